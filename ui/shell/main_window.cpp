// MainWindow: layout, signal wiring between bridge, player and views, settings.
#include "shell/main_window.h"

#include <QApplication>
#include <QCloseEvent>
#include <QShowEvent>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QLabel>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>
#include <utility>

#include "panels/controls_panel.h"
#include "stage/dataparallel_view.h"
#include "stage/explanation.h"
#include "panels/log_view.h"
#include "lessons/pitfall_panel.h"
#include "lessons/pitfalls.h"
#include "explorer/rules_explorer.h"
#include "panels/scaling_view.h"
#include "panels/timings_view.h"

MainWindow::MainWindow(Settings* settings, QWidget* parent) : QMainWindow(parent), settings_(settings) {
  setObjectName("MainWindow");
  bridge_ = new EngineBridge(this);
  player_ = new Player(bridge_, this);
  controls_ = new ControlsPanel(this);
  view_ = new DataParallelView(player_, this);
  explanation_ = new QLabel(this);
  explanation_->setWordWrap(true);
  explanation_->setMargin(6);
  explanation_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  QFont big = explanation_->font();
  big.setPointSizeF(big.pointSizeF() * 1.2);
  explanation_->setFont(big);

  pitfall_panel_ = new PitfallPanel(this);
  auto* centre = new QWidget(this);
  auto* layout = new QVBoxLayout(centre);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(pitfall_panel_);
  layout->addWidget(view_, 1);
  layout->addWidget(explanation_);
  explorer_ = new RulesExplorer(this);
  centre_tabs_ = new QTabWidget(this);
  centre_tabs_->setDocumentMode(true);
  centre_tabs_->addTab(centre, QString());
  centre_tabs_->addTab(explorer_, QString());
  setCentralWidget(centre_tabs_);

  controls_dock_ = new QDockWidget(this);
  controls_dock_->setObjectName("ControlsDock");
  controls_dock_->setWidget(controls_);
  addDockWidget(Qt::LeftDockWidgetArea, controls_dock_);

  log_ = new LogView(this);
  timings_ = new TimingsView(this);
  tabs_ = new QTabWidget(this);
  tabs_->addTab(log_, QString());
  tabs_->addTab(timings_, QString());
  scaling_ = new ScalingView(this);
  tabs_->addTab(scaling_, QString());
  connect(scaling_, &ScalingView::measureRequested, this, [this] { bridge_->requestScaling(0.3); });
  connect(bridge_, &EngineBridge::scalingReady, scaling_, &ScalingView::setPoints);
  bottom_dock_ = new QDockWidget(this);
  bottom_dock_->setObjectName("BottomDock");
  bottom_dock_->setWidget(tabs_);
  addDockWidget(Qt::BottomDockWidgetArea, bottom_dock_);

  status_ = new QLabel(this);
  statusBar()->addWidget(status_, 1);

  createActions();
  createMenus();
  createLessons();
  controls_->setTransportActions({play_, step_phase_, step_batch_, reset_});

  connect(bridge_, &EngineBridge::cudaDiscovered, controls_, &ControlsPanel::setCudaDiscovery);
  bridge_->requestCudaDiscovery();  // before the first configure, on the engine thread
  connect(controls_, &ControlsPanel::configChanged, this, [this] {
    scenario_ = nullptr;  // an edit by hand ends a scenario
    pitfall_panel_->showPitfall(nullptr);
    pause_after_batch_ = 0;
    pending_compare_ = 0;
    applyConfig();
  });
  connect(controls_, &ControlsPanel::speedChanged, player_, &Player::setSpeed);
  connect(bridge_, &EngineBridge::configured, this, &MainWindow::onConfigured);
  connect(bridge_, &EngineBridge::eventArrived, this, [this](const dp::Event& e) {
    if (run_events_.size() < 200000) run_events_.push_back(e);
  });
  connect(player_, &Player::frame, view_, &DataParallelView::refresh);
  connect(player_, &Player::frame, this, &MainWindow::updateStatus);
  connect(player_, &Player::replicaFinished, this, &MainWindow::onReplicaFinished);
  connect(player_, &Player::batchCompleted, this, &MainWindow::onBatchCompleted);
  connect(player_, &Player::playingChanged, this, [this](bool) { retranslate(); });
  connect(player_, &Player::engineError, this, [this](const QString& message) {
    engine_error_ = message;
    log_->appendLine(message);
    updateStatus();
  });

  const QString preset = settings_->preset();
  if (!controls_->selectPreset(preset)) controls_->selectPreset("tutorial-8");
  controls_->setSpeed(settings_->speed());
  player_->setSpeed(settings_->speed());
  resize(1280, 800);
  if (!settings_->geometry().isEmpty()) restoreGeometry(settings_->geometry());
  if (!settings_->windowState().isEmpty()) restoreState(settings_->windowState());
  retranslate();
  applyConfig();
  const QStringList problems = settings_->problems();
  if (!problems.isEmpty() || !controls_->selectPreset(settings_->preset())) {  // defaults were used
    log_->appendLine(tr("Some settings in %1 could not be read (%2); using the defaults for them.")
                         .arg(settings_->fileName(), problems.isEmpty() ? tr("an unknown preset") : problems.join(QStringLiteral(", "))));
  }
}

MainWindow::~MainWindow() = default;

void MainWindow::applyConfig() {
  config_ = controls_->config();
  if (scenario_) {  // what the controls cannot show: the model, failures, unequal devices
    config_.model = scenario_->config.model;
    config_.fail_replica = scenario_->config.fail_replica;
    config_.device_overrides = scenario_->config.device_overrides;
  }
  ready_ = false;
  engine_error_.clear();
  printed_.clear();
  run_events_.clear();
  log_->clear();
  bridge_->configure(config_);
  player_->restart(0, config_.gpus > 1);
  const int output = config_.output_device.value_or(0);
  const bool cuda = config_.backend == dp::Backend::Cuda;
  view_->setRun(config_.gpus, output, config_.data_size, config_.batch_size, cuda ? tr("CUDA") : tr("simulated"));
  timings_->setDeviceCount(std::max(1, config_.gpus));
  lanes_.clear();  // filled from the engine's own devices when it is ready
  updateStatus();
}

void MainWindow::onConfigured(const EngineSetup& setup) {
  lanes_ = setup.lanes;
  QStringList subtitles;  // what each card really is, from the engine's devices
  for (const auto& lane : lanes_) {
    if (lane.is_host()) continue;
    if (lane.kind == dp::DeviceKind::Simulated) {
      subtitles << tr("simulated");
    } else if (lane.kind == dp::DeviceKind::VirtualCuda) {
      subtitles << tr("virtual, on cuda:%1").arg(lane.physical_index);
    } else {
      subtitles << QString::fromStdString(lane.label);
    }
  }
  view_->setSubtitles(subtitles);
  if (!setup.error.isEmpty()) {
    engine_error_ = setup.error;
    log_->appendLine(setup.error);
    player_->restart(0, config_.gpus > 1);
    ready_ = true;
    updateStatus();
    return;
  }
  for (const auto& w : setup.warnings) log_->appendLine(QStringLiteral("UserWarning: ") + w.trimmed());
  if (!setup.header.isEmpty()) {
    printed_ << setup.header;
    log_->appendLine(setup.header);
  }
  player_->restart(setup.batch_count, config_.gpus > 1);
  ready_ = true;
  view_->refresh();
  const OnReady then = std::exchange(on_ready_, OnReady::Nothing);
  if (then == OnReady::Play) player_->play();
  if (then == OnReady::ShowFirstLoad) player_->stepPhase();  // the first batch drawn, then paused
  updateStatus();
}

void MainWindow::onReplicaFinished(int replica) {
  const StepResult* step = player_->current();
  if (!step || replica < 0 || replica >= int(step->record.replica_lines.size())) return;
  const QString line = QString::fromStdString(step->record.replica_lines[std::size_t(replica)]);
  printed_ << line;
  const int device = replica < int(step->record.devices.size()) ? step->record.devices[std::size_t(replica)] : -1;
  log_->appendLine(line, device);
}

void MainWindow::onBatchCompleted(const StepResult& step) {
  for (const auto& w : step.record.warnings) log_->appendLine(QStringLiteral("UserWarning: ") + QString::fromStdString(w));
  const QString outside = QString::fromStdString(step.record.outside);
  printed_ << outside;
  log_->appendLine(outside);
  timings_->showStep(step);
}

QString MainWindow::explanation() const { return explanation_->text(); }

void MainWindow::updateStatus() {
  QString text;
  if (!engine_error_.isEmpty()) {
    text = tr("Error: %1").arg(engine_error_.section('\n', 0, 0));
  } else if (!ready_) {
    text = tr("Starting the engine…");
  } else {
    text = explainPhase(*player_, config_.gpus);
  }
  explanation_->setText(text);
  status_->setText(tr("%1 · %n GPU(s) · batch %2 of %3", nullptr, config_.gpus)
                       .arg(tr("Simulated GPUs (CPU threads)"))
                       .arg(player_->batchesShown())
                       .arg(player_->batchCount()));
}

bool MainWindow::waitReady(int timeout_ms) {
  QElapsedTimer t;
  t.start();
  while (!ready_ && t.elapsed() < timeout_ms) QApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
  return ready_;
}

bool MainWindow::runTo(int batch, AnimPhase phase, double progress, int timeout_ms) {
  if (!waitReady(timeout_ms) || batch < 1 || batch > player_->batchCount()) return false;
  QElapsedTimer t;
  t.start();
  while (t.elapsed() < timeout_ms) {
    if (player_->batchesShown() == batch && player_->phase() == phase) {
      player_->seek(progress);
      return true;
    }
    if (player_->batchesShown() > batch || player_->epochDone()) return false;
    const qint64 shown = player_->batchesShown();
    const AnimPhase before = player_->phase();
    player_->stepPhase();
    while ((player_->batchesShown() == shown && player_->phase() == before) && t.elapsed() < timeout_ms) {
      QApplication::processEvents(QEventLoop::WaitForMoreEvents, 20);  // the engine delivers the batch
    }
  }
  return false;
}

void MainWindow::changeEvent(QEvent* event) {
  QMainWindow::changeEvent(event);
  if (event->type() == QEvent::LanguageChange) retranslate();
}

void MainWindow::showEvent(QShowEvent* event) {
  QMainWindow::showEvent(event);
  // Docks can only be sized once the window has its size; a saved layout wins.
  if (!first_show_done_ && settings_->windowState().isEmpty()) {
    QTimer::singleShot(0, this, [this] { resizeDocks({bottom_dock_}, {height() / 4}, Qt::Vertical); });
  }
  first_show_done_ = true;
}

void MainWindow::closeEvent(QCloseEvent* event) {
  player_->pause();
  settings_->setGeometry(saveGeometry());
  settings_->setWindowState(saveState());
  settings_->setPreset(controls_->presetId().isEmpty() ? QStringLiteral("tutorial-8") : controls_->presetId());
  settings_->setSpeed(controls_->speed());
  settings_->sync();
  event->accept();
}
