// Predict, then reveal: the state machine (class votes in two rounds, their chart, the
// reveal; self-study right or wrong, why, and the score), the reveal points asked of the run on
// screen, the player held at a question until its reveal, the window's keys (1–4, Enter, Page Down),
// the panel at 1024×768 in both languages and modes (tiles ≥ 1/5 of the stage, no text cut), and
// the screenshot contract: --predict --screenshot-at 1:scatter shows the question, not the split.
// With DPVIZ_PREDICT_SHOTS set to a folder, the window is also saved there as PNGs to look at.
#include <QAction>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QProcess>
#include <QSettings>
#include <QPushButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTemporaryDir>
#include <QtTest>
#include <qcustomplot.h>

#include "app_window.h"
#include "shell/lecturer_view.h"
#include "common/language.h"
#include "common/no_break.h"
#include "common/rule_codes.h"
#include "ddp/ddp_view.h"
#include "find_part.h"
#include "lessons/lesson_controller.h"
#include "lessons/presets.h"
#include "quiz/peer_guidance.h"
#include "quiz/predict_controller.h"
#include "quiz/predict_panel.h"
#include "quiz/vote_chart.h"
#include "shell/gui_options.h"
#include "shell/main_window.h"
#include "shell/predict_runs.h"
#include "shell/settings.h"
#include "stage/dataparallel_view.h"

namespace {

using Stage = PredictState::Stage;

// "[4, 4, 2]" and "[4,4,2]" alike: the answer's numbers.
QString numbers(const std::string& json) { return QString::fromStdString(json).remove(' '); }

dp::quiz::Question chunkQuestion() {
  dp::quiz::Config c;
  c.batch = 30;
  c.gpus = 8;
  return dp::quiz::make(dp::quiz::Kind::ChunkSizes, c, 3);
}

// Answers the open question and goes on (reveal, then close), as the lecturer's Enter does.
void revealAndGoOn(PredictState& state) {
  while (state.isOpen()) state.advance();
}

// Plays on (the clock driven, never waited for) until the player is held at a question or the
// epoch ends; the engine's batches are waited for.
bool playToQuestion(RunSession& session) {
  Player* p = session.player();
  p->play();
  return QTest::qWaitFor([&] {
    p->advance(1.0);
    return p->held() || p->epochDone();
  }, 30000) && p->held();
}

// The window as `args` make it (after "dpviz"), shown and active for the keys.
struct Window : AppWindow {
  explicit Window(const QStringList& args) : AppWindow(args) {
    w->activateWindow();
    (void)QTest::qWaitForWindowActive(w.get());  // offscreen windows may never be active: keys go to the focus widget
  }
  PredictPanel* panel() const { return part<PredictPanel>(*w, "PredictPanel"); }
  PredictState* state() const { return panel()->state(); }
  QStackedWidget* stack() const { return part<QStackedWidget>(*w, "CentreStack"); }
  void shot(const QString& name) {
    const QString folder = qEnvironmentVariable("DPVIZ_PREDICT_SHOTS");
    if (folder.isEmpty()) return;
    settle();
    w->grab().save(QDir(folder).filePath(name + ".png"));
  }
};

// Everything wrong with the panel as shown: tiles narrower than a fifth of the stage, text cut or
// out of the panel, a projector question under 18 px.
QStringList panelProblems(Window& win, bool projector) {
  win.settle();
  QStringList bad;
  PredictPanel* panel = win.panel();
  if (win.stack()->currentWidget() != panel || !panel->isVisible()) return {"the panel is not in the stage's place"};
  const int stage = win.stack()->width();
  if (!panel->textFits()) bad << QStringLiteral("text cut at %1 px").arg(panel->tilePixelSize());
  const QRect inside = panel->rect();
  for (int i = 0; i < win.state()->optionCount(); ++i) {
    QWidget* t = panel->tile(i);
    if (!t->isVisible()) bad << QStringLiteral("tile %1 hidden").arg(i + 1);
    if (t->width() * 5 < stage) bad << QStringLiteral("tile %1: %2 px of %3").arg(i + 1).arg(t->width()).arg(stage);
    if (!inside.contains(QRect(t->mapTo(panel, QPoint(0, 0)), t->size()))) bad << QStringLiteral("tile %1 outside").arg(i + 1);
  }
  for (QWidget* w : panel->findChildren<QWidget*>()) {
    if (w->isVisible() && !inside.contains(QRect(w->mapTo(panel, QPoint(0, 0)), w->size())))
      bad << w->objectName() + " outside the panel";
  }
  // An option as long as "[3, 3, 3, 3, 3, 3, 3, 9]" reads at a glance: on at most 2 lines in
  // projector mode, over the chart and in the reveal too (the tiles 2 × 2 where one row would wrap
  // it). Longer ones (a lesson's 12-row lists) may take more.
  for (int i = 0; projector && i < win.state()->optionCount(); ++i) {
    auto* text = panel->tile(i)->findChild<QLabel*>(QStringLiteral("PredictTileText"));
    if (!text || text->text().isEmpty() || text->text().size() > QStringLiteral("[3, 3, 3, 3, 3, 3, 3, 9]").size()) continue;
    const int lines = qRound(double(text->heightForWidth(text->width())) / QFontMetrics(text->font()).lineSpacing());
    if (lines > 2) bad << QStringLiteral("option %1 on %2 lines: %3").arg(i + 1).arg(lines).arg(text->text());
  }
  if (projector && panel->questionPixelSize() < 18) bad << QStringLiteral("question at %1 px").arg(panel->questionPixelSize());
  if (panel->tilePixelSize() < PredictPanel::kMinPixelSize) bad << "tile text too small";
  // Options are read from the back of the room too: never in smaller type than the question.
  if (projector && panel->tilePixelSize() < panel->questionPixelSize())
    bad << QStringLiteral("options at %1 px under a question at %2 px").arg(panel->tilePixelSize()).arg(panel->questionPixelSize());
  return bad;
}

}  // namespace

class TestPredict : public QObject {
  Q_OBJECT
 private slots:
  void init() { Language::apply("en"); }

  // Class mode: taps and typed counts in round 1, "discuss and vote again", round 2, the chart of
  // both (per cent of each vote's hands), the reveal, then closed.
  void classVotesTwiceThenReveals() {
    PredictState s;
    s.setMode(PredictState::Mode::Class);
    QSignalSpy closed(&s, &PredictState::closed);
    const dp::quiz::Question q = chunkQuestion();
    s.open(q);
    QCOMPARE(s.stage(), Stage::Round1);
    QCOMPARE(s.optionCount(), 4);
    for (int i = 0; i < 3; ++i) QVERIFY(s.pick(0));
    QVERIFY(s.setVotes(1, 2, 5));
    QVERIFY(!s.pick(4));
    QVERIFY(!s.setVotes(1, 1, -1));
    QCOMPARE(s.votes(1, 0), 3);
    QCOMPARE(s.votes(1, 2), 5);
    QCOMPARE(s.totalVotes(1), 8);
    QCOMPARE(s.advance(), Stage::Round2);
    const int other = (q.right + 1) % 4;  // an option that is not the answer
    QVERIFY(s.pick(q.right));
    QVERIFY(s.setVotes(2, other, 1));
    QCOMPARE(s.votes(2, q.right), 1);
    QCOMPARE(s.votes(2, other), 1);
    QCOMPARE(s.totalVotes(2), 2);
    QCOMPARE(s.votes(1, 0), 3);  // the first vote is kept
    QCOMPARE(s.advance(), Stage::Chart);
    QVERIFY(!s.pick(0));  // no votes after the vote
    QCOMPARE(s.advance(), Stage::Revealed);
    QCOMPARE(s.answered(), 0);  // a class's vote is not a score
    QCOMPARE(closed.count(), 0);
    QCOMPARE(s.advance(), Stage::Closed);
    QCOMPARE(closed.count(), 1);

    VoteChart chart;
    chart.setVotes({3, 0, 5, 0}, {0, 0, 0, 4}, 2);
    QCOMPARE(chart.shares(1), QVector<double>({37.5, 0, 62.5, 0}));
    QCOMPARE(chart.shares(2), QVector<double>({0, 0, 0, 100}));
  }

  // The share axis reads "0 %" … "100 %" with no title to be cut, and its tick labels never overlap:
  // a short chart at the projector's text size keeps fewer ticks (stop 8's 0–100 labels overlapped).
  void voteChartTicksNeverOverlap_data() {
    QTest::addColumn<int>("height");
    QTest::addColumn<int>("pixels");
    QTest::newRow("short, projector text") << 120 << 24;
    QTest::newRow("medium") << 220 << 24;
    QTest::newRow("tall, window text") << 400 << 13;
  }
  void voteChartTicksNeverOverlap() {
    QFETCH(int, height);
    QFETCH(int, pixels);
    VoteChart chart;
    chart.resize(500, height);
    chart.setPixelSize(pixels);
    chart.setVotes({3, 0, 5, 0}, {0, 0, 0, 4}, 2);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    chart.plot()->replot();
    QCPAxis* axis = chart.plot()->yAxis;
    QVERIFY(axis->label().isEmpty());
    const QVector<double> ticks = axis->tickVector();
    QVERIFY2(ticks.size() >= 2, qPrintable(QString::number(ticks.size())));
    QVERIFY(axis->tickVectorLabels().first().endsWith("%"));
    const double gap = std::abs(axis->coordToPixel(ticks[1]) - axis->coordToPixel(ticks[0]));
    const double line = QFontMetricsF(axis->tickLabelFont()).height();
    QVERIFY2(gap >= line, qPrintable(QStringLiteral("%1 px between ticks, %2 px a label").arg(gap).arg(line)));
  }

  // Self-study: a pick, the reveal says right or wrong and why (the option's "why not" and the
  // rule), and the score counts each revealed answer once; a reveal without an answer is not counted.
  void selfStudyScoresAndSaysWhy() {
    PredictState s;
    s.setMode(PredictState::Mode::SelfStudy);
    const dp::quiz::Question q = chunkQuestion();
    const int wrong = (q.right + 1) % 4;
    s.open(q);
    QCOMPARE(s.stage(), Stage::Asking);
    QVERIFY(s.pick(wrong));
    QVERIFY(s.pick(wrong));  // changing one's mind is free until the reveal
    QCOMPARE(s.advance(), Stage::Revealed);
    QVERIFY(!s.answeredRight());
    QCOMPARE(s.pickedWhy("en"), QString::fromStdString(q.options[std::size_t(wrong)].why.en));
    QCOMPARE(s.ruleWhy("zh_CN"), QString::fromStdString(q.why.zh_CN));
    QVERIFY(!s.ruleWhy("en").isEmpty());
    QCOMPARE(s.answered(), 1);
    QCOMPARE(s.right(), 0);
    s.advance();
    s.open(q);
    s.pick(q.right);
    s.advance();
    QVERIFY(s.answeredRight());
    QCOMPARE(s.answered(), 2);
    QCOMPARE(s.right(), 1);
    s.advance();
    s.open(q);
    QCOMPARE(s.advance(), Stage::Revealed);  // no answer: revealed, not scored
    QCOMPARE(s.answered(), 2);
    s.resetScore();
    QCOMPARE(s.answered(), 0);
  }

  // The player stops before batch 1's split with the question for that split (the engine's
  // 30 rows on 8 GPUs: [4, 4, 4, 4, 4, 4, 4, 2]), holds there however long the clock runs, and goes
  // on into the scatter once revealed. Each question once a run: batch 1 asks the split and the
  // gather, batches 2 and 3 nothing, the final batch of 10 asks again (idle GPUs: 5 chunks, 3 idle).
  void playerHoldsUntilRevealAndAsksTheRun() {
    RunSession session;
    PredictState state;
    PredictController predict(&session, &state);
    predict.setEnabled(true);
    session.apply(tutorialConfig(8));
    QVERIFY(session.waitReady());
    Player* p = session.player();
    QVERIFY(playToQuestion(session));
    QCOMPARE(p->batchesShown(), 1);
    QCOMPARE(p->phase(), AnimPhase::Load);
    QCOMPARE(p->heldBefore(), AnimPhase::Scatter);
    QVERIFY(state.isOpen());
    QCOMPARE(state.question().kind, dp::quiz::Kind::ChunkSizes);
    QCOMPARE(numbers(state.question().answer_json), QStringLiteral("[4,4,4,4,4,4,4,2]"));
    QCOMPARE(state.question().config.batch, 30);
    QCOMPARE(state.question().config.gpus, 8);
    QCOMPARE(p->advance(100.0), 100.0);  // held: the clock moves nothing
    p->play();
    p->stepPhase();
    QVERIFY(p->held());
    QCOMPARE(p->phase(), AnimPhase::Load);
    QVERIFY(!p->playing());
    state.pick(0);
    state.advance();  // revealed: still held while the answer is read
    QVERIFY(p->held());
    state.advance();  // go on
    QVERIFY(!p->held());
    QCOMPARE(p->phase(), AnimPhase::Scatter);
    QVERIFY(p->playing());  // it was playing: it plays on

    QStringList asked;  // batch:kind of every question until the epoch's end
    asked << QStringLiteral("1:chunk_sizes");
    while (playToQuestion(session)) {
      asked << QStringLiteral("%1:%2").arg(p->batchesShown()).arg(QString::fromStdString(std::string(dp::quiz::kind_name(state.question().kind))));
      if (p->batchesShown() == 4 && state.question().kind == dp::quiz::Kind::IdleGpus) {
        QCOMPARE(state.question().config.batch, 10);
        QCOMPARE(numbers(state.question().answer_json), QStringLiteral("3"));
        QCOMPARE(int(p->current()->record.chunk_sizes.size()), 5);  // the engine's split: 5 chunks
      }
      revealAndGoOn(state);
    }
    QCOMPARE(asked, QStringList({"1:chunk_sizes", "1:gathered_shape", "4:idle_gpus", "4:gathered_shape"}));
    QVERIFY(p->epochDone());
  }

  // A step back from a question leaves it unanswered: it is asked again when the phase comes
  // back; predict off lets the run through and closes an open question.
  void stepBackAsksAgainAndOffLetsThrough() {
    RunSession session;
    PredictState state;
    PredictController predict(&session, &state);
    predict.setEnabled(true);
    session.apply(tutorialConfig(8));
    QVERIFY(session.waitReady());
    QVERIFY(playToQuestion(session));
    session.player()->stepBack();
    QVERIFY(!state.isOpen());
    QVERIFY(!session.player()->held());
    QVERIFY(playToQuestion(session));
    QCOMPARE(state.question().kind, dp::quiz::Kind::ChunkSizes);
    predict.setEnabled(false);
    QVERIFY(!state.isOpen());
    QVERIFY(!session.player()->held());
    QCOMPARE(session.player()->phase(), AnimPhase::Scatter);
    QVERIFY(!playToQuestion(session));
    QVERIFY(session.player()->epochDone());
  }

  // Training: the reduce asks how many gradient bytes cuda:0 receives, and the engine's answer is
  // what the run's own reducer summed there from the other GPUs (never a number of the UI's).
  void trainingAsksTheReduce() {
    RunSession session;
    PredictState state;
    PredictController predict(&session, &state);
    predict.setEnabled(true);
    dp::RunConfig config = tutorialConfig(8);
    config.mode = dp::RunMode::Train;
    session.apply(config);
    QVERIFY(session.waitReady());
    QStringList kinds;
    while (playToQuestion(session) && session.player()->batchesShown() == 1) {
      kinds << QString::fromStdString(std::string(dp::quiz::kind_name(state.question().kind)));
      if (state.question().kind == dp::quiz::Kind::GradBytesToGpu0) {
        QCOMPARE(session.player()->heldBefore(), AnimPhase::Reduce);
        const dp::TrainRecord& r = session.player()->current()->record;
        std::uint64_t received = 0;
        for (std::size_t i = 0; i < r.reduce_bytes.size(); ++i) {
          if (r.devices[i] != r.reduce_device) received += r.reduce_bytes[i];
        }
        QVERIFY(received > 0);
        QCOMPARE(numbers(state.question().answer_json), QString::number(received));
      }
      revealAndGoOn(state);
    }
    QCOMPARE(kinds, QStringList({"chunk_sizes", "gathered_shape", "grad_bytes_to_gpu0"}));
  }

  // A lesson stop asks now, for the run's configuration (tutorial-8: 100 samples in batches of 30
  // → 4 batches, the last of 10), predict on or off.
  void askNowForALessonStop() {
    RunSession session;
    PredictState state;
    PredictController predict(&session, &state);
    session.apply(tutorialConfig(8));
    QVERIFY(predict.askNow(dp::quiz::Kind::LastBatch));
    QCOMPARE(state.question().kind, dp::quiz::Kind::LastBatch);
    QCOMPARE(state.question().config.dataset, 100);
    QCOMPARE(state.question().config.batch_size, 30);
    const QString answer = numbers(state.question().answer_json);
    QVERIFY2(answer.contains("\"batches\":4") && answer.contains("\"last\":10"), qPrintable(answer));
    QVERIFY(!predict.askNow(dp::quiz::Kind::RingSteps));  // one question at a time
    revealAndGoOn(state);
    QVERIFY(predict.askNow(dp::quiz::Kind::RingSteps));
    QCOMPARE(numbers(state.question().answer_json), QStringLiteral("14"));  // world 8: 2 × 7 steps
  }

  // A lesson's quiz stops (schema.md "quiz") ask in the window, predict on or off, with the stop's
  // own numbers: last-batch.dpviz stop 2 asks how 100 samples batch in 30s (R12.2), stop 3 the
  // idle GPUs of the final 10 rows on 8 (R7.1); a stop without a quiz asks nothing.
  void lessonQuizStopsAskInTheWindow() {
    Window win({"--window-size", "1024x768"});
    QVERIFY(win.w->openLesson(":/lessons/last-batch.dpviz"));
    PredictState* state = win.state();
    QVERIFY(state->isOpen());  // stop 1 asks the chunk sizes of the first batch of 30
    QCOMPARE(state->question().kind, dp::quiz::Kind::ChunkSizes);
    QCOMPARE(numbers(state->question().answer_json), QStringLiteral("[4,4,4,4,4,4,4,2]"));
    QCOMPARE(win.stack()->currentWidget(), win.panel());  // the panel stands in the stage's place
    revealAndGoOn(*state);
    win.w->lessons()->goTo(1);
    QVERIFY(state->isOpen());
    QCOMPARE(state->question().kind, dp::quiz::Kind::LastBatch);
    QCOMPARE(numbers(state->question().answer_json), QStringLiteral("{\"batches\":4,\"last\":10}"));
    revealAndGoOn(*state);
    win.w->lessons()->goTo(2);
    QVERIFY(state->isOpen());
    QCOMPARE(state->question().kind, dp::quiz::Kind::IdleGpus);
    QCOMPARE(numbers(state->question().answer_json), QStringLiteral("3"));
    revealAndGoOn(*state);
    QVERIFY(win.stack()->currentWidget() != win.panel());
    win.w->lessons()->goTo(3);
    QVERIFY(!state->isOpen());
    // Jumping away from an unanswered question (the banner's arrows, the editor, --stop) leaves it
    // behind: the next stop shows its own view, or its own question.
    win.w->lessons()->goTo(0);
    QCOMPARE(state->question().kind, dp::quiz::Kind::ChunkSizes);
    win.w->lessons()->goTo(3);
    QVERIFY(!state->isOpen());
    QVERIFY(win.stack()->currentWidget() != win.panel());
    win.w->lessons()->goTo(0);
    win.w->lessons()->goTo(1);
    QCOMPARE(state->question().kind, dp::quiz::Kind::LastBatch);
  }

  // A long Chinese question (no spaces for lines to break at, yet Chinese lines break between
  // characters) and long lists under a lesson's banner at 1024×768: dp-vs-ddp.dpviz stop 3 asks rank
  // 7's shard; the options stay large, on several lines, nothing cut.
  void longChineseQuestionUnderALessonBanner() {
    Window win({"--window-size", "1024x768", "--presentation", "--lang", "zh_CN"});
    QVERIFY(win.w->openLesson(":/lessons/dp-vs-ddp.dpviz"));
    win.w->lessons()->goTo(2);
    QCOMPARE(win.state()->question().kind, dp::quiz::Kind::DdpShard);
    const QStringList bad = panelProblems(win, true);
    QVERIFY2(bad.isEmpty(), qPrintable(bad.join("; ")));
    QVERIFY2(win.panel()->tilePixelSize() >= 24, qPrintable(QString::number(win.panel()->tilePixelSize())));
  }

  // The DDP tab asks too (a recorded 4-rank run through a stand-in mpirun): rank 0's shard before
  // anything moves, the ring's steps before the first ring step, then nothing more that run.
  void ddpTabAsksTheShardAndTheRing() {
    QTemporaryDir dir;
    const QString launcher = dir.filePath("fake-mpirun");
    QFile f(launcher);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QStringLiteral("#!/bin/sh\ncat '%1'\n").arg(DPVIZ_TEST_DATA "/ddp_events/w4.jsonl").toUtf8());
    f.close();
    f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    qputenv("DPVIZ_DDP_LAUNCHER", launcher.toUtf8());
    qputenv("DPVIZ_DDP_PROGRAM", launcher.toUtf8());
    Window win({"--preset", "tutorial-8", "--predict", "--predict-mode", "self", "--window-size", "1024x768"});
    DdpView* ddp = win.w->ddpView();
    win.w->centreTabs()->setCurrentWidget(ddp);
    ddp->start();
    QVERIFY(QTest::qWaitFor([&] { return !ddp->process().running(); }, 30000));
    const auto playToQuestion = [&] {
      ddp->play();
      for (int i = 0; i < 1000 && !ddp->held() && ddp->playing(); ++i) ddp->advance(1.0);
      return ddp->held();
    };
    PredictState* s = win.state();
    QVERIFY(playToQuestion());
    QCOMPARE(win.stack()->currentWidget(), win.panel());
    QCOMPARE(s->question().kind, dp::quiz::Kind::DdpShard);
    QCOMPARE(s->question().config.world, 4);
    QCOMPARE(numbers(s->question().answer_json), QStringLiteral("[0,4,8,12]"));  // the fixture's rank 0
    QCOMPARE(ddp->process().run().shard(0, 0), std::vector<qint64>({0, 4, 8, 12}));
    QTest::keyClick(win.w.get(), Qt::Key_Return);
    QTest::keyClick(win.w.get(), Qt::Key_Return);
    QVERIFY(!ddp->held());
    QCOMPARE(ddp->unitIndex(), 0);
    QVERIFY(playToQuestion());
    QCOMPARE(s->question().kind, dp::quiz::Kind::RingSteps);
    QCOMPARE(numbers(s->question().answer_json), QStringLiteral("6"));
    QCOMPARE(ddp->units()[std::size_t(ddp->unitIndex()) + 1].kind, DdpUnitKind::ReduceScatter);
    QTest::keyClick(win.w.get(), Qt::Key_PageDown);
    QTest::keyClick(win.w.get(), Qt::Key_PageDown);
    QCOMPARE(ddp->units()[std::size_t(ddp->unitIndex())].kind, DdpUnitKind::ReduceScatter);
    QVERIFY(!playToQuestion());  // the run's second step asks nothing again
    QCOMPARE(ddp->unitIndex(), int(ddp->units().size()) - 1);
    qunsetenv("DPVIZ_DDP_LAUNCHER");
    qunsetenv("DPVIZ_DDP_PROGRAM");
  }

  // The window's keys while a question is open: 1–4 pick, Enter and the clicker's Page Down reveal
  // and go on (Page Down even with a lesson's "next stop" on that key); closed, the animation goes
  // on and the keys are off again.
  void keysDriveTheQuestion() {
    Window win({"--preset", "tutorial-8", "--predict", "--predict-mode", "self", "--window-size", "1024x768"});
    QVERIFY(win.w->session()->runTo(1, AnimPhase::Scatter));
    PredictState* s = win.state();
    QCOMPARE(s->stage(), Stage::Asking);
    QCOMPARE(win.stack()->currentWidget(), win.panel());
    QAction* next_stop = part<QAction>(*win.w, "NextStopAction");
    next_stop->setEnabled(true);  // as with a lesson open
    QSignalSpy stops(next_stop, &QAction::triggered);
    QTest::keyClick(win.w.get(), Qt::Key_3);
    QCOMPARE(s->choice(), 2);
    QTest::keyClick(win.w.get(), Qt::Key_2);
    QCOMPARE(s->choice(), 1);
    QTest::keyClick(win.w.get(), Qt::Key_Return);
    QCOMPARE(s->stage(), Stage::Revealed);
    QVERIFY(win.panel()->verdictLabel()->isVisible());
    QVERIFY(!win.panel()->verdictLabel()->text().isEmpty());
    win.panel()->scoreButton()->click();  // the score, on request
    QVERIFY(win.panel()->scoreLabel()->isVisible());
    QCOMPARE(win.panel()->scoreLabel()->text(), QStringLiteral("%1 of 1 right").arg(s->answeredRight() ? 1 : 0));
    QTest::keyClick(win.w.get(), Qt::Key_PageDown);
    QVERIFY(!s->isOpen());
    QCOMPARE(stops.count(), 0);
    QCOMPARE(win.stack()->currentWidget(), win.w->centreTabs());
    QCOMPARE(win.w->player()->phase(), AnimPhase::Scatter);
    QVERIFY(!win.w->player()->held());
    QVERIFY(!part<QAction>(*win.w, "PredictPick1Action")->isEnabled());
    QCOMPARE(next_stop->shortcut(), QKeySequence(Qt::Key_PageDown));  // the lesson has its key back

    // Class mode from the View menu: hands tapped with 1–4 and typed, two rounds, Page Down on.
    part<QAction>(*win.w, "PredictClassAction")->trigger();
    QVERIFY(win.w->session()->runTo(1, AnimPhase::Gather));
    QVERIFY(win.w->player()->held());  // the gather's question
    QCOMPARE(s->stage(), Stage::Round1);
    QTest::keyClick(win.w.get(), Qt::Key_1);
    QTest::keyClick(win.w.get(), Qt::Key_1);
    win.panel()->votesBox(3)->setValue(7);
    QCOMPARE(s->votes(1, 0), 2);
    QCOMPARE(s->votes(1, 3), 7);
    QTest::keyClick(win.w.get(), Qt::Key_Enter);
    QCOMPARE(s->stage(), Stage::Round2);
    QTest::keyClick(win.w.get(), Qt::Key_4);
    QCOMPARE(s->votes(2, 3), 1);
    QTest::keyClick(win.w.get(), Qt::Key_PageDown);
    QCOMPARE(s->stage(), Stage::Chart);
    QVERIFY(win.panel()->chart()->isVisible());
    QCOMPARE(win.panel()->chart()->shares(1).value(3), 100.0 * 7 / 9);
    QTest::keyClick(win.w.get(), Qt::Key_PageDown);
    QCOMPARE(s->stage(), Stage::Revealed);
    QTest::keyClick(win.w.get(), Qt::Key_Return);
    QVERIFY(!s->isOpen());
    QCOMPARE(win.w->player()->phase(), AnimPhase::Gather);
    // Remembered: predict on, the class votes.
    QVERIFY(win.settings->predict());
    QCOMPARE(win.settings->predictMode(), PredictState::Mode::Class);
  }

  // The panel at 1024×768, projector mode and windowed, English and Chinese, at every stage of
  // both ways to answer: tiles at least a fifth of the stage wide, nothing cut, nothing outside,
  // the projector's question at least 18 px.
  void panelFitsAt1024x768_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("projector");
    QTest::addColumn<QString>("size");
    for (const char* lang : {"en", "zh_CN"}) {
      for (const bool projector : {true, false}) {
        QTest::addRow("%s %s 1024x768", lang, projector ? "projector" : "windowed") << QString(lang) << projector << "1024x768";
      }
      QTest::addRow("%s projector 1920x1080", lang) << QString(lang) << true << "1920x1080";
    }
  }
  void panelFitsAt1024x768() {
    QFETCH(QString, language);
    QFETCH(bool, projector);
    QFETCH(QString, size);
    QStringList args{"--preset", "tutorial-8", "--predict", "--predict-mode", "class", "--window-size", size, "--lang", language};
    if (projector) args << "--presentation";
    Window win(args);
    const QString tag = QStringLiteral("%1-%2-%3").arg(language, projector ? "projector" : "windowed", size);
    PredictState* s = win.state();
    for (const int batch : {1, 4}) {  // the split of 30 rows, then the final 10 (idle GPUs)
      QVERIFY(win.w->session()->runTo(batch, AnimPhase::Scatter));
      QVERIFY(s->isOpen());
      for (int i = 0; i < 4; ++i) s->setVotes(1, i, 3 * i + 2);
      QStringList bad = panelProblems(win, projector);
      QVERIFY2(bad.isEmpty(), qPrintable(QStringLiteral("batch %1 round 1: ").arg(batch) + bad.join("; ")));
      if (batch == 1) win.shot(tag + "-1-question");
      s->advance();
      for (int i = 0; i < 4; ++i) s->setVotes(2, i, i == s->question().right ? 9 : 1);
      bad = panelProblems(win, projector);
      QVERIFY2(bad.isEmpty(), qPrintable(QStringLiteral("batch %1 round 2: ").arg(batch) + bad.join("; ")));
      s->advance();
      bad = panelProblems(win, projector);
      QVERIFY2(bad.isEmpty(), qPrintable(QStringLiteral("batch %1 chart: ").arg(batch) + bad.join("; ")));
      if (batch == 1) win.shot(tag + "-2-chart");
      s->advance();
      bad = panelProblems(win, projector);
      QVERIFY2(bad.isEmpty(), qPrintable(QStringLiteral("batch %1 reveal: ").arg(batch) + bad.join("; ")));
      if (batch == 1) win.shot(tag + "-3-reveal");
      s->advance();
    }
    // Self-study's reveal of a wrong answer says the most: its sentence must fit too.
    win.w->predictions()->setMode(PredictState::Mode::SelfStudy);
    QVERIFY(win.w->session()->runTo(4, AnimPhase::Gather));
    QVERIFY(s->isOpen());
    s->pick((s->question().right + 1) % s->optionCount());
    s->advance();
    win.panel()->scoreButton()->setChecked(true);
    const QStringList bad = panelProblems(win, projector);
    QVERIFY2(bad.isEmpty(), qPrintable("self-study reveal: " + bad.join("; ")));
    win.shot(tag + "-4-self-reveal");
  }

  // The rule codes the quiz's sentences cite, (R14.2) or （R13.2、R13.3）, stay off what the room
  // reads (the reveal on the stage, the phones); the worksheet's key and dpviz-cli keep them.
  void ruleCodesStayOffTheRoom() {
    QCOMPARE(rule_codes::strip("8 chunks (R1.2)."), QString("8 chunks."));
    QCOMPARE(rule_codes::strip("一共 8 块（R1.2）。"), QString("一共 8 块。"));
    QCOMPARE(rule_codes::strip("indices[7:104:8]（R13.2、R13.3）。"), QString("indices[7:104:8]。"));
    QCOMPARE(rule_codes::strip("nothing (R7.1, R10.3) and (a note)."), QString("nothing and (a note)."));
    QCOMPARE(rule_codes::strip("R14 in lessons (Rx)"), QString("R14 in lessons (Rx)"));
    Window win({"--preset", "tutorial-8", "--predict", "--predict-mode", "class", "--window-size", "1024x768", "--lang", "zh_CN"});
    PredictState* s = win.state();
    for (const dp::quiz::Kind kind : {dp::quiz::Kind::ChunkSizes, dp::quiz::Kind::RingSteps, dp::quiz::Kind::DdpShard}) {
      s->close();
      QVERIFY(win.w->askNow(kind));
      QVERIFY(QString::fromStdString(s->question().why.zh_CN).contains("（R"));
      for (int i = 0; i < 3; ++i) s->advance();
      const QString verdict = no_break::plain(win.panel()->verdictLabel()->text());
      QVERIFY2(!verdict.isEmpty() && !QRegularExpression("R\\d+\\.\\d").match(verdict).hasMatch(), qPrintable(verdict));
      QVERIFY2(verdict.startsWith("答案：选项 "), qPrintable(verdict));
    }
  }

  // Peer instruction's advice after the first vote, at 30 %, 50 % and 80 % right, with the default
  // thresholds (35 %, 70 %; both ends are "discuss") and with others; thresholds out of order or
  // range fall back to the default.
  void guidanceAfterTheFirstVote_data() {
    QTest::addColumn<double>("share");
    QTest::addColumn<int>("low");
    QTest::addColumn<int>("high");
    QTest::addColumn<int>("advice");
    QTest::newRow("30 %") << 0.30 << 35 << 70 << int(guidance::Advice::Reteach);
    QTest::newRow("50 %") << 0.50 << 35 << 70 << int(guidance::Advice::Discuss);
    QTest::newRow("80 %") << 0.80 << 35 << 70 << int(guidance::Advice::MoveOn);
    QTest::newRow("35 % exactly") << 0.35 << 35 << 70 << int(guidance::Advice::Discuss);
    QTest::newRow("70 % exactly") << 0.70 << 35 << 70 << int(guidance::Advice::Discuss);
    QTest::newRow("30 % with 25–60") << 0.30 << 25 << 60 << int(guidance::Advice::Discuss);
    QTest::newRow("80 % with 30–90") << 0.80 << 30 << 90 << int(guidance::Advice::Discuss);
    QTest::newRow("out of order: the default") << 0.30 << 60 << 20 << int(guidance::Advice::Reteach);
    QTest::newRow("past 100: the default") << 0.80 << 35 << 170 << int(guidance::Advice::MoveOn);
  }
  void guidanceAfterTheFirstVote() {
    QFETCH(double, share);
    QFETCH(int, low);
    QFETCH(int, high);
    QFETCH(int, advice);
    QCOMPARE(int(guidance::advise(share, guidance::checked(low, high))), advice);
  }

  // The lecturer's view (Ctrl+L), a window of its own: after the first vote closes it gives the share
  // right and the advice (3, 5 and 8 of 10 right); the projected panel says neither, and nothing
  // before the first vote closed.
  void lecturersViewGivesTheAdvice() {
    Window win({"--preset", "tutorial-8", "--predict", "--predict-mode", "class", "--window-size", "1024x768", "--lang", "en"});
    win.w->findChild<QAction*>("LecturerViewAction")->trigger();
    auto* view = win.w->findChild<LecturerView*>(QStringLiteral("LecturerView"));
    QVERIFY(view && view->isVisible() && view->isWindow());
    PredictState* s = win.state();
    const std::pair<int, const char*> cases[] = {{3, "re-teach"}, {5, "discuss with their neighbours"}, {8, "move on"}};
    for (const auto& [right, words] : cases) {
      s->close();
      QVERIFY(win.w->askNow(dp::quiz::Kind::ChunkSizes));
      const int r = s->question().right, wrong = (r + 1) % s->optionCount();
      QVERIFY(s->setVotes(1, r, right) && s->setVotes(1, wrong, 10 - right));
      QVERIFY(!view->adviceLabel()->isVisibleTo(view));  // the first vote still open
      s->advance();
      QVERIFY(view->adviceLabel()->isVisibleTo(view));
      QVERIFY2(view->adviceLabel()->text().contains(words), qPrintable(view->adviceLabel()->text()));
      const QString share = QStringLiteral("%1 % right (%2 of 10)").arg(right * 10).arg(right);
      QVERIFY2(view->findChild<QLabel*>("LecturerShare")->text().contains(share), qPrintable(view->findChild<QLabel*>("LecturerShare")->text()));
      for (const QLabel* l : win.w->findChildren<QLabel*>()) {
        if (l->window() == win.w.get()) QVERIFY2(!l->text().contains(share) && !l->text().contains(words), qPrintable(l->text()));
      }
      if (const QString folder = qEnvironmentVariable("DPVIZ_PREDICT_SHOTS"); !folder.isEmpty()) {
        win.settle();
        view->grab().save(QDir(folder).filePath(QStringLiteral("lecturer-view-%1.png").arg(right)));
      }
    }
    win.w->findChild<QAction*>("LecturerViewAction")->trigger();
    QVERIFY(!view->isVisible());
  }

  // The screenshot contract: --predict --presentation at 1024×768 in Chinese, at 1:scatter, shows
  // the question for batch 1's split instead of the split (the stage still at the load).
  void screenshotShowsTheQuestionInsteadOfTheSplit() {
    Window win({"--preset", "tutorial-8", "--predict", "--presentation", "--window-size", "1024x768", "--lang", "zh_CN"});
    QVERIFY(win.w->session()->runTo(1, AnimPhase::Scatter));
    QCOMPARE(win.stack()->currentWidget(), win.panel());
    QCOMPARE(win.w->player()->phase(), AnimPhase::Load);  // not split yet
    QCOMPARE(win.state()->question().kind, dp::quiz::Kind::ChunkSizes);
    QCOMPARE(win.state()->stage(), Stage::Round1);  // a lecture: the class votes
    QCOMPARE(no_break::plain(win.panel()->questionLabel()->text()), QString::fromStdString(win.state()->question().text.zh_CN));
    QVERIFY(panelProblems(win, true).isEmpty());

    QTemporaryDir dir;
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("HOME", dir.path());
    env.insert("XDG_CONFIG_HOME", dir.path() + "/.config");
    env.insert("QT_QPA_PLATFORM", "offscreen");
    p.setProcessEnvironment(env);
    const QStringList common{"--preset", "tutorial-8", "--presentation", "--window-size", "1024x768", "--lang", "zh_CN",
                             "--screenshot-at", "1:scatter", "--screenshot"};
    p.start(DPVIZ_GUI, QStringList{"--predict"} + common + QStringList{dir.path() + "/P.png"});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 0);
    p.start(DPVIZ_GUI, common + QStringList{dir.path() + "/split.png"});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 0);
    const QImage asked(dir.path() + "/P.png"), split(dir.path() + "/split.png");
    QCOMPARE(asked.size(), QSize(1024, 768));
    QVERIFY(asked != split);
    // The app's own picture of the question (the same window in this process) is the PNG's.
    win.settle();
    if (!qEnvironmentVariableIsEmpty("DPVIZ_PREDICT_SHOTS")) {
      win.w->grab().save(QDir(qEnvironmentVariable("DPVIZ_PREDICT_SHOTS")).filePath("contract-inprocess.png"));
      asked.save(QDir(qEnvironmentVariable("DPVIZ_PREDICT_SHOTS")).filePath("contract-P.png"));
    }
    QCOMPARE(win.w->grab().toImage().convertToFormat(QImage::Format_RGB32), asked.convertToFormat(QImage::Format_RGB32));
  }

  // --predict-mode: class or self, anything else one line.
  void predictModeOption() {
    GuiOptions o;
    QString error;
    QVERIFY(parseGuiOptions({"dpviz", "--predict", "--predict-mode", "self"}, &o, &error));
    QVERIFY(o.predict);
    QCOMPARE(o.predictMode, PredictState::Mode::SelfStudy);
    QVERIFY(parseGuiOptions({"dpviz", "--predict-mode", "class"}, &o, &error));
    QCOMPARE(o.predictMode, PredictState::Mode::Class);
    GuiOptions none;
    QVERIFY(parseGuiOptions({"dpviz"}, &none, &error));
    QVERIFY(!none.predictMode);
    QVERIFY(!parseGuiOptions({"dpviz", "--predict-mode", "both"}, &o, &error));
    QCOMPARE(error, QStringLiteral("--predict-mode: expected class or self, got 'both'"));
    QVERIFY(!parseGuiOptions({"dpviz", "--predict-mode", "Class"}, &o, &error));
  }

  // One name per mode, read back as written; the settings file's unknown name is self-study.
  void predictModeNames() {
    for (const PredictState::Mode m : {PredictState::Mode::Class, PredictState::Mode::SelfStudy}) {
      QCOMPARE(PredictState::parseMode(PredictState::modeName(m)), std::optional(m));
    }
    QCOMPARE(PredictState::modeName(PredictState::Mode::Class), QStringLiteral("class"));
    QCOMPARE(PredictState::modeName(PredictState::Mode::SelfStudy), QStringLiteral("self"));
    QVERIFY(!PredictState::parseMode(QStringLiteral("")));
    QTemporaryDir dir;
    const QString ini = dir.filePath("s.ini");
    {
      QSettings raw(ini, QSettings::IniFormat);
      raw.setValue("run/predictMode", "lecture");
    }
    {
      Settings s(ini);
      QCOMPARE(s.predictMode(), PredictState::Mode::SelfStudy);
      s.setPredictMode(PredictState::Mode::Class);
    }
    QCOMPARE(Settings(ini).predictMode(), PredictState::Mode::Class);
  }

  // --predict-votes R1[/R2] and --predict-reveal: counts 0–999, at most 4 a round, two rounds; only
  // with --predict and --screenshot; anything else one line.
  void predictVotesOption() {
    GuiOptions o;
    QString error;
    const QStringList shot{"dpviz", "--predict", "--screenshot", "x.png"};
    QVERIFY2(parseGuiOptions(shot + QStringList{"--predict-votes", "3,6,9,12/0,1,2,25", "--predict-reveal"}, &o, &error), qPrintable(error));
    QCOMPARE(o.predictVotes, (std::vector<std::vector<int>>{{3, 6, 9, 12}, {0, 1, 2, 25}}));
    QVERIFY(o.predictReveal);
    for (const char* bad : {"3,6,9,12,1", "1/2/3", "a,b", "-1", "1000", ""}) {
      GuiOptions b;
      QVERIFY2(!parseGuiOptions(shot + QStringList{"--predict-votes", bad}, &b, &error), bad);
      QVERIFY2(error.startsWith("--predict-votes: expected up to 4 counts from 0 to 999") && !error.contains('\n'), qPrintable(error));
    }
    QVERIFY(!parseGuiOptions({"dpviz", "--predict-reveal", "--screenshot", "x.png"}, &o, &error));
    QCOMPARE(error, QStringLiteral("--predict-votes and --predict-reveal need --predict and --screenshot"));
    QVERIFY(!parseGuiOptions({"dpviz", "--predict", "--predict-votes", "1,2"}, &o, &error));
  }

  // The pictures in docs/classroom.md are the app's own: a screenshot with the class's two votes shows the
  // chart, with --predict-reveal the reveal; each is the window this process draws for the same votes.
  void screenshotOfTheVotesAndTheReveal() {
    const QStringList args{"--preset", "tutorial-8", "--predict", "--presentation", "--window-size", "1024x768", "--lang", "en"};
    QTemporaryDir dir;
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("HOME", dir.path());
    env.insert("XDG_CONFIG_HOME", dir.path() + "/.config");
    env.insert("QT_QPA_PLATFORM", "offscreen");
    p.setProcessEnvironment(env);
    const QStringList shot = args + QStringList{"--screenshot-at", "1:scatter", "--predict-votes", "2,5,8,15/1,2,3,24", "--screenshot"};
    p.start(DPVIZ_GUI, shot + QStringList{dir.path() + "/chart.png"});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 0);
    p.start(DPVIZ_GUI, shot + QStringList{dir.path() + "/reveal.png", "--predict-reveal"});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 0);
    Window win(args);
    QVERIFY(win.w->session()->runTo(1, AnimPhase::Scatter));
    PredictState* state = win.state();
    for (int option = 0; option < 4; ++option) state->setVotes(1, option, QList<int>{2, 5, 8, 15}[option]);
    state->advance();
    for (int option = 0; option < 4; ++option) state->setVotes(2, option, QList<int>{1, 2, 3, 24}[option]);
    QCOMPARE(state->advance(), Stage::Chart);
    win.settle();
    const auto same = [&](const QString& png) {
      return win.w->grab().toImage().convertToFormat(QImage::Format_RGB32) == QImage(png).convertToFormat(QImage::Format_RGB32);
    };
    QVERIFY(same(dir.path() + "/chart.png"));
    QCOMPARE(state->advance(), Stage::Revealed);
    win.settle();
    QVERIFY(same(dir.path() + "/reveal.png"));
    QVERIFY(!same(dir.path() + "/chart.png"));
  }
};

QTEST_MAIN(TestPredict)
#include "test_predict.moc"
