// RulesPage: the shared inputs, ranged by the engine's limits.
#include "explorer/rules_page.h"

#include <QCheckBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

#include "core/limits.h"
#include "panels/form_labels.h"

namespace {
QSpinBox* spin(QWidget* parent, dp::IntRange range, int value) {
  auto* s = new QSpinBox(parent);
  s->setRange(int(range.min), int(range.max));
  s->setValue(value);
  return s;
}
}  // namespace

RulesPage::RulesPage(int fields, QWidget* parent) : QWidget(parent) {
  const RulesInput defaults;
  data_ = spin(this, dp::kDataSizeRange, defaults.data);
  batch_ = spin(this, dp::kBatchSizeRange, defaults.batch);
  gpus_ = spin(this, dp::kAppGpuRange, defaults.gpus);
  drop_last_ = new QCheckBox(this);
  shuffle_ = new QCheckBox(this);
  form_ = new QFormLayout;
  const QList<QPair<Field, QWidget*>> all = {{Data, data_}, {Batch, batch_}, {Gpus, gpus_}, {DropLast, drop_last_}, {Shuffle, shuffle_}};
  for (const auto& [field, widget] : all) {
    if (fields & field) {
      form_->addRow(new QLabel(this), widget);
    } else {
      widget->hide();
    }
  }
  body_ = new QVBoxLayout(this);
  body_->addLayout(form_);
  for (QSpinBox* s : {data_, batch_, gpus_}) recomputeOn(s);
  for (QCheckBox* c : {drop_last_, shuffle_}) connect(c, &QCheckBox::toggled, this, [this] { compute(); });
}

void RulesPage::recomputeOn(QSpinBox* spin) { connect(spin, &QSpinBox::valueChanged, this, [this] { compute(); }); }

void RulesPage::addRow(QWidget* field) { form_->addRow(new QLabel(this), field); }

void RulesPage::setLabels(const QStringList& labels) { setFormLabels(form_, labels); }

void RulesPage::setInput(const RulesInput& in) {
  const QSignalBlocker b1(data_), b2(batch_), b3(gpus_), b4(drop_last_), b5(shuffle_);
  data_->setValue(in.data);
  batch_->setValue(in.batch);
  gpus_->setValue(in.gpus);
  drop_last_->setChecked(in.drop_last);
  shuffle_->setChecked(in.shuffle);
  compute();
}

RulesInput RulesPage::input() const {
  return {data_->value(), batch_->value(), gpus_->value(), drop_last_->isChecked(), shuffle_->isChecked()};
}

void RulesPage::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) {
    retranslate();
    compute();
  }
  QWidget::changeEvent(event);
}
