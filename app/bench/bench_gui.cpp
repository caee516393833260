// GUI benchmarks: a real MainWindow on the offscreen platform, frames counted as paint events of
// the scene's viewport, RSS from /proc/self/status.
#include "bench_gui.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QGraphicsView>
#include <QTemporaryDir>
#include <algorithm>
#include <cstdio>
#include <ostream>

#include "core/limits.h"
#include "lessons/presets.h"
#include "panels/controls_panel.h"
#include "stage/dataparallel_view.h"
#include "shell/main_window.h"
#include "measure.h"
#include "shell/settings.h"

namespace bench {
namespace {

// Counts paint events of one widget and remembers when the first one came.
class FrameCounter : public QObject {
 public:
  explicit FrameCounter(QWidget* w) { w->installEventFilter(this); }
  int frames = 0;
  std::int64_t first_ns = 0;

 protected:
  bool eventFilter(QObject*, QEvent* e) override {
    if (e->type() == QEvent::Paint) {
      if (frames++ == 0) first_ns = now_ns();
    }
    return false;
  }
};

double rss_mib() {
  QFile f(QStringLiteral("/proc/self/status"));
  if (!f.open(QIODevice::ReadOnly)) return -1;
  for (const QByteArray& line : f.readAll().split('\n')) {
    if (line.startsWith("VmRSS:")) return line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024.0;
  }
  return -1;
}

void wait_ms(int ms) {
  QElapsedTimer t;
  t.start();
  while (t.elapsed() < ms) QApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
}

// Frames per second while playing `gpus` cards at 1×, over `ms`; and the mean cost of one frame.
void fps(MainWindow& w, int gpus, int ms, double* fps_out, double* frame_ms) {
  dp::RunConfig c = w.controls()->config();
  c.gpus = gpus;
  w.controls()->setConfig(c);
  w.controls()->setSpeed(1.0);
  w.player()->setSpeed(1.0);
  w.applyConfig();
  w.session()->waitReady();
  FrameCounter counter(w.view()->viewport());
  w.player()->play();
  wait_ms(ms);
  w.player()->pause();
  *fps_out = counter.frames * 1000.0 / ms;
  QElapsedTimer t;
  t.start();
  constexpr int kRenders = 30;
  for (int i = 0; i < kRenders; ++i) w.view()->viewport()->repaint();
  *frame_ms = double(t.nsecsElapsed()) / 1e6 / kRenders;
}

// The median cost of one frame of the stage alone at 3840×2160 with the cards of the current run
// (64 after fps(.., 64, ..)), mid-scatter: flights, slots, and every card's text. Rendered into an
// image after a warm-up, so it counts the painting, not the platform's flush.
double frame_ms_4k(MainWindow& w) {
  w.session()->runTo(1, AnimPhase::Scatter, 0.5);
  const dp::RunConfig& c = w.session()->config();
  DataParallelView stage(w.player());
  stage.setRun(c.gpus, c.output_device.value_or(0), c.data_size, c.batch_size, QStringLiteral("simulated"));
  stage.setDevices(w.session()->lanes());
  stage.resize(3840, 2160);
  stage.show();
  stage.refresh();
  QImage image(stage.viewport()->size(), QImage::Format_ARGB32_Premultiplied);
  std::vector<double> ms;
  for (int i = 0; i < 35; ++i) {
    stage.refresh();
    QElapsedTimer t;
    t.start();
    stage.viewport()->render(&image);
    if (i >= 5) ms.push_back(double(t.nsecsElapsed()) / 1e6);  // the first frames warm the glyph caches
  }
  std::sort(ms.begin(), ms.end());
  return ms[ms.size() / 2];
}

}  // namespace

void gui(std::ostream& out, Figures& figures, std::int64_t process_start_ns, int argc, char** argv) {
  qputenv("QT_QPA_PLATFORM", "offscreen");
  QApplication app(argc, argv);
  QTemporaryDir dir;
  Settings settings(dir.path() + "/bench.ini");
  auto w = std::make_unique<MainWindow>(&settings);
  w->controls()->selectPreset(kDefaultPresetId);
  w->applyConfig();
  w->resize(1400, 900);
  FrameCounter first(w->view()->viewport());
  w->show();
  QElapsedTimer guard;
  guard.start();
  while (first.frames == 0 && guard.elapsed() < 10000) QApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
  const double first_ms = double(first.first_ns - process_start_ns) / 1e6;
  double fps8 = 0, frame8 = 0, fps64 = 0, frame64 = 0;
  fps(*w, 8, 3000, &fps8, &frame8);
  fps(*w, int(dp::kAppGpuRange.max), 3000, &fps64, &frame64);  // the most cards the app draws
  const double frame4k = frame_ms_4k(*w);
  // Cancel: while the tutorial plays (8 GPUs, 10× speed), the GPU count changes to 3: how long
  // until the new engine is ready (queued steps skipped, the running one finished, rebuilt).
  dp::RunConfig cfg = w->controls()->config();
  cfg.gpus = 8;
  w->controls()->setConfig(cfg);
  w->applyConfig();
  w->session()->waitReady();
  w->controls()->setSpeed(10.0);
  w->player()->setSpeed(10.0);
  w->player()->play();
  wait_ms(300);
  cfg.gpus = 3;
  w->controls()->setConfig(cfg);
  const std::int64_t cancel_start = now_ns();
  w->applyConfig();
  w->session()->waitReady();
  const double cancel_ms = double(now_ns() - cancel_start) / 1e6;
  w->controls()->setSpeed(1.0);
  w->player()->setSpeed(1.0);
  dp::RunConfig c = w->controls()->config();
  c.gpus = 8;
  w->controls()->setConfig(c);
  w->applyConfig();
  w->session()->runTo(int(w->player()->batchCount() > 0 ? 4 : 1), AnimPhase::Done, 1.0);
  const double rss = rss_mib();
  char line[160];
  out << "\n# The app, offscreen (QT_QPA_PLATFORM=offscreen), 1400×900; player timer 16 ms (62.5 Hz)\n"
      << "#  first_frame_ms (from process start)   fps_8   frame_ms_8   fps_64   frame_ms_64   rss_MiB_after_epoch\n";
  std::snprintf(line, sizeof line, "%14.1f %28.1f %12.2f %8.1f %13.2f %19.1f\n", first_ms, fps8, frame8, fps64, frame64, rss);
  out << line;
  figures["gui_first_frame_ms"] = first_ms;
  figures["gui_fps_k8"] = fps8;
  figures["gui_fps_k64"] = fps64;
  figures["gui_frame_ms_k8"] = frame8;
  figures["gui_frame_ms_k64"] = frame64;
  figures["gui_rss_mib"] = rss;
  figures["gui_cancel_ms"] = cancel_ms;
  figures["gui_frame_ms_4k_k64"] = frame4k;
  std::snprintf(line, sizeof line, "# the stage alone at 3840×2160, %d cards, mid-scatter: %.2f ms per frame (median of 30; target < 8)\n",
                int(dp::kAppGpuRange.max), frame4k);
  out << line;
  std::snprintf(line, sizeof line, "# cancel while playing (tutorial, 10×, 8 → 3 GPUs): new engine ready after %.1f ms\n", cancel_ms);
  out << line;
}

}  // namespace bench
