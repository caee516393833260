// LossView: the training's loss at every step (QCustomPlot), DataParallel on N GPUs beside the same
// training on one device; the epochs marked; and a sentence, from the numbers, on why the curves
// coincide (R10.3: the gradients summed on cuda:0 are the one-device gradient of the whole batch).
#pragma once

#include <QVector>
#include <QWidget>

class QCustomPlot;
class QLabel;

class LossView : public QWidget {
  Q_OBJECT
 public:
  explicit LossView(QWidget* parent = nullptr);

  // A new run: `gpus` GPUs, `steps_per_epoch` steps per epoch (0: not training).
  void setRun(int gpus, qint64 steps_per_epoch);
  // Step `step` (0-based) had `loss` under DataParallel and `reference` on one device.
  void addStep(qint64 step, double loss, double reference);
  int pointCount() const { return int(steps_.size()); }
  double largestDifference() const { return largest_gap_; }
  QString summary() const;
  QCustomPlot* plot() const { return plot_; }

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();
  void redraw();

  QCustomPlot* plot_;
  QLabel* summary_;
  int gpus_ = 1;
  qint64 steps_per_epoch_ = 0;
  QVector<double> steps_, losses_, references_;
  double largest_gap_ = 0.0;
};
