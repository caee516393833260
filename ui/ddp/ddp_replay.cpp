// DdpView's replay: the teaching units of the run's steps, one at a time, every rank in the same
// unit. While playing, a unit holds pace::readingSeconds(its caption) / speed; the pieces travel
// in the first part of it and then rest where they arrived, so the class sees where they went.
// It waits at the last unit while the run is still streaming.
#include <QLabel>
#include <QResizeEvent>
#include <QTimer>
#include <algorithm>

#include "ddp/ddp_ring_view.h"
#include "ddp/ddp_view.h"
#include "stage/pace.h"

namespace {
constexpr double kTravel = 0.6;  // the share of a unit's time in which the pieces move
}

void DdpView::takeUnits() {
  const DdpRun& run = process_->run();
  if (!run.started()) return;
  // A failed step (no "step" line) is replayed too once the run ended, so the failure is seen
  // where it happened.
  const int available = run.finished() ? int(run.steps().size()) : run.completedSteps();
  while (unit_records_ < available) {
    const std::vector<DdpUnit> more = ddpStepUnits(run, unit_records_++);
    units_.insert(units_.end(), more.begin(), more.end());
  }
}

double DdpView::holdSeconds() const { return pace::readingSeconds(caption()); }

double DdpView::unitSeconds() const { return holdSeconds() / speed_; }

QString DdpView::caption() const {
  const DdpRun& run = process_->run();
  if (unit_ < int(units_.size())) return ddpUnitCaption(run, units_[std::size_t(unit_)]);
  if (process_->running()) return tr("Waiting for the ranks' first step…");
  return tr("Pick the world size and the local batch, then Start: mpirun starts one process per rank.");
}

void DdpView::showCurrent() {
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

void DdpView::setUnit(int index, double elapsed) {
  free_frame_ = false;
  unit_ = std::clamp(index, 0, std::max(0, int(units_.size()) - 1));
  elapsed_ = elapsed;
  showCurrent();
}

bool DdpView::gateHolds(int next) {
  if (held_ || !gate_ || next < 0 || next >= int(units_.size())) return false;
  if (!gate_(process_->run(), units_[std::size_t(next)])) return false;
  held_ = true;
  held_unit_ = next;
  resume_after_gate_ = playing_;
  pause();
  elapsed_ = holdSeconds();  // on the finished unit's last frame
  showCurrent();
  emit gateReached();
  return true;
}

void DdpView::releaseGate() {
  if (!held_) return;
  const int next = held_unit_;
  const bool resume = resume_after_gate_;
  leaveGate();
  setUnit(next, 0);
  if (resume) {
    play();
  } else {
    elapsed_ = kTravel * holdSeconds();  // as a step forward shows it
    showCurrent();
  }
}

void DdpView::leaveGate() {
  if (!held_) return;
  held_ = false;
  held_unit_ = -1;
  resume_after_gate_ = false;
  emit gateLeft();
}

void DdpView::play() {
  if (playing_ || held_) return;  // held: the question first
  playing_ = true;
  free_frame_ = false;
  takeUnits();
  // Paused at a unit's end (pause at every phase): playing goes on with the next one.
  if (unit_ + 1 < int(units_.size()) && elapsed_ >= holdSeconds()) {
    if (gateHolds(unit_ + 1)) return;
    ++unit_;
    elapsed_ = 0;
  }
  clock_.start();
  timer_->start();
  emit playingChanged(true);
  showCurrent();
}

void DdpView::pause() {
  timer_->stop();
  if (!playing_) return;
  playing_ = false;
  emit playingChanged(false);
}

void DdpView::togglePlay() { playing_ ? pause() : play(); }

void DdpView::stepForward() {
  pause();
  takeUnits();
  if (units_.empty() || held_) return;
  const int next = free_frame_ ? unit_ : std::min(unit_ + 1, int(units_.size()) - 1);
  if (next != unit_ && gateHolds(next)) return;
  setUnit(next, 0);
  elapsed_ = kTravel * holdSeconds();  // the pieces arrived (the hold's rest is still to come)
  showCurrent();
}

void DdpView::stepBack() {
  pause();
  if (held_) {  // back from the gate: the finished unit again; the gate asks again after it
    leaveGate();
    setUnit(unit_, 0);
    return;
  }
  if (units_.empty()) return;
  setUnit(free_frame_ ? unit_ : unit_ - 1, 0);
  elapsed_ = kTravel * holdSeconds();
  showCurrent();
}

void DdpView::stepWholeStep() {
  pause();
  takeUnits();
  if (units_.empty() || held_) return;
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
    if (u - 1 != unit_) {
      held_ = false;  // shown at the unit before the gate, then held again there
      setUnit(u - 1, 0);
      held_ = true;
      elapsed_ = holdSeconds();
      showCurrent();
    }
    return;
  }
  setUnit(target, 0);
  elapsed_ = kTravel * holdSeconds();
  showCurrent();
}

void DdpView::reset() {
  pause();
  leaveGate();
  setUnit(0, 0);
}

void DdpView::setSpeed(double speed) { speed_ = std::clamp(speed, 0.1, 10.0); }

void DdpView::setZoom(double zoom) {
  zoom_ = std::max(1.0, zoom);
  ring_->setZoom(zoom_);
  QFont f = caption_->font();
  f.setPixelSize(qRound(QFontInfo(font()).pixelSize() * 1.15 * zoom_));
  caption_->setFont(f);
}

void DdpView::setCaptionVisible(bool visible) { caption_->setVisible(visible); }

void DdpView::showUnit(int index, double progress) {
  pause();
  leaveGate();  // a jump elsewhere (a lesson stop, a screenshot) ends a question's hold
  takeUnits();
  setUnit(index, 0);
  elapsed_ = std::clamp(progress, 0.0, 1.0) * kTravel * holdSeconds();
  showCurrent();
}

void DdpView::showStep(int index, double fraction) {
  pause();
  leaveGate();
  index_ = index;
  fraction_ = fraction;
  free_frame_ = true;
  showCurrent();
}

void DdpView::showPhase(int index, dp::DdpPhase phase, int ring_step) {
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

void DdpView::resizeEvent(QResizeEvent* event) {
  QWidget::resizeEvent(event);
  showCurrent();
}

void DdpView::tick() { advance(double(clock_.restart()) / 1000.0); }

void DdpView::advance(double seconds) {
  if (!playing_) return;
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
  elapsed_ += seconds * speed_;
  for (;;) {
    const double hold = holdSeconds();
    if (elapsed_ < hold) break;
    const bool last = unit_ + 1 >= int(units_.size());
    if (!last && gateHolds(unit_ + 1)) return;
    if (pause_each_ || last) {
      elapsed_ = hold;
      // Waits for the stream's next step; at the end of a finished run, or at every unit when
      // asked, it pauses.
      if (pause_each_ || !process_->running()) pause();
      break;
    }
    elapsed_ -= hold;
    ++unit_;
  }
  showCurrent();
}
