// dpviz-cli as a user runs it: the tutorial's printout byte for byte against real PyTorch
// (tests/data/tutorial_*gpu.txt), the completion order as a multiset per batch, JSON, traces,
// split, and bad input (one line on stderr, exit 2, nothing on stdout). Every run starts in a
// fresh temporary folder, which must hold only the files the test asked for afterwards.
#include <QTemporaryDir>

#include <algorithm>
#include <memory>

#include "backend_rows.h"
#include "cli_process.h"
#include "device/blas_kernel.h"
#include "device/gemm_library.h"
#include "golden.h"

namespace {

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
  std::unique_ptr<QTemporaryDir> dir_;  // a fresh working folder for each test function
  QStringList expected_files_;          // what the test function's runs may leave in it

  CliRun run_cli(const QStringList& args) { return run_cli_in(dir_->path(), args); }

 private slots:
  void init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    expected_files_.clear();
  }
  // The CLI writes nothing but the files it was asked to write.
  void cleanup() { QCOMPARE(folder_entries(dir_->path()), expected_files_); }
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
    const CliRun r = run_cli({"tutorial", "--gpus", QString::number(gpus), "--order", "index", "--backend", backend});
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
  void bucketsCommand_R14_4() {
    const CliRun r = run_cli({"buckets", "--bytes", "400,1200000,1200000,40,20000000,8000000,32000000"});
    QCOMPARE(r.status, 0);
    QCOMPARE(r.out, QByteArray("{\"buckets\":[[0,1],[2,3,4,5],[6]],\"reducer_order\":[[6],[2,3,4,5],[0,1]]}\n"));
    const CliRun initial = run_cli({"buckets", "--bytes", "4,4,4", "--dtypes", "float32,float16,float32", "--initial"});
    QCOMPARE(initial.out, QByteArray("{\"buckets\":[[0,2],[1]],\"reducer_order\":[[1],[0,2]]}\n"));
    const CliRun capped = run_cli({"buckets", "--bytes", "524288,524288,524288", "--cap-mb", "0.5", "--first-bucket-bytes", "1"});
    QCOMPARE(capped.out, QByteArray("{\"buckets\":[[0],[1],[2]],\"reducer_order\":[[2],[1],[0]]}\n"));
    const CliRun bad = run_cli({"buckets", "--bytes", "1,2", "--dtypes", "float32"});
    QCOMPARE(bad.status, 2);
    QVERIFY(bad.out.isEmpty());
    QCOMPARE(bad.err, QByteArray("dpviz-cli: --dtypes: expected 2 dtypes (one per --bytes entry), got 1\n"));
  }
  void cudaWithoutDeviceSaysWhy() {
    if (!dp::discover_cuda().devices.empty()) QSKIP("this machine has a CUDA device");
    const CliRun r = run_cli({"tutorial", "--gpus", "8", "--backend", "cuda"});
    QCOMPARE(r.status, 2);
    QCOMPARE(r.out, QByteArray());
    QCOMPARE(r.err, QByteArray("CUDA backend unavailable: ") + dp::describe(dp::discover_cuda()).c_str() + "\n");
    const CliRun v = run_cli({"--version"});
    QCOMPARE(v.status, 0);
    QVERIFY2(v.out.contains("\nCUDA backend: 0 CUDA devices ("), v.out.constData());
  }

  // OpenBLAS's fallback kernel on a CPU it does not recognise (Prescott on these virtual machines,
  // ~5× slower sgemm) is replaced by a restart with the best kernel the CPU runs; this test binary
  // does not restart, so it sees what OpenBLAS chose on its own.
  void blasKernelRestart() {
    QCOMPARE(dp::blas_restart_core("Prescott", "SkylakeX", ""), std::string("SkylakeX"));
    QCOMPARE(dp::blas_restart_core("Prescott", "Haswell", ""), std::string("Haswell"));
    QCOMPARE(dp::blas_restart_core("Prescott", "SkylakeX", "Haswell"), std::string());  // the user's choice
    QCOMPARE(dp::blas_restart_core("Zen", "Haswell", ""), std::string());  // chosen on purpose: kept
    QCOMPARE(dp::blas_restart_core("Prescott", "", ""), std::string());    // nothing better to run
    QCOMPARE(dp::blas_restart_core("SkylakeX", "SkylakeX", ""), std::string());
    const std::string own = dp::blas_core_name();
    const std::string restart = dp::blas_restart_core(own, dp::blas_best_core(), qgetenv("OPENBLAS_CORETYPE").toStdString());
    const CliRun v = run_cli({"--version"});
    QCOMPARE(v.status, 0);
    const QByteArray expected = "\nOpenBLAS kernel: " + QByteArray::fromStdString(restart.empty() ? own : restart) + "\n";
    QVERIFY2(v.out.contains(expected), v.out.constData());
  }

  // --version names the GEMM library in use (oneDNN with its version and ISA where built with it);
  // --gemm picks either for a run, and a bad value is one line and status 2.
  void gemmLibrary() {
    const CliRun v = run_cli({"--version"});
    QCOMPARE(v.status, 0);
    const QByteArray line = dp::onednn_built() ? "\nGEMM library: oneDNN " : "\nGEMM library: OpenBLAS ";
    QVERIFY2(v.out.contains(line), v.out.constData());
    if (dp::onednn_built()) QVERIFY2(v.out.contains(" (ISA ") && v.out.contains("; also OpenBLAS "), v.out.constData());
    const QByteArray expected = run_cli({"tutorial", "--gpus", "2", "--order", "index"}).out;
    QVERIFY(!expected.isEmpty());
    for (const char* g : {"openblas", "onednn", "portable"}) {
      if (QByteArray(g) == "onednn" && !dp::onednn_built()) continue;
      const CliRun r = run_cli({"tutorial", "--gpus", "2", "--order", "index", "--gemm", g});
      QCOMPARE(r.status, 0);
      QCOMPARE(r.out, expected);
    }
    const CliRun bad = run_cli({"tutorial", "--gemm", "cublas"});
    QCOMPARE(bad.status, 2);
    QCOMPARE(bad.out, QByteArray());
    QCOMPARE(bad.err, QByteArray("dpviz-cli: --gemm: expected 'openblas', 'onednn' or 'portable', got 'cublas'\n"));
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
      const CliRun r = run_cli({"tutorial", "--gpus", QString::number(gpus)});
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
    const CliRun r = run_cli({"tutorial", "--gpus", "64", "--batch-size", "100", "--data-size", "130",
                           "--input-size", "3", "--output-size", "4", "--no-shuffle", "--order", "index"});
    QCOMPARE(r.status, 0);
    const auto batches = batches_of(r.out);
    QCOMPARE(batches.size(), 2);
    QCOMPARE(batches[0].size(), 50 + 1);  // ceil(100/64) = 2 → 50 chunks of 2
    QCOMPARE(batches[0][0], QString("\tIn Model: input size torch.Size([2, 3]) output size torch.Size([2, 4])"));
    QCOMPARE(batches[1].size(), 30 + 1);  // 30 rows → 30 chunks of 1
    QCOMPARE(batches[1].last(), QString("Outside: input size torch.Size([30, 3]) output_size torch.Size([30, 4])"));
    const CliRun drop = run_cli({"tutorial", "--gpus", "2", "--drop-last"});
    QCOMPARE(batches_of(drop.out).size(), 3);
  }

  // No data (R12.4): the tutorial's shuffling DataLoader refuses it as RandomSampler does; without
  // shuffling there are no batches, so only the header (wrapped model) or nothing at all is printed.
  void dataSizeZero_R12_4() {
    const CliRun shuffled = run_cli({"tutorial", "--data-size", "0"});
    QCOMPARE(shuffled.status, 2);
    QCOMPARE(shuffled.out, QByteArray());
    QCOMPARE(shuffled.err, QByteArray("num_samples should be a positive integer value, but got num_samples=0\n"));
    const CliRun wrapped = run_cli({"tutorial", "--data-size", "0", "--no-shuffle"});
    QCOMPARE(wrapped.status, 0);
    QCOMPARE(wrapped.out, QByteArray("Let's use 8 GPUs!\n"));
    QCOMPARE(wrapped.err, QByteArray());
    const CliRun plain = run_cli({"tutorial", "--data-size", "0", "--no-shuffle", "--gpus", "1"});
    QCOMPARE(plain.status, 0);
    QCOMPARE(plain.out, QByteArray());
    QCOMPARE(plain.err, QByteArray());
  }

  // --json: one object per batch; chunks and devices as the tutorial's PyTorch run split them
  // (golden tutorial_expected, R1.2 / R11.2), completion_order a permutation of the replicas.
  void json_R11_2_data() {
    QTest::addColumn<int>("gpus");
    QTest::addColumn<QJsonArray>("batches");
    for (const auto& v : load_golden("chunks.json")["tutorial_expected"].toArray()) {
      const auto o = v.toObject();
      QTest::addRow("%d GPUs", o["gpus"].toInt()) << o["gpus"].toInt() << o["batches"].toArray();
    }
  }
  void json_R11_2() {
    QFETCH(int, gpus);
    QFETCH(QJsonArray, batches);
    const CliRun r = run_cli({"tutorial", "--gpus", QString::number(gpus), "--json"});
    QCOMPARE(r.status, 0);
    QCOMPARE(r.err, QByteArray());
    const auto lines = r.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 4);
    QCOMPARE(batches.size(), 4);  // 100 rows in batches of 30 (R12.2)
    for (int i = 0; i < 4; ++i) {
      QJsonParseError error;
      const auto o = QJsonDocument::fromJson(lines[i], &error).object();
      QVERIFY2(error.error == QJsonParseError::NoError, lines[i].constData());
      const auto want = batches[i].toObject();
      const qint64 rows = want["batch"].toInteger();
      QCOMPARE(o["batch"].toInt(), i);
      QCOMPARE(to_ints(o["input"]), (std::vector<std::int64_t>{rows, 5}));
      QCOMPARE(to_ints(o["output"]), (std::vector<std::int64_t>{rows, 2}));
      const auto chunks = to_ints(o["chunks"]);
      QCOMPARE(chunks, to_ints(want["per_replica_rows"]));
      const int n = int(chunks.size());
      std::vector<std::int64_t> first_n(std::size_t(n), 0);
      for (int k = 0; k < n; ++k) first_n[std::size_t(k)] = k;
      QCOMPARE(to_ints(o["devices"]), first_n);  // replica r on device_ids[r] (R7.1)
      const auto times = o["times_ns"].toArray();
      QCOMPARE(times.size(), n);
      for (const auto& t : times) QVERIFY(t.toDouble() > 0);
      auto order = to_ints(o["completion_order"]);
      QCOMPARE(int(order.size()), n);
      std::sort(order.begin(), order.end());
      QCOMPARE(order, first_n);  // each replica exactly once
    }
  }

  // --trace with a relative path: written into the working folder, a complete Chrome trace.
  void traceFile() {
    const CliRun r = run_cli({"tutorial", "--gpus", "2", "--trace", "run.json"});
    QCOMPARE(r.status, 0);
    expected_files_ = QStringList{"run.json"};  // and no temporary beside it
    QFile f(dir_->filePath("run.json"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QJsonParseError error;
    const auto doc = QJsonDocument::fromJson(f.readAll(), &error);
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
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
    const CliRun r = run_cli(QStringList{"split"} + args);
    QCOMPARE(r.status, 0);
    QCOMPARE(r.out, out);
  }

  void helpDocumentsEverything() {
    const CliRun r = run_cli({"--help"});
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
    QTest::newRow("trace in missing folder") << QStringList{"tutorial", "--trace", "no/such/folder/t.json"} << QByteArray();
    QTest::newRow("no command") << QStringList{} << QByteArray();
  }
  void badInput() {
    QFETCH(QStringList, args);
    QFETCH(QByteArray, err);
    const CliRun r = run_cli(args);
    QCOMPARE(r.status, 2);
    QCOMPARE(r.out, QByteArray());
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY(r.err.endsWith('\n'));
    if (!err.isEmpty()) QCOMPARE(r.err, err);
  }
};

QTEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"
