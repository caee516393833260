// DdpView: the tab's wiring: controls, the launcher, the pages (ring, comparison, loss). The
// replay's transport is in ddp_view_replay.cpp.
#include "ddp/ddp_view.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>

#include "ddp/ddp_compare.h"
#include "ddp/ddp_loss_compare.h"
#include "ddp/ddp_ring_view.h"

namespace {
constexpr int kTickMs = 40;
}

DdpView::DdpView(QWidget* parent) : QWidget(parent), process_(new DdpProcess(this)), timer_(new QTimer(this)) {
  setObjectName("DdpView");
  world_ = new QSpinBox(this);
  world_->setObjectName("DdpWorldSize");
  world_->setRange(1, 16);
  world_->setValue(4);  // the smallest ring whose steps differ from rank to rank (2 is a swap)
  local_batch_ = new QSpinBox(this);
  local_batch_->setObjectName("DdpLocalBatch");
  local_batch_->setRange(1, 1024);
  local_batch_->setValue(4);
  model_ = new QComboBox(this);
  // The models dpviz-ddp takes (--model); the labels, set in retranslate(), are the training controls'.
  for (const dp::TrainModel m : {dp::TrainModel::Linear, dp::TrainModel::Mlp, dp::TrainModel::Mlp3}) model_->addItem(QString(), int(m));
  model_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
  model_->setMinimumContentsLength(12);
  lr_ = new QDoubleSpinBox(this);
  lr_->setRange(0.0001, 10);
  lr_->setDecimals(4);
  lr_->setValue(0.1);
  epochs_ = new QSpinBox(this);
  epochs_->setRange(1, 100);
  start_ = new QPushButton(this);
  stop_ = new QPushButton(this);
  stop_->setEnabled(false);
  world_label_ = new QLabel(this);
  batch_label_ = new QLabel(this);
  model_label_ = new QLabel(this);
  lr_label_ = new QLabel(this);
  epochs_label_ = new QLabel(this);
  status_ = new QLabel(this);
  status_->setWordWrap(true);
  status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  caption_ = new QLabel(this);
  caption_->setObjectName("DdpCaption");
  caption_->setWordWrap(true);
  caption_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
  ring_ = new DdpRingView(this);
  // Two rows, so that the tab fits the centre of a 1024 px window beside the docks.
  auto* controls = controls_ = new QGridLayout;
  const QList<QWidget*> first{world_label_, world_, batch_label_, local_batch_, model_label_, model_};
  const QList<QWidget*> second{lr_label_, lr_, epochs_label_, epochs_, start_, stop_};
  for (int i = 0; i < first.size(); ++i) {
    controls->addWidget(first[i], 0, i);
    controls->addWidget(second[i], 1, i);
  }
  controls->setColumnStretch(first.size(), 1);
  auto* column = new QVBoxLayout(this);
  column->addLayout(controls);
  column->addWidget(status_);
  column->addWidget(caption_);
  compare_ = new DdpCompare(this);
  pages_ = new QTabWidget(this);
  pages_->setDocumentMode(true);
  pages_->addTab(ring_, QString());
  pages_->addTab(compare_, QString());
  losses_ = new DdpLossCompare(this);
  pages_->addTab(losses_, QString());
  column->addWidget(pages_, 1);
  corner_ = new QWidget(this);  // projector mode's world size, Start and Stop (setProjector)
  auto* corner_row = new QHBoxLayout(corner_);
  corner_row->setContentsMargins(0, 0, 4, 0);
  pages_->setCornerWidget(corner_, Qt::TopRightCorner);
  corner_->hide();
  for (QSpinBox* s : {world_, local_batch_}) connect(s, &QSpinBox::valueChanged, this, &DdpView::updateCompare);
  connect(model_, &QComboBox::currentIndexChanged, this, &DdpView::updateCompare);
  connect(start_, &QPushButton::clicked, this, [this] {
    recording_.clear();  // a lesson's recorded run is replayed by its stop; Start runs the form's settings
    start();
  });
  connect(stop_, &QPushButton::clicked, this, &DdpView::stop);
  connect(process_, &DdpProcess::runChanged, this, &DdpView::onRunChanged);
  connect(process_, &DdpProcess::ended, this, &DdpView::refresh);
  connect(timer_, &QTimer::timeout, this, &DdpView::tick);
  timer_->setInterval(kTickMs);
  retranslate();
  updateCompare();
  refresh();
}

DdpLaunch DdpView::launch() const {
  DdpLaunch l;
  l.world = world_->value();
  l.local_batch = local_batch_->value();
  l.model = dp::TrainModel(model_->currentData().toInt());
  l.lr = lr_->value();
  l.epochs = epochs_->value();
  l.gpu_ranks = gpu_ranks_;
  l.hostfile = hostfile_;
  l.recording = recording_;
  return l;
}

void DdpView::setGpuRanks(bool gpu_ranks) {
  gpu_ranks_ = gpu_ranks;
  refresh();
}

void DdpView::setLaunch(const DdpLaunch& l) {
  world_->setValue(l.world);
  local_batch_->setValue(l.local_batch);
  model_->setCurrentIndex(std::max(0, model_->findData(int(l.model))));
  lr_->setValue(l.lr);
  epochs_->setValue(l.epochs);
  recording_ = l.recording;
}

void DdpView::showComparePage(bool compare) { pages_->setCurrentWidget(compare ? static_cast<QWidget*>(compare_) : ring_); }

bool DdpView::comparePageShown() const { return pages_->currentWidget() == compare_; }

void DdpView::start() {
  leaveGate();
  first_gated_ = false;
  index_ = 0;
  fraction_ = 0;
  free_frame_ = false;
  units_.clear();
  unit_records_ = 0;
  unit_ = 0;
  elapsed_ = 0;
  const DdpLaunch l = launch();
  if (process_->start(l)) {
    losses_->startRun(l);
    play();
  }
  refresh();
}

void DdpView::stop() {
  process_->stop();
  pause();
  refresh();
}

void DdpView::updateCompare() {
  const DdpRun& run = process_->run();
  // Once a run has started, its own world, batch and buckets; before, the controls'.
  if (run.started()) {
    compare_->setConfig(dp::TrainModel(model_->currentData().toInt()), run.world(), int(run.start().local_batch), run.start().buckets);
  } else {
    compare_->setConfig(dp::TrainModel(model_->currentData().toInt()), world_->value(), local_batch_->value(), {});
  }
}

void DdpView::onRunChanged() {
  if (process_->run().started() && process_->run().lines() == 1) updateCompare();
  QVector<double> means;  // DDP's loss of a step: the mean of the ranks' (equal shards)
  for (const DdpStepRecord& s : process_->run().steps()) {
    if (!s.complete || s.losses.empty()) break;
    double sum = 0;
    for (double l : s.losses) sum += l;
    means << sum / double(s.losses.size());
  }
  losses_->setDdpLosses(means);
  ring_->setFailure(process_->failure());
  refresh();
}

QString DdpView::message() const { return status_->text(); }

// Everything above the ring's pages is the form and its status line; projector mode's own bar
// shows caption(), so the tab's caption line goes too.
// The world size, Start and Stop stay, beside the ring's page tabs (no height taken from the
// ring): the lecturer changes the ring without leaving projector mode.
void DdpView::setProjector(bool on) {
  for (QWidget* w : std::initializer_list<QWidget*>{batch_label_, local_batch_, model_label_, model_,
                                                    lr_label_, lr_, epochs_label_, epochs_, status_}) {
    w->setVisible(!on);
  }
  if (on) {
    for (QWidget* w : std::initializer_list<QWidget*>{world_label_, world_, start_, stop_}) corner_->layout()->addWidget(w);
  } else {
    controls_->addWidget(world_label_, 0, 0);
    controls_->addWidget(world_, 0, 1);
    controls_->addWidget(start_, 1, 4);
    controls_->addWidget(stop_, 1, 5);
  }
  corner_->setVisible(on);
  for (QWidget* w : std::initializer_list<QWidget*>{world_label_, world_, start_, stop_}) w->show();  // moved: shown again
  setCaptionVisible(!on);
}

void DdpView::refresh() {
  takeUnits();
  const bool running = process_->running();
  start_->setEnabled(!running);
  stop_->setEnabled(running);
  for (QWidget* w : std::initializer_list<QWidget*>{world_, local_batch_, model_, lr_, epochs_}) w->setEnabled(!running);
  const DdpRun& run = process_->run();
  QString text;
  if (!process_->failure().isEmpty()) {
    text = process_->failure();
  } else if (running) {
    text = tr("Running: %1 of %2 steps received.").arg(run.completedSteps()).arg(run.started() ? run.start().steps : 0);
  } else if (run.done()) {
    text = run.done()->identical ? tr("Done: %1 steps; every rank ended with bit-identical parameters (checksum %2).").arg(run.done()->steps).arg(run.done()->checksum)
                                 : tr("Done: %1 steps, but the ranks' parameters differ.").arg(run.done()->steps);
  } else if (!run.started()) {
    text = gpu_ranks_ ? tr("Ranks run on GPUs, one per GPU, and all-reduce with NCCL (the backend is CUDA).")
                      : tr("Ranks run on the CPU and all-reduce with OpenMPI; with CUDA as the backend they run on GPUs (NCCL).");
  }
  status_->setText(text);
  ring_->setFailure(process_->failure());
  showCurrent();
}

void DdpView::changeEvent(QEvent* event) {
  QWidget::changeEvent(event);
  if (event->type() == QEvent::LanguageChange) retranslate();
}

void DdpView::retranslate() {
  world_label_->setText(tr("World size"));
  batch_label_->setText(tr("Local batch"));
  model_label_->setText(tr("Model"));
  const QString models[] = {tr("Linear(in, out)"), tr("MLP: Linear(in, 16), ReLU, Linear(16, out)"),
                            tr("MLP3: Linear(in, 32), ReLU, Linear(32, 32), ReLU, Linear(32, out)")};
  for (int i = 0; i < model_->count(); ++i) {
    model_->setItemText(i, models[i]);
    model_->setItemData(i, models[i], Qt::ToolTipRole);
  }
  lr_label_->setText(tr("Learning rate"));
  epochs_label_->setText(tr("Epochs"));
  start_->setText(tr("Start"));
  pages_->setTabText(0, tr("Ring"));
  pages_->setTabText(1, tr("DataParallel vs DDP"));
  pages_->setTabText(2, tr("Loss"));
  stop_->setText(tr("Stop"));
  world_->setToolTip(tr("Ranks: mpirun starts one dpviz-ddp process per rank"));
  local_batch_->setToolTip(tr("Rows each rank takes per step; the global batch is world size × local batch"));
  refresh();
}
