// The lessons that drive the run: the rules explorer's cells, the tutorial companion's steps and
// comparison, and the pitfall scenarios. Each drives the same session as the controls do.
#include "shell/lesson_runs.h"

#include <QAction>
#include <QMenu>
#include <QTabWidget>

#include "explorer/cell_run.h"
#include "explorer/rules_explorer.h"
#include "lessons/pitfall_panel.h"
#include "lessons/pitfalls.h"
#include "lessons/presets.h"
#include "lessons/tutorial_pane.h"
#include "panels/controls_panel.h"
#include "panels/log_view.h"
#include "shell/window_parts.h"
#include "trace/trace.h"

LessonRuns::LessonRuns(const WindowParts& parts, QMenu* pitfalls_menu, RunSession* session, QObject* parent)
    : QObject(parent), parts_(parts), pitfalls_menu_(pitfalls_menu), session_(session) {
  setObjectName(QStringLiteral("LessonRuns"));
  for (const Pitfall& p : pitfalls()) {
    QAction* action = pitfalls_menu_->addAction(QString());
    const QString id = QString::fromLatin1(p.id);
    action->setData(id);
    connect(action, &QAction::triggered, this, [this, id] { runPitfall(id); });
  }

  RulesExplorer* explorer = parts_.explorer;
  connect(explorer, &RulesExplorer::cellActivated, this, &LessonRuns::runCell);
  // The explorer marks the setting that runs.
  connect(session_, &RunSession::restarted, explorer, [explorer](const dp::RunConfig& c) { explorer->setCurrent(c.batch_size, c.gpus); });
  TutorialPane* tutorial = parts_.tutorial;
  connect(session_, &RunSession::statusChanged, tutorial, [this] { followRun(); });
  connect(session_->player(), &Player::frame, tutorial, [this] { followRun(); });
  connect(tutorial, &TutorialPane::stepRequested, this, &LessonRuns::runTutorialStep);
  connect(tutorial, &TutorialPane::compareRequested, this, &LessonRuns::compareWithTutorial);
  connect(session_, &RunSession::comparisonReady, tutorial, &TutorialPane::showComparison);
  connect(session_->bridge(), &EngineBridge::repeatsReady, this, [this](const QList<RepeatRun>& runs, const QString& error) {
    parts_.pitfall_panel->setRepeats(runs);
    if (!error.isEmpty()) parts_.log->appendLine(error);
  });
  // The unbalanced GPUs scenario: which card was the slowest in the batch just shown, as the
  // engine measured it (the time on its card).
  connect(session_, &RunSession::batchShown, this, [this](const StepResult& step) {
    const Pitfall* pitfall = session_->scenario();
    if (pitfall && QLatin1String(pitfall->id) == QLatin1String("unbalanced")) {
      parts_.pitfall_panel->setSlowest(step.record.slowest_device());
    }
  });
  // A pitfall's explanation points at the log's warning or error ("see the log"): the panel shows
  // them too, for projector mode hides the log.
  connect(session_, &RunSession::logLine, this, [this](const QString& line) {
    if (!session_->scenario()) return;
    if (line.startsWith(QLatin1String("UserWarning: "))) parts_.pitfall_panel->addLogLine(line);
    // An error's first line says it ("Caught ValueError in replica 2 on device 2."); its traceback follows.
    if (line == session_->error()) parts_.pitfall_panel->addLogLine(line.section(QLatin1Char('\n'), 0, 0));
  });
}

void LessonRuns::followRun() {
  const Player* p = session_->player();
  const dp::RunConfig& c = session_->config();
  const StepResult* step = p->current();
  parts_.tutorial->followRun({session_->ready(), session_->error(), c.gpus, c.batch_size, c.data_size, c.input_size,
                              c.output_size, p->batchesShown(), p->batchCount(),
                              step && step->record.input.ndim() > 0 ? step->record.input[0] : 0, p->playing(),
                              p->epochDone()});
}

void LessonRuns::retranslate() {
  const QList<QAction*> actions = pitfalls_menu_->actions();
  for (qsizetype i = 0; i < actions.size(); ++i) actions[i]->setText(pitfallTitle(pitfalls()[std::size_t(i)]));
}

void LessonRuns::start(dp::RunConfig config, int pause_after_batch, RunSession::OnReady then, int first_shown) {
  ControlsPanel* controls = parts_.controls;
  config.backend = controls->config().backend;  // lessons keep the backend the user chose
  controls->setConfig(config);
  parts_.centre_tabs->setCurrentIndex(0);
  session_->start(controls->config(), pause_after_batch, then, first_shown);
}

void LessonRuns::runCell(int batch, int gpus) {
  session_->endScenario();
  const CellRun run = CellRunText::make(parts_.controls->config(), batch, gpus);  // says what it changes
  start(run.config, 1);
  parts_.log->appendLine(run.note);
}

bool LessonRuns::runPitfall(const QString& id) {
  const Pitfall* p = findPitfall(id);
  if (!p) return false;
  session_->startScenario(p);
  start(p->config, p->batch, RunSession::OnReady::Play, p->batch);  // the scene starts at its batch
  if (p->repeats > 0) session_->bridge()->requestRepeats(session_->config(), p->repeats);
  return true;
}

void LessonRuns::runTutorialStep(TutorialAction action) {
  session_->endScenario();
  const dp::RunConfig c = tutorialConfig(parts_.controls->config().gpus);  // the tutorial's sizes, the user's GPUs
  switch (action) {
    case TutorialAction::None:
    case TutorialAction::Compare:
      return;
    case TutorialAction::Configure:
    case TutorialAction::ShowDevices:
    case TutorialAction::Wrap:  // builds devices, data and model; the header appears in the log
      start(c, 0, RunSession::OnReady::Nothing);
      return;
    case TutorialAction::LoadBatch:
      start(c, 0, RunSession::OnReady::ShowFirstLoad);
      return;
    case TutorialAction::RunEpoch:
      start(c, 0);
      return;
  }
}

void LessonRuns::compareWithTutorial(int gpus) {
  if (TutorialPane::expectedPrintout(gpus).isEmpty()) return;  // PyTorch's printout exists for 2, 3, 8
  dp::RunConfig c = tutorialConfig(gpus);
  ControlsPanel* controls = parts_.controls;
  c.backend = controls->config().backend;
  controls->setConfig(c);
  parts_.centre_tabs->setCurrentIndex(0);
  session_->compareWithTutorial(controls->config(), gpus);
}
