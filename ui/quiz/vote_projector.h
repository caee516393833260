// VoteProjector: what the projector shows while the class votes from their phones: the
// page's URL, its PIN and a QR code of the URL large enough to scan from the back of the room, the
// students connected and the votes in, and after the reveal both votes' bars (VoteChart). A plain
// setter API: it knows nothing of the server (the window feeds it; tests set it directly).
#pragma once

#include <QImage>
#include <QVector>
#include <QWidget>

class QGridLayout;
class QLabel;
class QVBoxLayout;
class VoteChart;

// The QR code at the largest whole number of pixels a module that fits (never blurred), centred.
class QrView : public QWidget {
  Q_OBJECT
 public:
  static constexpr int kMinSide = 300;  // px: scanned from the back of a room at 1024×768
  explicit QrView(QWidget* parent = nullptr);
  void setImage(const QImage& modules);  // 1 px a module, quiet zone included (qr::encode)
  const QImage& image() const { return image_; }
  int modulePixels() const;  // px a module at the current size (0: no code)
  QRect codeRect() const;    // where the code, quiet zone included, is drawn
  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;

 protected:
  void paintEvent(QPaintEvent* event) override;

 private:
  int leastScale() const;  // the smallest whole scale whose side is kMinSide or more
  QImage image_;
};

class VoteProjector : public QWidget {
  Q_OBJECT
 public:
  explicit VoteProjector(QWidget* parent = nullptr);

  // The address shown (typed by a phone with the PIN), and the one the QR code carries (the
  // same with the join key: a phone that scans needs no PIN); "" for the same as `url`.
  void setUrl(const QString& url, const QString& qrUrl = {});
  void setPin(const QString& pin);
  void setClients(int clients);     // phones connected now
  // The vote being taken (1 or 2) and the votes in so far (one a phone; a second replaces its first).
  void setVotes(int round, int votes);
  // What the vote's limits turned away since it started: connections refused, closed for breaking
  // a rule or timed out, and ballots refused (wrong PINs, too many new phones from one address).
  // Shown only when there are any, so that the lecturer sees an attack on the room's network.
  void setTurnedAway(int connections, int ballots);
  // Both votes' hands per option, and the right option (0-based). Until the reveal (right = -1)
  // the bars stay hidden: the class's second vote is not swayed by the first one's shape.
  void setCounts(const QVector<int>& first, const QVector<int>& second, int right);

  // For tests and the window.
  QString url() const { return url_; }
  QrView* qrView() const { return qr_; }
  VoteChart* chart() const { return chart_; }
  QLabel* urlLabel() const { return url_label_; }
  QLabel* pinLabel() const { return pin_label_; }
  QLabel* clientsLabel() const { return clients_label_; }
  QLabel* votesLabel() const { return votes_label_; }
  QLabel* turnedAwayLabel() const { return turned_away_label_; }
  // Every text shown is whole: the URL on one line, every other label's lines within its height.
  bool textFits() const;

 protected:
  void resizeEvent(QResizeEvent* event) override;
  void showEvent(QShowEvent* event) override;
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();
  void fit();                  // the largest type at which every text fits
  void applyScale(double scale);

  QString url_;
  QString pin_;
  int clients_ = 0;
  int round_ = 1;
  int votes_ = 0;
  int turned_away_connections_ = 0;
  int turned_away_ballots_ = 0;
  QLabel* title_;
  QrView* qr_;
  QLabel* hint_;
  QLabel* url_label_;
  QLabel* pin_caption_;
  QLabel* pin_label_;
  QLabel* clients_label_;
  QLabel* votes_label_;
  QLabel* turned_away_label_;
  VoteChart* chart_;
  QGridLayout* grid_;
  QVBoxLayout* info_;  // the texts right of the code
  bool fitting_ = false;
};
