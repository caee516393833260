// DdpReplay: the units, their pace, the gate before a unit, and the caption line's height
// (ddp/ddp_replay.h).
#include "ddp/ddp_replay.h"

#include <QLabel>
#include <algorithm>

#include "ddp/ddp_ring_view.h"
#include "stage/pace.h"

namespace {
constexpr double kTravel = 0.6;  // the share of a unit's time in which the pieces move
constexpr int kTickMs = 40;
}  // namespace

DdpReplay::DdpReplay(const DdpProcess* process, DdpRingView* ring, QWidget* caption_parent)
    : QObject(caption_parent), process_(process), ring_(ring), playback_(new Playback(kTickMs, this)) {
  caption_ = new QLabel(caption_parent);
  caption_->setObjectName("DdpCaption");
  caption_->setWordWrap(true);
  caption_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
  connect(playback_, &Playback::advanced, this, &DdpReplay::move);
  connect(playback_, &Playback::playingChanged, this, &DdpReplay::playingChanged);
  connect(playback_, &Playback::gateReached, this, &DdpReplay::gateReached);
  connect(playback_, &Playback::gateLeft, this, &DdpReplay::gateLeft);
}

void DdpReplay::restart() {
  playback_->leave();
  first_gated_ = false;
  index_ = 0;
  fraction_ = 0;
  free_frame_ = false;
  units_.clear();
  unit_records_ = 0;
  failure_taken_ = false;
  unit_ = 0;
  elapsed_ = 0;
}

void DdpReplay::refresh() {
  takeUnits();
  showCurrent();
}

void DdpReplay::takeUnits() {
  const DdpRun& run = process_->run();
  if (!run.started()) return;
  // A failed step (no "step" line) is replayed too once the run ended, so the failure is seen
  // where it happened.
  const int available = run.finished() ? int(run.steps().size()) : run.completedSteps();
  while (unit_records_ < available) {
    const std::vector<DdpUnit> more = ddpStepUnits(run, unit_records_++);
    units_.insert(units_.end(), more.begin(), more.end());
  }
  // A run that ended with a rank's error: its last unit shows where and why it stopped.
  if (!failure_taken_ && unit_records_ == available) {
    if (const std::optional<DdpUnit> failed = ddpFailureUnit(run)) {
      units_.push_back(*failed);
      failure_taken_ = true;
    }
  }
}

double DdpReplay::holdSeconds() const { return pace::readingSeconds(caption()); }

double DdpReplay::unitSeconds() const { return playback_->wallSeconds(holdSeconds()); }

QString DdpReplay::caption() const {
  const DdpRun& run = process_->run();
  if (unit_ < int(units_.size())) return ddpUnitCaption(run, units_[std::size_t(unit_)]);
  if (process_->running()) return tr("Waiting for the ranks' first step…");
  return tr("Pick the world size and the local batch, then Start: mpirun starts one process per rank.");
}

void DdpReplay::showCurrent() {
  const DdpRun& run = process_->run();
  if (free_frame_ || units_.empty()) {
    ring_->showFrame(&run, index_, fraction_);
  } else {
    const double travel = kTravel * holdSeconds();
    ring_->showUnit(&run, units_[std::size_t(unit_)], std::min(1.0, elapsed_ / travel));
  }
  const QString text = caption();
  caption_->setText(text);
  // The caption line keeps the height of the longest caption of the run's first step (the others
  // differ only in their numbers), so the ring under it never jumps.
  const QString key = QStringLiteral("%1/%2/%3/%4").arg(caption_->width()).arg(units_.size()).arg(caption_->font().pixelSize()).arg(text.left(12));
  if (key != caption_key_) {
    caption_key_ = key;
    const QFontMetrics fm(caption_->font());
    const QRect box(0, 0, std::max(caption_->contentsRect().width(), 100), 100000);
    int height = fm.boundingRect(box, Qt::TextWordWrap, text).height();
    for (const DdpUnit& u : units_) {
      if (u.record > 0) break;
      height = std::max(height, fm.boundingRect(box, Qt::TextWordWrap, ddpUnitCaption(run, u)).height());
    }
    caption_->setMinimumHeight(height + caption_->margin() * 2);
  }
  if (text != shown_caption_) {
    shown_caption_ = text;
    emit captionChanged();
  }
}

void DdpReplay::setUnit(int index, double elapsed) {
  free_frame_ = false;
  unit_ = std::clamp(index, 0, std::max(0, int(units_.size()) - 1));
  elapsed_ = elapsed;
  showCurrent();
}

bool DdpReplay::gateHolds(int next) {
  if (held() || !gate_ || next < 0 || next >= int(units_.size())) return false;
  if (!gate_(process_->run(), units_[std::size_t(next)])) return false;
  elapsed_ = holdSeconds();  // on the finished unit's last frame
  showCurrent();
  playback_->hold(next);  // paused there (playingChanged), then gateReached
  return true;
}

void DdpReplay::releaseGate() {
  if (!held()) return;
  const int next = playback_->heldBefore();
  const bool resume = playback_->release();
  setUnit(next, 0);
  if (resume) {
    play();
  } else {
    elapsed_ = kTravel * holdSeconds();  // as a step forward shows it
    showCurrent();
  }
}

void DdpReplay::play() {
  if (!playback_->play()) return;  // held: the question first
  free_frame_ = false;
  takeUnits();
  // Paused at a unit's end (pause at every phase): playing goes on with the next one.
  if (unit_ + 1 < int(units_.size()) && elapsed_ >= holdSeconds()) {
    if (gateHolds(unit_ + 1)) return;
    ++unit_;
    elapsed_ = 0;
  }
  showCurrent();
}

void DdpReplay::pause() { playback_->pause(); }

void DdpReplay::togglePlay() { playing() ? pause() : play(); }

void DdpReplay::stepForward() {
  pause();
  takeUnits();
  if (units_.empty() || held()) return;
  const int next = free_frame_ ? unit_ : std::min(unit_ + 1, int(units_.size()) - 1);
  if (next != unit_ && gateHolds(next)) return;
  setUnit(next, 0);
  elapsed_ = kTravel * holdSeconds();  // the pieces arrived (the hold's rest is still to come)
  showCurrent();
}

void DdpReplay::stepBack() {
  pause();
  if (held()) {  // back from the gate: the finished unit again; the gate asks again after it
    playback_->leave();
    setUnit(unit_, 0);
    return;
  }
  if (units_.empty()) return;
  setUnit(free_frame_ ? unit_ : unit_ - 1, 0);
  elapsed_ = kTravel * holdSeconds();
  showCurrent();
}

void DdpReplay::stepWholeStep() {
  pause();
  takeUnits();
  if (units_.empty() || held()) return;
  const auto lastOf = [this](int record) {
    int last = -1;
    for (int i = 0; i < int(units_.size()); ++i) last = units_[std::size_t(i)].record == record ? i : last;
    return last;
  };
  const int record = units_[std::size_t(unit_)].record;
  int target = lastOf(record);
  if (target == unit_ && !free_frame_) target = std::max(lastOf(record + 1), unit_);
  for (int u = unit_ + 1; u <= target; ++u) {  // a question on the way stops there
    if (!gateHolds(u)) continue;
    if (u - 1 != unit_) {  // shown at the unit before the gate, held there
      setUnit(u - 1, 0);
      elapsed_ = holdSeconds();
      showCurrent();
    }
    return;
  }
  setUnit(target, 0);
  elapsed_ = kTravel * holdSeconds();
  showCurrent();
}

void DdpReplay::reset() {
  pause();
  playback_->leave();
  setUnit(0, 0);
}

void DdpReplay::setZoom(double zoom) {
  zoom_ = std::max(1.0, zoom);
  ring_->setZoom(zoom_);
  QFont f = caption_->font();
  f.setPixelSize(qRound(QFontInfo(caption_->parentWidget()->font()).pixelSize() * 1.15 * zoom_));
  caption_->setFont(f);
}

void DdpReplay::showUnit(int index, double progress) {
  pause();
  playback_->leave();  // a jump elsewhere (a lesson stop, a screenshot) ends a question's hold
  takeUnits();
  setUnit(index, 0);
  elapsed_ = std::clamp(progress, 0.0, 1.0) * kTravel * holdSeconds();
  showCurrent();
}

void DdpReplay::showStep(int index, double fraction) {
  pause();
  playback_->leave();
  index_ = index;
  fraction_ = fraction;
  free_frame_ = true;
  showCurrent();
}

void DdpReplay::showPhase(int index, dp::DdpPhase phase, int ring_step) {
  takeUnits();
  DdpUnitKind kind = DdpUnitKind::Forward;
  switch (phase) {
    case dp::DdpPhase::Load:
    case dp::DdpPhase::Forward:
    case dp::DdpPhase::Loss: kind = DdpUnitKind::Forward; break;
    case dp::DdpPhase::Backward: kind = DdpUnitKind::Backward; break;
    case dp::DdpPhase::AllReduce: kind = DdpUnitKind::ReduceScatter; break;
    case dp::DdpPhase::Optimizer: kind = DdpUnitKind::Optimizer; break;
  }
  const int world = process_->run().world();
  for (int i = 0; i < int(units_.size()); ++i) {
    const DdpUnit& u = units_[std::size_t(i)];
    if (u.record != index || u.kind != kind) continue;
    // An all-reduce: the middle reduce-scatter step of the first bucket, its pieces in flight, or
    // the ring step asked for, arrived.
    if (kind == DdpUnitKind::ReduceScatter && ring_step > 0) {
      showUnit(std::min(i + ring_step - 1, int(units_.size()) - 1), 1.0);
      return;
    }
    showUnit(kind == DdpUnitKind::ReduceScatter ? i + (world - 1) / 2 : i, kind == DdpUnitKind::ReduceScatter ? 0.5 : 1.0);
    return;
  }
  showStep(index, 1.0);  // no such unit (one rank: no ring steps): the step's end
}

void DdpReplay::advance(double seconds) { playback_->elapse(seconds); }

void DdpReplay::move(double seconds) {
  if (!playing()) return;
  takeUnits();
  if (units_.empty()) {
    showCurrent();
    return;
  }
  free_frame_ = false;
  // The run's first unit has a gate too (the shard each rank gets, before anything moves).
  if (!first_gated_ && unit_ == 0 && elapsed_ == 0) {
    first_gated_ = true;
    if (gateHolds(0)) return;
  }
  elapsed_ += seconds;  // at 1×: the playback scaled the wall time by the speed
  for (;;) {
    const double hold = holdSeconds();
    if (elapsed_ < hold) break;
    const bool last = unit_ + 1 >= int(units_.size());
    if (!last && gateHolds(unit_ + 1)) return;
    if (last) {
      elapsed_ = hold;
      // Waits for the stream's next step; at the end of a finished run, or at every unit when
      // asked, it pauses.
      if (!playback_->stopAtUnitEnd() && !process_->running()) pause();
      break;
    }
    if (playback_->stopAtUnitEnd()) {  // pausing at every unit: paused on its last frame
      elapsed_ = hold;
      break;
    }
    elapsed_ -= hold;
    ++unit_;
  }
  showCurrent();
}
