// The projector's class vote view: the QR code on the left at a whole number of pixels a module,
// the URL, PIN and counts on the right in type sized to the screen, the bars below after the reveal.
#include "quiz/vote_projector.h"

#include <QEvent>
#include <QFontDatabase>
#include <QFontMetrics>
#include <QGridLayout>
#include <QLabel>
#include <QPainter>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "quiz/qr_image.h"
#include "quiz/vote_chart.h"

// ---------------------------------------------------------------------------------------------
// QrView

QrView::QrView(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("VoteQr"));
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void QrView::setImage(const QImage& modules) {
  image_ = modules;
  updateGeometry();
  update();
}

int QrView::leastScale() const {
  if (image_.isNull()) return 0;
  return (kMinSide + image_.width() - 1) / image_.width();
}

QSize QrView::minimumSizeHint() const {
  const int side = image_.isNull() ? kMinSide : image_.width() * leastScale();
  return {side, side};
}

QSize QrView::sizeHint() const { return minimumSizeHint(); }

int QrView::modulePixels() const {
  if (image_.isNull()) return 0;
  return std::max(1, std::min(width(), height()) / image_.width());
}

QRect QrView::codeRect() const {
  const int side = image_.width() * modulePixels();
  return {(width() - side) / 2, (height() - side) / 2, side, side};
}

void QrView::paintEvent(QPaintEvent*) {
  QPainter p(this);
  if (image_.isNull()) return;
  // A whole number of pixels a module and no smoothing: every module a sharp square.
  p.setRenderHint(QPainter::SmoothPixmapTransform, false);
  p.drawImage(codeRect(), image_);
}

// ---------------------------------------------------------------------------------------------
// VoteProjector

namespace {

void setPixels(QWidget* w, double px, bool bold = false) {
  QFont f = w->font();
  f.setPixelSize(std::max(8, int(std::lround(px))));
  f.setBold(bold);
  w->setFont(f);
}

QLabel* label(QWidget* parent, const char* name, bool wrap) {
  auto* l = new QLabel(parent);
  l->setObjectName(QLatin1String(name));
  l->setWordWrap(wrap);
  l->setTextFormat(Qt::PlainText);
  return l;
}

}  // namespace

VoteProjector::VoteProjector(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("VoteProjector"));
  title_ = label(this, "VoteTitle", true);
  qr_ = new QrView(this);
  hint_ = label(this, "VoteHint", true);
  url_label_ = label(this, "VoteUrl", false);
  url_label_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
  url_label_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  pin_caption_ = label(this, "VotePinCaption", true);
  pin_label_ = label(this, "VotePin", false);
  pin_label_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
  clients_label_ = label(this, "VoteClients", true);
  votes_label_ = label(this, "VoteVotes", true);
  turned_away_label_ = label(this, "VoteTurnedAway", true);
  turned_away_label_->hide();
  chart_ = new VoteChart(this);
  chart_->hide();

  auto* info = new QVBoxLayout;
  info->setSpacing(10);
  info->addStretch(1);
  for (QLabel* l : {hint_, url_label_, pin_caption_, pin_label_}) info->addWidget(l);
  info->addSpacing(16);
  info->addWidget(clients_label_);
  info->addWidget(votes_label_);
  info->addWidget(turned_away_label_);
  info->addStretch(1);

  auto* grid = new QGridLayout(this);
  grid->setContentsMargins(24, 16, 24, 16);
  grid->setHorizontalSpacing(32);
  grid->addWidget(title_, 0, 0, 1, 2);
  grid->addWidget(qr_, 1, 0);
  grid->addLayout(info, 1, 1);
  grid->addWidget(chart_, 2, 0, 1, 2);
  grid->setColumnStretch(1, 1);
  grid->setRowStretch(1, 1);
  grid_ = grid;
  info_ = info;
  retranslate();
}

void VoteProjector::setUrl(const QString& url, const QString& qrUrl) {
  url_ = url;
  qr_->setImage(qr::encode(qrUrl.isEmpty() ? url : qrUrl));
  url_label_->setText(url);
  fit();
}

void VoteProjector::setPin(const QString& pin) {
  pin_ = pin;
  pin_label_->setText(pin);
  fit();
}

void VoteProjector::setClients(int clients) {
  clients_ = std::max(0, clients);
  retranslate();
}

void VoteProjector::setVotes(int round, int votes) {
  round_ = round == 2 ? 2 : 1;
  votes_ = std::max(0, votes);
  retranslate();
}

void VoteProjector::setTurnedAway(int connections, int ballots) {
  turned_away_connections_ = std::max(0, connections);
  turned_away_ballots_ = std::max(0, ballots);
  turned_away_label_->setVisible(turned_away_connections_ > 0 || turned_away_ballots_ > 0);
  retranslate();
}

void VoteProjector::setCounts(const QVector<int>& first, const QVector<int>& second, int right) {
  chart_->setVotes(first, second, right);
  chart_->setVisible(right >= 0);
  fit();
}

void VoteProjector::changeEvent(QEvent* event) {
  QWidget::changeEvent(event);
  if (event->type() == QEvent::LanguageChange) retranslate();
}

void VoteProjector::retranslate() {
  title_->setText(tr("Vote from your phone"));
  hint_->setText(tr("Scan the code (no PIN needed), or open this address on the room's network and type the PIN:"));
  pin_caption_->setText(tr("PIN"));
  clients_label_->setText(tr("%n student(s) connected", nullptr, clients_));
  votes_label_->setText(round_ == 2 ? tr("Second vote: %n vote(s) in", nullptr, votes_)
                                    : tr("First vote: %n vote(s) in", nullptr, votes_));
  QStringList away;
  if (turned_away_connections_ > 0) away << tr("%n connection(s) refused or timed out", nullptr, turned_away_connections_);
  if (turned_away_ballots_ > 0) away << tr("%n ballot(s) refused: wrong PIN, or too many phones at once", nullptr, turned_away_ballots_);
  turned_away_label_->setText(away.join(QLatin1Char('\n')));  // one line each: never broken mid-phrase
  fit();
}

void VoteProjector::applyScale(double s) {
  setPixels(title_, 30 * s, true);
  setPixels(hint_, 22 * s);
  setPixels(url_label_, 30 * s, true);
  setPixels(pin_caption_, 22 * s);
  setPixels(pin_label_, 72 * s, true);
  setPixels(clients_label_, 26 * s);
  setPixels(votes_label_, 26 * s);
  setPixels(turned_away_label_, 20 * s, true);
  chart_->setPixelSize(std::max(12, int(std::lround(18 * s))));
}

bool VoteProjector::textFits() const {
  for (const QLabel* l : {url_label_, pin_label_}) {
    if (QFontMetrics(l->font()).horizontalAdvance(l->text()) > l->contentsRect().width()) return false;
  }
  for (const QLabel* l : {title_, hint_, pin_caption_, clients_label_, votes_label_, turned_away_label_}) {
    if (l->isHidden()) continue;
    if (l->heightForWidth(l->contentsRect().width()) > l->contentsRect().height()) return false;
  }
  return true;
}

void VoteProjector::fit() {
  if (fitting_ || !isVisible() || width() <= 0 || height() <= 0) return;
  fitting_ = true;
  // The type grows with the screen (1024×768, or its centre under a menu and a caption, is scale 1),
  // and shrinks until everything fits.
  const double start = std::clamp(std::min(width() / 1024.0, height() / 600.0), 0.5, 2.5);
  // Before the reveal the code takes the height the bars would (bigger modules scan from further);
  // with the bars it keeps the least that scans from the back of the room.
  const bool bars = chart_->isVisibleTo(this);
  grid_->setRowStretch(2, bars ? 1 : 0);
  qr_->setMinimumSize(0, 0);
  for (double s = start; s >= 0.4; s -= 0.05) {
    applyScale(s);
    layout()->activate();
    if (textFits() && layout()->totalMinimumSize().height() <= height()) break;
  }
  if (!bars) {
    // The type chosen, the code grows into what is left (and back, if a text would be cut).
    const QMargins m = grid_->contentsMargins();
    const int free_height = height() - m.top() - m.bottom() - title_->height() - grid_->verticalSpacing();
    const int free_width = width() - m.left() - m.right() - grid_->horizontalSpacing() - info_->minimumSize().width();
    const int side = std::min({free_height, free_width, width() / 2});
    if (side > qr_->minimumSizeHint().width()) {
      qr_->setMinimumSize(side, side);
      layout()->activate();
      if (!textFits() || layout()->totalMinimumSize().height() > height()) {
        qr_->setMinimumSize(0, 0);
        layout()->activate();
      }
    }
  }
  fitting_ = false;
}

void VoteProjector::resizeEvent(QResizeEvent* event) {
  QWidget::resizeEvent(event);
  fit();
}

void VoteProjector::showEvent(QShowEvent* event) {
  QWidget::showEvent(event);
  fit();
}
