// DdpView: the tab's wiring: the form starts and stops the launcher, the run feeds the replay and
// the pages, the status line says where the launcher is (ddp/ddp_view.h).
#include "ddp/ddp_view.h"

#include <QEvent>
#include <QLabel>
#include <QTabBar>
#include <QVBoxLayout>

#include "ddp/ddp_compare.h"
#include "ddp/ddp_form.h"
#include "ddp/ddp_loss_compare.h"
#include "ddp/ddp_pages.h"
#include "ddp/ddp_ring_view.h"

DdpView::DdpView(QWidget* parent) : QWidget(parent), process_(new DdpProcess(this)) {
  setObjectName("DdpView");
  form_ = new DdpForm(this);
  status_ = new QLabel(this);
  status_->setWordWrap(true);
  status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  pages_ = new DdpPages(this);
  replay_ = new DdpReplay(process_, pages_->ring(), this);
  auto* column = new QVBoxLayout(this);
  column->addWidget(form_);
  column->addWidget(status_);
  column->addWidget(replay_->captionLabel());
  column->addWidget(pages_, 1);
  connect(form_, &DdpForm::settingsChanged, this, &DdpView::updateCompare);
  connect(form_, &DdpForm::startClicked, this, &DdpView::start);
  connect(form_, &DdpForm::stopClicked, this, &DdpView::stop);
  connect(process_, &DdpProcess::runChanged, this, &DdpView::onRunChanged);
  connect(process_, &DdpProcess::ended, this, &DdpView::refresh);
  connect(replay_, &DdpReplay::captionChanged, this, &DdpView::captionChanged);
  connect(replay_, &DdpReplay::playingChanged, this, &DdpView::playingChanged);
  connect(replay_, &DdpReplay::gateReached, this, &DdpView::gateReached);
  connect(replay_, &DdpReplay::gateLeft, this, &DdpView::gateLeft);
  updateCompare();
  refresh();
}

DdpRingView* DdpView::ring() const { return pages_->ring(); }
DdpCompare* DdpView::compare() const { return pages_->compare(); }
DdpLossCompare* DdpView::losses() const { return pages_->losses(); }

DdpLaunch DdpView::launch() const { return form_->launch(); }

void DdpView::setLaunch(const DdpLaunch& l) { form_->setLaunch(l); }

void DdpView::setGpuRanks(bool gpu_ranks) {
  form_->setGpuRanks(gpu_ranks);
  refresh();
}

void DdpView::setHostfile(const QString& hostfile) { form_->setHostfile(hostfile); }

void DdpView::showComparePage(bool compare) { pages_->showComparePage(compare); }

bool DdpView::comparePageShown() const { return pages_->comparePageShown(); }

void DdpView::setCaptionVisible(bool visible) { replay_->captionLabel()->setVisible(visible); }

void DdpView::start() {
  replay_->restart();
  if (process_->start(launch())) {
    pages_->losses()->startRun(launch());
    replay_->play();
  }
  refresh();
}

void DdpView::stop() {
  process_->stop();
  replay_->pause();
  refresh();
}

void DdpView::updateCompare() {
  const DdpRun& run = process_->run();
  const DdpLaunch form = form_->launch();
  // Once a run has started, its own world, batch and buckets; before, the form's.
  if (run.started()) {
    pages_->compare()->setConfig(form.model, run.world(), int(run.start().local_batch), run.start().buckets);
  } else {
    pages_->compare()->setConfig(form.model, form.world, form.local_batch, {});
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
  pages_->losses()->setDdpLosses(means);
  pages_->ring()->setFailure(process_->failure());
  refresh();
}

QList<QWidget*> DdpView::projectorControls() const { return {pages_->tabBar(), pages_->corner()}; }

QString DdpView::message() const { return status_->text(); }

// Everything above the ring's pages is the form and its status line; projector mode's own bar
// shows caption(), so the tab's caption line goes too. The world size, Start and Stop stay,
// beside the ring's page tabs.
void DdpView::setProjector(bool on) {
  form_->setProjector(on, pages_->corner());
  status_->setVisible(!on);
  setCaptionVisible(!on);
}

void DdpView::refresh() {
  const bool running = process_->running();
  form_->setRunning(running);
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
    text = form_->gpuRanks() ? tr("Ranks run on GPUs, one per GPU, and all-reduce with NCCL (the backend is CUDA).")
                             : tr("Ranks run on the CPU and all-reduce with OpenMPI; with CUDA as the backend they run on GPUs (NCCL).");
  }
  status_->setText(text);
  pages_->ring()->setFailure(process_->failure());
  replay_->refresh();
}

void DdpView::changeEvent(QEvent* event) {
  QWidget::changeEvent(event);
  if (event->type() == QEvent::LanguageChange) retranslate();
}

void DdpView::retranslate() { refresh(); }

void DdpView::resizeEvent(QResizeEvent* event) {
  QWidget::resizeEvent(event);
  replay_->redraw();
}
