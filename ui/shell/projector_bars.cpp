// Sizes are in pixels so that "at least 18 px" holds whatever the screen's DPI; the zoom scales them.
#include "shell/projector_bars.h"

#include "shell/caption_label.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QToolButton>
#include <algorithm>
#include <cmath>

namespace {

int zoomed(int pixels, double zoom, int least) { return std::max(least, int(std::lround(pixels * zoom))); }

void setPixelSize(QWidget* w, int pixels, bool bold = false) {
  QFont f = w->font();
  f.setPixelSize(pixels);
  f.setBold(bold);
  w->setFont(f);
}

QString speedText(double speed) { return QString::number(speed, 'g', 2); }

}  // namespace

ProjectorCaption::ProjectorCaption(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("ProjectorCaption"));
  setAutoFillBackground(true);
  text_ = new CaptionLabel(this);
  batch_ = new QLabel(this);
  batch_->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
  auto* layout = new QHBoxLayout(this);
  layout->setContentsMargins(16, 8, 16, 8);
  layout->setSpacing(24);
  layout->addWidget(text_, 1);
  layout->addWidget(batch_, 0);
  setZoom(1.0);
}

void ProjectorCaption::setText(const QString& text, const QString& batch) {
  text_->setCaption(text);
  batch_->setText(batch);
}

void ProjectorCaption::setZoom(double zoom) {
  const int px = zoomed(kPixelSize, zoom, kMinPixelSize);
  setPixelSize(text_, px, true);
  setPixelSize(batch_, px);
}

void ProjectorCaption::reserveFor(const QStringList& captions) { text_->reserveFor(captions); }

QString ProjectorCaption::text() const { return text_->caption(); }

int ProjectorCaption::pixelSize() const { return text_->font().pixelSize(); }

ProjectorTransport::ProjectorTransport(const QList<QAction*>& actions, QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("ProjectorTransport"));
  auto* layout = new QHBoxLayout(this);
  layout->setContentsMargins(16, 6, 16, 6);
  layout->addStretch(1);
  for (QAction* a : actions) {
    auto* b = new QToolButton(this);
    b->setDefaultAction(a);
    b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    b->setAutoRaise(true);
    buttons_ << b;
    layout->addWidget(b);
  }
  layout->addSpacing(24);
  speed_ = new QToolButton(this);
  speed_->setObjectName(QStringLiteral("projector-speed"));
  speed_->setPopupMode(QToolButton::InstantPopup);
  speed_->setAutoRaise(true);
  auto* menu = new QMenu(speed_);
  for (double s : {0.1, 0.25, 0.5, 1.0, 2.0, 5.0, 10.0}) {
    QAction* a = menu->addAction(QStringLiteral("%1×").arg(speedText(s)));
    connect(a, &QAction::triggered, this, [this, s] { emit speedChosen(s); });
  }
  speed_->setMenu(menu);
  layout->addWidget(speed_);
  phase_pause_ = new QLabel(this);
  phase_pause_->setObjectName(QStringLiteral("projector-phase-pause"));
  phase_pause_->hide();
  layout->addSpacing(16);
  layout->addWidget(phase_pause_);
  layout->addStretch(1);
  stop_ = new QLabel(this);
  stop_->hide();
  layout->addWidget(stop_);
  retranslate();
  setZoom(1.0);
}

void ProjectorTransport::setSpeed(double speed) {
  speed_value_ = speed;
  retranslate();
}

void ProjectorTransport::setStop(const QString& stop) {
  stop_->setText(stop);
  stop_->setVisible(!stop.isEmpty());
}

void ProjectorTransport::setPhasePause(bool on) { phase_pause_->setVisible(on); }

bool ProjectorTransport::phasePauseShown() const { return !phase_pause_->isHidden(); }

void ProjectorTransport::setZoom(double zoom) {
  const int px = zoomed(kPixelSize, zoom, kPixelSize * 3 / 4);
  const int icon = zoomed(kIconSize, zoom, kIconSize * 3 / 4);
  for (QToolButton* b : buttons_) {
    setPixelSize(b, px);
    b->setIconSize(QSize(icon, icon));
  }
  setPixelSize(speed_, px);
  setPixelSize(stop_, px);
  setPixelSize(phase_pause_, px);
}

void ProjectorTransport::changeEvent(QEvent* event) {
  QWidget::changeEvent(event);
  if (event->type() == QEvent::LanguageChange) retranslate();
}

void ProjectorTransport::retranslate() {
  speed_->setText(tr("speed %1×").arg(speedText(speed_value_)));
  speed_->setToolTip(tr("Animation speed"));
  phase_pause_->setText(tr("⏸ pauses at every phase (P)"));
}
