// Measured parts of the bench's limits (app/bench/copy_floor.h, switch_floor.h): the time a pool's
// threads take to move a step's bytes with nothing else running, and to hand out one empty task each.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "bench_engine.h"
#include "device/device.h"
#include "device/device_pool.h"
#include "device/tensor.h"
#include "nn/module.h"

namespace dp {
class DataParallel;
}  // namespace dp

namespace bench {

// Median of `reps` runs (after one warm-up) of every device copying its equal share of `bytes` on its
// own worker, from and to its own memory: a step's copies without the products beside them.
double copies_alone_ns(const std::vector<dp::Device*>& devices, std::uint64_t bytes, int reps);

// Median of `reps` fan-outs of one empty task to each device (after warm-ups): the pool's own cost
// of a fan-out on this machine (the wake-ups and the caller's wait), with no engine work in it.
double empty_fanout_ns(const std::vector<dp::Device*>& devices, int reps);

// Devices 0..k-1 of the pool.
std::vector<dp::Device*> first_devices(dp::DevicePool& pool, int k);

// The step against its limit (copy_floor.h), for figure `name` on k devices: one traced step of
// `model` wrapped on the pool (x its input; or `traced_step`, given the wrapper, for a training
// step) counts the copies' bytes; copies_alone_ns times them. Records NAME_copies_mib_kK,
// NAME_copies_alone_ms_kK and NAME_limit_efficiency_kK, and returns the line to print.
std::string copy_limit(Figures& figures, const std::string& name, int k, dp::DevicePool& pool, dp::Module& model,
                       const dp::Tensor& x, double products_ns, double step_ns,
                       const std::function<void(dp::DataParallel&)>& traced_step = {});

// Records NAME_fanout_us_kK (one empty fan-out) and NAME_overhead_beyond_fanouts_us_kK (the overhead
// less the step's fan-outs at that cost: the replicas' own work and the switches it adds), and returns
// the line to print.
std::string report_fanout(Figures& figures, const std::string& name, int k, double overhead_us, double fanouts_per_step,
                          double fanout_ns);

}  // namespace bench
