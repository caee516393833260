// Trace events for every phase, the Chrome Trace Event JSON (parsed back),
// and atomic file writes.
#include <QDir>
#include <QTemporaryDir>
#include <map>
#include <thread>

#include "core/atomic_file.h"
#include "trace/chrome_trace.h"
#include "core/error.h"
#include "golden.h"
#include "run/tutorial.h"
#include "parallel/data_parallel.h"
#include "device/device_pool.h"
#include "nn/grad_mode.h"
#include "nn/linear.h"
#include "test_modules.h"

class TestTrace : public QObject {
  Q_OBJECT
 private slots:
  void eventsForEveryPhase() {
    dp::Trace trace;
    dp::Tutorial t(dp::RunConfig{}, &trace);  // 8 GPUs, batches 30,30,30,10
    const auto rec = t.step();
    QCOMPARE(rec.chunk_sizes, (std::vector<std::int64_t>{4, 4, 4, 4, 4, 4, 4, 2}));
    std::map<dp::Phase, int> count;
    for (const auto& e : trace.events()) {
      ++count[e.phase];
      QVERIFY(e.end_ns >= e.start_ns);
    }
    QCOMPARE(count[dp::Phase::Load], 1);
    QCOMPARE(count[dp::Phase::Scatter], 8);
    QCOMPARE(count[dp::Phase::Replicate], 8);
    QCOMPARE(count[dp::Phase::Forward], 8);
    QCOMPARE(count[dp::Phase::Gather], 8);
    QCOMPARE(count[dp::Phase::StepDone], 1);
    QCOMPARE(count[dp::Phase::Print], 9);  // 8 In Model lines and the Outside line

    // Phase order: on each device scatter ≤ replicate ≤ forward (one stream of work, as a CUDA
    // stream orders them; devices overlap, as GPUs do), and gather after every forward (R8.5).
    std::map<int, std::int64_t> scatter_end, replicate_end, forward_start;
    std::int64_t forward_end = 0, gather_start = INT64_MAX;
    std::vector<int> completion;
    for (const auto& e : trace.events()) {
      if (e.phase == dp::Phase::Scatter) scatter_end[e.replica] = e.end_ns;
      if (e.phase == dp::Phase::Replicate) replicate_end[e.replica] = e.end_ns;
      if (e.phase == dp::Phase::Forward) {
        forward_start[e.replica] = e.start_ns;
        forward_end = std::max(forward_end, e.end_ns);
        completion.push_back(e.order);
        QCOMPARE(e.input, (dp::Shape{e.replica == 7 ? 2 : 4, 5}));
      }
      if (e.phase == dp::Phase::Gather) {
        gather_start = std::min(gather_start, e.start_ns);
        QCOMPARE(QString::fromStdString(e.message), QString("cuda:0"));
      }
    }
    QCOMPARE(scatter_end.size(), std::size_t(8));  // one of each per replica
    QCOMPARE(replicate_end.size(), std::size_t(8));
    QCOMPARE(forward_start.size(), std::size_t(8));
    for (int r = 0; r < 8; ++r) {
      QVERIFY(scatter_end[r] <= replicate_end[r]);
      QVERIFY(replicate_end[r] <= forward_start[r]);
    }
    QVERIFY(forward_end <= gather_start);
    QCOMPARE(completion, (std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7}));  // forward events in completion order
    int last_replica = -1;
    for (const auto& e : trace.events()) {
      if (e.phase == dp::Phase::Forward && e.order == 7) last_replica = e.replica;
    }
    QCOMPARE(dp::last_to_finish(trace.events()), last_replica);  // the replicas run on cuda:0..7
    QCOMPARE(rec.printed_order.size(), std::size_t(8));
  }

  // The completion order is the order replicas really finished (R11.3), not an order derived from
  // the same counter: FinishInReverseModule forces 7, 6, ..., 0. The forward events come in that
  // order with ranks 0..7, the step report says so, and the gathered output is still in replica
  // order (R8.5).
  void forwardEventsFollowRealCompletion_R11_3_R8_5() {
    const int n = 8;
    auto pool = dp::DevicePool::simulated(n);
    auto order = std::make_shared<FinishOrder>();
    order->pool = pool.get();
    order->entered.assign(n, false);
    FinishInReverseModule model(order);
    dp::Trace trace;
    dp::DataParallel d(model, *pool, {}, &trace);
    std::vector<float> v(std::size_t(n * 3));
    for (std::size_t i = 0; i < v.size(); ++i) v[i] = float(i);
    const dp::Tensor x = dp::Tensor::from_host(dp::Shape{n, 3}, v.data(), pool->host());
    const dp::Tensor y = d(x);
    const std::vector<int> reverse{7, 6, 5, 4, 3, 2, 1, 0};
    QCOMPARE(d.last_step().completion_order, reverse);
    std::vector<int> replicas, ranks;
    for (const auto& e : trace.events()) {
      if (e.phase != dp::Phase::Forward) continue;
      replicas.push_back(e.replica);
      ranks.push_back(e.order);
    }
    QCOMPARE(replicas, reverse);
    QCOMPARE(ranks, (std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7}));
    // The card that finished last is read from the events: replica 0's, on device 0.
    QCOMPARE(dp::last_to_finish(trace.events()), 0);
    QCOMPARE(dp::last_to_finish({}), -1);
    QCOMPARE(y.shape(), x.shape());
    QCOMPARE(y.to_vector(), v);
  }

  // A traced step stamps each phase with its thread's CPU time, one system call a reading: where one
  // thread ends a phase and at once starts the next, one reading is both marks (the phases tile the
  // thread's time and its CPU time). k=8: forward 4 readings a device task and 9 for the
  // caller's inline gather (was 64); backward 3 a device task and 8 for the caller's reduce (was 48).
  void adjacentPhasesShareOneClockReading() {
    const int k = 8;
    auto pool = dp::DevicePool::simulated(k);
    dp::Linear model(5, 2, pool->device(0), 1);
    dp::Trace trace;
    dp::DataParallel d(model, *pool, {}, &trace);
    std::vector<float> v(30 * 5, 0.5f), g(30 * 2, 0.25f);
    const dp::Tensor x = dp::Tensor::from_host(dp::Shape{30, 5}, v.data(), pool->host());
    const dp::Tensor grad = dp::Tensor::from_host(dp::Shape{30, 2}, g.data(), pool->host());
    {
      dp::GradModeGuard on(true);
      d(x);  // the first step makes the replicas and their buffers
    }
    d.backward(grad);
    trace.clear();
    const std::uint64_t r0 = dp::thread_cpu_reads();
    {
      dp::GradModeGuard on(true);
      d(x);
    }
    const std::uint64_t r1 = dp::thread_cpu_reads();
    d.backward(grad);
    const std::uint64_t r2 = dp::thread_cpu_reads();
    QCOMPARE(r1 - r0, std::uint64_t(4 * k + k + 1));
    QCOMPARE(r2 - r1, std::uint64_t(3 * k + k));

    std::map<std::pair<dp::Phase, int>, dp::Event> by;
    for (const auto& e : trace.events()) {
      if (e.replica >= 0) by[{e.phase, e.replica}] = e;
    }
    auto tiles = [&](dp::Phase a, int ra, dp::Phase b, int rb) {
      const dp::Event& ea = by.at({a, ra});
      const dp::Event& eb = by.at({b, rb});
      QVERIFY(ea.work_ns >= 0 && eb.work_ns >= 0);  // both stamped with their work
      QCOMPARE(eb.start_ns, ea.end_ns);
      // b's work starts where a's CPU reading ended; a's work is that CPU time, or its wall span where
      // the two clocks, read a few ns apart, gave a little more (DeviceClock::work's clamp).
      const std::int64_t cpu = eb.work_start_ns - ea.work_start_ns;
      QVERIFY2(ea.work_ns == cpu || (ea.work_ns == ea.duration_ns() && cpu > ea.work_ns),
               qPrintable(QString("cpu %1 work %2 span %3").arg(cpu).arg(ea.work_ns).arg(ea.duration_ns())));
    };
    for (int i = 0; i < k; ++i) {
      tiles(dp::Phase::Scatter, i, dp::Phase::Replicate, i);
      tiles(dp::Phase::Replicate, i, dp::Phase::Forward, i);
      if (i > 0) tiles(dp::Phase::Gather, i - 1, dp::Phase::Gather, i);
      tiles(dp::Phase::GradScatter, i, dp::Phase::Backward, i);
      if (i > 1) tiles(dp::Phase::Reduce, i - 1, dp::Phase::Reduce, i);
    }
  }

  // At most `capacity` events, the oldest dropped first (half of them at once): never none, and
  // the ones kept are the newest, in order.
  // The clock reads are counted per thread; a thread that has ended still counts, and two threads
  // reading at once lose none.
  void clockReadsCountedAcrossThreads() {
    const std::uint64_t r0 = dp::thread_cpu_reads();
    auto read = [](int n) {
      for (int i = 0; i < n; ++i) (void)dp::thread_cpu_ns();
    };
    std::thread a(read, 1000), b(read, 700);
    a.join();
    b.join();
    read(3);
    QCOMPARE(dp::thread_cpu_reads() - r0, std::uint64_t(1703));
  }

  void capacityKeepsMemoryFlat() {
    dp::Trace trace(100);
    for (int i = 0; i < 1000; ++i) {
      dp::Event e;
      e.step = i;
      trace.record(e);
      QVERIFY(trace.size() <= 100);
    }
    const auto kept = trace.events();
    QVERIFY2(kept.size() >= 50, qPrintable(QString::number(kept.size())));
    for (std::size_t i = 0; i < kept.size(); ++i) {
      QCOMPARE(kept[i].step, std::int64_t(1000 - kept.size() + i));
    }
  }

  // The JSON parses, lanes are named with M events, slices are X events with durations (a device's
  // also with its thread's CPU time), and the balance warning appears as a global instant.
  void chromeTraceJson() {
    dp::Trace trace;
    dp::RunConfig cfg;
    cfg.gpus = 3;
    cfg.device_overrides = {{2, {4ull << 30, 80}}};
    dp::Tutorial t(cfg, &trace);
    while (!t.done()) t.step();
    const std::string json = dp::chrome_trace_json(trace.events(), t.pool().lanes());
    QJsonParseError err;
    const auto doc = QJsonDocument::fromJson(QByteArray::fromStdString(json), &err);
    QVERIFY2(err.error == QJsonParseError::NoError, qPrintable(err.errorString()));
    const auto events = doc.object()["traceEvents"].toArray();
    int names = 0, slices = 0, instants = 0;
    QSet<int> pids;
    for (const auto& v : events) {
      const auto o = v.toObject();
      const QString ph = o["ph"].toString();
      if (ph == "M" && o["name"] == "process_name") {
        ++names;
        if (o["pid"].toInt() == 3) QVERIFY(o["args"].toObject()["name"].toString().startsWith("cuda:2"));
      }
      if (ph == "X") {
        ++slices;
        pids.insert(o["pid"].toInt());
        QVERIFY(o["dur"].toDouble() >= 0);
        QVERIFY(o["ts"].toDouble() >= 0);
        // A device's slice is also on its thread's clock (Chrome's tts/tdur): its work, never more
        // than its wall span; the host's phases have none.
        QCOMPARE(o.contains("tdur"), o["pid"].toInt() > 0);
        QCOMPARE(o.contains("tts"), o["pid"].toInt() > 0);
        if (o.contains("tdur")) {
          QVERIFY(o["tdur"].toDouble() >= 0 && o["tts"].toDouble() >= 0);
          QVERIFY2(o["tdur"].toDouble() <= o["dur"].toDouble() + 0.0015, qPrintable(QJsonDocument(o).toJson()));
        }
      }
      if (ph == "i" && o["s"] == "g") {
        ++instants;
        QVERIFY(o["args"].toObject()["message"].toString().contains("exclude GPU 2"));
      }
    }
    QCOMPARE(names, 4);
    QVERIFY(slices > 4 * 3 * 3);
    QCOMPARE(pids, (QSet<int>{0, 1, 2, 3}));
    QCOMPARE(instants, 1);
  }

  void jsonQuoteEscapes() {
    QCOMPARE(QString::fromStdString(dp::json_quote("a\"b\\c\n\td\x01")), QString("\"a\\\"b\\\\c\\n\\td\\u0001\""));
  }

  void atomicWrite() {
    QTemporaryDir dir;
    const std::string path = (dir.path() + "/trace.json").toStdString();
    dp::write_file_atomically(path, "old");
    dp::write_file_atomically(path, "new contents");
    QFile f(QString::fromStdString(path));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("new contents"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{"trace.json"});  // no temporaries left
  }

  // Paths that cannot take the file, inside a temporary folder: an OSError, and the folder as it
  // was (the one that fails at rename leaves no temporary behind).
  void atomicWriteErrors() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QDir(dir.path()).mkdir("folder"));
    QFile file(dir.filePath("file"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    const auto entries = [&] { return QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden); };
    const QStringList before = entries();
    for (const QString& name : {QString("missing/x.json"), QString("file/x.json"), QString("folder"), QString("folder/")}) {
      const std::string path = dir.filePath(name).toStdString();
      QCOMPARE(error_of_type(path), QString("cannot write " + dir.filePath(name)));
      QCOMPARE(entries(), before);
      QCOMPARE(QDir(dir.filePath("folder")).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList{});
    }
    QCOMPARE(error_of_type(""), QString("cannot write "));
  }

 private:
  // "cannot write PATH" when the write fails with an OSError (the system's reason cut off).
  static QString error_of_type(const std::string& path) {
    try {
      dp::write_file_atomically(path, "x");
    } catch (const dp::Error& e) {
      if (e.type() != dp::ErrorType::OSError) return "not an OSError: " + QString(e.what());
      return QString(e.what()).section(": ", 0, -2);
    }
    return "<no error>";
  }
};

QTEST_GUILESS_MAIN(TestTrace)
#include "test_trace.moc"
