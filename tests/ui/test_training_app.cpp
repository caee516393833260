// The training step in the app, without a window where it can: a training run plays load →
// scatter → replicate → forward → gather → loss → backward → reduce → step (R10), its captions carry
// this run's numbers, the log has a line per step, and the loss curve beside the one-device run
// coincides with it (R10.3) — and through the window: the Loss tab, the controls' switch.
#include <QLabel>
#include <QSignalSpy>
#include <QtTest>

#include "common/language.h"
#include "common/no_break.h"
#include "find_part.h"
#include "lessons/presets.h"
#include "panels/controls_panel.h"
#include "ddp/ddp_loss_compare.h"
#include "panels/loss_view.h"
#include "session/run_session.h"
#include "shell/main_window.h"
#include "stage/dataparallel_view.h"
#include "stage/explanation.h"
#include "stage/reduce_geometry.h"

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
    // Training counts steps (4 batches × 2 epochs), not batches.
    const QString status = part<QLabel>(w, "StatusLine")->text();
    QVERIFY2(status.endsWith(" · step 8 of 8"), qPrintable(status));
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

  // A difference of exactly 0 needs no excuse of float rounding; a real one names it.
  void lossSummaryExcusesOnlyARealDifference_R10_3() {
    LossView view;
    view.setRun(2, 4);
    view.addStep(0, 0.5, 0.5);
    QVERIFY2(view.summary().startsWith("The two curves coincide exactly:"), qPrintable(view.summary()));
    QVERIFY(!view.summary().contains("rounding"));
    view.addStep(1, 0.25, 0.25 + 1e-7);
    QVERIFY2(view.summary().contains("float rounding"), qPrintable(view.summary()));
  }

  // Seen once: Reduce's picture. Each replica's gradients are a piece as long as the bytes the engine
  // reports for it, moving into the Σ tray above cuda:0's card; cuda:0's own gradient never moves
  // (it is in the tray from the start); the tray says how many replicas and the bytes received.
  void reducePiecesAreSizedByBytesAndFlowIntoCuda0() {
    RunSession session;
    DataParallelView view(session.player());
    QObject::connect(&session, &RunSession::restarted, &view, [&view](const dp::RunConfig& c) {
      view.setRun(c.gpus, c.output_device.value_or(0), c.data_size, c.batch_size, QStringLiteral("simulated"));
    });
    QObject::connect(&session, &RunSession::configured, &view, [&view](const EngineSetup& s) { view.setDevices(s.lanes); });
    view.resize(1024, 678);
    view.show();
    dp::RunConfig c = training(8);
    c.train_model = dp::TrainModel::Mlp;  // 16 hidden units: more bytes than Linear(5, 2)
    session.apply(c);
    QVERIFY(session.runTo(1, AnimPhase::Reduce, 0.0));
    view.refresh();
    const StepResult* step = session.player()->current();
    QVERIFY(step);
    const dp::TrainRecord& rec = step->record;
    QCOMPARE(rec.reduce_device, 0);
    QCOMPARE(rec.reduce_bytes.size(), std::size_t(8));
    std::uint64_t received = 0;
    for (std::size_t r = 1; r < rec.reduce_bytes.size(); ++r) received += rec.reduce_bytes[r];
    const ReduceTray tray = reduceTray(view.flowState(), *step);
    QCOMPARE(tray.device, 0);
    QCOMPARE(tray.text, QString("Σ 8 replicas · %1 KiB received").arg(double(received) / 1024.0, 0, 'f', 1));
    const QRectF card = view.sceneLayout().cards[0];
    QVERIFY(tray.bar.bottom() <= card.top() && tray.bar.left() == card.left());  // in the lane above cuda:0's card
    QCOMPARE(tray.segments.size(), std::size_t(8));
    for (std::size_t i = 0; i < 8; ++i) {  // lengths in proportion to the engine's bytes
      const double ratio = tray.segments[i].width() / tray.segments[0].width();
      QVERIFY(std::abs(ratio - double(rec.reduce_bytes[i]) / double(rec.reduce_bytes[0])) < 1e-6);
      QVERIFY(tray.bar.contains(tray.segments[i].center()));
    }
    QVERIFY(reduceLanded(*step, 0, 0.0));  // cuda:0's own gradient is there from the start
    for (int i = 1; i < 8; ++i) QVERIFY(!reduceLanded(*step, i, 0.0));
    std::vector<QPointF> lastHead(8);
    int pieces = 0;
    for (int k = 1; k < 100; ++k) {
      for (const GradientPiece& p : reducePieces(view.flowState(), *step, tray, k / 100.0)) {
        QVERIFY(p.owner != 0);  // nothing flies from cuda:0
        double length = 0;
        for (int j = 1; j < p.body.size(); ++j) length += QLineF(p.body[j - 1], p.body[j]).length();
        QVERIFY2(std::abs(length - tray.segments[std::size_t(p.replica)].width()) < 0.01, qPrintable(QString::number(length)));
        QVERIFY(p.head.length() > 0);  // a direction for the arrowhead
        lastHead[std::size_t(p.replica)] = p.head.p2();
        ++pieces;
      }
    }
    QVERIFY(pieces > 0);
    for (int i = 1; i < 8; ++i) {  // each piece's last position is at its own place in the tray
      const QRectF seg = tray.segments[std::size_t(i)];
      QVERIFY2(QLineF(lastHead[std::size_t(i)], QPointF(lastHead[std::size_t(i)].x(), seg.center().y())).length() < 1.0 &&
                   lastHead[std::size_t(i)].x() >= seg.left() - seg.width() && lastHead[std::size_t(i)].x() <= seg.right() + seg.width(),
               qPrintable(QString("replica %1").arg(i)));
    }
    QVERIFY(reducePieces(view.flowState(), *step, tray, 1.0).empty());
    for (int i = 0; i < 8; ++i) QVERIFY(reduceLanded(*step, i, 1.0));
  }

  // Seen once: a loss higher than the step before's gets one line saying why (another batch, a model
  // that has taken few steps); a falling loss gets none. The same words on the DDP tab's comparison.
  void aRisingLossIsExplained() {
    QCOMPARE(lossRiseNote({}, 4), QString());
    QCOMPARE(lossRiseNote({0.9, 0.5, 0.4}, 4), QString());  // falling only
    QCOMPARE(lossRiseNote({0.5, 0.5 + 1e-9}, 4), QString());  // float rounding is no rise
    QCOMPARE(lossRiseNote({0.5, 1.0}, 4),
             QString("The loss rose, 0.5 → 1 at step 2: a different batch, and the model has taken only 1 SGD step."));
    // The last rise is the one told, with that step's count of SGD steps taken.
    QCOMPARE(lossRiseNote({0.9, 1.2, 0.7, 0.8, 0.6}, 8),
             QString("The loss rose, 0.7 → 0.8 at step 4: a different batch, and the model has taken only 3 SGD steps."));
    // One batch an epoch: the same rows every step, so a rise is the step overshooting.
    QVERIFY(lossRiseNote({0.5, 1.0}, 1).contains("on the same batch: the SGD step overshot"));

    LossView view;
    view.setRun(4, 4);
    view.addStep(0, 0.5, 0.5);
    QVERIFY(view.riseNote().isEmpty());
    QVERIFY(view.noteLabel()->isHidden());
    view.addStep(1, 1.0, 1.0);
    QCOMPARE(view.noteLabel()->text(), lossRiseNote({0.5, 1.0}, 4));
    QVERIFY(!view.noteLabel()->isHidden());
    view.setRun(4, 4);  // a new run: nothing to say yet
    QVERIFY(view.noteLabel()->isHidden());

    DdpLossCompare ddp;  // the two DDP steps, 0.5 then 1.0 (world 2, 16 samples: 2 steps an epoch)
    ddp.setDdpLosses({0.5, 1.0});
    QCOMPARE(ddp.riseNote(), lossRiseNote({0.5, 1.0}, 2));
    QLabel* note = ddp.findChild<QLabel*>("lossRiseNote");
    QVERIFY(note && !note->isHidden() && no_break::plain(note->text()) == ddp.riseNote());
    ddp.setDdpLosses({1.0, 0.5});
    QVERIFY(note->isHidden());
  }
};

QTEST_MAIN(TestTrainingApp)
#include "test_training_app.moc"
