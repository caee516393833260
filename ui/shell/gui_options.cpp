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
#include "shell/window_options.h"
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



bool parseGuiOptions(const QStringList& arguments, GuiOptions* o, QString* error) {
  QCommandLineParser parser;
  parser.setApplicationDescription("dpviz: watch PyTorch's nn.DataParallel split, run and gather each batch.");
  parser.addHelpOption();
  parser.addVersionOption();
  const QCommandLineOption lesson("lesson", "Open a lesson file (a FILE.dpviz argument does the same).", "FILE.dpviz");
  const QCommandLineOption stop("stop", "With a lesson: start at its stop N (1-based; default 1).", "N");
  const QCommandLineOption check_lesson("check-lesson", "Check a lesson file and exit: 'ok: N steps', or one line "
                                                        "saying where and what is wrong (exit status 2); a 'warning:' line on stderr for each stop whose "
                                                        "caption says its own question's answer.", "FILE.dpviz");
  parser.addOptions(runOptions());
  parser.addOptions(viewOptions());
  parser.addOptions({lesson, stop, check_lesson});
  parser.addOptions(captureOptions());
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
  // The view before the capture: a video without --window-size takes the screenshots' size.
  return parseRunOptions(parser, o, error) && parseViewOptions(parser, o, error) && parseCaptureOptions(parser, o, error);
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
