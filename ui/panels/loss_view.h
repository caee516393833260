// LossView: the training's loss at every step (QCustomPlot), DataParallel on N GPUs beside the same
// training on one device; the epochs marked; and a sentence, from the numbers, on why the curves
// coincide (R10.3: the gradients summed on cuda:0 are the one-device gradient of the whole batch).
#pragma once

#include <QVector>
#include <QWidget>

class QCustomPlot;
class QLabel;

// Two loss curves over the steps: graph 0 solid in cuda:0's colour, graph 1 dashed and drawn over it
// (it lies on the other when they coincide), a legend, a tick at every step. Shared with the DDP tab.
QCustomPlot* makeLossPlot(QWidget* parent);

// One line on the last step whose loss is higher than the step before's (float rounding aside), or
// "" when none is: each step's loss is measured on its own batch by a model that has taken only
// (step - 1) SGD steps. Short, so that it stays one line in the Output dock. With one batch an epoch every step sees the same rows, and a rise means the
// step overshot. Shared with the DDP tab.
QString lossRiseNote(const QVector<double>& losses, qint64 steps_per_epoch);
// The label that shows it: one line that wraps, hidden while there is nothing to say.
QLabel* makeLossNoteLabel(QWidget* parent);

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
  // lossRiseNote over the DataParallel curve ("" when the loss has not risen).
  QString riseNote() const;
  QLabel* noteLabel() const { return note_; }
  QCustomPlot* plot() const { return plot_; }

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();
  void redraw();

  QCustomPlot* plot_;
  QLabel* summary_;
  QLabel* note_;
  int gpus_ = 1;
  qint64 steps_per_epoch_ = 0;
  QVector<double> steps_, losses_, references_;
  double largest_gap_ = 0.0;
};
