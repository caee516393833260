// The training step in the app, without a window where it can: a training run plays load →
// scatter → replicate → forward → gather → loss → backward → reduce → step (R10), its captions carry
// this run's numbers, the log has a line per step, and the loss curve beside the one-device run
// coincides with it (R10.3) — and through the window: the Loss tab, the controls' switch.
#include <QSignalSpy>
#include <QtTest>

#include "common/language.h"
#include "find_part.h"
#include "lessons/presets.h"
#include "panels/controls_panel.h"
#include "panels/loss_view.h"
#include "session/run_session.h"
#include "shell/main_window.h"
#include "stage/explanation.h"

namespace {

dp::RunConfig training(int gpus) {
  dp::RunConfig c = tutorialConfig(gpus);
  c.mode = dp::RunMode::Train;
  c.epochs = 2;
  return c;
}

}  // namespace

class TestTrainingApp : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;

 private slots:
  void initTestCase() { Language::apply("en"); }  // English with its plural forms

  // Every phase of a training step, in order, on a wrapped model; no reduce on one GPU (R4.5).
  void aStepPlaysEveryPhase_R10_data() {
    QTest::addColumn<int>("gpus");
    QTest::addColumn<QStringList>("phases");
    QTest::newRow("3 GPUs") << 3 << QStringList{"load", "scatter", "replicate", "forward", "gather", "loss", "backward", "reduce", "step", "done"};
    QTest::newRow("1 GPU") << 1 << QStringList{"load", "scatter", "forward", "loss", "backward", "step", "done"};
  }
  void aStepPlaysEveryPhase_R10() {
    QFETCH(int, gpus);
    QFETCH(QStringList, phases);
    RunSession session;
    session.apply(training(gpus));
    QVERIFY(session.waitReady());
    QCOMPARE(session.player()->batchCount(), 8);  // 4 batches × 2 epochs
    QStringList seen;
    QVERIFY(session.runTo(1, AnimPhase::Load));
    do {
      seen << animPhaseName(session.player()->phase());
      if (session.player()->phase() == AnimPhase::Done) break;
      session.player()->stepPhase();
    } while (seen.size() < 20);
    QCOMPARE(seen, phases);
  }

  // The captions say what happened where, with this step's numbers (R10.1, R10.3).
  void captionsCarryThisStepsNumbers() {
    RunSession session;
    session.apply(training(3));
    const Player& p = *session.player();
    QVERIFY(session.runTo(1, AnimPhase::Loss));
    QVERIFY(explainPhase(p, 3).contains(QString::number(double(p.current()->record.loss), 'g', 6)));
    QVERIFY(session.runTo(1, AnimPhase::Backward));
    QVERIFY2(explainPhase(p, 3).contains("(10, 10, 10 rows)"), qPrintable(explainPhase(p, 3)));
    QVERIFY(session.runTo(1, AnimPhase::Reduce));
    const dp::TrainRecord& t = p.current()->record;
    QCOMPARE(t.reduce_device, 0);
    QCOMPARE(int(t.reduce_bytes.size()), 3);
    QCOMPARE(t.reduce_bytes[1], std::uint64_t((5 * 2 + 2) * 4));  // Linear(5, 2): weight and bias, float32
    QVERIFY2(explainPhase(p, 3).contains("48 bytes") && explainPhase(p, 3).contains("96 bytes") &&
                 explainPhase(p, 3).contains("cuda:0"),
             qPrintable(explainPhase(p, 3)));
  }

  // A line per step in the log, and the loss curve next to one device's: the same numbers.
  void lossCurveCoincidesWithOneDevice_R10_3() {
    Settings settings(dir_.filePath("s.ini"));
    MainWindow w(&settings);
    dp::RunConfig c = training(4);
    c.train_model = dp::TrainModel::Mlp;
    c.momentum = 0.9;
    w.controls()->setConfig(c);
    QVERIFY(w.controls()->config().mode == dp::RunMode::Train);
    w.applyConfig();
    QVERIFY(w.session()->runTo(8, AnimPhase::Done, 1.0));
    LossView* loss = part<LossView>(w, "LossView");
    QCOMPARE(loss->pointCount(), 8);
    QVERIFY2(loss->largestDifference() < 1e-5, qPrintable(QString::number(loss->largestDifference())));
    QVERIFY(loss->summary().contains("coincide"));
    const QStringList lines = w.session()->printedLines();
    QCOMPARE(lines.size(), 8);
    QVERIFY2(lines[7].startsWith("step 8 of 8 (epoch 2, batch 4): loss "), qPrintable(lines[7]));
    QVERIFY(lines[7].endsWith("gradients summed on cuda:0"));
  }

  // A forward run shows no training phase and leaves the loss curve empty, with a word why.
  void forwardRunsHaveNoTrainingPhases() {
    RunSession session;
    session.apply(tutorialConfig(3));
    QVERIFY(session.runTo(1, AnimPhase::Gather));
    session.player()->stepPhase();
    QCOMPARE(session.player()->phase(), AnimPhase::Done);
    QVERIFY(!session.runTo(1, AnimPhase::Loss, 0.5, 2000));
    LossView view;
    view.setRun(3, 0);
    QVERIFY(view.summary().startsWith("Switch Training on"));
  }
};

QTEST_MAIN(TestTrainingApp)
#include "test_training_app.moc"
