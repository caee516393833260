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
#include "measure.h"
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
};

QTEST_GUILESS_MAIN(TestBenchFloor)
#include "test_bench_floor.moc"
