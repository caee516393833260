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
#include "ddp_synthetic_run.h"
#include "dist/ring_schedule.h"

namespace {

DdpRun ringRun(int world) { return syntheticRun(world); }  // no rank fails

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
