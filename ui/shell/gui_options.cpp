// dpviz command line.
#include "shell/gui_options.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDockWidget>
#include <QEvent>
#include <QRegularExpression>
#include <QTabWidget>
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "common/language.h"
#include "core/limits.h"
#include "run/backends.h"

#include "export/batch_range.h"
#include "export/video_encoder.h"

#include "panels/controls_panel.h"
#include "panels/timings_view.h"
#include "shell/class_options.h"
#include "shell/main_window.h"
#include "shell/predict_runs.h"
#include "shell/vote_runs.h"
#include "shell/vote_screen.h"
#include "vote/vote_address.h"
#include "shell/settings.h"
#include "shell/window_fit.h"
#include "shell/window_layout.h"
#include "lessons/pitfalls.h"
#include "lessons/lesson.h"
#include "lessons/lesson_controller.h"
#include "lessons/lesson_reader.h"
#include "lessons/presets.h"
#include "ddp/ddp_view.h"
#include "explorer/rules_explorer.h"

bool parsePhase(const QString& name, AnimPhase* phase) { return animPhaseFromName(name, phase); }

namespace {
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


bool parseGuiOptions(const QStringList& arguments, GuiOptions* o, QString* error) {
  QCommandLineParser parser;
  parser.setApplicationDescription("dpviz: watch PyTorch's nn.DataParallel split, run and gather each batch.");
  parser.addHelpOption();
  parser.addVersionOption();
  QStringList ids;
  for (const auto& p : presets()) ids << p.id;
  const QCommandLineOption preset("preset", "Start with a preset: " + ids.join(", ") + ".", "NAME");
  const QString gpu_range = QStringLiteral("%1 to %2").arg(dp::kAppGpuRange.min).arg(dp::kAppGpuRange.max);
  const QCommandLineOption gpus("gpus", "Simulated GPUs, " + gpu_range + ".", "N");
  const QCommandLineOption backend("backend", "The GPUs: sim (simulated, CPU threads; default) or cuda (this machine's "
                                   "CUDA GPUs; those beyond the physical ones are virtual).", "sim|cuda");
  const QCommandLineOption batch("batch-size", "DataLoader batch size.", "B");
  const QCommandLineOption lang("lang", "Language: zh_CN or en.", "LANG");
  const QCommandLineOption shot("screenshot", "Run to --screenshot-at, save the window as a PNG, and exit.", "FILE.png");
  const QCommandLineOption at("screenshot-at", "Where to take the screenshot: batch:phase, e.g. 4:scatter "
                                               "(phases: load, scatter, replicate, forward, gather, done; in training also loss, "
                                               "backward, reduce, step).", "batch:phase");
  QStringList pitfall_ids;
  for (const auto& p : pitfalls()) pitfall_ids << QString::fromLatin1(p.id);
  const QCommandLineOption pitfall("pitfall", "Start with a pitfall scenario: " + pitfall_ids.join(", ") + ".", "NAME");
  const QCommandLineOption explorer("explorer", "Show the rules explorer tab.");
  const QCommandLineOption tutorial("tutorial", "Show the tutorial pane, in front of the controls when they share a place "
                                                "(narrow windows).");
  const QCommandLineOption ddp("ddp", "Show the DDP tab and start a run (mpirun, or DPVIZ_DDP_LAUNCHER); with "
                                      "--screenshot, wait for it and show step STEP's PHASE (load, forward, loss, "
                                      "backward, allreduce, optimizer); allreduce:K shows the first bucket's ring "
                                      "step K of 2(W-1), its pieces arrived.", "STEP:PHASE[:K]");
  const QCommandLineOption hostfile("hostfile", "The DDP tab runs its ranks on the hosts of this OpenMPI hostfile "
                                                "(mpirun --hostfile, over ssh; lines: NAME slots=N).", "FILE");
  const QCommandLineOption window_size("window-size", "Make the window exactly WxH pixels, e.g. 1024x768 (also "
                                                      "beyond the screen, for screenshots), and in projector "
                                                      "mode the area it fills.", "WxH");
  const QCommandLineOption presentation("presentation", "Start in projector mode (F11).");
  const QCommandLineOption view("view", "Show this view: " + appViewNames().join(", ") + " (as a lesson's "
                                        "\"view\"; timings, scaling and loss are the Output tabs).", "NAME");
  const QCommandLineOption timings_reading("timings-reading", "The Timings tab's reading: measured (default), ideal "
                                                              "or modelled (the cost model's estimate).", "READING");
  const int zoom_min = int(std::lround(Settings::kMinZoom * 100)), zoom_max = int(std::lround(Settings::kMaxZoom * 100));
  const QCommandLineOption zoom("zoom", QStringLiteral("The text zoom in percent, %1 to %2 (Ctrl+= and Ctrl+- step it; "
                                                       "default: the saved zoom), e.g. 150.").arg(zoom_min).arg(zoom_max),
                                "PCT");
  const QCommandLineOption train("train", "Train: each batch is a whole training step (loss, backward, the gradients "
                                          "summed on cuda:0, SGD), with the loss curve.");
  const QCommandLineOption lesson("lesson", "Open a lesson file (a FILE.dpviz argument does the same).", "FILE.dpviz");
  const QCommandLineOption stop("stop", "With a lesson: start at its stop N (1-based; default 1).", "N");
  const QCommandLineOption check_lesson("check-lesson", "Check a lesson file and exit: 'ok: N steps', or one line "
                                                        "saying where and what is wrong (exit status 2); a 'warning:' line on stderr for each stop whose "
                                                        "caption says its own question's answer.", "FILE.dpviz");
  const QCommandLineOption export_video("export-video", "Render the animation offscreen at the teaching pace (30 fps) "
                                                        "into an H.264 MP4 or a GIF, and exit.", "FILE.mp4|FILE.gif");
  const QCommandLineOption export_batches("export-batches", "With --export-video: the batches to show, 1-based and "
                                                            "inclusive (default: the whole epoch).", "A-B");
  const QCommandLineOption export_keep_transport("export-keep-transport", "With --export-video: keep projector mode's "
                                                                         "transport bar in the frames (left out by default).");
  const QCommandLineOption predict("predict", "Predict, then reveal: before each reveal (the split, the gather, the "
                                              "reduce, DDP's shard and ring) the animation stops and asks the class; "
                                              "Enter or Page Down reveals (also View > Predict before reveal).");
  const QCommandLineOption predict_mode("predict-mode", "With --predict: 'class' (the lecturer counts hands, two votes, "
                                                        "then bars of both) or 'self' (self-study: one answer, right or "
                                                        "wrong and why, a score). Default: class with --presentation, "
                                                        "else the one last chosen (self-study at first).", "class|self");
  const QCommandLineOption predict_votes("predict-votes", "With --predict and --screenshot, in class mode: the hands "
                                                         "counted for options 1-4 in round 1, and after a slash in round 2 "
                                                         "(e.g. 3,6,9,12/1,2,2,25), entered before the shot.", "R1[/R2]");
  const QCommandLineOption predict_reveal("predict-reveal", "With --predict and --screenshot: the shot shows the question's reveal.");
  const QCommandLineOption export_web("export-web", "Write the browser edition (the engine in WebAssembly and the web "
                                                   "stage) into a folder for any web host, and exit.", "DIR");
  parser.addOption(export_web);
  parser.addOptions({preset, gpus, backend, batch, lang, shot, at, pitfall, explorer, hostfile, window_size, presentation, view, train, lesson,
                     stop, check_lesson, export_video, export_batches, export_keep_transport, ddp, zoom, predict,
                     predict_mode, predict_votes, predict_reveal, timings_reading, tutorial});
  parser.addOptions(worksheetOptions());
  parser.addOptions(voteOptions());
  const QCommandLineOption vote_stdin("vote-stdin", "Each line on stdin is the lecturer's Enter on the open question, or "
                                                    "with none open a lesson's next stop; a line 'skip' is S (a script drives "
                                                    "the class vote's rounds, reveals and skips); each line's result is one "
                                                    "line on stderr.");
  parser.addOption(vote_stdin);
  parser.addPositionalArgument("FILE.dpviz", "A lesson file to open.", "[FILE.dpviz]");
  if (!parser.parse(arguments)) {
    *error = parser.errorText();
    return false;
  }
  if (parser.isSet("help")) {
    std::fputs(qPrintable(parser.helpText()), stdout);
    o->exitNow = true;
    return true;
  }
  if (parser.isSet("version")) {
    std::printf("dpviz %s\n", DPVIZ_VERSION);
    o->exitNow = true;
    return true;
  }
  if (!parseWorksheetOptions(parser, o, error)) return false;
  if (!parseVoteOptions(parser, o, error)) return false;
  o->voteStdin = parser.isSet(vote_stdin);
  o->checkLesson = parser.value(check_lesson);
  o->exportWeb = parser.value(export_web);
  if (parser.isSet(export_web) && o->exportWeb.isEmpty()) {
    *error = QStringLiteral("--export-web: expected a folder name");
    return false;
  }
  o->lesson = parser.value(lesson);
  for (const QString& arg : parser.positionalArguments()) {
    if (!arg.endsWith(QLatin1String(".dpviz")) || !o->lesson.isEmpty()) {
      *error = "unexpected argument '" + arg + "' (see dpviz --help)";
      return false;
    }
    o->lesson = arg;
  }
  if (!o->worksheet.isEmpty() && !o->lesson.isEmpty() &&
      !worksheet::takeLesson(o->lesson, parser.isSet("count"), &o->worksheetSpec, error)) {
    return false;
  }
  if (parser.isSet(stop)) {
    bool number = false;
    o->lessonStop = parser.value(stop).toInt(&number);
    if (!number || o->lessonStop < 1 || o->lesson.isEmpty()) {
      *error = "--stop: expected a stop number from 1 with --lesson, got '" + parser.value(stop) + "'";
      return false;
    }
  }
  o->preset = parser.value(preset);
  if (!o->preset.isEmpty() && !findPreset(o->preset)) {
    *error = "unknown preset '" + o->preset + "'; expected one of " + ids.join(", ");
    return false;
  }
  bool ok = true;
  if (parser.isSet(backend)) {
    const QString b = parser.value(backend);
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
  if (parser.isSet(gpus)) {
    o->gpus = parser.value(gpus).toInt(&ok);
    if (!ok || !dp::kAppGpuRange.contains(o->gpus)) {
      *error = "--gpus: expected an integer from " + gpu_range + ", got '" + parser.value(gpus) + "'";
      return false;
    }
  }
  if (parser.isSet(batch)) {
    o->batchSize = parser.value(batch).toLongLong(&ok);
    if (!ok || !dp::kBatchSizeRange.contains(o->batchSize)) {
      *error = QStringLiteral("--batch-size: expected an integer from %1 to %2, got '%3'")
                   .arg(dp::kBatchSizeRange.min).arg(dp::kBatchSizeRange.max).arg(parser.value(batch));
      return false;
    }
  }
  o->language = parser.value(lang);
  if (!o->language.isEmpty() && o->language != "zh_CN" && o->language != "en") {
    *error = "--lang: expected zh_CN or en, got '" + o->language + "'";
    return false;
  }
  o->pitfall = parser.value(pitfall);
  if (!o->pitfall.isEmpty() && !findPitfall(o->pitfall)) {
    *error = "unknown pitfall '" + o->pitfall + "'; expected one of " + pitfall_ids.join(", ");
    return false;
  }
  o->explorer = parser.isSet(explorer);
  o->tutorial = parser.isSet(tutorial);
  o->hostfile = parser.value(hostfile);
  if (parser.isSet(ddp)) {
    const QStringList parts = parser.value(ddp).split(':');
    o->ddpStep = parts.value(0).toInt(&ok);
    std::optional<dp::DdpPhase> phase;
    if (parts.size() >= 2 && parts.size() <= 3) phase = dp::parse_ddp_phase(parts[1].toStdString());
    bool ring_ok = true;
    if (parts.size() == 3) o->ddpRingStep = parts[2].toInt(&ring_ok);
    if (!ok || o->ddpStep < 1 || !phase || !ring_ok ||
        (parts.size() == 3 && (*phase != dp::DdpPhase::AllReduce || o->ddpRingStep < 1 || o->ddpRingStep > 30))) {
      *error = "--ddp: expected step:phase such as 1:allreduce (or 1:allreduce:2, a ring step), got '" + parser.value(ddp) + "'";
      return false;
    }
    o->ddpPhase = *phase;
  }
  o->presentation = parser.isSet(presentation);
  if (parser.isSet(view)) {
    o->view = parseAppView(parser.value(view));
    if (!o->view) {
      *error = "--view: expected one of " + appViewNames().join(", ") + ", got '" + parser.value(view) + "'";
      return false;
    }
  }
  if (parser.isSet(timings_reading)) {
    o->timingsReading = parseTimingsReading(parser.value(timings_reading));
    if (!o->timingsReading) {
      QStringList readings;
      for (const char* name : kTimingsReadingNames) readings << QString::fromLatin1(name);
      *error = "--timings-reading: expected one of " + readings.join(", ") + ", got '" + parser.value(timings_reading) + "'";
      return false;
    }
  }
  o->predict = parser.isSet(predict);
  if (parser.isSet(predict_mode)) {
    o->predictMode = PredictState::parseMode(parser.value(predict_mode));
    if (!o->predictMode) {
      QStringList names;
      for (const char* name : PredictState::kModeNames) names << QString::fromLatin1(name);
      *error = "--predict-mode: expected " + names.join(" or ") + ", got '" + parser.value(predict_mode) + "'";
      return false;
    }
  }
  o->predictReveal = parser.isSet(predict_reveal);
  if (parser.isSet(predict_votes)) {
    const QStringList rounds = parser.value(predict_votes).split(QLatin1Char('/'));
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
                                "3,6,9,12/1,2,2,25, got '%2'").arg(PredictState::kMaxVotes).arg(parser.value(predict_votes));
        return false;
      }
      o->predictVotes.push_back(counts);
    }
  }
  if ((parser.isSet(predict_votes) || o->predictReveal) && (!o->predict || !parser.isSet(shot))) {
    *error = QStringLiteral("--predict-votes and --predict-reveal need --predict and --screenshot");
    return false;
  }
  if (parser.isSet(zoom)) {
    const int pct = parser.value(zoom).toInt(&ok);
    if (!ok || pct < zoom_min || pct > zoom_max) {
      *error = QStringLiteral("--zoom: expected a percentage from %1 to %2, got '%3'").arg(zoom_min).arg(zoom_max).arg(parser.value(zoom));
      return false;
    }
    o->zoom = pct / 100.0;
  }
  o->train = parser.isSet(train);
  if (parser.isSet(window_size)) {
    o->windowSize = window_fit::parseSize(parser.value(window_size));
    if (!o->windowSize.isValid()) {
      *error = "--window-size: expected WxH such as 1024x768, got '" + parser.value(window_size) + "'";
      return false;
    }
  }
  if (!parseExportOptions(parser.value(export_video), parser.isSet(export_batches) ? parser.value(export_batches) : QString(),
                          parser.isSet(export_keep_transport), o, error)) {
    return false;
  }
  o->screenshot = parser.value(shot);
  if (!o->screenshot.isEmpty() && !o->exportVideo.isEmpty()) {
    *error = QStringLiteral("--screenshot and --export-video: choose one");
    return false;
  }
  o->shotAtGiven = parser.isSet(at);
  if (parser.isSet(at)) {
    const QStringList parts = parser.value(at).split(':');
    o->shotBatch = parts.value(0).toInt(&ok);
    if (!ok || o->shotBatch < 1 || (parts.size() > 1 && !parsePhase(parts[1], &o->shotPhase)) || parts.size() > 2) {
      *error = "--screenshot-at: expected batch:phase such as 4:scatter, got '" + parser.value(at) + "'";
      return false;
    }
  }
  return true;
}

bool applyGuiOptions(const GuiOptions& o, MainWindow* window, QString* error) {
  ControlsPanel* controls = window->controls();
  if (!o.preset.isEmpty()) controls->selectPreset(o.preset);
  dp::RunConfig config = controls->config();
  if (o.gpus > 0) config.gpus = o.gpus;
  if (o.cuda) {
    controls->setCudaDiscovery(dp::discover_cuda());  // cached by the engine: parse time asked already
    config.backend = dp::Backend::Cuda;
  }
  if (o.batchSize > 0) config.batch_size = o.batchSize;
  if (o.train) config.mode = dp::RunMode::Train;
  controls->setConfig(config);
  window->applyConfig();
  if (!o.pitfall.isEmpty()) window->runPitfall(o.pitfall);
  if (o.explorer) window->centreTabs()->setCurrentWidget(window->explorer());
  if (!o.hostfile.isEmpty()) window->ddpView()->setHostfile(o.hostfile);
  if (o.ddpStep > 0) window->centreTabs()->setCurrentWidget(window->ddpView());
  if (o.windowSize.isValid()) window->setFixedWindowSize(o.windowSize);
  if (auto* pane = window->findChild<QDockWidget*>(QStringLiteral("TutorialDock")); pane && o.tutorial) {
    pane->show();
    pane->raise();
  }
  if (o.presentation) window->setPresentation(true);
  // Projector mode is a lecture: the class votes (predict's questions and a lesson's alike) unless
  // --predict-mode self says otherwise.
  if (o.predictMode || o.presentation) window->predictions()->setMode(o.predictMode.value_or(PredictState::Mode::Class));
  if (o.predict) window->predictions()->setEnabled(true);
  // After projector mode: it sizes its caption for the zoom. Saved unless the run saves nothing.
  if (o.zoom > 0) window->findChild<WindowLayout*>(QStringLiteral("WindowLayout"))->setZoom(o.zoom);
  if (!o.lesson.isEmpty()) {
    if (!window->openLesson(o.lesson, error)) return false;
    if (o.lessonStop > window->lessons()->count()) {
      *error = QStringLiteral("--stop: the lesson has %1 stops, not %2").arg(window->lessons()->count()).arg(o.lessonStop);
      return false;
    }
    window->lessons()->goTo(o.lessonStop - 1);
  }
  if (o.view) window->findChild<WindowLayout*>(QStringLiteral("WindowLayout"))->showView(*o.view);
  if (auto* timings = window->findChild<TimingsView*>(); timings && o.timingsReading) {
    timings->setReading(*o.timingsReading);
  }
  if (o.classVote || !o.voteBind.isNull() || o.votePort != 0 || !o.votePin.isEmpty() || o.votePinDigits != vote::kDefaultPinDigits) {
    window->votes()->setListen(o.voteBind, o.votePort, o.votePin, o.votePinDigits);
  }
  if (!o.classRecord.isEmpty()) window->votes()->setRecordPath(o.classRecord);
  if (o.thinkSeconds) window->predictions()->clock()->setDefaultSeconds(*o.thinkSeconds);  // this run only
  if (o.classVote) {
    if (!window->votes()->start(error)) return false;
    // With predict on, a script can vote at once; a screenshot or a video places the run itself.
    if (o.predict && o.screenshot.isEmpty() && o.exportVideo.isEmpty()) window->votes()->goToFirstQuestion();
  }
  if (o.voteStdin) window->findChild<VoteScreen*>(QStringLiteral("VoteScreen"))->followStdin();
  return true;
}

bool savesNothing(const GuiOptions& o) {
  return !o.screenshot.isEmpty() || !o.checkLesson.isEmpty() || !o.exportVideo.isEmpty();
}

int checkLesson(const QString& path) {
  const LessonRead read = readLessonFile(path);
  if (!read.lesson) {
    std::fprintf(stderr, "%s\n", qPrintable(read.error));
    return 2;
  }
  std::printf("ok: %d steps\n", int(read.lesson->stops.size()));
  // A caption that says its own stop's answer: shown before the question it would spoil it, so dpviz
  // holds it back until the reveal; the author is told (the file is still accepted).
  for (const QString& line : captionSpoilers(*read.lesson)) std::fprintf(stderr, "warning: %s\n", qPrintable(line));
  return 0;
}

QStringList captionSpoilers(const Lesson& lesson) {
  QStringList out;
  // Whether stop `i`'s caption in `lang` says the answer of `q`: the option's own words, or a
  // whole-number answer worked out ("= 6").
  const auto says = [&lesson](int i, const dp::quiz::Question& q, const char* lang) {
    const QString caption = lesson.captionAt(i, QString::fromLatin1(lang));
    const dp::quiz::Option& right = q.options[std::size_t(q.right)];
    const QString answer = QString::fromStdString(right.text.in(lang));
    if (answer.size() >= 2 && caption.contains(answer)) return true;
    if (!q.numeric) return false;
    // (not a term of a longer sum: "100 = 3 × 30 + 10" works out no 3)
    const QRegularExpression worked(QStringLiteral("=\\s*%1(?![0-9.])(?!\\s*[×*+\\-−/·])").arg(QRegularExpression::escape(QString::fromStdString(right.json))));
    return worked.match(caption).hasMatch();
  };
  for (int j = 0; j < int(lesson.stops.size()); ++j) {
    const std::optional<dp::quiz::Question> q = lesson.quizAt(j);
    if (!q || q->right < 0 || q->right >= int(q->options.size())) continue;
    bool own = false;  // its own caption's warning, once
    for (const char* lang : {"en", "zh_CN"}) {
      const QString answer = QString::fromStdString(q->options[std::size_t(q->right)].text.in(lang));
      // An earlier stop's caption is shown in full before this question is asked: a spoiler.
      for (int i = 0; i < j; ++i) {
        if (!says(i, *q, lang)) continue;
        out << QStringLiteral("stop %1: its caption (%2) says the answer of stop %3's question, \"%4\", before it is asked")
                   .arg(i + 1)
                   .arg(QString::fromLatin1(lang))
                   .arg(j + 1)
                   .arg(answer);
      }
      if (!own && says(j, *q, lang)) {
        own = true;
        out << QStringLiteral("stop %1: its caption (%2) says the answer of its question, \"%3\"; dpviz shows it only after the reveal")
                   .arg(j + 1)
                   .arg(QString::fromLatin1(lang), answer);
      }
    }
  }
  return out;
}

// Runs the DDP tab's launcher to its end (a minute at most: it is killed then) and shows the step.
bool showDdpStep(const GuiOptions& o, MainWindow* window) {
  DdpView* ddp = window->ddpView();
  window->centreTabs()->setCurrentWidget(ddp);
  ddp->start();
  QDeadlineTimer deadline(60'000);
  while (ddp->process().running() && !deadline.hasExpired()) QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
  ddp->stop();
  if (!o.hostfile.isEmpty() && ddp->process().run().steps().empty() && !ddp->process().failure().isEmpty()) {
    // A hostfile the run cannot start on (malformed, too few slots, a host not reached): one line.
    std::fprintf(stderr, "dpviz: %s\n", qPrintable(ddp->process().failure().simplified()));
    return false;
  }
  if (ddp->process().run().steps().size() < std::size_t(o.ddpStep) && ddp->process().failure().isEmpty()) {
    std::fprintf(stderr, "dpviz: the DDP run has no step %d\n", o.ddpStep);
    return false;
  }
  ddp->showPhase(o.ddpStep - 1, o.ddpPhase, o.ddpRingStep);
  return true;
}

// --predict-votes and --predict-reveal: the open question voted and revealed as a class would
// (round 1's hands, "vote again", round 2's, the chart, the reveal).
void answerTheShotsQuestion(const GuiOptions& o, PredictState* state) {
  if (!state->isOpen()) return;
  for (std::size_t round = 0; round < o.predictVotes.size(); ++round) {
    if (state->stage() != (round == 0 ? PredictState::Stage::Round1 : PredictState::Stage::Round2)) break;
    for (std::size_t option = 0; option < o.predictVotes[round].size(); ++option) {
      state->setVotes(int(round) + 1, int(option), o.predictVotes[round][option]);
    }
    state->advance();
  }
  while (o.predictReveal && state->stage() != PredictState::Stage::Revealed) state->advance();
}

int takeScreenshot(const GuiOptions& o, MainWindow* window) {
  window->show();
  const bool at_the_stop = !o.lesson.isEmpty() && !o.shotAtGiven;  // the lesson's stop says where
  // A pitfall's scene starts at its own batch (the last one's, for last-batch): the shot is there
  // unless --screenshot-at says where.
  int shot_batch = o.shotBatch;
  if (const Pitfall* p = findPitfall(o.pitfall); p && !o.shotAtGiven) shot_batch = std::max(shot_batch, p->batch);
  // In a lesson, --screenshot-at goes as far as Play would from the stop: never into a later stop's
  // answer (the stage holds before it, and the banner says so).
  const bool as_played = !o.lesson.isEmpty();
  if (!at_the_stop &&
      !window->session()->runTo(shot_batch, o.shotPhase, o.shotPhase == AnimPhase::Done ? 1.0 : 0.5, 30000, as_played)) {
    std::fprintf(stderr, "dpviz: cannot reach batch %d, phase %s of this run\n", shot_batch,
                 qPrintable(QString::number(int(o.shotPhase))));
    return 2;
  }
  if (o.explorer && !window->presentation()) window->centreTabs()->setCurrentWidget(window->explorer());
  if (o.ddpStep > 0 && !showDdpStep(o, window)) return 2;
  if (at_the_stop && o.ddpStep == 0 && window->centreTabs()->currentWidget() == window->ddpView()) {
    // A lesson's DDP stop: its run to the end, then the ring all-reducing step 1's gradients.
    DdpView* ddp = window->ddpView();
    QDeadlineTimer deadline(60'000);
    while (ddp->process().running() && !deadline.hasExpired()) QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    ddp->stop();
    const LessonController* lessons = window->lessons();
    const bool at_end = lessons->current() >= 0 && lessons->current() < lessons->count() &&
                        lessons->lesson().stops[std::size_t(lessons->current())].replay_at_end;
    if (at_end && !ddp->units().empty()) {
      ddp->showUnit(int(ddp->units().size()) - 1);  // "replay_at": "end": the stop's own unit
    } else if (!ddp->process().run().steps().empty()) {
      ddp->showPhase(0, dp::DdpPhase::AllReduce);
    }
  }
  answerTheShotsQuestion(o, window->predictions()->controller()->state());
  // The charts redraw on a timer (a fast run replots ~33 times a second): draw the batch now.
  if (auto* timings = window->findChild<TimingsView*>()) timings->redrawNow();
  // The last caption's layout: a wrapped label's new height travels up one layout per pass; and
  // the charts' queued replots.
  for (int pass = 0; pass < 4; ++pass) QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
  QCoreApplication::processEvents();
  QString error;
  if (!window->saveScreenshot(o.screenshot, &error)) {
    std::fprintf(stderr, "dpviz: cannot write %s: %s\n", qPrintable(o.screenshot), qPrintable(error));
    return 2;
  }
  return 0;
}
