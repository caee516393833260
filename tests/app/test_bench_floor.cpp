// dpviz-bench's step floor (app/bench/switch_floor.h): the median, the switches a step needs under
// the pool's scheme as TaskGroup counts them, and the floor and ratio built from them. No timing.
#include <QtTest>

#include <vector>

#include "device/device_pool.h"
#include "device/task_group.h"
#include "nn/grad_mode.h"
#include "nn/linear.h"
#include "nn/loss.h"
#include "nn/sgd.h"
#include "parallel/data_parallel.h"
#include "trace/trace.h"
#include "copy_floor.h"
#include "measure.h"
#include "peer_ratio.h"
#include "switch_floor.h"

namespace {

struct Counted {
  std::uint64_t fanouts, tasks;
};

template <class F>
Counted count_steps(int steps, F&& step) {
  const std::uint64_t f0 = dp::TaskGroup::fanouts(), t0 = dp::TaskGroup::tasks();
  for (int i = 0; i < steps; ++i) step();
  return {dp::TaskGroup::fanouts() - f0, dp::TaskGroup::tasks() - t0};
}

dp::Tensor filled(const dp::Shape& s, dp::Device& device, float v) {
  std::vector<float> data(static_cast<std::size_t>(s.numel()), v);
  return dp::Tensor::from_host(s, data.data(), device);
}

}  // namespace

class TestBenchFloor : public QObject {
  Q_OBJECT
 private slots:
  void medianTakesTheMiddleValue() {
    QCOMPARE(bench::median_of({}), 0.0);
    QCOMPARE(bench::median_of({7.0}), 7.0);
    QCOMPARE(bench::median_of({9.0, 1.0, 5.0}), 5.0);
    QCOMPARE(bench::median_of({4.0, 1.0, 3.0, 2.0}), 3.0);  // the upper middle of an even count
    QCOMPARE(bench::median_of({1.0, 1000.0, 2.0, 3.0, 2.5}), 2.5);  // one slow batch does not move it
  }

  void floorIsNeededSwitchesTimesTheirCost() {
    const bench::SwitchFloor f = bench::switch_floor(45.0, 9.0, 4000.0);  // 9 switches of 4 µs
    QCOMPARE(f.floor_us, 36.0);
    QCOMPARE(f.ratio, 1.25);
    const bench::SwitchFloor none = bench::switch_floor(45.0, 0.0, 4000.0);  // nothing to switch: no ratio
    QCOMPARE(none.floor_us, 0.0);
    QCOMPARE(none.ratio, 0.0);
    QCOMPARE(bench::switches_needed_per_step(100, 800, 100), 9.0);
    QCOMPARE(bench::switches_needed_per_step(5, 5, 0), 0.0);
  }

  // The tutorial's step on 8 simulated GPUs is one fan-out of one task per device (scatter,
  // replicate and forward together; the small output gathered by the caller): 9 switches a step.
  void tutorialStepNeedsOneWakeUpPerDeviceAndOneForTheCaller() {
    for (int k : {2, 3, 8}) {
      auto pool = dp::DevicePool::simulated(k);
      dp::Linear model(5, 2, pool->device(0), 1);
      dp::DataParallel wrapped(model, *pool);
      const dp::Tensor x = filled(dp::Shape{30, 5}, pool->host(), 0.5f);
      wrapped(x);  // the first step sets up
      const Counted c = count_steps(10, [&] { wrapped(x); });
      QCOMPARE(c.fanouts, std::uint64_t(10));
      QCOMPARE(c.tasks, std::uint64_t(10 * k));
      QCOMPARE(bench::switches_needed_per_step(c.fanouts, c.tasks, 10), double(k + 1));
    }
  }

  // A training step adds backward's fan-out (each replica's backward on its device); the gradient
  // sum and SGD run on the caller.
  void trainingStepNeedsTwoFanOuts() {
    auto pool = dp::DevicePool::simulated(8);
    dp::Device& d0 = pool->device(0);
    dp::Linear model(5, 2, d0, 1);
    dp::DataParallel wrapped(model, *pool);
    dp::MSELoss criterion;
    dp::SGD sgd(model.parameters(), model.gradients(), 0.01);
    const dp::Tensor x = filled(dp::Shape{30, 5}, pool->host(), 0.5f), y = filled(dp::Shape{30, 2}, d0, 0.25f);
    auto step = [&] {
      {
        dp::GradModeGuard grad(true);
        criterion(wrapped(x), y);
      }
      wrapped.backward(criterion.backward());
      sgd.step();
    };
    step();
    const Counted c = count_steps(10, step);
    QCOMPARE(bench::switches_needed_per_step(c.fanouts, c.tasks, 10), 18.0);
  }

  // The limit's copies are the engine's own count, and they are what R5-R9 say a step moves: the
  // batch scattered (R5.1), the parameters broadcast to every replica but replica 0, which shares
  // the originals (R6.2, R6.3), the outputs gathered (R9); a training step adds the output
  // gradient scattered back (R10.1) and every replica's gradients summed on device 0 but replica
  // 0's own (R10.3). Linear(5, 2): 12 parameters, 48 bytes.
  void copiedBytesAreTheStepsCopies() {
    for (int k : {1, 2, 3, 8}) {
      auto pool = dp::DevicePool::simulated(k);
      dp::Device& d0 = pool->device(0);
      dp::Linear model(5, 2, d0, 1);
      dp::Trace trace;
      dp::DataParallel wrapped(model, *pool, {}, &trace);
      const dp::Tensor x = filled(dp::Shape{30, 5}, pool->host(), 0.5f), y = filled(dp::Shape{30, 2}, d0, 0.25f);
      const std::uint64_t batch_in = 30 * 5 * 4, params = 12 * 4, batch_out = 30 * 2 * 4;
      const std::uint64_t k1 = std::uint64_t(k - 1);
      wrapped(x);
      const std::uint64_t gather = k == 1 ? 0 : batch_out;  // one replica's output is already on device 0
      QCOMPARE(bench::copied_bytes(trace.events()), batch_in + k1 * params + gather);
      trace.clear();
      dp::MSELoss criterion;
      {
        dp::GradModeGuard grad(true);
        criterion(wrapped(x), y);
      }
      wrapped.backward(criterion.backward());
      const std::uint64_t grad_scatter = k == 1 ? 0 : batch_out;
      QCOMPARE(bench::copied_bytes(trace.events()), batch_in + k1 * params + gather + grad_scatter + k1 * params);
    }
  }

  void limitIsProductsPlusCopiesOverTheStep() {
    QCOMPARE(bench::limit_ratio(44.0, 5.0, 56.0), 49.0 / 56.0);
    QCOMPARE(bench::limit_ratio(44.0, 5.0, 0.0), 0.0);
    QCOMPARE(bench::overhead_beyond_fanouts_us(36.0, 2.0, 6000.0), 24.0);  // two fan-outs of 6 µs
  }

  // The torch DDP peer's output as it prints it (with a warning line torch may add), and dpviz's
  // steps put against it.
  void peerRatiosReadTheTorchLines() {
    const std::string text =
        "tiny_single_us 39.6\n/usr/lib/python3/dist-packages/torch/x.py:1: UserWarning: something 2\n"
        "tiny_ddp_w2_us 1000.0\nmlp_single_us 14000.0\nmlp_ddp_w2_us 24000.0\n\n";
    const auto peer = bench::read_peer_lines(text);
    QCOMPARE(int(peer.size()), 4);
    QCOMPARE(peer.at("mlp_single_us"), 14000.0);
    const std::map<std::string, double> mine = {
        {"ddp_step_us_mlp_w1", 12600.0}, {"ddp_step_us_mlp_w2", 8400.0}, {"ddp_step_us_tiny_w2", 2.5}};
    const auto r = bench::peer_ratios(mine, peer);
    QCOMPARE(r.at("ddp_mlp_w1_over_torch"), 0.9);
    QCOMPARE(r.at("ddp_mlp_w2_over_two_core_floor"), 1.2);  // 8400 / (14000 / 2)
    QCOMPARE(r.at("ddp_mlp_w2_speedup_over_gloo"), 24000.0 / 8400.0);
    QCOMPARE(r.at("ddp_tiny_w2_speedup_over_gloo"), 400.0);
    QCOMPARE(r.at("torch_step_us_mlp_single"), 14000.0);
    // A peer that printed something else (an error, an old version) gives no ratios.
    QVERIFY(bench::peer_ratios(mine, bench::read_peer_lines("Traceback (most recent call last):\n")).empty());
    auto partial = peer;
    partial.erase("mlp_ddp_w2_us");
    QVERIFY(bench::peer_ratios(mine, partial).empty());
    QVERIFY(bench::peer_ratios({}, peer).empty());
  }
};

QTEST_GUILESS_MAIN(TestBenchFloor)
#include "test_bench_floor.moc"
