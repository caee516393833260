// DdpCompare: the byte table and the modelled steps. DP moves the batch, the parameters, the
// outputs and the gradients through cuda:0 (the parameters and gradients as NCCL collectives); DDP moves only the ring all-reduce:
// 2(W−1) steps of 1/W of the gradients, i.e. 2(W−1)/W of the gradient bytes sent per rank.
#include "ddp/ddp_compare.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

#include "common/cost_words.h"
#include "common/no_break.h"
#include "core/chunk.h"
#include "core/ring_rule.h"
#include "run/model_facts.h"

namespace {

dp::cost::ModelFacts factsFor(dp::TrainModel model) {
  dp::RunConfig c;
  c.mode = dp::RunMode::Train;
  c.train_model = model;
  return dp::cost::model_facts(c);
}

// A profile that can hold any world up to 16: DP on one node is refused past its GPUs anyway.
const dp::cost::Profile& profileAt(int index) {
  const auto& all = dp::cost::profiles();
  return all[std::size_t(std::clamp(index, 0, int(all.size()) - 1))];
}

}  // namespace

std::vector<DeviceBytes> deviceBytes(const dp::cost::ModelFacts& m, int world, std::int64_t local_batch,
                                     const std::vector<std::vector<int>>& buckets) {
  std::vector<DeviceBytes> out(std::size_t(std::max(world, 1)));
  // Big enough for any world: the bytes do not depend on the hardware.
  dp::cost::Profile any = profileAt(0);
  any.gpus_per_node = std::max(world, 1);
  const dp::cost::ModelledStep dp_step = dp::cost::model_dp_step(any, m, {dp::chunk_sizes(world * local_batch, world), true});
  for (const dp::cost::Slice& s : dp_step.slices) {
    if (s.device < 0 || s.device >= int(out.size())) continue;
    DeviceBytes& d = out[std::size_t(s.device)];
    if (s.phase == dp::Phase::Scatter) d.scatter += s.bytes;
    if (s.phase == dp::Phase::Replicate) d.broadcast += s.bytes;
    if (s.phase == dp::Phase::Gather) d.gather += s.bytes;
    if (s.phase == dp::Phase::GradScatter) d.grad_scatter += s.bytes;
    if (s.phase == dp::Phase::Reduce) d.reduce += s.bytes;
  }
  // The transfer model, PyTorch's on CUDA: the outputs and the output gradient's pieces are copies
  // between cuda:0 and each GPU, so GPU 0 is the other end of every one; the parameters' broadcast
  // (comm.broadcast_coalesced) and the gradients' reduce (comm.reduce_add_coalesced) are NCCL
  // collectives, which pass the bytes from GPU to GPU (the cost model's pipelined chain): GPU 0
  // sends one copy of the parameters into the broadcast and receives one copy of the gradients,
  // the partial sums, from the reduce. (Without NCCL, reduce_add copies every replica's gradients
  // to cuda:0 one by one: the grad_bytes_to_gpu0 quiz question's model, which says so.)
  for (std::size_t d = 1; d < out.size(); ++d) {
    out[0].gather += out[d].gather;
    out[0].grad_scatter += out[d].grad_scatter;
  }
  if (out.size() > 1) out[0].broadcast = out[0].reduce = m.total_param_bytes();
  std::uint64_t grads = 0;
  for (const auto& bucket : buckets) {
    for (const int i : bucket) grads += i >= 0 && i < int(m.param_bytes.size()) ? m.param_bytes[std::size_t(i)] : 0;
  }
  if (buckets.empty()) grads = m.total_param_bytes();
  for (DeviceBytes& d : out) d.allreduce = dp::ring_bytes_per_rank(grads, world);
  return out;
}

DdpCompare::DdpCompare(QWidget* parent) : QWidget(parent) {
  profile_ = new QComboBox(this);
  for (const dp::cost::Profile& p : dp::cost::profiles()) profile_->addItem(CostWords::profileName(p));
  profile_label_ = new QLabel(this);
  heading_ = new QLabel(this);
  heading_->setWordWrap(true);
  model_line_ = new QLabel(this);
  model_line_->setWordWrap(true);
  transfer_line_ = new QLabel(this);
  transfer_line_->setWordWrap(true);
  table_ = new QTableWidget(this);
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  // The columns share the page's width (their headers wrap to a word a line); the table is as tall
  // as its rows, with no blank half under them.
  table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
  table_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);  // rows grow with the zoom
  table_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  table_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);  // up to its rows' height (refresh)
  auto* row = new QHBoxLayout;
  row->addWidget(profile_label_);
  row->addWidget(profile_);
  row->addStretch(1);
  auto* column = new QVBoxLayout(this);
  column->addWidget(heading_);
  column->addWidget(table_);
  column->addWidget(transfer_line_);
  column->addLayout(row);
  column->addWidget(model_line_);
  column->addStretch(1);
  connect(profile_, &QComboBox::currentIndexChanged, this, &DdpCompare::refresh);
  // The header's height follows its font and wrapped labels: the table's with it.
  connect(table_->horizontalHeader(), &QHeaderView::geometriesChanged, this, &DdpCompare::fitTableHeight);
  connect(table_->verticalHeader(), &QHeaderView::sectionResized, this, &DdpCompare::fitTableHeight);
  refresh();
}

void DdpCompare::fitTableHeight() {
  // As tall as the header and the rows (they grow with the zoom), no more: no blank half under them.
  table_->resizeRowsToContents();
  int height = std::max(table_->horizontalHeader()->sizeHint().height(), table_->horizontalHeader()->height()) + 2 * table_->frameWidth();
  for (int r = 0; r < table_->rowCount(); ++r) height += table_->verticalHeader()->sectionSize(r);
  if (table_->maximumHeight() != height) table_->setMaximumHeight(height);
  fitTransferLine();
}

void DdpCompare::fitTransferLine() {
  // The transfer model's line shows where the page has room for it under everything else, whole;
  // at the projector's biggest zooms on a 768-pixel screen it has none, and the lines above it
  // keep their room (the lesson's caption over the page says the model in a sentence).
  const QMargins m = layout()->contentsMargins();
  const int width = std::max(contentsRect().width() - m.left() - m.right(), 1);
  const int spacing = std::max(layout()->spacing(), 0);
  const int rest = m.top() + m.bottom() + heading_->heightForWidth(width) + table_->maximumHeight() +
                   std::max(profile_->sizeHint().height(), profile_label_->sizeHint().height()) + model_line_->heightForWidth(width) + 4 * spacing;
  const bool fits = rest + transfer_line_->heightForWidth(width) <= height();
  if (transfer_line_->isVisibleTo(this) != fits) transfer_line_->setVisible(fits);
}

void DdpCompare::resizeEvent(QResizeEvent* event) {
  QWidget::resizeEvent(event);
  fitTransferLine();
}

void DdpCompare::setConfig(dp::TrainModel model, int world, int local_batch, const std::vector<std::vector<int>>& buckets) {
  model_ = model;
  world_ = world;
  local_batch_ = local_batch;
  buckets_ = buckets;
  refresh();
}

QString DdpCompare::modelled() const { return no_break::plain(model_line_->text()); }

void DdpCompare::changeEvent(QEvent* event) {
  QWidget::changeEvent(event);
  if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange) refresh();  // FontChange: the zoom
}

void DdpCompare::refresh() {
  const dp::cost::ModelFacts m = factsFor(model_);
  const std::vector<DeviceBytes> bytes = deviceBytes(m, world_, local_batch_, buckets_);
  no_break::setText(heading_, tr("The same global batch of %1 rows: DataParallel on %2 GPUs (one process) against DDP on %2 ranks "
                       "(local batch %3). Bytes each device sends or receives in one training step:")
                        .arg(world_ * local_batch_).arg(world_).arg(local_batch_));
  profile_label_->setText(tr("Modelled hardware:"));
  // The method, then what it moves, a word or two a line (seven columns fit a 1024-pixel projector);
  // the point first: DataParallel's total and its gradients reduced on GPU 0 beside DDP's all-reduce.
  const QStringList columns{tr("DP\ntotal"), tr("DDP:\nall-reduce\nsent"), tr("DP:\ngradients\nreduced"), tr("DP:\nbatch\nscattered"),
                            tr("DP:\nparameters\nbroadcast"), tr("DP:\noutputs\ngathered"), tr("DP:\noutput\ngradient\nsent back")};
  table_->setColumnCount(int(columns.size()));
  table_->setHorizontalHeaderLabels(columns);
  table_->setRowCount(int(bytes.size()));
  QStringList rows;
  for (std::size_t d = 0; d < bytes.size(); ++d) rows << tr("GPU %1 / rank %1").arg(d);
  table_->setVerticalHeaderLabels(rows);
  // The headers' labels in the page's font: the header widgets keep the platform's header font,
  // which the zoom does not reach.
  for (int c = 0; c < table_->columnCount(); ++c) table_->horizontalHeaderItem(c)->setFont(font());
  for (int r = 0; r < table_->rowCount(); ++r) table_->verticalHeaderItem(r)->setFont(font());
  const QLocale locale;
  for (int d = 0; d < int(bytes.size()); ++d) {
    const DeviceBytes& b = bytes[std::size_t(d)];
    const std::uint64_t cells[] = {b.dp(), b.allreduce, b.reduce, b.scatter, b.broadcast, b.gather, b.grad_scatter};
    for (int c = 0; c < int(std::size(cells)); ++c) {
      auto* item = new QTableWidgetItem(tr("%1 B").arg(locale.toString(qulonglong(cells[c]))));
      item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
      table_->setItem(d, c, item);
    }
  }
  fitTableHeight();
  // The transfer model of each DataParallel column (see deviceBytes), and what it would be without NCCL.
  no_break::setText(transfer_line_, tr("Transfer model (PyTorch on CUDA): each GPU receives its chunk; the outputs and the output gradient are "
                                       "copies between cuda:0 and each GPU; the broadcast and the gradient reduce are NCCL collectives, in which "
                                       "GPU 0 sends or receives one copy of the parameters. Without NCCL, GPU 0 would receive the other replicas' "
                                       "gradients: %1.")
                                        .arg(tr("%1 B").arg(locale.toString(qulonglong(m.total_param_bytes()) * qulonglong(std::max(world_ - 1, 0))))));
  const dp::cost::Profile& p = profileAt(profile_->currentIndex());
  const auto dp_step = dp::cost::model_dp_step(p, m, {dp::chunk_sizes(std::int64_t(world_) * local_batch_, world_), true});
  const auto ddp_step = dp::cost::model_ddp_step(p, m, {world_, local_batch_, buckets_.empty() ? dp::cost::first_iteration_buckets(m) : buckets_});
  // Each method's time, or why this profile cannot run it: a sentence for each case, so that
  // neither language builds one from a refusal where a time should stand.
  const QString name = CostWords::profileName(p);
  // No line break between a time and its unit.
  const auto us = [](const dp::cost::ModelledStep& s) { return tr("%1 µs").arg(s.step_s * 1e6, 0, 'f', 1).replace(' ', QChar::Nbsp); };
  const QString dp_why = CostWords::refusal(dp_step.unavailable), ddp_why = CostWords::refusal(ddp_step.unavailable);
  if (dp_step.unavailable.empty() && ddp_step.unavailable.empty()) {
    no_break::setText(model_line_, tr("Modelled, not measured (%1): one training step takes %2 with DataParallel and %3 with DDP.")
                             .arg(name, us(dp_step), us(ddp_step)));
  } else if (ddp_step.unavailable.empty()) {
    no_break::setText(model_line_, tr("Modelled, not measured (%1): one training step takes %2 with DDP; DataParallel is not on this profile (%3).")
                             .arg(name, us(ddp_step), dp_why));
  } else if (dp_step.unavailable.empty()) {
    no_break::setText(model_line_, tr("Modelled, not measured (%1): one training step takes %2 with DataParallel; DDP is not on this profile (%3).")
                             .arg(name, us(dp_step), ddp_why));
  } else {
    no_break::setText(model_line_, tr("Modelled, not measured (%1): the step is not on this profile, neither with DataParallel (%2) nor with DDP (%3).")
                             .arg(name, dp_why, ddp_why));
  }
  model_line_->setToolTip(tr("An α–β model: kernel = launch + FLOPs / peak; copy = α + bytes / β; ring all-reduce = "
                             "2(W−1) × (α + bytes / W / β). Sources: %1").arg(CostWords::sources(p)));
  fitTransferLine();  // its text and the lines above it are set now
}
