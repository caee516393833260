// The DDP ring, measured: for 1–16 ranks, English and Chinese, frames from load to the stepped
// state (with a ring all-reduce in flight and a failed rank), at the ring's share of the windows
// a class uses, every text lies inside the view (card text inside its card), overlaps no other
// text or card, and is not below the sizes given per case (prints the smallest it met).
#include <QPainterPath>
#include <QtTest>

#include "common/language.h"
#include "ddp/ddp_ring_style.h"
#include "ddp/ddp_ring_view.h"
#include "ddp_synthetic_run.h"
#include "dist/ring_schedule.h"
#include "shell/settings.h"
#include "reference/dataparallel_reference.h"

namespace {

struct RingSize {
  const char* name;
  QSize size;
  int min_px_to4;   // the smallest card text allowed with up to 4 ranks
  int min_px_to8;   // up to 8
  int min_px_to16;  // up to 16 (6 px: a small view, three-row cards; hide the docks for a class)
};

// The ring's share of the DDP tab, measured on the main window (docks at their default sizes;
// "tab alone" with the docks hidden from the View menu).
const RingSize kSizes[] = {
    {"window 1024x768", {400, 330}, 10, 8, 6},     {"window 1366x768", {600, 340}, 14, 9, 6},
    {"window 1920x1080", {1150, 620}, 16, 16, 10}, {"tab alone 1024x768", {1000, 600}, 16, 16, 10},
    {"tab alone 1920x1080", {1900, 960}, 18, 18, 16},
};

QRectF core(const QRectF& r) { return r.adjusted(0.5, 0.5, -0.5, -0.5); }

// The scene queues a polish of every item it adds and only drops an item from that queue, by a
// linear search, when the item is deleted at the next redraw; the app's event loop empties the
// queue after each frame, these loops have none: deliver the scene's queued calls after each frame.
void settle(DdpRingView& view) { QCoreApplication::sendPostedEvents(view.scene(), 0); }

// Holds the ring's fonts at every size a frame can use (bold and plain, with the glyphs of both
// languages loaded): with more than 256 font engines cached, Qt evicts the unused ones on every
// new one, and these loops would load the same fonts from disk again frame after frame.
struct HeldFonts {
  std::vector<QFont> fonts;
  HeldFonts() {
    for (int px = 1; px <= 100; ++px) {
      for (const bool bold : {false, true}) {
        fonts.push_back(ddpring::pixelFont(px, bold));
        QFontMetricsF(fonts.back()).horizontalAdvance(QStringLiteral("rank 0 · node0 进程 梯度 µs × 1234567890 B"));
      }
    }
  }
};

QStringList problems(const DdpRingView& view, const RingSize& size, int world, int* smallest) {
  QStringList bad;
  const QRectF viewport(QPointF(0, 0), QSizeF(view.viewport()->size()));
  const QList<DdpText>& texts = view.texts();
  const QList<QRectF>& cards = view.cards();
  if (cards.size() != world) bad << QStringLiteral("%1 cards for %2 ranks").arg(cards.size()).arg(world);
  const int min_px = world <= 4 ? size.min_px_to4 : world <= 8 ? size.min_px_to8 : size.min_px_to16;
  for (int i = 0; i < texts.size(); ++i) {
    const DdpText& t = texts[i];
    if (!viewport.adjusted(-0.5, -0.5, 0.5, 0.5).contains(t.box)) bad << "outside the view: " + t.text;
    if (t.rank >= 0 && t.rank < cards.size() && !cards[t.rank].contains(t.box)) bad << "outside its card: " + t.text;
    if (t.rank >= 0) *smallest = std::min(*smallest, t.pixels);
    if (t.rank >= 0 && t.pixels < min_px) bad << QStringLiteral("%1 px < %2: %3").arg(t.pixels).arg(min_px).arg(t.text);
    for (int j = 0; j < i; ++j) {
      if (core(t.box).intersects(core(texts[j].box))) bad << "overlap: " + t.text + " / " + texts[j].text;
    }
    for (int c = 0; c < cards.size(); ++c) {
      if (c != t.rank && core(t.box).intersects(cards[c])) bad << QStringLiteral("over card %1: %2").arg(c).arg(t.text);
    }
  }
  for (int a = 0; a < cards.size(); ++a) {
    for (int b = 0; b < a; ++b) {
      if (cards[a].intersects(cards[b])) bad << QStringLiteral("cards %1 and %2 overlap").arg(a).arg(b);
    }
  }
  return bad;
}

}  // namespace

class TestDdpGeometry : public QObject {
  Q_OBJECT

 private slots:
  void cleanup() {
    Language::apply(QStringLiteral("en"));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
  }

  void R14_2_ringFitsEverySize_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("size");
    for (const char* language : {"en", "zh_CN"}) {
      for (int i = 0; i < int(std::size(kSizes)); ++i) QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(language, kSizes[i].name))) << QString(language) << i;
    }
  }
  void R14_2_ringFitsEverySize() {
    const HeldFonts held;
    QFETCH(QString, language);
    QFETCH(int, size);
    Language::apply(language);
    const RingSize& rs = kSizes[size];
    DdpRingView view;
    view.resize(rs.size);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    int smallest = 1000;
    for (int world = 1; world <= 16; ++world) {
      const DdpRun run = syntheticRun(world, world > 2 ? world / 2 : -1);
      view.setFailure(run.rankError() ? run.rankError()->message : QString());
      for (double f : {0.0, 0.1, 0.5, 0.62, 0.8, 1.0}) {
        view.showFrame(&run, 0, f);
        settle(view);
        const QStringList bad = problems(view, rs, world, &smallest);
        QVERIFY2(bad.isEmpty(), qPrintable(QStringLiteral("world %1 at %2: %3").arg(world).arg(f).arg(bad.mid(0, 4).join(" | "))));
      }
      view.showFrame(nullptr, 0, 0);  // the run ends with this loop: the view lets go of it
    }
    qInfo("%s: smallest card text %d px", rs.name, smallest);
    QVERIFY(smallest < 1000);
  }

  // Every teaching unit (forward, backward, each ring step of both buckets, optimizer) at zoom 1
  // and at the largest zoom, in both languages, at the ring's sizes in 1024×768 to 1920×1080
  // windows: the texts fit as above, no card text is cut (a shorter form is chosen instead), and
  // zoomed cards are never smaller than at 1×.
  void R14_2_everyUnitFitsAtEveryZoom_data() { R14_2_ringFitsEverySize_data(); }  // the same rows
  void R14_2_everyUnitFitsAtEveryZoom() {
    const HeldFonts held;
    QFETCH(QString, language);
    QFETCH(int, size);
    Language::apply(language);
    const RingSize& rs = kSizes[size];
    DdpRingView view;
    view.resize(rs.size);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    int smallest = 1000, units_seen = 0;
    for (int world : {1, 2, 3, 4, 8, 16}) {
      const DdpRun run = syntheticRun(world, -1);
      const std::vector<DdpUnit> units = ddpStepUnits(run, 0);
      QCOMPARE(int(units.size()), 3 + 2 * int(reference::ringSteps(world).size()));  // forward, backward, 2 buckets' rings, optimizer
      // Zoom 1 first for every unit, then the largest zoom (one zoom change per run, not per unit).
      std::vector<int> px1(units.size(), 0);
      for (const double zoom : {1.0, Settings::kMaxZoom}) {
        view.setZoom(zoom);
        for (std::size_t u = 0; u < units.size(); ++u) {
          const DdpUnit& unit = units[u];
          view.showUnit(&run, unit, 0.5);
          settle(view);
          ++units_seen;
          const QString where = QStringLiteral("world %1, unit %2 (kind %3, ring step %4), zoom %5")
                                    .arg(world).arg(u).arg(int(unit.kind)).arg(unit.ring_step).arg(zoom);
          QStringList bad = problems(view, rs, world, &smallest);
          int px = 1000;
          for (const DdpText& t : view.texts()) {
            if (t.rank < 0) continue;
            px = std::min(px, t.pixels);
            if (t.cut) bad << "cut: " + t.text;
          }
          if (zoom == 1.0) px1[u] = px;
          else if (px < px1[u]) bad << QStringLiteral("zoomed card text %1 px < %2 px at 1×").arg(px).arg(px1[u]);
          QVERIFY2(bad.isEmpty(), qPrintable(where + ": " + bad.mid(0, 4).join(" | ")));
        }
      }
      view.showFrame(nullptr, 0, 0);  // the run ends with this loop: the view lets go of it
    }
    view.setZoom(1.0);
    QVERIFY(units_seen > 100);
    qInfo("%s: smallest card text %d px over every unit", rs.name, smallest);
  }

  // Each ring step's arrows carry their piece whole: the square with its colour and letter and the
  // piece's bytes (as tests/reference deals a bucket into pieces), at the card text's size, for 2–8 ranks in the
  // DDP tab alone at 1024×768 (projector mode), in both languages, at zoom 1 and the largest; no label
  // touches a card (so no piece), another arrow's label or another arrow.
  void R14_2_arrowsCarryTheirBytes_data() {
    QTest::addColumn<QString>("language");
    for (const char* language : {"en", "zh_CN"}) QTest::newRow(language) << QString(language);
  }
  void R14_2_arrowsCarryTheirBytes() {
    const HeldFonts held;
    QFETCH(QString, language);
    Language::apply(language);
    DdpRingView view;
    view.resize(1000, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    int arrows_seen = 0;
    for (int world = 2; world <= 8; ++world) {
      const DdpRun run = syntheticRun(world, -1);
      for (const double zoom : {1.0, Settings::kMaxZoom}) {
        view.setZoom(zoom);
        for (const DdpUnit& unit : ddpStepUnits(run, 0)) {
          if (unit.kind != DdpUnitKind::ReduceScatter && unit.kind != DdpUnitKind::AllGather) continue;
          for (const double progress : {0.0, 0.5, 1.0}) {
            view.showUnit(&run, unit, progress);
            settle(view);
            const QString where = QStringLiteral("world %1, zoom %2, bucket %3, ring step %4 (kind %5), progress %6")
                                      .arg(world).arg(zoom).arg(unit.bucket_order).arg(unit.ring_step).arg(int(unit.kind)).arg(progress);
            int smallest = 1000;
            QStringList bad = problems(view, kSizes[3], world, &smallest);
            const int card_px = view.texts().constLast().pixels;  // the card's loss line
            const qint64 bucket = run.start().bucket_bytes[std::size_t(view.frame().ranks[0].bucket)];
            const QList<DdpArrowDrawn>& arrows = view.arrows();
            for (int i = 0; i < arrows.size(); ++i) {
              const DdpArrowDrawn& a = arrows[i];
              ++arrows_seen;
              const qint64 bytes = reference::ringPieceBytes(bucket, world)[std::size_t(a.piece)];
              if (a.bytes != bytes) bad << QStringLiteral("arrow %1: %2 B, the schedule's %3 B").arg(i).arg(a.bytes).arg(bytes);
              if (a.square.isEmpty()) bad << QStringLiteral("arrow %1: no square").arg(i);
              if (a.bytes_text != QStringLiteral("%1 B").arg(bytes)) bad << QStringLiteral("arrow %1 says '%2'").arg(i).arg(a.bytes_text);
              bool shown = false;
              for (const DdpText& t : view.texts()) {
                if (t.rank != -2 || t.text != a.bytes_text || !a.bytes_box.contains(t.box.center())) continue;
                shown = true;
                if (t.pixels < card_px) bad << QStringLiteral("arrow %1's bytes at %2 px < the cards' %3 px").arg(i).arg(t.pixels).arg(card_px);
              }
              if (!shown) bad << QStringLiteral("arrow %1's bytes not drawn").arg(i);
              for (const QRectF& label : {a.square, a.bytes_box}) {
                for (const DdpPieceDrawn& p : view.pieces()) {
                  if (core(label).intersects(p.box)) bad << QStringLiteral("arrow %1's label over rank %2's piece %3").arg(i).arg(p.rank).arg(p.piece);
                }
                for (int j = 0; j < arrows.size(); ++j) {
                  if (j == i) continue;
                  const DdpArrowDrawn& b = arrows[j];
                  if (core(label).intersects(b.square) || core(label).intersects(b.bytes_box)) bad << QStringLiteral("arrows %1 and %2's labels overlap").arg(i).arg(j);
                  QPainterPath shaft(b.line.p1());
                  shaft.lineTo(b.line.p2());
                  if (shaft.intersects(core(label))) bad << QStringLiteral("arrow %1's label over arrow %2").arg(i).arg(j);
                }
              }
            }
            QVERIFY2(bad.isEmpty(), qPrintable(where + ": " + bad.mid(0, 4).join(" | ")));
          }
        }
      }
      view.showFrame(nullptr, 0, 0);  // the run ends with this loop: the view lets go of it
    }
    view.setZoom(1.0);
    QVERIFY(arrows_seen > 1000);
  }

  // Zoom grows the cards' text where the view has room (tab alone at 1920×1080).
  void zoomGrowsTheCards() {
    const DdpRun run = syntheticRun(4, -1);
    DdpRingView view;
    view.resize(1900, 960);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const DdpUnit unit = ddpStepUnits(run, 0)[3];
    view.showUnit(&run, unit, 0.5);
    const int px1 = view.texts().constLast().pixels;
    view.setZoom(2.0);
    QVERIFY2(view.texts().constLast().pixels > px1, qPrintable(QStringLiteral("%1 px at 2× vs %2 px").arg(view.texts().constLast().pixels).arg(px1)));
    view.setZoom(0.5);  // below 1: as 1
    QCOMPARE(view.texts().constLast().pixels, px1);
  }

  // The frame the geometry is checked on has a ring all-reduce in flight and a failed rank shown.
  void framesCoverTheRingAndTheFailure() {
    const DdpRun run = syntheticRun(4, 2);
    DdpRingView view;
    view.resize(1000, 600);
    view.setFailure(run.rankError()->message);
    view.showFrame(&run, 0, 0.62);
    QVERIFY(view.frame().ranks[0].ring_step >= 0);
    bool failed = false;
    for (const DdpText& t : view.texts()) failed |= t.rank == 2 && t.text.startsWith(QStringLiteral("failed:"));
    QVERIFY(failed);
  }
};

QTEST_MAIN(TestDdpGeometry)
#include "test_ddp_geometry.moc"
