// The player on an external clock: each frame is drawn, grabbed from the window and encoded, then
// the clock moves 1/30 s; when the engine has not delivered the next batch yet, the clock waits for
// it instead of skipping, so the video never jumps.
#include "export/animation_export.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEvent>
#include <QImage>
#include <QMainWindow>
#include <QPixmap>
#include <QPointer>
#include <QWidget>
#include <cmath>
#include <string>

#include "export/video_encoder.h"
#include "session/run_session.h"
#include "stage/player.h"

namespace {
constexpr int kEngineWaitMs = 30000;  // a batch of the tutorial's sizes takes milliseconds
}

bool AnimationExport::prepare(int first, int last, QString* error) {
  RunSession* session = window_->session();
  if (!session->waitReady(kEngineWaitMs)) {
    *error = QStringLiteral("the engine did not start");
    return false;
  }
  Player* player = session->player();
  player->pause();
  player->setExternalClock(true);
  // The run again from its start: the batches before `first` are run and logged, not drawn.
  session->start(session->config(), 0, RunSession::OnReady::Nothing, first);
  if (!session->waitReady(kEngineWaitMs) || !session->error().isEmpty()) {
    *error = session->error().isEmpty() ? QStringLiteral("the engine did not start") : session->error();
    return false;
  }
  const qint64 count = player->batchCount();
  if (last == 0) last = int(count);
  if (first < 1 || first > last || last > count) {
    *error = QStringLiteral("--export-batches: this run has batches 1-%1, not %2-%3").arg(count).arg(first).arg(last);
    return false;
  }
  first_ = first;
  last_ = last;
  player->play();  // starts drawing batch `first` once the engine has delivered it
  QElapsedTimer waited;
  waited.start();
  while (player->batchesShown() != first && waited.elapsed() < kEngineWaitMs) {
    QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 20);
  }
  if (player->batchesShown() != first || player->phase() != AnimPhase::Load) {
    *error = QStringLiteral("the engine did not deliver batch %1").arg(first);
    return false;
  }
  // Each phase holds its caption's reading time: the batches shown take about as long as this one.
  seconds_ = (last - first + 1) * player->batchSeconds();
  player->tick(0.0);  // the first frame drawn
  return true;
}

std::int64_t AnimationExport::frameCount() const { return std::llround(seconds_ * VideoEncoder::kFps); }

QSize AnimationExport::frameSize() const {
  const QMainWindow* window = window_->filmedWindow();
  return window->size() * window->devicePixelRatio();
}

void AnimationExport::settleLayout() {
  // A caption's new text changes its height, which travels up one layout per pass (as for screenshots).
  for (int pass = 0; pass < 4; ++pass) QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
}

bool AnimationExport::advanceOneFrame(QString* error) {
  Player* player = window_->session()->player();
  double left = player->tick(1.0 / VideoEncoder::kFps);
  QElapsedTimer waited;
  waited.start();
  while (left > 0 && player->playing()) {  // waiting for the engine's next batch
    if (waited.elapsed() > kEngineWaitMs) {
      *error = QStringLiteral("the engine did not deliver batch %1").arg(player->batchesReached() + 1);
      return false;
    }
    QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 20);
    left = player->tick(left);
  }
  return true;
}

namespace {
// Hides the transport bar for the frames and shows it again however render() ends.
class TransportHidden {
 public:
  explicit TransportHidden(QWidget* bar) : bar_(bar && bar->isVisible() ? bar : nullptr) {
    if (bar_) bar_->hide();
  }
  ~TransportHidden() {
    if (bar_) bar_->show();
  }
  TransportHidden(const TransportHidden&) = delete;
  TransportHidden& operator=(const TransportHidden&) = delete;

 private:
  QPointer<QWidget> bar_;
};
}  // namespace

bool AnimationExport::render(VideoEncoder* encoder, const Progress& progress, QString* error) {
  cancelled_ = false;
  const TransportHidden hidden(keep_transport_ ? nullptr : window_->transportBar());
  const std::int64_t total = frameCount();
  const QSize size = frameSize();
  for (std::int64_t i = 0; i < total; ++i) {
    QCoreApplication::processEvents();  // the engine's batches, a progress dialog's Cancel
    settleLayout();
    QImage image = window_->filmedWindow()->grab().toImage().convertToFormat(QImage::Format_RGB32);
    if (image.size() != size) {  // the window was resized while exporting: the video keeps its size
      image = image.scaled(size, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    }
    std::string reason;
    if (!encoder->addFrame(image.constBits(), int(image.bytesPerLine()), &reason)) {
      *error = QString::fromStdString(reason);
      return false;
    }
    if (progress && !progress(i + 1, total)) {
      cancelled_ = true;
      break;
    }
    if (i + 1 < total && !advanceOneFrame(error)) return false;
  }
  Player* player = window_->session()->player();
  player->pause();
  player->setExternalClock(false);
  return !cancelled_;
}
