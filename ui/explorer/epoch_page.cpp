// EpochPage: epoch_splits into a table, one row per batch.
#include "explorer/epoch_page.h"

#include <QCheckBox>
#include <QEvent>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include "panels/form_labels.h"

#include "core/error.h"
#include "explorer/rule_text.h"
#include "core/split_rules.h"

EpochPage::EpochPage(QWidget* parent) : QWidget(parent) {
  data_ = new QSpinBox(this);
  data_->setRange(0, 10000000);
  data_->setValue(100);
  batch_ = new QSpinBox(this);
  batch_->setRange(1, 1000000);
  batch_->setValue(30);
  drop_last_ = new QCheckBox(this);
  gpus_ = new QSpinBox(this);
  gpus_->setRange(1, 64);
  gpus_->setValue(8);
  summary_ = new QLabel(this);
  summary_->setWordWrap(true);
  table_ = new QTableWidget(0, 4, this);
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->verticalHeader()->hide();
  table_->horizontalHeader()->setStretchLastSection(true);
  form_ = new QFormLayout;
  for (QWidget* w : {static_cast<QWidget*>(data_), static_cast<QWidget*>(batch_), static_cast<QWidget*>(drop_last_),
                     static_cast<QWidget*>(gpus_)}) {
    form_->addRow(new QLabel(this), w);
  }
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(form_);
  layout->addWidget(summary_);
  layout->addWidget(table_, 1);
  connect(data_, &QSpinBox::valueChanged, this, &EpochPage::compute);
  connect(batch_, &QSpinBox::valueChanged, this, &EpochPage::compute);
  connect(drop_last_, &QCheckBox::toggled, this, &EpochPage::compute);
  connect(gpus_, &QSpinBox::valueChanged, this, &EpochPage::compute);
  retranslate();
}

void EpochPage::setInput(int data, int batch, bool drop_last, int gpus) {
  data_->setValue(data);
  batch_->setValue(batch);
  drop_last_->setChecked(drop_last);
  gpus_->setValue(gpus);
  compute();
}

QString EpochPage::summary() const { return summary_->text(); }

void EpochPage::compute() {
  const auto batches = dp::epoch_splits(data_->value(), batch_->value(), drop_last_->isChecked(), gpus_->value());
  const int shown = std::min<int>(int(batches.size()), kMaxRows);
  table_->setRowCount(shown);
  for (int r = 0; r < shown; ++r) {
    const auto& f = batches[std::size_t(r)].split;
    const QStringList cells = {QString::number(r), QString::number(f.batch), chunkListText(f.chunk_sizes), workedRule(f)};
    for (int c = 0; c < cells.size(); ++c) table_->setItem(r, c, new QTableWidgetItem(cells[c]));
  }
  const int dropped = drop_last_->isChecked() ? data_->value() % batch_->value() : 0;
  QString text = tr("%n batch(es) per epoch", nullptr, int(batches.size()));
  if (dropped > 0) text += tr("; drop_last drops the last %n row(s)", nullptr, dropped);
  if (int(batches.size()) > shown) text += tr("; the first %1 are listed").arg(shown);
  summary_->setText(text);
}

void EpochPage::retranslate() {
  const QStringList labels = {tr("Data size"), tr("Batch size"), tr("drop_last"), tr("GPUs")};
  setFormLabels(form_, labels);
  table_->setHorizontalHeaderLabels({tr("Batch"), tr("Rows"), tr("Chunks"), tr("Rule")});
  compute();
}

void EpochPage::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(event);
}
