// DdpLossCompare: the two loss curves and why they coincide. DataParallel's run is the engine's
// dp::Training on simulated GPUs, started on a QThread; its losses come back by a queued call.
#include "ddp/ddp_loss_compare.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>
#include <cmath>
#include <qcustomplot.h>

#include "common/no_break.h"
#include "data/distributed_sampler.h"
#include "run/training.h"
#include "panels/loss_view.h"

DdpLossCompare::DdpLossCompare(QWidget* parent) : QWidget(parent) {
  plot_ = makeLossPlot(this);
  summary_ = new QLabel(this);
  summary_->setWordWrap(true);
  summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  note_ = makeLossNoteLabel(this);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(plot_, 1);
  layout->addWidget(summary_);
  layout->addWidget(note_);
  redraw();
}

DdpLossCompare::~DdpLossCompare() {
  if (worker_) worker_->wait();  // it calls back into this object: never outlive it
}

void DdpLossCompare::startRun(const DdpLaunch& launch) {
  if (worker_) {
    worker_->wait();  // a small training (the tab's data), finished in milliseconds
    delete worker_;
    worker_ = nullptr;
  }
  launch_ = launch;
  dp_.clear();
  ddp_.clear();
  dp_error_.clear();
  dp_ready_ = false;
  dp::RunConfig c;
  c.mode = dp::RunMode::Train;
  c.train_model = launch.model;
  c.gpus = launch.world;
  c.batch_size = std::int64_t(launch.world) * launch.local_batch;
  c.data_size = launch.data_size;
  c.seed = std::uint64_t(launch.seed);
  c.shuffle = false;  // as the DDP tab runs dpviz-ddp (--no-shuffle): the same rows in every step
  c.lr = launch.lr;
  c.epochs = launch.epochs;
  const int generation = ++generation_;
  worker_ = QThread::create([this, c, generation] {
    QVector<double> losses;
    QString error;
    try {
      dp::Training training(c);
      while (!training.done()) losses << double(training.step().loss);
    } catch (const std::exception& e) {
      error = QString::fromStdString(e.what());
    }
    QMetaObject::invokeMethod(this, [this, losses, error, generation] {
      if (generation != generation_) return;  // an older run's answer
      dp_ = losses;
      dp_error_ = error;
      dp_ready_ = true;
      redraw();
    }, Qt::QueuedConnection);
  });
  worker_->start();
  redraw();
}

void DdpLossCompare::setDdpLosses(const QVector<double>& mean_per_step) {
  if (mean_per_step == ddp_) return;
  ddp_ = mean_per_step;
  redraw();
}

bool DdpLossCompare::coincide() const {
  if (!dp_ready_ || ddp_.isEmpty() || ddp_.size() > dp_.size()) return false;
  for (int i = 0; i < ddp_.size(); ++i) {
    if (std::abs(ddp_[i] - dp_[i]) > 1e-5 + 1e-4 * std::abs(dp_[i])) return false;
  }
  return true;
}

QString DdpLossCompare::summary() const {
  if (!dp_error_.isEmpty()) return tr("DataParallel could not run this configuration: %1").arg(dp_error_);
  if (ddp_.isEmpty()) return tr("Start a run: DDP's loss at every step (the mean of the ranks' losses) appears here over DataParallel's with the same global batch.");
  const std::int64_t global = std::int64_t(launch_.world) * launch_.local_batch;
  if (launch_.data_size % global != 0) {
    return tr("The data (%1 samples) does not divide into global batches of %2: DistributedSampler pads every rank's "
              "shard with repeated samples, DataParallel's last batch is smaller, so the last step differs.")
        .arg(launch_.data_size).arg(global);
  }
  return tr("The curves coincide: each of the %n rank(s) takes its own %1 rows, and DDP averages the ranks' gradients "
            "of their own mean losses, which for equal shards is the gradient of the mean loss over all %2 rows. "
            "DataParallel sums its replicas' gradients of that one mean loss on cuda:0: the same gradient, the same "
            "SGD step.", nullptr, launch_.world)
      .arg(launch_.local_batch).arg(global);
}

void DdpLossCompare::redraw() {
  QVector<double> x;
  for (int i = 0; i < std::max(dp_.size(), ddp_.size()); ++i) x << double(i + 1);
  plot_->graph(0)->setData(x.mid(0, dp_.size()), dp_, true);
  plot_->graph(1)->setData(x.mid(0, ddp_.size()), ddp_, true);
  plot_->graph(0)->setName(tr("DataParallel, global batch on %n GPU(s)", nullptr, launch_.world));
  plot_->graph(1)->setName(tr("DDP, mean of %n rank(s)", nullptr, launch_.world));
  plot_->xAxis->setLabel(tr("step", "axis title: the training step's number"));
  plot_->yAxis->setLabel(tr("loss (MSELoss)"));
  plot_->rescaleAxes();
  plot_->yAxis->scaleRange(1.3, plot_->yAxis->range().center());  // room for the end points and the legend
  plot_->xAxis->setRange(0.5, std::max(2.0, double(x.size()) + 0.5));
  plot_->replot(QCustomPlot::rpQueuedReplot);
  no_break::setText(summary_, summary());
  no_break::setText(note_, riseNote());
  note_->setVisible(!note_->text().isEmpty());
}

QString DdpLossCompare::riseNote() const {
  // Steps an epoch: each rank's DistributedSampler shard (the engine's sizes) in batches of local_batch.
  qint64 steps = 0;
  try {
    const std::int64_t shard = dp::sampler_sizes(launch_.data_size, launch_.world, false).num_samples;
    steps = launch_.local_batch > 0 ? (shard + launch_.local_batch - 1) / launch_.local_batch : 0;
  } catch (const std::exception&) {
    steps = 0;  // no such run: the note then speaks of different batches, as a run of several would
  }
  return lossRiseNote(ddp_, steps);
}

void DdpLossCompare::changeEvent(QEvent* event) {
  QWidget::changeEvent(event);
  if (event->type() == QEvent::LanguageChange) redraw();
}
