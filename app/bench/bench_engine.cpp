// Engine benchmarks on simulated GPUs. Every figure prints next to its reference from this run.
#include "bench_engine.h"

#include <cstdio>
#include <cstring>
#include <ostream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "device/blas.h"
#include "device/gemm_library.h"
#include "parallel/data_parallel.h"
#include "trace/trace.h"
#include "device/device_pool.h"
#include "device/host_memory.h"
#include "nn/layers.h"
#include "nn/linear.h"
#include "measure.h"
#include "copy_floor.h"
#include "copy_floor_measure.h"
#include "switch_cost.h"
#include "device/task_group.h"
#include "core/random.h"
#include "run/scaling.h"

namespace bench {

void step_overhead(std::ostream& out, Figures& figures) {
  const SwitchCost cost = measure_switch_cost();
  out << "\n# One context switch on this machine now: " << fmt("%.2f", cost.ns_per_switch / 1000.0)
      << " us (two threads handing a turn back and forth through a futex, median of 15 batches; "
      << fmt("%.2f", cost.switches_per_handoff) << " switches a handoff)\n";
  figures["context_switch_us"] = cost.ns_per_switch / 1000.0;
  out << "\n# DataParallel step overhead: tutorial shape, batch 30, Linear(5, 2); median of 3000 steps\n"
      << "#  k   dp_step_us   plain_forward_us   overhead_us   allocations_per_step   heap_blocks_per_step\n";
  std::vector<std::string> floors;
  for (int k : {2, 3, 8}) {
    auto pool = dp::DevicePool::simulated(k);
    dp::Linear model(5, 2, pool->device(0), 1);
    dp::DataParallel dp_model(model, *pool);
    const dp::Tensor x = randn(dp::Shape{30, 5}, pool->host(), 2);
    const double step = median_ns([&] { dp_model(x); }, 300, 3000);
    const dp::Tensor x0 = x.clone_to(pool->device(0));
    const double plain = median_ns([&] { model(x0); }, 300, 3000);  // the whole batch, one device, no wrapper
    const std::uint64_t a0 = allocations();
    const std::int64_t h0 = heap_blocks();
    const std::int64_t s0 = process_switches();
    const std::uint64_t f0 = dp::TaskGroup::fanouts(), t0 = dp::TaskGroup::tasks();
    for (int i = 0; i < 100; ++i) dp_model(x);
    const StepSwitches switches{double(process_switches() - s0) / 100.0,
                                switches_needed_per_step(dp::TaskGroup::fanouts() - f0, dp::TaskGroup::tasks() - t0, 100)};
    const double fanouts_per_step = double(dp::TaskGroup::fanouts() - f0) / 100.0;
    const std::int64_t h1 = heap_blocks();
    const double allocs = double(allocations() - a0) / 100.0;
    // Every malloc of the step, the GEMM library's own included (oneDNN's sgemm takes one packing
    // buffer per product); -1 where sanitizers own malloc.
    const double blocks = h0 < 0 ? -1.0 : double(h1 - h0) / 100.0;
    const double overhead = (step - plain) / 1000.0;
    out << fmt("%4.0f", k) << fmt("%13.2f", step / 1000.0) << fmt("%19.2f", plain / 1000.0)
        << fmt("%14.2f", overhead) << fmt("%23.1f", allocs) << fmt("%23.1f", blocks) << "\n";
    figures["step_overhead_us_k" + std::to_string(k)] = overhead;
    figures["dp_step_us_k" + std::to_string(k)] = step / 1000.0;  // the browser edition's bench measures the same
    std::ostringstream floor;
    report_floor(floor, figures, "step", k, overhead, switches, cost);
    floor << report_fanout(figures, "step", k, overhead, fanouts_per_step,
                           empty_fanout_ns(first_devices(*pool, k), 3000));
    floors.push_back(floor.str());
    figures["step_allocations_k" + std::to_string(k)] = allocs;
    if (blocks >= 0) figures["step_heap_blocks_k" + std::to_string(k)] = blocks;
  }
  out << "# the floor: the context switches the pool's scheme needs (a wake-up per task, a sleep per fan-out)\n";
  for (const std::string& line : floors) out << line;
  // The app's steps are traced: each device's phases also carry their work, its thread's CPU time,
  // which costs a system call a reading (engine/device/cpu_device.cpp).
  auto pool = dp::DevicePool::simulated(8);
  dp::Linear model(5, 2, pool->device(0), 1);
  dp::Trace trace;
  dp::DataParallel dp_model(model, *pool, {}, &trace);
  const dp::Tensor x = randn(dp::Shape{30, 5}, pool->host(), 2);
  int steps = 0;
  const double step = median_ns([&] {
    dp_model(x);
    if (++steps % 256 == 0) trace.clear();
  }, 300, 3000);
  const dp::Tensor x0 = x.clone_to(pool->device(0));
  const double plain = median_ns([&] { model(x0); }, 300, 3000);
  const std::uint64_t r0 = dp::thread_cpu_reads();
  for (int i = 0; i < 100; ++i) dp_model(x);
  const double reads = double(dp::thread_cpu_reads() - r0) / 100.0;
  out << "# traced (as in the app), k=8: overhead " << fmt("%.2f", (step - plain) / 1000.0) << " us, "
      << fmt("%.0f", reads) << " thread CPU clock readings a step\n";
  figures["step_overhead_traced_us_k8"] = (step - plain) / 1000.0;
  figures["step_cpu_clock_reads_traced_k8"] = reads;
}

void gemm_efficiency(std::ostream& out, Figures& figures, bool quick) {
  const std::int64_t batch = quick ? 2048 : 8192, n = 1024;
  const double flop = 2.0 * double(batch) * double(n) * double(n);
  const int cores = int(std::max(1u, std::thread::hardware_concurrency()));
  // Warm-ups: a new pool's first steps touch fresh pages (its buffers; with oneDNN each worker's
  // first two packing buffers, engine/device/blas.cpp), which the app's first batch shows as warm-up.
  constexpr int kWarmups = 3, kPairs = 7;
  out << "\n# GEMM throughput: Linear(1024, 1024) on batch " << batch << " (" << fmt("%.1f", flop / 1e9)
      << " GFLOP); " << kWarmups << " warm-up steps of a new pool, then the median of " << kPairs
      << " pairs (step, reference: back to back)\n"
      << "# reference: one " << dp::gemm_library_id(dp::gemm_library()) << " sgemm of the whole batch on all " << cores << " cores\n"
      << "#  k   dp_GFLOP/s   ref_GFLOP/s   efficiency\n";
  const std::size_t xb = std::size_t(batch * n), wb = std::size_t(n * n);
  std::vector<float> ref_x(xb, 0.5f), ref_w(wb, 0.25f), ref_y(std::size_t(batch * n));
  std::vector<double> ref_ns, step_ns;  // every run's time, warm-ups first
  auto reference = [&](int pool_threads) {
    return [&, pool_threads] {
      dp::blas_set_threads(cores);
      const std::int64_t start = now_ns();
      dp::sgemm_xwt(batch, n, n, ref_x.data(), ref_w.data(), ref_y.data(), false);
      ref_ns.push_back(double(now_ns() - start));
      dp::blas_set_threads(pool_threads);  // back to the pool's lease
    };
  };
  double ref_gflops = 0;
  std::vector<std::string> limits;
  for (int k : {1, 2, 8}) {
    auto pool = dp::DevicePool::simulated(k);  // sets one BLAS thread per device (all cores for one)
    const int pool_threads = dp::BlasThreads::current();
    dp::Linear model(n, n, pool->device(0), 3);
    dp::DataParallel dp_model(model, *pool);
    const dp::Tensor x = randn(dp::Shape{batch, n}, pool->host(), 4);
    ref_ns.clear();
    step_ns.clear();
    const double efficiency = paired_ratio(reference(pool_threads), [&] {
      const std::int64_t start = now_ns();
      dp_model(x);
      step_ns.push_back(double(now_ns() - start));
    }, kWarmups, kPairs);
    ref_gflops = flop / median_after(ref_ns, kWarmups);
    out << fmt("%4.0f", k) << fmt("%13.1f", flop / median_after(step_ns, kWarmups)) << fmt("%14.1f", ref_gflops)
        << fmt("%13.3f", efficiency) << "\n";
    figures["gemm_efficiency_k" + std::to_string(k)] = efficiency;
    limits.push_back(copy_limit(figures, "gemm", k, *pool, model, x, median_after(ref_ns, kWarmups),
                                median_after(step_ns, kWarmups)));
  }
  out << "# against the limit: the products on all cores plus the step's copies (the engine's scatter, replicate\n"
      << "# and gather bytes) made alone by the pool's threads\n";
  for (const std::string& line : limits) out << line;
  dp::blas_set_threads(cores);  // as outside any lease
  figures["gemm_reference_gflops"] = ref_gflops;  // measured beside k=8
}

void scatter_gather(std::ostream& out, Figures& figures) {
  const std::int64_t rows = 16384, cols = 1024;  // 64 MiB of float32
  const std::size_t bytes = std::size_t(rows * cols) * sizeof(float);
  auto pool = dp::DevicePool::simulated(8);
  dp::Identity model;  // no work: the step is scatter + gather
  dp::DataParallel dp_model(model, *pool);
  const dp::Tensor x = randn(dp::Shape{rows, cols}, pool->host(), 5);
  const double t = median_ns([&] { dp_model(x); }, 2, 9);
  // Reference: memcpy of the same bytes (64 MiB out, 64 MiB back) on one core, pages touched.
  std::vector<char> a(bytes, 1), b(bytes, 2);
  const double m = median_ns([&] {
    std::memcpy(b.data(), a.data(), bytes);
    std::memcpy(a.data(), b.data(), bytes);
  }, 2, 9);
  const double gbs = 2.0 * double(bytes) / t, ref = 2.0 * double(bytes) / m;
  out << "\n# Scatter + gather of a 64 MiB batch over 8 simulated GPUs (Identity model); median of 9\n"
      << "#  dp_GB/s   memcpy_GB/s   efficiency\n"
      << fmt("%10.2f", gbs) << fmt("%14.2f", ref) << fmt("%13.3f", gbs / ref) << "\n";
  figures["scatter_gather_efficiency"] = gbs / ref;
  figures["scatter_gather_gbs"] = gbs;
  figures["memcpy_gbs"] = ref;
}

void sweep(std::ostream& out) { out << dp::scaling_csv(dp::measure_scaling()); }

}  // namespace bench
