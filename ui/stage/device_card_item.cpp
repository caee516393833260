// DeviceCardItem painting: a header band in the device's colour, then state, shapes and time.
#include "stage/device_card_item.h"

#include <QPainter>
#include <QPalette>
#include <QApplication>

#include "stage/device_palette.h"

DeviceCardItem::DeviceCardItem(int device, QString subtitle) : device_(device), subtitle_(std::move(subtitle)) {}

void DeviceCardItem::setRect(const QRectF& rect) {
  prepareGeometryChange();
  rect_ = rect;
}

void DeviceCardItem::setState(State state, double progress) {
  if (state == state_ && qFuzzyCompare(progress + 1, progress_ + 1)) return;
  state_ = state;
  progress_ = progress;
  update();
}

void DeviceCardItem::setShapes(const QString& input, const QString& output) {
  input_ = input;
  output_ = output;
  update();
}

void DeviceCardItem::setMemory(const QString& text, double fraction) {
  if (text == memory_ && fraction == memory_fraction_) return;
  memory_ = text;
  memory_fraction_ = fraction;
  update();
}

void DeviceCardItem::setTime(const QString& time) {
  time_ = time;
  update();
}

void DeviceCardItem::setHighlightOutput(bool output_device) {
  output_device_ = output_device;
  update();
}

QString DeviceCardItem::stateText() const {
  switch (state_) {
    case State::Waiting: return tr("waiting");
    case State::Idle: return tr("idle: no chunk");
    case State::Receiving: return tr("receiving chunk");
    case State::Replicating: return tr("receiving parameters");
    case State::Computing: return tr("computing");
    case State::Done: return tr("done");
    case State::Sending: return tr("sending output");
    case State::Failed: return tr("failed");
  }
  return {};
}

void DeviceCardItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) {
  const QPalette pal = QApplication::palette();
  const bool idle = state_ == State::Idle;
  const QColor accent = idle ? pal.color(QPalette::Disabled, QPalette::Text) : deviceColor(device_);
  p->setRenderHint(QPainter::Antialiasing);
  const double radius = std::min(rect_.width(), rect_.height()) * 0.06;
  QColor body = pal.color(QPalette::Base);
  if (idle) body = pal.color(QPalette::Window);
  p->setPen(QPen(output_device_ ? pal.color(QPalette::Highlight) : accent, output_device_ ? 3 : 1.5));
  p->setBrush(body);
  p->drawRoundedRect(rect_, radius, radius);

  const double h = rect_.height();
  const double pad = std::max(2.0, h * 0.05);
  const QRectF band(rect_.left(), rect_.top(), rect_.width(), h * 0.26);
  p->setPen(Qt::NoPen);
  p->setBrush(accent);
  p->drawRoundedRect(band, radius, radius);
  p->drawRect(band.adjusted(0, band.height() / 2, 0, 0));

  QFont f = QApplication::font();
  f.setPixelSize(std::max(7, int(h * 0.15 * font_scale_)));
  f.setBold(true);
  p->setFont(f);
  p->setPen(idle ? pal.color(QPalette::Base) : deviceTextColor(device_));
  const QString title = deviceName(device_);
  p->drawText(band.adjusted(pad, 0, -pad, 0), Qt::AlignVCenter | Qt::AlignLeft,
              rect_.width() > h * 1.6 ? title + QStringLiteral("  ") + subtitle_ : title);

  f.setBold(false);
  f.setPixelSize(std::max(6, int(h * 0.12 * font_scale_)));
  p->setFont(f);
  p->setPen(idle ? pal.color(QPalette::Disabled, QPalette::Text) : pal.color(QPalette::Text));
  const double lineH = h * 0.16;
  const double gauge_room = memory_fraction_ > 0 ? h * 0.07 : 0.0;  // the memory gauge's strip
  QRectF line(rect_.left() + pad, band.bottom() + pad * 0.5, rect_.width() - 2 * pad - gauge_room, lineH);
  p->drawText(line, Qt::AlignLeft | Qt::AlignVCenter, stateText());
  if (!memory_.isEmpty()) p->drawText(line, Qt::AlignRight | Qt::AlignVCenter, memory_);
  if (!idle) {
    line.translate(0, lineH);
    if (!input_.isEmpty()) p->drawText(line, Qt::AlignLeft | Qt::AlignVCenter, tr("in %1 → out %2").arg(input_, output_.isEmpty() ? QStringLiteral("…") : output_));
    line.translate(0, lineH);
    if (!time_.isEmpty()) p->drawText(line, Qt::AlignLeft | Qt::AlignVCenter, time_);
  }
  // Memory: a thin vertical gauge on the right, full for the device holding the most.
  if (memory_fraction_ > 0) {
    const QRectF gauge(rect_.right() - pad - h * 0.05, band.bottom() + pad, h * 0.05, h * 0.5);
    p->setPen(Qt::NoPen);
    p->setBrush(pal.color(QPalette::AlternateBase));
    p->drawRect(gauge);
    p->setBrush(pal.color(QPalette::Highlight));
    const double filled = gauge.height() * std::clamp(memory_fraction_, 0.0, 1.0);
    p->drawRect(QRectF(gauge.left(), gauge.bottom() - filled, gauge.width(), filled));
  }
  // Progress bar at the bottom.
  const QRectF bar(rect_.left() + pad, rect_.bottom() - pad - h * 0.08, rect_.width() - 2 * pad, h * 0.08);
  p->setPen(Qt::NoPen);
  p->setBrush(pal.color(QPalette::AlternateBase));
  p->drawRect(bar);
  if (!idle && progress_ > 0) {
    p->setBrush(state_ == State::Failed ? QColor(200, 40, 40) : accent);
    p->drawRect(QRectF(bar.left(), bar.top(), bar.width() * std::clamp(progress_, 0.0, 1.0), bar.height()));
  }
}
