// DdpRingView: the DDP ring, drawn like the stage (a QGraphicsView laid out in view pixels): rank
// cards around an ellipse, each with its shard's indices, its phase, its buckets and its loss; the
// ring all-reduce's current step as pieces moving between neighbours; a failed rank marked.
#pragma once

#include <QFont>
#include <QGraphicsView>
#include <QLineF>
#include <QPainterPath>
#include <QList>
#include <QRectF>
#include <optional>

#include "ddp/ddp_frame.h"
#include "ddp/ddp_units.h"

// One text the view drew (for the geometry test): where, what, how big, whose.
struct DdpText {
  QRectF box;
  QString text;
  int pixels = 0;
  int rank = -1;  // -1: the caption strip
  bool cut = false;  // elided: no shorter form fitted
};

// One piece of the bucket being all-reduced, as a card drew it (for the tests): whose card, which
// of the W pieces, how many ranks' gradients it holds (1..W: W is the whole sum), where.
struct DdpPieceDrawn {
  int rank = 0;
  int piece = 0;
  int contributions = 0;
  QRectF box;
};

// One arrow of the ring step drawn: the piece it carries from a rank to the next, with the
// piece's label on it (its coloured, lettered square and its bytes) where that fits.
struct DdpArrowDrawn {
  int from = 0, to = 0, piece = 0;
  bool add = true;  // reduce-scatter: added on arrival; all-gather: kept
  QLineF line;      // from the sender's card to the receiver's (the head at p2)
  qint64 bytes = 0;     // the piece's bytes (engine/dist/ring_schedule.h's ring_piece_bytes)
  QString bytes_text;   // as drawn beside the square (empty: no room, the square alone or nothing)
  QRectF square, bytes_box;  // the lettered square and the bytes' text (empty when not drawn)
  bool cross_host = false;   // from one host to another: over the network, drawn dashed
};

// One hop of the ring (rank `from` to the next), as drawn in every frame: between two hosts it
// is marked as crossing the network.
struct DdpHopDrawn {
  int from = 0, to = 0;
  bool cross_host = false;
  bool broken = false;  // a failed run's last unit: a cross-host hop to or from a lost host, drawn cut
};

// One host's ranks, drawn as a tinted band around their cards (only when the run has several hosts).
struct DdpHostDrawn {
  QString host;
  QList<int> ranks;
  QPainterPath band;
};

class DdpRingView : public QGraphicsView {
  Q_OBJECT

 public:
  explicit DdpRingView(QWidget* parent = nullptr);

  // Shows step record `index` of `run` at `fraction` of its measured time (null run: the empty ring).
  void showFrame(const DdpRun* run, int index, double fraction);
  // Shows teaching unit `unit` of `run`, `progress` (0..1) of the way through it (ddp_units.h).
  void showUnit(const DdpRun* run, const DdpUnit& unit, double progress);
  // Scales every text (caption and cards) and lays the cards out again; never below the text's
  // size at zoom 1 (a smaller zoom counts as 1).
  void setZoom(double zoom);
  double zoom() const { return zoom_; }
  void setFailure(const QString& message) { failure_ = message; redraw(); }
  const QList<DdpText>& texts() const { return texts_; }
  const QList<QRectF>& cards() const { return cards_; }
  const DdpFrame& frame() const { return frame_; }
  const QList<DdpPieceDrawn>& pieces() const { return pieces_; }
  const QList<DdpArrowDrawn>& arrows() const { return arrows_; }
  const QList<DdpHopDrawn>& hops() const { return hops_; }
  const QList<DdpHostDrawn>& hostGroups() const { return hosts_; }
  // The ring steps finished in the frame shown (a step counts once its pieces have arrived).
  int ringStepsDone() const;

 protected:
  void resizeEvent(QResizeEvent* event) override;
  void changeEvent(QEvent* event) override;

 private:
  void redraw();
  // Fills cards_ with the largest card font from max_px down to min_px; returns its pixels (0: none).
  int layoutCards(int world, const QRectF& area, int max_px = 18, int min_px = 1);
  void drawCaption(const QRectF& strip, int pixels);
  void drawCard(int rank, int pixels);
  void drawRing(int pixels);
  bool ringUnitShown() const;  // a reduce-scatter or all-gather unit
  bool lostRank(int rank) const;  // the Failure unit: the rank's host is lost (its card dashed red)
  void drawBrokenHop(const QLineF& line, int pixels);
  // A ring unit's row in a card: the bucket's name, then its W pieces, each filled by how many
  // ranks' gradients it holds (ddp_ring_pieces.cpp).
  void drawPieces(int rank, const QRectF& row, int pixels);
  // The ring step's arrows, from each rank to the next, each carrying its piece.
  void drawArrows(int pixels);
  // Several hosts: each host's band around its ranks' cards, and a legend row naming the hosts and
  // the hops that cross the network (ddp_ring_hosts.cpp). `legend`: the row below the cards.
  void drawHosts(const QRectF& legend, int caption_pixels);
  QString hostOf(int rank) const;
  bool crossesHosts(int from, int to) const { return hostOf(from) != hostOf(to); }
  bool severalHosts() const;
  // The bytes of piece `piece` of the bucket being reduced, as the arrow says them ("96 B", "1.5 KiB").
  QString pieceBytesText(qint64 bytes) const;
  void addText(const QString& text, const QRectF& box, const QFont& font, int rank, const QColor& color,
               Qt::Alignment align = Qt::AlignLeft | Qt::AlignVCenter);
  // The first of `texts` (longest first) that fits `box` whole; the last one elided if none does.
  void addFittedText(const QStringList& texts, const QRectF& box, const QFont& font, int rank, const QColor& color);
  QStringList rankStateTexts(int rank) const;  // the card's state, longest first

  const DdpRun* run_ = nullptr;
  int index_ = 0;
  double fraction_ = 0;
  QString failure_;
  DdpFrame frame_;
  std::optional<DdpUnit> unit_;  // set: the frame is this teaching unit's
  double zoom_ = 1.0;
  int base_px_ = 0;
  int caption_floor_px_ = 1000;  // the caption's 1× pixels: a zoomed caption line shrinks to it before eliding
  QList<DdpText> texts_;
  QList<QRectF> cards_;
  QList<DdpPieceDrawn> pieces_;
  QList<DdpArrowDrawn> arrows_;
  QList<DdpHopDrawn> hops_;
  QList<DdpHostDrawn> hosts_;
  double label_em_ = 0;  // the widest piece's bytes text, in font sizes: the gaps between cards make room for it
  int rows_ = 6;  // rows of text per card: ddpring::kCardRows, or kCompactRows when space is short
};
