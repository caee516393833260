// dpviz-cli train as a user runs it: every `single` case of tests/data/train.json replayed with --case
// on 1, 2, 3, 5 and 8 GPUs against PyTorch (losses, final parameters, and the first step's
// gradients through a one-step case), the per-replica facts of --json against the chunk rule
// (R1.2, R10.1, R10.3), the lines, the trace's backward phases, and bad input (exit 2, one line on
// stderr, nothing on stdout). Files go to a temporary folder.
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>

#include <cmath>

#include "backend_rows.h"
#include "cli_outcome.h"
#include "gemm_choice.h"
#include "golden.h"
#include "tolerance.h"

namespace {

struct Run {
  int status = -1;
  QByteArray out, err;
};

// Runs in a temporary folder: a relative --trace or --case name stays out of the build tree.
Run run_cli(const QStringList& args) {
  static const QTemporaryDir cwd;
  QProcess p;
  p.setWorkingDirectory(cwd.path());
  // Under DPVIZ_TEST_GEMM (the *_openblas/_onednn variants) every run names its library, right after
  // the command: a missing value at the end is still the last word.
  QStringList words = args;
  if (!words.isEmpty() && words[0] == "train") {
    const QStringList gemm = gemm_args_from_env();
    for (qsizetype i = 0; i < gemm.size(); ++i) words.insert(1 + i, gemm[i]);
  }
  p.start(DPVIZ_CLI, words);
  p.closeWriteChannel();
  if (!p.waitForFinished(120000)) {  // a hang is a failure
    p.kill();
    p.waitForFinished();
    return {-2, {}, "timed out"};
  }
  return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(), p.readAllStandardError()};
}

QJsonObject golden_case(int index) { return load_golden("train.json")["cases"].toArray()[index].toObject(); }

QString write_case(const QTemporaryDir& dir, const QString& name, const QJsonObject& c) {
  const QString path = dir.filePath(name);
  QFile f(path);
  if (!f.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(path));
  f.write(QJsonDocument(c).toJson(QJsonDocument::Compact));
  return path;
}

QJsonArray flat(const QJsonValue& v) {
  if (!v.isArray()) return QJsonArray{v};
  QJsonArray out;
  for (const auto& x : v.toArray()) {
    for (const auto& y : flat(x)) out.append(y);
  }
  return out;
}

// dpviz against PyTorch elementwise (kGoldenTolerance).
QString mismatch(const QJsonArray& got, const QJsonArray& want, const QString& what) {
  if (got.size() != want.size()) return QString("%1: %2 values, want %3").arg(what).arg(got.size()).arg(want.size());
  for (qsizetype i = 0; i < got.size(); ++i) {
    const double a = got[i].toDouble(), b = want[i].toDouble();
    if (!within_tolerance(a, b)) {
      return QString("%1[%2]: dpviz %3, PyTorch %4").arg(what).arg(i).arg(a, 0, 'g', 9).arg(b, 0, 'g', 9);
    }
  }
  return {};
}

// R1.2, written out here: ceil(n/k)-sized pieces, the last one smaller.
std::vector<qint64> chunk_rule(qint64 n, qint64 k) {
  const qint64 s = (n + k - 1) / k;
  std::vector<qint64> sizes;
  for (qint64 left = n; left > 0; left -= s) sizes.push_back(std::min(s, left));
  return sizes;
}

std::vector<qint64> ints(const QJsonValue& v) {
  std::vector<qint64> out;
  for (const auto& x : v.toArray()) out.push_back(x.toInteger());
  return out;
}

std::vector<QJsonObject> json_lines(const QByteArray& out) {
  std::vector<QJsonObject> lines;
  for (const QByteArray& line : out.split('\n')) {
    if (!line.isEmpty()) lines.push_back(QJsonDocument::fromJson(line).object());
  }
  return lines;
}

void expect_refusal(const Run& r) {
  QCOMPARE(r.status, 2);
  QCOMPARE(r.out, QByteArray());
  QVERIFY2(r.err.endsWith('\n') && r.err.count('\n') == 1 && r.err.size() > 10, r.err.constData());
}

}  // namespace

class TestTrainCli final : public QObject {
  Q_OBJECT
 private slots:
  void caseReplayMatchesPyTorch_R10_3_data() {
    QTest::addColumn<QString>("backend");
    QTest::addColumn<int>("index");
    QTest::addColumn<int>("gpus");
    const QJsonArray cases = load_golden("train.json")["cases"].toArray();
    for (int i = 0; i < cases.size(); ++i) {
      if (cases[i].toObject()["config"].toObject()["mode"].toString() != "single") continue;
      for (int g : {1, 2, 3, 5, 8}) add_backend_rows(QString("case %1, %2 GPUs").arg(i).arg(g), [&](QTestData& row) { row << i << g; });
    }
  }
  // --case prints exactly {"losses":[...],"final_params":[...]}, PyTorch's within float rounding.
  void caseReplayMatchesPyTorch_R10_3() {
    QFETCH(QString, backend);
    QFETCH(int, index);
    QFETCH(int, gpus);
    if (!backend_available(backend)) QSKIP(skip_reason(backend).constData());
    QTemporaryDir dir;
    const QJsonObject c = golden_case(index);
    const Run r = run_cli({"train", "--case", write_case(dir, "case.json", c), "--gpus", QString::number(gpus), "--backend", backend});
    QCOMPARE(r.status, 0);
    QVERIFY2(r.out.endsWith("]}\n") && r.out.count('\n') == 1, r.out.left(200).constData());
    const QJsonObject got = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(got.keys(), (QStringList{"final_params", "losses"}));
    const QJsonObject expect = c["expect"].toObject();
    QString bad = mismatch(got["losses"].toArray(), expect["losses"].toArray(), "losses");
    QVERIFY2(bad.isEmpty(), qPrintable(bad));
    const QJsonArray params = got["final_params"].toArray(), want = expect["final_params"].toArray();
    QCOMPARE(params.size(), want.size());
    for (qsizetype p = 0; p < params.size(); ++p) {
      const QJsonObject a = params[p].toObject(), b = want[p].toObject();
      QCOMPARE(a.keys(), (QStringList{"name", "shape", "values"}));
      QCOMPARE(a["name"].toString(), b["name"].toString());
      QCOMPARE(a["shape"].toArray(), b["shape"].toArray());
      bad = mismatch(a["values"].toArray(), b["values"].toArray(), a["name"].toString());
      QVERIFY2(bad.isEmpty(), qPrintable(bad));
    }
  }

  void firstStepGradients_R10_3_data() { caseReplayMatchesPyTorch_R10_3_data(); }
  // The first step's gradients through the CLI: the case cut to its first batch (a shuffled case's
  // first batch is the first rows of its first epoch's order), one epoch, lr 1 and no momentum, so
  // final = initial − gradient.
  void firstStepGradients_R10_3() {
    QFETCH(QString, backend);
    QFETCH(int, index);
    QFETCH(int, gpus);
    if (!backend_available(backend)) QSKIP(skip_reason(backend).constData());
    QJsonObject c = golden_case(index);
    QJsonObject config = c["config"].toObject();
    const int batch = config["batch"].toInt();
    config["n"] = batch;
    config["epochs"] = 1;
    config["lr"] = 1.0;
    config["momentum"] = 0.0;
    c["config"] = config;
    QJsonArray x, y;
    const QJsonArray orders = c.value("epoch_orders").toArray();  // empty unless shuffled
    const QJsonArray order = orders.isEmpty() ? QJsonArray() : orders.first().toArray();
    for (int i = 0; i < batch; ++i) {
      const int row = order.isEmpty() ? i : order[i].toInt();
      x.append(c["x"].toArray()[row]);
      y.append(c["y"].toArray()[row]);
    }
    c["x"] = x;
    c["y"] = y;
    config.remove("shuffle");
    c["config"] = config;
    c.remove("epoch_orders");
    QTemporaryDir dir;
    const Run r = run_cli({"train", "--case", write_case(dir, "first.json", c), "--gpus", QString::number(gpus), "--backend", backend});
    QCOMPARE(r.status, 0);
    const QJsonArray params = QJsonDocument::fromJson(r.out).object()["final_params"].toArray();
    const QJsonArray initial = c["initial_params"].toArray(), grads = c["expect"].toObject()["first_step_grads"].toArray();
    QCOMPARE(params.size(), grads.size());
    for (qsizetype p = 0; p < params.size(); ++p) {
      const QJsonArray before = initial[p].toObject()["values"].toArray(), after = params[p].toObject()["values"].toArray();
      QJsonArray grad;
      for (qsizetype i = 0; i < after.size(); ++i) grad.append(float(before[i].toDouble()) - float(after[i].toDouble()));
      const QString bad = mismatch(grad, flat(grads[p]), "first step's gradient of " + params[p].toObject()["name"].toString());
      QVERIFY2(bad.isEmpty(), qPrintable(bad));
    }
  }

  void jsonReportsTheSplit_R1_2_data() {
    QTest::addColumn<int>("gpus");
    QTest::addColumn<QString>("model");
    QTest::addColumn<qint64>("param_bytes");
    QTest::newRow("3 GPUs, linear") << 3 << "linear" << qint64(4 * (5 * 2 + 2));
    QTest::newRow("8 GPUs, linear") << 8 << "linear" << qint64(4 * (5 * 2 + 2));
    QTest::newRow("8 GPUs, mlp") << 8 << "mlp" << qint64(4 * (5 * 16 + 16 + 16 * 2 + 2));
  }
  // The result does not depend on the GPU count, so --json shows the work really was split:
  // per replica the forward chunk (R1.2), the same rows sent back (R10.1), and the parameter
  // bytes each used replica's gradients add on device 0 (R10.3).
  void jsonReportsTheSplit_R1_2() {
    QFETCH(int, gpus);
    QFETCH(QString, model);
    QFETCH(qint64, param_bytes);
    const Run r = run_cli({"train", "--gpus", QString::number(gpus), "--model", model, "--json", "--epochs", "2"});
    QCOMPARE(r.status, 0);
    QCOMPARE(r.err, QByteArray());
    const auto steps = json_lines(r.out);
    QCOMPARE(steps.size(), std::size_t(8));  // 100 samples in batches of 30: 30, 30, 30, 10; two epochs
    for (std::size_t s = 0; s < steps.size(); ++s) {
      const QJsonObject& o = steps[s];
      QCOMPARE(o["step"].toInt(), int(s));
      QCOMPARE(o["epoch"].toInt(), int(s / 4));
      const qint64 batch = s % 4 == 3 ? 10 : 30;
      QCOMPARE(ints(o["input"]), (std::vector<qint64>{batch, 5}));
      const std::vector<qint64> chunks = chunk_rule(batch, gpus);
      QCOMPARE(ints(o["chunks"]), chunks);
      QCOMPARE(ints(o["grad_chunks"]), chunks);
      std::vector<qint64> devices;
      for (std::size_t i = 0; i < chunks.size(); ++i) devices.push_back(qint64(i));
      QCOMPARE(ints(o["devices"]), devices);
      QCOMPARE(ints(o["reduce_bytes"]), std::vector<qint64>(chunks.size(), param_bytes));
      QCOMPARE(o["reduce_device"].toInt(), 0);
      QVERIFY(o["loss"].isDouble());
      QCOMPARE(o["memory"].toArray().size(), qsizetype(gpus));
      QCOMPARE(o["memory"].toArray()[0].toObject()["gradients"].toInteger(), param_bytes);
    }
  }

  // The lines: a header, per step the loss, each replica's shapes and where the gradients went.
  void linesSayWhereGradientsWereSummed() {
    const Run r = run_cli({"train", "--gpus", "2", "--data-size", "40", "--batch-size", "20"});
    QCOMPARE(r.status, 0);
    const QStringList lines = QString::fromUtf8(r.out).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 1 + 2 * 4);
    QCOMPARE(lines[0], QString("Training Linear(5, 2) with MSELoss and SGD(lr=0.1, momentum=0.0) on 2 GPUs (DataParallel): 2 steps, 2 per epoch"));
    QVERIFY2(lines[1].startsWith("step 1 of 2 (epoch 1, batch 1): loss "), qPrintable(lines[1]));
    QCOMPARE(lines[2], QString("\treplica 0 on cuda:0: input torch.Size([10, 5]) output torch.Size([10, 2]) grad torch.Size([10, 2])"));
    QCOMPARE(lines[3], QString("\treplica 1 on cuda:1: input torch.Size([10, 5]) output torch.Size([10, 2]) grad torch.Size([10, 2])"));
    QCOMPARE(lines[4], QString("\tgradients summed on cuda:0: 48 bytes from each of 2 replicas"));
    const Run same = run_cli({"train", "--gpus", "2", "--data-size", "40", "--batch-size", "20"});
    QCOMPARE(same.out, r.out);  // seeded: the same run twice
  }

  // --trace: the training phases with their bytes, on the devices that did them.
  void traceHasBackwardPhases() {
    QTemporaryDir dir;
    const QString path = dir.filePath("train.json");
    const Run r = run_cli({"train", "--gpus", "4", "--trace", path, "--model", "mlp"});
    QCOMPARE(r.status, 0);
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QSet<QString> names;
    for (const auto& e : QJsonDocument::fromJson(f.readAll()).object()["traceEvents"].toArray()) {
      const QJsonObject o = e.toObject();
      if (o["ph"] != "X") continue;
      names.insert(o["name"].toString());
      if (o["name"] == "reduce") QCOMPARE(o["args"].toObject()["bytes"].toInt(), 4 * (5 * 16 + 16 + 16 * 2 + 2));
    }
    for (const char* phase : {"load", "scatter", "replicate", "forward", "gather", "loss", "grad_scatter", "backward", "reduce", "optimizer"}) {
      QVERIFY2(names.contains(phase), phase);
    }
  }

  // A ddp case belongs to dpviz-ddp (docs/design.md): refused in one line; so are broken cases.
  void refusedCases() {
    QTemporaryDir dir;
    const QJsonArray cases = load_golden("train.json")["cases"].toArray();
    int ddp = 0;
    for (int i = 0; i < cases.size(); ++i) {
      if (cases[i].toObject()["config"].toObject()["mode"].toString() != "ddp") continue;
      ++ddp;
      const Run r = run_cli({"train", "--case", write_case(dir, "ddp.json", cases[i].toObject())});
      expect_refusal(r);
      QVERIFY2(r.err.contains("is a ddp case (world ") && r.err.contains("mpirun -np"), r.err.constData());
    }
    QVERIFY(ddp >= 3);  // the golden file's ddp cases (seeds 3, 4, 5)
    expect_refusal(run_cli({"train", "--case", dir.filePath("missing.json")}));
    expect_refusal(run_cli({"train", "--case", dir.path()}));
    QFile broken(dir.filePath("broken.json"));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write("{\"config\":\n  {\"mode\": single}}");
    broken.close();
    const Run r = run_cli({"train", "--case", broken.fileName()});
    expect_refusal(r);
    QVERIFY2(r.err.startsWith((broken.fileName() + ":2:").toUtf8()), r.err.constData());
    const QString whole = dir.filePath("train.json");
    QVERIFY(QFile::copy(golden_path("train.json"), whole));
    expect_refusal(run_cli({"train", "--case", whole}));
    expect_refusal(run_cli({"train", "--case", write_case(dir, "c.json", golden_case(0)), "--lr", "0.5"}));
  }

  // Every row's outcome is known and asserted: the exit status and the exact stderr line
  // (PyTorch's where it has one: R12.4, SGD's checks), or for a run that succeeds its line count
  // and first line.
  void badInput_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<Outcome>("want");
    const QStringList values = {"-1", "0", "2147483648", "9223372036854775808", "abc", "", "1.5", "0x10", " 7", "nan", "inf", "1e400"};
    const QString big = "2147483648", huge = "9223372036854775808";
    // 100 rows in batches of 30 on 8 GPUs: the header, then per step its line, 8 replicas (5 in
    // the last) and the reduce line.
    const auto header = [](const QString& lr, const QString& momentum) {
      return QString("Training Linear(5, 2) with MSELoss and SGD(lr=%1, momentum=%2) on 8 GPUs (DataParallel): 4 steps, 4 per epoch")
          .arg(lr, momentum);
    };
    const Outcome trains = printed(1 + 3 * 10 + 7, header("0.1", "0.0"));
    // Per option, the outcome of each value in `values`' order.
    const auto rows = [&](const QString& option, const QList<Outcome>& outcomes) {
      if (outcomes.size() != values.size()) qFatal("%s: one outcome per value", qPrintable(option));
      for (int i = 0; i < values.size(); ++i) QTest::addRow("%s '%s'", qPrintable(option), qPrintable(values[i])) << QStringList{"train", option, values[i]} << outcomes[i];
    };
    // The integer options: the outcomes of -1, 0, 2^31 and 2^63; every other value is not an integer.
    const auto ints = [&](const QString& option, QList<Outcome> outcomes) {
      for (int i = 4; i < values.size(); ++i) outcomes << expected(option, "an integer", values[i]);
      rows(option, outcomes);
    };
    const auto range = [](const QString& option, const QString& what) { return [=](const QString& v) { return expected(option, what, v); }; };
    const auto gpus = range("--gpus", "an integer from 0 to 64");
    ints("--gpus", {gpus("-1"), printed(1 + 4 * 3, "Training Linear(5, 2) with MSELoss and SGD(lr=0.1, momentum=0.0) on the CPU (no GPU: not wrapped): 4 steps, 4 per epoch"),
                    gpus(big), gpus(huge)});
    const QString batchSize = "batch_size should be a positive integer value, but got batch_size=%1";
    ints("--batch-size", {refused(batchSize.arg(-1)), refused(batchSize.arg(0)),
                          printed(1 + 10, "Training Linear(5, 2) with MSELoss and SGD(lr=0.1, momentum=0.0) on 8 GPUs (DataParallel): 1 steps, 1 per epoch"),
                          expected("--batch-size", "an integer that fits in 64 bits", huge)});
    const auto data = range("--data-size", "an integer from 0 to 1099511627776");
    ints("--data-size", {data("-1"), refused("num_samples should be a positive integer value, but got num_samples=0"),
                         refused(guard("56.0 GiB", 60129545648)), data(huge)});
    const auto epochs = range("--epochs", "an integer from 0 to 10000");
    ints("--epochs", {epochs("-1"), printed(1, "Training Linear(5, 2) with MSELoss and SGD(lr=0.1, momentum=0.0) on 8 GPUs (DataParallel): 0 steps, 4 per epoch"),
                      epochs(big), epochs(huge)});
    // Numbers as Python prints them (repr of a float); no nan, inf or overflow.
    const auto number = range("--lr", "a number");
    rows("--lr", {refused("Invalid learning rate: -1.0"), printed(trains.lines, header("0.0", "0.0")), printed(trains.lines, header("2147483648.0", "0.0")),
                  printed(trains.lines, header("9.223372036854776e+18", "0.0")), number("abc"), number(""), printed(trains.lines, header("1.5", "0.0")),
                  number("0x10"), number(" 7"), number("nan"), number("inf"), number("1e400")});
    const auto momentum = range("--momentum", "a number");
    rows("--momentum", {refused("Invalid momentum value: -1.0"), trains, printed(trains.lines, header("0.1", "2147483648.0")),
                        printed(trains.lines, header("0.1", "9.223372036854776e+18")), momentum("abc"), momentum(""),
                        printed(trains.lines, header("0.1", "1.5")), momentum("0x10"), momentum(" 7"), momentum("nan"), momentum("inf"), momentum("1e400")});
    QList<Outcome> models, backends, cases, traces;
    for (const QString& v : values) {
      models << expected("--model", "'linear', 'mlp' or 'mlp3'", v);
      backends << expected("--backend", "'sim' or 'cuda'", v);
      cases << (v.isEmpty() ? refused("dpviz-cli: --case: expected a file name") : refused(v + ": cannot read: No such file or directory"));
      traces << (v.isEmpty() ? refused("dpviz-cli: --trace: expected a file name") : trains);  // any name is a file name
    }
    rows("--model", models);
    const auto width = range("--layers", "an integer from 1 to 4096");
    ints("--layers", {width("-1"), width("0"), width(big), width(huge)});
    ints("--seed", {expected("--seed", "an integer of at least 0", "-1"), trains, trains, expected("--seed", "an integer from 0 to 9223372036854775807", huge)});
    // Training refuses 0 input features, saying the dimension is negative, which 0 is not (reported).
    const auto features = range("--input-size", "an integer from 0 to 1048576");
    ints("--input-size", {features("-1"), refusedWrongly("Trying to create tensor with negative dimension"), features(big), features(huge)});
    rows("--backend", backends);
    rows("--case", cases);
    rows("--trace", traces);
    const auto atLeast1 = range("--memory-budget", "an integer of at least 1");
    ints("--memory-budget", {atLeast1("-1"), atLeast1("0"), trains, expected("--memory-budget", "an integer from 1 to 9223372036854775807", huge)});
    QTest::newRow("model and layers") << QStringList{"train", "--model", "mlp", "--layers", "5,2"}
                                      << refused("dpviz-cli: --model and --layers cannot be used together");
    QTest::newRow("layers and input size") << QStringList{"train", "--layers", "5,2", "--input-size", "5"}
                                           << refused("dpviz-cli: --layers gives the input and output sizes: leave out --input-size and --output-size");
    QTest::newRow("one width") << QStringList{"train", "--layers", "5"} << refused("dpviz-cli: --layers: expected at least two widths (input,...,output), got '5'");
    QTest::newRow("huge data, memory guard") << QStringList{"train", "--data-size", "4000000000", "--input-size", "1000"}
                                             << refused(guard("14.6 TiB", 16032000385584));
    QTest::newRow("tiny budget") << QStringList{"train", "--memory-budget", "1"}
                                 << refused("this run needs about 6.2 KiB (6304 bytes) but the memory budget is 1 bytes (1 bytes): make the data, "
                                            "the batch or the features smaller, or raise the budget");
    QTest::newRow("order is the tutorial's") << QStringList{"train", "--order", "index"}
                                             << refused("dpviz-cli: unknown option '--order' for 'train' (see dpviz-cli --help)");
  }
  // Never a crash or a hang: exit 2 with the one line on stderr and nothing on stdout, or a run.
  void badInput() {
    QFETCH(QStringList, args);
    QFETCH(Outcome, want);
    if (budgetHolds(want)) QSKIP("this machine's default memory budget holds the run: it is not refused here (and would run for hours)");
    const Run r = run_cli(args);
    verifyOutcome(r.status, r.out, r.err, want);
    if (want.status == 2) expect_refusal(r);
  }

  void exactMessages_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("err");
    QTest::newRow("negative lr") << QStringList{"train", "--lr", "-0.1"} << "Invalid learning rate: -0.1";
    QTest::newRow("negative momentum") << QStringList{"train", "--momentum", "-0.5"} << "Invalid momentum value: -0.5";
    QTest::newRow("batch 0") << QStringList{"train", "--batch-size", "0"} << "batch_size should be a positive integer value, but got batch_size=0";
    QTest::newRow("lr abc") << QStringList{"train", "--lr", "abc"} << "dpviz-cli: --lr: expected a number, got 'abc'";
    QTest::newRow("model") << QStringList{"train", "--model", "cnn"} << "dpviz-cli: --model: expected 'linear', 'mlp' or 'mlp3', got 'cnn'";
  }
  void exactMessages() {
    QFETCH(QStringList, args);
    QFETCH(QString, err);
    const Run r = run_cli(args);
    expect_refusal(r);
    QCOMPARE(QString::fromUtf8(r.err), err + '\n');  // the whole of stderr
  }
};

QTEST_GUILESS_MAIN(TestTrainCli)
#include "test_train_cli.moc"
