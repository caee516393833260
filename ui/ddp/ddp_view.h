// DdpView: the centre's "DDP" tab, assembled from its parts as the main window is
// (ui/shell/window_parts.h): the settings form with Start and Stop (ddp/ddp_form.h), the
// launcher's status line, the replay's caption line and transport (ddp/ddp_replay.h: teaching
// units, each held long enough to read its caption aloud, on the transport the stage's Player
// uses), and the pages: the ring, DataParallel vs DDP and the losses (ddp/ddp_pages.h).
#pragma once

#include <QWidget>

#include "ddp/ddp_process.h"
#include "ddp/ddp_replay.h"

class QLabel;
class DdpCompare;
class DdpForm;
class DdpLossCompare;
class DdpPages;
class DdpRingView;

class DdpView : public QWidget {
  Q_OBJECT

 public:
  explicit DdpView(QWidget* parent = nullptr);

  DdpLaunch launch() const;
  void setLaunch(const DdpLaunch& launch);  // a lesson's world and local batch (not gpu_ranks)
  // Ranks on GPUs (NCCL) when the window's backend is CUDA, else on the CPU (OpenMPI).
  void setGpuRanks(bool gpu_ranks);
  // Ranks on the hosts of this OpenMPI hostfile (mpirun --hostfile, ssh); empty: this machine.
  void setHostfile(const QString& hostfile);
  void start();
  void stop();
  // The measured timeline: which step record and how far through it (paused; tests jump).
  void showStep(int index, double fraction) { replay_->showStep(index, fraction); }
  // The teaching unit of that step that shows `phase` (an all-reduce: a reduce-scatter step of its
  // first bucket, pieces in flight; `ring_step` 1 .. 2(W−1): that ring step, its pieces arrived),
  // paused; screenshots.
  void showPhase(int index, dp::DdpPhase phase, int ring_step = 0) { replay_->showPhase(index, phase, ring_step); }

  // The transport (the window's play / step / back / reset actions while this tab is current).
  void play() { replay_->play(); }
  void pause() { replay_->pause(); }
  void togglePlay() { replay_->togglePlay(); }
  bool playing() const { return replay_->playing(); }
  void stepForward() { replay_->stepForward(); }      // the next unit (into the next step), shown complete, paused
  void stepBack() { replay_->stepBack(); }            // the previous unit, paused
  void stepWholeStep() { replay_->stepWholeStep(); }  // completes the current step (its optimizer unit), or the next one
  void reset() { replay_->reset(); }                  // the first unit, paused
  void setSpeed(double speed) { replay_->setSpeed(speed); }  // 0.1 .. 10; a unit holds its reading time / speed
  double speed() const { return replay_->speed(); }
  // A gate before a unit (predict, then reveal): asked before playing or stepping into the next
  // unit; true holds the replay paused at the end of the current one until releaseGate().
  using UnitGate = DdpReplay::UnitGate;
  void setUnitGate(UnitGate gate) { replay_->setUnitGate(std::move(gate)); }
  bool held() const { return replay_->held(); }
  // Goes into the unit the gate held back, playing on if it was playing.
  void releaseGate() { replay_->releaseGate(); }
  void setPauseAtEveryPhase(bool on) { replay_->setPauseAtEveryPhase(on); }
  bool pauseAtEveryPhase() const { return replay_->pauseAtEveryPhase(); }
  // The transport it shares with the stage's Player (play, speed, pause at every phase, hold).
  const Playback& playback() const { return replay_->playback(); }
  QString caption() const { return replay_->caption(); }  // the current unit's (or the idle tab's) caption, current language
  void setZoom(double zoom) { replay_->setZoom(zoom); }  // scales the ring's and the caption's text (1 = as designed)
  // The projector shows caption() in its own bar: the tab's caption line can be hidden then.
  void setCaptionVisible(bool visible);
  // The page a lesson stop or --view names: the ring ("ddp") or DataParallel vs DDP ("ddp-compare").
  void showComparePage(bool compare);
  bool comparePageShown() const;

  // The units replayed so far (the run's complete steps; a failed step's too once it ended).
  const std::vector<DdpUnit>& units() const { return replay_->units(); }
  int unitIndex() const { return replay_->unitIndex(); }
  // Paused; progress of the pieces' travel.
  void showUnit(int index, double progress = 1.0) { replay_->showUnit(index, progress); }
  // How long the current unit holds at the current speed (seconds): pace::readingSeconds / speed.
  double unitSeconds() const { return replay_->unitSeconds(); }
  // While playing, moves the replay on by `seconds` of wall time, as the timer does (tests drive
  // the pace with it, without waiting).
  void advance(double seconds) { replay_->advance(seconds); }
  const DdpProcess& process() const { return *process_; }
  DdpRingView* ring() const;
  DdpCompare* compare() const;
  DdpLossCompare* losses() const;
  QString message() const;
  // Projector mode: the settings form and the status line hidden (the caption bar says what the
  // status line said), so that the ring gets the room; the world size, Start and Stop stay,
  // beside the page tabs.
  void setProjector(bool on);
  // What of the tab's own controls a class reads in projector mode: the page tabs and the corner
  // beside them (world size, Start, Stop); the window sets their text at the projector body size.
  QList<QWidget*> projectorControls() const;

 signals:
  void captionChanged();
  void playingChanged(bool playing);
  void gateReached();  // held before the next unit (releaseGate() goes on)
  void gateLeft();     // the hold ended: released, stepped back from, or reset

 protected:
  void changeEvent(QEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;  // the caption line's height follows the width

 private:
  void retranslate();
  void onRunChanged();
  void refresh();
  void updateCompare();

  DdpProcess* process_;
  DdpForm* form_;
  QLabel* status_;
  DdpPages* pages_;
  DdpReplay* replay_;
};
