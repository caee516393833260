// MainWindow's lesson files: File › New lesson / Open / Save / Save As / Recent / Lessons / Close,
// the banner over the stage, the editor dock, Page Down / Page Up, drag and drop, and the question
// before unsaved changes are lost. Going to a stop runs its configuration to its batch and phase.
#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QTabWidget>

#include "ddp/ddp_view.h"
#include "lessons/lesson_banner.h"
#include "lessons/lesson_controller.h"
#include "lessons/lesson_editor.h"
#include "lessons/lesson_reader.h"
#include "lessons/pitfalls.h"
#include "panels/controls_panel.h"
#include "panels/log_view.h"
#include "panels/loss_view.h"
#include "panels/scaling_view.h"
#include "panels/timings_view.h"
#include "shell/language.h"
#include "shell/main_window.h"
#include "shell/projector_bars.h"

namespace {
const QStringList kBundledLessons = {":/lessons/tutorial.dpviz", ":/lessons/last-batch.dpviz", ":/lessons/dp-vs-ddp.dpviz",
                                     ":/lessons/gradients.dpviz"};

bool isLessonFile(const QUrl& url) { return url.isLocalFile() && url.toLocalFile().endsWith(QLatin1String(".dpviz")); }
}  // namespace

void MainWindow::createLessonFiles() {
  lessons_ = new LessonController(this);
  lesson_editor_ = new LessonEditor(this);
  lesson_dock_ = new QDockWidget(this);
  lesson_dock_->setObjectName(QStringLiteral("LessonDock"));
  lesson_dock_->setWidget(lesson_editor_);
  addDockWidget(Qt::RightDockWidgetArea, lesson_dock_);
  lesson_dock_->hide();
  view_menu_->insertAction(view_menu_->actions().value(2), lesson_dock_->toggleViewAction());

  new_lesson_ = new QAction(this);
  open_lesson_ = new QAction(this);
  open_lesson_->setShortcut(QKeySequence::Open);
  save_lesson_ = new QAction(this);
  save_lesson_->setShortcut(QKeySequence::Save);
  save_lesson_as_ = new QAction(this);
  save_lesson_as_->setShortcut(QKeySequence::SaveAs);
  close_lesson_ = new QAction(this);
  recent_menu_ = new QMenu(this);
  bundled_menu_ = new QMenu(this);
  QAction* first = file_menu_->actions().value(0);
  file_menu_->insertActions(first, {new_lesson_, open_lesson_});
  file_menu_->insertMenu(first, recent_menu_);
  file_menu_->insertMenu(first, bundled_menu_);
  file_menu_->insertActions(first, {save_lesson_, save_lesson_as_, close_lesson_});
  file_menu_->insertSeparator(first);
  for (const QString& path : kBundledLessons) {
    QAction* a = bundled_menu_->addAction(QString());
    a->setData(path);
    connect(a, &QAction::triggered, this, [this, path] { openLesson(path); });
  }

  connect(new_lesson_, &QAction::triggered, this, &MainWindow::newLessonFromState);
  connect(open_lesson_, &QAction::triggered, this, [this] {
    const QString path = QFileDialog::getOpenFileName(this, tr("Open lesson"), QString(), tr("dpviz lessons (*.dpviz)"));
    if (!path.isEmpty()) openLesson(path);
  });
  connect(save_lesson_, &QAction::triggered, this, [this] { saveLessonWithDialog(false); });
  connect(save_lesson_as_, &QAction::triggered, this, [this] { saveLessonWithDialog(true); });
  connect(close_lesson_, &QAction::triggered, this, [this] {
    if (keepOrDiscardLessonChanges()) lessons_->close();
  });
  connect(next_stop_, &QAction::triggered, lessons_, &LessonController::next);
  connect(previous_stop_, &QAction::triggered, lessons_, &LessonController::previous);
  connect(lesson_banner_, &LessonBanner::nextRequested, lessons_, &LessonController::next);
  connect(lesson_banner_, &LessonBanner::previousRequested, lessons_, &LessonController::previous);
  connect(lesson_banner_, &LessonBanner::closeRequested, close_lesson_, &QAction::trigger);
  connect(lessons_, &LessonController::stopChanged, this, &MainWindow::showLessonStop);
  connect(lessons_, &LessonController::lessonChanged, this, &MainWindow::onLessonChanged);
  connect(lessons_, &LessonController::modifiedChanged, this, &MainWindow::retranslateLessonFiles);
  connect(lesson_editor_, &LessonEditor::changed, this, [this] { lessons_->edit(lesson_editor_->lesson()); });
  connect(lesson_editor_, &LessonEditor::stopActivated, lessons_, &LessonController::goTo);
  connect(lesson_editor_, &LessonEditor::addStopRequested, this, &MainWindow::addStopFromState);
  setAcceptDrops(true);
  onLessonChanged();
}

void MainWindow::retranslateLessonFiles() {
  new_lesson_->setText(tr("New lesson from current state"));
  open_lesson_->setText(tr("Open lesson…"));
  save_lesson_->setText(tr("Save lesson"));
  save_lesson_as_->setText(tr("Save lesson as…"));
  close_lesson_->setText(tr("Close lesson"));
  recent_menu_->setTitle(tr("Recent lessons"));
  bundled_menu_->setTitle(tr("Lessons"));
  lesson_dock_->setWindowTitle(tr("Lesson"));
  const QString language = Language::current();
  for (QAction* a : bundled_menu_->actions()) {
    const LessonRead read = readLessonFile(a->data().toString());
    a->setText(read.lesson ? read.lesson->title.in(language) : a->data().toString());
  }
  recent_menu_->clear();
  for (const QString& path : settings_->recentLessons()) {
    QAction* a = recent_menu_->addAction(QDir::toNativeSeparators(path));
    connect(a, &QAction::triggered, this, [this, path] { openLesson(path); });
  }
  recent_menu_->setEnabled(!recent_menu_->isEmpty());
  if (lessons_->isOpen()) {
    const QString title = lessons_->lesson().title.in(language);
    setWindowTitle(tr("%1%2 — dpviz").arg(title, lessons_->modified() ? QStringLiteral(" *") : QString()));
  }
}

bool MainWindow::openLesson(const QString& path, QString* error) {
  if (!keepOrDiscardLessonChanges()) return false;
  QString why;
  if (!lessons_->open(path, &why)) {  // refused: the lesson and the window stay as they were
    if (error) *error = why;
    else QMessageBox::warning(this, tr("Cannot open the lesson"), why);
    return false;
  }
  if (!path.startsWith(QLatin1Char(':'))) settings_->addRecentLesson(QFileInfo(path).absoluteFilePath());
  retranslateLessonFiles();
  return true;
}

bool MainWindow::saveLesson(const QString& path, QString* error) {
  if (!lessons_->saveAs(path, error)) return false;
  settings_->addRecentLesson(QFileInfo(path).absoluteFilePath());
  retranslateLessonFiles();
  return true;
}

bool MainWindow::saveLessonWithDialog(bool ask_path) {
  if (!lessons_->isOpen()) return false;
  QString path = lessons_->path();
  if (ask_path || path.isEmpty()) {
    path = QFileDialog::getSaveFileName(this, tr("Save lesson"), QStringLiteral("lesson.dpviz"), tr("dpviz lessons (*.dpviz)"));
    if (path.isEmpty()) return false;
    if (!path.endsWith(QLatin1String(".dpviz"))) path += QStringLiteral(".dpviz");
  }
  QString error;
  if (saveLesson(path, &error)) return true;
  QMessageBox::warning(this, tr("Cannot save the lesson"), tr("The lesson was not saved: %1").arg(error));
  return false;
}

bool MainWindow::keepOrDiscardLessonChanges() {
  if (!lessons_->isOpen() || !lessons_->modified()) return true;
  const auto answer = QMessageBox::question(this, tr("Unsaved lesson"), tr("The lesson has changes that are not saved. Save them?"),
                                            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
  if (answer == QMessageBox::Cancel) return false;
  return answer == QMessageBox::Discard || saveLessonWithDialog(false);
}

void MainWindow::onLessonChanged() {
  const bool open = lessons_->isOpen();
  lesson_editor_->setLesson(lessons_->lesson());
  lesson_editor_->setCurrentStop(lessons_->current());
  for (QAction* a : {save_lesson_, save_lesson_as_, close_lesson_, next_stop_, previous_stop_}) a->setEnabled(open);
  lesson_dock_->toggleViewAction()->setEnabled(open);
  if (!open) {
    lesson_dock_->hide();
    lesson_banner_->showStop({}, -1);
    transport_->setStop(QString());
    retranslate();  // the window's own title again
  } else {
    lesson_banner_->showStop(lessons_->lesson(), lessons_->current());
  }
  retranslateLessonFiles();
}

// Runs the stop's configuration (or its pitfall scenario) to its batch and phase, paused there,
// and shows its view. Within one configuration a later stop is reached by running on.
void MainWindow::showLessonStop(int index) {
  if (index < 0 || index >= lessons_->count() || showing_stop_) return;
  showing_stop_ = true;
  const Lesson& lesson = lessons_->lesson();
  const LessonStop& stop = lesson.stops[std::size_t(index)];
  lesson_banner_->showStop(lesson, index);
  lesson_editor_->setCurrentStop(index);
  transport_->setStop(tr("stop %1 of %2").arg(index + 1).arg(lessons_->count()));
  double speed = 1.0;
  dp::RunConfig config = lesson.configAt(index, &speed);
  controls_->setSpeed(speed);
  AnimPhase phase = AnimPhase::Load;
  animPhaseFromName(stop.at.phase, &phase);
  const Pitfall* pitfall = findPitfall(stop.pitfall);
  if (pitfall) config = pitfall->config;
  config.backend = controls_->config().backend;  // a lesson keeps the backend the user chose
  Player* player = session_->player();
  const bool same_run = session_->ready() && session_->scenario() == pitfall && session_->config() == config &&
                        (player->batchesShown() < stop.at.batch ||
                         (player->batchesShown() == stop.at.batch && player->phase() <= phase));
  if (!same_run) {
    session_->endScenario();
    if (pitfall) session_->startScenario(pitfall);
    controls_->setConfig(config);
    session_->start(controls_->config(), 0, RunSession::OnReady::Nothing, stop.at.batch);
  }
  session_->runTo(stop.at.batch, phase, 0.5);
  centre_tabs_->setCurrentIndex(stop.view == QLatin1String("explorer") ? 1 : 0);
  if (stop.view == QLatin1String("timings")) tabs_->setCurrentWidget(timings_);
  if (stop.view == QLatin1String("scaling")) tabs_->setCurrentWidget(scaling_);
  if (stop.view == QLatin1String("loss")) tabs_->setCurrentWidget(loss_view_);
  if (stop.view == QLatin1String("ddp")) {  // the DDP tab, running the stop's world and local batch
    centre_tabs_->setCurrentWidget(ddp_);
    DdpLaunch launch = ddp_->launch();
    std::tie(launch.world, launch.local_batch) = std::pair<int, int>(lesson.ddpAt(index));
    ddp_->setLaunch(launch);
    ddp_->start();
  }
  showing_stop_ = false;
}

void MainWindow::newLessonFromState() {
  if (!keepOrDiscardLessonChanges()) return;
  const dp::RunConfig c = controls_->config();
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
  lesson.config.speed = controls_->speed();
  lesson.stops.push_back(stopFromState());
  lessons_->openNew(lesson);
  lesson_dock_->show();
}

LessonStop MainWindow::stopFromState() const {
  const Player* player = session_->player();
  LessonStop stop;
  const AnimPhase phase = player->phase() == AnimPhase::Idle ? AnimPhase::Load : player->phase();
  stop.at = {int(std::max<qint64>(1, player->batchesShown())), animPhaseName(phase)};
  if (centre_tabs_->currentIndex() == 1) stop.view = QStringLiteral("explorer");
  if (centre_tabs_->currentWidget() == ddp_) {  // a DDP stop keeps the tab's ranks and batch
    stop.view = QStringLiteral("ddp");
    stop.config.ddp = true;
    stop.config.world = ddp_->launch().world;
    stop.config.local_batch = ddp_->launch().local_batch;
  }
  return stop;
}

void MainWindow::addStopFromState() {
  if (!lessons_->isOpen()) return;
  LessonStop stop = stopFromState();
  // What differs from the configuration the lesson has at the current stop is this stop's change.
  const dp::RunConfig was = lessons_->lesson().configAt(std::max(0, lessons_->current()));
  const dp::RunConfig now = controls_->config();
  if (now.gpus != was.gpus) stop.config.gpus = now.gpus;
  if (now.batch_size != was.batch_size) stop.config.batch_size = now.batch_size;
  if (now.data_size != was.data_size) stop.config.data_size = now.data_size;
  if (now.drop_last != was.drop_last) stop.config.drop_last = now.drop_last;
  if (now.shuffle != was.shuffle) stop.config.shuffle = now.shuffle;
  lesson_editor_->insertStop(stop);
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
  const QList<QUrl> urls = event->mimeData()->urls();
  if (urls.size() == 1 && isLessonFile(urls.first())) event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
  const QList<QUrl> urls = event->mimeData()->urls();
  if (urls.size() != 1 || !isLessonFile(urls.first())) return;
  event->acceptProposedAction();
  openLesson(urls.first().toLocalFile());
}
