// The command-line export: refusals first (path, batches, encoder), then the frames with a progress
// line per tenth on stderr. SIGINT or SIGTERM cancels like the dialog's Cancel: no file is left.
#include "export/export_cli.h"

#include <QGuiApplication>
#include <QMainWindow>
#include <QStringList>
#include <csignal>
#include <cstdio>
#include <memory>

#include "export/animation_export.h"
#include "export/kept_colours.h"
#include "export/video_encoder.h"

namespace {
volatile std::sig_atomic_t interrupted = 0;
QStringList held_messages;  // Qt's messages of this run, printed only once a video was written

// The offscreen platform's notice that it cannot pass size hints to a window manager it does not
// have: noise for an export (there is no window to see), printed late, after "wrote FILE".
bool offscreenNoise(const QString& message) { return message == QLatin1String("This plugin does not support propagateSizeHints()"); }

void holdMessage(QtMsgType, const QMessageLogContext&, const QString& message) {
  if (!offscreenNoise(message)) held_messages << message;
}

// After the video is written: Qt's messages go to stderr as usual, but for that noise.
void printMessage(QtMsgType, const QMessageLogContext&, const QString& message) {
  if (!offscreenNoise(message)) std::fprintf(stderr, "%s\n", qPrintable(message));
}

void onInterrupt(int) { interrupted = 1; }

int refuse(const QString& line) {
  std::fprintf(stderr, "dpviz: %s\n", qPrintable(line));
  return 2;
}
}  // namespace

void prepareVideoExport() {
  if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");  // no display needed
  qInstallMessageHandler(holdMessage);
}

int exportVideo(const QString& path, int first, int last, FilmedWindow* window, bool keep_transport) {
  window->filmedWindow()->show();
  AnimationExport animation(window);
  animation.setKeepTransport(keep_transport);
  QString error;
  if (!animation.prepare(first, last, &error)) return refuse(error);
  std::string reason;
  const QSize size = animation.frameSize();
  std::unique_ptr<VideoEncoder> encoder =
      VideoEncoder::open(path.toStdString(), size.width(), size.height(), &reason, gifKeptColours());
  if (!encoder) return refuse(QString::fromStdString(reason));

  std::signal(SIGINT, onInterrupt);
  std::signal(SIGTERM, onInterrupt);
  const std::int64_t total = animation.frameCount();
  std::fprintf(stderr, "dpviz: rendering %lld frames (%.1f s at %d fps, %dx%d) to %s\n", static_cast<long long>(total),
               animation.seconds(), VideoEncoder::kFps, size.width(), size.height(), qPrintable(path));
  int tenths = 0;
  const auto progress = [&](std::int64_t done, std::int64_t all) {
    if (done * 10 >= all * (tenths + 1)) {
      tenths = int(done * 10 / all);
      std::fprintf(stderr, "dpviz: %d%% (%lld of %lld frames)\n", tenths * 10, static_cast<long long>(done),
                   static_cast<long long>(all));
    }
    return interrupted == 0;
  };
  if (!animation.render(encoder.get(), progress, &error)) {
    encoder.reset();  // removes the temporary file
    return refuse(animation.cancelled() ? QStringLiteral("export cancelled; nothing was written") : error);
  }
  if (!encoder->finish(&reason)) {
    encoder.reset();
    return refuse(QString::fromStdString(reason));
  }
  qInstallMessageHandler(printMessage);
  for (const QString& m : held_messages) std::fprintf(stderr, "%s\n", qPrintable(m));
  std::fprintf(stderr, "dpviz: wrote %s\n", qPrintable(path));  // the last line
  return 0;
}
