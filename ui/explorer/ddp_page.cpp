// DdpPage: per GPU, the rows DataParallel hands it in each batch next to the dataset indices
// DistributedSampler gives that rank for the epoch.
#include "explorer/ddp_page.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include "common/no_break.h"
#include "common/sentences.h"
#include "stage/device_palette.h"

#include "data/distributed_sampler.h"
#include "data/split_rules.h"

namespace {

constexpr int kShownIndices = 40;  // a long index list is elided after this many

QString indexList(const std::vector<std::int64_t>& indices) {
  QStringList parts;
  for (std::size_t i = 0; i < indices.size() && i < std::size_t(kShownIndices); ++i) parts << QString::number(indices[i]);
  if (indices.size() > std::size_t(kShownIndices)) parts << QStringLiteral("…");
  return QStringLiteral("[") + parts.join(QStringLiteral(", ")) + QStringLiteral("]");
}

}  // namespace

DdpPage::DdpPage(QWidget* parent) : RulesPage(Data | Batch | Gpus | DropLast | Shuffle, parent) {
  contrast_ = new QLabel(this);
  contrast_->setWordWrap(true);
  contrast_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  table_ = new QTableWidget(0, 4, this);
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->verticalHeader()->hide();
  table_->horizontalHeader()->setStretchLastSection(true);
  body()->addWidget(contrast_);
  body()->addWidget(table_, 1);
  retranslate();
  compute();
}

QString DdpPage::contrast() const { return no_break::plain(contrast_->text()); }

void DdpPage::compute() {
  const RulesInput in = input();
  const int n = in.data, gpus = in.gpus, batch = in.batch;
  const bool drop = in.drop_last;
  ranks_ = dp::distributed_sampler_ranks(n, gpus, in.shuffle, 0, drop);
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
    const QStringList cells = {deviceName(g),
                               tr("%1 = %2 rows").arg(rows.join(QStringLiteral(" + "))).arg(total),
                               QString::number(ranks_[std::size_t(g)].size()), indexList(ranks_[std::size_t(g)])};
    for (int c = 0; c < cells.size(); ++c) table_->setItem(g, c, new QTableWidgetItem(cells[c]));
  }
  QStringList text{tr("DataParallel splits each batch; DDP splits the dataset."),
                   tr("DataParallel: one process cuts each of the %n batch(es) into chunks for the GPUs and gathers the "
                      "outputs on cuda:0.", nullptr, int(epoch.size())),
                   tr("DDP: %1 processes, one per GPU, each load only their own %n sample(s) (DistributedSampler) and "
                      "batch them themselves.", nullptr, int(sizes.num_samples)).arg(gpus)};
  const std::int64_t padded = sizes.total_size - n;
  if (padded > 0) text << tr("%n index(es) repeated from the start to pad the ranks to equal length.", nullptr, int(padded));
  if (padded < 0) text << tr("drop_last leaves out the last %n sample(s).", nullptr, int(-padded));
  no_break::setText(contrast_, sentences::join(text));
  for (int c = 0; c < 3; ++c) table_->resizeColumnToContents(c);  // headers readable; the index list takes the rest
}

void DdpPage::retranslate() {
  setLabels({tr("Data size"), tr("Batch size"), tr("GPUs (ranks)"), tr("drop_last (sampler)"), tr("shuffle (sampler)")});
  // Two-line headers: a narrow explorer keeps every header whole without scrolling sideways.
  table_->setHorizontalHeaderLabels({tr("GPU"), tr("DataParallel:\nrows per batch"), tr("DDP:\nsamples"), tr("DDP:\ndataset indices")});
}
