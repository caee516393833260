// DdpView: the centre's "DDP" tab. Controls (world size, local batch, model, learning rate,
// epochs), Start and Stop, the launcher's messages, and the ring replaying the run step by step:
// teaching units (forward, backward, each bucket's ring steps, optimizer: ddp_units.h), each held
// long enough to read its caption aloud (stage/pace.h), with the measured numbers shown as numbers.
#pragma once

#include <QElapsedTimer>
#include <QWidget>
#include <functional>
#include <vector>

#include "ddp/ddp_process.h"
#include "ddp/ddp_units.h"

class QComboBox;
class QGridLayout;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTimer;
class DdpRingView;
class DdpCompare;
class DdpLossCompare;
class QTabWidget;

class DdpView : public QWidget {
  Q_OBJECT

 public:
  explicit DdpView(QWidget* parent = nullptr);

  DdpLaunch launch() const;
  void setLaunch(const DdpLaunch& launch);  // a lesson's world and local batch (not gpu_ranks)
  // Ranks on GPUs (NCCL) when the window's backend is CUDA, else on the CPU (OpenMPI).
  void setGpuRanks(bool gpu_ranks);
  // Ranks on the hosts of this OpenMPI hostfile (mpirun --hostfile, ssh); empty: this machine.
  void setHostfile(const QString& hostfile) { hostfile_ = hostfile; }
  void start();
  void stop();
  // The measured timeline: which step record and how far through it (paused; tests jump).
  void showStep(int index, double fraction);
  // The teaching unit of that step that shows `phase` (an all-reduce: a reduce-scatter step of its
  // first bucket, pieces in flight; `ring_step` 1 .. 2(W−1): that ring step, its pieces arrived),
  // paused; screenshots.
  void showPhase(int index, dp::DdpPhase phase, int ring_step = 0);

  // The transport (the window's play / step / back / reset actions while this tab is current).
  void play();
  void pause();
  void togglePlay();
  bool playing() const { return playing_; }
  void stepForward();    // the next unit (into the next step), shown complete, paused
  void stepBack();       // the previous unit, paused
  void stepWholeStep();  // completes the current step (its optimizer unit), or the next one
  void reset();          // the first unit, paused
  void setSpeed(double speed);  // 0.1 .. 10; a unit holds its reading time / speed
  double speed() const { return speed_; }
  // A gate before a unit (predict, then reveal): asked before playing or stepping into the next
  // unit; true holds the replay paused at the end of the current one until releaseGate().
  using UnitGate = std::function<bool(const DdpRun& run, const DdpUnit& next)>;
  void setUnitGate(UnitGate gate) { gate_ = std::move(gate); }
  bool held() const { return held_; }
  // Goes into the unit the gate held back, playing on if it was playing.
  void releaseGate();
  void setPauseAtEveryPhase(bool on) { pause_each_ = on; }
  bool pauseAtEveryPhase() const { return pause_each_; }
  QString caption() const;  // the current unit's (or the idle tab's) caption, current language
  void setZoom(double zoom);  // scales the ring's and the caption's text (1 = as designed)
  // The projector shows caption() in its own bar: the tab's caption line can be hidden then.
  void setCaptionVisible(bool visible);
  // The page a lesson stop or --view names: the ring ("ddp") or DataParallel vs DDP ("ddp-compare").
  void showComparePage(bool compare);
  bool comparePageShown() const;

  // The units replayed so far (the run's complete steps; a failed step's too once it ended).
  const std::vector<DdpUnit>& units() const { return units_; }
  int unitIndex() const { return unit_; }
  void showUnit(int index, double progress = 1.0);  // paused; progress of the pieces' travel
  // How long the current unit holds at the current speed (seconds): pace::readingSeconds / speed.
  double unitSeconds() const;
  // While playing, moves the replay on by `seconds` of wall time, as the timer does (tests drive
  // the pace with it, without waiting).
  void advance(double seconds);
  const DdpProcess& process() const { return *process_; }
  DdpRingView* ring() const { return ring_; }
  DdpCompare* compare() const { return compare_; }
  DdpLossCompare* losses() const { return losses_; }
  QString message() const;
  // Projector mode: the settings form and the status line hidden (the caption bar says what the
  // status line said), so that the ring gets the room; the world size, Start and Stop stay,
  // beside the page tabs.
  void setProjector(bool on);

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
  void tick();
  void takeUnits();     // the units of steps that arrived since
  void showCurrent();   // the ring and the caption for unit_ and elapsed_
  void setUnit(int index, double elapsed);
  double holdSeconds() const;  // the current unit's reading time at 1×
  void onRunChanged();
  void refresh();
  void updateCompare();
  // The gate before unit `next`: true when it holds (paused, gateReached sent).
  bool gateHolds(int next);
  void leaveGate();

  QSpinBox* world_;
  QSpinBox* local_batch_;
  QComboBox* model_;
  QDoubleSpinBox* lr_;
  QSpinBox* epochs_;
  QPushButton* start_;
  QPushButton* stop_;
  QLabel* world_label_;
  QLabel* batch_label_;
  QLabel* model_label_;
  QLabel* lr_label_;
  QLabel* epochs_label_;
  QLabel* status_;
  QGridLayout* controls_;
  QWidget* corner_;  // beside the page tabs: the world size, Start and Stop in projector mode
  DdpRingView* ring_;
  DdpCompare* compare_;
  DdpLossCompare* losses_;
  QTabWidget* pages_;
  DdpProcess* process_;
  QTimer* timer_;
  QLabel* caption_;
  QElapsedTimer clock_;
  int index_ = 0;          // showStep's record and fraction (the measured timeline)
  double fraction_ = 0;
  bool free_frame_ = false;  // showing showStep's frame, not a unit
  std::vector<DdpUnit> units_;
  int unit_records_ = 0;   // step records cut into units_ so far
  int unit_ = 0;
  double elapsed_ = 0;     // seconds at 1× into the current unit
  bool playing_ = false;
  bool pause_each_ = false;
  double speed_ = 1.0;
  double zoom_ = 1.0;
  QString shown_caption_;
  QString caption_key_;  // what the caption line's height was computed for
  bool gpu_ranks_ = false;
  QString hostfile_;
  QString recording_;  // DdpLaunch::recording: set by setLaunch (a lesson's stop), cleared by the Start button
  UnitGate gate_;
  bool held_ = false;
  int held_unit_ = -1;
  bool resume_after_gate_ = false;
  bool first_gated_ = false;  // the first unit's gate was asked (once a run)
};
