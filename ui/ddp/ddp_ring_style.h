// Shared by the DDP ring's layout and drawing: the card's rows and the sampler's index colours.
#pragma once

#include <QColor>
#include <QtGlobal>

namespace ddpring {
inline constexpr int kCardRows = 6;  // rank · host, shard squares, shard indices, state, buckets, loss
inline constexpr int kCompactRows = 3;  // rank · host, state, loss (many ranks, a small view)
inline constexpr double kLine = 1.35;

inline QColor indexColor(qint64 index, qint64 count) {
  return QColor::fromHsvF(float(double(index % qMax<qint64>(count, 1)) / double(qMax<qint64>(count, 1)) * 0.85), 0.55f, 0.9f);
}
}  // namespace ddpring
