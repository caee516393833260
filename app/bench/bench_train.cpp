// A training step as a PyTorch script writes it (output = model(x); loss = criterion(output, y);
// loss.backward(); optimizer.step()), through DataParallel or on one device unwrapped.
#include "bench_train.h"

#include <cstdio>
#include <ostream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "core/random.h"
#include "device/blas.h"
#include "device/device_pool.h"
#include "device/task_group.h"
#include "measure.h"
#include "copy_floor_measure.h"
#include "switch_cost.h"
#include "nn/grad_mode.h"
#include "nn/linear.h"
#include "nn/loss.h"
#include "nn/sgd.h"
#include "parallel/data_parallel.h"

namespace bench {
namespace {

// One DataParallel training step: x on the host, the target on the output device.
void dp_step(dp::DataParallel& model, dp::MSELoss& criterion, dp::SGD& sgd, const dp::Tensor& x, const dp::Tensor& y) {
  {
    dp::GradModeGuard grad(true);
    criterion(model(x), y);
  }
  model.backward(criterion.backward());
  sgd.step();
}

// The same step unwrapped, the whole batch on one device (x and y already there).
void plain_step(dp::Linear& model, dp::MSELoss& criterion, dp::SGD& sgd, const dp::Tensor& x, const dp::Tensor& y) {
  {
    dp::GradModeGuard grad(true);
    criterion(model(x), y);
  }
  model.backward(criterion.backward(), /*input_grad=*/false);
  sgd.step();
}

}  // namespace

void train_step_overhead(std::ostream& out, Figures& figures) {
  const SwitchCost cost = measure_switch_cost();  // again: the load may have changed since the step's
  figures["train_context_switch_us"] = cost.ns_per_switch / 1000.0;
  std::vector<std::string> floors;
  out << "\n# DataParallel training step overhead: Linear(5, 2), batch 30, MSELoss, SGD(lr=0.01); median of 2000 steps\n"
      << "# (forward, loss, backward with the gradient sum on device 0, optimizer step) minus the same step on one device\n"
      << "#  k   dp_train_step_us   plain_train_step_us   overhead_us   allocations_per_step   heap_blocks_per_step\n";
  for (int k : {2, 8}) {
    auto pool = dp::DevicePool::simulated(k);
    dp::Device& d0 = pool->device(0);
    dp::Linear model(5, 2, d0, 1), plain(5, 2, d0, 1);
    dp::DataParallel wrapped(model, *pool);
    dp::MSELoss criterion, plain_criterion;
    dp::SGD sgd(model.parameters(), model.gradients(), 0.01), plain_sgd(plain.parameters(), plain.gradients(), 0.01);
    const dp::Tensor x = randn(dp::Shape{30, 5}, pool->host(), 2), y = randn(dp::Shape{30, 2}, d0, 3);
    const dp::Tensor x0 = x.clone_to(d0);
    const double step = median_ns([&] { dp_step(wrapped, criterion, sgd, x, y); }, 200, 2000);
    const double one = median_ns([&] { plain_step(plain, plain_criterion, plain_sgd, x0, y); }, 200, 2000);
    const std::uint64_t a0 = allocations();
    const std::int64_t h0 = heap_blocks();
    const std::int64_t s0 = process_switches();
    const std::uint64_t f0 = dp::TaskGroup::fanouts(), t0 = dp::TaskGroup::tasks();
    for (int i = 0; i < 100; ++i) dp_step(wrapped, criterion, sgd, x, y);
    const StepSwitches switches{double(process_switches() - s0) / 100.0,
                                switches_needed_per_step(dp::TaskGroup::fanouts() - f0, dp::TaskGroup::tasks() - t0, 100)};
    const double fanouts_per_step = double(dp::TaskGroup::fanouts() - f0) / 100.0;
    const std::int64_t h1 = heap_blocks();
    const double allocs = double(allocations() - a0) / 100.0;
    // Every malloc of the step, the GEMM library's own included (oneDNN's sgemm takes one packing
    // buffer per product); -1 where sanitizers own malloc.
    const double blocks = h0 < 0 ? -1.0 : double(h1 - h0) / 100.0;
    out << fmt("%4.0f", k) << fmt("%19.2f", step / 1000.0) << fmt("%22.2f", one / 1000.0)
        << fmt("%14.2f", (step - one) / 1000.0) << fmt("%23.1f", allocs) << fmt("%23.1f", blocks) << "\n";
    figures["train_step_overhead_us_k" + std::to_string(k)] = (step - one) / 1000.0;
    figures["train_step_allocations_k" + std::to_string(k)] = allocs;
    if (blocks >= 0) figures["train_step_heap_blocks_k" + std::to_string(k)] = blocks;
    std::ostringstream floor;
    report_floor(floor, figures, "train_step", k, (step - one) / 1000.0, switches, cost);
    floor << report_fanout(figures, "train_step", k, (step - one) / 1000.0, fanouts_per_step,
                           empty_fanout_ns(first_devices(*pool, k), 2000));
    floors.push_back(floor.str());
  }
  out << "# the floor: the context switches the pool's scheme needs (a wake-up per task, a sleep per fan-out), at "
      << fmt("%.2f", cost.ns_per_switch / 1000.0) << " us a switch (measured now)\n";
  for (const std::string& line : floors) out << line;
}

// The reference is the step's own whole-batch sgemms, y = x·Wᵀ and dW = dyᵀ·x, on all cores (the
// data needs no gradient, so there is no dX = dy·W: PyTorch skips it too).
void train_gemm_efficiency(std::ostream& out, Figures& figures, bool quick) {
  const std::int64_t batch = quick ? 2048 : 8192, n = 1024;
  const double flop = 2 * 2.0 * double(batch) * double(n) * double(n);
  const int cores = int(std::max(1u, std::thread::hardware_concurrency()));
  // Warm-ups: a new pool's first steps touch fresh pages (its buffers; with oneDNN each worker's
  // first two packing buffers, engine/device/blas.cpp), which the app's first batch shows as warm-up.
  constexpr int kWarmups = 2, kPairs = 5;
  out << "\n# Training GEMM throughput: Linear(1024, 1024) on batch " << batch << " (" << fmt("%.1f", flop / 1e9)
      << " GFLOP in the forward and dW sgemms); " << kWarmups << " warm-up steps of a new pool, then the median of "
      << kPairs << " pairs (step, reference: back to back)\n"
      << "# reference: the same two sgemms of the whole batch, " << dp::gemm_library_id(dp::gemm_library())
      << " on all " << cores << " cores\n"
      << "#  k   dp_train_GFLOP/s   ref_GFLOP/s   efficiency\n";
  const std::size_t xb = std::size_t(batch * n), wb = std::size_t(n * n);
  std::vector<float> ref_x(xb, 0.5f), ref_w(wb, 0.25f), ref_y(xb), ref_dw(wb);
  std::vector<double> ref_ns, step_ns;  // every run's time, warm-ups first
  double ref = 0;
  for (int k : {8}) {
    auto pool = dp::DevicePool::simulated(k);  // one BLAS thread per device
    const int pool_threads = dp::BlasThreads::current();
    dp::Device& d0 = pool->device(0);
    dp::Linear model(n, n, d0, 3);
    dp::DataParallel wrapped(model, *pool);
    dp::MSELoss criterion;
    dp::SGD sgd(model.parameters(), model.gradients(), 1e-4);
    const dp::Tensor x = randn(dp::Shape{batch, n}, pool->host(), 4), y = randn(dp::Shape{batch, n}, d0, 5);
    const double efficiency = paired_ratio(
        [&] {
          dp::blas_set_threads(cores);
          const std::int64_t start = now_ns();
          dp::sgemm_xwt(batch, n, n, ref_x.data(), ref_w.data(), ref_y.data(), false);
          dp::sgemm_dyt_x(batch, n, n, ref_y.data(), ref_x.data(), ref_dw.data(), false);
          ref_ns.push_back(double(now_ns() - start));
          dp::blas_set_threads(pool_threads);  // back to the pool's lease
        },
        [&] {
          const std::int64_t start = now_ns();
          dp_step(wrapped, criterion, sgd, x, y);
          step_ns.push_back(double(now_ns() - start));
        },
        kWarmups, kPairs);
    ref = flop / median_after(ref_ns, kWarmups);
    out << fmt("%4.0f", k) << fmt("%19.1f", flop / median_after(step_ns, kWarmups)) << fmt("%14.1f", ref)
        << fmt("%13.3f", efficiency) << "\n";
    figures["train_gemm_efficiency_k" + std::to_string(k)] = efficiency;
    out << "# against the limit: the two products on all cores plus the step's copies (scatter, replicate, gather,\n"
        << "# the output gradient's scatter and the other replicas' gradients brought to device 0) made alone by the pool's threads\n"
        << copy_limit(figures, "train_gemm", k, *pool, model, x, median_after(ref_ns, kWarmups), median_after(step_ns, kWarmups),
                      [&](dp::DataParallel& traced) { dp_step(traced, criterion, sgd, x, y); });
  }
  dp::blas_set_threads(cores);  // as outside any lease
  figures["train_gemm_reference_gflops"] = ref;
}

}  // namespace bench
