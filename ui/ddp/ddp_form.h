// DdpForm: the DDP tab's settings form: world size, local batch, model, learning rate, epochs,
// Start and Stop, in two rows so that the tab fits the centre of a 1024 px window beside the docks;
// a third row names the OpenMPI hostfile the ranks run on (empty: this machine).
// In projector mode the world size, Start and Stop move beside the page tabs (ddp/ddp_pages.h) and
// the rest is hidden.
#pragma once

#include <QWidget>

#include "ddp/ddp_process.h"

class QComboBox;
class QDoubleSpinBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

class DdpForm : public QWidget {
  Q_OBJECT

 public:
  explicit DdpForm(QWidget* parent = nullptr);

  // What Start launches: the form's values, the ranks' device and the hostfile.
  DdpLaunch launch() const;
  void setLaunch(const DdpLaunch& launch);  // a lesson's world and local batch (not gpu_ranks)
  bool gpuRanks() const { return gpu_ranks_; }
  void setGpuRanks(bool gpu_ranks) { gpu_ranks_ = gpu_ranks; }
  // The hostfile field (dpviz --hostfile fills it): empty runs every rank on this machine. Start
  // reads it with ddp/hostfile.h first; a file it refuses is said in one line, nothing started.
  void setHostfile(const QString& hostfile);
  QString hostfile() const;
  // While a run runs: Stop only; the settings and Start wait for its end.
  void setRunning(bool running);
  // Projector mode: the world size, Start and Stop into `corner` (beside the page tabs), the form
  // hidden; back into the form when off.
  void setProjector(bool on, QWidget* corner);

 signals:
  void startClicked();
  void stopClicked();
  void settingsChanged();  // the world, the local batch or the model (the comparison follows)

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();
  void browse();  // a file dialog for the hostfile field

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
  QLabel* hostfile_label_;
  QLineEdit* hostfile_;
  QPushButton* browse_;
  QGridLayout* grid_;
  bool gpu_ranks_ = false;
  QString recording_;  // DdpLaunch::recording: set by setLaunch (a lesson's stop), cleared by the Start button
};
