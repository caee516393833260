// The DDP ring drawn as it runs (docs/semantics.md R14.2), against the engine's ring schedule
// (engine/dist/ring_schedule.h): at every reduce-scatter and all-gather unit, before and after
// its pieces arrive, each card's pieces hold what the schedule says (how many ranks' gradients),
// one arrow leaves each rank for the next carrying the piece the schedule sends, and the ring's
// landmarks hold: after the reduce-scatter each rank owns exactly one whole sum, after the
// all-gather every piece is whole everywhere.
#include <QtTest>

#include <QFile>
#include <bit>

#include "ddp/ddp_ring_view.h"
#include "ddp/ddp_units.h"
#include "ddp_synthetic_run.h"
#include "dist/ring_schedule.h"

namespace {

DdpRun ringRun(int world) { return syntheticRun(world); }  // no rank fails

// A recorded-shape event stream from tests/data/ddp_events, read whole.
DdpRun readEvents(const QString& name) {
  QFile f(QStringLiteral(DPVIZ_TEST_DATA "/ddp_events/") + name);
  if (!f.open(QIODevice::ReadOnly)) qFatal("missing event file");
  DdpRun run;
  for (const QByteArray& line : f.readAll().split('\n')) {
    if (!line.isEmpty() && !run.feedLine(line)) qFatal("bad event file");
  }
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

  // Ranks on several hosts (the start event's "hosts"): each host's ranks inside one band that
  // holds their cards and no other's, the hops between hosts (and the arrows on them) marked as
  // crossing the network, in every unit; the legend names each host with its ranks.
  void hostsGroupTheirRanks_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("groups");  // per host in rank order: "node1: 0 1"
    QTest::addColumn<QList<int>>("cross");    // the ranks whose hop to the next crosses hosts
    QTest::newRow("2+2") << "hosts_w4_2x2.jsonl" << QStringList{"node1: 0 1", "node2: 2 3"} << QList<int>{1, 3};
    QTest::newRow("1+2+1") << "hosts_w4_1_2_1.jsonl" << QStringList{"node1: 0", "node2: 1 2", "node3: 3"} << QList<int>{0, 2, 3};
  }
  void hostsGroupTheirRanks() {
    QFETCH(QString, file);
    QFETCH(QStringList, groups);
    QFETCH(QList<int>, cross);
    const DdpRun run = readEvents(file);
    QVERIFY(run.started());
    DdpRingView view;
    view.resize(1000, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    int arrows = 0;
    for (const DdpUnit& unit : ddpStepUnits(run, 0)) {
      view.showUnit(&run, unit, 0.5);
      QStringList drawn;
      for (const DdpHostDrawn& h : view.hostGroups()) {
        QStringList ranks;
        for (const int r : h.ranks) ranks << QString::number(r);
        drawn << h.host + ": " + ranks.join(' ');
        for (int r = 0; r < view.cards().size(); ++r) {
          if (h.ranks.contains(r)) QVERIFY2(h.band.contains(view.cards()[r]), qPrintable(h.host));
          else QVERIFY2(!h.band.intersects(view.cards()[r]), qPrintable(QStringLiteral("%1's band over rank %2").arg(h.host).arg(r)));
        }
        bool named = false;  // the legend: "node2: ranks 1, 2"
        for (const DdpText& t : view.texts()) named |= t.rank == -1 && t.text.startsWith(h.host + ": ") && !t.cut;
        QVERIFY2(named, qPrintable(h.host));
      }
      QCOMPARE(drawn, groups);
      QCOMPARE(int(view.hops().size()), 4);
      for (const DdpHopDrawn& hop : view.hops()) QCOMPARE(hop.cross_host, cross.contains(hop.from));
      for (const DdpArrowDrawn& a : view.arrows()) {
        QCOMPARE(a.cross_host, cross.contains(a.from));
        ++arrows;
      }
      for (const DdpText& t : view.texts()) {  // nothing drawn over the cards or out of the view
        QVERIFY2(QRectF(QPointF(0, 0), QSizeF(view.viewport()->size())).contains(t.box), qPrintable(t.text));
        for (int r = 0; r < view.cards().size(); ++r) {
          if (t.rank != r) QVERIFY2(!view.cards()[r].intersects(t.box.adjusted(0.5, 0.5, -0.5, -0.5)), qPrintable(t.text));
        }
      }
    }
    QCOMPARE(arrows, 4 * 2 * 3);  // one bucket, 6 ring steps of 4 arrows
  }

  // On one host the ring is drawn as before: no bands, no hop across the network.
  void oneHostNoGroups() {
    const DdpRun run = readEvents(QStringLiteral("w4.jsonl"));
    DdpRingView view;
    view.resize(1000, 600);
    for (const DdpUnit& unit : ddpStepUnits(run, 0)) {
      view.showUnit(&run, unit, 0.5);
      QVERIFY(view.hostGroups().isEmpty());
      QCOMPARE(int(view.hops().size()), 4);
      for (const DdpHopDrawn& hop : view.hops()) QVERIFY(!hop.cross_host);
    }
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
