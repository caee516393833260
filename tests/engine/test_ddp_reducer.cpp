// The DDP reducer and one rank's training loop in-process, W ranks as threads of a fake process
// group (so asan/tsan cover them): tests/data/train.json's ddp cases (R13, R14), averaging (R14.2),
// rank 0's parameters at construction (R14.1), buckets rebuilt in ready order (R14.5), the DP/DDP
// equivalence (ddp seed 5 at 2×8 = single seed 5 at 16), bit-identical ranks. Rank threads
// assert nothing: they record what they saw, checked after the join (a QTest macro returns from
// the rank's function, and its failure belongs to the test's thread); a rank that leaves early
// releases its peers with an error (rankThatLeavesReleasesItsPeers).
#include <QJsonDocument>
#include <QTest>

#include <functional>
#include <mutex>

#include "core/error.h"
#include "device/device_pool.h"
#include "dist/fake_group.h"
#include "dist/host_staged_group.h"
#include "dist/gpu_ranks.h"
#include "gemm_choice.h"
#include "golden.h"
#include "nn/layers.h"
#include "nn/linear.h"
#include "run/ddp_training.h"
#include "run/train_case.h"
#include "tolerance.h"

namespace {

dp::TrainCase golden_case(const QString& mode, int seed) {
  for (const auto& v : load_golden("train.json")["cases"].toArray()) {
    const QJsonObject c = v.toObject();
    const QJsonObject config = c["config"].toObject();
    if (config["mode"].toString() == mode && config["seed"].toInt() == seed) {
      return dp::parse_train_case(QJsonDocument(c).toJson().toStdString(), "golden");
    }
  }
  qFatal("no golden case %s seed %d", qPrintable(mode), seed);
}

QJsonObject golden_expect(int seed) {
  for (const auto& v : load_golden("train.json")["cases"].toArray()) {
    if (v.toObject()["config"].toObject()["seed"].toInt() == seed) return v.toObject()["expect"].toObject();
  }
  qFatal("no golden case seed %d", seed);
}

bool close(double a, double b) { return within_tolerance(a, b); }

struct RankResult {
  std::vector<float> losses;
  std::vector<dp::NamedTensor> params;
  std::uint64_t checksum = 0;
  std::vector<std::vector<std::size_t>> buckets;
  std::vector<std::vector<std::int64_t>> shards;  // per epoch: this rank's DistributedSampler indices
};

// on_gpus: each rank's model on its own simulated GPU, all-reduced through a host copy
// (HostStagedGroup, what ranks sharing a CUDA GPU use): the device path of DdpTraining and the
// reducer (batches copied to the device, scaling there, collectives on device memory).
std::vector<RankResult> run_case(const dp::TrainCase& c, int world, bool on_gpus = false, dp::ReducerOptions options = {}) {
  std::vector<RankResult> out(static_cast<std::size_t>(world));
  dp::run_fake_world(world, [&](dp::ProcessGroup& fake) {
    std::unique_ptr<dp::DevicePool> gpu = on_gpus ? dp::DevicePool::simulated(1) : nullptr;
    std::unique_ptr<dp::HostStagedGroup> staged = on_gpus ? std::make_unique<dp::HostStagedGroup>(fake, gpu->device(0)) : nullptr;
    dp::ProcessGroup& group = on_gpus ? static_cast<dp::ProcessGroup&>(*staged) : fake;
    dp::DdpTraining run(dp::train_case_run_config(c, 0, dp::Backend::Simulated), group, options, &c,
                        on_gpus ? &gpu->device(0) : nullptr);
    RankResult& r = out[static_cast<std::size_t>(group.rank())];
    for (std::int64_t e = 0; e < c.epochs; ++e) r.shards.push_back(run.shard(e));
    while (!run.done()) r.losses.push_back(run.step().loss);
    r.params = run.parameters();
    r.checksum = run.params_checksum();
    r.buckets = run.reducer().buckets();
  });
  return out;
}

// Linear(2, 1) on each of `world` ranks (on a simulated GPU through host copies with on_device),
// its gradients (weight's two, then the bias) set to grads(g) with g = 1, 2, 3, ... (rank 0, 1, 2,
// ... at world 3; 1, 3 at world 2), then one reducer pass: every rank's gradients after it.
std::vector<std::vector<float>> averaged_linear_grads(int world, bool on_device, const std::function<std::vector<float>(float)>& grads) {
  std::vector<std::vector<float>> out(static_cast<std::size_t>(world));
  dp::run_fake_world(world, [&](dp::ProcessGroup& fake) {
    dp::HostDevice host;
    std::unique_ptr<dp::DevicePool> pool = on_device ? dp::DevicePool::simulated(1) : nullptr;
    dp::Device& device = on_device ? pool->device(0) : static_cast<dp::Device&>(host);
    dp::HostStagedGroup staged(fake, device);
    dp::ProcessGroup& group = on_device ? static_cast<dp::ProcessGroup&>(staged) : fake;
    dp::Linear model(2, 1, device, 0);
    dp::DdpReducer reducer(group, model);
    reducer.prepare_for_backward();
    const float g = world == 2 ? float(2 * group.rank() + 1) : float(group.rank() + 1);
    const std::vector<float> mine = grads(g);
    model.gradients()[0]->copy_from_host(mine.data());
    model.gradients()[1]->copy_from_host(mine.data() + 2);
    reducer.mark_ready(1);  // bias first, as autograd readies it
    reducer.mark_ready(0);
    reducer.finalize();
    std::vector<float> all = model.gradients()[0]->to_vector();
    all.push_back(model.gradients()[1]->to_vector()[0]);
    out[std::size_t(group.rank())] = all;
  });
  return out;
}

void compare_params(const std::vector<dp::NamedTensor>& got, const QJsonArray& want) {
  QCOMPARE(got.size(), std::size_t(want.size()));
  for (std::size_t p = 0; p < got.size(); ++p) {
    const QJsonArray values = want[int(p)].toObject()["values"].toArray();
    QCOMPARE(got[p].values.size(), std::size_t(values.size()));
    for (std::size_t i = 0; i < got[p].values.size(); ++i) {
      if (!close(got[p].values[i], values[int(i)].toDouble())) {
        QFAIL(qPrintable(QString("%1[%2]: %3 vs %4").arg(QString::fromStdString(got[p].name)).arg(i)
                             .arg(got[p].values[i]).arg(values[int(i)].toDouble())));
      }
    }
  }
}

}  // namespace

class TestDdpReducer final : public QObject {
  Q_OBJECT
 private slots:
  void r14_goldenDdpCases_data() {
    QTest::addColumn<int>("seed");
    QTest::newRow("linear world 3") << 3;
    QTest::newRow("mlp world 2, 2 epochs") << 4;
    QTest::newRow("mlp world 2 (the DP pair)") << 5;
    QTest::newRow("mlp world 2, momentum 0.9") << 6;
    QTest::newRow("mlp world 3, drop_last: 2 of 50 dropped") << 7;
    QTest::newRow("mlp world 3, shuffled, set_epoch 0-2") << 10;
  }
  void r14_goldenDdpCases() {
    QFETCH(int, seed);
    const dp::TrainCase c = golden_case("ddp", seed);
    const std::vector<RankResult> got = run_case(c, c.world);
    const QJsonArray ranks = golden_expect(seed)["ranks"].toArray();
    QCOMPARE(got.size(), std::size_t(ranks.size()));
    for (int r = 0; r < ranks.size(); ++r) {
      // R13.3 per epoch (set_epoch), with drop_last's truncation and a shuffled case's given orders.
      const QJsonArray shards = ranks[r].toObject()["sampler_indices"].toArray();
      QCOMPARE(got[std::size_t(r)].shards.size(), std::size_t(shards.size()));
      for (int e = 0; e < shards.size(); ++e) QCOMPARE(got[std::size_t(r)].shards[std::size_t(e)], to_ints(shards[e]));
      const QJsonArray losses = ranks[r].toObject()["losses"].toArray();
      QCOMPARE(got[std::size_t(r)].losses.size(), std::size_t(losses.size()));
      for (int s = 0; s < losses.size(); ++s) QVERIFY2(close(got[std::size_t(r)].losses[std::size_t(s)], losses[s].toDouble()), qPrintable(QString("rank %1 step %2").arg(r).arg(s)));
      compare_params(got[std::size_t(r)].params, ranks[r].toObject()["final_params"].toArray());
      QCOMPARE(got[std::size_t(r)].checksum, got[0].checksum);  // bit-identical
    }
  }

  // GPU ranks that share a GPU (docs/design.md): the same run with each rank's model on a device and the
  // collectives through host copies ends bit for bit where the CPU ranks end, and within the
  // golden tolerance of torch.
  void r14_ranksOnDevicesThroughHostCopies() {
    const dp::TrainCase c = golden_case("ddp", 4);
    dp::ReducerOptions small;  // a bucket per parameter or two: started all-reduces, not one at the end
    small.cap_bytes = small.first_bucket_bytes = 64;
    const std::vector<RankResult> host = run_case(c, c.world, false, small);
    const std::vector<RankResult> gpus = run_case(c, c.world, /*on_gpus=*/true, small);
    QVERIFY(gpus[0].buckets.size() >= 3);
    const QJsonArray ranks = golden_expect(4)["ranks"].toArray();
    for (int r = 0; r < c.world; ++r) {
      QCOMPARE(gpus[std::size_t(r)].checksum, host[std::size_t(r)].checksum);
      QCOMPARE(gpus[std::size_t(r)].losses, host[std::size_t(r)].losses);
      compare_params(gpus[std::size_t(r)].params, ranks[r].toObject()["final_params"].toArray());
    }
  }

  void r14_ddpEqualsDataParallelOnTheWholeBatch() {
    // 2 ranks × local batch 8 over 64 samples = one device with batch 16 (golden single seed 5).
    const dp::TrainCase ddp = golden_case("ddp", 5);
    const dp::TrainCase single = golden_case("single", 5);
    QCOMPARE(ddp.world * ddp.batch, single.batch);
    const std::vector<RankResult> got = run_case(ddp, ddp.world);
    for (const auto& v : load_golden("train.json")["cases"].toArray()) {
      const QJsonObject c = v.toObject();
      if (c["config"].toObject()["mode"].toString() == "single" && c["config"].toObject()["seed"].toInt() == 5) {
        compare_params(got[0].params, c["expect"].toObject()["final_params"].toArray());
        return;
      }
    }
    QFAIL("no single seed 5 case");
  }

  void r14_1_rank0ParametersBroadcast() {
    std::vector<std::vector<float>> weights(3);
    dp::run_fake_world(3, [&](dp::ProcessGroup& group) {
      dp::HostDevice host;
      dp::Linear model(4, 3, host, /*seed=*/100 + group.rank());  // different on every rank
      dp::DdpReducer reducer(group, model);
      weights[std::size_t(group.rank())] = model.weight().to_vector();
    });
    QCOMPARE(weights[1], weights[0]);
    QCOMPARE(weights[2], weights[0]);
    dp::HostDevice host;
    QCOMPARE(weights[0], dp::Linear(4, 3, host, 100).weight().to_vector());
  }

  void r14_2_gradientsAreAveraged() {
    const auto got = averaged_linear_grads(3, false, [](float g) { return std::vector<float>{g, 10 * g, -g}; });
    for (const auto& g : got) QCOMPARE(g, (std::vector<float>{2.0f, 20.0f, -2.0f}));  // ranks 1, 2, 3 → 2
  }

  // The same average with the gradients on a device: the reducer scales the bucket there (R14.2).
  void r14_2_gradientsAveragedOnADevice() {
    const auto got = averaged_linear_grads(2, true, [](float g) { return std::vector<float>{g, -4 * g, 0.5f * g}; });
    for (const auto& g : got) QCOMPARE(g, (std::vector<float>{2.0f, -8.0f, 1.0f}));  // ranks 1, 3 → 2
  }

  void r14_5_bucketsRebuiltInReadyOrder() {
    // Sequential(Linear(64,1024), ReLU, Linear(1024,256), ReLU, Linear(256,64)) bytes: 256 KiB, 4 KiB,
    // 1 MiB, 1 KiB, 64 KiB, 256 B. First iteration: one bucket; then, cap 256 KiB, ready order
    // 5,4,3,2,1,0 with limits [256 KiB, 256 KiB]: [5,4,3,2] reaches it at 2, then [1,0].
    std::vector<std::vector<std::vector<std::size_t>>> before(2), after(2), steady(2);
    std::vector<std::uint64_t> checksums(2, 0);
    dp::run_fake_world(2, [&](dp::ProcessGroup& group) {  // records only: checked after the join
      dp::RunConfig config;
      config.train_model = dp::TrainModel::Layers;
      config.layers = {64, 1024, 256, 64};
      config.data_size = 8;
      config.batch_size = 2;
      dp::ReducerOptions options;
      options.cap_bytes = options.first_bucket_bytes = 256 * 1024;
      dp::DdpTraining run(config, group, options);
      before[std::size_t(group.rank())] = run.reducer().buckets();
      run.step();
      after[std::size_t(group.rank())] = run.reducer().buckets();
      steady[std::size_t(group.rank())] = run.steady_buckets();
      run.step();
      checksums[std::size_t(group.rank())] = run.params_checksum();
    });
    QCOMPARE(before[0], (std::vector<std::vector<std::size_t>>{{0, 1, 2, 3, 4, 5}}));
    QCOMPARE(after[0], (std::vector<std::vector<std::size_t>>{{5, 4, 3, 2}, {1, 0}}));
    QCOMPARE(after[1], after[0]);
    for (std::size_t r = 0; r < 2; ++r) {
      QCOMPARE(steady[r], after[r]);  // what --events announces
      QVERIFY(checksums[r] != 0);
    }
  }

  // A rank that throws, or returns (a failed QVERIFY returns from the rank's function), while its
  // peers are in a collective releases them with an error instead of leaving them blocked: the
  // test fails with the cause and never hangs. Without FakeWorld::leave these rows would hang.
  void rankThatLeavesReleasesItsPeers_data() {
    QTest::addColumn<int>("world");
    QTest::addColumn<int>("leaver");
    QTest::addColumn<bool>("throws");
    QTest::addColumn<int>("collectivesFirst");  // completed by every rank before the leaver goes
    QTest::addColumn<QString>("error");         // what run_fake_world throws (the start of it)
    QTest::newRow("rank 1 of 3 throws at once") << 3 << 1 << true << 0 << "rank 1 failed";
    QTest::newRow("rank 0 of 2 throws after 2 collectives") << 2 << 0 << true << 2 << "rank 0 failed";
    QTest::newRow("rank 0 of 3 returns at once") << 3 << 0 << false << 0 << "fake process group: rank 0 returned while rank ";
    QTest::newRow("rank 2 of 3 returns after 3 collectives") << 3 << 2 << false << 3
                                                             << "fake process group: rank 2 returned while rank ";
  }
  void rankThatLeavesReleasesItsPeers() {
    QFETCH(int, world);
    QFETCH(int, leaver);
    QFETCH(bool, throws);
    QFETCH(int, collectivesFirst);
    QFETCH(QString, error);
    std::mutex mu;
    std::vector<int> completed(std::size_t(world), 0);  // collectives each rank got through
    const QString got = QString::fromStdString([&]() -> std::string {
      try {
        dp::run_fake_world(world, [&](dp::ProcessGroup& group) {
          for (int c = 0; c < collectivesFirst + 3; ++c) {
            if (group.rank() == leaver && c == collectivesFirst) {
              if (throws) throw dp::Error(dp::ErrorType::ValueError, "rank " + std::to_string(leaver) + " failed");
              return;
            }
            float x = 1.0f;
            if (c % 2) group.all_reduce_sum(&x, 1); else group.barrier();
            std::lock_guard lock(mu);
            ++completed[std::size_t(group.rank())];
          }
        });
      } catch (const dp::Error& e) {
        return e.what();
      }
      return "<no error>";
    }());
    QVERIFY2(got.startsWith(error), qPrintable(got));
    if (!throws) QVERIFY2(got.endsWith(" waited in a collective"), qPrintable(got));
    for (int r = 0; r < world; ++r) QCOMPARE(completed[std::size_t(r)], collectivesFirst);  // nobody got past the leaver
  }

  void gpuRanksShareAGpuThroughMpi() {
    // NCCL refuses two ranks on one GPU ("Duplicate GPU detected"): such ranks use MPI from host memory.
    QCOMPARE(dp::group_backend_name(dp::plan_gpu_rank(1, 2, 2).backend), std::string_view("nccl"));
    QCOMPARE(dp::plan_gpu_rank(1, 2, 2).device, 1);
    QCOMPARE(dp::plan_gpu_rank(0, 8, 8).note, std::string());
    const dp::GpuRankPlan shared = dp::plan_gpu_rank(3, 4, 2);
    QCOMPARE(dp::group_backend_name(shared.backend), std::string_view("mpi-host"));
    QCOMPARE(shared.device, 1);
    QVERIFY(shared.note.find("4 ranks share 2 GPUs") != std::string::npos);
    QCOMPARE(dp::group_backend_name(dp::plan_gpu_rank(0, 1, 0).backend), std::string_view("mpi-host"));
  }
};

QTEST_GUILESS_MAIN(TestDdpReducer)
#include "test_ddp_reducer.moc"
