// EngineBridge: the engine runs on its own thread; configured and stepReady (with its events) reach the
// GUI thread in order (QSignalSpy), and results of a replaced configuration never arrive.
#include <QSignalSpy>
#include <QThread>
#include <QtTest>

#include "bridge/engine_bridge.h"

class TestBridge : public QObject {
  Q_OBJECT
 private slots:
  // Each requested step arrives once, on the GUI thread, in order, with its own trace events in
  // recording order (the only way events reach the GUI).
  void deliversStepsWithTheirEventsInOrder() {
    EngineBridge bridge;
    QSignalSpy configured(&bridge, &EngineBridge::configured);
    std::vector<StepResult> steps;
    bool gui_thread = true;
    connect(&bridge, &EngineBridge::stepReady, this, [&](const StepResult& step) {
      gui_thread = gui_thread && QThread::currentThread() == thread();
      steps.push_back(step);
    });
    bridge.configure(dp::RunConfig{});  // the tutorial on 8 GPUs
    QVERIFY(configured.wait(20000));
    const auto setup = configured.takeFirst().at(0).value<EngineSetup>();
    QCOMPARE(setup.header, QString("Let's use 8 GPUs!"));
    QCOMPARE(setup.batch_count, 4);
    QCOMPARE(int(setup.lanes.size()), 9);  // host + 8 GPUs
    for (int i = 0; i < 5; ++i) bridge.requestStep();  // one more than the epoch has
    QTRY_COMPARE_WITH_TIMEOUT(int(steps.size()), 5, 20000);
    QVERIFY(gui_thread);
    for (int i = 0; i < 4; ++i) {
      const StepResult& step = steps[std::size_t(i)];
      QCOMPARE(step.outcome, StepOutcome::Ran);
      QCOMPARE(step.record.index, i);  // steps in order
      QVERIFY(step.error.isEmpty());
      const int replicas = i < 3 ? 8 : 5;
      // load, then per replica scatter, replicate, forward, gather, then the step and the prints
      QCOMPARE(int(step.events.size()), 1 + 4 * replicas + 1 + replicas + 1);
      QCOMPARE(step.events.front().phase, dp::Phase::Load);
      QCOMPARE(step.events.back().phase, dp::Phase::Print);
      for (const dp::Event& e : step.events) QCOMPARE(e.step, std::int64_t(i));
    }
    QCOMPARE(steps[4].outcome, StepOutcome::EpochDone);
    QVERIFY(steps[4].events.empty());
    QVERIFY(!bridge.busy());
  }

  // Cancelling (a new configuration while steps are queued: reset, a new GPU count, closing):
  // queued steps of the old configuration are skipped, not run, so the new one waits for at most
  // the step already running. dpviz-bench measures how long that takes (gui_cancel_ms).
  void queuedStepsAreSkippedOnReconfigure() {
    EngineBridge bridge;
    QSignalSpy configured(&bridge, &EngineBridge::configured);
    // Steps of ~2 GFLOP each, so the engine cannot race through the queue before the reconfigure;
    // two batches, so a step that was not skipped would show (the data stays small to build).
    dp::RunConfig heavy;
    heavy.gpus = 8;
    heavy.batch_size = 4096;
    heavy.data_size = 4096 * 2;
    heavy.input_size = 512;
    heavy.output_size = 512;
    bridge.configure(heavy);
    QVERIFY(configured.wait(60000));
    const int before = bridge.stepsRun();
    for (int i = 0; i < 30; ++i) bridge.requestStep();
    dp::RunConfig light;
    light.gpus = 2;
    bridge.configure(light);
    QVERIFY(configured.wait(60000));
    QVERIFY2(bridge.stepsRun() - before <= 1, qPrintable(QString::number(bridge.stepsRun() - before)));
  }

  void staleResultsAreDropped() {
    EngineBridge bridge;
    QSignalSpy configured(&bridge, &EngineBridge::configured);
    QSignalSpy steps(&bridge, &EngineBridge::stepReady);
    dp::RunConfig first;
    first.gpus = 3;
    bridge.configure(first);
    bridge.requestStep();  // belongs to the 3-GPU engine
    dp::RunConfig second;
    second.gpus = 5;
    bridge.configure(second);  // replaces it before the step is seen
    bridge.requestStep();
    QTRY_COMPARE_WITH_TIMEOUT(steps.size(), 1, 20000);
    // A round trip through the engine thread: anything it sent before (a stale step) is delivered
    // before this reply, so after it nothing more can come.
    QSignalSpy discovered(&bridge, &EngineBridge::cudaDiscovered);
    bridge.requestCudaDiscovery();
    QVERIFY(discovered.wait(20000));
    QCOMPARE(steps.size(), 1);
    QCOMPARE(configured.size(), 1);  // only the latest configuration reports
    QCOMPARE(steps[0].at(0).value<StepResult>().record.devices.size(), std::size_t(5));
  }

  void engineErrorsComeBackAsText() {
    EngineBridge bridge;
    QSignalSpy configured(&bridge, &EngineBridge::configured);
    dp::RunConfig bad;
    bad.data_size = 0;  // shuffle=True on an empty dataset (R12.4)
    bridge.configure(bad);
    QVERIFY(configured.wait(20000));
    QCOMPARE(configured[0].at(0).value<EngineSetup>().error,
             QString("num_samples should be a positive integer value, but got num_samples=0"));
  }
};

QTEST_GUILESS_MAIN(TestBridge)
#include "test_bridge.moc"
