// dpviz-cli's argument parser: every option, both spellings, and one-line errors.
#include <QtTest>

#include "cli_args.h"

namespace {
cli::ParseResult parse(const QStringList& args) {
  std::vector<std::string> v;
  for (const auto& a : args) v.push_back(a.toStdString());
  return cli::parse(v);
}
}  // namespace

class TestCliArgs : public QObject {
  Q_OBJECT
 private slots:
  void defaults() {
    const auto r = parse({"tutorial"});
    QVERIFY(r.options);
    QCOMPARE(r.options->command, cli::Command::Tutorial);
    QCOMPARE(r.options->run.gpus, 8);
    QCOMPARE(r.options->run.batch_size, 30);
    QCOMPARE(r.options->run.data_size, 100);
    QCOMPARE(r.options->run.input_size, 5);
    QCOMPARE(r.options->run.output_size, 2);
    QVERIFY(r.options->run.shuffle);
    QVERIFY(!r.options->run.drop_last);
    QCOMPARE(r.options->order, cli::Order::Completion);
  }

  void everyOption() {
    const auto r = parse({"tutorial", "--gpus", "3", "--batch-size=7", "--data-size", "11", "--input-size", "4",
                          "--output-size", "6", "--seed", "9", "--no-shuffle", "--drop-last", "--order", "index",
                          "--backend", "sim", "--trace", "t.json", "--json", "--gemm", "openblas"});
    QVERIFY2(r.options, r.error.c_str());
    const auto& o = *r.options;
    QCOMPARE(o.run.gpus, 3);
    QCOMPARE(o.run.batch_size, 7);
    QCOMPARE(o.run.data_size, 11);
    QCOMPARE(o.run.input_size, 4);
    QCOMPARE(o.run.output_size, 6);
    QCOMPARE(o.run.seed, std::uint64_t(9));
    QVERIFY(!o.run.shuffle && o.run.drop_last && o.json);
    QCOMPARE(o.order, cli::Order::Index);
    QCOMPARE(o.trace_path, std::string("t.json"));
    QCOMPARE(o.gemm, std::optional<dp::GemmLibrary>(dp::GemmLibrary::OpenBlas));
    QVERIFY(!parse({"tutorial"}).options->gemm);  // not given: the build's default
    const auto onednn = parse({"train", "--gemm=onednn", "--case", "c.json"});  // allowed with --case
    if (dp::onednn_built()) {
      QVERIFY2(onednn.options, onednn.error.c_str());
      QCOMPARE(onednn.options->gemm, std::optional<dp::GemmLibrary>(dp::GemmLibrary::OneDnn));
    } else {
      QCOMPARE(onednn.error, std::string("dpviz-cli: --gemm: this build has no oneDNN (use 'openblas')"));
    }
    const auto s = parse({"split", "--batch", "10", "--gpus", "8"});
    QVERIFY(s.options);
    QCOMPARE(s.options->batch, 10);
    QCOMPARE(s.options->chunks, 8);
    const auto sh = parse({"split", "--gpus", "4", "--shape", "3,7,5", "--dim=-1"});
    QVERIFY(sh.options);
    QCOMPARE(*sh.options->shape, (std::vector<std::int64_t>{3, 7, 5}));
    QCOMPARE(sh.options->dim, -1);
  }

  void helpAndVersion() {
    QCOMPARE(parse({"--help"}).options->command, cli::Command::Help);
    QCOMPARE(parse({"tutorial", "--gpus", "x", "-h"}).options->command, cli::Command::Help);
    QCOMPARE(parse({"--version"}).options->command, cli::Command::Version);
    const std::string help = cli::help_text();
    for (const char* flag : {"--gpus", "--batch-size", "--data-size", "--input-size", "--output-size", "--seed",
                             "--shuffle", "--no-shuffle", "--drop-last", "--order", "--backend", "--trace",
                             "--json", "--batch", "--shape", "--dim"}) {
      QVERIFY2(help.find(flag) != std::string::npos, flag);
    }
    // It names files a user has (installed, and in the source), never the project's own golden/ folder.
    QVERIFY(help.find("golden/") == std::string::npos);
    for (const char* file : {"/usr/share/doc/dpviz/examples/train.json", "tests/data/train.json",
                             "/usr/share/doc/dpviz/semantics.md", "docs/semantics.md"}) {
      QVERIFY2(help.find(file) != std::string::npos, file);
    }
  }

  void errors_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("error");
    QTest::newRow("no command") << QStringList{} << "dpviz-cli: missing command: 'tutorial', 'train', 'split', 'buckets' or 'quiz' (see dpviz-cli --help)";
    QTest::newRow("unknown command") << QStringList{"fly"} << "dpviz-cli: unknown command 'fly': expected 'tutorial', 'train', 'split', 'buckets' or 'quiz' (see dpviz-cli --help)";
    QTest::newRow("unknown flag") << QStringList{"tutorial", "--gpu", "2"} << "dpviz-cli: unknown option '--gpu' for 'tutorial' (see dpviz-cli --help)";
    QTest::newRow("stray argument") << QStringList{"tutorial", "8"} << "dpviz-cli: unexpected argument '8' for 'tutorial' (see dpviz-cli --help)";
    QTest::newRow("split flag on tutorial") << QStringList{"tutorial", "--batch", "3"} << "dpviz-cli: unknown option '--batch' for 'tutorial' (see dpviz-cli --help)";
    QTest::newRow("missing value") << QStringList{"tutorial", "--gpus"} << "dpviz-cli: --gpus needs a value";
    QTest::newRow("not a number") << QStringList{"tutorial", "--gpus", "eight"} << "dpviz-cli: --gpus: expected an integer, got 'eight'";
    QTest::newRow("empty number") << QStringList{"tutorial", "--gpus="} << "dpviz-cli: --gpus: expected an integer, got ''";
    QTest::newRow("trailing junk") << QStringList{"tutorial", "--gpus", "8x"} << "dpviz-cli: --gpus: expected an integer, got '8x'";
    QTest::newRow("float") << QStringList{"tutorial", "--batch-size", "2.5"} << "dpviz-cli: --batch-size: expected an integer, got '2.5'";
    QTest::newRow("negative gpus") << QStringList{"tutorial", "--gpus", "-1"} << "dpviz-cli: --gpus: expected an integer from 0 to 64, got '-1'";
    QTest::newRow("65 gpus") << QStringList{"tutorial", "--gpus", "65"} << "dpviz-cli: --gpus: expected an integer from 0 to 64, got '65'";
    QTest::newRow("2^63 batch") << QStringList{"tutorial", "--batch-size", "9223372036854775808"} << "dpviz-cli: --batch-size: expected an integer that fits in 64 bits, got '9223372036854775808'";
    QTest::newRow("negative data") << QStringList{"tutorial", "--data-size", "-5"} << "dpviz-cli: --data-size: expected an integer from 0 to 1099511627776, got '-5'";
    QTest::newRow("bad order") << QStringList{"tutorial", "--order", "random"} << "dpviz-cli: --order: expected 'completion' or 'index', got 'random'";
    QTest::newRow("bad backend") << QStringList{"tutorial", "--backend", "tpu"} << "dpviz-cli: --backend: expected 'sim' or 'cuda', got 'tpu'";
    QTest::newRow("bad gemm") << QStringList{"train", "--gemm", "mkl"} << "dpviz-cli: --gemm: expected 'openblas', 'onednn' or 'portable', got 'mkl'";
    QTest::newRow("gemm on split") << QStringList{"split", "--gemm", "onednn"} << "dpviz-cli: unknown option '--gemm' for 'split' (see dpviz-cli --help)";
    QTest::newRow("flag with value") << QStringList{"tutorial", "--json=1"} << "dpviz-cli: --json takes no value";
    QTest::newRow("split without gpus") << QStringList{"split", "--batch", "3"} << "dpviz-cli: split needs --gpus N";
    QTest::newRow("split without batch") << QStringList{"split", "--gpus", "3"} << "dpviz-cli: split needs --batch B (or --shape d0,d1,...)";
    QTest::newRow("negative batch") << QStringList{"split", "--batch", "-3", "--gpus", "2"} << "dpviz-cli: --batch: expected an integer of at least 0, got '-3'";
    QTest::newRow("dim without shape") << QStringList{"split", "--batch", "3", "--gpus", "2", "--dim", "1"} << "dpviz-cli: --dim needs --shape";
    QTest::newRow("bad shape") << QStringList{"split", "--gpus", "2", "--shape", "3,,4"} << "dpviz-cli: --shape: expected an integer, got ''";
  }
  void errors() {
    QFETCH(QStringList, args);
    QFETCH(QString, error);
    const auto r = parse(args);
    QVERIFY(!r.options);
    QCOMPARE(QString::fromStdString(r.error), error);
    QVERIFY(!r.error.empty() && r.error.find('\n') == std::string::npos);
  }
};

QTEST_GUILESS_MAIN(TestCliArgs)
#include "test_cli_args.moc"
