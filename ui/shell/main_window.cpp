// MainWindow: the window assembled from its parts, and the wiring between the session, the
// controls and the views.
#include "shell/main_window.h"

#include <QCloseEvent>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QLabel>
#include <QMimeData>
#include <QRegularExpression>
#include <QShowEvent>
#include <QStackedWidget>
#include <QStyle>
#include <QTabWidget>
#include <QTimer>

#include "common/language.h"
#include "core/limits.h"
#include "ddp/ddp_view.h"
#include "explorer/rules_explorer.h"
#include "lessons/pitfall_panel.h"
#include "lessons/presets.h"
#include "panels/controls_panel.h"
#include "panels/log_view.h"
#include "panels/loss_view.h"
#include "panels/scaling_view.h"
#include "panels/timings_view.h"
#include "run/model_facts.h"
#include "shell/caption_label.h"
#include "shell/lecturer_view.h"
#include "shell/lesson_files.h"
#include "shell/lesson_runs.h"
#include "lessons/lesson_banner.h"
#include "lessons/lesson_controller.h"
#include "quiz/predict_state.h"
#include "quiz/reveal_points.h"
#include "shell/predict_runs.h"
#include "shell/vote_runs.h"
#include "shell/projector_bars.h"
#include "shell/shortcut_sheet.h"
#include "shell/vote_screen.h"
#include "shell/window_layout.h"
#include "stage/dataparallel_view.h"
#include "stage/explanation.h"

MainWindow::MainWindow(Settings* settings, QWidget* parent)
    : QMainWindow(parent), settings_(settings), session_(new RunSession(this)), actions_(this) {
  setObjectName("MainWindow");
  parts_.build(this, session_->player(), actions_.transport());
  actions_.addMenus({parts_.controls_dock, parts_.bottom_dock, parts_.tutorial_dock});
  shortcut_sheet_ = new ShortcutSheet(this);
  layout_ = new WindowLayout(this, parts_, actions_, settings_);
  lesson_runs_ = new LessonRuns(parts_, actions_.pitfalls_menu, session_, this);
  lesson_files_ = new LessonFiles(this, parts_, actions_, session_, settings_);
  predict_runs_ = new PredictRuns(parts_, actions_, session_, settings_, this);
  vote_runs_ = new VoteRuns(this, actions_, session_, predict_runs_, this);
  new VoteScreen(parts_, actions_, vote_runs_->vote(), this);  // the join screen (found by its name)
  // The lecturer's own window (found by its name): shown and hidden by View › Lecturer's view.
  auto* lecturer = new LecturerView(parts_.predict_state, predict_runs_->clock(), vote_runs_->vote(), settings_, this);
  connect(actions_.lecturer_view, &QAction::toggled, lecturer, &QWidget::setVisible);
  connect(lecturer, &LecturerView::closed, actions_.lecturer_view, [this] { actions_.lecturer_view->setChecked(false); });
  setAcceptDrops(true);  // a .dpviz file dropped on the window opens it
  parts_.controls->setTransportActions({actions_.play, actions_.step_phase, actions_.step_batch, actions_.reset});
  connectActions();
  connectSession();
  retranslate();
  // As wide as the controls and a vertical scroll bar: they scroll up and down, never sideways.
  parts_.controls_dock->widget()->setMinimumWidth(parts_.controls->minimumSizeHint().width() +
                                                  style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 4);
  const QString unread = restoreSettings();
  applyConfig();
  if (!unread.isEmpty()) parts_.log->appendLine(unread);
  // The last Scaling measurement is shown again (the bundled example until there is one).
  if (auto last = ScalingRecord::fromJson(settings_->scalingRecord())) {
    parts_.scaling->setRecord(*last);
  } else if (!settings_->scalingRecord().isEmpty()) {
    parts_.log->appendLine(tr("The last Scaling measurement in the settings could not be read: the bundled example is shown."));
  }
}

MainWindow::~MainWindow() {
  // The vote's last signals (its phones closed) reach a whole window, before any part of it goes.
  vote_runs_->stop();
}

QWidget* MainWindow::transportBar() const { return parts_.transport; }

void MainWindow::connectSession() {
  EngineBridge* bridge = session_->bridge();
  Player* player = session_->player();
  ControlsPanel* controls = parts_.controls;
  ProjectorTransport* transport = parts_.transport;
  connect(bridge, &EngineBridge::cudaDiscovered, controls, &ControlsPanel::setCudaDiscovery);
  bridge->requestCudaDiscovery();  // before the first configure, on the engine thread
  connect(parts_.scaling, &ScalingView::measureRequested, this, [bridge] { bridge->requestScaling(0.3); });
  connect(bridge, &EngineBridge::scalingProgress, parts_.scaling, &ScalingView::setProgress);
  // Each measurement is kept for the next window (shown in place of the bundled example).
  connect(bridge, &EngineBridge::scalingReady, this, [this](const std::vector<dp::ScalingPoint>& points) {
    const ScalingRecord record = ScalingRecord::here(points);
    settings_->setScalingRecord(record.toJson());
    parts_.scaling->setRecord(record);
  });
  connect(controls, &ControlsPanel::configChanged, this, [this] {
    session_->endScenario();  // an edit by hand ends a scenario
    applyConfig();
  });
  connect(controls, &ControlsPanel::speedChanged, player, &Player::setSpeed);
  connect(controls, &ControlsPanel::speedChanged, parts_.ddp, &DdpView::setSpeed);  // one speed for every view
  connect(controls, &ControlsPanel::speedChanged, transport, &ProjectorTransport::setSpeed);
  connect(transport, &ProjectorTransport::speedChosen, controls, &ControlsPanel::setSpeed);
  // The Timings tab names what measured it.
  connect(session_, &RunSession::configured, parts_.timings, [this](const EngineSetup& s) { parts_.timings->setLanes(s.lanes); });
  connect(session_, &RunSession::restarted, this, &MainWindow::onRestarted);
  connect(session_, &RunSession::configured, this, &MainWindow::onConfigured);
  connect(session_, &RunSession::logLine, parts_.log, &LogView::appendLine);
  connect(session_, &RunSession::batchShown, parts_.timings, &TimingsView::showStep);
  connect(session_, &RunSession::batchShown, parts_.loss, [this](const StepResult& step) {
    if (step.training) parts_.loss->addStep(step.record.index, double(step.record.loss), step.reference_loss);
  });
  connect(session_, &RunSession::statusChanged, this, &MainWindow::updateStatus);
  connect(session_, &RunSession::scenarioChanged, parts_.pitfall_panel, &PitfallPanel::showPitfall);
  connect(parts_.pitfall_panel, &PitfallPanel::closed, session_, &RunSession::endScenario);
  connect(player, &Player::frame, parts_.view, &DataParallelView::refresh);
  connect(player, &Player::frame, this, &MainWindow::updateStatus);
  connect(player, &Player::playingChanged, this, [this](bool) { retranslate(); });
  connect(parts_.ddp, &DdpView::playingChanged, this, [this](bool) { retranslate(); });
  connect(parts_.centre_tabs, &QTabWidget::currentChanged, this, [this] { retranslate(); });
  // Projector mode's caption names the view it shows (every tab can be projected).
  connect(lesson_files_, &LessonFiles::viewShown, layout_, &WindowLayout::showView);
  connect(lesson_files_, &LessonFiles::stopLeft, this, [this] {
    predict_runs_->controller()->state()->close();
    QWidget* page = parts_.centre_stack->currentWidget();
    if (page == parts_.skipped || page == parts_.summary) parts_.centre_stack->setCurrentWidget(parts_.centre_tabs);
  });
  connect(lesson_files_, &LessonFiles::classEnded, this, [this] {
    parts_.summary->showClass(lesson_files_->controller()->lesson(), lesson_files_->answers());
    parts_.centre_stack->setCurrentWidget(parts_.summary);
  });
  // No answer before its question, across the whole plan: the stage holds before a later stop's
  // answer and the banner says so; a skipped stop's view stays covered while the class is there.
  PredictController* predict = predict_runs_->controller();
  connect(lesson_files_, &LessonFiles::withheldChanged, predict, &PredictController::setWithheld);
  connect(predict, &PredictController::answerWithheld, this, [this](const QString& key) {
    parts_.banner->setWithheldStop(key.isEmpty() ? -1 : lesson_files_->stopOfAnswer(key));
  });
  connect(predict, &PredictController::skipped, this, [this](const QString& answer) {
    if (!lesson_files_->controller()->isOpen()) return;
    lesson_files_->answerSkipped(answer);
    ClassAnswer skipped;
    skipped.question = parts_.predict_state->question();
    skipped.skipped = true;
    lesson_files_->recordAnswer(skipped);
    parts_.centre_stack->setCurrentWidget(parts_.skipped);
  });
  // The class record names the lesson and the stop each question was asked at.
  const auto recordLesson = [this] {
    const LessonController* lessons = lesson_files_->controller();
    classrec::LessonInfo info;
    if (lessons->isOpen()) {
      info.file = QFileInfo(lessons->source()).fileName();
      info.title_en = lessons->lesson().title.en;
      info.title_zh_CN = lessons->lesson().title.zh_CN;
      info.stops = lessons->count();
    }
    vote_runs_->setLesson(info, lessons->isOpen() ? lessons->current() + 1 : 0);
    // Think time: the lesson's, and the stop's own question's.
    RoundClock* clock = predict_runs_->clock();
    clock->setLessonSeconds(lessons->isOpen() ? lessons->lesson().round_seconds : std::nullopt);
    const LessonStop* stop = lessons->isOpen() && lessons->count() > 0 ? &lessons->lesson().stops[std::size_t(lessons->current())] : nullptr;
    clock->setNextQuestionSeconds(stop && stop->quiz ? stop->quiz->seconds : std::nullopt);
  };
  connect(lesson_files_->controller(), &LessonController::lessonChanged, this, recordLesson);
  connect(lesson_files_->controller(), &LessonController::stopChanged, this, recordLesson);
  connect(lesson_files_, &LessonFiles::questionAsked, this, recordLesson);  // first: the stop asking it
  connect(lesson_files_, &LessonFiles::questionAsked, this, [this](const dp::quiz::Question& q) { predict_runs_->controller()->ask(q); });
  // A stop's follow-up ("follow_up": true): once its own question was revealed and closed, the
  // same idea with other numbers, once per visit of the stop (did the discussion teach it?).
  connect(lesson_files_->controller(), &LessonController::stopChanged, this, [this] { follow_up_done_ = false; });
  connect(parts_.predict_state, &PredictState::closed, this, [this] {
    const LessonController* lessons = lesson_files_->controller();
    if (follow_up_done_ || !lessons->isOpen()) return;
    const std::optional<dp::quiz::Question> own = lessons->lesson().quizAt(lessons->current());
    if (!own || !revealed_ || revealed_->text.en != own->text.en) return;
    const std::optional<dp::quiz::Question> follow = lessons->lesson().followUpAt(lessons->current());
    if (!follow) return;
    follow_up_done_ = true;
    // After the controller let the run go on from the closed question.
    QTimer::singleShot(0, this, [this, q = *follow] { predict_runs_->controller()->ask(q); });
  });
  // No spoiler: a stop's caption may work out the answer of the question open over it; it waits
  // for the reveal.
  connect(parts_.predict_state, &PredictState::changed, this, [this] {
    const PredictState* s = parts_.predict_state;
    parts_.banner->setHeld(s->isOpen() && s->stage() != PredictState::Stage::Revealed);
    if (s->stage() == PredictState::Stage::Revealed) {
      revealed_ = s->question();
      lesson_files_->answerRevealed(reveal::answerKey(s->question()));
      // The end of class shows how the room (or the one student) answered each stop's question.
      ClassAnswer answer;
      answer.question = s->question();
      answer.self_study = s->askedMode() == PredictState::Mode::SelfStudy;
      answer.choice = s->choice();
      for (int o = 0; o < ClassAnswer::kOptions; ++o) {
        answer.round1[std::size_t(o)] = s->votes(1, o);
        answer.round2[std::size_t(o)] = s->votes(2, o);
      }
      if (lesson_files_->controller()->isOpen()) lesson_files_->recordAnswer(answer);
    }
  });
  connect(layout_, &WindowLayout::viewChanged, this, &MainWindow::updateStatus);
  connect(parts_.ddp, &DdpView::captionChanged, this, &MainWindow::updateStatus);
  connect(predict_runs_, &PredictRuns::captionChanged, this, &MainWindow::updateStatus);
}

QString MainWindow::restoreSettings() {
  ControlsPanel* controls = parts_.controls;
  if (!controls->selectPreset(settings_->preset())) controls->selectPreset(kDefaultPresetId);
  controls->setSpeed(settings_->speed());
  session_->player()->setSpeed(settings_->speed());
  parts_.ddp->setSpeed(settings_->speed());
  parts_.transport->setSpeed(settings_->speed());
  setDonePause(settings_->donePause());
  setPauseAtEveryPhase(settings_->pauseAtEveryPhase());
  layout_->restore();
  const QStringList problems = settings_->problems();
  const QString preset = settings_->preset();
  if (problems.isEmpty() && (preset.isEmpty() || controls->selectPreset(preset))) return {};
  return tr("Some settings in %1 could not be read (%2); using the defaults for them.")
      .arg(settings_->fileName(), problems.isEmpty() ? tr("an unknown preset") : problems.join(tr(", ", "between the problems of the settings file")));
}

void MainWindow::applyConfig() {
  const dp::RunConfig config = parts_.controls->config();
  parts_.timings->setModelFacts(dp::cost::model_facts(config));  // the Timings tab's modelled reading
  parts_.ddp->setGpuRanks(config.backend == dp::Backend::Cuda);  // DDP's ranks follow the backend
  session_->apply(config);
}

void MainWindow::onRestarted(const dp::RunConfig& config) {
  parts_.log->clear();
  const bool cuda = config.backend == dp::Backend::Cuda;
  parts_.view->setRun(config.gpus, config.output_device.value_or(0), config.data_size, config.batch_size,
                      cuda ? tr("CUDA") : tr("simulated"));
  parts_.timings->setDeviceCount(std::max(1, config.gpus));
  parts_.timings->clearHistory();  // the step chart shows this run only
}

void MainWindow::onConfigured(const EngineSetup& setup) {
  parts_.loss->setRun(session_->config().gpus, setup.training ? setup.steps_per_epoch : 0);
  // (In projector mode the Loss tab may be in the centre, shown already.)
  if (setup.training && parts_.output_tabs->indexOf(parts_.loss) >= 0) parts_.output_tabs->setCurrentWidget(parts_.loss);
  parts_.view->setDevices(setup.lanes);  // what each card really is; the stage words it in the current language
  parts_.view->refresh();
}

void MainWindow::retranslate() {
  // Play reads Pause while the view the transport drives plays (the DDP ring on its tab).
  const bool on_ddp = parts_.centre_tabs->currentWidget() == parts_.ddp;
  actions_.retranslate(on_ddp ? parts_.ddp->playing() : session_->player()->playing());
  parts_.retranslate();
  QList<ShortcutSheet::Row> rows = actions_.shortcutRows();
  // The class vote's join screen (J): its action is VoteScreen's, not among WindowActions'.
  if (const auto* votes = findChild<VoteScreen*>(QStringLiteral("VoteScreen"))) rows.push_back(votes->shortcutRow());
  shortcut_sheet_->setRows(rows);
  lesson_runs_->retranslate();
  lesson_files_->retranslate();  // and the window's title: the open lesson's or the app's
  updateStatus();
}

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
  parts_.explanation->setCaption(text);
  // The strips keep the tallest caption's height of this batch's phases: the stage never jumps.
  const QStringList captions = session_->player()->phaseCaptions() << text;
  parts_.explanation->reserveFor(captions);
  parts_.caption->reserveFor(captions);
  // Training counts steps (batches × epochs), the forward loop batches.
  const bool training = config.mode == dp::RunMode::Train;
  const QString batch = player->batchesShown() <= 0 ? QString()
                        : training ? tr("step %1 of %2").arg(player->batchesShown()).arg(player->batchCount())
                                   : tr("batch %1 of %2").arg(player->batchesShown()).arg(player->batchCount());
  const AppView view = layout_->currentView();  // the batch counter where the view follows the batches
  const bool batches = view == AppView::Run || view == AppView::Timings || view == AppView::Loss;
  parts_.caption->setText(projectorCaption(text), batches ? batch : QString());
  QString backend = tr("Simulated GPUs (CPU threads)");
  if (config.backend == dp::Backend::Cuda) {
    const auto& lanes = session_->lanes();
    backend = lanes.size() > 1 ? tr("CUDA: %1").arg(QString::fromStdString(lanes[1].label)) : tr("CUDA");
  }
  parts_.status->setText((training ? tr("%1 · %n GPU(s) · step %2 of %3", nullptr, config.gpus)
                                    : tr("%1 · %n GPU(s) · batch %2 of %3", nullptr, config.gpus))
                             .arg(backend)
                             .arg(player->batchesShown())
                             .arg(player->batchCount()));
}

namespace {
// A caption's lead, the words before its first colon ("Timings", "DataParallel 与 DDP"), as compared:
// lower case, without an English "the"; empty when it has no colon.
const QRegularExpression& colonPattern() {
  static const QRegularExpression colon(QStringLiteral("[:：]"));  // compiled once: asked at every frame
  return colon;
}

QString captionLead(const QString& caption) {
  const qsizetype colon = caption.indexOf(colonPattern());
  if (colon <= 0) return {};
  QString lead = caption.left(colon).trimmed().toLower();
  if (lead.startsWith(QLatin1String("the "))) lead.remove(0, 4);
  return lead;
}
}  // namespace

QString MainWindow::projectorCaption(const QString& stage) const {
  const QString predict = predict_runs_ ? predict_runs_->caption() : QString();
  if (!predict.isEmpty()) return predict;  // a question is open, whichever view asked it
  const QString view = viewCaption(stage);
  // Said once: where the lesson's caption over it already opens with the view's name ("Timings: …"),
  // the strip keeps only that name.
  const LessonController* lessons = lesson_files_ ? lesson_files_->controller() : nullptr;
  if (layout_->currentView() != AppView::Run && lessons && lessons->isOpen() && lessons->current() >= 0 &&
      !parts_.banner->held()) {
    const QString lead = captionLead(view);
    if (!lead.isEmpty() && lead == captionLead(lessons->lesson().captionAt(lessons->current(), Language::current()))) {
      return view.left(view.indexOf(colonPattern())).trimmed();
    }
  }
  return view;
}

QString MainWindow::viewCaption(const QString& stage) const {
  switch (layout_->currentView()) {
    case AppView::Run: return stage;
    case AppView::Ddp: return parts_.ddp->caption();
    case AppView::DdpCompare:
      return tr("DataParallel vs DDP: the bytes each device sends or receives in one training step, and the step modelled on named hardware.");
    case AppView::Explorer: return tr("Rules explorer: how DataParallel's scatter splits every batch size over every GPU count.");
    case AppView::ExplorerDdp:
      return tr("DDP vs DataParallel: DataParallel splits each batch; DDP's DistributedSampler gives each rank its own share of the dataset.");
    case AppView::Timings: return tr("Timings: how long each device spent in each phase of the batch, and each batch's step time.");
    case AppView::Scaling: return tr("Scaling: how a step's time grows with the GPU count and the batch size.");
    case AppView::Loss: return tr("Loss: the training loss at every step, on the GPUs and on one device.");
  }
  return stage;
}

bool MainWindow::runPitfall(const QString& id) { return lesson_runs_->runPitfall(id); }

bool MainWindow::openLesson(const QString& path, QString* error) { return lesson_files_->open(path, error); }

LessonController* MainWindow::lessons() const { return lesson_files_->controller(); }

bool MainWindow::askNow(dp::quiz::Kind kind) { return predict_runs_->askNow(kind); }

void MainWindow::setFixedWindowSize(const QSize& size) { layout_->setFixedWindowSize(size); }

void MainWindow::setPresentation(bool on) { layout_->setPresentation(on); }

bool MainWindow::presentation() const { return layout_->presentation(); }

void MainWindow::setDonePause(bool on) {
  session_->player()->setDonePause(on);
  actions_.done_pause->setChecked(on);
  if (settings_->donePause() != on) settings_->setDonePause(on);
}

void MainWindow::setPauseAtEveryPhase(bool on) {
  session_->player()->setPauseAtEveryPhase(on);
  parts_.ddp->setPauseAtEveryPhase(on);  // the ring's units pause the same way
  actions_.phase_pause->setChecked(on);
  parts_.transport->setPhasePause(on);
  if (settings_->pauseAtEveryPhase() != on) settings_->setPauseAtEveryPhase(on);
}

void MainWindow::changeEvent(QEvent* event) {
  QMainWindow::changeEvent(event);
  if (event->type() == QEvent::LanguageChange) retranslate();
}

void MainWindow::showEvent(QShowEvent* event) {
  QMainWindow::showEvent(event);
  layout_->windowShown();
}

void MainWindow::resizeEvent(QResizeEvent* event) {
  QMainWindow::resizeEvent(event);
  layout_->windowResized(event);
}

void MainWindow::closeEvent(QCloseEvent* event) {
  if (!vote_runs_->confirmQuit() || !lesson_files_->keepOrDiscardChanges()) {
    event->ignore();
    return;
  }
  session_->player()->pause();
  vote_runs_->stop();  // the phones' server ends with the window
  settings_->setGeometry(layout_->savedGeometry());  // in projector mode, the layout it replaced
  settings_->setWindowState(layout_->savedState());
  const QString preset = parts_.controls->presetId();
  settings_->setPreset(preset.isEmpty() ? QString(kDefaultPresetId) : preset);
  settings_->setSpeed(parts_.controls->speed());
  settings_->sync();
  event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
  if (!LessonFiles::draggedLesson(event->mimeData()).isEmpty()) event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
  const QString path = LessonFiles::draggedLesson(event->mimeData());
  if (path.isEmpty()) return;
  event->acceptProposedAction();
  lesson_files_->open(path);
}
