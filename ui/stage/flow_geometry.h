// The scene's labels and flights, computed (not painted): the heading, the dataset's label, the
// batch and output labels, the row counts in the chunks, and where each flying chunk is. FlowItem
// paints these lists; the view hands them to the geometry test.
#pragma once

#include <QList>
#include <QPolygonF>
#include <QRectF>

#include "stage/stage_text.h"

struct FlowState;
struct StepResult;
enum class AnimPhase;

// Lines of `text` wrapped into `rect` at the largest size from `px` down to `minPx` at which they
// fit; below that the last line that fits is elided.
QList<StageText> wrappedTexts(StageRole role, const QString& text, const QRectF& rect, int px, int minPx,
                              bool bold, Qt::Alignment align);

// Where replica `replica`'s chunk sits in `column` (the batch or the output column).
QRectF chunkRect(const FlowState& s, const StepResult& step, int replica, const QRectF& column);
// 0..1: how far replica `replica` of `count` has flown when the phase is at `progress` (the chunks
// leave one after another, as scatter copies them, and all land by the phase's end).
double flightProgress(double progress, int replica, int count);
// The route of a chunk: from the batch column through the lanes into the card's slot (scatter),
// or from the slot through the lanes into the output column (gather).
QPolygonF flightPath(const FlowState& s, const StepResult& step, int replica, bool gather);
// The side of a flying chunk: it fits in a lane and in the slot it lands in.
double flightSize(const FlowState& s, int device);
QPointF pointAlong(const QPolygonF& path, double t);

// The batch label under the batch column: "batch 2: 30 rows", or "final batch: 10 rows" for a
// batch of fewer than `batch_size` rows.
QString batchLabelText(qint64 index, qint64 rows, qint64 batch_size);
// The narrowest strip that holds the batch label in `font` without cutting a word or a glossary
// term ("最后一个批次：" is one piece): the widest piece it cannot be broken within.
double batchLabelLeastWidth(const QFont& font);

QList<StageText> flowTexts(const FlowState& s, const StepResult* step, AnimPhase phase, const QString& rule);
QList<StageShape> flightShapes(const FlowState& s, const StepResult& step, AnimPhase phase, double progress);
// A training step's flights (R10): in Backward the output gradient's pieces fly back to the
// replicas' slots, in the forward's sizes; in Reduce each replica's gradients, as long as their
// bytes, move through the lanes into the Σ tray of the device that sums them (reduce_geometry.h).
QList<StageShape> trainingFlights(const FlowState& s, const StepResult& step, AnimPhase phase, double progress);
