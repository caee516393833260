// DeviceCardItem: facts in, strings made in the current language, laid out by card_layout and
// painted from the same boxes: a header band in the device's colour, the chunk slot, the rows.
#include "stage/device_card_item.h"

#include <QApplication>
#include <QPainter>
#include <QPalette>

#include "stage/card_frame.h"
#include "stage/device_palette.h"
#include "stage/text_fit.h"

namespace {

const QColor kFailed(200, 40, 40);

}  // namespace

DeviceCardItem::DeviceCardItem(int device, QString backend) : device_(device), backend_(std::move(backend)) {}

void DeviceCardItem::setDeviceInfo(const dp::DeviceInfo& info) {
  info_ = info;
  has_info_ = true;
  relayout();
}

void DeviceCardItem::setRect(const QRectF& rect) {
  prepareGeometryChange();
  rect_ = rect;
  relayout();
}

void DeviceCardItem::setFit(const CardFit& fit) {
  fit_ = fit;
  relayout();
}

void DeviceCardItem::setState(State state, double progress) {
  if (state == state_ && qFuzzyCompare(progress + 1, progress_ + 1)) return;
  const bool text = state != state_;
  state_ = state;
  progress_ = progress;
  text ? relayout() : update();
}

void DeviceCardItem::setShapes(const QString& input, const QString& output, bool failed) {
  if (input == input_ && output == output_ && failed == failed_) return;
  input_ = input;
  output_ = output;
  failed_ = failed;
  relayout();
}

void DeviceCardItem::setForwardTime(double microseconds, bool warm_up) {
  if (microseconds == forward_us_ && warm_up == warm_up_) return;
  forward_us_ = microseconds;
  warm_up_ = warm_up;
  relayout();
}

void DeviceCardItem::setMemory(std::uint64_t peak_bytes, double fraction) {
  if (peak_bytes == memory_bytes_ && fraction == memory_fraction_) return;
  const bool text = peak_bytes != memory_bytes_;
  memory_bytes_ = peak_bytes;
  memory_fraction_ = fraction;
  text ? relayout() : update();
}

void DeviceCardItem::setHighlightOutput(bool output_device) {
  if (output_device == output_device_) return;
  output_device_ = output_device;
  update();
}

void DeviceCardItem::setChunk(double fill, double presence) {
  if (fill == chunk_fill_ && presence == chunk_presence_) return;
  chunk_fill_ = fill;
  chunk_presence_ = presence;
  update();
}

void DeviceCardItem::retranslate() { relayout(); }

QString DeviceCardItem::stateText(State state, bool brief) {
  // The short forms: what a card shows when the full words do not fit at the zoom of the moment
  // (a word or two, never cut mid-word).
  switch (state) {
    case State::Waiting: return tr("waiting");
    case State::Idle: return brief ? tr("idle", "card state, short") : tr("idle: no chunk");
    case State::Receiving: return brief ? tr("receiving", "card state, short") : tr("receiving chunk");
    case State::HasParameters: return brief ? tr("original", "card state, short") : tr("shares the original's parameters");
    case State::Replicating: return brief ? tr("params in", "card state, short") : tr("receiving parameters");
    case State::Computing: return tr("computing");
    case State::Done: return tr("done");
    case State::Sending: return brief ? tr("sending", "card state, short") : tr("sending output");
    case State::Failed: return brief ? tr("failed", "card state, short") : tr("failed: raised an error");
    case State::ComputingGradients: return brief ? tr("backward", "card state, short") : tr("backward: computing gradients");
    case State::GradientsReady: return brief ? tr("grads done", "card state, short") : tr("gradients ready");
    case State::SendingGradients: return brief ? tr("grads out", "card state, short") : tr("sending gradients");
    case State::Summing: return brief ? tr("summing", "card state, short") : tr("summing the gradients");
    case State::Updating: return brief ? tr("SGD step", "card state, short") : tr("SGD: updating the parameters");
  }
  return {};
}

QString DeviceCardItem::subtitle() const {
  if (!has_info_) return backend_;
  switch (info_.kind) {
    case dp::DeviceKind::Simulated: return tr("simulated");
    case dp::DeviceKind::VirtualCuda: return tr("virtual, on %1").arg(deviceName(info_.physical_index));
    default: return QString::fromStdString(info_.label);
  }
}

QString DeviceCardItem::memoryText(double bytes, bool brief) {
  if (brief) {  // the number and its unit, for a card too narrow for "peak"
    return bytes < 1024.0 * 1024.0 ? tr("%1 KiB", "peak memory, short").arg(bytes / 1024.0, 0, 'f', 1)
                                   : tr("%1 MiB", "peak memory, short").arg(bytes / 1048576.0, 0, 'f', 1);
  }
  return bytes < 1024.0 * 1024.0 ? tr("peak %1 KiB").arg(bytes / 1024.0, 0, 'f', 1)
                                 : tr("peak %1 MiB").arg(bytes / 1048576.0, 0, 'f', 1);
}

QString DeviceCardItem::memoryText() const { return memory_bytes_ > 0 ? memoryText(double(memory_bytes_)) : QString(); }

QString DeviceCardItem::timeText(double microseconds, bool brief, bool warm_up) {
  // The warm-up's: where the card has room for a word before the time (a narrow card's short form
  // is the number alone, as for every batch).
  if (warm_up && !brief) {
    return tr("warm-up %1 µs", "the first batch's measured forward time (threads start, memory is touched the first time)").arg(microseconds, 0, 'f', 1);
  }
  return brief ? tr("%1 µs", "measured forward time, short").arg(microseconds, 0, 'f', 1) : tr("measured %1 µs").arg(microseconds, 0, 'f', 1);
}

QString DeviceCardItem::shapesText(const QString& input, const QString& output) {
  return tr("in %1 → out %2").arg(input, output.isEmpty() ? QStringLiteral("…") : output);
}

CardStrings DeviceCardItem::strings() const {
  CardStrings s;
  s.name = deviceName(device_);
  s.subtitle = subtitle();
  s.state = stateText();
  s.stateShort = stateText(state_, true);
  if (!input_.isEmpty()) {
    const QString out = failed_ ? QStringLiteral("—") : output_;
    s.shapes = shapesText(input_, out);
    s.shapesIn = tr("in %1").arg(input_);
    s.shapesOut = tr("out %1").arg(out.isEmpty() ? QStringLiteral("…") : out);
  }
  if (forward_us_ >= 0) {
    s.time = timeText(forward_us_, false, warm_up_);
    s.timeShort = timeText(forward_us_, true, warm_up_);
  }
  s.memory = memoryText();
  if (memory_bytes_ > 0) s.memoryShort = memoryText(double(memory_bytes_), true);
  return s;
}

void DeviceCardItem::relayout() {
  geometry_ = layoutCard(rect_, fit_, strings(), device_);
  QStringList tips;  // what elision cut, in full
  for (const StageText& t : geometry_.texts) {
    if (t.elided) tips << t.full;
  }
  setToolTip(tips.join('\n'));
  update();
}

QColor DeviceCardItem::accent() const {
  // Idle: a grey dark enough that the band's text and the body's outline read on a projector.
  const QPalette pal = QApplication::palette();
  return state_ == State::Idle ? readableOn(pal.color(QPalette::Disabled, QPalette::Text), pal.color(QPalette::Base)) : deviceColor(device_);
}

bool DeviceCardItem::subtitleInBand() const {
  for (const StageText& t : geometry_.texts) {
    if (t.role == StageRole::Subtitle) return geometry_.band.intersects(t.box);
  }
  return false;
}

QColor DeviceCardItem::textUnder(StageRole role) const {
  // The name sits on the band, and the subtitle ("simulated") beside it where it fits: plain text
  // on the band's colour, like the name (drawn on a white box it read as selected text). Where the
  // subtitle has a row of its own on the body, it is the device's hue on the body's white.
  const bool onBand = role == StageRole::DeviceName || (role == StageRole::Subtitle && subtitleInBand());
  return onBand ? accent() : QApplication::palette().color(QPalette::Base);
}

QColor DeviceCardItem::textColor(StageRole role) const {
  const QPalette pal = QApplication::palette();
  const bool idle = state_ == State::Idle;
  QColor c = pal.color(idle ? QPalette::Disabled : QPalette::Active, QPalette::Text);
  if (role == StageRole::DeviceName) {
    c = idle ? pal.color(QPalette::Base) : deviceTextColor(device_);  // on the band, opaque
  } else if (role == StageRole::Subtitle && subtitleInBand()) {
    c = idle ? pal.color(QPalette::Base) : deviceTextColor(device_);  // on the band, as the name
  } else if (role == StageRole::Subtitle) {
    c = idle ? accent() : deviceTextOnWhite(device_);
  } else if (role == StageRole::State && state_ == State::Failed) {
    c = kFailed;
  } else if (role == StageRole::Time) {
    c = pal.color(QPalette::Disabled, QPalette::Text).darker(130);  // a measurement beside the point
  }  // the peak memory keeps the body's colour: a pitfall's point (gpu0-memory), read on a projector
  // Greyed or not, every text on a card passes 4.5:1 against what it is drawn on.
  return readableOn(c, textUnder(role));
}

void DeviceCardItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) {
  paintBody(p, accent());
  for (const StageText& t : geometry_.texts) drawStageText(p, t, textColor(t.role), textUnder(t.role));
}

void DeviceCardItem::paintBody(QPainter* p, const QColor& accent) const {
  const QPalette pal = QApplication::palette();
  const bool idle = state_ == State::Idle;
  const CardGeometry& g = geometry_;
  // Solid fills without antialiasing (64 cards on a 4K screen stay cheap). The body is the view's
  // own Base; an idle card says so by its grey band, outline and text.
  p->setRenderHint(QPainter::Antialiasing, false);
  CardFrameLook look;
  look.band = g.band.isEmpty() ? QColor() : accent;
  look.border = accent;
  if (output_device_) look.border = pal.color(QPalette::Text);  // neutral: not one of the device colours
  if (state_ == State::Failed) look.border = kFailed;
  look.width = output_device_ || state_ == State::Failed ? 4 : 2;
  look.radius = int(std::clamp(std::min(rect_.width(), rect_.height()) * 0.05, 2.0, 8.0));
  look.base = pal.color(QPalette::Base);
  paintCardFrame(p, rect_, g.band.height(), look);
  const QColor track = pal.color(QPalette::AlternateBase).darker(110);
  if (!g.slot.isEmpty()) {  // the chunk slot: an outline, filled from the top by the chunk it holds
    p->fillRect(g.slot, pal.color(QPalette::AlternateBase));
    if (chunk_presence_ > 0 && chunk_fill_ > 0) {
      QColor c = deviceColor(device_);
      c.setAlphaF(std::clamp(chunk_presence_, 0.0, 1.0));
      p->fillRect(QRectF(g.slot.left(), g.slot.top(), g.slot.width(), g.slot.height() * std::min(1.0, chunk_fill_)), c);
    }
    p->setPen(QPen(pal.color(QPalette::Mid), 1, idle ? Qt::DotLine : Qt::SolidLine));
    p->setBrush(Qt::NoBrush);
    p->drawRect(g.slot);
  }
  if (!g.gauge.isEmpty() && memory_bytes_ > 0) {  // peak memory, full for the device holding the most
    QColor fill = pal.color(QPalette::Text);  // neutral: device colours mean chunks
    fill.setAlpha(150);
    p->fillRect(g.gauge, track);
    const double filled = g.gauge.width() * std::clamp(memory_fraction_, 0.0, 1.0);
    p->fillRect(QRectF(g.gauge.left(), g.gauge.top(), filled, g.gauge.height()), fill);
    // Training: what the memory is, segment by segment, from the left.
    const std::uint64_t kinds[] = {kinds_.parameters, kinds_.gradients, kinds_.reduce_buffers, kinds_.momentum};
    double x = g.gauge.left();
    for (int k = 0; k < 4; ++k) {
      const double w = filled * double(kinds[k]) / double(memory_bytes_);
      p->fillRect(QRectF(x, g.gauge.top(), std::min(w, g.gauge.left() + filled - x), g.gauge.height()), memoryKindColor(k));
      x += w;
    }
  }
  if (!g.bar.isEmpty()) {
    p->fillRect(g.bar, track);
    if (!idle && progress_ > 0) {
      p->fillRect(QRectF(g.bar.left(), g.bar.top(), g.bar.width() * std::clamp(progress_, 0.0, 1.0), g.bar.height()),
                  state_ == State::Failed ? kFailed : accent);
    }
  }
}

void DeviceCardItem::setMemoryKinds(const MemoryKinds& kinds) {
  kinds_ = kinds;
  const auto bytes = [](std::uint64_t b) { return memoryText(double(b)); };
  setToolTip(kinds.parameters + kinds.gradients + kinds.reduce_buffers + kinds.momentum == 0
                 ? QString()
                 : tr("parameters %1 · gradients %2 · reduce buffers %3 · momentum %4")
                       .arg(bytes(kinds.parameters), bytes(kinds.gradients), bytes(kinds.reduce_buffers), bytes(kinds.momentum)));
  update();
}

QColor DeviceCardItem::memoryKindColor(int kind) {
  // Distinct from each other and from the device colours' saturated hues, light or dark theme.
  static const QColor colors[] = {QColor(90, 90, 160), QColor(200, 110, 40), QColor(160, 60, 140), QColor(60, 140, 120)};
  return colors[std::clamp(kind, 0, 3)];
}
