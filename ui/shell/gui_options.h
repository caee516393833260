// The GUI's command line: parsing (QCommandLineParser), applying it to the window, and the
// --screenshot mode (run to batch:phase, render, write the PNG, exit).
#pragma once

#include <QHostAddress>
#include <QSize>
#include <QString>
#include <optional>
#include <vector>
#include <QStringList>

#include "export/worksheet_pdf.h"
#include "lessons/app_view.h"
#include "panels/timings_reading.h"
#include "quiz/predict_state.h"
#include "vote/vote_address.h"
#include "run/ddp_schema.h"
#include "stage/player.h"

class MainWindow;
struct Lesson;

struct GuiOptions {
  QString preset;
  int gpus = -1;            // -1: from the preset
  bool cuda = false;        // --backend cuda: the GPUs are CUDA devices (checked at parse time: one must exist)
  qint64 batchSize = -1;    // -1: from the preset
  QString language;         // "", "zh_CN" or "en"
  QString screenshot;       // PNG path; empty: run interactively
  int shotBatch = 1;        // 1-based
  AnimPhase shotPhase = AnimPhase::Forward;
  QString pitfall;          // start with this pitfall scenario (ids in pitfalls.cpp)
  bool explorer = false;    // show the rules explorer tab
  bool tutorial = false;    // --tutorial: the tutorial pane in front (of the controls, when they share a place)
  int ddpStep = 0;          // --ddp STEP:PHASE: show the DDP tab and run; a screenshot shows that step (1-based)
  dp::DdpPhase ddpPhase = dp::DdpPhase::Load;  // and that phase (rank 0's, at its middle)
  int ddpRingStep = 0;      // --ddp STEP:allreduce:K: the first bucket's ring step K (1 .. 2(W−1)), arrived
  QString hostfile;         // --hostfile F: the DDP tab launches its ranks on these hosts (mpirun --hostfile)
  QSize windowSize;         // --window-size: exactly this, also in projector mode; invalid: fit the screen
  bool presentation = false;  // start in projector mode
  std::optional<AppView> view;  // --view: show this view (lessons/app_view.h names them); none: as saved
  std::optional<TimingsReading> timingsReading;  // --timings-reading (kTimingsReadingNames); none: as it is
  double zoom = 0;          // --zoom PCT as a factor (1.5 for 150); 0: the saved zoom
  bool train = false;       // --train: the whole training step
  QString lesson;           // --lesson FILE or a FILE.dpviz argument: open this lesson
  int lessonStop = 1;       // --stop N: at this stop of it (1-based)
  QString checkLesson;      // --check-lesson FILE: check it and exit (no window)
  QString exportWeb;        // --export-web DIR: write the browser edition there and exit (no window)
  bool shotAtGiven = false; // --screenshot-at was given (with a lesson, the stop says where otherwise)
  bool exitNow = false;     // --help / --version were handled
  QString exportVideo;      // --export-video FILE.mp4|FILE.gif: render the animation and exit
  int exportFirst = 1;      // --export-batches A-B: 1-based, inclusive
  int exportLast = 0;       // 0: the epoch's last batch
  bool exportKeepTransport = false;  // --export-keep-transport: projector mode's buttons stay in the video
  bool predict = false;     // --predict: the stage asks before each reveal
  std::optional<PredictState::Mode> predictMode;  // --predict-mode class|self; none: class in projector mode, else the saved one
  // --predict-votes R1[/R2] and --predict-reveal (with --screenshot): the question at the shot, voted
  // (each round's hands per option) and revealed, so the docs' pictures are made by the app itself
  std::vector<std::vector<int>> predictVotes;
  bool predictReveal = false;
  // --class-vote: the phones vote; --vote-bind (null: the default route's address),
  // --vote-port (0: any free port), --vote-pin (empty: --vote-pin-digits random digits, 4 by default)
  bool classVote = false;
  QHostAddress voteBind;
  quint16 votePort = 0;
  QString votePin;
  int votePinDigits = vote::kDefaultPinDigits;
  std::optional<int> thinkSeconds;  // --think-time S: this run's think time per round (not saved)
  QString classRecord;      // --class-record FILE: the vote's record there (empty: the default)
  QString classReport;      // --class-report RECORD: its CSV and report, and exit (no window)
  QString classReportLang;  // with --class-report --lang: only this language's report
  // --worksheet FILE.pdf [--answers FILE.pdf] --seed --count --lang --kinds: write them and exit (no window)
  QString worksheet;
  QString worksheetAnswers;
  WorksheetSpec worksheetSpec;
  // --vote-stdin (tests and scripts): each line on stdin is the lecturer's Enter on the open question
  bool voteStdin = false;
};

// Returns false with a one-line error for bad input.
bool parseGuiOptions(const QStringList& arguments, GuiOptions* options, QString* error);
bool parsePhase(const QString& name, AnimPhase* phase);
bool applyGuiOptions(const GuiOptions& options, MainWindow* window, QString* error);
// Runs that must leave no trace in the settings (no geometry, zoom, language, projector state).
bool savesNothing(const GuiOptions& options);
// --check-lesson: "ok: N steps" on stdout and 0, or the reader's one line on stderr and 2.
int checkLesson(const QString& path);
// The stops whose caption says the answer of the stop's own question (its right option's text, or
// "= N" for a whole-number answer), one line each; --check-lesson prints them as warnings.
QStringList captionSpoilers(const Lesson& lesson);
// Exit status: 0 when the PNG (the whole window, exactly its size) was written.
int takeScreenshot(const GuiOptions& options, MainWindow* window);
