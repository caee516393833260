// Shared by the DDP ring's layout and drawing: the card's rows, the sampler's index colours, the
// pieces' colours and letters, the fonts and where an arrow leaves a card.
#pragma once

#include <QColor>
#include <QFont>
#include <QLineF>
#include <QPen>
#include <QRectF>
#include <QString>
#include <QtGlobal>

namespace ddpring {
inline constexpr int kCardRows = 6;  // rank · host, shard squares, shard indices, state, buckets, loss
inline constexpr int kCompactRows = 3;  // rank · host, state, loss (many ranks, a small view)
inline constexpr double kLine = 1.35;
inline constexpr double kMinGap = 1.6;  // between cards, in font sizes: a piece on its arrow
inline constexpr double kGap = 2.6;     // where the view has room: the arrow's head beside it
inline constexpr double kLabelRoom = 2.2;  // beyond a piece's bytes text: the arrow's head and margins

inline QColor indexColor(qint64 index, qint64 count) {
  return QColor::fromHsvF(float(double(index % qMax<qint64>(count, 1)) / double(qMax<qint64>(count, 1)) * 0.85), 0.55f, 0.9f);
}
// The ring's pieces: one colour each (Okabe–Ito's, the blue lightened), all light enough for black
// text on them (contrast >= 4.5:1), told apart by hue; the piece's letter says the same.
inline QColor pieceColor(int piece) {
  static const QRgb colours[] = {0xE69F00, 0x56B4E9, 0x009E73, 0xF0E442, 0x6C9BE8, 0xD55E00, 0xCC79A7, 0xA0A0A0};
  return QColor(colours[((piece % 8) + 8) % 8]);
}
// The hosts' bands (light tints, under the cards) and the hop that crosses the network.
inline QColor hostColor(int host) {
  static const QRgb tints[] = {0xDCE9F5, 0xF5E6CC, 0xDDF0DD, 0xEBDDF2, 0xF2DADA, 0xE4E4E4};
  return QColor(tints[((host % 6) + 6) % 6]);
}
inline const QColor kNetworkColour(170, 40, 40);
inline constexpr double kBandMargin = 6;  // a host's band around its cards, at most (the view keeps 8 px)
// The hop between hosts: dark red dashes, short enough to show on the short hop between two cards.
inline QPen networkPen(double width) {
  QPen pen(kNetworkColour, width, Qt::CustomDashLine);
  pen.setDashPattern({1.2, 0.8});
  pen.setCapStyle(Qt::FlatCap);
  return pen;
}
inline QString pieceLetter(int piece) { return QString(QChar(u'A' + (piece % 26))); }

inline QFont pixelFont(int px, bool bold = false) {
  QFont f;
  f.setPixelSize(px);
  f.setBold(bold);
  return f;
}
// Where the segment between the centres leaves card `from` and enters card `to` (sampled: few cards).
inline QLineF edgeBetween(const QRectF& from, const QRectF& to) {
  const QLineF centres(from.center(), to.center());
  double t0 = 0, t1 = 1;
  for (int i = 0; i <= 200; ++i) {
    if (from.contains(centres.pointAt(i / 200.0))) t0 = i / 200.0;
  }
  for (int i = 200; i >= 0; --i) {
    if (to.contains(centres.pointAt(i / 200.0))) t1 = i / 200.0;
  }
  return QLineF(centres.pointAt(t0), centres.pointAt(t1));
}
}  // namespace ddpring
