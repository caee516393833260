// MainWindow's lessons: the rules explorer tab, the tutorial companion dock, and the pitfall
// scenarios menu. Each drives the same session as the controls do.
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QTabWidget>

#include "explorer/cell_run.h"
#include "explorer/rules_explorer.h"
#include "lessons/pitfall_panel.h"
#include "lessons/pitfalls.h"
#include "lessons/presets.h"
#include "lessons/tutorial_pane.h"
#include "panels/controls_panel.h"
#include "panels/log_view.h"
#include "panels/timings_view.h"
#include "shell/main_window.h"

void MainWindow::createLessons() {
  tutorial_ = new TutorialPane(this);
  tutorial_dock_ = new QDockWidget(this);
  tutorial_dock_->setObjectName(QStringLiteral("TutorialDock"));
  tutorial_dock_->setWidget(tutorial_);
  addDockWidget(Qt::RightDockWidgetArea, tutorial_dock_);
  view_menu_->insertAction(view_menu_->actions().value(2), tutorial_dock_->toggleViewAction());

  pitfalls_menu_ = new QMenu(this);
  menuBar()->insertMenu(help_menu_->menuAction(), pitfalls_menu_);
  for (const Pitfall& p : pitfalls()) {
    QAction* action = pitfalls_menu_->addAction(QString());
    const QString id = QString::fromLatin1(p.id);
    action->setData(id);
    connect(action, &QAction::triggered, this, [this, id] { runPitfall(id); });
    pitfall_actions_.push_back(action);
  }

  connect(explorer_, &RulesExplorer::cellActivated, this, &MainWindow::runCell);
  // The explorer marks the setting that runs; the Timings tab names what measured it.
  connect(session_, &RunSession::restarted, explorer_, [this](const dp::RunConfig& c) { explorer_->setCurrent(c.batch_size, c.gpus); });
  connect(session_, &RunSession::configured, timings_, [this](const EngineSetup& s) { timings_->setLanes(s.lanes); });
  // The companion says what each step did and follows the run (the loop while the epoch plays).
  auto follow = [this] {
    const Player* p = session_->player();
    const dp::RunConfig& c = session_->config();
    const StepResult* step = p->current();
    tutorial_->followRun({session_->ready(), session_->error(), c.gpus, c.batch_size, c.data_size, c.input_size,
                          c.output_size, p->batchesShown(), p->batchCount(),
                          step && step->record.input.ndim() > 0 ? step->record.input[0] : 0, p->playing(), p->epochDone()});
  };
  connect(session_, &RunSession::statusChanged, tutorial_, follow);
  connect(session_->player(), &Player::frame, tutorial_, follow);
  connect(tutorial_, &TutorialPane::stepRequested, this, &MainWindow::runTutorialStep);
  connect(tutorial_, &TutorialPane::compareRequested, this, &MainWindow::compareWithTutorial);
  connect(session_, &RunSession::comparisonReady, tutorial_, &TutorialPane::showComparison);
  connect(session_->bridge(), &EngineBridge::repeatsReady, this, [this](const QList<RepeatRun>& runs, const QString& error) {
    pitfall_panel_->setRepeats(runs);
    if (!error.isEmpty()) log_->appendLine(error);
  });
}

void MainWindow::retranslateLessons() {
  centre_tabs_->setTabText(0, tr("Run"));
  centre_tabs_->setTabText(1, tr("Rules explorer"));
  centre_tabs_->setTabText(2, tr("DDP"));
  tutorial_dock_->setWindowTitle(tr("Tutorial"));
  pitfalls_menu_->setTitle(tr("&Pitfalls"));
  for (std::size_t i = 0; i < pitfall_actions_.size(); ++i) {
    pitfall_actions_[i]->setText(pitfallTitle(pitfalls()[i]));
  }
}

void MainWindow::startLesson(dp::RunConfig config, int pause_after_batch, RunSession::OnReady then, int first_shown) {
  config.backend = controls_->config().backend;  // lessons keep the backend the user chose
  controls_->setConfig(config);
  centre_tabs_->setCurrentIndex(0);
  session_->start(controls_->config(), pause_after_batch, then, first_shown);
}

void MainWindow::runCell(int batch, int gpus) {
  session_->endScenario();
  const CellRun run = CellRunText::make(controls_->config(), batch, gpus);  // says what it changes
  startLesson(run.config, 1);
  log_->appendLine(run.note);
}

bool MainWindow::runPitfall(const QString& id) {
  const Pitfall* p = findPitfall(id);
  if (!p) return false;
  session_->startScenario(p);
  startLesson(p->config, p->batch, RunSession::OnReady::Play, p->batch);  // the scene starts at its batch
  if (p->repeats > 0) session_->bridge()->requestRepeats(session_->config(), p->repeats);
  return true;
}

void MainWindow::runTutorialStep(TutorialAction action) {
  session_->endScenario();
  const dp::RunConfig c = tutorialConfig(controls_->config().gpus);  // the tutorial's sizes, the user's GPUs
  switch (action) {
    case TutorialAction::None:
    case TutorialAction::Compare:
      return;
    case TutorialAction::Configure:
    case TutorialAction::ShowDevices:
    case TutorialAction::Wrap:  // builds devices, data and model; the header appears in the log
      startLesson(c, 0, RunSession::OnReady::Nothing);
      return;
    case TutorialAction::LoadBatch:
      startLesson(c, 0, RunSession::OnReady::ShowFirstLoad);
      return;
    case TutorialAction::RunEpoch:
      startLesson(c, 0);
      return;
  }
}

void MainWindow::compareWithTutorial(int gpus) {
  if (TutorialPane::expectedPrintout(gpus).isEmpty()) return;  // PyTorch's printout exists for 2, 3, 8
  dp::RunConfig c = tutorialConfig(gpus);
  c.backend = controls_->config().backend;
  controls_->setConfig(c);
  centre_tabs_->setCurrentIndex(0);
  session_->compareWithTutorial(controls_->config(), gpus);
}
