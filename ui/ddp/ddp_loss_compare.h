// DdpLossCompare: DDP's loss per step (the mean of the ranks' losses, from the event stream) over
// DataParallel's with the global batch on `world` GPUs (dp::Training, on a thread of its own), and
// the sentence that says why the two curves coincide (R14.3: DDP averages, DataParallel sums).
#pragma once

#include <QThread>
#include <QVector>
#include <QWidget>

#include "ddp/ddp_process.h"

class QCustomPlot;
class QLabel;

class DdpLossCompare : public QWidget {
  Q_OBJECT

 public:
  explicit DdpLossCompare(QWidget* parent = nullptr);
  ~DdpLossCompare() override;

  // A new run: DataParallel's losses for the same data (unshuffled, as the DDP tab runs it) with
  // batch world × local batch are computed off the GUI thread; DDP's arrive with setDdpLosses.
  void startRun(const DdpLaunch& launch);
  void setDdpLosses(const QVector<double>& mean_per_step);

  const QVector<double>& dpLosses() const { return dp_; }
  const QVector<double>& ddpLosses() const { return ddp_; }
  bool dataParallelReady() const { return dp_ready_; }
  QString summary() const;
  // lossRiseNote over DDP's curve ("" when its loss has not risen).
  QString riseNote() const;
  // Every step both have within the golden files' tolerance |a−b| ≤ 1e-5 + 1e-4·|b|.
  bool coincide() const;

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void redraw();

  QCustomPlot* plot_;
  QLabel* summary_;
  QLabel* note_;
  QThread* worker_ = nullptr;
  int generation_ = 0;
  DdpLaunch launch_;
  QVector<double> dp_, ddp_;
  QString dp_error_;
  bool dp_ready_ = false;
};
