// The ring all-reduce's schedule (engine/dist/ring_schedule.h, docs/semantics.md R14.2): played on
// numbers for 2–8 ranks, it ends with every rank holding the plain sum; every step each rank sends
// one piece and receives one; after the W−1 reduce-scatter steps rank r owns piece (r+1) mod W
// summed; the contributions it reports are what the numbers hold.
#include <QTest>

#include <bit>

#include "dist/ring_schedule.h"
#include "reference/dataparallel_reference.h"

class TestRingSchedule : public QObject {
  Q_OBJECT

 private slots:
  void R14_2_ringSumsWhatADirectSumSums() {
    for (int w = 2; w <= 8; ++w) {
      // Rank r's value for piece p is a distinct power of two: a sum says exactly who is in it.
      auto data = std::vector<std::vector<std::uint64_t>>(std::size_t(w), std::vector<std::uint64_t>(std::size_t(w)));
      for (int r = 0; r < w; ++r) {
        for (int p = 0; p < w; ++p) data[std::size_t(r)][std::size_t(p)] = std::uint64_t(1) << r;
      }
      QCOMPARE(dp::ring_step_count(w), 2 * (w - 1));
      for (int s = 0; s < dp::ring_step_count(w); ++s) {
        const auto transfers = dp::ring_step_transfers(w, s);
        QCOMPARE(int(transfers.size()), w);
        auto sends = std::vector<int>(std::size_t(w), 0), receives = sends;
        const auto before = data;
        for (const dp::RingTransfer& t : transfers) {
          ++sends[std::size_t(t.from)];
          ++receives[std::size_t(t.to)];
          QCOMPARE(t.to, (t.from + 1) % w);  // always to the next rank: one direction
          QCOMPARE(t.add, s < w - 1);
          const std::uint64_t v = before[std::size_t(t.from)][std::size_t(t.piece)];
          std::uint64_t& mine = data[std::size_t(t.to)][std::size_t(t.piece)];
          mine = t.add ? mine + v : v;
        }
        for (int r = 0; r < w; ++r) {
          QCOMPARE(sends[std::size_t(r)], 1);
          QCOMPARE(receives[std::size_t(r)], 1);
        }
        const auto held = dp::ring_contributions(w, s + 1);
        for (int r = 0; r < w; ++r) {
          for (int p = 0; p < w; ++p) QCOMPARE(std::uint64_t(held[std::size_t(r)][std::size_t(p)]), data[std::size_t(r)][std::size_t(p)]);
        }
        if (s == w - 2) {  // the reduce-scatter's end: rank r owns piece (r+1) mod W, summed
          for (int r = 0; r < w; ++r) {
            for (int p = 0; p < w; ++p) {
              const bool whole = data[std::size_t(r)][std::size_t(p)] == (std::uint64_t(1) << w) - 1;
              QCOMPARE(whole, p == (r + 1) % w);
            }
          }
        }
      }
      for (int r = 0; r < w; ++r) {
        for (int p = 0; p < w; ++p) QCOMPARE(data[std::size_t(r)][std::size_t(p)], (std::uint64_t(1) << w) - 1);
      }
    }
  }

  void R14_2_contributionsGrowOneAStep() {
    for (int w = 2; w <= 8; ++w) {
      for (int s = 0; s < w - 1; ++s) {  // after reduce-scatter step s the fullest piece has s + 2
        int most = 0;
        for (const auto& rank : dp::ring_contributions(w, s + 1)) {
          for (const std::uint32_t m : rank) most = std::max(most, std::popcount(m));
        }
        QCOMPARE(most, s + 2);
      }
      for (const auto& rank : dp::ring_contributions(w, 0)) {
        for (const std::uint32_t m : rank) QCOMPARE(std::popcount(m), 1);
      }
    }
    QVERIFY(dp::ring_step_transfers(4, 6).empty());
    QVERIFY(dp::ring_step_transfers(1, 0).empty());
  }

  // The schedule against tests/reference's ring, played on its own (each rank sends the piece it
  // last added to): the same step count, the same piece from the same rank at every step, for 1–16
  // ranks.
  void R14_2_scheduleIsTheReferencesRing() {
    for (int w = 1; w <= 16; ++w) {
      const auto steps = reference::ringSteps(w);
      QCOMPARE(dp::ring_step_count(w), int(steps.size()));
      for (int s = 0; s < int(steps.size()); ++s) {
        const auto transfers = dp::ring_step_transfers(w, s);
        QCOMPARE(int(transfers.size()), w);
        for (int r = 0; r < w; ++r) {
          const reference::Transfer& want = steps[std::size_t(s)][std::size_t(r)];
          const dp::RingTransfer& got = transfers[std::size_t(r)];
          QVERIFY2(got.from == want.from && got.to == want.to && got.piece == want.piece && got.add == want.add,
                   qPrintable(QStringLiteral("%1 ranks, step %2, rank %3: piece %4, the reference's %5").arg(w).arg(s).arg(r).arg(got.piece).arg(want.piece)));
        }
      }
    }
    QCOMPARE(dp::ring_step_count(4), 6);  // and the count the lessons teach, written out: 2(W−1)
  }

  // Each piece's bytes as the reference deals them (whole elements, the first pieces one longer):
  // a bucket of 520 B over 4 ranks is 132, 132, 128, 128, never 136, 128, 128, 128.
  void R14_2_pieceBytesAreTheReferences() {
    QCOMPARE(reference::ringPieceBytes(520, 4), (std::vector<std::int64_t>{132, 132, 128, 128}));
    for (std::int64_t bytes = 0; bytes <= 4 * 70; bytes += 4) {
      for (int w = 1; w <= 9; ++w) {
        const std::vector<std::int64_t> want = reference::ringPieceBytes(bytes, w);
        for (int p = 0; p < w; ++p) {
          QVERIFY2(dp::ring_piece_bytes(bytes, w, p) == want[std::size_t(p)],
                   qPrintable(QStringLiteral("%1 B over %2 ranks, piece %3: %4 B, the reference's %5 B").arg(bytes).arg(w).arg(p)
                                  .arg(dp::ring_piece_bytes(bytes, w, p)).arg(want[std::size_t(p)])));
        }
      }
    }
  }

  void piecesCoverTheBucket() {
    for (const std::int64_t bytes : {std::int64_t(4), std::int64_t(136), std::int64_t(384), std::int64_t(1048576), std::int64_t(4 * 1001)}) {
      for (int w = 1; w <= 8; ++w) {
        std::int64_t sum = 0;
        for (int p = 0; p < w; ++p) {
          const std::int64_t b = dp::ring_piece_bytes(bytes, w, p);
          QCOMPARE(b % 4, std::int64_t(0));
          QVERIFY(b >= dp::ring_piece_bytes(bytes, w, w - 1));
          sum += b;
        }
        QCOMPARE(sum, bytes);
      }
    }
  }
};

QTEST_GUILESS_MAIN(TestRingSchedule)
#include "test_ring_schedule.moc"
