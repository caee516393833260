// The window's command-line options, by group (window_options.h).
#include "shell/window_options.h"

#include <QCommandLineParser>
#include <cmath>
#include <optional>

#include "core/limits.h"
#include "export/batch_range.h"
#include "export/video_encoder.h"
#include "lessons/app_view.h"
#include "lessons/pitfalls.h"
#include "lessons/presets.h"
#include "panels/timings_view.h"
#include "quiz/predict_state.h"
#include "run/backends.h"
#include "shell/settings.h"
#include "shell/window_fit.h"
#include "stage/anim_phase.h"

namespace {

QString gpuRange() { return QStringLiteral("%1 to %2").arg(dp::kAppGpuRange.min).arg(dp::kAppGpuRange.max); }
int zoomMin() { return int(std::lround(Settings::kMinZoom * 100)); }
int zoomMax() { return int(std::lround(Settings::kMaxZoom * 100)); }

QStringList presetIds() {
  QStringList ids;
  for (const auto& p : presets()) ids << p.id;
  return ids;
}

QStringList pitfallIds() {
  QStringList ids;
  for (const auto& p : pitfalls()) ids << QString::fromLatin1(p.id);
  return ids;
}

// --export-video and --export-batches; the path is checked now, before anything is rendered.
bool parseExportOptions(const QString& video, const QString& batches, bool keep_transport, GuiOptions* o,
                        QString* error) {
  if (!batches.isNull() && video.isEmpty()) {
    *error = QStringLiteral("--export-batches needs --export-video");
    return false;
  }
  if (keep_transport && video.isEmpty()) {
    *error = QStringLiteral("--export-keep-transport needs --export-video");
    return false;
  }
  o->exportKeepTransport = keep_transport;
  if (video.isEmpty()) return true;
  std::string reason;
  if (!VideoEncoder::checkPath(video.toStdString(), &reason)) {
    *error = QString::fromStdString(reason);
    return false;
  }
  o->exportVideo = video;
  if (!batches.isNull() && !parseBatchRange(batches.toStdString(), &o->exportFirst, &o->exportLast)) {
    *error = "--export-batches: expected A-B such as 1-4 (1-based, A <= B), got '" + batches + "'";
    return false;
  }
  if (!o->windowSize.isValid()) o->windowSize = QSize(1366, 768);  // the size of the project's screenshots
  return true;
}
}  // namespace

QList<QCommandLineOption> runOptions() {
  return {
      {"preset", "Start with a preset: " + presetIds().join(", ") + ".", "NAME"},
      {"gpus", "Simulated GPUs, " + gpuRange() + ".", "N"},
      {"backend", "The GPUs: sim (simulated, CPU threads; default) or cuda (this machine's "
                  "CUDA GPUs; those beyond the physical ones are virtual).", "sim|cuda"},
      {"batch-size", "DataLoader batch size.", "B"},
      {"lang", "Language: zh_CN or en.", "LANG"},
      {"pitfall", "Start with a pitfall scenario: " + pitfallIds().join(", ") + ".", "NAME"},
      {"hostfile", "The DDP tab runs its ranks on the hosts of this OpenMPI hostfile "
                   "(mpirun --hostfile, over ssh; lines: NAME slots=N).", "FILE"},
      {"train", "Train: each batch is a whole training step (loss, backward, the gradients "
                "summed on cuda:0, SGD), with the loss curve."},
      {"ddp", "Show the DDP tab and start a run (mpirun, or DPVIZ_DDP_LAUNCHER); with "
              "--screenshot, wait for it and show step STEP's PHASE (load, forward, loss, "
              "backward, allreduce, optimizer); allreduce:K shows the first bucket's ring "
              "step K of 2(W-1), its pieces arrived.", "STEP:PHASE[:K]"},
  };
}

bool parseRunOptions(const QCommandLineParser& parser, GuiOptions* o, QString* error) {
  o->preset = parser.value("preset");
  if (!o->preset.isEmpty() && !findPreset(o->preset)) {
    *error = "unknown preset '" + o->preset + "'; expected one of " + presetIds().join(", ");
    return false;
  }
  bool ok = true;
  if (parser.isSet("backend")) {
    const QString b = parser.value("backend");
    if (b != QLatin1String("sim") && b != QLatin1String("cuda")) {
      *error = "--backend: expected 'sim' or 'cuda', got '" + b + "'";
      return false;
    }
    o->cuda = b == QLatin1String("cuda");
    // Asked once, here, for an explicit --backend cuda (the window otherwise asks on the engine thread).
    if (o->cuda && dp::discover_cuda().devices.empty()) {
      *error = "--backend cuda: CUDA backend unavailable: " + QString::fromStdString(dp::describe(dp::discover_cuda()));
      return false;
    }
  }
  if (parser.isSet("gpus")) {
    o->gpus = parser.value("gpus").toInt(&ok);
    if (!ok || !dp::kAppGpuRange.contains(o->gpus)) {
      *error = "--gpus: expected an integer from " + gpuRange() + ", got '" + parser.value("gpus") + "'";
      return false;
    }
  }
  if (parser.isSet("batch-size")) {
    o->batchSize = parser.value("batch-size").toLongLong(&ok);
    if (!ok || !dp::kBatchSizeRange.contains(o->batchSize)) {
      *error = QStringLiteral("--batch-size: expected an integer from %1 to %2, got '%3'")
                   .arg(dp::kBatchSizeRange.min).arg(dp::kBatchSizeRange.max).arg(parser.value("batch-size"));
      return false;
    }
  }
  o->language = parser.value("lang");
  if (!o->language.isEmpty() && o->language != "zh_CN" && o->language != "en") {
    *error = "--lang: expected zh_CN or en, got '" + o->language + "'";
    return false;
  }
  o->pitfall = parser.value("pitfall");
  if (!o->pitfall.isEmpty() && !findPitfall(o->pitfall)) {
    *error = "unknown pitfall '" + o->pitfall + "'; expected one of " + pitfallIds().join(", ");
    return false;
  }
  o->hostfile = parser.value("hostfile");
  if (parser.isSet("ddp")) {
    const QStringList parts = parser.value("ddp").split(':');
    o->ddpStep = parts.value(0).toInt(&ok);
    std::optional<dp::DdpPhase> phase;
    if (parts.size() >= 2 && parts.size() <= 3) phase = dp::parse_ddp_phase(parts[1].toStdString());
    bool ring_ok = true;
    if (parts.size() == 3) o->ddpRingStep = parts[2].toInt(&ring_ok);
    if (!ok || o->ddpStep < 1 || !phase || !ring_ok ||
        (parts.size() == 3 && (*phase != dp::DdpPhase::AllReduce || o->ddpRingStep < 1 || o->ddpRingStep > 30))) {
      *error = "--ddp: expected step:phase such as 1:allreduce (or 1:allreduce:2, a ring step), got '" + parser.value("ddp") + "'";
      return false;
    }
    o->ddpPhase = *phase;
  }
  o->train = parser.isSet("train");
  return true;
}

QList<QCommandLineOption> viewOptions() {
  return {
      {"explorer", "Show the rules explorer tab."},
      {"tutorial", "Show the tutorial pane, in front of the controls when they share a place "
                   "(narrow windows)."},
      {"window-size", "Make the window exactly WxH pixels, e.g. 1024x768 (also "
                      "beyond the screen, for screenshots), and in projector "
                      "mode the area it fills.", "WxH"},
      {"presentation", "Start in projector mode (F11)."},
      {"view", "Show this view: " + appViewNames().join(", ") + " (as a lesson's "
               "\"view\"; timings, scaling and loss are the Output tabs).", "NAME"},
      {"timings-reading", "The Timings tab's reading: measured (default), ideal "
                          "or modelled (the cost model's estimate).", "READING"},
      {"zoom", QStringLiteral("The text zoom in percent, %1 to %2 (Ctrl+= and Ctrl+- step it; "
                              "default: the saved zoom), e.g. 150.").arg(zoomMin()).arg(zoomMax()), "PCT"},
  };
}

bool parseViewOptions(const QCommandLineParser& parser, GuiOptions* o, QString* error) {
  bool ok = true;
  o->explorer = parser.isSet("explorer");
  o->tutorial = parser.isSet("tutorial");
  o->presentation = parser.isSet("presentation");
  if (parser.isSet("view")) {
    o->view = parseAppView(parser.value("view"));
    if (!o->view) {
      *error = "--view: expected one of " + appViewNames().join(", ") + ", got '" + parser.value("view") + "'";
      return false;
    }
  }
  if (parser.isSet("timings-reading")) {
    o->timingsReading = parseTimingsReading(parser.value("timings-reading"));
    if (!o->timingsReading) {
      QStringList readings;
      for (const char* name : kTimingsReadingNames) readings << QString::fromLatin1(name);
      *error = "--timings-reading: expected one of " + readings.join(", ") + ", got '" + parser.value("timings-reading") + "'";
      return false;
    }
  }
  if (parser.isSet("zoom")) {
    const int pct = parser.value("zoom").toInt(&ok);
    if (!ok || pct < zoomMin() || pct > zoomMax()) {
      *error = QStringLiteral("--zoom: expected a percentage from %1 to %2, got '%3'").arg(zoomMin()).arg(zoomMax()).arg(parser.value("zoom"));
      return false;
    }
    o->zoom = pct / 100.0;
  }
  if (parser.isSet("window-size")) {
    o->windowSize = window_fit::parseSize(parser.value("window-size"));
    if (!o->windowSize.isValid()) {
      *error = "--window-size: expected WxH such as 1024x768, got '" + parser.value("window-size") + "'";
      return false;
    }
  }
  return true;
}

QList<QCommandLineOption> captureOptions() {
  return {
      {"screenshot", "Run to --screenshot-at, save the window as a PNG, and exit.", "FILE.png"},
      {"screenshot-at", "Where to take the screenshot: batch:phase, e.g. 4:scatter "
                        "(phases: load, scatter, replicate, forward, gather, done; in training also loss, "
                        "backward, reduce, step).", "batch:phase"},
      {"export-video", "Render the animation offscreen at the teaching pace (30 fps) "
                       "into an H.264 MP4 or a GIF, and exit.", "FILE.mp4|FILE.gif"},
      {"export-batches", "With --export-video: the batches to show, 1-based and "
                         "inclusive (default: the whole epoch).", "A-B"},
      {"export-keep-transport", "With --export-video: keep projector mode's "
                                "transport bar in the frames (left out by default)."},
      {"predict", "Predict, then reveal: before each reveal (the split, the gather, the "
                  "reduce, DDP's shard and ring) the animation stops and asks the class; "
                  "Enter or Page Down reveals (also View > Predict before reveal)."},
      {"predict-mode", "With --predict: 'class' (the lecturer counts hands, two votes, "
                       "then bars of both) or 'self' (self-study: one answer, right or "
                       "wrong and why, a score). Default: class with --presentation, "
                       "else the one last chosen (self-study at first).", "class|self"},
      {"predict-votes", "With --predict and --screenshot, in class mode: the hands "
                        "counted for options 1-4 in round 1, and after a slash in round 2 "
                        "(e.g. 3,6,9,12/1,2,2,25), entered before the shot.", "R1[/R2]"},
      {"predict-reveal", "With --predict and --screenshot: the shot shows the question's reveal."},
      {"export-web", "Write the browser edition (the engine in WebAssembly and the web "
                     "stage) into a folder for any web host, and exit.", "DIR"},
  };
}

bool parseCaptureOptions(const QCommandLineParser& parser, GuiOptions* o, QString* error) {
  bool ok = true;
  o->exportWeb = parser.value("export-web");
  if (parser.isSet("export-web") && o->exportWeb.isEmpty()) {
    *error = QStringLiteral("--export-web: expected a folder name");
    return false;
  }
  o->predict = parser.isSet("predict");
  if (parser.isSet("predict-mode")) {
    o->predictMode = PredictState::parseMode(parser.value("predict-mode"));
    if (!o->predictMode) {
      QStringList names;
      for (const char* name : PredictState::kModeNames) names << QString::fromLatin1(name);
      *error = "--predict-mode: expected " + names.join(" or ") + ", got '" + parser.value("predict-mode") + "'";
      return false;
    }
  }
  o->predictReveal = parser.isSet("predict-reveal");
  if (parser.isSet("predict-votes")) {
    const QStringList rounds = parser.value("predict-votes").split(QLatin1Char('/'));
    for (const QString& round : rounds) {
      std::vector<int> counts;
      for (const QString& count : round.split(QLatin1Char(','))) {
        const int n = count.toInt(&ok);
        if (!ok || n < 0 || n > PredictState::kMaxVotes) ok = false;
        if (!ok) break;
        counts.push_back(n);
      }
      if (!ok || counts.size() > std::size_t(PredictState::kMaxOptions) || rounds.size() > 2) {
        *error = QStringLiteral("--predict-votes: expected up to 4 counts from 0 to %1 a round, two rounds at most, such as "
                                "3,6,9,12/1,2,2,25, got '%2'").arg(PredictState::kMaxVotes).arg(parser.value("predict-votes"));
        return false;
      }
      o->predictVotes.push_back(counts);
    }
  }
  if ((parser.isSet("predict-votes") || o->predictReveal) && (!o->predict || !parser.isSet("screenshot"))) {
    *error = QStringLiteral("--predict-votes and --predict-reveal need --predict and --screenshot");
    return false;
  }
  if (!parseExportOptions(parser.value("export-video"), parser.isSet("export-batches") ? parser.value("export-batches") : QString(),
                          parser.isSet("export-keep-transport"), o, error)) {
    return false;
  }
  o->screenshot = parser.value("screenshot");
  if (!o->screenshot.isEmpty() && !o->exportVideo.isEmpty()) {
    *error = QStringLiteral("--screenshot and --export-video: choose one");
    return false;
  }
  o->shotAtGiven = parser.isSet("screenshot-at");
  if (parser.isSet("screenshot-at")) {
    const QStringList parts = parser.value("screenshot-at").split(':');
    o->shotBatch = parts.value(0).toInt(&ok);
    if (!ok || o->shotBatch < 1 || (parts.size() > 1 && !parsePhase(parts[1], &o->shotPhase)) || parts.size() > 2) {
      *error = "--screenshot-at: expected batch:phase such as 4:scatter, got '" + parser.value("screenshot-at") + "'";
      return false;
    }
  }
  return true;
}
