// CUDA benchmarks through the engine's own devices: no CUDA headers here.
#include "bench_cuda.h"

#include <cstdio>
#include <ostream>
#include <vector>

#include "run/backends.h"
#include "parallel/data_parallel.h"
#include "nn/layers.h"
#include "nn/linear.h"
#include "measure.h"

namespace bench {

void cuda(std::ostream& out, Figures& figures) {
  const dp::CudaDiscovery& found = dp::discover_cuda();
  out << "\n# CUDA: " << dp::describe(found) << (found.runtime.empty() ? "" : "; " + found.runtime) << "\n";
  if (found.devices.empty()) return;
  const int gpus = int(found.devices.size());
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
  std::snprintf(line, sizeof line, "# scatter+gather over %d GPU(s): %.2f GB/s; pinned cudaMemcpy H2D+D2H on cuda:0: %.2f GB/s; ratio %.3f\n",
                gpus, bytes / t_dp, bytes / t_copy, t_copy / t_dp);
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
  std::snprintf(line, sizeof line, "# Linear(4096, 4096), batch 16384 over %d GPU(s): %.0f GFLOP/s; one cuBLAS sgemm on cuda:0 (%s): %.0f GFLOP/s\n",
                gpus, flop / t_lin, found.devices[0].name.c_str(), flop / t_gemm);
  out << line;
  figures["cuda_linear_gflops"] = flop / t_lin;
  figures["cuda_sgemm_gflops"] = flop / t_gemm;
  figures["cuda_linear_efficiency"] = t_gemm / t_lin;
}

}  // namespace bench
