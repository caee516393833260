// The copies alone and the empty fan-out, timed on the steady clock (app/bench/copy_floor_measure.h).
#include "copy_floor_measure.h"

#include <cstring>

#include "copy_floor.h"
#include "device/task_group.h"
#include "parallel/data_parallel.h"
#include "measure.h"

namespace bench {

std::vector<dp::Device*> first_devices(dp::DevicePool& pool, int k) {
  std::vector<int> ids(static_cast<std::size_t>(k));
  for (int i = 0; i < k; ++i) ids[static_cast<std::size_t>(i)] = i;
  return pool.devices(ids);
}

double copies_alone_ns(const std::vector<dp::Device*>& devices, std::uint64_t bytes, int reps) {
  if (devices.empty() || bytes == 0) return 0;
  const std::size_t share = static_cast<std::size_t>(bytes / devices.size());
  struct Buffers {
    dp::Device* device;
    void* src;
    void* dst;
  };
  std::vector<Buffers> buffers;
  for (dp::Device* d : devices) buffers.push_back({d, d->allocate(share), d->allocate(share)});
  for (const Buffers& b : buffers) std::memset(b.src, 1, share);  // pages touched before timing
  const double ns = median_ns([&] {
    dp::TaskGroup::run_or_throw(devices, [&](int i) {
      const Buffers& b = buffers[static_cast<std::size_t>(i)];
      std::memcpy(b.dst, b.src, share);
    });
  }, 1, reps);
  for (const Buffers& b : buffers) {
    b.device->deallocate(b.src, share);
    b.device->deallocate(b.dst, share);
  }
  return ns;
}

double empty_fanout_ns(const std::vector<dp::Device*>& devices, int reps) {
  return median_ns([&] { dp::TaskGroup::run_or_throw(devices, [](int) {}); }, reps / 10, reps);
}

std::string copy_limit(Figures& figures, const std::string& name, int k, dp::DevicePool& pool, dp::Module& model,
                       const dp::Tensor& x, double products_ns, double step_ns,
                       const std::function<void(dp::DataParallel&)>& traced_step) {
  dp::Trace trace;
  dp::DataParallel traced(model, pool, {}, &trace);
  if (traced_step) traced_step(traced); else traced(x);
  const std::uint64_t bytes = copied_bytes(trace.events());
  const double copies = copies_alone_ns(first_devices(pool, k), bytes, 5);
  const double ratio = limit_ratio(products_ns, copies, step_ns);
  const std::string key = "_k" + std::to_string(k);
  figures[name + "_copies_mib" + key] = double(bytes) / double(1 << 20);
  figures[name + "_copies_alone_ms" + key] = copies / 1e6;
  figures[name + "_limit_efficiency" + key] = ratio;
  return "#  k=" + std::to_string(k) + ": products " + fmt("%.2f", products_ns / 1e6) + " ms + copies " +
         fmt("%.1f", double(bytes) / double(1 << 20)) + " MiB in " + fmt("%.2f", copies / 1e6) + " ms = limit " +
         fmt("%.2f", (products_ns + copies) / 1e6) + " ms; step " + fmt("%.2f", step_ns / 1e6) + " ms; limit / step " +
         fmt("%.3f", ratio) + "\n";
}

std::string report_fanout(Figures& figures, const std::string& name, int k, double overhead_us, double fanouts_per_step,
                          double fanout_ns) {
  const std::string key = "_k" + std::to_string(k);
  const double beyond = overhead_beyond_fanouts_us(overhead_us, fanouts_per_step, fanout_ns);
  figures[name + "_fanout_us" + key] = fanout_ns / 1000.0;
  figures[name + "_overhead_beyond_fanouts_us" + key] = beyond;
  return "#  k=" + std::to_string(k) + ": one fan-out of an empty task to each device costs " + fmt("%.2f", fanout_ns / 1000.0) +
         " us here; a step makes " + fmt("%.0f", fanouts_per_step) + "; the overhead beyond them is " + fmt("%.2f", beyond) +
         " us (the replicas' own work and the switches it adds)\n";
}

}  // namespace bench
