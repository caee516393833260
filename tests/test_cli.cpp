// dpviz-cli as a user runs it: the tutorial's printout byte for byte against real PyTorch
// (golden/tutorial_*gpu.txt), the completion order as a multiset per batch, JSON, traces,
// split, and bad input (one line on stderr, exit 2, nothing on stdout).
#include <QProcess>
#include <QTemporaryDir>

#include "backend_rows.h"
#include "golden.h"

namespace {

struct Run {
  int status = -1;
  QByteArray out;
  QByteArray err;
};

Run run_cli(const QStringList& args) {
  QProcess p;
  p.start(DPVIZ_CLI, args);
  p.closeWriteChannel();
  if (!p.waitForFinished(120000)) {
    p.kill();
    p.waitForFinished();
    return {-2, {}, "timed out"};
  }
  Run r;
  r.status = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
  r.out = p.readAllStandardOutput();
  r.err = p.readAllStandardError();
  return r;
}

// Groups lines into batches: each batch ends with its Outside line.
QList<QStringList> batches_of(const QByteArray& text) {
  QList<QStringList> batches{{}};
  for (const auto& line : QString::fromUtf8(text).split('\n', Qt::SkipEmptyParts)) {
    if (line.startsWith("Let's use")) continue;
    batches.last() << line;
    if (line.startsWith("Outside:")) batches << QStringList{};
  }
  batches.removeLast();
  return batches;
}

}  // namespace

class TestCli : public QObject {
  Q_OBJECT
 private slots:
  void tutorialIndexOrderMatchesPyTorch_R11_2_data() {
    QTest::addColumn<QString>("backend");
    QTest::addColumn<int>("gpus");
    for (int g : {1, 2, 3, 8}) add_backend_rows(QString("%1 GPUs").arg(g), [&](QTestData& row) { row << g; });
  }
  // On CUDA with fewer GPUs than asked for, the rest are virtual and stderr says so (one line);
  // stdout is the tutorial's printout either way.
  void tutorialIndexOrderMatchesPyTorch_R11_2() {
    QFETCH(QString, backend);
    QFETCH(int, gpus);
    if (!backend_available(backend)) QSKIP(skip_reason(backend).constData());
    const Run r = run_cli({"tutorial", "--gpus", QString::number(gpus), "--order", "index", "--backend", backend});
    QCOMPARE(r.status, 0);
    const int physical = int(dp::discover_cuda().devices.size());
    if (backend == "cuda" && gpus > physical) {
      QVERIFY2(r.err.startsWith("dpviz-cli: " + QByteArray::number(gpus) + " GPUs on ") && r.err.count('\n') == 1, r.err.constData());
    } else {
      QCOMPARE(r.err, QByteArray());
    }
    QCOMPARE(r.out, read_golden_bytes(QString("tutorial_%1gpu.txt").arg(gpus)));
  }

  // No CUDA device: one clear line with the reason and exit 2, never a crash.
  void cudaWithoutDeviceSaysWhy() {
    if (!dp::discover_cuda().devices.empty()) QSKIP("this machine has a CUDA device");
    const Run r = run_cli({"tutorial", "--gpus", "8", "--backend", "cuda"});
    QCOMPARE(r.status, 2);
    QCOMPARE(r.out, QByteArray());
    QCOMPARE(r.err, QByteArray("CUDA backend unavailable: ") + dp::describe(dp::discover_cuda()).c_str() + "\n");
    const Run v = run_cli({"--version"});
    QCOMPARE(v.status, 0);
    QVERIFY2(v.out.contains("\nCUDA backend: 0 CUDA devices ("), v.out.constData());
  }

  // Default order: the order replicas finished (R11.3). Per batch, the same multiset of lines,
  // the Outside line last; the header first.
  void tutorialCompletionOrderIsPermutation_R11_3_data() {
    QTest::addColumn<int>("gpus");
    for (int g : {2, 3, 8}) QTest::addRow("%d GPUs", g) << g;
  }
  void tutorialCompletionOrderIsPermutation_R11_3() {
    QFETCH(int, gpus);
    const QByteArray golden = read_golden_bytes(QString("tutorial_%1gpu.txt").arg(gpus));
    for (int run = 0; run < 5; ++run) {
      const Run r = run_cli({"tutorial", "--gpus", QString::number(gpus)});
      QCOMPARE(r.status, 0);
      QVERIFY(r.out.startsWith("Let's use " + QByteArray::number(gpus) + " GPUs!\n"));
      const auto got = batches_of(r.out);
      const auto want = batches_of(golden);
      QCOMPARE(got.size(), want.size());
      for (qsizetype b = 0; b < got.size(); ++b) {
        QCOMPARE(got[b].last(), want[b].last());
        auto g = got[b], w = want[b];
        std::sort(g.begin(), g.end());
        std::sort(w.begin(), w.end());
        QCOMPARE(g, w);
      }
    }
  }

  void moreGpusAndOtherShapes() {
    const Run r = run_cli({"tutorial", "--gpus", "64", "--batch-size", "100", "--data-size", "130",
                           "--input-size", "3", "--output-size", "4", "--no-shuffle", "--order", "index"});
    QCOMPARE(r.status, 0);
    const auto batches = batches_of(r.out);
    QCOMPARE(batches.size(), 2);
    QCOMPARE(batches[0].size(), 50 + 1);  // ceil(100/64) = 2 → 50 chunks of 2
    QCOMPARE(batches[0][0], QString("\tIn Model: input size torch.Size([2, 3]) output size torch.Size([2, 4])"));
    QCOMPARE(batches[1].size(), 30 + 1);  // 30 rows → 30 chunks of 1
    QCOMPARE(batches[1].last(), QString("Outside: input size torch.Size([30, 3]) output_size torch.Size([30, 4])"));
    const Run drop = run_cli({"tutorial", "--gpus", "2", "--drop-last"});
    QCOMPARE(batches_of(drop.out).size(), 3);
  }

  void dataSizeZeroPrintsNothing() {
    const Run r = run_cli({"tutorial", "--data-size", "0"});
    QCOMPARE(r.status, 0);
    QCOMPARE(r.out, QByteArray());
    QCOMPARE(r.err, QByteArray());
  }

  void json() {
    const Run r = run_cli({"tutorial", "--gpus", "8", "--json"});
    QCOMPARE(r.status, 0);
    const auto lines = r.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 4);
    for (int i = 0; i < 4; ++i) {
      const auto o = QJsonDocument::fromJson(lines[i]).object();
      QCOMPARE(o["batch"].toInt(), i);
      QCOMPARE(o["input"].toArray()[0].toInt(), i < 3 ? 30 : 10);
      QCOMPARE(o["output"].toArray()[1].toInt(), 2);
      const auto chunks = o["chunks"].toArray();
      QCOMPARE(chunks.size(), i < 3 ? 8 : 5);
      QCOMPARE(o["devices"].toArray().size(), chunks.size());
      QCOMPARE(o["times_ns"].toArray().size(), chunks.size());
      for (const auto& t : o["times_ns"].toArray()) QVERIFY(t.toDouble() > 0);
      QCOMPARE(o["completion_order"].toArray().size(), chunks.size());
    }
  }

  void traceFile() {
    QTemporaryDir dir;
    const QString path = dir.path() + "/run.json";
    const Run r = run_cli({"tutorial", "--gpus", "2", "--trace", path});
    QCOMPARE(r.status, 0);
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const auto doc = QJsonDocument::fromJson(f.readAll());
    QVERIFY(doc.object()["traceEvents"].toArray().size() > 20);
  }

  void split_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("out");
    QTest::newRow("10 on 8") << QStringList{"--batch", "10", "--gpus", "8"} << QByteArray("[2, 2, 2, 2, 2]\n");
    QTest::newRow("30 on 7") << QStringList{"--batch", "30", "--gpus", "7"} << QByteArray("[5, 5, 5, 5, 5, 5]\n");
    QTest::newRow("0 on 3") << QStringList{"--batch", "0", "--gpus", "3"} << QByteArray("[0, 0, 0]\n");
    QTest::newRow("shape dim -1") << QStringList{"--shape", "3,7,5", "--gpus", "4", "--dim", "-1"} << QByteArray("[2, 2, 1]\n");
  }
  void split() {
    QFETCH(QStringList, args);
    QFETCH(QByteArray, out);
    const Run r = run_cli(QStringList{"split"} + args);
    QCOMPARE(r.status, 0);
    QCOMPARE(r.out, out);
  }

  void helpDocumentsEverything() {
    const Run r = run_cli({"--help"});
    QCOMPARE(r.status, 0);
    QVERIFY(r.out.contains("dpviz-cli tutorial"));
    QVERIFY(r.out.contains("--trace FILE.json"));
  }

  // Bad input: exactly one line on stderr, exit status 2, nothing on stdout; PyTorch's text
  // where PyTorch has one.
  void badInput_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("err");
    QTest::newRow("batch 0 (R12.4)") << QStringList{"tutorial", "--batch-size", "0"}
                                     << QByteArray("batch_size should be a positive integer value, but got batch_size=0\n");
    QTest::newRow("batch -2 (R12.4)") << QStringList{"tutorial", "--batch-size", "-2"}
                                      << QByteArray("batch_size should be a positive integer value, but got batch_size=-2\n");
    QTest::newRow("split 0 chunks (R1.1)") << QStringList{"split", "--batch", "4", "--gpus", "0"}
                                           << QByteArray("chunk expects `chunks` to be greater than 0, got: 0\n");
    QTest::newRow("split dim out of range (R1.1)") << QStringList{"split", "--shape", "3,4", "--gpus", "2", "--dim", "2"}
                                                   << QByteArray("Dimension out of range (expected to be in range of [-2, 1], but got 2)\n");
    QTest::newRow("split 0-dim (R1.1)") << QStringList{"split", "--shape=", "--gpus", "2"}
                                        << QByteArray("chunk expects at least a 1-dimensional tensor\n");
    QTest::newRow("non-number") << QStringList{"tutorial", "--gpus", "two"} << QByteArray();
    QTest::newRow("unknown flag") << QStringList{"tutorial", "--fast"} << QByteArray();
    QTest::newRow("negative gpus") << QStringList{"tutorial", "--gpus", "-3"} << QByteArray();
    QTest::newRow("trace in missing folder") << QStringList{"tutorial", "--trace", "/no/such/folder/t.json"} << QByteArray();
    QTest::newRow("no command") << QStringList{} << QByteArray();
  }
  void badInput() {
    QFETCH(QStringList, args);
    QFETCH(QByteArray, err);
    const Run r = run_cli(args);
    QCOMPARE(r.status, 2);
    QCOMPARE(r.out, QByteArray());
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY(r.err.endsWith('\n'));
    if (!err.isEmpty()) QCOMPARE(r.err, err);
  }
};

QTEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"
