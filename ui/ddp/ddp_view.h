// DdpView: the centre's "DDP" tab. Controls (world size, local batch, model, learning rate,
// epochs), Start and Stop, the launcher's messages, and the ring replaying the run's steps at a
// teaching pace (the events carry measured times: their order and proportions are kept).
#pragma once

#include <QWidget>

#include "ddp/ddp_process.h"

class QComboBox;
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
  void start();
  void stop();
  // The replay: which step record and how far through it (tests and screenshots jump).
  void showStep(int index, double fraction);
  void showPhase(int index, dp::DdpPhase phase);  // the middle of rank 0's `phase` in that step
  const DdpProcess& process() const { return *process_; }
  DdpRingView* ring() const { return ring_; }
  DdpCompare* compare() const { return compare_; }
  DdpLossCompare* losses() const { return losses_; }
  QString message() const;
  // [h22-proj minimal stand-in, issue 22: the ring-stepping helper's caption()/captionChanged()
  // replace these two at merge] What the view shows now, for projector mode's caption bar.
  QString caption() const;
  // [h22-proj, issue 22] Projector mode: the settings form and the status line hidden (the caption
  // bar says what the status line said), so that the ring gets the room.
  void setProjector(bool on);

  static constexpr double kSecondsPerStep = 8.0;  // DESIGN: about 8–10 s per batch at 1×

 signals:
  void captionChanged();  // [h22-proj minimal stand-in, issue 22; see caption()]

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();
  void tick();
  void onRunChanged();
  void refresh();
  void updateCompare();

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
  DdpRingView* ring_;
  DdpCompare* compare_;
  DdpLossCompare* losses_;
  QTabWidget* pages_;
  DdpProcess* process_;
  QTimer* timer_;
  int index_ = 0;
  double fraction_ = 0;
  bool gpu_ranks_ = false;
};
