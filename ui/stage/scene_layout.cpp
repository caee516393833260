// Scene geometry. Sizes follow one unit taken from the view (so the stage looks the same from a
// 1024×768 projector to a 4K screen), times the zoom; the grid takes the column count that gives
// the largest cards of a readable shape.
#include "stage/scene_layout.h"

#include <algorithm>
#include <cmath>

#include "stage/flow_geometry.h"
#include "stage/legend_item.h"
#include "stage/text_fit.h"

namespace {

int scaled(double unit, double factor, double zoom, int lo, int hi) {
  return std::clamp(int(std::lround(unit * factor * zoom)), lo, hi);
}

// The grid: the column count whose cards come closest to what the text needs at the cap size
// (17 × 10 ems); near-ties go to fewer rows, which reads better. The last row is centred.
void placeGrid(SceneLayout& l, int devices, int forcedColumns) {
  const int n = std::max(1, devices);
  const double gap = l.lane, cap = l.cardCapPx;
  const QRectF area = l.cardsArea;
  const auto cardSize = [&](int cols, int rows) {
    const double cw = (area.width() - gap * (cols - 1)) / cols;
    const double ch = (area.height() - gap * (rows - 1)) / rows;
    // A card never grows past what its largest text needs: one big card would look empty.
    return QSizeF(std::max(1.0, std::min(cw, 19.0 * cap)), std::max(1.0, std::min(ch, 11.0 * cap)));
  };
  const auto score = [&](const QSizeF& c) { return std::min({c.width() / (17.0 * cap), c.height() / (10.0 * cap), 1.0}); };
  double best = -1;
  for (int cols = 1; cols <= n; ++cols) best = std::max(best, score(cardSize(cols, (n + cols - 1) / cols)));
  for (int cols = n; cols >= 1; --cols) {  // the fewest rows within 10% of the best
    const int rows = (n + cols - 1) / cols;
    const int fewest = (n + rows - 1) / rows;  // the same rows with fewer columns: a fuller grid
    if (cols == fewest && score(cardSize(cols, rows)) >= best * 0.9) {
      l.columns = cols;
      l.rows = rows;
      break;
    }
  }
  if (forcedColumns > 0) {
    l.columns = std::min(forcedColumns, n);
    l.rows = (n + l.columns - 1) / l.columns;
  }
  const QSizeF card = cardSize(l.columns, l.rows);
  const double gridW = l.columns * card.width() + (l.columns - 1) * gap;
  const double gridH = l.rows * card.height() + (l.rows - 1) * gap;
  const double x0 = area.left() + (area.width() - gridW) / 2;
  const double y0 = area.top() + (area.height() - gridH) / 2;
  for (int i = 0; i < devices; ++i) {
    const int r = i / l.columns, c = i % l.columns;
    const int inRow = std::min(l.columns, devices - r * l.columns);
    const double shift = (l.columns - inRow) * (card.width() + gap) / 2;  // centre a short last row
    l.cards.emplace_back(x0 + shift + c * (card.width() + gap), y0 + r * (card.height() + gap), card.width(), card.height());
  }
}

}  // namespace

std::vector<int> gridColumnChoices(int devices) {
  const int n = std::max(1, devices);
  std::vector<int> choices;
  for (int cols = 1; cols <= n; ++cols) {
    const int rows = (n + cols - 1) / cols;
    if (cols == (n + rows - 1) / rows) choices.push_back(cols);
  }
  return choices;
}

SceneLayout computeSceneLayout(const QSizeF& size_in, int devices, const SceneStyle& style) {
  const QSizeF size(std::max(size_in.width(), 320.0), std::max(size_in.height(), 240.0));
  const double w = size.width();
  const double unit = std::min(w / 64.0, size.height() / 40.0);  // 16 at 1024×678, 52 at 3840×2070
  const double h = std::max(size.height(), style.height);  // a scene taller than the view scrolls
  const double zoom = std::clamp(style.zoom, 0.5, 3.0);
  SceneLayout l;
  // Every text grows with the zoom, the cards' included (their grid is laid out again for it).
  const int floor = style.minTextPx;
  l.minTextPx = std::max(11, floor);
  l.labelPx = scaled(unit, 1.0, zoom, l.minTextPx, style.labelCapPx > 0 ? std::max(l.minTextPx, style.labelCapPx) : 96);
  l.headingPx = scaled(unit, 1.25, zoom, std::max(12, floor), 132);
  l.cardCapPx = std::max(scaled(unit, 1.15, zoom, 12, 144), floor);
  l.zoom = zoom;
  const double margin = std::clamp(unit * 0.6, 4.0, 30.0);
  // Lanes between the cards carry the flying chunks; with many cards they give way to the cards.
  l.lane = std::clamp(unit * 1.5, 12.0, 56.0) * (devices > 16 ? 0.5 : 1.0);
  const double labelLH = lineHeight(stageFont(l.labelPx));
  // Two lines at the smallest size allowed: a long rule wraps rather than being cut.
  const double headingH = std::max(lineHeight(stageFont(l.headingPx, true)), 2 * lineHeight(stageFont(std::max(12, floor), true)));
  l.heading = QRectF(margin, margin, w - 2 * margin, headingH);
  double bottom = h - margin;
  if (style.legend) {
    const double legendH = legendHeightFor(w - 2 * margin, l.labelPx, h * 0.2);
    l.legend = QRectF(margin, bottom - legendH, w - 2 * margin, legendH);
    bottom = l.legend.top() - l.lane / 2;
  }
  const double bodyTop = l.heading.bottom() + l.lane / 2;
  const double colTop = bodyTop + l.lane;
  const double labelH = 3 * labelLH;  // three lines: "output on" / "cuda:0" / "[30, 2]"
  const double colBottom = std::max(colTop + 20, bottom - labelH - l.lane / 3);
  // Left: the dataset's label strip, the dataset, the batch column's zone (wide enough for its label).
  double x = margin;
  l.datasetLabel = QRectF(x, colTop, labelLH, colBottom - colTop);
  x += labelLH + std::max(2.0, l.lane / 4);
  const double datasetW = std::clamp(unit * 2.2, 12.0, 110.0);
  l.dataset = QRectF(x, colTop, datasetW, colBottom - colTop);
  x += datasetW + l.lane / 2;
  const double columnW = std::clamp(unit * 3.4, 20.0, 170.0);
  // Room for "batch 1: 30 rows" on one line where the view is wide; two lines otherwise.
  // Never narrower than "30 rows" (a count stays with its word) at the label's size.
  // "最后一个批次：" (a glossary term stays whole) needs more at the smallest size the label may
  // shrink to: the label's strip reaches left under the dataset for it, and the zone widens only
  // for what that does not give.
  const double need = std::ceil(batchLabelLeastWidth(stageFont(l.minTextPx)));
  const double batchZone = std::max({columnW, l.labelPx * 4.5, std::min(l.labelPx * 9.0, w * 0.11), need - (x - margin)});
  l.batch = QRectF(x + (batchZone - columnW) / 2, colTop, columnW, colBottom - colTop);
  const double labelLeft = std::max(margin, std::min(x, x + batchZone - need));
  l.batchLabel = QRectF(labelLeft, colBottom + l.lane / 3, x + batchZone - labelLeft, bottom - colBottom - l.lane / 3);
  x += batchZone;
  // Right: the output column's zone.
  const double outputZone = std::max(columnW, l.labelPx * 6.5);
  const double ox = w - margin - outputZone;
  l.output = QRectF(ox + (outputZone - columnW) / 2, colTop, columnW, colBottom - colTop);
  l.outputLabel = QRectF(ox, colBottom + l.lane / 3, outputZone, bottom - colBottom - l.lane / 3);
  l.leftBus = x + l.lane / 2;
  l.rightBus = ox - l.lane / 2;
  l.cardsArea = QRectF(x + l.lane, colTop, std::max(1.0, ox - l.lane - (x + l.lane)), std::max(1.0, bottom - colTop));
  placeGrid(l, devices, style.columns);
  return l;
}
