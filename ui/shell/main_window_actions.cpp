// MainWindow's actions and menus, language switching, and file exports (written atomically with
// QSaveFile; failures shown in a message box). Projector mode and zoom: main_window_view.cpp.
#include <QAction>
#include <QActionGroup>
#include <QBuffer>
#include <QApplication>
#include <QDockWidget>
#include <QFileDialog>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSaveFile>
#include <QStyle>
#include <QTabWidget>

#include "trace/chrome_trace.h"
#include "export/export_dialog.h"
#include "panels/controls_panel.h"
#include "stage/dataparallel_view.h"
#include "shell/language.h"
#include "panels/log_view.h"
#include "shell/main_window.h"

namespace {

bool saveBytes(const QString& path, const QByteArray& bytes, QString* error) {
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
    if (error) *error = file.errorString();
    return false;
  }
  return true;
}
}  // namespace

void MainWindow::createActions() {
  play_ = new QAction(this);
  play_->setShortcut(Qt::Key_Space);
  connect(play_, &QAction::triggered, session_->player(), &Player::togglePlay);
  step_phase_ = new QAction(this);
  step_phase_->setShortcut(Qt::Key_Right);
  connect(step_phase_, &QAction::triggered, session_->player(), &Player::stepPhase);
  step_batch_ = new QAction(this);
  step_batch_->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_Right));
  connect(step_batch_, &QAction::triggered, session_->player(), &Player::stepBatch);
  reset_ = new QAction(this);
  reset_->setShortcut(Qt::Key_Home);
  connect(reset_, &QAction::triggered, this, &MainWindow::applyConfig);
  for (auto* a : {play_, step_phase_, step_batch_, reset_}) {
    a->setShortcutContext(Qt::ApplicationShortcut);
    addAction(a);
  }
  play_->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));
  step_phase_->setIcon(style()->standardIcon(QStyle::SP_MediaSeekForward));
  step_batch_->setIcon(style()->standardIcon(QStyle::SP_MediaSkipForward));
  reset_->setIcon(style()->standardIcon(QStyle::SP_BrowserReload));

  export_trace_ = new QAction(this);
  connect(export_trace_, &QAction::triggered, this, [this] { exportWithDialog(FileExport::Trace); });
  export_log_ = new QAction(this);
  connect(export_log_, &QAction::triggered, this, [this] { exportWithDialog(FileExport::Log); });
  screenshot_ = new QAction(this);
  screenshot_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
  connect(screenshot_, &QAction::triggered, this, [this] { exportWithDialog(FileExport::Screenshot); });
  export_animation_ = new QAction(this);
  connect(export_animation_, &QAction::triggered, this, [this] { exportAnimationWithDialog(this); });
  quit_ = new QAction(this);
  quit_->setShortcut(QKeySequence::Quit);
  connect(quit_, &QAction::triggered, this, &QWidget::close);
  presentation_ = new QAction(this);
  presentation_->setCheckable(true);
  presentation_->setShortcut(Qt::Key_F11);
  connect(presentation_, &QAction::triggered, this, [this] { setPresentation(!presentation_mode_); });
  about_ = new QAction(this);
  connect(about_, &QAction::triggered, this, [this] {
    QMessageBox::about(this, tr("About dpviz"),
                       tr("<b>dpviz %1</b><p>Watch PyTorch's nn.DataParallel split, run and gather each "
                          "batch, on simulated or real GPUs.</p><p>License: GPL-3.0-or-later.</p>")
                           .arg(QApplication::applicationVersion()));
  });
  lang_group_ = new QActionGroup(this);
  lang_zh_ = new QAction(QStringLiteral("中文"), lang_group_);
  lang_en_ = new QAction(QStringLiteral("English"), lang_group_);
  for (auto* a : {lang_zh_, lang_en_}) a->setCheckable(true);
  connect(lang_zh_, &QAction::triggered, this, [this] { setLanguage("zh_CN"); });
  connect(lang_en_, &QAction::triggered, this, [this] { setLanguage("en"); });
}

void MainWindow::createMenus() {
  file_menu_ = menuBar()->addMenu(QString());
  export_menu_ = file_menu_->addMenu(QString());
  export_menu_->addActions({export_animation_, export_trace_, export_log_, screenshot_});
  file_menu_->addSeparator();
  file_menu_->addAction(quit_);
  view_menu_ = menuBar()->addMenu(QString());
  view_menu_->addAction(controls_dock_->toggleViewAction());
  view_menu_->addAction(bottom_dock_->toggleViewAction());
  view_menu_->addSeparator();
  view_menu_->addActions({presentation_, zoom_in_, zoom_out_, zoom_reset_});
  view_menu_->addSeparator();
  view_menu_->addActions({legend_, done_pause_});
  language_menu_ = menuBar()->addMenu(QString());
  language_menu_->addActions({lang_zh_, lang_en_});
  help_menu_ = menuBar()->addMenu(QString());
  help_menu_->addActions({shortcuts_, about_});
  // Every key works with the menu bar hidden too (projector mode hides it).
  for (QAction* a : shortcutActions()) addAction(a);
}

void MainWindow::retranslate() {
  setWindowTitle(tr("dpviz — DataParallel visualizer"));
  play_->setText(session_->player()->playing() ? tr("Pause") : tr("Play"));
  play_->setIcon(style()->standardIcon(session_->player()->playing() ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
  play_->setToolTip(tr("Play or pause (Space)"));
  step_phase_->setText(tr("Phase"));
  step_phase_->setToolTip(tr("Step one phase (→)"));
  step_batch_->setText(tr("Batch"));
  step_batch_->setToolTip(tr("Step one batch (Shift+→)"));
  reset_->setText(tr("Reset"));
  reset_->setToolTip(tr("Start the epoch again (Home)"));
  export_menu_->setTitle(tr("&Export"));
  export_animation_->setText(tr("Animation (MP4, GIF)…"));
  export_trace_->setText(tr("Trace (Perfetto)…"));
  export_log_->setText(tr("Log (text)…"));
  screenshot_->setText(tr("Screenshot (PNG)…"));
  quit_->setText(tr("Quit"));
  presentation_->setText(tr("Projector mode"));
  about_->setText(tr("About dpviz"));
  file_menu_->setTitle(tr("&File"));
  view_menu_->setTitle(tr("&View"));
  language_menu_->setTitle(tr("&Language"));
  help_menu_->setTitle(tr("&Help"));
  controls_dock_->setWindowTitle(tr("Controls"));
  bottom_dock_->setWindowTitle(tr("Output"));
  tabs_->setTabText(0, tr("Log"));
  tabs_->setTabText(1, tr("Timings"));
  tabs_->setTabText(2, tr("Scaling"));
  tabs_->setTabText(3, tr("Loss"));
  (Language::current() == "zh_CN" ? lang_zh_ : lang_en_)->setChecked(true);
  retranslateView();
  retranslateLessons();
  if (lessons_) retranslateLessonFiles();  // the lesson's title in the window's title
  updateStatus();
}

void MainWindow::setLanguage(const QString& language) {
  Language::apply(language);
  settings_->setLanguage(Language::current());
  // QCoreApplication sends LanguageChange to every widget; each retranslates itself.
}

void MainWindow::exportWithDialog(FileExport kind) {
  QString name, filter;  // the suggested file name and the dialog's filter
  switch (kind) {
    case FileExport::Trace:
      name = QStringLiteral("dpviz-trace.json");
      filter = tr("Chrome trace (*.json)");
      break;
    case FileExport::Log:
      name = QStringLiteral("dpviz-log.txt");
      filter = tr("Text (*.txt)");
      break;
    case FileExport::Screenshot:
      name = QStringLiteral("dpviz.png");
      filter = tr("PNG image (*.png)");
      break;
  }
  const QString path = QFileDialog::getSaveFileName(this, tr("Save as"), name, filter);
  if (path.isEmpty()) return;
  QString error;
  bool ok = false;
  switch (kind) {
    case FileExport::Trace: ok = exportTrace(path, &error); break;
    case FileExport::Log: ok = exportLog(path, &error); break;
    case FileExport::Screenshot: ok = saveScreenshot(path, &error); break;
  }
  if (!ok) QMessageBox::warning(this, tr("Could not save"), tr("Cannot write %1:\n%2").arg(path, error));
}

bool MainWindow::exportTrace(const QString& path, QString* error) {
  const std::string json = dp::chrome_trace_json(session_->events(), session_->lanes());
  return saveBytes(path, QByteArray::fromStdString(json), error);
}

bool MainWindow::exportLog(const QString& path, QString* error) {
  return saveBytes(path, (log_->text() + '\n').toUtf8(), error);
}

bool MainWindow::saveScreenshot(const QString& path, QString* error) {
  const QImage image = grab().toImage();
  QByteArray bytes;
  QBuffer buffer(&bytes);
  buffer.open(QIODevice::WriteOnly);
  if (image.isNull() || !image.save(&buffer, "PNG")) {
    if (error) *error = tr("the window could not be rendered");
    return false;
  }
  return saveBytes(path, bytes, error);
}
