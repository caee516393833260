// Small stage pictures beside a worksheet's questions, drawn with QPainter in black and greys for
// print: the batch over the GPUs, the dataset over the DDP ranks, the ring. None shows the answer
// (no chunk is drawn on a GPU, no shard on a rank): the empty boxes are for the student to fill.
#pragma once

#include <QRectF>

#include "quiz/quiz.h"

class QPainter;
class WorksheetText;

namespace worksheet {

// The picture's height for `q` at `mm` device pixels a millimetre; 0 when its kind has none.
qreal pictureHeight(const dp::quiz::Question& q, qreal mm);
// Draws it in `area` (as wide as the question's text, pictureHeight() tall).
void drawPicture(QPainter* p, const QRectF& area, const dp::quiz::Question& q, const WorksheetText& text, qreal mm);

}  // namespace worksheet
