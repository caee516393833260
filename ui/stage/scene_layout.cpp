// Grid choice: the column count that gives the largest cards of aspect about 1.7:1.
#include "stage/scene_layout.h"

#include <algorithm>
#include <cmath>

SceneLayout computeSceneLayout(const QSizeF& size_in, int devices) {
  const QSizeF size(std::max(size_in.width(), 320.0), std::max(size_in.height(), 240.0));
  const double w = size.width(), h = size.height();
  const double margin = std::max(6.0, std::min(w, h) * 0.02);
  SceneLayout l;
  const double top = margin + h * 0.07;  // room for the rule text above the columns
  const double colH = h - top - margin - h * 0.09;  // room for the labels under the columns
  l.dataset = QRectF(margin, top, w * 0.05, colH);
  l.batch = QRectF(l.dataset.right() + margin * 1.5, top, w * 0.07, colH);
  l.output = QRectF(w - margin - w * 0.08, top, w * 0.08, colH);
  l.cardsArea = QRectF(l.batch.right() + margin * 3, top, l.output.left() - margin * 3 - (l.batch.right() + margin * 3),
                       h - top - margin);
  const int n = std::max(1, devices);
  const double gap = std::max(3.0, std::min(w, h) * 0.012);
  double best = -1;
  for (int cols = 1; cols <= n; ++cols) {
    const int rows = (n + cols - 1) / cols;
    const double cw = (l.cardsArea.width() - gap * (cols - 1)) / cols;
    const double ch = (l.cardsArea.height() - gap * (rows - 1)) / rows;
    const double cardW = std::min(cw, ch * 1.7);  // keep a card's shape readable
    if (cardW > best) {
      best = cardW;
      l.columns = cols;
      l.rows = rows;
    }
  }
  const double cw = (l.cardsArea.width() - gap * (l.columns - 1)) / l.columns;
  const double ch = (l.cardsArea.height() - gap * (l.rows - 1)) / l.rows;
  const double cardW = std::min(cw, ch * 1.7), cardH = std::min(ch, cardW / 1.2);
  const double gridW = l.columns * cardW + (l.columns - 1) * gap;
  const double gridH = l.rows * cardH + (l.rows - 1) * gap;
  const double x0 = l.cardsArea.left() + (l.cardsArea.width() - gridW) / 2;
  const double y0 = l.cardsArea.top() + (l.cardsArea.height() - gridH) / 2;
  for (int i = 0; i < devices; ++i) {
    const int r = i / l.columns, c = i % l.columns;
    l.cards.emplace_back(x0 + c * (cardW + gap), y0 + r * (cardH + gap), cardW, cardH);
  }
  return l;
}
