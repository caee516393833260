// dpviz-ddp under a real mpirun (OpenMPI), at 2 and 3 ranks: tests/data/train.json's ddp cases (R13,
// R14), the DP/DDP equivalence, the --events stream read strictly, a trace whose bucket all-reduce
// starts before the first layer's backward ends (overlap, R14.2), a rank that dies or hangs
// stopping the others (no hang), refusals as one line, GPU ranks (--backend cuda). Not in the sanitizer presets (OpenMPI's own leaks).
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>

#include "data/distributed_sampler.h"
#include "golden.h"
#include "run/backends.h"
#include "tolerance.h"

namespace {

struct Run {
  int status = -1;  // -1 crashed, -2 did not finish (a hang is a failure)
  QByteArray out, err;
};

// `sigkill_s`: how long mpirun waits after its SIGTERM before it sends SIGKILL (OpenMPI's
// odls_base_sigkill_timeout; 1 s unless given).
Run mpirun(int ranks, const QStringList& args, const QString& folder, int sigkill_s = 0) {
  QProcess p;
  p.setWorkingDirectory(folder);
  QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
  env.insert("OMPI_ALLOW_RUN_AS_ROOT", "1");  // CI and these machines run as root
  env.insert("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1");
  if (sigkill_s > 0) env.insert("OMPI_MCA_odls_base_sigkill_timeout", QString::number(sigkill_s));
  p.setProcessEnvironment(env);
  p.start("mpirun", QStringList{"-q", "--oversubscribe", "-np", QString::number(ranks), DPVIZ_DDP} + args);
  p.closeWriteChannel();
  if (!p.waitForFinished(240000)) {
    p.kill();
    p.waitForFinished();
    return {-2, p.readAllStandardOutput(), p.readAllStandardError()};
  }
  return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(), p.readAllStandardError()};
}

QJsonObject golden_case(const QString& mode, int seed) {
  for (const auto& v : load_golden("train.json")["cases"].toArray()) {
    const QJsonObject config = v.toObject()["config"].toObject();
    if (config["mode"].toString() == mode && config["seed"].toInt() == seed) return v.toObject();
  }
  qFatal("no golden case");
}

bool close(double a, double b) { return within_tolerance(a, b); }

QString compare_params(const QJsonArray& got, const QJsonArray& want) {
  if (got.size() != want.size()) return "parameter count";
  for (int p = 0; p < got.size(); ++p) {
    const QJsonArray a = got[p].toObject()["values"].toArray(), b = want[p].toObject()["values"].toArray();
    if (a.size() != b.size()) return "values of " + want[p].toObject()["name"].toString();
    for (int i = 0; i < a.size(); ++i) {
      if (!close(a[i].toDouble(), b[i].toDouble())) return QString("%1[%2]").arg(want[p].toObject()["name"].toString()).arg(i);
    }
  }
  return "";
}

// What differs between dpviz-ddp's printed result (losses per rank, the final parameters every rank
// holds) and a golden ddp case's expectation, or "" when all is within torch's tolerance. The CPU
// rows and the GPU rows (r14_gpuRanks, on a GPU machine) read the result the same way.
QString golden_mismatch(const QJsonObject& got, const QJsonObject& c) {
  const QJsonArray ranks = c["expect"].toObject()["ranks"].toArray();
  if (got["world"].toInt() != ranks.size()) return QString("world %1, expected %2").arg(got["world"].toInt()).arg(ranks.size());
  if (got["ranks"].toArray().size() != ranks.size()) return "rank count";
  for (int k = 0; k < ranks.size(); ++k) {
    const QJsonArray want = ranks[k].toObject()["losses"].toArray();
    const QJsonArray have = got["ranks"].toArray()[k].toObject()["losses"].toArray();
    if (have.size() != want.size()) return QString("rank %1: %2 losses, expected %3").arg(k).arg(have.size()).arg(want.size());
    for (int s = 0; s < want.size(); ++s) {
      if (!close(have[s].toDouble(), want[s].toDouble())) return QString("rank %1 step %2").arg(k).arg(s);
    }
    const QString wrong = compare_params(got["final_params"].toArray(), ranks[k].toObject()["final_params"].toArray());
    if (!wrong.isEmpty()) return QString("rank %1: %2").arg(k).arg(wrong);
  }
  return "";
}

// Every line one JSON object (the app parses the stream strictly).
QList<QJsonObject> events(const QByteArray& out) {
  QList<QJsonObject> list;
  for (const QByteArray& line : out.split('\n')) {
    if (line.isEmpty()) continue;
    QJsonParseError e;
    const QJsonDocument d = QJsonDocument::fromJson(line, &e);
    if (e.error != QJsonParseError::NoError || !d.isObject()) qFatal("not one JSON object per line: %s", line.left(200).constData());
    list.push_back(d.object());
  }
  return list;
}

}  // namespace

class TestDdpMpi final : public QObject {
  Q_OBJECT
 private slots:
  void init() { QVERIFY(dir_.isValid()); }

  void r14_goldenCasesAtTheirWorld_data() {
    QTest::addColumn<int>("seed");
    QTest::newRow("linear, 3 ranks") << 3;
    QTest::newRow("mlp, 2 ranks, 2 epochs") << 4;
    QTest::newRow("mlp, 2 ranks") << 5;
    QTest::newRow("mlp, 2 ranks, momentum 0.9") << 6;
    QTest::newRow("mlp, 3 ranks, drop_last") << 7;
    QTest::newRow("mlp, 3 ranks, shuffled, set_epoch") << 10;
  }
  void r14_goldenCasesAtTheirWorld() {
    QFETCH(int, seed);
    const QJsonObject c = golden_case("ddp", seed);
    const QString path = write_case(c);
    const int world = c["config"].toObject()["world"].toInt();
    const Run r = mpirun(world, {"train", "--case", path}, dir_.path());
    QCOMPARE(r.status, 0);
    const QJsonObject got = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(got["world"].toInt(), world);
    const QString wrong = golden_mismatch(got, c);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    // The reader itself: a rank's loss or a parameter off by more than the tolerance is found.
    QJsonObject bent = got;
    QJsonArray params = bent["final_params"].toArray();
    QJsonObject first = params[0].toObject();
    QJsonArray values = first["values"].toArray();
    values[0] = values[0].toDouble() + 1e-3;
    first["values"] = values;
    params[0] = first;
    bent["final_params"] = params;
    QVERIFY(golden_mismatch(bent, c).startsWith("rank 0: "));
  }

  void r14_ddpTwoRanksEqualsOneDeviceWithTheWholeBatch() {
    // Golden pair, seed 5: 2 ranks × local batch 8 = one device (or DataParallel) with batch 16.
    const QJsonObject ddp = golden_case("ddp", 5), single = golden_case("single", 5);
    QCOMPARE(ddp["config"].toObject()["batch"].toInt() * 2, single["config"].toObject()["batch"].toInt());
    const Run r = mpirun(2, {"train", "--case", write_case(ddp)}, dir_.path());
    QCOMPARE(r.status, 0);
    const QString wrong = compare_params(QJsonDocument::fromJson(r.out).object()["final_params"].toArray(),
                                         single["expect"].toObject()["final_params"].toArray());
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
  }

  // --backend cuda (docs/design.md: NCCL on GPU ranks, MPI through host copies when ranks share a GPU).
  // Without a GPU: one line naming why, exit 2. With one (tools/gpu-check.sh): the golden case on
  // GPU ranks within torch's tolerance, all-reduced as the host's GPU count allows.
  void r14_gpuRanks() {
    const QJsonObject ddp = golden_case("ddp", 4);
    const Run r = mpirun(2, {"train", "--backend", "cuda", "--case", write_case(ddp)}, dir_.path());
    const dp::CudaDiscovery& found = dp::discover_cuda();
    if (found.devices.empty()) {
      QCOMPARE(r.status, 2);
      QCOMPARE(r.out, QByteArray());
      const QString err = QString::fromUtf8(r.err);
      QVERIFY2(err.startsWith("dpviz-ddp: --backend cuda: CUDA backend unavailable: 0 CUDA devices ("), qPrintable(err));
      QVERIFY2(err.endsWith(" (use --backend cpu)\n") && err.count('\n') == 1, qPrintable(err));
      return;
    }
    QVERIFY2(r.status == 0, r.err.constData());
    if (found.devices.size() < 2) QVERIFY2(r.err.contains("2 ranks share 1 GPUs on this host"), r.err.constData());
    const QString wrong = golden_mismatch(QJsonDocument::fromJson(r.out).object(), ddp);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
  }

  // --backend sim: each rank on a simulated GPU, all-reduced through MPI from host copies (the
  // plumbing of GPU ranks sharing a GPU, under a real mpirun): the golden case, bit for bit as CPU
  // ranks, and the events name the backend "mpi-host".
  void r14_ranksOnSimulatedGpus() {
    const QString path = write_case(golden_case("ddp", 4));
    const Run cpu = mpirun(2, {"train", "--case", path}, dir_.path());
    const Run sim = mpirun(2, {"train", "--case", path, "--backend", "sim"}, dir_.path());
    QVERIFY2(cpu.status == 0 && sim.status == 0, sim.err.constData());
    QCOMPARE(sim.out, cpu.out);
    const Run events = mpirun(2, {"train", "--backend", "sim", "--events", "--data-size", "8", "--batch-size", "2"}, dir_.path());
    QVERIFY2(events.status == 0, events.err.constData());
    QVERIFY(events.out.startsWith("{\"event\":\"start\""));
    QVERIFY2(events.out.contains("\"backend\":\"mpi-host\""), events.out.left(300).constData());
  }

  void refusalsAreOneLine_data() {
    QTest::addColumn<int>("ranks");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("line");
    QTest::newRow("world") << 2 << QStringList{"train", "--case", "CASE3"}
                           << "dpviz-ddp: CASE3 is a ddp case for world 3: run it with mpirun -np 3 (got -np 2)";
    QTest::newRow("single case") << 2 << QStringList{"train", "--case", "CASE1"}
                                 << "dpviz-ddp: CASE1 is a single case: replay it with dpviz-cli train --case CASE1";
    QTest::newRow("cap") << 2 << QStringList{"train", "--bucket-cap-mb", "0"} << "dpviz-ddp: --bucket-cap-mb: expected a number above 0, got '0'";
    QTest::newRow("lr") << 3 << QStringList{"train", "--lr", "-0.1"} << "Invalid learning rate: -0.1";
    QTest::newRow("backend") << 2 << QStringList{"train", "--backend", "gpu"} << "dpviz-ddp: --backend: expected 'cpu', 'sim' or 'cuda', got 'gpu'";
  }
  void refusalsAreOneLine() {
    QFETCH(int, ranks);
    QFETCH(QStringList, args);
    QFETCH(QString, line);
    const QString c3 = write_case(golden_case("ddp", 3)), c1 = write_case(golden_case("single", 1));
    for (QString& a : args) a.replace("CASE3", c3).replace("CASE1", c1);
    line.replace("CASE3", c3).replace("CASE1", c1);
    const Run r = mpirun(ranks, args, dir_.path());
    QCOMPARE(r.status, 2);
    QCOMPARE(r.out, QByteArray());
    QCOMPARE(QString::fromUtf8(r.err), line + "\n");
  }

  void r13_r14_eventStream_data() {
    QTest::addColumn<int>("world");
    QTest::newRow("2 ranks") << 2;
    QTest::newRow("3 ranks") << 3;
  }
  void r13_r14_eventStream() {
    QFETCH(int, world);
    const Run r = mpirun(world, {"train", "--events", "--model", "mlp", "--batch-size", "4", "--data-size", "25", "--epochs", "2"}, dir_.path());
    QCOMPARE(r.status, 0);
    const QList<QJsonObject> ev = events(r.out);
    QVERIFY(!ev.isEmpty());
    const QJsonObject start = ev.front();
    QCOMPARE(start["event"].toString(), QString("start"));
    QCOMPARE(start["world"].toInt(), world);
    QCOMPARE(start["global_batch"].toInt(), 4 * world);
    QCOMPARE(start["model"].toString(), QString("Sequential(Linear(5, 16), ReLU(), Linear(16, 2))"));
    const int per_epoch = int(dp::sampler_sizes(25, world, false).num_samples + 3) / 4;
    QCOMPARE(start["steps_per_epoch"].toInt(), per_epoch);
    QCOMPARE(start["hosts"].toArray().size(), world);
    QCOMPARE(start["buckets"].toArray(), QJsonDocument::fromJson("[[3,2,1,0]]").array());  // one bucket under 1 MiB
    QCOMPARE(start["bucket_bytes"].toArray()[0].toInt(), (5 * 16 + 16 + 16 * 2 + 2) * 4);
    QCOMPARE(ev.back()["event"].toString(), QString("done"));
    QCOMPARE(ev.back()["identical"].toBool(), true);
    QCOMPARE(ev.back()["steps"].toInt(), 2 * per_epoch);
    // In order: per epoch a shard per rank (R13.3), then per step each rank's phases, then the step.
    int i = 1, step = 0;
    for (int epoch = 0; epoch < 2; ++epoch) {
      const auto shards = dp::distributed_sampler_ranks(25, world, true, 0, false, epoch);
      for (int k = 0; k < world; ++k, ++i) {
        QCOMPARE(ev[i]["event"].toString(), QString("shard"));
        QCOMPARE(ev[i]["rank"].toInt(), k);
        QCOMPARE(ev[i]["indices"].toArray().size(), qsizetype(shards[std::size_t(k)].size()));
        QCOMPARE(ev[i]["indices"].toArray()[0].toInteger(), shards[std::size_t(k)][0]);
      }
      for (int s = 0; s < per_epoch; ++s, ++step) {
        for (int k = 0; k < world; ++k) {
          QStringList phases;
          for (; ev[i]["event"].toString() == "phase" && ev[i]["rank"].toInt() == k; ++i) {
            QCOMPARE(ev[i]["step"].toInt(), step);
            QVERIFY(ev[i]["end_us"].toDouble() >= ev[i]["start_us"].toDouble());
            phases << ev[i]["phase"].toString();
            if (phases.back() == "allreduce") QCOMPARE(ev[i]["bytes"].toInt(), start["bucket_bytes"].toArray()[0].toInt());
          }
          QCOMPARE(phases, (QStringList{"load", "forward", "loss", "backward", "allreduce", "optimizer"}));
        }
        QCOMPARE(ev[i]["event"].toString(), QString("step"));
        QCOMPARE(ev[i]["step"].toInt(), step);
        QCOMPARE(ev[i]["epoch"].toInt(), epoch);
        QCOMPARE(ev[i]["losses"].toArray().size(), world);
        ++i;
      }
    }
    QCOMPARE(i, ev.size() - 1);
  }

  void failingRankStopsTheOthers() {
    // Rank 1 dies at its second step; mpirun stops the rest: an error event, a non-zero exit, no hang.
    // Rank 0 ends the stream with an error event when mpirun's SIGTERM reaches it: mpirun is given
    // 20 s before its SIGKILL (1 s by default, which a loaded machine can miss), so the event is
    // always there.
    const Run r = mpirun(3, {"train", "--events", "--fail-rank", "1", "--data-size", "600", "--batch-size", "4"}, dir_.path(), 20);
    QVERIFY2(r.status != -2, "mpirun did not finish: a hang");
    QVERIFY(r.status != 0);
    const QList<QJsonObject> ev = events(r.out);
    QVERIFY2(!ev.isEmpty(), r.out.constData());
    QCOMPARE(ev.back()["event"].toString(), QString("error"));
    QCOMPARE(ev.back()["rank"].toInt(), 1);
    QCOMPARE(ev.back()["cause"].toString(), QString("stopped"));  // the app words it in its language
    QVERIFY(r.err.contains("dpviz-ddp: rank 1: failing on purpose (--fail-rank 1)"));
    for (const auto& e : ev) QVERIFY(e["event"].toString() != "done");
  }

  void humanAndJsonLines() {
    const Run human = mpirun(2, {"train", "--batch-size", "10"}, dir_.path());
    QCOMPARE(human.status, 0);
    const QList<QByteArray> lines = human.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 1 + 5 + 1);  // header, 100 samples / 2 ranks / 10 = 5 steps, done
    QCOMPARE(lines[0], QByteArray("DistributedDataParallel: 2 ranks (cpu), Linear(5, 2), local batch 10 (global 20), 5 steps per epoch, MSELoss, SGD(lr=0.1)"));
    QVERIFY(lines[1].startsWith("step 0 (epoch 0): loss per rank ["));
    QVERIFY(lines[6].startsWith("done: 5 steps, parameters bit-identical on 2 ranks (checksum "));
    const Run json = mpirun(2, {"train", "--batch-size", "10", "--json"}, dir_.path());
    const QList<QJsonObject> steps = events(json.out);
    QCOMPARE(steps.size(), 5);
    QCOMPARE(steps[4]["step"].toInt(), 4);
    QCOMPARE(steps[4]["losses"].toArray().size(), 2);
    QCOMPARE(QStringList(steps[4].keys()), (QStringList{"epoch", "losses", "step", "step_us"}));
  }

  void differingParametersAreAnError() {
    // The checksum all-reduce catches ranks one float step apart.
    const Run r = mpirun(2, {"train", "--events", "--perturb-rank", "1"}, dir_.path());
    QCOMPARE(r.status, 1);
    QVERIFY(r.err.startsWith("dpviz-ddp: the ranks' parameters differ after training (checksums "));
    QCOMPARE(events(r.out).back()["event"].toString(), QString("error"));
  }

  void stuckRankStopsTheOthers() {
    // Rank 1 stays alive but stops at its second step; the others' watchdog (--timeout) ends the run.
    const Run r = mpirun(2, {"train", "--events", "--hang-rank", "1", "--timeout", "2", "--data-size", "100", "--batch-size", "4"}, dir_.path());
    QVERIFY2(r.status != -2, "mpirun did not finish: a hang");
    QCOMPARE(r.status, 4);
    QVERIFY2(r.err.contains("dpviz-ddp: rank 0 (" + QSysInfo::machineHostName().toUtf8() +
                            "): no step finished for 2 s (step 1 waits on a rank that is stuck or a host that cannot be "
                            "reached): stopping every rank"), r.err.constData());
    const QList<QJsonObject> ev = events(r.out);
    QCOMPARE(ev.back()["event"].toString(), QString("error"));  // written by rank 0's own watchdog
    // Its cause as codes: the watchdog's seconds and the step that waited (the one stderr names).
    QCOMPARE(ev.back()["cause"].toString(), QString("stalled"));
    QCOMPARE(ev.back()["seconds"].toInt(), 2);
    QCOMPARE(ev.back()["step"].toInt(), 1);
    QVERIFY(!ev.back().contains("lost_hosts"));  // rank 0 cannot tell which peer is missing
  }

  void r14_2_traceShowsAllReduceDuringBackward_data() {
    QTest::addColumn<bool>("overlap");
    QTest::newRow("overlap") << true;
    QTest::newRow("--no-overlap: none") << false;
  }
  void r14_2_traceShowsAllReduceDuringBackward() {
    // The MLP, local batch 128, 2 ranks, 1 MB buckets: from step 1 three buckets; the last
    // layer's bucket all-reduce starts while the first layer's backward still runs.
    QFETCH(bool, overlap);
    QStringList args{"train", "--layers", "256,1024,1024,256", "--batch-size", "128", "--data-size", "512",
                     "--bucket-cap-mb", "1", "--trace", "t.json"};
    if (!overlap) args << "--no-overlap";
    const Run r = mpirun(2, args, dir_.path());
    QCOMPARE(r.status, 0);
    QFile f(dir_.filePath("t.json"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonArray trace = QJsonDocument::fromJson(f.readAll()).object()["traceEvents"].toArray();
    int lanes = 0, buckets_seen = 0, early = 0;
    for (int rank = 0; rank < 2; ++rank) {
      double backward_end = -1;
      QList<double> starts;
      for (const auto& v : trace) {
        const QJsonObject e = v.toObject();
        if (e["pid"].toInt() != rank) continue;
        if (e["ph"] == "M") ++lanes;
        if (e["ph"] != "X" || e["args"].toObject()["step"].toInt() != 1) continue;
        if (e["name"] == "backward") backward_end = e["ts"].toDouble() + e["dur"].toDouble();
        if (e["name"].toString().startsWith("allreduce bucket ")) starts << e["ts"].toDouble();
      }
      QVERIFY(backward_end > 0);
      buckets_seen += int(starts.size());
      for (double s : starts) early += s < backward_end;
    }
    QCOMPARE(lanes, 2);
    QCOMPARE(buckets_seen, 2 * 3);
    if (overlap) QVERIFY2(early >= 2, "no bucket all-reduce started during backward");
    else QCOMPARE(early, 0);
  }

 private:
  QString write_case(const QJsonObject& c) {
    const QString path = dir_.filePath(QString("case_%1_%2.json").arg(c["config"].toObject()["mode"].toString()).arg(c["config"].toObject()["seed"].toInt()));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) qFatal("cannot write the case");
    f.write(QJsonDocument(c).toJson());
    return path;
  }
  QTemporaryDir dir_;
};

QTEST_GUILESS_MAIN(TestDdpMpi)
#include "test_ddp_mpi.moc"
