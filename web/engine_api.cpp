// The browser edition's one door into the engine: JSON requests in, JSON answers out, the same
// plain facts the desktop's bridge carries (a BatchRecord per batch, the trace's phases), never a
// rule of its own. Every number and message comes from the engine: the split from torch.chunk's
// rule (core/chunk), the lines from the tutorial's model, the refusals with PyTorch's texts.
//
// Requests ({"op": ...}):
//   limits                      the ranges the controls offer, whether devices are threads, the GEMM
//   open {gpus, batch_size, data_size, seed, train}   builds the tutorial's run, or with train a
//                               training run (Linear, MSELoss, SGD(lr=0.1), one epoch): header,
//                               batches, lanes
//   step                        runs the next batch: its record, its phases and, in training, its
//                               printed lines (dpviz-cli train's)
//   chunk {n, k}                torch.chunk's sizes for n rows in k chunks (the rules explorer)
//   bench                       DataParallel's step on 8 GPUs and a 256×1024×1024 product, timed here
// Answers: {"ok": true, ...} or {"ok": false, "error": "<PyTorch's or the range's text>"}.
#include "engine_api.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <optional>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/chunk.h"
#include "core/error.h"
#include "core/limits.h"
#include "core/random.h"
#include "device/blas.h"
#include "device/gemm_library.h"
#include "device/device_pool.h"
#include "device/worker_thread.h"
#include "nn/linear.h"
#include "parallel/data_parallel.h"
#include "core/float_text.h"
#include "run/train_printout.h"
#include "run/training.h"
#include "run/tutorial.h"

namespace web {
namespace {

using nlohmann::json;

// The browser's memory is the tab's: a run that needs more than this is refused with the engine's
// own out-of-memory text, as the desktop refuses one past half the machine's memory.
constexpr std::uint64_t kMemoryBudget = std::uint64_t(512) << 20;

struct Session {
  dp::Trace trace;
  std::unique_ptr<dp::Tutorial> tutorial;  // one of the two
  std::unique_ptr<dp::Training> training;
};

Session& session() {
  static Session s;
  return s;
}

json range(const dp::IntRange& r) { return {{"min", r.min}, {"max", r.max}}; }

json dims(const dp::Shape& s) { return s.dims(); }

// A JSON number that is a whole number an int64 holds (30, 30.0), else nothing (30.5, 1e300, "30").
std::optional<std::int64_t> whole_number(const json& v) {
  if (v.is_number_unsigned()) {
    const auto u = v.get<std::uint64_t>();
    if (u > std::uint64_t(std::numeric_limits<std::int64_t>::max())) return std::nullopt;
    return std::int64_t(u);
  }
  if (v.is_number_integer()) return v.get<std::int64_t>();
  if (v.is_number_float()) {
    const double d = v.get<double>();
    if (std::isfinite(d) && std::trunc(d) == d && std::fabs(d) < 9.0e18) return std::int64_t(d);
  }
  return std::nullopt;
}

// The desktop's command-line wording for a value outside a control's range.
std::int64_t integer_in(const json& request, const char* key, const char* label, const dp::IntRange& r,
                        std::int64_t fallback) {
  if (!request.contains(key)) return fallback;
  const json& v = request[key];
  const std::optional<std::int64_t> number = whole_number(v);
  const std::int64_t value = number.value_or(0);
  if (!number || !r.contains(value)) {
    throw dp::Error(dp::ErrorType::ValueError, std::string(label) + ": expected an integer from " + std::to_string(r.min) +
                                                   " to " + std::to_string(r.max) + ", got '" + (v.is_string() ? v.get<std::string>() : v.dump()) + "'");
  }
  return value;
}

json limits() {
  return {{"gpus", range(dp::kAppGpuRange)},
          {"batch_size", range(dp::kBatchSizeRange)},
          {"data_size", range(dp::kDataSizeRange)},
          {"threads", dp::kDevicesHaveThreads},
          {"gemm", dp::gemm_library_description(dp::gemm_library())}};
}

json open(const json& request) {
  dp::RunConfig config;
  config.gpus = int(integer_in(request, "gpus", "--gpus", dp::kAppGpuRange, config.gpus));
  config.batch_size = integer_in(request, "batch_size", "--batch-size", dp::kBatchSizeRange, config.batch_size);
  config.data_size = integer_in(request, "data_size", "--data-size", dp::kDataSizeRange, config.data_size);
  config.seed = std::uint64_t(integer_in(request, "seed", "--seed", dp::kSeedRange, 0));
  config.memory_budget_bytes = kMemoryBudget;
  const bool train = request.value("train", false);
  if (train) config.mode = dp::RunMode::Train;
  Session& s = session();
  s.tutorial.reset();  // the old devices go before the new ones start
  s.training.reset();
  s.trace.clear();
  dp::DataParallelRun* run = nullptr;
  json out;
  if (train) {
    s.training = std::make_unique<dp::Training>(config, &s.trace);
    run = s.training.get();
    out = {{"header", dp::train_header(*s.training)}, {"batches", s.training->total_steps()}, {"wrapped", config.gpus > 1}};
  } else {
    s.tutorial = std::make_unique<dp::Tutorial>(config, &s.trace);
    run = s.tutorial.get();
    out = {{"header", s.tutorial->header()}, {"batches", s.tutorial->batch_count()}, {"wrapped", s.tutorial->wrapped()}};
  }
  json lanes = json::array();
  for (const dp::DeviceInfo& lane : run->pool().lanes()) lanes.push_back({{"index", lane.index}, {"label", lane.label}});
  out["lanes"] = lanes;
  out["warnings"] = run->setup_warnings();
  out["train"] = train;
  return out;
}

json phases(const std::vector<dp::Event>& events) {
  json out = json::array();
  for (const dp::Event& e : events) {
    if (e.phase == dp::Phase::StepDone) continue;
    out.push_back({{"phase", dp::phase_name(e.phase)},
                   {"device", e.device},
                   {"replica", e.replica},
                   {"start_ns", e.start_ns},
                   {"end_ns", e.end_ns},
                   {"input", dims(e.input)},
                   {"output", dims(e.output)},
                   {"bytes", e.bytes}});
  }
  return out;
}

// What a batch record holds for the stage, a training step's or the tutorial's.
json record_json(const dp::BatchRecord& rec, const std::vector<dp::Event>& events) {
  return {{"index", rec.index},
          {"input", dims(rec.input)},
          {"output", dims(rec.output)},
          {"chunks", rec.chunk_sizes},
          {"devices", rec.devices},
          {"device_names", [&] {
             json names = json::array();
             for (int d : rec.devices) names.push_back(dp::torch_device_name(d));
             return names;
           }()},
          {"forward_ns", rec.forward_ns},
          {"step_ns", rec.step_ns},
          {"warm_up", rec.warm_up},
          {"warnings", rec.warnings},
          {"phases", phases(events)}};
}

json step() {
  Session& s = session();
  if (s.training) {
    if (s.training->done()) return {{"done", true}};
    s.trace.clear();
    const dp::TrainRecord rec = s.training->step();
    json out = record_json(rec, s.trace.events());
    out["text"] = dp::train_step_text(rec, *s.training);
    out["loss"] = dp::json_float(rec.loss);
    out["grad_chunks"] = rec.grad_chunk_sizes;
    out["backward_ns"] = rec.backward_ns;
    out["reduce_device"] = dp::torch_device_name(rec.reduce_device);
    out["reduce_bytes"] = rec.reduce_bytes;
    out["done"] = s.training->done();
    return out;
  }
  if (!s.tutorial) throw dp::Error(dp::ErrorType::RuntimeError, "no run: open one first");
  if (s.tutorial->done()) return {{"done", true}};
  s.trace.clear();
  const dp::BatchRecord rec = s.tutorial->step();
  json out = record_json(rec, s.trace.events());
  out["lines"] = rec.lines_in_print_order();
  out["replica_lines"] = rec.replica_lines;
  out["outside"] = rec.outside;
  out["done"] = s.tutorial->done();
  return out;
}

json chunk(const json& request) {
  const std::int64_t n = integer_in(request, "n", "N", dp::kBatchSizeRange, 30);
  const std::int64_t k = integer_in(request, "k", "k", dp::kAppGpuRange, 8);
  return {{"sizes", dp::chunk_sizes(n, k)}};
}

template <class F>
std::int64_t median_ns(F&& f, int runs) {
  std::vector<std::int64_t> t;
  for (int i = 0; i < runs; ++i) {
    const auto start = std::chrono::steady_clock::now();
    f();
    t.push_back(std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - start).count());
  }
  std::sort(t.begin(), t.end());
  return t[t.size() / 2];
}

// The same two figures dpviz-bench measures natively (dp_step_us_k8, gemm_gflops_1t_portable): the
// DataParallel forward of the tutorial's batch (30×5, Linear(5, 2)) on 8 GPUs after 300 warm-up
// steps, and one-thread sgemm of 256×1024×1024.
json bench() {
  auto pool = dp::DevicePool::simulated(8);
  dp::Linear model(5, 2, pool->device(0), 1);
  dp::DataParallel dp_model(model, *pool);
  std::vector<float> values(30 * 5);
  dp::Rng rng(2);
  for (float& v : values) v = rng.normal();
  const dp::Tensor batch = dp::Tensor::from_host(dp::Shape{30, 5}, values.data(), pool->host());
  for (int i = 0; i < 300; ++i) dp_model(batch);
  const std::int64_t step = median_ns([&] { dp_model(batch); }, 1001);
  const std::int64_t m = 256, n = 1024, k = 1024;
  std::vector<float> x(std::size_t(m * k), 0.5f), w(std::size_t(n * k), 0.25f), y(std::size_t(m * n));
  dp::sgemm_xwt(m, n, k, x.data(), w.data(), y.data(), false);
  const std::int64_t gemm = median_ns([&] { dp::sgemm_xwt(m, n, k, x.data(), w.data(), y.data(), false); }, 5);
  return {{"dp_step_us_k8", double(step) / 1000.0},
          {"gemm_gflops_1t", 2.0 * double(m * n * k) / double(gemm)},
          {"gemm", dp::gemm_library_description(dp::gemm_library())},
          {"threads", dp::kDevicesHaveThreads}};
}

json answer(const std::string& text) {
  try {
    const json request = json::parse(text);
    const std::string op = request.value("op", "");
    json out;
    if (op == "limits") out = limits();
    else if (op == "open") out = open(request);
    else if (op == "step") out = step();
    else if (op == "chunk") out = chunk(request);
    else if (op == "bench") out = bench();
    else return {{"ok", false}, {"error", "unknown request '" + op + "'"}};
    out["ok"] = true;
    return out;
  } catch (const std::exception& e) {  // dp::Error (PyTorch's texts), the JSON reader's
    return {{"ok", false}, {"error", e.what()}};
  }
}

}  // namespace

// A message may quote the request's own bytes (an unknown op, a value out of range), which need not
// be UTF-8: those are written as U+FFFD, never an exception.
std::string handle(const std::string& request) {
  return answer(request).dump(-1, ' ', false, json::error_handler_t::replace);
}

}  // namespace web
