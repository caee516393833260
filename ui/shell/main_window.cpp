// MainWindow: layout, and the wiring between the session, the controls and the views.
#include "shell/main_window.h"

#include <QCloseEvent>
#include <QDockWidget>
#include <QLabel>
#include <QScreen>
#include <QScrollArea>
#include <QShowEvent>
#include <QStyle>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

#include "core/limits.h"
#include "ddp/ddp_view.h"
#include "explorer/rules_explorer.h"
#include "lessons/lesson_banner.h"
#include "lessons/pitfall_panel.h"
#include "lessons/presets.h"
#include "panels/controls_panel.h"
#include "panels/log_view.h"
#include "panels/loss_view.h"
#include "panels/scaling_view.h"
#include "panels/timings_view.h"
#include "shell/projector_bars.h"
#include "shell/window_fit.h"
#include "stage/dataparallel_view.h"
#include "stage/explanation.h"

namespace {
const QSize kCentreMinimum(400, 280);
}  // namespace

MainWindow::MainWindow(Settings* settings, QWidget* parent) : QMainWindow(parent), settings_(settings) {
  setObjectName("MainWindow");
  session_ = new RunSession(this);
  controls_ = new ControlsPanel(this);
  createActions();
  createViewActions();
  setCentralWidget(createCentre());
  createDocks();
  status_ = new QLabel(this);
  statusBar()->addWidget(status_, 1);
  createMenus();
  createLessons();
  createLessonFiles();
  controls_->setTransportActions({play_, step_phase_, step_batch_, reset_});
  connectSession();
  retranslate();
  // As wide as the controls and a vertical scroll bar: they scroll up and down, never sideways.
  controls_dock_->widget()->setMinimumWidth(controls_->minimumSizeHint().width() +
                                            style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 4);
  const QString unread = restoreSettings();
  applyConfig();
  if (!unread.isEmpty()) log_->appendLine(unread);
}

MainWindow::~MainWindow() = default;

QWidget* MainWindow::createCentre() {
  view_ = new DataParallelView(session_->player(), this);
  explanation_ = new QLabel(this);
  explanation_->setWordWrap(true);
  explanation_->setMargin(6);
  explanation_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  QFont big = explanation_->font();
  big.setPointSizeF(big.pointSizeF() * 1.2);
  explanation_->setFont(big);
  pitfall_panel_ = new PitfallPanel(this);
  caption_ = new ProjectorCaption(this);  // projector mode only
  caption_->hide();
  transport_ = new ProjectorTransport({reset_, back_, play_, step_phase_, step_batch_}, this);
  transport_->hide();
  connect(transport_, &ProjectorTransport::speedChosen, controls_, &ControlsPanel::setSpeed);
  auto* run = new QWidget(this);
  auto* layout = new QVBoxLayout(run);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(0);
  layout->addWidget(caption_);
  layout->addWidget(pitfall_panel_);
  layout->addWidget(view_, 1);
  layout->addWidget(explanation_);
  layout->addWidget(transport_);
  explorer_ = new RulesExplorer(this);
  centre_tabs_ = new QTabWidget(this);
  centre_tabs_->setDocumentMode(true);
  centre_tabs_->addTab(run, QString());
  centre_tabs_->addTab(explorer_, QString());
  ddp_ = new DdpView(this);
  centre_tabs_->addTab(ddp_, QString());  // index 2: the DDP tab
  // The explorer asks for ~610 px; the window must fit a 1024 px projector beside the docks, so
  // the centre's minimum is set here rather than taken from its largest page.
  centre_tabs_->setMinimumSize(kCentreMinimum);
  // A lesson's banner stays over whichever view its stop shows.
  lesson_banner_ = new LessonBanner(this);
  auto* centre = new QWidget(this);
  auto* column = new QVBoxLayout(centre);
  column->setContentsMargins(0, 0, 0, 0);
  column->setSpacing(0);
  column->addWidget(lesson_banner_);
  column->addWidget(centre_tabs_, 1);
  return centre;
}

void MainWindow::createDocks() {
  controls_dock_ = new QDockWidget(this);
  controls_dock_->setObjectName("ControlsDock");
  // The controls scroll vertically on a short screen instead of making the window taller than it.
  auto* controls_scroll = new QScrollArea(this);
  controls_scroll->setWidget(controls_);
  controls_scroll->setWidgetResizable(true);
  controls_scroll->setFrameShape(QFrame::NoFrame);
  controls_dock_->setWidget(controls_scroll);
  addDockWidget(Qt::LeftDockWidgetArea, controls_dock_);
  log_ = new LogView(this);
  timings_ = new TimingsView(this);
  scaling_ = new ScalingView(this);
  tabs_ = new QTabWidget(this);
  tabs_->addTab(log_, QString());
  tabs_->addTab(timings_, QString());
  tabs_->addTab(scaling_, QString());
  loss_view_ = new LossView(this);
  tabs_->addTab(loss_view_, QString());
  bottom_dock_ = new QDockWidget(this);
  bottom_dock_->setObjectName("BottomDock");
  bottom_dock_->setWidget(tabs_);
  addDockWidget(Qt::BottomDockWidgetArea, bottom_dock_);
}

void MainWindow::connectSession() {
  EngineBridge* bridge = session_->bridge();
  Player* player = session_->player();
  connect(bridge, &EngineBridge::cudaDiscovered, controls_, &ControlsPanel::setCudaDiscovery);
  bridge->requestCudaDiscovery();  // before the first configure, on the engine thread
  connect(scaling_, &ScalingView::measureRequested, this, [bridge] { bridge->requestScaling(0.3); });
  connect(bridge, &EngineBridge::scalingReady, scaling_, &ScalingView::setPoints);
  connect(controls_, &ControlsPanel::configChanged, this, [this] {
    session_->endScenario();  // an edit by hand ends a scenario
    applyConfig();
  });
  connect(controls_, &ControlsPanel::speedChanged, player, &Player::setSpeed);
  connect(controls_, &ControlsPanel::speedChanged, transport_, &ProjectorTransport::setSpeed);
  connect(session_, &RunSession::restarted, this, &MainWindow::onRestarted);
  connect(session_, &RunSession::configured, this, &MainWindow::onConfigured);
  connect(session_, &RunSession::logLine, log_, &LogView::appendLine);
  connect(session_, &RunSession::batchShown, timings_, &TimingsView::showStep);
  connect(session_, &RunSession::batchShown, loss_view_, [this](const StepResult& step) {
    if (step.training) loss_view_->addStep(step.record.index, double(step.record.loss), step.reference_loss);
  });
  connect(session_, &RunSession::statusChanged, this, &MainWindow::updateStatus);
  connect(session_, &RunSession::scenarioChanged, pitfall_panel_, &PitfallPanel::showPitfall);
  connect(pitfall_panel_, &PitfallPanel::closed, session_, &RunSession::endScenario);
  connect(player, &Player::frame, view_, &DataParallelView::refresh);
  connect(player, &Player::frame, this, &MainWindow::updateStatus);
  connect(player, &Player::playingChanged, this, [this](bool) { retranslate(); });
}

QString MainWindow::restoreSettings() {
  if (!controls_->selectPreset(settings_->preset())) controls_->selectPreset(kDefaultPresetId);
  controls_->setSpeed(settings_->speed());
  session_->player()->setSpeed(settings_->speed());
  transport_->setSpeed(settings_->speed());
  setDonePause(settings_->donePause());
  setZoom(settings_->zoom());
  // A read-only run (screenshots, exports) uses the default layout: the same picture everywhere.
  const bool saved_geometry = !settings_->readOnly() && restoreGeometry(settings_->geometry());
  if (!saved_geometry && screen()) setGeometry(window_fit::firstStart(screen()->availableGeometry()));
  const bool saved_layout = !settings_->readOnly() && restoreState(settings_->windowState());
  default_docks_ = !saved_layout;
  if (default_docks_) arrangeDefaultDocks(width());
  fitToScreen();
  const QStringList problems = settings_->problems();
  const QString preset = settings_->preset();
  if (problems.isEmpty() && (preset.isEmpty() || controls_->selectPreset(preset))) return {};
  return tr("Some settings in %1 could not be read (%2); using the defaults for them.")
      .arg(settings_->fileName(), problems.isEmpty() ? tr("an unknown preset") : problems.join(tr(", ", "between the problems of the settings file")));
}

void MainWindow::applyConfig() {
  timings_->setModelFacts(dp::cost::model_facts(controls_->config()));  // the Timings tab's modelled reading
  ddp_->setGpuRanks(controls_->config().backend == dp::Backend::Cuda);  // DDP's ranks follow the backend
  session_->apply(controls_->config());
}

void MainWindow::onRestarted(const dp::RunConfig& config) {
  log_->clear();
  const bool cuda = config.backend == dp::Backend::Cuda;
  view_->setRun(config.gpus, config.output_device.value_or(0), config.data_size, config.batch_size,
                cuda ? tr("CUDA") : tr("simulated"));
  timings_->setDeviceCount(std::max(1, config.gpus));
  timings_->clearHistory();  // the step chart shows this run only
}

void MainWindow::onConfigured(const EngineSetup& setup) {
  loss_view_->setRun(session_->config().gpus, setup.training ? setup.steps_per_epoch : 0);
  if (setup.training) tabs_->setCurrentWidget(loss_view_);
  view_->setDevices(setup.lanes);  // what each card really is; the stage words it in the current language
  view_->refresh();
}

QString MainWindow::explanation() const { return explanation_->text(); }

void MainWindow::updateStatus() {
  const Player* player = session_->player();
  const dp::RunConfig& config = session_->config();
  QString text;
  if (!session_->error().isEmpty()) {
    text = tr("Error: %1").arg(session_->error().section('\n', 0, 0));
  } else if (!session_->ready()) {
    text = tr("Starting the engine…");
  } else {
    text = explainPhase(*player, config.gpus);
  }
  explanation_->setText(text);
  caption_->setText(text, player->batchesShown() > 0
                              ? tr("batch %1 of %2").arg(player->batchesShown()).arg(player->batchCount())
                              : QString());
  QString backend = tr("Simulated GPUs (CPU threads)");
  if (config.backend == dp::Backend::Cuda) {
    const auto& lanes = session_->lanes();
    backend = lanes.size() > 1 ? tr("CUDA: %1").arg(QString::fromStdString(lanes[1].label)) : tr("CUDA");
  }
  status_->setText(tr("%1 · %n GPU(s) · batch %2 of %3", nullptr, config.gpus)
                       .arg(backend)
                       .arg(player->batchesShown())
                       .arg(player->batchCount()));
}

void MainWindow::changeEvent(QEvent* event) {
  QMainWindow::changeEvent(event);
  if (event->type() == QEvent::LanguageChange) retranslate();
}

void MainWindow::showEvent(QShowEvent* event) {
  QMainWindow::showEvent(event);
  // Docks can only be sized once the window has its size; a saved layout wins.
  if (!first_show_done_ && (settings_->readOnly() || settings_->windowState().isEmpty())) {
    QTimer::singleShot(0, this, [this] { resizeDocks({bottom_dock_}, {height() / 4}, Qt::Vertical); });
  }
  first_show_done_ = true;
  fitToScreen();
}

void MainWindow::closeEvent(QCloseEvent* event) {
  if (!keepOrDiscardLessonChanges()) {
    event->ignore();
    return;
  }
  session_->player()->pause();
  // In projector mode the layout to remember is the one it replaced.
  settings_->setGeometry(presentation_mode_ ? saved_.geometry : saveGeometry());
  settings_->setWindowState(presentation_mode_ ? saved_.state : saveState());
  const QString preset = controls_->presetId();
  settings_->setPreset(preset.isEmpty() ? QString(kDefaultPresetId) : preset);
  settings_->setSpeed(controls_->speed());
  settings_->sync();
  event->accept();
}
