// Trace events for every phase, the Chrome Trace Event JSON (parsed back),
// and atomic file writes.
#include <QDir>
#include <QTemporaryDir>
#include <map>

#include "core/atomic_file.h"
#include "trace/chrome_trace.h"
#include "core/error.h"
#include "golden.h"
#include "run/tutorial.h"

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
    for (int r = 0; r < 8; ++r) {
      QVERIFY(scatter_end[r] <= replicate_end[r]);
      QVERIFY(replicate_end[r] <= forward_start[r]);
    }
    QVERIFY(forward_end <= gather_start);
    QCOMPARE(completion, (std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7}));  // forward events in completion order
    QCOMPARE(rec.printed_order.size(), std::size_t(8));
  }

  void capacityKeepsMemoryFlat() {
    dp::Trace trace(100);
    for (int i = 0; i < 1000; ++i) trace.record(dp::Event{});
    QVERIFY(trace.size() <= 100);
  }

  // The JSON parses, lanes are named with M events, slices are X events with durations, and
  // the balance warning appears as a global instant.
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

  void atomicWriteErrors() {
    for (const std::string path : {"/nonexistent-folder/x.json", "/proc/x.json", ""}) {
      try {
        dp::write_file_atomically(path, "x");
        QFAIL(path.c_str());
      } catch (const dp::Error& e) {
        QCOMPARE(e.type(), dp::ErrorType::OSError);
        QVERIFY(QString(e.what()).startsWith("cannot write"));
      }
    }
  }
};

QTEST_GUILESS_MAIN(TestTrace)
#include "test_trace.moc"
