// The α–β cost model against numbers worked out by hand: a kernel from its FLOPs, a copy, the ring
// all-reduce (nccl-tests' busbw), the pipelined broadcast; the links a transfer crosses; and the
// modelled DataParallel (R4–R10) and DDP (R14) steps' order, overlap and totals.
#include <QtTest>

#include "run/model_facts.h"
#include "trace/cost_model.h"

using namespace dp::cost;

namespace {

constexpr double kUs = 1e-6;

const Profile& a100() { return *find_profile("a100-nvlink"); }
const Profile& twoNodes() { return *find_profile("a100-2node-ib"); }

std::vector<Slice> of(const ModelledStep& s, dp::Phase phase) {
  std::vector<Slice> out;
  for (const Slice& x : s.slices) {
    if (x.phase == phase) out.push_back(x);
  }
  return out;
}

ModelFacts facts(dp::TrainModel model, dp::RunMode mode = dp::RunMode::Train) {
  dp::RunConfig c;
  c.mode = mode;
  c.train_model = model;
  return model_facts(c);
}

}  // namespace

class TestCostModel : public QObject {
  Q_OBJECT

 private slots:
  void profilesCarryTheirNumbersAndSources() {
    QCOMPARE(int(profiles().size()), 3);
    for (const Profile& p : profiles()) {
      QVERIFY(!p.sources.empty());
      QVERIFY(!p.gpu.empty() && !p.interconnect.empty());
      QCOMPARE(p.sources.front().note, SourceNote::Datasheet);  // the datasheet first, then the estimates
      QVERIFY(p.peak_flops > 0 && p.host.bandwidth_Bps > 0 && p.peer.bandwidth_Bps > 0);
      QCOMPARE(find_profile(p.id), &p);
    }
    QCOMPARE(a100().peak_flops, 19.5e12);
    QCOMPARE(a100().peer.bandwidth_Bps, 240e9);
    QCOMPARE(find_profile("t4-pcie")->peak_flops, 8.1e12);
    QCOMPARE(twoNodes().gpus(), 16);
    QCOMPARE(twoNodes().network.bandwidth_Bps, 25e9);  // 200 Gb/s
    QVERIFY(find_profile("h100") == nullptr);
  }

  // A 100 MB all-reduce on 8 ranks at 240 GB/s busbw: 2·7 steps of 100e6/8 bytes at 240e9 B/s
  // = 14 × 52.083 µs = 729.17 µs, plus 14 α.
  void ringAllReduceByHand() {
    const LinkSpec bus{Link::NvLink, 0.0, 240e9};
    QVERIFY(qFuzzyCompare(ring_allreduce_seconds(bus, 8, 100e6) / kUs, 729.1666666666667));
    QVERIFY(qFuzzyCompare(ring_step_seconds(bus, 8, 100e6) / kUs, 52.083333333333336));
    QVERIFY(qFuzzyCompare(allreduce_busbw(8, 100e6, ring_allreduce_seconds(bus, 8, 100e6)), 240e9));
    QVERIFY(qFuzzyCompare(ring_allreduce_seconds(a100().peer, 8, 100e6) / kUs, 729.1666666666667 + 14 * 1.5));
    QCOMPARE(ring_allreduce_seconds(bus, 1, 100e6), 0.0);  // one rank has nobody to talk to
    // 2 ranks: 2 steps of half the buffer each: the whole buffer once, 100e6 / 240e9 = 416.67 µs.
    QVERIFY(qFuzzyCompare(ring_allreduce_seconds(bus, 2, 100e6) / kUs, 416.66666666666667));
  }

  void kernelsAndCopiesByHand() {
    // Linear(5, 2) on a chunk of 15 rows: 2·15·5·2 = 300 FLOPs: the 5 µs launch is all of it.
    QVERIFY(qFuzzyCompare(kernel_seconds(a100(), 300) / kUs, 5.0 + 300 / 19.5e12 / kUs));
    // Linear(1024, 1024) on 8192 rows: 17.18 GFLOP at 19.5 TFLOP/s = 881.02 µs, + 5 µs.
    const double flops = 2.0 * 8192 * 1024 * 1024;
    QVERIFY(qAbs(kernel_seconds(a100(), flops) / kUs - 886.02) < 0.01);
    // 1 MiB host → GPU on PCIe Gen4: 10 µs + 1048576 / 25e9 s = 51.94 µs.
    QVERIFY(qAbs(copy_seconds(a100().host, 1048576) / kUs - 51.943) < 0.001);
    // Broadcast of 40 MB to 8 GPUs, pipelined: 7 × 1.5 µs + 40e6 / 240e9 s = 177.17 µs.
    QVERIFY(qAbs(pipelined_seconds(a100().peer, 8, 40e6) / kUs - 177.1667) < 0.001);
  }

  void linksInsideAndAcrossNodes() {
    QCOMPARE(link_between(twoNodes(), -1, 3).link, Link::Pcie);
    QCOMPARE(link_between(twoNodes(), 3, 5).link, Link::NvLink);
    QCOMPARE(link_between(twoNodes(), 3, 11).link, Link::InfiniBand);
    QCOMPARE(ring_bus(twoNodes(), 8).link, Link::NvLink);       // one node: NVLink all round
    QCOMPARE(ring_bus(twoNodes(), 16).link, Link::InfiniBand);  // the ring leaves the node twice
    QCOMPARE(ring_bus(twoNodes(), 16).bandwidth_Bps, 25e9);     // and runs at its slowest hop
    QCOMPARE(QString(link_name(Link::InfiniBand)), QString("InfiniBand"));
  }

  // The 2+2 layout of the multihost slow-link run (tests/app/multihost_slow_link.py): two hosts of two
  // ranks, a measured 100 Mbit/s link (12.5 MB/s) with α = 30 ms per ring step, the buckets of
  // --layers 64,1024,1024,512. By hand: 6 steps · (0.03 + 2099200/4/12.5e6) = 0.431904 s, and
  // 6 · (0.03 + 4464640/4/12.5e6) = 0.7157568 s; 1.1476608 s together.
  void allReduceStepOnAMeasuredNetwork() {
    const Profile p = nodes_on_network({Link::Tcp, 0.03, 12.5e6}, 2, 2);
    QCOMPARE(p.gpus(), 4);
    QCOMPARE(ring_bus(p, 4).link, Link::Tcp);
    QCOMPARE(ring_bus(p, 4).bandwidth_Bps, 12.5e6);
    QCOMPARE(ring_bus(p, 2).link, Link::NvLink);  // two ranks on one host: the ring stays there
    QVERIFY(qAbs(allreduce_step_seconds(p, 4, {2099200, 4464640}) - 1.1476608) < 1e-9);
    QCOMPARE(allreduce_step_seconds(p, 4, {}), 0.0);
    QCOMPARE(QString(link_name(Link::Tcp)), QString("TCP"));
  }

  void modelFactsFollowTheEngineModels() {
    const ModelFacts linear = facts(dp::TrainModel::Linear, dp::RunMode::Forward);
    QCOMPARE(linear.param_bytes, (std::vector<std::uint64_t>{40, 8}));  // weight [2, 5], bias [2]
    QCOMPARE(linear.forward_flops_per_row(), 20.0);
    const ModelFacts mlp3 = facts(dp::TrainModel::Mlp3);
    QCOMPARE(mlp3.param_bytes, (std::vector<std::uint64_t>{640, 128, 4096, 128, 256, 8}));
    QCOMPARE(mlp3.forward_flops_per_row(), 2.0 * (5 * 32 + 32 * 32 + 32 * 2));
    QVERIFY(mlp3.layers[0].relu_after && mlp3.layers[1].relu_after && !mlp3.layers[2].relu_after);
    QCOMPARE(first_iteration_buckets(mlp3), (std::vector<std::vector<int>>{{0, 1, 2, 3, 4, 5}}));
  }

  // R4: scatter, replicate, parallel apply, gather; two GPUs, 15 rows each, Linear(5, 2), by hand.
  void R4_dataParallelForwardByHand() {
    const ModelFacts m = facts(dp::TrainModel::Linear, dp::RunMode::Forward);
    const ModelledStep s = model_dp_step(a100(), m, {{15, 15}, false});
    QVERIFY(s.unavailable.empty());
    const double scatter = 10e-6 + 15 * 5 * 4 / 25e9;     // 300 bytes over PCIe
    const double replicate = 1.5e-6 + 48 / 240e9;         // the 48 parameter bytes to one more GPU
    const double forward = 5e-6 + 300 / 19.5e12;          // one addmm
    const double gather = 1.5e-6 + 15 * 2 * 4 / 240e9;    // cuda:1's 120 output bytes over NVLink
    QVERIFY(qFuzzyCompare(s.step_s, scatter + replicate + forward + gather));
    QCOMPARE(int(of(s, dp::Phase::Scatter).size()), 2);
    QCOMPARE(int(of(s, dp::Phase::Replicate).size()), 2);
    QCOMPARE(int(of(s, dp::Phase::Gather).size()), 1);     // cuda:0's output is already there
    QCOMPARE(of(s, dp::Phase::Gather)[0].link, Link::NvLink);
    QCOMPARE(of(s, dp::Phase::Scatter)[0].link, Link::Pcie);
    QCOMPARE(int(of(s, dp::Phase::Forward).size()), 2);
    for (const Slice& f : of(s, dp::Phase::Forward)) QVERIFY(qFuzzyCompare(f.start_s, scatter + replicate));
  }

  // The outputs reach cuda:0 one after another on its link; one GPU has no replicate or gather.
  void R9_gatherSharesTheOutputDevicesLink() {
    const ModelFacts m = facts(dp::TrainModel::Linear, dp::RunMode::Forward);
    const ModelledStep s = model_dp_step(a100(), m, {{4, 4, 4, 4, 4, 4, 4, 2}, false});
    const auto gathers = of(s, dp::Phase::Gather);
    QCOMPARE(int(gathers.size()), 7);
    for (std::size_t i = 1; i < gathers.size(); ++i) QVERIFY(gathers[i].start_s >= gathers[i - 1].end_s);
    const ModelledStep one = model_dp_step(a100(), m, {{30}, false});
    QVERIFY(of(one, dp::Phase::Replicate).empty() && of(one, dp::Phase::Gather).empty());
  }

  // R10: the loss on cuda:0, the gradient pieces sent back, every backward, the reduce onto
  // cuda:0 once all are done (summing P bytes from each other GPU), SGD on cuda:0 only.
  void R10_dataParallelTrainingStep() {
    const ModelFacts m = facts(dp::TrainModel::Mlp);
    const ModelledStep s = model_dp_step(a100(), m, {{8, 8, 8, 6}, true});
    QCOMPARE(int(of(s, dp::Phase::Loss).size()), 1);
    QCOMPARE(int(of(s, dp::Phase::GradScatter).size()), 3);
    QCOMPARE(int(of(s, dp::Phase::Backward).size()), 4);
    double backward_end = 0;
    for (const Slice& b : of(s, dp::Phase::Backward)) backward_end = std::max(backward_end, b.end_s);
    const auto reduce = of(s, dp::Phase::Reduce);
    QCOMPARE(int(reduce.size()), 4);
    for (const Slice& r : reduce) QCOMPARE(r.start_s, backward_end);
    QCOMPARE(reduce[1].bytes, m.total_param_bytes());
    const auto sgd = of(s, dp::Phase::Optimizer);
    QCOMPARE(int(sgd.size()), 1);
    QCOMPARE(sgd[0].device, 0);
    QCOMPARE(sgd[0].start_s, reduce[0].end_s);
    QCOMPARE(s.step_s, sgd[0].end_s);
  }

  // R14.2: with one bucket per layer (reducer order: last layer first), the last layer's bucket
  // is all-reduced while backward still runs on the earlier layers; buckets go one after another.
  void R14_2_bucketAllReduceOverlapsBackward() {
    const ModelFacts m = facts(dp::TrainModel::Mlp3);
    const ModelledStep s = model_ddp_step(a100(), m, {4, 8, {{4, 5}, {2, 3}, {0, 1}}});
    QVERIFY(s.unavailable.empty());
    for (int rank = 0; rank < 4; ++rank) {
      std::vector<Slice> reduce;
      Slice backward;
      for (const Slice& x : s.slices) {
        if (x.device != rank) continue;
        if (x.phase == dp::Phase::Reduce) reduce.push_back(x);
        if (x.phase == dp::Phase::Backward) backward = x;
      }
      QCOMPARE(int(reduce.size()), 3);
      QVERIFY(reduce[0].start_s < backward.end_s);  // the overlap
      QCOMPARE(reduce[0].bucket, 0);
      QCOMPARE(reduce[0].bytes, std::uint64_t(256 + 8));
      for (std::size_t k = 1; k < reduce.size(); ++k) QVERIFY(reduce[k].start_s >= reduce[k - 1].end_s);
      QVERIFY(qFuzzyCompare(reduce[0].end_s - reduce[0].start_s, ring_allreduce_seconds(a100().peer, 4, 264)));
    }
    const auto sgd = of(s, dp::Phase::Optimizer);
    QCOMPARE(int(sgd.size()), 4);  // every rank steps its own copy
    double last_reduce = 0;
    for (const Slice& r : of(s, dp::Phase::Reduce)) last_reduce = std::max(last_reduce, r.end_s);
    QVERIFY(sgd[0].start_s >= last_reduce);
  }

  // One bucket (1.13's first iteration) can only start when the first layer's gradients are ready.
  void R14_5_oneBucketWaitsForTheWholeBackward() {
    const ModelFacts m = facts(dp::TrainModel::Mlp3);
    const ModelledStep s = model_ddp_step(a100(), m, {2, 16, first_iteration_buckets(m)});
    const auto reduce = of(s, dp::Phase::Reduce);
    QCOMPARE(int(reduce.size()), 2);
    QCOMPARE(reduce[0].bytes, m.total_param_bytes());
    // The first layer's dW and db are the last gradients; only its dX would follow, and it has none.
    QCOMPARE(reduce[0].start_s, of(s, dp::Phase::Backward)[0].end_s);
    QVERIFY(of(model_ddp_step(a100(), m, {1, 16, first_iteration_buckets(m)}), dp::Phase::Reduce).empty());
  }

  void profilesRefuseWhatTheyCannotRun() {
    const ModelFacts m = facts(dp::TrainModel::Linear);
    const ModelledStep dp9 = model_dp_step(a100(), m, {std::vector<std::int64_t>(9, 2), true});
    QCOMPARE(dp9.unavailable.why, Refusal::DpOneMachine);
    QCOMPARE(dp9.unavailable.have, 8);
    QCOMPARE(dp9.unavailable.asked, 9);
    QVERIFY(QString::fromStdString(english(dp9.unavailable)).contains("one machine"));
    QVERIFY(dp9.slices.empty());
    const ModelledStep ddp16 = model_ddp_step(a100(), m, {16, 4, {{0, 1}}});
    QVERIFY(!ddp16.unavailable.empty());
    QCOMPARE(ddp16.unavailable.why, Refusal::TooFewGpus);
    QCOMPARE(ddp16.unavailable.have, 8);
    QCOMPARE(ddp16.unavailable.asked, 16);
    QCOMPARE(model_dp_step(a100(), m, {{}, true}).unavailable.why, Refusal::NothingToModel);
    const ModelledStep across = model_ddp_step(twoNodes(), m, {16, 4, {{0, 1}}});
    QVERIFY(across.unavailable.empty());
    QCOMPARE(of(across, dp::Phase::Reduce)[0].link, Link::InfiniBand);
    QCOMPARE(of(model_ddp_step(twoNodes(), m, {8, 4, {{0, 1}}}), dp::Phase::Reduce)[0].link, Link::NvLink);
  }
};

QTEST_GUILESS_MAIN(TestCostModel)
#include "test_cost_model.moc"
