// The player without a window: the teaching pace (a computation, never a timed wait), the pause
// at "Done" between batches, ← through the recorded batches without running the engine again,
// and a scenario about batch N starting its animation at batch N.
#include <QSignalSpy>
#include <QtTest>

#include "common/language.h"
#include "lessons/pitfalls.h"
#include "lessons/presets.h"
#include "session/run_session.h"
#include "stage/explanation.h"
#include "stage/batch_history.h"
#include "stage/pace.h"
#include "stage/phase_order.h"

namespace {

// Waits until the engine has delivered `steps` batches (the player keeps two ahead of the screen)
// and nothing is in flight, so that what follows runs on recorded batches only.
bool waitDelivered(RunSession& session, int steps) {
  return QTest::qWaitFor([&] { return session.bridge()->stepsRun() >= steps && !session.bridge()->busy(); }, 30000);
}

int outsideLines(const QStringList& lines) { return int(lines.filter(QStringLiteral("Outside:")).size()); }

}  // namespace

class TestPlayer : public QObject {
  Q_OBJECT
 private slots:
  // The stage's phases for each route, written out (R10 for the training step): forward only or a
  // training step, wrapped or not, a replica failing; ← walks the same list back.
  void phaseRoutesInOrder_data() {
    QTest::addColumn<bool>("wrapped");
    QTest::addColumn<bool>("training");
    QTest::addColumn<bool>("failed");
    QTest::addColumn<QStringList>("phases");
    QTest::newRow("forward, wrapped") << true << false << false
                                      << QStringList{"load", "scatter", "replicate", "forward", "gather", "done"};
    QTest::newRow("forward, one GPU") << false << false << false << QStringList{"load", "scatter", "forward", "done"};
    QTest::newRow("training, wrapped")
        << true << true << false
        << QStringList{"load", "scatter", "replicate", "forward", "gather", "loss", "backward", "reduce", "step", "done"};
    QTest::newRow("training, one GPU") << false << true << false
                                       << QStringList{"load", "scatter", "forward", "loss", "backward", "step", "done"};
    QTest::newRow("a replica raised") << true << true << true << QStringList{"load", "scatter", "replicate", "forward", "done"};
  }
  void phaseRoutesInOrder() {
    QFETCH(bool, wrapped);
    QFETCH(bool, training);
    QFETCH(bool, failed);
    QFETCH(QStringList, phases);
    const PhaseRoute route{wrapped, training, failed};
    QStringList forward{animPhaseName(AnimPhase::Load)};
    for (AnimPhase p = AnimPhase::Load; p != AnimPhase::Done; p = nextPhase(p, route)) forward << animPhaseName(nextPhase(p, route));
    QCOMPARE(forward, phases);
    QStringList back{animPhaseName(AnimPhase::Done)};
    for (AnimPhase p = AnimPhase::Done; p != AnimPhase::Load; p = previousPhase(p, route)) back.prepend(animPhaseName(previousPhase(p, route)));
    QCOMPARE(back, phases);
  }

  // The kept batches: numbered from 1, the newest kKept kept, the oldest dropped first.
  void batchHistoryKeepsTheNewest() {
    BatchHistory h;
    QVERIFY(!h.at(1));
    for (int b = 1; b <= BatchHistory::kKept + 6; ++b) {
      StepResult s;
      s.generation = b;  // marks the batch
      h.push(s);
    }
    QCOMPARE(h.first(), qint64(7));
    QVERIFY(!h.at(6));
    QCOMPARE(h.at(7)->generation, 7);
    QCOMPARE(h.at(BatchHistory::kKept + 6)->generation, BatchHistory::kKept + 6);
    QVERIFY(!h.at(BatchHistory::kKept + 7));
    h.clear();
    QCOMPARE(h.first(), qint64(1));
    QVERIFY(!h.at(7));
  }

  // The reading pace: 2.5 words a second aloud, never under 4 s; Chinese by characters.
  void readingPaceCountsWordsAndCharacters() {
    QCOMPARE(pace::spokenWords(QStringLiteral("Scatter: 30 rows cut into 8 chunks of ceil(30/8) = 4 → 8")), 11.0);
    QCOMPARE(pace::spokenWords(QStringLiteral("分发：30 行切成 8 块")), 2.0 + 4 / 2.0 + 2 / 2.0);
    QCOMPARE(pace::readingSeconds(QStringLiteral("Done.")), pace::kMinPhaseSeconds);
    const QString twenty = QStringLiteral("a b c d e f g h i j k l m n o p q r s t");
    QCOMPARE(pace::spokenWords(twenty), 20.0);
    QCOMPARE(pace::readingSeconds(twenty), 8.0);
    QCOMPARE(pace::spokenWords(QString()), 0.0);
  }

  // At 1× each phase holds its caption's reading time: never under 4 s and never less
  // than the caption takes to read aloud, in the language on screen, forward and training steps,
  // wrapped and not; and the clock really holds the phase that long.
  void eachPhaseHoldsItsCaptionsReadingTime_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<bool>("train");
    for (const char* language : {"en", "zh_CN"}) {
      for (const int gpus : {1, 8}) {
        for (const bool train : {false, true}) {
          QTest::addRow("%s, %d GPU(s)%s", language, gpus, train ? ", training" : "") << QString::fromLatin1(language) << gpus << train;
        }
      }
    }
  }
  void eachPhaseHoldsItsCaptionsReadingTime() {
    QFETCH(QString, language);
    QFETCH(int, gpus);
    QFETCH(bool, train);
    Language::apply(language);
    RunSession session;
    dp::RunConfig config = tutorialConfig(gpus);
    if (train) config.mode = dp::RunMode::Train;
    session.apply(config);
    QVERIFY(session.runTo(1, AnimPhase::Load, 0.0));
    QVERIFY(waitDelivered(session, 2));
    Player* player = session.player();
    double longest = 0, sum = 0;
    int phases = 0;
    player->play();
    while (player->phase() != AnimPhase::Done) {
      const AnimPhase phase = player->phase();
      const QString caption = explainPhase(*player, gpus);
      const double hold = player->phaseSeconds(phase);
      QVERIFY2(hold >= pace::kMinPhaseSeconds, qPrintable(caption));
      QVERIFY2(hold >= pace::spokenWords(caption) / pace::kWordsPerSecond, qPrintable(caption));
      QCOMPARE(hold, pace::readingSeconds(caption));
      QVERIFY(player->phaseProgress() < 0.01);
      player->advance((1.0 - player->phaseProgress()) * hold - 0.001);  // still this phase just before its time is up...
      QCOMPARE(player->phase(), phase);
      player->advance(0.002);  // ...and the next one after it
      QVERIFY(player->phase() != phase);
      longest = std::max(longest, hold);
      sum += hold;
      ++phases;
    }
    player->pause();
    QCOMPARE(phases, gpus > 1 ? (train ? 9 : 5) : (train ? 6 : 3));
    QVERIFY2(longest > pace::kMinPhaseSeconds, qPrintable(QString::number(longest)));  // some caption is long
    session.player()->stepBack();  // the batch's length is its phases and Done's caption
    QCOMPARE(player->batchSeconds(), sum + player->phaseSeconds(AnimPhase::Done));
    QVERIFY(player->phaseSeconds(AnimPhase::Done) >= pace::kMinPhaseSeconds);
    Language::apply(QStringLiteral("en"));
  }

  // "Pause at every phase": while playing, the player stops at the end of each phase, on its last
  // frame and caption; play goes on into the next. Never with the external clock (a video).
  void pauseAtEveryPhaseStopsAtEachPhasesEnd() {
    RunSession session;
    session.apply(tutorialConfig(8));
    QVERIFY(session.waitReady());
    QVERIFY(waitDelivered(session, 2));
    Player* player = session.player();
    QVERIFY(!player->pauseAtEveryPhase());  // off by default
    player->setPauseAtEveryPhase(true);
    const QList<AnimPhase> stops = {AnimPhase::Load, AnimPhase::Scatter, AnimPhase::Replicate, AnimPhase::Forward,
                                    AnimPhase::Gather, AnimPhase::Done};
    for (const AnimPhase phase : stops) {
      player->play();
      QVERIFY(player->playing());
      const double unused = player->advance(1000.0);
      QVERIFY(!player->playing());
      QCOMPARE(player->phase(), phase);
      QCOMPARE(player->phaseProgress(), 1.0);
      QCOMPARE(player->batchesShown(), 1);
      QVERIFY(unused > 1000.0 - 60.0);  // it stopped there with the rest of the time unused
    }
    player->play();
    player->advance(0.01);
    QCOMPARE(player->batchesShown(), 2);
    QCOMPARE(player->phase(), AnimPhase::Load);
    player->pause();
    player->setExternalClock(true);  // a video plays on through the phases
    player->play();
    player->advance(player->phaseSeconds(AnimPhase::Load) + 0.01);
    QVERIFY(player->playing());
    QCOMPARE(player->phase(), AnimPhase::Scatter);
    player->pause();
  }

  // While playing, "Done" stays on screen for the pause, then the next batch starts; turned off,
  // the next batch follows at once. The clock is driven by hand: no waiting on time.
  void donePauseBetweenBatches_data() {
    QTest::addColumn<bool>("pause");
    QTest::newRow("on") << true;
    QTest::newRow("off") << false;
  }
  void donePauseBetweenBatches() {
    QFETCH(bool, pause);
    RunSession session;
    QVERIFY(session.player()->donePause());  // on by default
    session.player()->setDonePause(pause);
    session.apply(tutorialConfig(8));
    QVERIFY(session.waitReady());
    QVERIFY(waitDelivered(session, 2));
    Player* player = session.player();
    player->play();
    QCOMPARE(player->batchesShown(), 1);
    const double done = player->phaseSeconds(AnimPhase::Done);
    const double phases = player->batchSeconds() - (pause ? done : 0.0);
    player->advance(phases - 0.05);
    QCOMPARE(player->phase(), AnimPhase::Gather);
    player->advance(0.1);
    if (pause) {
      QCOMPARE(player->phase(), AnimPhase::Done);  // "Done" shows between batches
      QCOMPARE(player->batchesShown(), 1);
      player->advance(done - 0.1);
      QCOMPARE(player->phase(), AnimPhase::Done);
      player->advance(0.1);
    }
    QCOMPARE(player->batchesShown(), 2);
    QCOMPARE(player->phase(), AnimPhase::Load);
    player->pause();
  }

  // ← goes back one phase, and from a batch's Load to the previous batch's Done, replaying the
  // recorded batches: the engine runs nothing more and no line is printed twice; → then steps
  // forward through the same recorded batches.
  void stepBackReplaysRecordedBatches() {
    RunSession session;
    QSignalSpy completed(session.player(), &Player::batchCompleted);
    session.apply(tutorialConfig(8));
    QVERIFY(session.runTo(2, AnimPhase::Scatter, 0.0));
    QVERIFY(waitDelivered(session, 3));
    const int steps = session.bridge()->stepsRun();
    const QStringList printed = session.printedLines();
    QCOMPARE(outsideLines(printed), 1);
    Player* player = session.player();
    const QList<QPair<qint64, AnimPhase>> back = {
        {2, AnimPhase::Load},    {1, AnimPhase::Done},      {1, AnimPhase::Gather}, {1, AnimPhase::Forward},
        {1, AnimPhase::Replicate}, {1, AnimPhase::Scatter}, {1, AnimPhase::Load},   {1, AnimPhase::Load}};
    for (const auto& [batch, phase] : back) {
      player->stepBack();
      QCOMPARE(player->batchesShown(), batch);
      QCOMPARE(player->phase(), phase);
      QVERIFY(!player->playing());
    }
    QCOMPARE(player->current()->record.index, 0);
    for (int i = 0; i < 7; ++i) player->stepPhase();  // forward again over batch 1 into batch 2
    QCOMPARE(player->batchesShown(), 2);
    QCOMPARE(player->phase(), AnimPhase::Scatter);
    QCOMPARE(player->current()->record.index, 1);
    QCoreApplication::processEvents();
    QCOMPARE(session.bridge()->stepsRun(), steps);  // nothing ran again
    QCOMPARE(session.printedLines(), printed);      // nothing printed twice
    QCOMPARE(completed.size(), 1);
    player->stepBatch();                             // on to the newest batch: reported once
    QCOMPARE(completed.size(), 2);
    QCOMPARE(outsideLines(session.printedLines()), 2);
  }

  // "The last, partial batch" is about batch 4: batches 1–3 run in the engine and print their
  // lines, and the animation starts at batch 4 (the banner and the log agree).
  void lastBatchScenarioStartsAtItsBatch() {
    const Pitfall* last = findPitfall("last-batch");
    QVERIFY(last);
    QCOMPARE(last->batch, 4);
    RunSession session;
    QList<qint64> shown;  // the batch on screen at each frame
    connect(session.player(), &Player::frame, this, [&] { shown << session.player()->batchesShown(); });
    session.startScenario(last);
    session.start(last->config, last->batch, RunSession::OnReady::Nothing, last->batch);
    QVERIFY(session.waitReady());
    QVERIFY(session.runTo(4, AnimPhase::Load, 0.0));
    QCOMPARE(outsideLines(session.printedLines()), 3);  // batches 1–3 printed, not animated
    QCOMPARE(session.printedLines().first(), QString("Let's use 8 GPUs!"));
    QVERIFY(shown.contains(4));  // frames were drawn, batch 4's among them
    for (qint64 b : shown) QVERIFY2(b == 0 || b == 4, qPrintable(QString::number(b)));  // never 1–3
    QVERIFY(session.runTo(4, AnimPhase::Done, 1.0));
    QCOMPARE(outsideLines(session.printedLines()), 4);
    QVERIFY(session.player()->epochDone());
  }
};

QTEST_GUILESS_MAIN(TestPlayer)
#include "test_player.moc"
