// DdpReplay: the DDP tab's replay of the run: teaching units (forward, backward, each bucket's
// ring steps, optimizer: ddp_units.h), every rank in the same unit, on the ring and in the caption
// line, driven by the transport the stage's Player uses too (stage/playback.h). While playing, a
// unit holds pace::readingSeconds(its caption) / speed; the pieces travel in the first part of it
// and then rest where they arrived, so the class sees where they went. It waits at the last unit
// while the run is still streaming.
#pragma once

#include <QObject>
#include <QString>
#include <functional>
#include <vector>

#include "ddp/ddp_process.h"
#include "ddp/ddp_units.h"
#include "stage/playback.h"

class DdpRingView;
class QLabel;
class QWidget;

class DdpReplay : public QObject {
  Q_OBJECT

 public:
  // `process`: the run replayed; `ring`: where its units are drawn; the caption line is made as a
  // child of `caption_parent` (captionLabel(), laid out by the owner).
  DdpReplay(const DdpProcess* process, DdpRingView* ring, QWidget* caption_parent);

  // A new run: nothing replayed yet, no hold, the first unit's gate asked again.
  void restart();
  // The run moved on (or ended): its new units taken, the ring and the caption redrawn.
  void refresh();
  void redraw() { showCurrent(); }  // the ring and the caption again (a new width)

  void play();
  void pause();
  void togglePlay();
  bool playing() const { return playback_->playing(); }
  void stepForward();
  void stepBack();
  void stepWholeStep();
  void reset();
  void setSpeed(double speed) { playback_->setSpeed(speed); }
  double speed() const { return playback_->speed(); }
  using UnitGate = std::function<bool(const DdpRun& run, const DdpUnit& next)>;
  void setUnitGate(UnitGate gate) { gate_ = std::move(gate); }
  bool held() const { return playback_->held(); }
  void releaseGate();
  void setPauseAtEveryPhase(bool on) { playback_->setPauseAtEveryPhase(on); }
  bool pauseAtEveryPhase() const { return playback_->pauseAtEveryPhase(); }
  const Playback& playback() const { return *playback_; }

  QString caption() const;
  QLabel* captionLabel() const { return caption_; }
  void setZoom(double zoom);

  const std::vector<DdpUnit>& units() const { return units_; }
  int unitIndex() const { return unit_; }
  void showUnit(int index, double progress = 1.0);
  void showStep(int index, double fraction);
  void showPhase(int index, dp::DdpPhase phase, int ring_step = 0);
  double unitSeconds() const;
  void advance(double seconds);  // wall seconds, as the timer passes them

 signals:
  void captionChanged();
  void playingChanged(bool playing);
  void gateReached();
  void gateLeft();

 private:
  void move(double seconds);  // on by `seconds` at 1× (the playback's clock, speed applied)
  void takeUnits();           // the units of steps that arrived since
  void showCurrent();         // the ring and the caption for unit_ and elapsed_
  void setUnit(int index, double elapsed);
  double holdSeconds() const;  // the current unit's reading time at 1×
  // The gate before unit `next`: true when it holds (paused, gateReached sent).
  bool gateHolds(int next);

  const DdpProcess* process_;
  DdpRingView* ring_;
  QLabel* caption_;
  Playback* playback_;
  UnitGate gate_;
  int index_ = 0;  // showStep's record and fraction (the measured timeline)
  double fraction_ = 0;
  bool free_frame_ = false;  // showing showStep's frame, not a unit
  std::vector<DdpUnit> units_;
  int unit_records_ = 0;  // step records cut into units_ so far
  bool failure_taken_ = false;  // the failed run's Failure unit is in units_ (its last)
  int unit_ = 0;
  double elapsed_ = 0;  // seconds at 1× into the current unit
  double zoom_ = 1.0;
  QString shown_caption_;
  QString caption_key_;        // what the caption line's height was computed for
  bool first_gated_ = false;  // the first unit's gate was asked (once a run)
};
