// The bad-input matrix (issue: reliability): every option of dpviz-cli with negative, zero, huge
// (2^31, 2^63), non-numeric and empty values, plus batch > data, no data, 64+ GPUs, dims out of
// range, unknown flags and trace paths that cannot be written. The contract: exit 0, or exit 2
// with one line on stderr and nothing on stdout; never a crash, a hang or a partial file. Every
// run starts in its own temporary folder: afterwards it holds exactly the complete trace file when
// the run asked for one and exited 0, and nothing at all otherwise (no temporary left either).
// Then the same kind of values through the engine API: a dp::Error or a result, never a crash.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "parallel/data_parallel.h"
#include "core/error.h"
#include "run/memory_budget.h"
#include "cli_process.h"
#include "golden.h"
#include "run/tutorial.h"

namespace {

// Throws a chosen kind of exception in replica 1 (not only dp::Error: whatever a model may throw).
class ThrowAnything final : public dp::Module {
 public:
  explicit ThrowAnything(int kind) : kind_(kind) {}
  dp::Tensor forward(const dp::Tensor& x) override {
    if (kind_ >= 0 && dp::current_replica().replica == 1) {  // kind < 0: never throws
      switch (kind_) {
        case 0: throw std::runtime_error("runtime trouble");
        case 1: throw std::bad_alloc();
        case 2: throw 42;  // not even an exception class
        default: throw dp::Error(dp::ErrorType::KeyError, "missing_key");
      }
    }
    return x;
  }
  std::string repr() const override { return "ThrowAnything()"; }

 protected:
  std::unique_ptr<dp::Module> make_skeleton(dp::Device&) const override { return std::make_unique<ThrowAnything>(kind_); }

 private:
  int kind_;
};

// A whole Chrome trace: parses as JSON, names its lanes and holds forward slices.
bool isCompleteTrace(const QString& path) {
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) return false;
  QJsonParseError error;
  const auto events = QJsonDocument::fromJson(f.readAll(), &error).object()["traceEvents"].toArray();
  if (error.error != QJsonParseError::NoError) return false;
  int lanes = 0, forwards = 0;
  for (const auto& v : events) {
    const auto o = v.toObject();
    lanes += o["ph"] == "M" && o["name"] == "process_name";
    forwards += o["ph"] == "X" && o["name"].toString().startsWith("forward");
  }
  return lanes > 0 && forwards > 0;
}

const QStringList kValues = {"-1", "0", "2147483648", "9223372036854775808", "-9223372036854775809",
                             "abc", "", "1.5", "0x10", " 7", "99999999999999999999999"};

}  // namespace

class TestBadInput : public QObject {
  Q_OBJECT
 private slots:
  void everyOptionEveryValue_data() {
    QTest::addColumn<QStringList>("args");
    const QStringList tutorial_options = {"--gpus", "--batch-size", "--data-size", "--input-size", "--output-size",
                                          "--seed", "--memory-budget", "--order", "--backend", "--trace"};
    for (const QString& option : tutorial_options) {
      for (const QString& v : kValues) {
        QTest::addRow("tutorial %s '%s'", qPrintable(option), qPrintable(v)) << QStringList{"tutorial", option, v};
      }
    }
    for (const QString& option : {QString("--batch"), QString("--gpus"), QString("--dim"), QString("--shape")}) {
      for (const QString& v : kValues) {
        QStringList args{"split", "--batch", "30", "--gpus", "4"};
        if (option == "--shape") args = QStringList{"split", "--gpus", "4"};
        const int at = int(args.indexOf(option));
        if (at >= 0) args.remove(at, 2);
        QTest::addRow("split %s '%s'", qPrintable(option), qPrintable(v)) << (args << option << v);
      }
    }
    QTest::newRow("unknown flag") << QStringList{"tutorial", "--nope"};
    QTest::newRow("unknown command") << QStringList{"fly"};
    QTest::newRow("no command") << QStringList{};
    QTest::newRow("value missing") << QStringList{"tutorial", "--gpus"};
    QTest::newRow("flag with a value") << QStringList{"tutorial", "--json=yes"};
    QTest::newRow("batch > data") << QStringList{"tutorial", "--batch-size", "1000", "--data-size", "10"};
    QTest::newRow("no data") << QStringList{"tutorial", "--data-size", "0"};
    QTest::newRow("64 GPUs") << QStringList{"tutorial", "--gpus", "64", "--data-size", "40"};
    QTest::newRow("65 GPUs") << QStringList{"tutorial", "--gpus", "65"};
    QTest::newRow("dim out of range") << QStringList{"split", "--shape", "4,10", "--gpus", "2", "--dim", "2"};
    QTest::newRow("0-dim shape") << QStringList{"split", "--shape", "", "--gpus", "2"};
    QTest::newRow("huge data, memory guard") << QStringList{"tutorial", "--data-size", "4000000000", "--input-size", "1000"};
    QTest::newRow("tiny budget") << QStringList{"tutorial", "--memory-budget", "1"};
  }
  void everyOptionEveryValue() {
    QFETCH(QStringList, args);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const CliRun r = run_cli_in(dir.path(), args);
    QVERIFY2(r.status == 0 || r.status == 2, qPrintable(QString("status %1: %2").arg(r.status).arg(QString(r.err))));
    if (r.status == 2) {
      QCOMPARE(r.out, QByteArray());
      QVERIFY2(r.err.endsWith('\n') && r.err.count('\n') == 1 && r.err.size() > 10, r.err.constData());
    }
    const qsizetype at = args.indexOf("--trace");
    const QString trace = at >= 0 && at + 1 < args.size() ? args[at + 1] : QString();
    if (r.status == 0 && !trace.isEmpty()) {
      QCOMPARE(folder_entries(dir.path()), QStringList{trace});
      QVERIFY2(isCompleteTrace(dir.filePath(trace)), qPrintable(trace));
    } else {
      QCOMPARE(folder_entries(dir.path()), QStringList{});  // refused, or no trace asked for
    }
  }

  // Where PyTorch has a message, it is PyTorch's (R12.4, R1.1); the rest say what was expected.
  void exactMessages_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("err");
    QTest::newRow("batch 0") << QStringList{"tutorial", "--batch-size", "0"}
                             << "ValueError: batch_size should be a positive integer value, but got batch_size=0";
    QTest::newRow("batch -1") << QStringList{"tutorial", "--batch-size", "-1"}
                              << "ValueError: batch_size should be a positive integer value, but got batch_size=-1";
    QTest::newRow("split 0 chunks") << QStringList{"split", "--batch", "30", "--gpus", "0"}
                                    << "RuntimeError: chunk expects `chunks` to be greater than 0, got: 0";
    QTest::newRow("dim 2 of 2") << QStringList{"split", "--shape", "4,10", "--gpus", "2", "--dim", "2"}
                                << "IndexError: Dimension out of range (expected to be in range of [-2, 1], but got 2)";
    QTest::newRow("gpus 2^31") << QStringList{"tutorial", "--gpus", "2147483648"}
                               << "dpviz-cli: --gpus: expected an integer from 0 to 64, got '2147483648'";
    QTest::newRow("seed abc") << QStringList{"tutorial", "--seed", "abc"} << "dpviz-cli: --seed: expected an integer, got 'abc'";
  }
  void exactMessages() {
    QFETCH(QStringList, args);
    QFETCH(QString, err);
    QTemporaryDir dir;
    const CliRun r = run_cli_in(dir.path(), args);
    QCOMPARE(r.status, 2);
    QVERIFY2(QString::fromUtf8(r.err).trimmed().endsWith(err.section(": ", 1)), r.err.constData());
  }

  // A trace that cannot be written, or a run refused after the path was checked: exit 2, nothing
  // on stdout, and the folder exactly as it was (no trace, no partial file, no temporary).
  void refusedRunLeavesNoFile_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("folder");  // made before the run ("" for none)
    QTest::addColumn<QString>("file");    // made before the run ("" for none)
    const QStringList run{"tutorial", "--gpus", "2", "--trace"};
    QTest::newRow("missing folder") << run + QStringList{"missing/run.json"} << "" << "";
    QTest::newRow("a file as a folder") << run + QStringList{"file/run.json"} << "" << "file";
    QTest::newRow("trailing slash") << run + QStringList{"sub/"} << "sub" << "";
    QTest::newRow("the path is a folder (rename fails)") << run + QStringList{"run.json"} << "run.json" << "";
    QTest::newRow("batch 0 (R12.4)") << run + QStringList{"run.json", "--batch-size", "0"} << "" << "";
    QTest::newRow("memory guard") << run + QStringList{"run.json", "--memory-budget", "1"} << "" << "";
    QTest::newRow("bad option after --trace") << run + QStringList{"run.json", "--gpus", "65"} << "" << "";
  }
  void refusedRunLeavesNoFile() {
    QFETCH(QStringList, args);
    QFETCH(QString, folder);
    QFETCH(QString, file);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    if (!folder.isEmpty()) QVERIFY(QDir(dir.path()).mkdir(folder));
    if (!file.isEmpty()) {
      QFile f(dir.filePath(file));
      QVERIFY(f.open(QIODevice::WriteOnly));
      f.write("keep");
    }
    const QStringList before = folder_entries(dir.path());
    const CliRun r = run_cli_in(dir.path(), args);
    QCOMPARE(r.status, 2);
    QCOMPARE(r.out, QByteArray());
    QCOMPARE(r.err.count('\n'), 1);
    QCOMPARE(folder_entries(dir.path()), before);
    if (!folder.isEmpty()) QCOMPARE(folder_entries(dir.filePath(folder)), QStringList{});
    if (!file.isEmpty()) {
      QFile f(dir.filePath(file));
      QVERIFY(f.open(QIODevice::ReadOnly));
      QCOMPARE(f.readAll(), QByteArray("keep"));
    }
  }

  // The memory guard refuses before allocating, with the bytes needed and the budget.
  void memoryGuard() {
    QVERIFY(dp::default_memory_budget() >= dp::physical_memory_bytes() / 2 - 1);
    dp::RunConfig c;
    c.memory_budget_bytes = 4096;
    const auto need = dp::estimate_run_memory(c).total;
    QCOMPARE(need, std::uint64_t(4 * (100 * 5 + 2 * 30 * 5 + 3 * 30 * 2 + 8 * (5 * 2 + 2))));
    try {
      dp::Tutorial t(c);
      QFAIL("the run was not refused");
    } catch (const dp::Error& e) {
      QCOMPARE(e.type(), dp::ErrorType::OutOfMemoryError);
      QCOMPARE(QString(e.what()), QString("this run needs about 4.2 KiB (%1 bytes) but the memory budget is 4.0 KiB (4096 bytes): "
                                          "make the data, the batch or the features smaller, or raise the budget").arg(need));
    }
    c.memory_budget_bytes = need;  // exactly enough is enough
    dp::Tutorial fits(c);
    QVERIFY(!fits.done());
    c.data_size = INT64_MAX;  // saturates instead of overflowing
    QCOMPARE(dp::estimate_run_memory(c).total, UINT64_MAX);
  }

  // A replica that throws anything is reported per R8.6, and the engine runs the next step.
  void replicaThrowsAnything_R8_6_data() {
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("last_line");
    QTest::newRow("std::runtime_error") << 0 << "Exception: runtime trouble";
    QTest::newRow("std::bad_alloc") << 1 << "MemoryError: std::bad_alloc";
    QTest::newRow("int") << 2 << "Exception: unknown error";
    QTest::newRow("KeyError") << 3 << "KeyError: missing_key";
  }
  void replicaThrowsAnything_R8_6() {
    QFETCH(int, kind);
    QFETCH(QString, last_line);
    auto pool = dp::DevicePool::simulated(4);
    ThrowAnything model(kind);
    dp::DataParallel d(model, *pool);
    std::vector<float> v(20, 1.0f);
    const dp::Tensor x = dp::Tensor::from_host(dp::Shape{4, 5}, v.data(), pool->host());
    try {
      d(x);
      QFAIL("no error");
    } catch (const dp::Error& e) {
      const QStringList lines = QString(e.what()).split('\n');
      QVERIFY2(lines.first().startsWith("Caught ") && lines.first().endsWith(" in replica 1 on device 1."), e.what());
      QCOMPARE(lines.last(), last_line);
    }
    ThrowAnything fine(-1);
    dp::DataParallel d2(fine, *pool);
    QCOMPARE(d2(x).shape(), (dp::Shape{4, 5}));  // the devices are ready for the next step
  }

  // The same values through the engine: a dp::Error (PyTorch's type and text) or a result.
  void engineApi_data() {
    QTest::addColumn<int>("gpus");
    QTest::addColumn<qint64>("batch");
    QTest::addColumn<qint64>("data");
    QTest::addColumn<qint64>("in");
    QTest::addColumn<qint64>("out");
    const qint64 big = qint64(1) << 31, huge = INT64_MAX;
    QTest::newRow("gpus -1") << -1 << qint64(30) << qint64(100) << qint64(5) << qint64(2);
    QTest::newRow("gpus 65") << 65 << qint64(30) << qint64(100) << qint64(5) << qint64(2);
    QTest::newRow("gpus 2^31-1") << INT32_MAX << qint64(30) << qint64(100) << qint64(5) << qint64(2);
    QTest::newRow("batch 0") << 8 << qint64(0) << qint64(100) << qint64(5) << qint64(2);
    QTest::newRow("batch -1") << 8 << qint64(-1) << qint64(100) << qint64(5) << qint64(2);
    QTest::newRow("batch 2^63-1") << 8 << huge << qint64(100) << qint64(5) << qint64(2);
    QTest::newRow("data -1") << 8 << qint64(30) << qint64(-1) << qint64(5) << qint64(2);
    QTest::newRow("data 2^31") << 8 << qint64(30) << big << qint64(5) << qint64(2);
    QTest::newRow("data 2^63-1") << 8 << qint64(30) << huge << qint64(5) << qint64(2);
    QTest::newRow("in 0") << 8 << qint64(30) << qint64(100) << qint64(0) << qint64(2);
    QTest::newRow("out 0") << 8 << qint64(30) << qint64(100) << qint64(5) << qint64(0);
    QTest::newRow("in -5") << 8 << qint64(30) << qint64(100) << qint64(-5) << qint64(2);
    QTest::newRow("in 2^63-1") << 8 << qint64(30) << qint64(100) << huge << qint64(2);
    QTest::newRow("out 2^31") << 8 << qint64(30) << qint64(100) << qint64(5) << big;
  }
  void engineApi() {
    QFETCH(int, gpus);
    QFETCH(qint64, batch);
    QFETCH(qint64, data);
    QFETCH(qint64, in);
    QFETCH(qint64, out);
    dp::RunConfig c;
    c.gpus = gpus;
    c.batch_size = batch;
    c.data_size = data;
    c.input_size = in;
    c.output_size = out;
    try {
      dp::Tutorial t(c);
      while (!t.done()) t.step();
    } catch (const dp::Error& e) {
      QVERIFY(std::string(e.what()).size() > 5);
      QVERIFY(std::string(e.what()).find('\n') == std::string::npos);
    }
  }
};

QTEST_GUILESS_MAIN(TestBadInput)
#include "test_bad_input.moc"
