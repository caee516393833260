// TrainingControls: ranges from the engine's limits; the fields follow the switch.
#include "panels/training_controls.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

#include "common/model_words.h"
#include "core/limits.h"
#include "panels/form_labels.h"

TrainingControls::TrainingControls(QWidget* parent) : QWidget(parent) {
  train_ = new QCheckBox(this);
  train_->setObjectName(QStringLiteral("train"));
  model_ = new QComboBox(this);
  model_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);  // the dock stays narrow
  model_->setMinimumContentsLength(12);
  lr_ = new QDoubleSpinBox(this);
  lr_->setRange(dp::kLrRange.min, dp::kLrRange.max);
  lr_->setDecimals(4);
  lr_->setSingleStep(0.01);
  momentum_ = new QDoubleSpinBox(this);
  momentum_->setRange(dp::kMomentumRange.min, dp::kMomentumRange.max);
  momentum_->setDecimals(2);
  momentum_->setSingleStep(0.1);
  epochs_ = new QSpinBox(this);
  epochs_->setRange(int(dp::kAppEpochsRange.min), int(dp::kAppEpochsRange.max));
  form_ = new QFormLayout(this);
  form_->setContentsMargins(0, 0, 0, 0);
  form_->addRow(train_);
  for (QWidget* field : std::initializer_list<QWidget*>{model_, lr_, momentum_, epochs_}) form_->addRow(new QLabel(this), field);
  retranslate();
  set(dp::RunConfig{});
  auto edited_now = [this] {
    enableFields();
    if (!updating_) emit edited();
  };
  connect(train_, &QCheckBox::toggled, this, edited_now);
  connect(model_, &QComboBox::currentIndexChanged, this, edited_now);
  connect(lr_, &QDoubleSpinBox::valueChanged, this, edited_now);
  connect(momentum_, &QDoubleSpinBox::valueChanged, this, edited_now);
  connect(epochs_, &QSpinBox::valueChanged, this, edited_now);
}

bool TrainingControls::training() const { return train_->isChecked(); }

void TrainingControls::applyTo(dp::RunConfig& c) const {
  c.mode = train_->isChecked() ? dp::RunMode::Train : dp::RunMode::Forward;
  c.train_model = dp::TrainModel(model_->currentData().toInt());
  c.lr = lr_->value();
  c.momentum = momentum_->value();
  c.epochs = epochs_->value();
}

void TrainingControls::set(const dp::RunConfig& c) {
  updating_ = true;
  train_->setChecked(c.mode == dp::RunMode::Train);
  model_->setCurrentIndex(std::max(0, model_->findData(int(c.train_model))));
  lr_->setValue(c.lr);
  momentum_->setValue(c.momentum);
  epochs_->setValue(int(std::clamp<std::int64_t>(c.epochs, dp::kAppEpochsRange.min, dp::kAppEpochsRange.max)));
  enableFields();
  updating_ = false;
}

void TrainingControls::enableFields() {
  for (QWidget* w : std::initializer_list<QWidget*>{model_, lr_, momentum_, epochs_}) w->setEnabled(train_->isChecked());
}

void TrainingControls::retranslate() {
  train_->setText(tr("Training: the whole step"));
  train_->setToolTip(tr("Off: the tutorial's forward only. On: each batch is a whole training step: loss, backward, the "
                        "gradients summed on cuda:0, SGD (SEMANTICS R10)."));
  setFormLabels(form_, {QString(), tr("Model"), tr("Learning rate"), tr("Momentum"), tr("Epochs")});
  const int model = model_->currentIndex();
  const QSignalBlocker block(model_);
  model_->clear();
  for (const dp::TrainModel m : dp::kNamedModels) model_->addItem(ModelWords::label(m), int(m));
  model_->setCurrentIndex(std::max(0, model));
  for (int i = 0; i < model_->count(); ++i) model_->setItemData(i, model_->itemText(i), Qt::ToolTipRole);
}

void TrainingControls::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(event);
}
