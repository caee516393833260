// Card frames: corner images cached by look (colours, width, radius); a few hundred at most.
#include "stage/card_frame.h"

#include <QHash>
#include <QImage>
#include <QPainter>
#include <QPainterPath>
#include <cmath>

namespace {

// The four corners of a small rounded rectangle drawn with this look: [top-left, top-right,
// bottom-left, bottom-right], each side × side pixels, opaque (the base colour outside).
struct Corners {
  int side = 0;
  QImage image;  // 2·side square: the corners are its quadrants
};

const Corners& cornersFor(const CardFrameLook& look) {
  static QHash<QString, Corners> cache;
  const QString key = QStringLiteral("%1/%2/%3/%4/%5").arg(look.band.isValid() ? look.band.rgba() : 0).arg(look.border.rgba())
                          .arg(look.width).arg(look.radius).arg(look.base.rgba());
  auto it = cache.find(key);
  if (it != cache.end()) return *it;
  if (cache.size() > 512) cache.clear();  // looks change with the run; never grow without bound
  Corners c;
  c.side = look.radius + look.width + 1;  // the whole outline inside the card, one pixel in
  const int n = 2 * c.side;
  c.image = QImage(n, n, QImage::Format_RGB32);
  c.image.fill(look.base);
  QPainter p(&c.image);
  p.setRenderHint(QPainter::Antialiasing);
  const double inset = c.side - look.radius - look.width / 2.0;  // where the outline's centre runs
  const QRectF r(inset, inset, n - 2 * inset, n - 2 * inset);
  QPainterPath shape;
  shape.addRoundedRect(r, look.radius, look.radius);
  p.setClipRect(QRectF(0, 0, n, c.side));  // the top half: the band's colour inside
  p.fillPath(shape, look.band.isValid() ? look.band : look.base);
  p.setClipRect(QRectF(0, c.side, n, c.side));
  p.fillPath(shape, look.base);
  p.setClipping(false);
  p.strokePath(shape, QPen(look.border, look.width));
  p.end();
  return *cache.insert(key, c);
}

}  // namespace

void paintCardFrame(QPainter* p, const QRectF& rectF, double bandHeight, const CardFrameLook& look) {
  const QRect r(QPoint(int(std::lround(rectF.left())), int(std::lround(rectF.top()))),
                QPoint(int(std::lround(rectF.right())) - 1, int(std::lround(rectF.bottom())) - 1));
  const int band = int(std::lround(bandHeight));
  const Corners& c = cornersFor(look);
  const int s = c.side;
  if (r.width() < 2 * s || r.height() < 2 * s || (band > 0 && band < s)) {  // too small for round corners
    if (band > 0) p->fillRect(QRect(r.left(), r.top(), r.width(), band), look.band);
    p->setPen(QPen(look.border, look.width / 2));
    p->setBrush(Qt::NoBrush);
    p->drawRect(r);
    return;
  }
  // The outline runs `o` pixels inside the rectangle (the corner images put it there); the band
  // fills up to it. The width is even: whole pixels.
  const int w = look.width, inset = s - look.radius - w / 2, o = inset - w / 2;
  if (band > 0) p->fillRect(QRect(r.left() + s, r.top() + o, r.width() - 2 * s, band - o), look.band);
  if (band > s) {
    p->fillRect(QRect(r.left() + o, r.top() + s, s - o, band - s), look.band);
    p->fillRect(QRect(r.right() + 1 - s, r.top() + s, s - o, band - s), look.band);
  }
  p->fillRect(QRect(r.left() + s, r.top() + inset - w / 2, r.width() - 2 * s, w), look.border);
  p->fillRect(QRect(r.left() + s, r.bottom() + 1 - inset - w / 2, r.width() - 2 * s, w), look.border);
  p->fillRect(QRect(r.left() + inset - w / 2, r.top() + s, w, r.height() - 2 * s), look.border);
  p->fillRect(QRect(r.right() + 1 - inset - w / 2, r.top() + s, w, r.height() - 2 * s), look.border);
  p->drawImage(QPoint(r.left(), r.top()), c.image, QRect(0, 0, s, s));
  p->drawImage(QPoint(r.right() + 1 - s, r.top()), c.image, QRect(s, 0, s, s));
  p->drawImage(QPoint(r.left(), r.bottom() + 1 - s), c.image, QRect(0, s, s, s));
  p->drawImage(QPoint(r.right() + 1 - s, r.bottom() + 1 - s), c.image, QRect(s, s, s, s));
}
