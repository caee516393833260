// EpochPage: epoch_splits into a table, one row per batch, numbered from 1 as the Run tab does.
#include "explorer/epoch_page.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include "common/no_break.h"
#include "data/split_rules.h"
#include "explorer/rule_text.h"

EpochPage::EpochPage(QWidget* parent) : RulesPage(Data | Batch | Gpus | DropLast, parent) {
  summary_ = new QLabel(this);
  summary_->setWordWrap(true);
  table_ = new QTableWidget(0, 4, this);
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->verticalHeader()->hide();
  table_->horizontalHeader()->setStretchLastSection(true);
  body()->addWidget(summary_);
  body()->addWidget(table_, 1);
  retranslate();
  compute();
}

QString EpochPage::summary() const { return no_break::plain(summary_->text()); }

void EpochPage::compute() {
  const RulesInput in = input();
  const auto batches = dp::epoch_splits(in.data, in.batch, in.drop_last, in.gpus);
  const int shown = std::min<int>(int(batches.size()), kMaxRows);
  table_->setRowCount(shown);
  for (int r = 0; r < shown; ++r) {
    const auto& f = batches[std::size_t(r)].split;
    const QStringList cells = {QString::number(r + 1), QString::number(f.batch), chunkListText(f.chunk_sizes), workedRule(f)};
    for (int c = 0; c < cells.size(); ++c) table_->setItem(r, c, new QTableWidgetItem(cells[c]));
  }
  const int dropped = in.drop_last ? in.data % in.batch : 0;
  QString text = tr("%n batch(es) per epoch", nullptr, int(batches.size()));
  if (dropped > 0) text += tr("; drop_last drops the last %n row(s)", nullptr, dropped);
  if (int(batches.size()) > shown) text += tr("; the first %1 are listed").arg(shown);
  no_break::setText(summary_, text);
}

void EpochPage::retranslate() {
  setLabels({tr("Data size"), tr("Batch size"), tr("GPUs"), tr("drop_last")});
  table_->setHorizontalHeaderLabels({tr("Batch", "epoch table: the batch's number"), tr("Rows"), tr("Chunks"), tr("Rule")});
}
