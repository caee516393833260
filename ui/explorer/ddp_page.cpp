// DdpPage: per GPU, the rows DataParallel hands it in each batch next to the dataset indices
// DistributedSampler gives that rank for the epoch.
#include "explorer/ddp_page.h"

#include <QCheckBox>
#include <QEvent>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include "panels/form_labels.h"

#include "data/distributed_sampler.h"
#include "core/split_rules.h"

namespace {

constexpr int kShownIndices = 40;  // a long index list is elided after this many

QString indexList(const std::vector<std::int64_t>& indices) {
  QStringList parts;
  for (std::size_t i = 0; i < indices.size() && i < std::size_t(kShownIndices); ++i) parts << QString::number(indices[i]);
  if (indices.size() > std::size_t(kShownIndices)) parts << QStringLiteral("…");
  return QStringLiteral("[") + parts.join(QStringLiteral(", ")) + QStringLiteral("]");
}

}  // namespace

DdpPage::DdpPage(QWidget* parent) : QWidget(parent) {
  data_ = new QSpinBox(this);
  data_->setRange(0, 100000);
  data_->setValue(100);
  batch_ = new QSpinBox(this);
  batch_->setRange(1, 100000);
  batch_->setValue(30);
  gpus_ = new QSpinBox(this);
  gpus_->setRange(1, 64);
  gpus_->setValue(8);
  drop_last_ = new QCheckBox(this);
  shuffle_ = new QCheckBox(this);
  contrast_ = new QLabel(this);
  contrast_->setWordWrap(true);
  contrast_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  table_ = new QTableWidget(0, 4, this);
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->verticalHeader()->hide();
  table_->horizontalHeader()->setStretchLastSection(true);
  form_ = new QFormLayout;
  for (QWidget* w : {static_cast<QWidget*>(data_), static_cast<QWidget*>(batch_), static_cast<QWidget*>(gpus_),
                     static_cast<QWidget*>(drop_last_), static_cast<QWidget*>(shuffle_)}) {
    form_->addRow(new QLabel(this), w);
  }
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(form_);
  layout->addWidget(contrast_);
  layout->addWidget(table_, 1);
  connect(data_, &QSpinBox::valueChanged, this, &DdpPage::compute);
  connect(batch_, &QSpinBox::valueChanged, this, &DdpPage::compute);
  connect(gpus_, &QSpinBox::valueChanged, this, &DdpPage::compute);
  connect(drop_last_, &QCheckBox::toggled, this, &DdpPage::compute);
  connect(shuffle_, &QCheckBox::toggled, this, &DdpPage::compute);
  retranslate();
}

void DdpPage::setInput(int data, int batch, int gpus, bool drop_last, bool shuffle) {
  data_->setValue(data);
  batch_->setValue(batch);
  gpus_->setValue(gpus);
  drop_last_->setChecked(drop_last);
  shuffle_->setChecked(shuffle);
  compute();
}

QString DdpPage::contrast() const { return contrast_->text(); }

void DdpPage::compute() {
  const int n = data_->value(), gpus = gpus_->value(), batch = batch_->value();
  const bool drop = drop_last_->isChecked();
  ranks_ = dp::distributed_sampler_ranks(n, gpus, shuffle_->isChecked(), 0, drop);
  const dp::SamplerSizes sizes = dp::sampler_sizes(n, gpus, drop);
  // DataParallel: the loader's batches (not drop_last here: the sampler's drop_last is its own).
  const auto epoch = dp::epoch_splits(n, batch, false, gpus);
  table_->setRowCount(gpus);
  for (int g = 0; g < gpus; ++g) {
    QStringList rows;
    std::int64_t total = 0;
    for (const auto& b : epoch) {
      const std::int64_t r = g < b.split.used ? b.split.chunk_sizes[std::size_t(g)] : 0;
      rows << QString::number(r);
      total += r;
    }
    const QStringList cells = {QStringLiteral("cuda:%1").arg(g),
                               tr("%1 = %2 rows").arg(rows.join(QStringLiteral(" + "))).arg(total),
                               QString::number(ranks_[std::size_t(g)].size()), indexList(ranks_[std::size_t(g)])};
    for (int c = 0; c < cells.size(); ++c) table_->setItem(g, c, new QTableWidgetItem(cells[c]));
  }
  QString text = tr("DataParallel splits each batch; DDP splits the dataset.") + QStringLiteral(" ");
  text += tr("DataParallel: one process cuts each of the %n batch(es) into chunks for the GPUs and gathers the outputs on cuda:0.",
             nullptr, int(epoch.size())) + QStringLiteral(" ");
  text += tr("DDP: %1 processes, one per GPU, each load only their own %n sample(s) (DistributedSampler) and batch them themselves.",
             nullptr, int(sizes.num_samples)).arg(gpus);
  const std::int64_t padded = sizes.total_size - n;
  if (padded > 0) text += QStringLiteral(" ") + tr("%n index(es) repeated from the start to pad the ranks to equal length.", nullptr, int(padded));
  if (padded < 0) text += QStringLiteral(" ") + tr("drop_last leaves out the last %n sample(s).", nullptr, int(-padded));
  contrast_->setText(text);
}

void DdpPage::retranslate() {
  const QStringList labels = {tr("Data size"), tr("Batch size"), tr("GPUs (ranks)"), tr("drop_last (sampler)"), tr("shuffle (sampler)")};
  setFormLabels(form_, labels);
  table_->setHorizontalHeaderLabels({tr("GPU"), tr("DataParallel: rows per batch"), tr("DDP: samples"), tr("DDP: dataset indices")});
  compute();
}

void DdpPage::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(event);
}
