// What MainWindow's own actions do (the actions themselves: WindowActions; projector mode and zoom:
// WindowLayout), language switching, and file exports (written atomically with QSaveFile; failures
// shown in a message box).
#include <QAction>
#include <QApplication>
#include <QBuffer>
#include <QFileDialog>
#include <QMessageBox>
#include <QSaveFile>

#include "common/language.h"
#include "ddp/ddp_view.h"
#include "export/export_dialog.h"
#include "export/worksheet_dialog.h"
#include "panels/log_view.h"
#include "shell/main_window.h"
#include "shell/shortcut_sheet.h"
#include "stage/dataparallel_view.h"
#include "trace/chrome_trace.h"

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

void MainWindow::connectActions() {
  Player* player = session_->player();
  // The transport drives the DDP tab's ring while it is the centre's current tab, else the Player.
  const auto onDdp = [this] { return parts_.centre_tabs->currentWidget() == parts_.ddp; };
  DdpView* ddp = parts_.ddp;
  connect(actions_.play, &QAction::triggered, this, [=] { onDdp() ? ddp->togglePlay() : player->togglePlay(); });
  connect(actions_.step_phase, &QAction::triggered, this, [=] { onDdp() ? ddp->stepForward() : player->stepPhase(); });
  connect(actions_.step_batch, &QAction::triggered, this, [=] { onDdp() ? ddp->stepWholeStep() : player->stepBatch(); });
  connect(actions_.back, &QAction::triggered, this, [=] { onDdp() ? ddp->stepBack() : player->stepBack(); });
  connect(actions_.reset, &QAction::triggered, this, [=, this] { onDdp() ? ddp->reset() : applyConfig(); });
  connect(actions_.export_trace, &QAction::triggered, this, [this] { exportWithDialog(FileExport::Trace); });
  connect(actions_.export_log, &QAction::triggered, this, [this] { exportWithDialog(FileExport::Log); });
  connect(actions_.screenshot, &QAction::triggered, this, [this] { exportWithDialog(FileExport::Screenshot); });
  connect(actions_.export_animation, &QAction::triggered, this, [this] { exportAnimationWithDialog(this); });
  connect(actions_.export_worksheet, &QAction::triggered, this, [this] { exportWorksheetWithDialog(this); });
  connect(actions_.quit, &QAction::triggered, this, &QWidget::close);
  connect(actions_.done_pause, &QAction::toggled, this, &MainWindow::setDonePause);
  connect(actions_.phase_pause, &QAction::toggled, this, &MainWindow::setPauseAtEveryPhase);
  connect(actions_.legend, &QAction::toggled, parts_.view, &DataParallelView::setLegendVisible);
  connect(actions_.shortcuts, &QAction::triggered, shortcut_sheet_, [sheet = shortcut_sheet_] {
    sheet->show();
    sheet->raise();
    sheet->activateWindow();
  });
  connect(actions_.about, &QAction::triggered, this, [this] {
    QMessageBox::about(this, tr("About dpviz"),
                       tr("<b>dpviz %1</b><p>Watch PyTorch's nn.DataParallel split, run and gather each "
                          "batch, on simulated or real GPUs.</p><p>License: GPL-3.0-or-later.</p>")
                           .arg(QApplication::applicationVersion()));
  });
  connect(actions_.lang_zh, &QAction::triggered, this, [this] { setLanguage("zh_CN"); });
  connect(actions_.lang_en, &QAction::triggered, this, [this] { setLanguage("en"); });
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
  return saveBytes(path, (parts_.log->text() + '\n').toUtf8(), error);
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
