// DdpRingView: layout and drawing. Everything is rebuilt per frame from the run and the frame
// (16 cards of a few items: cheap), sized from the viewport so it fits 1024×768 to 4K.
#include "ddp/ddp_ring_view.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QPen>
#include <QtMath>
#include <algorithm>

#include "ddp/ddp_ring_style.h"
#include "dist/ring_schedule.h"

using namespace ddpring;

DdpRingView::DdpRingView(QWidget* parent) : QGraphicsView(parent) {
  setScene(new QGraphicsScene(this));
  setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  setRenderHint(QPainter::Antialiasing);
  setMinimumSize(320, 240);
}

void DdpRingView::showFrame(const DdpRun* run, int index, double fraction) {
  run_ = run;
  index_ = index;
  fraction_ = fraction;
  frame_ = run && run->started() ? ddpFrameAt(*run, index, fraction) : DdpFrame{};
  unit_.reset();
  redraw();
}

void DdpRingView::showUnit(const DdpRun* run, const DdpUnit& unit, double progress) {
  run_ = run;
  index_ = unit.record;
  fraction_ = 0;
  frame_ = run && run->started() ? ddpUnitFrame(*run, unit, progress) : DdpFrame{};
  unit_ = unit;
  redraw();
}

void DdpRingView::setZoom(double zoom) {
  zoom_ = std::clamp(zoom, 1.0, 4.0);
  redraw();
}

void DdpRingView::resizeEvent(QResizeEvent* event) {
  QGraphicsView::resizeEvent(event);
  redraw();
}

void DdpRingView::changeEvent(QEvent* event) {
  QGraphicsView::changeEvent(event);
  if (event->type() == QEvent::LanguageChange) redraw();
}

void DdpRingView::addText(const QString& text, const QRectF& box, const QFont& font, int rank, const QColor& color,
                          Qt::Alignment align) {
  // A caption line (no rank) that is too long gets a smaller font, down to 80 %, before it is
  // elided: at 1024 px its last words (the measured µs per ring step) would otherwise be cut.
  QFont fitted = font;
  if (rank < 0 && font.pixelSize() > 0) {
    // Zoomed, down to the caption's 1× size (the measured line stays whole at every zoom).
    const int floor_px = std::max(1, std::min(font.pixelSize() * 4 / 5, caption_floor_px_));
    while (fitted.pixelSize() > floor_px && QFontMetricsF(fitted).horizontalAdvance(text) > box.width()) {
      fitted.setPixelSize(fitted.pixelSize() - 1);
    }
  }
  const QFontMetricsF fm(fitted);
  const QString shown = fm.horizontalAdvance(text) <= box.width() ? text : fm.elidedText(text, Qt::ElideRight, box.width());
  const double w = fm.horizontalAdvance(shown);
  auto* item = scene()->addSimpleText(shown, fitted);
  item->setBrush(color);
  item->setZValue(3);
  const double x = align & Qt::AlignHCenter ? box.center().x() - w / 2 : box.left();
  item->setPos(x, box.center().y() - fm.height() / 2);
  if (shown != text) item->setToolTip(text);
  texts_.append({QRectF(x, box.center().y() - fm.height() / 2, w, fm.height()), shown, fitted.pixelSize(), rank, shown != text});
}

void DdpRingView::addFittedText(const QStringList& texts, const QRectF& box, const QFont& font, int rank, const QColor& color) {
  const QFontMetricsF fm(font);
  for (const QString& t : texts) {
    if (fm.horizontalAdvance(t) <= box.width()) {
      addText(t, box, font, rank, color);
      return;
    }
  }
  addText(texts.isEmpty() ? QString() : texts.last(), box, font, rank, color);
}

namespace {

// The cells of a cols × rows grid's border, clockwise from the top left: the ring's order, so
// that neighbours in the ring are neighbours on screen.
QList<QPoint> borderCells(int cols, int rows) {
  QList<QPoint> cells;
  for (int c = 0; c < cols; ++c) cells << QPoint(c, 0);
  for (int r = 1; r < rows; ++r) cells << QPoint(cols - 1, r);
  for (int c = cols - 2; c >= 0 && rows > 1; --c) cells << QPoint(c, rows - 1);
  for (int r = rows - 2; r >= 1 && cols > 1; --r) cells << QPoint(0, r);
  return cells;
}

// How many cells borderCells(cols, rows) holds, without making them (the layout's search asks often).
int borderCount(int cols, int rows) { return cols == 1 || rows == 1 ? cols * rows : 2 * (cols + rows) - 4; }

}  // namespace

int DdpRingView::layoutCards(int world, const QRectF& area, int max_px, int min_px) {
  cards_.clear();
  // The grid whose border holds every rank with the largest card font (at most 18 px); a card
  // needs about 17 × (rows × 1.35 + 1) font sizes, and the gaps between cells carry the ring's
  // arrows and the pieces on them. Below 8 px the cards drop to three rows (rank, state, loss) before the font shrinks.
  int best_px = 0, best_cols = 1, best_rows = 1;
  // `gap_x_em`: the gap between side by side cards, in font sizes.
  const auto search = [&](double gap_x_em) {
    best_px = 0;
    for (const int card_rows : {kCardRows, kCompactRows}) {
      rows_ = card_rows;
      for (int cols = 1; cols <= world; ++cols) {
        for (int rows = 1; rows <= world; ++rows) {
          if (borderCount(cols, rows) < world || (cols > 1 && rows > 1 && borderCount(cols, rows - 1) >= world)) continue;
          // Three ranks or more: a real ring (two rows and two columns at least), so that the last
          // rank's arrow back to rank 0 never runs across the cards between them.
          if (world >= 3 && (cols < 2 || rows < 2)) continue;
          for (int px = max_px; px > best_px && px >= min_px; --px) {
            const double cw = (area.width() - px * gap_x_em * (cols - 1)) / cols, ch = (area.height() - px * kMinGap * (rows - 1)) / rows;
            if (cw >= px * 17.0 && ch >= rows_ * px * kLine + px) {
              best_px = px;
              best_cols = cols;
              best_rows = rows;
              break;
            }
          }
        }
      }
      if (best_px >= 8 || card_rows == kCompactRows) break;  // compact: whatever fits
      best_px = 0;
    }
    return best_px;
  };
  // The layout with room for the arrows' bytes between side by side cards where that costs the
  // card text nothing (or leaves it at 16 px at least: a zoomed view); else the tighter one.
  const int tight = search(kMinGap);
  if (world > 1 && label_em_ > 0) {
    const int tight_cols = best_cols, tight_rows = best_rows, tight_card_rows = rows_;
    const int roomy = search(std::max(kMinGap, label_em_ + kLabelRoom));
    if (roomy == 0 || roomy < std::min(tight, 16)) {
      best_px = tight;
      best_cols = tight_cols;
      best_rows = tight_rows;
      rows_ = tight_card_rows;
    }
  }
  if (best_px == 0) return 0;  // not even three rows of 1 px (a collapsed view): no cards
  const int px = best_px;
  const double gap = px * kMinGap;
  // Side by side cards leave a gap wide enough for a moving piece's bytes where they can: the
  // cards give up width for it, down to the 17 font sizes their text was fitted to.
  const double want_x = world > 1 ? px * std::max(kGap, label_em_ + kLabelRoom) : px * kGap;
  double cw = std::min(px * 22.0, (area.width() - gap * (best_cols - 1)) / best_cols);
  if (best_cols > 1) cw = std::min(cw, std::max(px * 17.0, (area.width() - want_x * (best_cols - 1)) / best_cols));
  const double ch = std::min(rows_ * px * kLine + px, (area.height() - gap * (best_rows - 1)) / best_rows);
  // Room the cards leave goes to the gaps first (up to kGap, or the bytes' width: the arrows and
  // their pieces), then the grid is centred in the area.
  const auto spread = [px](double extent, double cell, int n, double most) {
    return n > 1 ? std::clamp((extent - n * cell) / (n - 1), px * kMinGap, std::max(most, px * kMinGap)) : 0.0;
  };
  const double gap_x = spread(area.width(), cw, best_cols, want_x), gap_y = spread(area.height(), ch, best_rows, px * kGap);
  const double gw = best_cols * cw + (best_cols - 1) * gap_x, gh = best_rows * ch + (best_rows - 1) * gap_y;
  const QPointF origin(area.left() + (area.width() - gw) / 2, area.top() + (area.height() - gh) / 2);
  const QList<QPoint> cells = borderCells(best_cols, best_rows);
  for (int r = 0; r < world; ++r) {
    cards_.append(QRectF(origin.x() + cells[r].x() * (cw + gap_x), origin.y() + cells[r].y() * (ch + gap_y), cw, ch));
  }
  return px;
}

void DdpRingView::redraw() {
  scene()->clear();
  texts_.clear();
  pieces_.clear();
  arrows_.clear();
  hops_.clear();
  hosts_.clear();
  const QRectF view(QPointF(0, 0), QSizeF(viewport()->size()));
  scene()->setSceneRect(view);
  const int world = run_ && run_->started() ? run_->world() : 0;
  // The widest bytes text an arrow will carry in this run (every bucket's pieces), in font sizes.
  label_em_ = 0;
  if (world > 1) {
    const QFontMetricsF fm(pixelFont(100));
    for (const qint64 bytes : run_->start().bucket_bytes) {
      for (int p = 0; p < world; ++p) {
        label_em_ = std::max(label_em_, fm.horizontalAdvance(pieceBytesText(dp::ring_piece_bytes(bytes, world, p))) / 100.0);
      }
    }
  }
  const int base_caption = qBound(13, int(view.height() / 36), 22);
  caption_floor_px_ = base_caption;
  const auto stripFor = [&view](int px) { return QRectF(view.left() + 8, view.top() + 4, view.width() - 16, px * kLine * 2 + 4); };
  // Several hosts: a legend row under the cards (its text at the caption's size, ddp_ring_hosts.cpp).
  // Only where it costs the cards no text size (many ranks in a small view: the bands, the dashes
  // and the cards' "rank r · host" say it without the legend).
  bool hosts = severalHosts();
  const auto legendFor = [&view](int px) { return QRectF(view.left() + 8, view.bottom() - 6 - px * kLine, view.width() - 16, px * kLine); };
  const auto areaFor = [&view, &hosts, &legendFor](const QRectF& strip) {
    const double caption_px = (strip.height() - 4) / (2 * kLine);
    return view.adjusted(8, strip.height() + 8, -8, hosts ? -(view.height() - legendFor(qRound(caption_px)).top()) - kBandMargin - 4 : -8);
  };
  base_px_ = world > 0 ? layoutCards(world, areaFor(stripFor(base_caption))) : 0;
  if (hosts) {
    hosts = false;
    const int without = layoutCards(world, areaFor(stripFor(base_caption)));
    hosts = base_px_ >= without;
    base_px_ = layoutCards(world, areaFor(stripFor(base_caption)));
  }
  int caption_px = base_caption, px = base_px_;
  if (zoom_ > 1.0) {
    caption_px = qRound(base_caption * zoom_);
    // Zoomed: the largest caption (down to its 1× size) with which the cards still get at least
    // their 1× size, and the largest cards then (up to 18 px × zoom).
    for (int c = caption_px; world > 0 && base_px_ > 0; --c) {
      if (c <= base_caption) {
        caption_px = base_caption;
        px = base_px_;
        break;
      }
      const int p = layoutCards(world, areaFor(stripFor(c)), qRound(18 * zoom_), base_px_);
      if (p >= base_px_) {
        caption_px = c;
        px = p;
        break;
      }
    }
    if (world > 0 && base_px_ > 0) layoutCards(world, areaFor(stripFor(caption_px)), px, px);  // the chosen layout
  }
  const QRectF strip = stripFor(caption_px);
  drawCaption(strip, caption_px);
  if (world == 0 || px == 0) return;
  drawRing(px);
  drawHosts(hosts ? legendFor(caption_px) : QRectF(), caption_px);
  for (int r = 0; r < world; ++r) drawCard(r, px);
}
