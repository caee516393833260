// The window's lesson files: the File menu's lesson entries, the banner's and the editor's
// requests, the stops (going to one runs its configuration to its batch and phase), drag and drop.
#include "shell/lesson_files.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QTabWidget>

#include "common/language.h"
#include "ddp/ddp_view.h"
#include "explorer/rules_explorer.h"
#include "lessons/lesson_banner.h"
#include "lessons/lesson_controller.h"
#include "lessons/lesson_editor.h"
#include "lessons/lesson_reader.h"
#include "lessons/pitfalls.h"
#include "panels/controls_panel.h"
#include "panels/loss_view.h"
#include "panels/scaling_view.h"
#include "panels/timings_view.h"
#include "quiz/reveal_points.h"
#include "session/run_session.h"
#include "shell/projector_bars.h"
#include "shell/settings.h"
#include "shell/window_actions.h"
#include "shell/window_parts.h"

namespace {
const QStringList kBundledLessons = {":/lessons/tutorial.dpviz", ":/lessons/last-batch.dpviz", ":/lessons/dp-vs-ddp.dpviz",
                                     ":/lessons/gradients.dpviz", ":/lessons/class-90min.dpviz"};
}  // namespace

LessonFiles::LessonFiles(QMainWindow* window, const WindowParts& parts, const WindowActions& actions, RunSession* session,
                         Settings* settings)
    : QObject(window), window_(window), parts_(parts), actions_(actions), session_(session), settings_(settings) {
  setObjectName(QStringLiteral("LessonFiles"));
  lessons_ = new LessonController(this);
  editor_ = new LessonEditor(window);
  editor_->setObjectName(QStringLiteral("LessonEditor"));
  dock_ = new QDockWidget(window);
  dock_->setObjectName(QStringLiteral("LessonDock"));
  dock_->setWidget(editor_);
  window->addDockWidget(Qt::RightDockWidgetArea, dock_);
  dock_->hide();
  QMenu* view_menu = actions_.view_menu;
  view_menu->insertAction(view_menu->actions().value(2), dock_->toggleViewAction());

  auto newAction = [window](const char* name, QKeySequence::StandardKey key = QKeySequence::UnknownKey) {
    auto* a = new QAction(window);
    a->setObjectName(QLatin1String(name));
    if (key != QKeySequence::UnknownKey) a->setShortcut(key);
    return a;
  };
  new_lesson_ = newAction("NewLessonAction");
  open_lesson_ = newAction("OpenLessonAction", QKeySequence::Open);
  save_lesson_ = newAction("SaveLessonAction", QKeySequence::Save);
  save_lesson_as_ = newAction("SaveLessonAsAction", QKeySequence::SaveAs);
  close_lesson_ = newAction("CloseLessonAction");
  recent_menu_ = new QMenu(window);
  recent_menu_->setObjectName(QStringLiteral("RecentLessonsMenu"));
  bundled_menu_ = new QMenu(window);
  bundled_menu_->setObjectName(QStringLiteral("BundledLessonsMenu"));
  QMenu* file_menu = actions_.file_menu;
  QAction* first = file_menu->actions().value(0);
  file_menu->insertActions(first, {new_lesson_, open_lesson_});
  file_menu->insertMenu(first, recent_menu_);
  file_menu->insertMenu(first, bundled_menu_);
  file_menu->insertActions(first, {save_lesson_, save_lesson_as_, close_lesson_});
  file_menu->insertSeparator(first);
  for (const QString& path : kBundledLessons) {
    QAction* a = bundled_menu_->addAction(QString());
    a->setData(path);
    connect(a, &QAction::triggered, this, [this, path] { open(path); });
  }

  connect(new_lesson_, &QAction::triggered, this, &LessonFiles::newFromState);
  connect(open_lesson_, &QAction::triggered, this, [this] {
    const QString path = QFileDialog::getOpenFileName(window_, tr("Open lesson"), QString(), tr("dpviz lessons (*.dpviz)"));
    if (!path.isEmpty()) open(path);
  });
  connect(save_lesson_, &QAction::triggered, this, [this] { saveWithDialog(false); });
  connect(save_lesson_as_, &QAction::triggered, this, [this] { saveWithDialog(true); });
  connect(close_lesson_, &QAction::triggered, this, [this] {
    if (keepOrDiscardChanges()) lessons_->close();
  });
  connect(actions_.next_stop, &QAction::triggered, this, &LessonFiles::next);
  connect(actions_.previous_stop, &QAction::triggered, lessons_, &LessonController::previous);
  LessonBanner* banner = parts_.banner;
  connect(banner, &LessonBanner::nextRequested, this, &LessonFiles::next);
  connect(banner, &LessonBanner::previousRequested, lessons_, &LessonController::previous);
  connect(banner, &LessonBanner::closeRequested, close_lesson_, &QAction::trigger);
  connect(lessons_, &LessonController::stopChanged, this, &LessonFiles::showStop);
  connect(lessons_, &LessonController::lessonChanged, this, &LessonFiles::onLessonChanged);
  connect(lessons_, &LessonController::modifiedChanged, this, &LessonFiles::retranslate);
  connect(editor_, &LessonEditor::changed, this, [this] { lessons_->edit(editor_->lesson()); });
  connect(editor_, &LessonEditor::stopActivated, lessons_, &LessonController::goTo);
  connect(editor_, &LessonEditor::addStopRequested, this, &LessonFiles::addStopFromState);
  onLessonChanged();
}

void LessonFiles::retranslate() {
  new_lesson_->setText(tr("New lesson from current state"));
  open_lesson_->setText(tr("Open lesson…"));
  save_lesson_->setText(tr("Save lesson"));
  save_lesson_as_->setText(tr("Save lesson as…"));
  close_lesson_->setText(tr("Close lesson"));
  recent_menu_->setTitle(tr("Recent lessons"));
  bundled_menu_->setTitle(tr("Lessons"));
  dock_->setWindowTitle(tr("Lesson"));
  const QString language = Language::current();
  for (QAction* a : bundled_menu_->actions()) {
    const LessonRead read = readLessonFile(a->data().toString());
    a->setText(read.lesson ? read.lesson->title.in(language) : a->data().toString());
  }
  recent_menu_->clear();
  for (const QString& path : settings_->recentLessons()) {
    QAction* a = recent_menu_->addAction(QDir::toNativeSeparators(path));
    connect(a, &QAction::triggered, this, [this, path] { open(path); });
  }
  recent_menu_->setEnabled(!recent_menu_->isEmpty());
  if (lessons_->isOpen()) {
    const QString title = lessons_->lesson().title.in(language);
    window_->setWindowTitle(tr("%1%2 — dpviz").arg(title, lessons_->modified() ? QStringLiteral(" *") : QString()));
  } else {
    window_->setWindowTitle(tr("dpviz — DataParallel visualizer"));
  }
}

bool LessonFiles::open(const QString& path, QString* error) {
  if (!keepOrDiscardChanges()) return false;
  QString why;
  if (!lessons_->open(path, &why)) {  // refused: the lesson and the window stay as they were
    if (error) *error = why;
    else QMessageBox::warning(window_, tr("Cannot open the lesson"), why);
    return false;
  }
  revealed_.clear();  // a class starts with every answer to come
  skipped_.clear();
  answers_.clear();
  if (!path.startsWith(QLatin1Char(':'))) settings_->addRecentLesson(QFileInfo(path).absoluteFilePath());
  retranslate();
  return true;
}

bool LessonFiles::save(const QString& path, QString* error) {
  if (!lessons_->saveAs(path, error)) return false;
  settings_->addRecentLesson(QFileInfo(path).absoluteFilePath());
  retranslate();
  return true;
}

bool LessonFiles::saveWithDialog(bool ask_path) {
  if (!lessons_->isOpen()) return false;
  QString path = lessons_->path();
  if (ask_path || path.isEmpty()) {
    path = QFileDialog::getSaveFileName(window_, tr("Save lesson"), QStringLiteral("lesson.dpviz"), tr("dpviz lessons (*.dpviz)"));
    if (path.isEmpty()) return false;
    if (!path.endsWith(QLatin1String(".dpviz"))) path += QStringLiteral(".dpviz");
  }
  QString error;
  if (save(path, &error)) return true;
  QMessageBox::warning(window_, tr("Cannot save the lesson"), tr("The lesson was not saved: %1").arg(error));
  return false;
}

bool LessonFiles::keepOrDiscardChanges() {
  if (!lessons_->isOpen() || !lessons_->modified()) return true;
  const auto answer = QMessageBox::question(window_, tr("Unsaved lesson"), tr("The lesson has changes that are not saved. Save them?"),
                                            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
  if (answer == QMessageBox::Cancel) return false;
  return answer == QMessageBox::Discard || saveWithDialog(false);
}

void LessonFiles::onLessonChanged() {
  const bool open = lessons_->isOpen();
  editor_->setLesson(lessons_->lesson());
  editor_->setCurrentStop(lessons_->current());
  for (QAction* a : {save_lesson_, save_lesson_as_, close_lesson_, actions_.next_stop, actions_.previous_stop}) a->setEnabled(open);
  dock_->toggleViewAction()->setEnabled(open);
  emit withheldChanged(open ? withheldAt(std::max(0, lessons_->current())) : QSet<QString>());
  if (!open) {
    revealed_.clear();
    skipped_.clear();
    answers_.clear();
    dock_->hide();
    parts_.banner->showStop({}, -1);
    parts_.transport->setStop(QString());
  } else {
    parts_.banner->showStop(lessons_->lesson(), lessons_->current());
  }
  retranslate();  // the window's title: the lesson's, or its own again
}

// Within one configuration a later stop is reached by running on.
void LessonFiles::showStop(int index) {
  if (index < 0 || index >= lessons_->count() || showing_stop_) return;
  showing_stop_ = true;
  emit stopLeft();
  emit withheldChanged(withheldAt(index));
  const Lesson& lesson = lessons_->lesson();
  const LessonStop& stop = lesson.stops[std::size_t(index)];
  parts_.banner->showStop(lesson, index);
  editor_->setCurrentStop(index);
  parts_.transport->setStop(tr("stop %1 of %2").arg(index + 1).arg(lessons_->count()));
  ControlsPanel* controls = parts_.controls;
  double speed = 1.0;
  dp::RunConfig config = lesson.configAt(index, &speed);
  controls->setSpeed(speed);
  const AnimPhase phase = stop.at.phase;
  const Pitfall* pitfall = findPitfall(stop.pitfall);
  if (pitfall) config = pitfall->config;
  config.backend = controls->config().backend;  // a lesson keeps the backend the user chose
  Player* player = session_->player();
  const bool same_run = session_->ready() && session_->scenario() == pitfall && session_->config() == config &&
                        (player->batchesShown() < stop.at.batch ||
                         (player->batchesShown() == stop.at.batch && player->phase() <= phase));
  if (!same_run) {
    session_->endScenario();
    if (pitfall) session_->startScenario(pitfall);
    controls->setConfig(config);
    session_->start(controls->config(), 0, RunSession::OnReady::Nothing, stop.at.batch);
  }
  session_->runTo(stop.at.batch, phase, 0.5);
  // Held before the stop's own phase (a hold that kept an earlier stop from this stop's answer): the
  // stop shows that phase, its question over it.
  if (player->held() && player->batchesShown() == stop.at.batch && player->heldBefore() == phase) {
    player->releaseGate();
    player->seek(0.5);
  }
  emit viewShown(stop.view);
  if (isDdpTabView(stop.view)) {  // the DDP tab with the stop's world and local batch
    DdpView* ddp = parts_.ddp;
    DdpLaunch launch = ddp->launch();
    std::tie(launch.world, launch.local_batch) = std::pair<int, int>(lesson.ddpAt(index));
    launch.data_size = int(lesson_format::kDdpDataSize);  // what {ddp_data_size} says
    launch.recording = stop.recording.isEmpty() ? QString() : lesson_format::recordingPath(stop.recording);
    ddp->setLaunch(launch);
    if (stop.view == AppView::Ddp) ddp->start();  // the ring runs; the comparison needs no run
    // A recording is read at once: "replay_at": "end" opens it at its last unit (a failure: where it stopped).
    if (stop.view == AppView::Ddp && stop.replay_at_end && !ddp->units().empty()) ddp->showUnit(int(ddp->units().size()) - 1);
  }
  // Asked last, once the stop's run and view stand (a new run ends an open question).
  if (const std::optional<dp::quiz::Question> question = lesson.quizAt(index)) emit questionAsked(*question);
  showing_stop_ = false;
}

QSet<QString> LessonFiles::withheldAt(int index) const {
  QSet<QString> keys = skipped_;
  const Lesson& lesson = lessons_->lesson();
  for (int j = 0; j < int(lesson.stops.size()); ++j) {
    if (j == index) {  // the stop's own question is asked here, over its view
      try {
        if (const std::optional<dp::quiz::Question> q = lesson.quizAt(j)) keys.remove(reveal::answerKey(*q));
      } catch (const std::exception&) {
      }
    }
    if (j <= index || !lesson.stops[std::size_t(j)].quiz) continue;
    try {
      if (const std::optional<dp::quiz::Question> q = lesson.quizAt(j)) keys.insert(reveal::answerKey(*q));
    } catch (const std::exception&) {
      // the reader refuses such a stop: none in an open lesson
    }
  }
  return keys - revealed_;
}

int LessonFiles::stopOfAnswer(const QString& key) const {
  const Lesson& lesson = lessons_->lesson();
  for (int j = 0; j < int(lesson.stops.size()); ++j) {
    if (!lesson.stops[std::size_t(j)].quiz) continue;
    try {
      if (const std::optional<dp::quiz::Question> q = lesson.quizAt(j); q && reveal::answerKey(*q) == key) return j;
    } catch (const std::exception&) {
    }
  }
  return -1;
}

void LessonFiles::answerRevealed(const QString& key) {
  if (!lessons_->isOpen() || revealed_.contains(key)) return;
  revealed_.insert(key);
  emit withheldChanged(withheldAt(lessons_->current()));
}

void LessonFiles::answerSkipped(const QString& key) {
  if (!lessons_->isOpen() || revealed_.contains(key) || skipped_.contains(key)) return;
  skipped_.insert(key);
  emit withheldChanged(withheldAt(lessons_->current()));
}

void LessonFiles::recordAnswer(ClassAnswer answer) {
  if (!lessons_->isOpen()) return;
  answer.stop = lessons_->current();
  // The stop's own question only (not one the stage asked at a reveal point on the way).
  try {
    const std::optional<dp::quiz::Question> own = lessons_->lesson().quizAt(answer.stop);
    if (!own || reveal::answerKey(*own) != reveal::answerKey(answer.question)) return;
  } catch (const std::exception&) {
    return;
  }
  for (ClassAnswer& a : answers_) {
    if (a.stop == answer.stop) {
      a = answer;
      return;
    }
  }
  answers_.append(answer);
}

void LessonFiles::next() {
  if (!lessons_->isOpen() || showing_stop_) return;
  if (lessons_->current() + 1 < lessons_->count()) {
    lessons_->next();
    return;
  }
  emit stopLeft();  // the last stop's question, if open, ends with it
  emit classEnded();
}

void LessonFiles::newFromState() {
  if (!keepOrDiscardChanges()) return;
  const dp::RunConfig c = parts_.controls->config();
  Lesson lesson;
  lesson.title = {QStringLiteral("New lesson"), QStringLiteral("新课程")};  // the file's data, in both languages
  lesson.config.gpus = c.gpus;
  lesson.config.batch_size = c.batch_size;
  lesson.config.data_size = c.data_size;
  lesson.config.input_size = c.input_size;
  lesson.config.output_size = c.output_size;
  lesson.config.seed = qint64(c.seed);
  lesson.config.shuffle = c.shuffle;
  lesson.config.drop_last = c.drop_last;
  lesson.config.output_device = c.output_device.value_or(0);
  lesson.config.speed = parts_.controls->speed();
  lesson.stops.push_back(stopFromState());
  lessons_->openNew(lesson);
  dock_->show();
}

LessonStop LessonFiles::stopFromState() const {
  const Player* player = session_->player();
  LessonStop stop;
  const AnimPhase phase = player->phase() == AnimPhase::Idle ? AnimPhase::Load : player->phase();
  stop.at = {int(std::max<qint64>(1, player->batchesShown())), phase};
  if (parts_.centre_tabs->currentWidget() == parts_.explorer) {
    stop.view = parts_.explorer->ddpPageShown() ? AppView::ExplorerDdp : AppView::Explorer;
  }
  if (parts_.centre_tabs->currentWidget() == parts_.ddp) {  // a DDP stop keeps the tab's ranks and batch
    stop.view = parts_.ddp->comparePageShown() ? AppView::DdpCompare : AppView::Ddp;
    stop.config.ddp = true;
    stop.config.world = parts_.ddp->launch().world;
    stop.config.local_batch = parts_.ddp->launch().local_batch;
  }
  return stop;
}

void LessonFiles::addStopFromState() {
  if (!lessons_->isOpen()) return;
  LessonStop stop = stopFromState();
  // What differs from the configuration the lesson has at the current stop is this stop's change.
  const dp::RunConfig was = lessons_->lesson().configAt(std::max(0, lessons_->current()));
  const dp::RunConfig now = parts_.controls->config();
  if (now.gpus != was.gpus) stop.config.gpus = now.gpus;
  if (now.batch_size != was.batch_size) stop.config.batch_size = now.batch_size;
  if (now.data_size != was.data_size) stop.config.data_size = now.data_size;
  if (now.drop_last != was.drop_last) stop.config.drop_last = now.drop_last;
  if (now.shuffle != was.shuffle) stop.config.shuffle = now.shuffle;
  editor_->insertStop(stop);
}

QString LessonFiles::draggedLesson(const QMimeData* data) {
  const QList<QUrl> urls = data->urls();
  if (urls.size() != 1 || !urls.first().isLocalFile()) return {};
  const QString path = urls.first().toLocalFile();
  return path.endsWith(QLatin1String(".dpviz")) ? path : QString();
}
