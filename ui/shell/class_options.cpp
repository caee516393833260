// The class's command-line options: the worksheet's and the class vote's.
#include "shell/class_options.h"

#include <QCommandLineParser>

#include "common/language.h"
#include "core/atomic_file.h"
#include "export/worksheet_pdf.h"
#include "quiz/round_clock.h"
#include "vote/vote_address.h"

// --worksheet and the options that only it takes; the targets are checked now, before any window.
QList<QCommandLineOption> worksheetOptions() {
  return {
      QCommandLineOption("worksheet", "Write a printable A4 worksheet of questions (PDF) and exit; no window.", "FILE.pdf"),
      QCommandLineOption("answers", "With --worksheet: also write its answer key, each answer with its why.", "FILE.pdf"),
      QCommandLineOption("seed", "With --worksheet: the questions' seed (default 1); the same seed gives the same questions.", "S"),
      QCommandLineOption("count", QStringLiteral("With --worksheet: how many questions, %1 to %2 (default 12).")
                                      .arg(worksheet::kMinCount).arg(worksheet::kMaxCount), "N"),
      QCommandLineOption("kinds", "With --worksheet: only these question kinds, comma-separated (default: all; with "
                                  "--lesson FILE: that lesson's own questions, with fresh numbers).", "a,b"),
  };
}

bool parseWorksheetOptions(const QCommandLineParser& parser, GuiOptions* o, QString* error) {
  if (!parser.isSet("worksheet")) {
    for (const char* name : {"answers", "seed", "count", "kinds"}) {
      if (parser.isSet(name)) {
        *error = QStringLiteral("--%1 needs --worksheet").arg(QLatin1String(name));
        return false;
      }
    }
    return true;
  }
  o->worksheet = parser.value("worksheet");
  o->worksheetAnswers = parser.value("answers");
  WorksheetSpec& spec = o->worksheetSpec;
  if (parser.isSet("seed") && !worksheet::parseSeed(parser.value("seed"), &spec.seed, error)) return false;
  if (parser.isSet("count") && !worksheet::parseCount(parser.value("count"), &spec.count, error)) return false;
  if (parser.isSet("kinds") && !worksheet::parseKinds(parser.value("kinds"), &spec.kinds, error)) return false;
  const QString lang = parser.isSet("lang") ? parser.value("lang") : Language::systemDefault();
  if (!worksheet::parseLang(lang, &spec.lang, error)) return false;
  return worksheet::checkTargets(o->worksheet, o->worksheetAnswers, error);
}
// --class-vote and where it listens (also the View menu's vote, when it is switched on later).
QList<QCommandLineOption> voteOptions() {
  return {
      QCommandLineOption("class-vote", "Start a class vote: students vote on each question from their phones, on "
                                       "this room's network (also View > Class vote from phones). Prints 'dpviz: class "
                                       "vote at http://ADDR:PORT/ PIN NNNN' on stderr."),
      QCommandLineOption("vote-port", "The class vote's port (default 0: any free port).", "N"),
      QCommandLineOption("vote-pin", "The class vote's PIN, 4 to 8 digits (default: random digits).", "PIN"),
      QCommandLineOption("vote-pin-digits", "The digits of a random PIN, 4 to 8 (default 6; phones that scan the "
                                            "QR code need none).", "N"),
      QCommandLineOption("vote-bind", "The class vote's address (default: the address of the default route; "
                                      "127.0.0.1 keeps it on this machine).", "ADDR"),
      QCommandLineOption("think-time", "A class vote's think time per round in seconds, 5 to 3600, or 0: each round "
                                       "waits for Enter (default: View > Think time per vote; a lesson's own wins).", "S"),
      QCommandLineOption("class-record", "Where the class vote keeps its record, every ballot as it is counted (default: "
                                         "a new class-DATE.dpvizclass in the app's data folder's class-records/). A "
                                         "record already there goes on.", "FILE"),
      QCommandLineOption("class-report", "Write a class record's CSV and its one-page report (PDF, in --lang's "
                                         "language, or both) beside it, and exit; no window.", "RECORD"),
  };
}

bool parseVoteOptions(const QCommandLineParser& parser, GuiOptions* o, QString* error) {
  o->classVote = parser.isSet("class-vote");
  if (parser.isSet("vote-port") && !vote::parsePort(parser.value("vote-port"), &o->votePort, error)) return false;
  if (parser.isSet("vote-pin") && !vote::parsePin(parser.value("vote-pin"), &o->votePin, error)) return false;
  if (parser.isSet("vote-pin-digits") && !vote::parsePinDigits(parser.value("vote-pin-digits"), &o->votePinDigits, error)) return false;
  if (parser.isSet("vote-bind") && !vote::parseBind(parser.value("vote-bind"), &o->voteBind, error)) return false;
  if (parser.isSet("think-time")) {
    bool ok = false;
    const int s = parser.value("think-time").toInt(&ok);
    if (!ok || (s != 0 && (s < RoundClock::kMinSeconds || s > RoundClock::kMaxSeconds))) {
      *error = QStringLiteral("--think-time: expected 0 or %1 to %2 seconds, got '%3'")
                   .arg(RoundClock::kMinSeconds)
                   .arg(RoundClock::kMaxSeconds)
                   .arg(parser.value("think-time"));
      return false;
    }
    o->thinkSeconds = s;
  }
  if (parser.isSet("class-report")) {
    o->classReport = parser.value("class-report");
    if (parser.isSet("lang") && !worksheet::parseLang(parser.value("lang"), &o->classReportLang, error)) return false;
  }
  if (parser.isSet("class-record")) {
    o->classRecord = parser.value("class-record");
    try {  // a folder that cannot take it is said now, not when the vote starts
      dp::check_writable(o->classRecord.toStdString());
    } catch (const std::exception& e) {
      *error = QStringLiteral("--class-record: ") + QString::fromUtf8(e.what());
      return false;
    }
  }
  if (!o->classVote) return true;
  // Tried now, before any window, so that a refusal is the one line on stderr.
  if (o->voteBind.isNull()) o->voteBind = vote::defaultRouteAddress();
  return vote::checkListen(o->voteBind, o->votePort, error);
}
