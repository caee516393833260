// The DDP ring drawn as it runs (docs/semantics.md R14.2), against the engine's ring schedule
// (engine/dist/ring_schedule.h): at every reduce-scatter and all-gather unit, before and after
// its pieces arrive, each card's pieces hold what the schedule says (how many ranks' gradients),
// one arrow leaves each rank for the next carrying the piece the schedule sends, and the ring's
// landmarks hold: after the reduce-scatter each rank owns exactly one whole sum, after the
// all-gather every piece is whole everywhere.
#include <QtTest>

#include <bit>

#include "ddp/ddp_ring_view.h"
#include "ddp/ddp_units.h"
#include "dist/ring_schedule.h"

namespace {

// A run of `world` ranks, one step, two buckets.
DdpRun ringRun(int world) {
  DdpRun run;
  DdpStart s;
  s.world = world;
  s.local_batch = 4;
  s.global_batch = 4 * world;
  s.steps = 1;
  s.steps_per_epoch = 1;
  s.model = QStringLiteral("Sequential(Linear(5, 16), ReLU(), Linear(16, 2))");
  s.backend = QStringLiteral("cpu");
  s.params = {{"0.weight", 320}, {"0.bias", 64}, {"2.weight", 128}, {"2.bias", 8}};
  s.buckets = {{2, 3}, {0, 1}};
  s.bucket_bytes = {136, 384};
  for (int r = 0; r < world; ++r) s.hosts << QStringLiteral("node0");
  run.feed(s);
  for (int r = 0; r < world; ++r) {
    std::vector<qint64> indices;
    for (int i = 0; i < 4; ++i) indices.push_back(qint64(r + i * world));
    run.feed(DdpShard{0, r, indices});
  }
  for (int r = 0; r < world; ++r) {
    double t = 100;
    for (dp::DdpPhase p : {dp::DdpPhase::Load, dp::DdpPhase::Forward, dp::DdpPhase::Loss, dp::DdpPhase::Backward}) {
      run.feed(DdpPhaseEvent{0, r, p, t, t + 10, -1, 0});
      t += 10;
    }
    run.feed(DdpPhaseEvent{0, r, dp::DdpPhase::AllReduce, t, t + 20, 0, 136});
    run.feed(DdpPhaseEvent{0, r, dp::DdpPhase::AllReduce, t + 20, t + 45, 1, 384});
    run.feed(DdpPhaseEvent{0, r, dp::DdpPhase::Optimizer, t + 45, t + 50, -1, 0});
  }
  run.feed(DdpStepEvent{0, 0, std::vector<double>(std::size_t(world), 0.5), 60});
  return run;
}

}  // namespace

class TestRingTruth : public QObject {
  Q_OBJECT

 private slots:
  void R14_2_piecesDrawnAreTheSchedules_data() {
    QTest::addColumn<int>("world");
    for (int w = 2; w <= 8; ++w) QTest::newRow(qPrintable(QStringLiteral("W=%1").arg(w))) << w;
  }
  void R14_2_piecesDrawnAreTheSchedules() {
    QFETCH(int, world);
    const DdpRun run = ringRun(world);
    DdpRingView view;
    view.resize(1000, 600);  // the DDP tab alone at 1024×768 (projector mode)
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    int ring_units = 0;
    for (const DdpUnit& unit : ddpStepUnits(run, 0)) {
      if (unit.kind != DdpUnitKind::ReduceScatter && unit.kind != DdpUnitKind::AllGather) continue;
      ++ring_units;
      const int step = unit.ring_step + (unit.kind == DdpUnitKind::AllGather ? world - 1 : 0);
      for (const double progress : {0.0, 0.5, 1.0}) {
        view.showUnit(&run, unit, progress);
        const QString where = QStringLiteral("bucket %1, ring step %2, progress %3").arg(unit.bucket_order).arg(step).arg(progress);
        const int done = step + (progress >= 1.0 ? 1 : 0);
        QCOMPARE(view.ringStepsDone(), done);
        const auto held = dp::ring_contributions(world, done);
        QCOMPARE(int(view.pieces().size()), world * world);
        for (const DdpPieceDrawn& p : view.pieces()) {
          QVERIFY2(view.cards()[p.rank].contains(p.box), qPrintable(where));
          QVERIFY2(p.contributions == std::popcount(held[std::size_t(p.rank)][std::size_t(p.piece)]),
                   qPrintable(QStringLiteral("%1: rank %2 piece %3 drawn with %4").arg(where).arg(p.rank).arg(p.piece).arg(p.contributions)));
        }
        // The landmarks a class is told, counted on the drawing itself.
        std::vector<int> whole(std::size_t(world), 0);
        for (const DdpPieceDrawn& p : view.pieces()) {
          if (p.contributions == world) ++whole[std::size_t(p.rank)];
          if (done == world - 1 && p.contributions == world) QCOMPARE(p.piece, (p.rank + 1) % world);
        }
        for (int r = 0; r < world; ++r) {
          if (done < world - 1) QCOMPARE(whole[std::size_t(r)], 0);
          if (done == world - 1) QCOMPARE(whole[std::size_t(r)], 1);
          if (done == 2 * (world - 1)) QCOMPARE(whole[std::size_t(r)], world);
        }
        // The arrows: one from each rank to the next, with the piece the schedule sends.
        const auto transfers = dp::ring_step_transfers(world, step);
        QCOMPARE(int(view.arrows().size()), world);
        for (int i = 0; i < world; ++i) {
          const DdpArrowDrawn& a = view.arrows()[i];
          QCOMPARE(a.from, transfers[std::size_t(i)].from);
          QCOMPARE(a.to, (a.from + 1) % world);
          QCOMPARE(a.piece, transfers[std::size_t(i)].piece);
          QCOMPARE(a.add, unit.kind == DdpUnitKind::ReduceScatter);
          // The head is at the receiver: nearer its card than the sender's.
          const QRectF to = view.cards()[a.to], from = view.cards()[a.from];
          QVERIFY2(QLineF(a.line.p2(), to.center()).length() < QLineF(a.line.p2(), from.center()).length(), qPrintable(where));
        }
      }
    }
    QCOMPARE(ring_units, 2 * 2 * (world - 1));  // two buckets
  }

  // Outside the ring's units no pieces or arrows are drawn (the buckets row is back).
  void noPiecesOutsideTheRing() {
    const DdpRun run = ringRun(4);
    DdpRingView view;
    view.resize(1000, 600);
    for (const DdpUnit& unit : ddpStepUnits(run, 0)) {
      view.showUnit(&run, unit, 1.0);
      const bool ring = unit.kind == DdpUnitKind::ReduceScatter || unit.kind == DdpUnitKind::AllGather;
      QCOMPARE(view.pieces().isEmpty(), !ring);
      QCOMPARE(view.arrows().isEmpty(), !ring);
    }
  }
};

QTEST_MAIN(TestRingTruth)
#include "test_ring_truth.moc"
