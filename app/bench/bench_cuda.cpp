// CUDA benchmarks through the engine's own devices: no CUDA headers here.
#include "bench_cuda.h"

#include <algorithm>
#include <cstdio>
#include <ostream>
#include <vector>

#include "run/backends.h"
#include "parallel/data_parallel.h"
#include "nn/layers.h"
#include "nn/linear.h"
#include "cuda/cuda_discovery.h"
#include "measure.h"

namespace bench {
namespace {

// The tutorial's step (Linear(5, 2), batch 30) on k CUDA GPUs (virtual ones share a physical GPU)
// and on k simulated GPUs, in the same run: what DataParallel costs per step beyond one plain
// forward of the whole batch on one device, each ending in a synchronize of device 0.
void step_overhead_cuda(std::ostream& out, Figures& figures) {
  out << "\n# DataParallel step overhead on CUDA against simulated GPUs: tutorial shape, batch 30, Linear(5, 2); median of 2000 steps\n"
      << "#  k   cuda_step_us   cuda_overhead_us   sim_step_us   sim_overhead_us\n";
  for (int k : {1, 2, 8}) {
    double step[2], overhead[2];
    for (int b = 0; b < 2; ++b) {
      auto pool = dp::make_pool(b == 0 ? dp::Backend::Cuda : dp::Backend::Simulated, k);
      dp::Device& d0 = pool->device(0);
      dp::Linear model(5, 2, d0, 1);
      dp::DataParallel dp_model(model, *pool);
      std::vector<float> host(150);
      for (std::size_t i = 0; i < host.size(); ++i) host[i] = float(i % 7) * 0.25f - 0.75f;
      const dp::Tensor x = dp::Tensor::from_host({30, 5}, host.data(), pool->host());
      step[b] = median_ns([&] { dp_model(x); d0.synchronize(); }, 200, 2000);
      const dp::Tensor x0 = x.clone_to(d0);
      const double plain = median_ns([&] { model(x0); d0.synchronize(); }, 200, 2000);
      overhead[b] = step[b] - plain;
    }
    char line[160];
    std::snprintf(line, sizeof line, "%4d%15.2f%19.2f%14.2f%18.2f\n", k, step[0] / 1e3, overhead[0] / 1e3, step[1] / 1e3, overhead[1] / 1e3);
    out << line;
    figures["cuda_step_us_k" + std::to_string(k)] = step[0] / 1e3;
    figures["cuda_step_overhead_us_k" + std::to_string(k)] = overhead[0] / 1e3;
    figures["cuda_vs_sim_step_k" + std::to_string(k)] = step[0] / step[1];
  }
}

}  // namespace

void cuda(std::ostream& out, Figures& figures) {
  const dp::CudaDiscovery& found = dp::discover_cuda();
  out << "\n# CUDA: " << dp::describe(found) << (found.runtime.empty() ? "" : "; " + found.runtime) << "\n";
  if (found.devices.empty()) return;
  // At least 2 GPUs (virtual ones on a single physical GPU): with one, DataParallel's single-device
  // shortcut (R4.5) gathers nothing, and the copy figures would count copies never made.
  const int physical = int(found.devices.size());
  const int gpus = std::max(2, physical);
  auto pool = dp::make_pool(dp::Backend::Cuda, gpus);
  dp::Device& d0 = pool->device(0);
  char line[200];

  // Scatter + gather of 256 MiB from pinned host memory, against one pinned copy each way.
  const std::int64_t rows = 65536, cols = 1024;
  std::vector<float> ones(std::size_t(rows * cols), 1.0f);
  const dp::Tensor x = dp::Tensor::from_host({rows, cols}, ones.data(), pool->host());
  dp::Identity identity;
  dp::DataParallelOptions opts;
  opts.output_device = -1;  // back to the host: H2D scatter, D2H gather
  dp::DataParallel dp_id(identity, *pool, opts);
  const double t_dp = median_ns([&] { dp_id(x); }, 2, 9);
  dp::Tensor on_gpu = dp::Tensor::empty({rows, cols}, d0), back = dp::Tensor::empty({rows, cols}, pool->host());
  const double t_copy = median_ns([&] {
    d0.copy(on_gpu.data(), d0, x.data(), pool->host(), x.nbytes());
    d0.copy(back.data(), pool->host(), on_gpu.data(), d0, x.nbytes());
    d0.synchronize();
  }, 2, 9);
  const double bytes = 2.0 * double(x.nbytes());
  std::snprintf(line, sizeof line, "# scatter+gather over %d GPU(s) (%d physical): %.2f GB/s; pinned cudaMemcpy H2D+D2H on cuda:0: %.2f GB/s; ratio %.3f\n",
                gpus, physical, bytes / t_dp, bytes / t_copy, t_copy / t_dp);
  out << line;
  figures["cuda_scatter_gather_gbs"] = bytes / t_dp;
  figures["cuda_pinned_copy_gbs"] = bytes / t_copy;
  figures["cuda_scatter_gather_efficiency"] = t_copy / t_dp;

  // Linear(4096, 4096) on batch 16384 through DataParallel, against one sgemm on cuda:0.
  const std::int64_t batch = 16384, n = 4096;
  const double flop = 2.0 * double(batch) * double(n) * double(n);
  dp::Linear model(n, n, d0, 7);
  dp::DataParallel dp_lin(model, *pool);
  std::vector<float> xs(std::size_t(batch * n), 0.5f);
  const dp::Tensor xb = dp::Tensor::from_host({batch, n}, xs.data(), pool->host());
  const double t_lin = median_ns([&] { dp_lin(xb); }, 2, 7);
  const dp::Tensor xg = xb.clone_to(d0);
  dp::Tensor yg = dp::Tensor::empty({batch, n}, d0);
  const double t_gemm = median_ns([&] {
    d0.sgemm_xwt(batch, n, n, xg.data(), model.weight().data(), yg.data(), false);
    d0.synchronize();
  }, 2, 7);
  std::snprintf(line, sizeof line, "# Linear(4096, 4096), batch 16384 from host memory over %d GPU(s) (%d physical; scatter and gather included): %.0f GFLOP/s; one cuBLAS sgemm on cuda:0 (%s): %.0f GFLOP/s\n",
                gpus, physical, flop / t_lin, found.devices[0].name.c_str(), flop / t_gemm);
  out << line;
  figures["cuda_linear_gflops"] = flop / t_lin;
  figures["cuda_sgemm_gflops"] = flop / t_gemm;
  figures["cuda_linear_efficiency"] = t_gemm / t_lin;
  // The physical limit: FP32 FMA lanes x 2 x the SMs' peak clock (cuBLAS's sgemm runs on them, not
  // on tensor cores, unless TF32 is asked for; dpviz never asks).
  const double peak = dp::fp32_peak_flops(found.devices[0]);
  if (peak > 0) {
    std::snprintf(line, sizeof line, "# FP32 peak of cuda:0: %d SMs x %d MHz x 2 x FP32 lanes = %.0f GFLOP/s; cuBLAS sgemm at %.3f of it\n",
                  found.devices[0].multi_processor_count, found.devices[0].clock_khz / 1000, peak / 1e9, (flop / t_gemm) / (peak / 1e9));
    out << line;
    figures["cuda_fp32_peak_gflops"] = peak / 1e9;
    figures["cuda_sgemm_of_peak"] = (flop / t_gemm) / (peak / 1e9);
  }
  step_overhead_cuda(out, figures);
}

}  // namespace bench
