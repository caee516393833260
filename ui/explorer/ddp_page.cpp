// DdpPage: per GPU, the rows DataParallel hands it in each batch next to the dataset indices
// DistributedSampler gives that rank for the epoch.
#include "explorer/ddp_page.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

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

// A scroll area that asks its layout for its text's own size (a plain one asks for less, and the
// explorer's splitter would give the page less width).
class TextScroll : public QScrollArea {
 public:
  using QScrollArea::QScrollArea;
  QSize sizeHint() const override {
    if (!widget()) return QScrollArea::sizeHint();
    return widget()->sizeHint() + QSize(2 * frameWidth() + verticalScrollBar()->sizeHint().width(), 2 * frameWidth());
  }
};

}  // namespace

DdpPage::DdpPage(QWidget* parent) : RulesPage(Data | Batch | Gpus | DropLast | Shuffle, parent) {
  contrast_ = new QLabel(this);
  contrast_->setWordWrap(true);
  contrast_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  table_ = new QTableWidget(0, 4, this);
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->verticalHeader()->hide();
  table_->horizontalHeader()->setStretchLastSection(true);
  table_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);  // "cuda:7" whole
  // The table the captions point at keeps a header and three ranks' rows at any zoom
  // (keepThreeRows: zoom 150 at 1024×768 left it 1.5 rows tall); the text above it scrolls where a
  // large zoom makes it taller than its place, never cut.
  auto* text = new TextScroll(this);
  text->setWidget(contrast_);
  text->setWidgetResizable(true);
  text->setFrameShape(QFrame::NoFrame);
  text->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  body()->addWidget(text, 1);
  body()->addWidget(table_, 2);
  retranslate();
  compute();
  keepThreeRows();
}

void DdpPage::keepThreeRows() {
  const int row = table_->verticalHeader()->defaultSectionSize();
  const int rows = std::max(row, int(table_->fontMetrics().height() * 1.4));
  table_->setMinimumHeight(table_->horizontalHeader()->sizeHint().height() + 3 * rows + 2 * table_->frameWidth());
}

void DdpPage::changeEvent(QEvent* event) {
  RulesPage::changeEvent(event);
  if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange) keepThreeRows();
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
