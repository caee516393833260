// TrainingControls: the part of the controls dock for the whole training step: the switch between
// the tutorial's forward only and training (loss, backward, the gradients summed on cuda:0, SGD),
// and the training's model, learning rate, momentum and epochs.
#pragma once

#include <QWidget>

#include "run/run_config.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QSpinBox;

class TrainingControls : public QWidget {
  Q_OBJECT
 public:
  explicit TrainingControls(QWidget* parent = nullptr);
  void applyTo(dp::RunConfig& config) const;
  void set(const dp::RunConfig& config);  // no edited()
  bool training() const;

 signals:
  void edited();

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();
  void enableFields();

  QCheckBox* train_;
  QComboBox* model_;
  QDoubleSpinBox* lr_;
  QDoubleSpinBox* momentum_;
  QSpinBox* epochs_;
  QFormLayout* form_;
  bool updating_ = false;
};
