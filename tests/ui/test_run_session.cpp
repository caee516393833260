// RunSession without a window: a run's lines against PyTorch's printout, a scenario's extras and
// its end, pausing after a batch, the comparison at the epoch's end, engine errors, and the
// trace events collected once per step.
#include <QSignalSpy>
#include <QtTest>

#include "printout.h"

#include "lessons/pitfalls.h"
#include "lessons/presets.h"
#include "session/run_session.h"

class TestRunSession : public QObject {
  Q_OBJECT
 private slots:
  // The lines as printed, and as sent to the log, are PyTorch's (tests/data/tutorial_{2,3,8}gpu.txt).
  void printsWhatPyTorchPrints_R11_2_data() {
    QTest::addColumn<int>("gpus");
    for (int g : {2, 3, 8}) QTest::addRow("%d GPUs", g) << g;
  }
  void printsWhatPyTorchPrints_R11_2() {
    QFETCH(int, gpus);
    RunSession session;
    QStringList logged;
    connect(&session, &RunSession::logLine, this, [&](const QString& line, int) { logged << line; });
    session.apply(tutorialConfig(gpus));
    QVERIFY(session.runTo(4, AnimPhase::Done, 1.0));
    const QStringList golden = goldenPrintout(gpus);
    QCOMPARE(golden.size(), gpus == 8 ? 34 : gpus == 3 ? 17 : 13);
    QCOMPARE(batchesSorted(session.printedLines()), batchesSorted(golden));
    QCOMPARE(logged, session.printedLines());
    QVERIFY(session.player()->epochDone());
    QVERIFY(session.wrapped());
  }

  // Every step the engine ran brings its events once: 4 batches, each with a load event.
  void collectsEachStepsEventsOnce() {
    RunSession session;
    session.apply(tutorialConfig(8));
    QVERIFY(session.runTo(4, AnimPhase::Done, 1.0));
    int loads = 0, forwards = 0;
    for (const auto& e : session.events()) {
      loads += e.phase == dp::Phase::Load;
      forwards += e.phase == dp::Phase::Forward;
    }
    QCOMPARE(loads, 4);
    QCOMPARE(forwards, 3 * 8 + 5);
    QCOMPARE(int(session.lanes().size()), 9);
  }

  // A scenario adds what the controls cannot show (here GPU 3 with half the memory: the balance
  // warning, R3.5) until it ends; then the same configuration runs without it.
  void scenarioExtrasApplyUntilItEnds_R3_5() {
    RunSession session;
    QSignalSpy changed(&session, &RunSession::scenarioChanged);
    QStringList logged;
    connect(&session, &RunSession::logLine, this, [&](const QString& line, int) { logged << line; });
    const Pitfall* unbalanced = findPitfall("unbalanced");
    QVERIFY(unbalanced);
    session.startScenario(unbalanced);
    session.start(unbalanced->config, unbalanced->batch, RunSession::OnReady::Nothing);
    QVERIFY(session.waitReady());
    QCOMPARE(changed.size(), 1);
    QCOMPARE(session.scenario(), unbalanced);
    QCOMPARE(int(session.config().device_overrides.size()), 1);
    QVERIFY(logged.join('\n').contains("exclude GPU 3 which"));
    session.endScenario();
    QCOMPARE(changed.size(), 2);
    QVERIFY(changed.last().at(0).value<const Pitfall*>() == nullptr);
    logged.clear();
    dp::RunConfig plain = unbalanced->config;
    plain.device_overrides.clear();
    session.apply(plain);
    QVERIFY(session.waitReady());
    QVERIFY(session.config().device_overrides.empty());
    QVERIFY(!logged.join('\n').contains("UserWarning"));
  }

  // start(config, 2): plays, and pauses when batch 2 completes.
  void pausesAfterTheGivenBatch() {
    RunSession session;
    session.player()->setSpeed(10.0);
    QSignalSpy shown(&session, &RunSession::batchShown);
    session.start(tutorialConfig(3), 2);
    QTRY_VERIFY_WITH_TIMEOUT(shown.size() == 2 && !session.player()->playing(), 30000);
    QCOMPARE(session.player()->batchesShown(), 2);
    QCOMPARE(session.player()->phase(), AnimPhase::Done);
  }

  // The comparison waits for the end of the epoch and carries every printed line.
  void comparisonAtTheEpochsEnd() {
    RunSession session;
    session.player()->setSpeed(10.0);
    QSignalSpy ready(&session, &RunSession::comparisonReady);
    session.compareWithTutorial(tutorialConfig(2), 2);
    QVERIFY(ready.wait(60000));
    QCOMPARE(ready[0].at(0).toInt(), 2);
    QCOMPARE(ready[0].at(1).toStringList(), session.printedLines());
    QCOMPARE(session.printedLines().size(), 13);
  }

  // The engine's error is the session's, in PyTorch's words (R12.4), and reaches the log.
  void engineErrorsReachTheLog_R12_4() {
    RunSession session;
    QStringList logged;
    connect(&session, &RunSession::logLine, this, [&](const QString& line, int) { logged << line; });
    dp::RunConfig empty = tutorialConfig(8);
    empty.data_size = 0;  // shuffle=True on an empty dataset
    session.apply(empty);
    QVERIFY(session.waitReady());
    const QString text("num_samples should be a positive integer value, but got num_samples=0");
    QCOMPARE(session.error(), text);
    QCOMPARE(logged, QStringList{text});
    QCOMPARE(session.player()->batchCount(), 0);
  }
};

QTEST_GUILESS_MAIN(TestRunSession)
#include "test_run_session.moc"
