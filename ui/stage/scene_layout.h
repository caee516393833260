// Where everything goes in the scene for a given view size and device count: the dataset and
// batch columns on the left, device cards in a grid, the gathered output on the right. Pure
// geometry, so "1 to the most cards, at any window size" is tested directly.
#pragma once

#include <QRectF>
#include <QSizeF>
#include <vector>

struct SceneLayout {
  QRectF dataset;             // all samples, one thin row each
  QRectF batch;               // the current batch, one cell per row
  QRectF cardsArea;           // the region the grid of cards fills
  std::vector<QRectF> cards;  // one per device, row-major
  QRectF output;              // the gathered output, stacked in replica order
  int columns = 1;
  int rows = 1;
};

SceneLayout computeSceneLayout(const QSizeF& size, int devices);
