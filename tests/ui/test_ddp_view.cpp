// The DDP tab end to end with a fake launcher (DPVIZ_DDP_LAUNCHER: a script standing in for
// mpirun that prints a recorded --events stream): the command it is given, the replay of the
// ring (R14.2: 2(W−1) ring steps per bucket all-reduce, buckets filled then reduced), a failed
// rank marked on its card, a missing mpirun, a malformed line and Stop, none of which may hang.
#include <QFile>
#include <QSet>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QLineEdit>
#include <QPushButton>
#include <QtTest>
#include <csignal>

#include "ddp/ddp_error_words.h"
#include "ddp/ddp_compare.h"
#include "ddp/ddp_loss_compare.h"
#include "ddp/ddp_ring_view.h"
#include "ddp/ddp_view.h"
#include "ddp/mpirun_report.h"
#include "run/model_facts.h"
#include "shell/gui_options.h"
#include "stage/pace.h"

namespace {

QString fixture(const char* name) { return QStringLiteral(DPVIZ_TEST_DATA "/ddp_events/") + QLatin1String(name); }

// Writes an executable script into `dir` and points the launcher and the program at it.
QString fakeLauncher(const QTemporaryDir& dir, const QString& body) {
  const QString path = dir.filePath("fake-mpirun");
  QFile f(path);
  if (!f.open(QIODevice::WriteOnly)) qFatal("cannot write the fake launcher");
  f.write(("#!/bin/sh\necho \"$@\" > '" + dir.filePath("args") + "'\n" + body + "\n").toUtf8());
  f.close();
  f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
  qputenv("DPVIZ_DDP_LAUNCHER", path.toUtf8());
  qputenv("DPVIZ_DDP_PROGRAM", path.toUtf8());
  return path;
}

// Shows `view` at 1200×800 and replays the recorded `fixture` through a fake mpirun in `dir`,
// until the run has ended (false if it never does).
bool replayShown(DdpView& view, const QTemporaryDir& dir, const char* fixture_name) {
  fakeLauncher(dir, "cat '" + fixture(fixture_name) + "'");
  view.resize(1200, 800);
  view.show();
  view.start();
  return QTest::qWaitFor([&] { return !view.process().running(); }, 30000);
}

#ifdef DPVIZ_DDP
// A script in `dir` that the tab starts under the real mpirun instead of dpviz-ddp (it execs the
// real program with more arguments, or first arranges something around it).
void realProgramWrapper(const QTemporaryDir& dir, const QString& body) {
  const QString path = dir.filePath("dpviz-ddp-wrapper");
  QFile f(path);
  if (!f.open(QIODevice::WriteOnly)) qFatal("cannot write the wrapper");
  f.write(("#!/bin/sh\n" + body + "\n").toUtf8());
  f.close();
  f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
  qputenv("DPVIZ_DDP_PROGRAM", path.toUtf8());
}
#endif

QStringList textsOf(const DdpRingView* ring, int rank) {
  QStringList out;
  for (const DdpText& t : ring->texts()) {
    if (t.rank == rank) out << t.text;
  }
  return out;
}

// A recorded-style run of `world` ranks, `steps` steps and `buckets` buckets, the reducer
// all-reducing them last bucket first (bucket 1 before bucket 0), as the events would say.
DdpRun unitRun(int world, int buckets, int steps = 1) {
  DdpRun run;
  DdpStart s;
  s.world = world;
  s.local_batch = 2;
  s.global_batch = 2 * world;
  s.steps = steps;
  s.steps_per_epoch = steps;
  s.model = QStringLiteral("Linear(5, 2)");
  s.backend = QStringLiteral("cpu");
  s.params = {{"weight", 40}, {"bias", 8}};
  s.buckets = buckets == 1 ? std::vector<std::vector<int>>{{0, 1}} : std::vector<std::vector<int>>{{0}, {1}};
  s.bucket_bytes = buckets == 1 ? std::vector<qint64>{48} : std::vector<qint64>{40, 8};
  for (int r = 0; r < world; ++r) s.hosts << QStringLiteral("node0");
  if (!run.feed(s)) qFatal("start refused");
  for (int step = 0; step < steps; ++step) {
    for (int r = 0; r < world; ++r) {
      double t = 1000.0 * (step + 1) + r;
      for (dp::DdpPhase p : {dp::DdpPhase::Load, dp::DdpPhase::Forward, dp::DdpPhase::Loss, dp::DdpPhase::Backward}) {
        run.feed(DdpPhaseEvent{step, r, p, t, t + 10, -1, 0});
        t += 10;
      }
      for (int k = buckets - 1; k >= 0; --k) {
        run.feed(DdpPhaseEvent{step, r, dp::DdpPhase::AllReduce, t, t + 30, k, s.bucket_bytes[std::size_t(k)]});
        t += 30;
      }
      run.feed(DdpPhaseEvent{step, r, dp::DdpPhase::Optimizer, t, t + 5, -1, 0});
    }
    if (!run.feed(DdpStepEvent{step, 0, std::vector<double>(std::size_t(world), 0.5), 100})) qFatal("step refused");
  }
  return run;
}

// A launch with these fields, the rest as DdpLaunch's defaults (no brace list to fall out of step
// with the struct's fields).
DdpLaunch launchOf(int world, int local_batch, dp::TrainModel model, double lr, int epochs) {
  DdpLaunch l;
  l.world = world;
  l.local_batch = local_batch;
  l.model = model;
  l.lr = lr;
  l.epochs = epochs;
  return l;
}

}  // namespace

class TestDdpView : public QObject {
  Q_OBJECT

 private slots:
  void cleanup() {
    qunsetenv("DPVIZ_DDP_LAUNCHER");
    qunsetenv("DPVIZ_DDP_PROGRAM");
  }

  void R14_2_fakeLauncherDrivesTheTabEndToEnd() {
    QTemporaryDir dir;
    fakeLauncher(dir, "cat '" + fixture("w2.jsonl") + "'");
    DdpView view;
    view.resize(1200, 800);
    view.show();
    view.setLaunch(launchOf(2, 4, dp::TrainModel::Mlp, 0.05, 2));
    view.start();
    QTRY_VERIFY(!view.process().running());
    QVERIFY2(view.process().failure().isEmpty(), qPrintable(view.process().failure()));
    QCOMPARE(view.process().run().completedSteps(), 4);
    QVERIFY2(view.message().contains("bit-identical"), qPrintable(view.message()));
    QFile args(dir.filePath("args"));
    QVERIFY(args.open(QIODevice::ReadOnly));
    const QString given = QString::fromUtf8(args.readAll()).trimmed();
    QVERIFY2(given.startsWith("--oversubscribe -np 2 ") && given.contains(" train --model mlp --batch-size 4 ") &&
                 given.contains("--epochs 2") && given.endsWith("--no-shuffle --events"), qPrintable(given));
    // The replay: rank 1's card shows its shard (R13.3: odd indices), then the ring's steps.
    view.showStep(0, 0.0);
    QVERIFY(textsOf(view.ring(), 1).contains("shard: 1 3 5 7 9 11 13 15"));
    QVector<int> ring_steps;
    for (int i = 0; i <= 1000; ++i) {
      view.showStep(1, i / 1000.0);
      const DdpRankState& r0 = view.ring()->frame().ranks[0];
      if (r0.ring_step >= 0 && (ring_steps.isEmpty() || ring_steps.back() != r0.ring_step)) ring_steps << r0.ring_step;
    }
    QCOMPARE(ring_steps, (QVector<int>{0, 1}));  // 2(W−1) = 2: one reduce-scatter step, one all-gather step
    view.showStep(1, 1.0);
    QCOMPARE(view.ring()->frame().ranks[1].bucket_state, (std::vector<int>{2}));
    QCOMPARE(view.ring()->frame().ranks[1].phase, dp::kDdpPhaseCount);  // every rank stepped its own copy
    QVERIFY(textsOf(view.ring(), 0).filter("loss 0.").size() == 1);
  }

  // World 4: 6 ring steps, reduce-scatter (3) then all-gather (3), in order, equally long, and
  // the same step on every rank at every moment (a ring step needs all ranks); a rank that reached
  // the bucket first waits for the others.
  void R14_2_ringStepsAtWorldFour() {
    QTemporaryDir dir;
    DdpView view;
    QVERIFY(replayShown(view, dir, "w4.jsonl"));
    std::vector<int> counts(6, 0);
    bool waited = false;
    for (int i = 0; i <= 6000; ++i) {
      const DdpFrame f = ddpFrameAt(view.process().run(), 0, i / 6000.0);
      const int s = f.ranks[3].ring_step;
      if (s >= 0) ++counts[std::size_t(s)];
      if (s >= 0 && f.ranks[3].bucket_state[0] != 1) QFAIL("a bucket being all-reduced is ready, not yet reduced");
      for (const DdpRankState& r : f.ranks) {
        if (r.ring_step >= 0 && s >= 0 && r.bucket == f.ranks[3].bucket && r.ring_step != s) {
          QFAIL(qPrintable(QString("at %1: ring step %2 on one rank, %3 on rank 3").arg(i).arg(r.ring_step).arg(s)));
        }
      }
      for (const DdpRankState& r : f.ranks) waited = waited || r.waiting;
    }
    QVERIFY(waited);  // the fixture's ranks start the bucket's all-reduce at different times
    for (int c : counts) QVERIFY(c > 0 && qAbs(c - counts[0]) <= 2);
    view.showStep(0, 0.5);
    QVERIFY(view.ring()->cards().size() == 4);
  }

  // The replay's units: per step forward, backward, then each bucket in the order the
  // reducer all-reduced it with W−1 reduce-scatter and W−1 all-gather ring steps, then the
  // optimizer; every rank in the same unit; each caption names its unit with the run's numbers.
  void R14_2_unitsOfARecordedStep_data() {
    QTest::addColumn<int>("world");
    QTest::addColumn<int>("buckets");
    for (int w : {2, 3, 4}) {
      for (int b : {1, 2}) QTest::newRow(qPrintable(QStringLiteral("world %1, %2 bucket(s)").arg(w).arg(b))) << w << b;
    }
  }
  void R14_2_unitsOfARecordedStep() {
    QFETCH(int, world);
    QFETCH(int, buckets);
    const DdpRun run = unitRun(world, buckets);
    const std::vector<DdpUnit> units = ddpStepUnits(run, 0);
    QCOMPARE(int(units.size()), 3 + buckets * 2 * (world - 1));
    QCOMPARE(units.front().kind, DdpUnitKind::Forward);
    QCOMPARE(units[1].kind, DdpUnitKind::Backward);
    QCOMPARE(units.back().kind, DdpUnitKind::Optimizer);
    int i = 2;
    for (int k = 0; k < buckets; ++k) {
      const int bucket = buckets - 1 - k;  // the reducer's order: the last bucket first
      for (const DdpUnitKind kind : {DdpUnitKind::ReduceScatter, DdpUnitKind::AllGather}) {
        for (int step = 0; step < world - 1; ++step, ++i) {
          const DdpUnit& u = units[std::size_t(i)];
          QCOMPARE(u.kind, kind);
          QCOMPARE(u.bucket, bucket);
          QCOMPARE(u.bucket_order, k);
          QCOMPARE(u.ring_step, step);
          QCOMPARE(u.bytes, run.start().bucket_bytes[std::size_t(bucket)]);
          QCOMPARE(u.measured_us, 30.0 - (world - 1));  // the last rank's start to the first rank's end
          const QString caption = ddpUnitCaption(run, u);
          const QString expected = QStringLiteral("Bucket %1 of %2, %3, ring step %4 of %5: ")
                                       .arg(k + 1).arg(buckets).arg(kind == DdpUnitKind::ReduceScatter ? "reduce-scatter" : "all-gather")
                                       .arg(step + 1).arg(world - 1);
          QVERIFY2(caption.startsWith(expected), qPrintable(caption));
          // The pieces the arrows carry (R14.2: whole floats, the first n % W pieces one longer),
          // worked out here: one size, or the smallest and the largest.
          const qint64 floats = u.bytes / 4, least = floats / world * 4, most = (floats / world + (floats % world ? 1 : 0)) * 4;
          const QString pieces = least == most ? QStringLiteral("(%1 B").arg(least) : QStringLiteral("(%1 B–%2 B").arg(least).arg(most);
          QVERIFY2(caption.contains(pieces), qPrintable(caption + " / " + pieces));
          QVERIFY2(ddpUnitMeasured(run, u).startsWith("Measured on this machine (CPU ranks, MPI): "), qPrintable(ddpUnitMeasured(run, u)));
          // Every rank in the same ring step of the same bucket.
          const DdpFrame f = ddpUnitFrame(run, u, 0.5);
          QCOMPARE(int(f.ranks.size()), world);
          for (const DdpRankState& r : f.ranks) {
            QCOMPARE(r.ring_step, step + (kind == DdpUnitKind::AllGather ? world - 1 : 0));
            QCOMPARE(r.bucket, bucket);
            QCOMPARE(r.bucket_state[std::size_t(bucket)], 1);
          }
        }
      }
    }
    QCOMPARE(i, int(units.size()) - 1);
    // One rank: no ring steps at all.
    QCOMPARE(int(ddpStepUnits(unitRun(1, buckets), 0).size()), 3);
  }

  // The tab steps through every unit of a recorded run (→ across steps, ← back to the first),
  // every rank showing the same unit, each reduce-scatter step on screen; Home resets.
  void R14_2_stepThroughTheRing() {
    QTemporaryDir dir;
    DdpView view;
    QVERIFY(replayShown(view, dir, "w4.jsonl"));
    QCOMPARE(int(view.units().size()), 2 * (3 + 6));  // 2 steps of W = 4, one bucket
    view.reset();
    QVERIFY(!view.playing());
    QCOMPARE(view.unitIndex(), 0);
    QStringList captions{view.caption()};
    QSet<QString> rs_shown;
    for (int i = 1; i < int(view.units().size()); ++i) {
      view.stepForward();
      QCOMPARE(view.unitIndex(), i);
      captions << view.caption();
      const DdpFrame& f = view.ring()->frame();
      for (const DdpRankState& r : f.ranks) {
        QCOMPARE(r.phase, f.ranks[0].phase);
        QCOMPARE(r.ring_step, f.ranks[0].ring_step);
      }
      for (int rank = 0; rank < 4; ++rank) {
        for (const QString& t : textsOf(view.ring(), rank)) {
          if (t.startsWith("reduce-scatter") || t.startsWith("RS ")) rs_shown << QString::number(view.units()[std::size_t(i)].record) + t.section(' ', -1);
        }
      }
    }
    QCOMPARE(rs_shown.size(), 2 * 3);  // steps 1/3, 2/3, 3/3 of each step's reduce-scatter, on the cards
    view.stepForward();  // the last unit stays
    QCOMPARE(view.unitIndex(), int(view.units().size()) - 1);
    QVERIFY(captions.back().startsWith("Optimizer step: every rank"));
    QVERIFY(captions.filter("reduce-scatter, ring step").size() == 6);
    QVERIFY(captions.filter("all-gather, ring step").size() == 6);
    for (int i = int(view.units().size()) - 2; i >= 0; --i) {
      view.stepBack();
      QCOMPARE(view.unitIndex(), i);
      QCOMPARE(view.caption(), captions[i]);
    }
    view.stepBack();
    QCOMPARE(view.unitIndex(), 0);
    QVERIFY(view.caption().startsWith("Step 1 of 2, forward: each of the 4 ranks loads its own 2 rows"));
    view.stepWholeStep();  // completes step 1: its optimizer unit
    QCOMPARE(view.units()[std::size_t(view.unitIndex())].kind, DdpUnitKind::Optimizer);
    QCOMPARE(view.units()[std::size_t(view.unitIndex())].record, 0);
    view.stepWholeStep();  // and then step 2
    QCOMPARE(view.unitIndex(), int(view.units().size()) - 1);
    view.reset();
    QCOMPARE(view.unitIndex(), 0);
    // --ddp 1:allreduce shows a reduce-scatter ring step with every rank in it.
    view.showPhase(0, dp::DdpPhase::AllReduce);
    QCOMPARE(view.units()[std::size_t(view.unitIndex())].kind, DdpUnitKind::ReduceScatter);
    QVERIFY(view.caption().contains("reduce-scatter, ring step 2 of 3"));
  }

  // The pace: while playing, each unit holds at least the time to read its caption aloud
  // (pace::readingSeconds, over the speed), then the next one follows; pause at every phase
  // stops at each unit's end; Space (togglePlay) reports playingChanged.
  void R14_2_eachUnitHoldsItsReadingTime() {
    QTemporaryDir dir;
    fakeLauncher(dir, "cat '" + fixture("w2.jsonl") + "'");
    DdpView view;
    view.start();
    QTRY_VERIFY(!view.process().running());
    view.reset();
    QSignalSpy playing(&view, &DdpView::playingChanged);
    QSignalSpy captions(&view, &DdpView::captionChanged);
    view.togglePlay();
    QVERIFY(view.playing());
    QCOMPARE(playing.size(), 1);
    for (int i = 0; i + 1 < int(view.units().size()); ++i) {
      QCOMPARE(view.unitIndex(), i);
      const double hold = pace::readingSeconds(view.caption());
      QVERIFY(hold >= pace::kMinPhaseSeconds);
      QCOMPARE(view.unitSeconds(), hold);
      view.advance(hold - 0.1);  // (0.05 s left over from the unit before)
      QCOMPARE(view.unitIndex(), i);  // still reading
      view.advance(0.1);
      QCOMPARE(view.unitIndex(), i + 1);
    }
    QVERIFY(captions.size() >= int(view.units().size()) - 1);
    view.advance(1000);  // the end of a finished run: it pauses there
    QVERIFY(!view.playing());
    // At 2× a unit holds half as long; pause at every phase stops at its end.
    view.reset();
    view.setSpeed(2.0);
    view.setPauseAtEveryPhase(true);
    view.play();
    const double hold = pace::readingSeconds(view.caption());
    QCOMPARE(view.unitSeconds(), hold / 2);
    view.advance(hold / 2 - 0.05);
    QVERIFY(view.playing());
    view.advance(1000);
    QVERIFY(!view.playing());
    QCOMPARE(view.unitIndex(), 0);
    view.play();  // goes on with the next unit
    QCOMPARE(view.unitIndex(), 1);
    view.togglePlay();
    QVERIFY(!view.playing());
  }

  // The error event's cause, worded here (the UI's language; English in this test); a cause this
  // version does not know, or none, shows dpviz-ddp's prose as it is.
  void errorCausesAreWorded() {
    DdpError stalled{-1, "prose on the wire", "stalled", 3, 7, {"node2", "node3"}};
    QCOMPARE(ddpErrorWords(stalled), QString("no step finished for 3 s: step 8 waits on node2, node3, which cannot be reached"));
    QCOMPARE(ddpFailureLine(stalled), "a rank failed: " + ddpErrorWords(stalled));
    stalled.lost_hosts.clear();
    QCOMPARE(ddpErrorWords(stalled), QString("no step finished for 3 s: step 8 waits on a rank that is stuck or a host that cannot be reached"));
    stalled.step = -1;
    QCOMPARE(ddpErrorWords(stalled), QString("no step finished for 3 s: a rank is stuck or a host cannot be reached"));
    stalled.seconds = -1;  // nothing to word it with
    QCOMPARE(ddpErrorWords(stalled), QString("prose on the wire"));
    const DdpError stopped{1, "rank 1 exited; mpirun stopped the others", "stopped", -1, -1, {}};
    QCOMPARE(ddpFailureLine(stopped), QString("rank 1 failed: rank 1 exited; mpirun stopped the others"));
    QCOMPARE(ddpErrorWords(DdpError{-1, "x", "stopped", -1, -1, {}}), QString("a rank exited; mpirun stopped the others"));
    QCOMPARE(ddpErrorWords(DdpError{2, "the GPU melted", "melted", -1, -1, {}}), QString("the GPU melted"));
    QCOMPARE(ddpErrorWords(DdpError{2, "an old stream's line", {}, -1, -1, {}}), QString("an old stream's line"));
  }

  void failedRankIsMarkedOnItsCard() {
    QTemporaryDir dir;
    fakeLauncher(dir, "cat '" + fixture("w4_fail.jsonl") + "'\nexit 1");
    DdpView view;
    view.resize(1200, 800);
    view.show();
    view.start();
    QTRY_VERIFY(!view.process().running());
    QVERIFY2(view.message().contains("rank 2 failed"), qPrintable(view.message()));
    view.showStep(1, 1.0);
    QVERIFY(textsOf(view.ring(), 2).filter("failed:").size() == 1);
    QVERIFY(textsOf(view.ring(), 1).filter("failed:").isEmpty());
  }

  // A failed run's replay ends with the step that never finished: its last unit, after the failed
  // step's own units; no host is named lost here (the error has no lost_hosts), so no hop is cut.
  void failedRunEndsWithItsFailure() {
    QTemporaryDir dir;
    fakeLauncher(dir, "cat '" + fixture("w4_fail.jsonl") + "'\nexit 1");
    DdpView view;
    view.resize(1200, 800);
    view.show();
    view.start();
    QTRY_VERIFY(!view.process().running());
    QVERIFY(view.units().size() > 1);
    QCOMPARE(int(view.units().back().kind), int(DdpUnitKind::Failure));
    for (std::size_t i = 0; i + 1 < view.units().size(); ++i) QVERIFY(view.units()[i].kind != DdpUnitKind::Failure);
    view.showUnit(int(view.units().size()) - 1);
    const qint64 failed = view.process().run().completedSteps();
    QCOMPARE(view.ring()->frame().step, failed);
    QVERIFY2(view.caption().startsWith(QString("Step %1 of ").arg(failed + 1)) && view.caption().contains("never finished"), qPrintable(view.caption()));
    QVERIFY2(view.caption().contains(view.process().run().rankError()->message), qPrintable(view.caption()));  // no cause: its prose
    QVERIFY(!view.ring()->hops().isEmpty());  // the loop below has hops to judge
    for (const DdpHopDrawn& hop : view.ring()->hops()) QVERIFY(!hop.broken);
    QVERIFY(textsOf(view.ring(), 2).filter("failed:").size() == 1);
    QVERIFY(textsOf(view.ring(), 1).filter("stopped").size() == 1);
    for (int r = 0; r < view.process().run().world(); ++r) {  // no loss promised for a step that never ends
      const QStringList texts = textsOf(view.ring(), r);
      QVERIFY2(texts.filter("after the step").isEmpty() && texts.filter("later").isEmpty(), qPrintable(texts.join(" | ")));
      QVERIFY2(!texts.filter("loss: none").isEmpty(), qPrintable(texts.join(" | ")));
    }
    view.stepForward();  // nothing after it
    QCOMPARE(view.unitIndex(), int(view.units().size()) - 1);
  }

  // DDP's ranks follow the window's backend: CPU ranks (OpenMPI) for simulated GPUs, GPU ranks
  // (dpviz-ddp --backend cuda: NCCL) for CUDA; the idle tab says which.
  void gpuRanksFollowTheBackend() {
    DdpLaunch l;
    QVERIFY(!ddpCommand(l).arguments.contains("--backend"));
    l.gpu_ranks = true;
    const QStringList args = ddpCommand(l).arguments;
    QCOMPARE(args.mid(args.indexOf("--backend"), 2), (QStringList{"--backend", "cuda"}));
    QCOMPARE(args.constLast(), QString("--events"));
    QTemporaryDir dir;
    fakeLauncher(dir, "cat '" + fixture("w2.jsonl") + "'");
    DdpView view;
    QVERIFY2(view.message().contains("on the CPU"), qPrintable(view.message()));
    view.setGpuRanks(true);
    QVERIFY2(view.message().contains("NCCL"), qPrintable(view.message()));
    view.start();
    QTRY_VERIFY(!view.process().running());
    QFile given(dir.filePath("args"));
    QVERIFY(given.open(QIODevice::ReadOnly));
    QVERIFY(given.readAll().contains(" --backend cuda --events"));
  }

  // mpirun --hostfile (ddp/hostfile.h): a malformed line and more ranks than slots are refused in
  // one line before anything starts; a good hostfile replaces --oversubscribe.
  void hostfileIsReadBeforeTheLaunch() {
    QTemporaryDir dir;
    fakeLauncher(dir, "true");
    auto write = [&](const QString& name, const QByteArray& text) {
      QFile f(dir.filePath(name));
      if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size()) qFatal("cannot write %s", qPrintable(name));
      return f.fileName();
    };
    DdpLaunch l;
    l.world = 4;
    l.hostfile = write("good", "# two hosts\nnode1 slots=2\n\nnode2 slots=2 max_slots=4  # the second\n");
    DdpCommand c = ddpCommand(l);
    QVERIFY2(c.missing.isEmpty(), qPrintable(c.missing));
    QCOMPARE(c.arguments.mid(0, 4), (QStringList{"--hostfile", l.hostfile, "-np", "4"}));
    QVERIFY(!c.arguments.contains("--oversubscribe"));
    l.world = 5;
    QCOMPARE(ddpCommand(l).missing, QString("5 ranks but the hostfile has 4 slots (node1, node2): lower the ranks or add slots"));
    l.world = 2;
    l.hostfile = write("bad", "node1 slots=2\nnode2 slots=two\n");
    QCOMPARE(ddpCommand(l).missing, "hostfile " + l.hostfile + ", line 2: expected slots=N (N at least 1) after the host name, got 'slots=two'");
    l.hostfile = write("name", "node1 slots=2\n-np 4\n");
    QCOMPARE(ddpCommand(l).missing, "hostfile " + l.hostfile + ", line 2: '-np' is not a host name");
    l.hostfile = write("empty", "# nothing\n\n");
    QCOMPARE(ddpCommand(l).missing, "hostfile " + l.hostfile + ": names no host");
    l.hostfile = dir.filePath("absent");
    QVERIFY2(ddpCommand(l).missing.startsWith("hostfile " + l.hostfile + ": cannot be read ("), qPrintable(ddpCommand(l).missing));
    l.hostfile = write("one", "node1\n");  // no slots=: one, as OpenMPI counts it
    QVERIFY(ddpCommand(l).missing.contains("2 ranks but the hostfile has 1 slots (node1)"));
    // The tab says it and starts nothing.
    DdpView view;
    view.setHostfile(write("small", "node1 slots=1\n"));
    QVERIFY(!view.launch().hostfile.isEmpty());
    view.start();
    QVERIFY(!view.process().running());
    QVERIFY2(view.process().failure().contains("but the hostfile has 1 slots (node1)"), qPrintable(view.process().failure()));
    QVERIFY(!view.process().failure().contains('\n'));
  }

  // The form's hostfile field (empty: this machine): --hostfile fills it, Start reads it with
  // ddp/hostfile.h and a file it refuses is the status line's one line, nothing started; cleared,
  // the ranks run here again.
  void hostfileFieldIsReadAtStart() {
    QTemporaryDir dir;
    fakeLauncher(dir, "true");
    DdpView view;
    auto* field = view.findChild<QLineEdit*>(QStringLiteral("DdpHostfile"));
    auto* start = view.findChild<QPushButton*>(QStringLiteral("DdpStart"));
    QVERIFY(field && start);
    QVERIFY(field->text().isEmpty());
    QVERIFY(!field->placeholderText().isEmpty());
    QVERIFY(view.launch().hostfile.isEmpty());
    const QString bad = dir.filePath("bad");
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("node1 slots=2\nnode2 slots=two\n");
    f.close();
    view.setHostfile(bad);  // as dpviz --hostfile does
    QCOMPARE(field->text(), bad);
    QCOMPARE(view.launch().hostfile, bad);
    start->click();
    QVERIFY(!view.process().running());
    const QString line = "hostfile " + bad + ", line 2: expected slots=N (N at least 1) after the host name, got 'slots=two'";
    QCOMPARE(view.message(), line);
    QVERIFY(start->isEnabled());
    field->setText(QStringLiteral("  ") + dir.filePath("absent") + QStringLiteral(" "));  // typed: trimmed
    QCOMPARE(view.launch().hostfile, dir.filePath("absent"));
    start->click();
    QVERIFY2(view.message().startsWith("hostfile " + dir.filePath("absent") + ": cannot be read ("), qPrintable(view.message()));
    field->clear();
    QVERIFY(view.launch().hostfile.isEmpty());
    start->click();
    QTRY_VERIFY(!view.process().running());
    QFile given(dir.filePath("args"));
    QVERIFY(given.open(QIODevice::ReadOnly));
    const QByteArray args = given.readAll();
    QVERIFY2(args.contains("--oversubscribe") && !args.contains("--hostfile"), args.constData());
  }

  void missingMpirunSaysHowToInstallIt() {
    qputenv("DPVIZ_DDP_LAUNCHER", "/nonexistent/mpirun");
    DdpView view;
    view.start();
    QVERIFY(!view.process().running());
    QVERIFY2(view.message().contains("sudo apt install openmpi-bin"), qPrintable(view.message()));
    QTemporaryDir dir;
    fakeLauncher(dir, "true");
    qputenv("DPVIZ_DDP_PROGRAM", dir.filePath("no-such-dpviz-ddp").toUtf8());
    view.start();
    QVERIFY2(view.message().contains("dpviz-ddp was not found"), qPrintable(view.message()));
  }

  // A malformed line stops the run and the process (which would otherwise sleep for a minute).
  void malformedLineStopsTheRun() {
    QTemporaryDir dir;
    fakeLauncher(dir, "head -n 3 '" + fixture("w2.jsonl") + "'\necho '{\"event\":\"phase\",oops}'\nexec sleep 60");
    DdpView view;
    view.start();
    QTRY_VERIFY(!view.process().failure().isEmpty());
    QVERIFY(!view.process().running());
    QVERIFY2(view.message().startsWith("line 4: "), qPrintable(view.message()));
  }

  void stopKillsTheProcessGroup() {
    QTemporaryDir dir;
    const QString pidfile = dir.filePath("pid");
    fakeLauncher(dir, "head -n 1 '" + fixture("w2.jsonl") + "'\nsleep 60 &\necho $! > '" + pidfile + "'\nwait");
    DdpView view;
    view.start();
    const auto pidOf = [&pidfile] {
      QFile f(pidfile);
      return f.open(QIODevice::ReadOnly) ? pid_t(f.readAll().trimmed().toLongLong()) : pid_t(0);
    };
    QTRY_VERIFY(view.process().run().started() && pidOf() > 0);
    const pid_t child = pidOf();
    QVERIFY(child > 0 && ::kill(child, 0) == 0);
    view.stop();
    QVERIFY(!view.process().running());
    QTRY_VERIFY(::kill(child, 0) != 0);  // mpirun's children go with it
  }

  // R10 against R14.2, by hand: Linear(5, 2), global batch 8 on 2 devices. DP: each GPU gets 4
  // rows × 5 floats (80 B); GPU 1 also receives the 48 parameter bytes and the output gradient's
  // 4 × 2 floats (32 B), sends its 32 B of output and its 48 B of gradients to GPU 0. DDP: each
  // rank sends 2(W−1)/W × 48 B = 48 B in the ring all-reduce, and nothing else.
  void R14_2_bytesPerDeviceByHand() {
    dp::RunConfig c;
    c.mode = dp::RunMode::Train;
    const auto linear = deviceBytes(dp::cost::model_facts(c), 2, 4, {{0, 1}});
    QCOMPARE(int(linear.size()), 2);
    QCOMPARE(linear[0].dp(), std::uint64_t(80 + 48 + 32 + 32 + 48));  // GPU 0: the other end of each copy
    QCOMPARE(linear[1].scatter, std::uint64_t(80));
    QCOMPARE(linear[1].broadcast, std::uint64_t(48));
    QCOMPARE(linear[1].gather, std::uint64_t(32));
    QCOMPARE(linear[1].grad_scatter, std::uint64_t(32));
    QCOMPARE(linear[1].reduce, std::uint64_t(48));
    QCOMPARE(linear[0].allreduce, std::uint64_t(48));
    c.train_model = dp::TrainModel::Mlp3;  // 5256 parameter bytes; 4 ranks send 6/4 of them
    const auto mlp3 = deviceBytes(dp::cost::model_facts(c), 4, 2, {});
    QCOMPARE(mlp3[3].allreduce, std::uint64_t(7884));
    QCOMPARE(mlp3[3].reduce, std::uint64_t(5256));
    // The gradients' reduce is an NCCL collective, as PyTorch's reduce_add_coalesced makes it on
    // CUDA: the partial sums pass from GPU to GPU and one copy of the gradients reaches GPU 0, as one
    // copy of the parameters leaves it in the broadcast (not 3 × 5256: that is reduce_add without NCCL).
    QCOMPARE(mlp3[0].reduce, std::uint64_t(5256));
    QCOMPARE(mlp3[0].broadcast, std::uint64_t(5256));
    // GPU 0 under DataParallel: 2 rows × 5 floats in, the 5256 parameter bytes out, 3 × 2 × 2 floats
    // of outputs in and of output gradient out, 5256 gradient bytes in: 1.35× a DDP rank's 7884.
    QCOMPARE(mlp3[0].dp(), std::uint64_t(40 + 5256 + 48 + 48 + 5256));
    QCOMPARE(deviceBytes(dp::cost::model_facts(c), 1, 8, {})[0].allreduce, std::uint64_t(0));
  }

  void compareIsLabelledAsAModel() {
    DdpCompare compare;
    compare.setConfig(dp::TrainModel::Mlp, 4, 8, {});
    QCOMPARE(compare.table()->rowCount(), 4);
    QVERIFY2(compare.modelled().startsWith("Modelled, not measured (8× A100"), qPrintable(compare.modelled()));
    QVERIFY(compare.modelled().contains("µs with DataParallel"));
    compare.setConfig(dp::TrainModel::Mlp, 16, 8, {});  // DataParallel cannot span the 2 nodes of a profile
    QVERIFY(compare.modelled().contains("not on this profile"));
  }

  void ddpOptionIsParsedStrictly() {
    GuiOptions o;
    QString error;
    QVERIFY(parseGuiOptions({"dpviz", "--ddp", "2:allreduce"}, &o, &error));
    QCOMPARE(o.ddpStep, 2);
    QCOMPARE(dp::DdpPhase(o.ddpPhase), dp::DdpPhase::AllReduce);
    GuiOptions k;
    QVERIFY(parseGuiOptions({"dpviz", "--ddp", "1:allreduce:3"}, &k, &error));
    QCOMPARE(k.ddpRingStep, 3);
    for (const char* bad : {"0:load", "1", "1:scatter", "x:load", "1:load:2", "1:allreduce:0", "1:allreduce:x", "1:allreduce:2:1"}) {
      GuiOptions b;
      QVERIFY2(!parseGuiOptions({"dpviz", "--ddp", bad}, &b, &error), bad);
      QVERIFY(error.startsWith("--ddp: expected step:phase"));
    }
  }

  // Projector mode keeps the world size (4 by default), Start and Stop, beside the page tabs: the
  // ring is resized without leaving it; the rest of the form goes.
  void projectorKeepsTheWorldSize() {
    DdpView view;
    view.resize(1000, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QSpinBox* world = view.findChild<QSpinBox*>(QStringLiteral("DdpWorldSize"));
    QSpinBox* batch = view.findChild<QSpinBox*>(QStringLiteral("DdpLocalBatch"));
    QVERIFY(world && batch);
    QCOMPARE(world->value(), 4);
    view.setProjector(true);
    QVERIFY(world->isVisible() && world->isEnabled());
    QVERIFY(!batch->isVisible());
    world->setValue(6);
    QCOMPARE(view.launch().world, 6);
    view.setProjector(false);
    QVERIFY(world->isVisible() && batch->isVisible());
    QCOMPARE(view.launch().world, 6);
  }

#ifdef DPVIZ_DDP
  // The tab with the real launcher and program: mpirun -np 4 dpviz-ddp, its stream read strictly to
  // the end, the ranks' parameters bit-identical (the program's checksum all-reduce), and the
  // replay's shards those of R13.3 (rank 1 takes the odd positions of an unshuffled epoch).
  void R14_realMpirunDrivesTheTab() {
    if (QStandardPaths::findExecutable("mpirun").isEmpty()) QFAIL("mpirun is not installed (tools/install-deps.sh installs OpenMPI)");
    qputenv("DPVIZ_DDP_PROGRAM", DPVIZ_DDP);
    DdpView view;
    view.resize(1200, 800);
    view.show();
    view.setLaunch(launchOf(4, 2, dp::TrainModel::Linear, 0.1, 1));  // 4 ranks on 2 cores: the clocks are tested where barriers skew most
    view.start();
    QTRY_VERIFY_WITH_TIMEOUT(!view.process().running(), 60000);
    QVERIFY2(view.process().failure().isEmpty(), qPrintable(view.process().failure()));
    QCOMPARE(view.process().run().completedSteps(), 2);  // 16 rows / (4 ranks × 2)
    QVERIFY2(view.message().contains("bit-identical"), qPrintable(view.message()));
    // R14.3: DDP's mean of the ranks' losses equals DataParallel's loss with the global batch.
    QTRY_VERIFY(view.losses()->dataParallelReady());
    QCOMPARE(view.losses()->ddpLosses().size(), 2);
    QCOMPARE(view.losses()->dpLosses().size(), 2);
    QVERIFY2(view.losses()->coincide(), qPrintable(view.losses()->summary()));
    QVERIFY(view.losses()->summary().startsWith("The curves coincide"));
    view.showStep(0, 0.0);
    for (int r = 0; r < 4; ++r) QCOMPARE(textsOf(view.ring(), r).filter("shard:").size(), 1);
    // One machine, one clock: no rank's all-reduce of a bucket ends before every rank started it
    // (a sum needs every rank's part), so the ring window is real and every card shows its step.
    QCOMPARE(view.process().run().steps().size(), 2);
    for (const DdpStepRecord& step : view.process().run().steps()) {
      double last_start = -1e300, first_end = 1e300;
      for (const auto& phases : step.by_rank) {
        for (const DdpPhaseEvent& p : phases) {
          if (p.phase != dp::DdpPhase::AllReduce) continue;
          last_start = std::max(last_start, p.start_us);
          first_end = std::min(first_end, p.end_us);
        }
      }
      QVERIFY2(last_start > -1e300 && first_end < 1e300, qPrintable(QString("step %1: no all-reduce").arg(step.step)));
      QVERIFY2(last_start <= first_end, qPrintable(QString("step %1: a rank ended at %2 µs, before the last start at %3 µs").arg(step.step).arg(first_end).arg(last_start)));
    }
  }

  // A rank that fails in the real program: the run ends (never hangs) and the tab names the rank.
  // A hostfile naming a host that cannot be reached: ssh's one line, from mpirun's stderr, and the
  // run ends (the guard below is a hang guard, well above ssh's failure to resolve the name).
  void realUnreachableHostIsNamed() {
    if (QStandardPaths::findExecutable("mpirun").isEmpty()) QFAIL("mpirun is not installed (tools/install-deps.sh installs OpenMPI)");
    qputenv("DPVIZ_DDP_PROGRAM", DPVIZ_DDP);
    QTemporaryDir dir;
    QFile f(dir.filePath("hosts"));
    QVERIFY(f.open(QIODevice::WriteOnly) && f.write("dpviz-no-such-host slots=2\n") > 0);
    f.close();
    DdpView view;
    view.setLaunch(launchOf(2, 4, dp::TrainModel::Linear, 0.1, 1));
    view.setHostfile(f.fileName());
    view.start();
    QTRY_VERIFY_WITH_TIMEOUT(!view.process().running(), 30000);
    const QString failure = view.process().failure();
    QVERIFY2(failure.contains("ssh: Could not resolve hostname dpviz-no-such-host") && !failure.contains('\n'), qPrintable(failure));
  }

  void realFailedRankIsNamed() {
    if (QStandardPaths::findExecutable("mpirun").isEmpty()) QFAIL("mpirun is not installed");
    QTemporaryDir dir;
    realProgramWrapper(dir, "exec '" DPVIZ_DDP "' \"$@\" --fail-rank 1");
    DdpView view;
    view.setLaunch(launchOf(2, 4, dp::TrainModel::Linear, 0.1, 1));
    view.start();
    QTRY_VERIFY_WITH_TIMEOUT(!view.process().running(), 60000);
    QVERIFY2(view.message().contains("rank 1 failed"), qPrintable(view.message()));
    view.resize(1200, 800);
    view.show();
    view.showStep(view.process().run().completedSteps(), 1.0);  // the step the rank failed in
    QVERIFY(textsOf(view.ring(), 1).filter("failed:").size() == 1);
    QVERIFY(textsOf(view.ring(), 0).filter("failed:").isEmpty());
  }

  // A rank killed from outside (kill -9: no --fail-rank, no word from the rank itself): mpirun's
  // notice names it, and the tab marks that rank's card, not rank -1 or another rank's.
  void realKilledRankIsNamed() {
    if (QStandardPaths::findExecutable("mpirun").isEmpty()) QFAIL("mpirun is not installed");
    QTemporaryDir dir;
    // Each rank writes its PID (exec keeps it) for the test to kill rank 1 once the run streams;
    // long enough a run (600 rows, many epochs) that the kill comes first.
    realProgramWrapper(dir, "echo $$ > '" + dir.filePath("rank") + "'$OMPI_COMM_WORLD_RANK\n"
                            "exec '" DPVIZ_DDP "' \"$@\" --data-size 600 --epochs 10000");
    DdpView view;
    view.setLaunch(launchOf(3, 4, dp::TrainModel::Linear, 0.1, 1));
    view.start();
    QTRY_VERIFY_WITH_TIMEOUT(view.process().run().completedSteps() > 0, 60000);
    QFile pid_file(dir.filePath("rank1"));
    QVERIFY(pid_file.open(QIODevice::ReadOnly));
    const pid_t rank1 = pid_t(pid_file.readAll().trimmed().toInt());
    QVERIFY(rank1 > 0);
    QCOMPARE(::kill(rank1, SIGKILL), 0);
    QTRY_VERIFY_WITH_TIMEOUT(!view.process().running(), 60000);
    QVERIFY2(view.message().contains("rank 1 failed") && view.message().contains("signal 9"), qPrintable(view.message()));
    QVERIFY(view.process().run().rankError().has_value());
    QCOMPARE(view.process().run().rankError()->rank, 1);
    view.resize(1200, 800);
    view.show();
    view.showStep(view.process().run().completedSteps(), 1.0);
    QVERIFY(textsOf(view.ring(), 1).filter("failed:").size() == 1);
    QVERIFY(textsOf(view.ring(), 0).filter("failed:").isEmpty());
    QVERIFY(textsOf(view.ring(), 2).filter("failed:").isEmpty());
  }
#endif

  // mpirun's stderr as OpenMPI 4.1 writes it (captured on this machine): the notices name the rank
  // and how it ended; the ranks' own last line is kept for the message.
  void mpirunNoticesAreRead() {
    const QByteArray dashes = QByteArray(74, '-') + "\n";
    const QByteArray primary = dashes + "Primary job  terminated normally, but 1 process returned\n"
                               "a non-zero exit code. Per user-direction, the job has been aborted.\n" + dashes;
    const MpirunReport killed = readMpirunReport(
        primary + dashes + "mpirun noticed that process rank 2 with PID 0 on node vm exited on signal 9 (Killed).\n" + dashes);
    QCOMPARE(killed.rank, 2);
    QCOMPARE(killed.signal, 9);
    QCOMPARE(killed.signal_name, QString("Killed"));
    QCOMPARE(killed.own_line, QString());
    const QByteArray exited = "dpviz-ddp: rank 1: failing on purpose (--fail-rank 1)\n" + primary + dashes +
                              "mpirun detected that one or more processes exited with non-zero status, thus causing\n"
                              "the job to be terminated. The first process to do so was:\n\n"
                              "  Process name: [[26466,1],1]\n  Exit code:    3\n" + dashes;
    const MpirunReport failed = readMpirunReport(exited);
    QCOMPARE(failed.rank, 1);
    QCOMPARE(failed.signal, 0);
    QCOMPARE(failed.exit_code, 3);
    QCOMPARE(failed.own_line, QString("dpviz-ddp: rank 1: failing on purpose (--fail-rank 1)"));
    QCOMPARE(readMpirunReport("Invalid learning rate: -1.0\n").own_line, QString("Invalid learning rate: -1.0"));
    QCOMPARE(readMpirunReport("Invalid learning rate: -1.0\n").rank, -1);
    // A rank's own line that looks like a notice is not one: only text inside mpirun's blocks counts.
    QCOMPARE(readMpirunReport("mpirun noticed that process rank 1 with PID 5 on node x exited on signal 9\n").rank, -1);
  }

  void processDyingMidRunIsReported() {
    QTemporaryDir dir;
    fakeLauncher(dir, "head -n 10 '" + fixture("w2.jsonl") + "'\necho 'rank 1: killed' >&2\nexit 3");
    DdpView view;
    view.start();
    QTRY_VERIFY(!view.process().running());
    QVERIFY2(view.message().contains("status 3") && view.message().contains("rank 1: killed"), qPrintable(view.message()));
  }
};

QTEST_MAIN(TestDdpView)
#include "test_ddp_view.moc"
