// The export dialog and the progress dialog around AnimationExport. The window itself is what is
// filmed: it plays the chosen batches frame by frame behind the (separate, modal) progress dialog.
#include "export/export_dialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QSpinBox>
#include <QStatusBar>
#include <algorithm>
#include <memory>

#include "export/animation_export.h"
#include "export/kept_colours.h"
#include "export/video_encoder.h"
#include "session/run_session.h"
#include "stage/player.h"

ExportAnimationDialog::ExportAnimationDialog(qint64 batches, double batch_seconds, QWidget* parent)
    : QDialog(parent), batch_seconds_(batch_seconds) {
  setWindowTitle(tr("Export animation"));
  path_ = new QLineEdit(QDir::home().filePath(QStringLiteral("dpviz.mp4")), this);
  auto* browse = new QPushButton(tr("Browse…"), this);
  connect(browse, &QPushButton::clicked, this, &ExportAnimationDialog::browse);
  auto* file_row = new QHBoxLayout;
  file_row->addWidget(path_, 1);
  file_row->addWidget(browse);
  first_ = new QSpinBox(this);
  last_ = new QSpinBox(this);
  for (QSpinBox* box : {first_, last_}) box->setRange(1, int(std::max<qint64>(1, batches)));
  last_->setValue(last_->maximum());
  connect(first_, &QSpinBox::valueChanged, this, [this](int v) { last_->setValue(std::max(v, last_->value())); });
  connect(last_, &QSpinBox::valueChanged, this, [this](int v) { first_->setValue(std::min(v, first_->value())); });
  for (QSpinBox* box : {first_, last_}) connect(box, &QSpinBox::valueChanged, this, &ExportAnimationDialog::updateLength);
  auto* range_row = new QHBoxLayout;
  range_row->addWidget(first_);
  range_row->addWidget(new QLabel(tr("to"), this));
  range_row->addWidget(last_);
  range_row->addWidget(new QLabel(tr("of %n batch(es)", nullptr, int(batches)), this), 1);
  length_ = new QLabel(this);
  length_->setWordWrap(true);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  buttons->button(QDialogButtonBox::Ok)->setText(tr("Export"));
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  auto* form = new QFormLayout(this);
  form->addRow(tr("File (.mp4 or .gif):"), file_row);
  form->addRow(tr("Batches:"), range_row);
  form->addRow(length_);
  keep_transport_ = new QCheckBox(tr("Keep the transport bar (projector mode's buttons) in the video"), this);
  keep_transport_->setObjectName(QStringLiteral("keepTransport"));
  form->addRow(keep_transport_);
  form->addRow(buttons);
  updateLength();
}

QString ExportAnimationDialog::path() const { return path_->text().trimmed(); }
int ExportAnimationDialog::firstBatch() const { return first_->value(); }
int ExportAnimationDialog::lastBatch() const { return last_->value(); }
bool ExportAnimationDialog::keepTransport() const { return keep_transport_->isChecked(); }
void ExportAnimationDialog::setPath(const QString& path) { path_->setText(path); }

void ExportAnimationDialog::browse() {
  const QString chosen = QFileDialog::getSaveFileName(this, tr("Save as"), path(),
                                                      tr("MP4 video (*.mp4);;GIF animation (*.gif)"));
  if (!chosen.isEmpty()) path_->setText(chosen);
}

void ExportAnimationDialog::updateLength() {
  const double seconds = (last_->value() - first_->value() + 1) * batch_seconds_;
  length_->setText(tr("The animation as it plays at 1×, %1 frames a second: %2 s of video. It is rendered "
                      "frame by frame, so the video is smooth however fast this computer is.")
                       .arg(VideoEncoder::kFps)
                       .arg(seconds, 0, 'f', 1));
}

namespace {

bool renderAnimation(FilmedWindow* window, const QString& path, int first, int last, bool keep_transport,
                     QString* error) {
  AnimationExport animation(window);
  animation.setKeepTransport(keep_transport);
  if (!animation.prepare(first, last, error)) return false;
  std::string reason;
  const QSize size = animation.frameSize();
  std::unique_ptr<VideoEncoder> encoder = VideoEncoder::open(path.toStdString(), size.width(), size.height(), &reason, gifKeptColours());
  if (!encoder) {
    *error = QString::fromStdString(reason);
    return false;
  }
  const qint64 total = animation.frameCount();
  QProgressDialog progress(ExportAnimationDialog::tr("Rendering %1…").arg(QFileInfo(path).fileName()),
                           ExportAnimationDialog::tr("Cancel"), 0, int(total), window->filmedWindow());
  progress.setWindowTitle(ExportAnimationDialog::tr("Export animation"));
  progress.setWindowModality(Qt::WindowModal);
  progress.setMinimumDuration(0);
  const auto step = [&](std::int64_t done, std::int64_t) {
    progress.setValue(int(done));
    progress.setLabelText(ExportAnimationDialog::tr("Rendering %1: frame %2 of %3…")
                              .arg(QFileInfo(path).fileName())
                              .arg(done)
                              .arg(total));
    return !progress.wasCanceled();
  };
  if (!animation.render(encoder.get(), step, error)) return false;  // the encoder's temporary file goes with it
  if (!encoder->finish(&reason)) {
    *error = QString::fromStdString(reason);
    return false;
  }
  return true;
}

}  // namespace

bool exportAnimation(FilmedWindow* window, const QString& path, int first, int last, QString* error,
                     bool keep_transport) {
  error->clear();
  // The export replays the run from its start; afterwards the window is back at the batch it
  // showed (at its first phase, paused), whether the export worked, failed or was cancelled.
  Player* player = window->session()->player();
  const int shown = int(std::max<qint64>(1, player->batchesShown()));
  const bool ok = renderAnimation(window, path, first, last, keep_transport, error);
  player->pause();
  player->setExternalClock(false);
  RunSession* session = window->session();
  session->start(session->config(), 0, RunSession::OnReady::ShowFirstLoad, shown);
  return ok;
}

void exportAnimationWithDialog(FilmedWindow* window) {
  const RunSession* session = window->session();
  const double batch = session->player()->batchSeconds();  // the batch on screen, at its reading pace
  ExportAnimationDialog dialog(session->player()->batchCount(), batch, window->filmedWindow());
  if (dialog.exec() != QDialog::Accepted) return;
  std::string reason;
  QString error;
  if (!VideoEncoder::checkPath(dialog.path().toStdString(), &reason)) {
    error = QString::fromStdString(reason);
  } else if (exportAnimation(window, dialog.path(), dialog.firstBatch(), dialog.lastBatch(), &error,
                                     dialog.keepTransport())) {
    window->filmedWindow()->statusBar()->showMessage(ExportAnimationDialog::tr("Wrote %1").arg(dialog.path()),
                                                     10000);
    return;
  }
  // The reason is the system's or FFmpeg's own line ("cannot write …: Permission denied").
  if (!error.isEmpty()) {
    QMessageBox::warning(window->filmedWindow(), ExportAnimationDialog::tr("Could not export the animation"), error);
  }
}
