// Measuring text for the stage: fonts by pixel size, elision, word wrapping (CJK included) and
// drawing a laid-out StageText, so every item fits its text with QFontMetrics for the real font.
#pragma once

#include <QColor>
#include <QFont>
#include <QString>
#include <QStringList>

#include "stage/stage_text.h"

class QPainter;

// The application's font family at `px` pixels (the scene is in view pixels).
QFont stageFont(int px, bool bold = false);
// The height of one line of `font`, rounded up: rows are stacked by it.
double lineHeight(const QFont& font);
double textWidth(const QFont& font, const QString& text);
// `text` elided on the right to `width`; *elided says whether anything was cut.
QString elideText(const QFont& font, const QString& text, double width, bool* elided);
// `text` broken into lines no wider than `width` where it can be (a single word wider than
// `width` stays on its own line: the caller checks the widths), never between a number and the
// word after it nor inside a glossary term (common/no_break.h).
QStringList wrapText(const QFont& font, const QString& text, double width);
// The widest of `texts` in `font`.
double widestWidth(const QFont& font, const QStringList& texts);

// One line of text placed in `box` (left, centred or right in it as `align` says; the box is
// shrunk to the text's advance width so overlap checks see the ink, not the slack).
StageText placeText(StageRole role, const QString& full, const QFont& font, const QRectF& line,
                    const QRectF& region, Qt::Alignment align, int owner = -1);
// Shapes t.text once, so that painting it needs no text layout.
void prepareGlyphs(StageText& t);
// `background`: the solid colour under the text's box, when there is one (then the text is
// drawn as an opaque image, the cheapest thing to paint); invalid: whatever lies under it.
void drawStageText(QPainter* p, const StageText& t, const QColor& color, const QColor& background = QColor());
