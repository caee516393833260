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

#include "ddp/ddp_ring_style.h"

using namespace ddpring;

DdpRingView::DdpRingView(QWidget* parent) : QGraphicsView(parent) {
  setScene(new QGraphicsScene(this));
  setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  setRenderHint(QPainter::Antialiasing);
  setMinimumSize(320, 240);
}

void DdpRingView::show(const DdpRun* run, int index, double fraction) {
  run_ = run;
  index_ = index;
  fraction_ = fraction;
  frame_ = run && run->started() ? ddpFrameAt(*run, index, fraction) : DdpFrame{};
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
  const QFontMetricsF fm(font);
  const QString shown = fm.elidedText(text, Qt::ElideRight, box.width());
  const double w = fm.horizontalAdvance(shown);
  auto* item = scene()->addSimpleText(shown, font);
  item->setBrush(color);
  item->setZValue(3);
  const double x = align & Qt::AlignHCenter ? box.center().x() - w / 2 : box.left();
  item->setPos(x, box.center().y() - fm.height() / 2);
  if (shown != text) item->setToolTip(text);
  texts_.append({QRectF(x, box.center().y() - fm.height() / 2, w, fm.height()), shown, font.pixelSize(), rank});
}

int DdpRingView::layoutCards(int world, const QRectF& area) {
  cards_.clear();
  // The largest font (from ~1/34 of the height, at most 18 px, down to 8 px) whose cards fit
  // around the ellipse without touching, leaving room for the ring between them.
  for (int px = qBound(8, int(area.height() / 34), 18); px >= 8; --px) {
    const double h = kCardRows * px * kLine + px;
    const double w = px * 17.0;
    QList<QRectF> cards;
    const double rx = (area.width() - w) / 2, ry = (area.height() - h) / 2;
    if (rx < 0 || ry < 0) continue;
    for (int r = 0; r < world; ++r) {
      const double a = -M_PI / 2 + 2 * M_PI * r / world;
      const QPointF c = world == 1 ? area.center() : area.center() + QPointF(rx * qCos(a), ry * qSin(a));
      cards.append(QRectF(c.x() - w / 2, c.y() - h / 2, w, h));
    }
    bool apart = true;
    for (int i = 0; i < world && apart; ++i) {
      for (int j = 0; j < i && apart; ++j) apart = !cards[i].adjusted(-px, -px, px, px).intersects(cards[j]);
    }
    if (apart) {
      cards_ = cards;
      return px;
    }
  }
  return 0;
}

void DdpRingView::redraw() {
  scene()->clear();
  texts_.clear();
  const QRectF view(QPointF(0, 0), QSizeF(viewport()->size()));
  scene()->setSceneRect(view);
  const int world = run_ && run_->started() ? run_->world() : 0;
  const int caption_px = qBound(13, int(view.height() / 36), 22);
  const QRectF strip(view.left() + 8, view.top() + 4, view.width() - 16, caption_px * kLine * 2 + 4);
  drawCaption(strip, caption_px);
  if (world == 0) return;
  const int px = layoutCards(world, view.adjusted(8, strip.height() + 8, -8, -8));
  if (px == 0) return;
  drawRing(px);
  for (int r = 0; r < world; ++r) drawCard(r, px);
}
