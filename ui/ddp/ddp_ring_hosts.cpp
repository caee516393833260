// DdpRingView's hosts: when the run's ranks sit on several hosts (the "hosts" of its start event,
// docs/cli.md "DDP across hosts"), each host's ranks are drawn inside one tinted band, and the legend
// row under the cards names each host's band and says that the dashed hops cross the network.
// One host: nothing here is drawn.
#include <QFontMetricsF>
#include <QGraphicsPathItem>
#include <QGraphicsScene>
#include <QPen>
#include <algorithm>
#include <cmath>

#include "common/sentences.h"
#include "ddp/ddp_ring_style.h"
#include "ddp/ddp_ring_view.h"

using namespace ddpring;

QString DdpRingView::hostOf(int rank) const {
  return run_ && rank >= 0 && rank < run_->start().hosts.size() ? run_->start().hosts[rank] : QString();
}

bool DdpRingView::severalHosts() const {
  if (!run_ || !run_->started() || run_->world() < 2) return false;
  for (int r = 1; r < run_->world(); ++r) {
    if (hostOf(r) != hostOf(0)) return true;
  }
  return false;
}

void DdpRingView::drawHosts(const QRectF& legend, int caption_px) {
  const int world = int(cards_.size());
  if (world < 2 || !severalHosts()) return;
  // The band's margin: under a third of the narrowest gap, so two hosts' bands never meet.
  double gap = 1e9;
  for (int a = 0; a < world; ++a) {
    for (int b = 0; b < a; ++b) {
      const QRectF &p = cards_[a], &q = cards_[b];
      const double dx = std::max(p.left(), q.left()) - std::min(p.right(), q.right());
      const double dy = std::max(p.top(), q.top()) - std::min(p.bottom(), q.bottom());
      gap = std::min(gap, std::max(dx, dy));
    }
  }
  const double m = std::clamp(gap * 0.3, 2.0, kBandMargin);
  for (int r = 0; r < world; ++r) {
    const QString host = hostOf(r);
    qsizetype at = 0;
    while (at < hosts_.size() && hosts_[at].host != host) ++at;
    if (at == hosts_.size()) hosts_.append({host, {}, {}});
    DdpHostDrawn* it = &hosts_[at];
    it->ranks << r;
    // The band: its rectangles added with the winding rule (their union), no boolean operations.
    it->band.setFillRule(Qt::WindingFill);
    it->band.addRect(cards_[r].adjusted(-m, -m, m, m));
    // Ring neighbours on the same host, side by side or one above the other: the band joins them.
    const int prev = (r + world - 1) % world;
    if (prev != r && hostOf(prev) == host) {
      const QRectF &p = cards_[prev], &q = cards_[r];
      const bool row = std::abs(p.top() - q.top()) < 0.5, column = std::abs(p.left() - q.left()) < 0.5;
      if (row) it->band.addRect(QRectF(QPointF(std::min(p.right(), q.right()), p.top() - m), QPointF(std::max(p.left(), q.left()), p.bottom() + m)));
      if (column) it->band.addRect(QRectF(QPointF(p.left() - m, std::min(p.bottom(), q.bottom())), QPointF(p.right() + m, std::max(p.top(), q.top()))));
    }
  }
  for (int i = 0; i < hosts_.size(); ++i) {
    const QColor tint = hostColor(i);
    scene()->addPath(hosts_[i].band.simplified(), QPen(tint.darker(150), 1.5), tint)->setZValue(0.5);
  }
  if (legend.isEmpty()) return;
  // The legend: each band's swatch with "node1: ranks 0, 1", after the network's dashes and what
  // they mean; an entry that does not fit whole is left out (the cards name their host).
  const QColor ink = palette().text().color();
  const QFont plain = pixelFont(caption_px);
  const QFontMetricsF fm(plain);
  double x = legend.left();
  const double sw = caption_px * 1.6, sh = caption_px * 0.9, y = legend.center().y();
  // The network hop's sample: red dashes, then what they mean.
  const QString net = tr("red dashes: across the network");
  if (x + sw * 1.5 + caption_px * 0.4 + fm.horizontalAdvance(net) > legend.right()) return;
  scene()->addLine(QLineF(x, y, x + sw * 1.5, y), networkPen(std::max(3.0, caption_px * 0.3)));
  x += sw * 1.5 + caption_px * 0.4;
  addText(net, QRectF(x, legend.top(), fm.horizontalAdvance(net), legend.height()), plain, -1, ink);
  x += fm.horizontalAdvance(net) + caption_px * 1.2;
  for (int i = 0; i < hosts_.size(); ++i) {
    QStringList ranks;
    for (const int r : hosts_[i].ranks) ranks << QString::number(r);
    const QString text = (ranks.size() == 1 ? tr("%1: rank %2", "a host of the ring and its rank") : tr("%1: ranks %2", "a host of the ring and its ranks"))
                             .arg(hosts_[i].host, sentences::joinList(ranks));
    const double w = fm.horizontalAdvance(text);
    if (x + sw + caption_px * 0.4 + w > legend.right()) return;
    const QColor tint = hostColor(i);
    scene()->addRect(QRectF(x, y - sh / 2, sw, sh), QPen(tint.darker(150), 1.5), tint);
    x += sw + caption_px * 0.4;
    addText(text, QRectF(x, legend.top(), w, legend.height()), plain, -1, ink);
    x += w + caption_px * 1.2;
  }
}
