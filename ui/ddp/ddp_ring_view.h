// DdpRingView: the DDP ring, drawn like the stage (a QGraphicsView laid out in view pixels): rank
// cards around an ellipse, each with its shard's indices, its phase, its buckets and its loss; the
// ring all-reduce's current step as pieces moving between neighbours; a failed rank marked.
#pragma once

#include <QFont>
#include <QGraphicsView>
#include <QList>
#include <QRectF>

#include "ddp/ddp_frame.h"

// One text the view drew (for the geometry test): where, what, how big, whose.
struct DdpText {
  QRectF box;
  QString text;
  int pixels = 0;
  int rank = -1;  // -1: the caption strip
};

class DdpRingView : public QGraphicsView {
  Q_OBJECT

 public:
  explicit DdpRingView(QWidget* parent = nullptr);

  // Shows step record `index` of `run` at `fraction` of its measured time (null run: the empty ring).
  void showFrame(const DdpRun* run, int index, double fraction);
  void setFailure(const QString& message) { failure_ = message; redraw(); }
  const QList<DdpText>& texts() const { return texts_; }
  const QList<QRectF>& cards() const { return cards_; }
  const DdpFrame& frame() const { return frame_; }

 protected:
  void resizeEvent(QResizeEvent* event) override;
  void changeEvent(QEvent* event) override;

 private:
  void redraw();
  int layoutCards(int world, const QRectF& area);  // fills cards_, returns the card font's pixels
  void drawCaption(const QRectF& strip, int pixels);
  void drawCard(int rank, int pixels);
  void drawRing(int pixels);
  void addText(const QString& text, const QRectF& box, const QFont& font, int rank, const QColor& color,
               Qt::Alignment align = Qt::AlignLeft | Qt::AlignVCenter);
  QString rankStateText(int rank) const;

  const DdpRun* run_ = nullptr;
  int index_ = 0;
  double fraction_ = 0;
  QString failure_;
  DdpFrame frame_;
  QList<DdpText> texts_;
  QList<QRectF> cards_;
  int rows_ = 6;  // rows of text per card: ddpring::kCardRows, or kCompactRows when space is short
};
