// The JSON dpviz-ddp writes (see ddp_events.h for the formats).
#include "ddp_events.h"

#include <cstdio>

#include "core/float_text.h"
#include "trace/chrome_trace.h"

namespace ddp {
namespace {

template <class T, class F>
std::string list(const std::vector<T>& v, F item) {
  std::string s = "[";
  for (std::size_t i = 0; i < v.size(); ++i) s += (i ? "," : "") + item(v[i]);
  return s + "]";
}
std::string num(std::int64_t v) { return std::to_string(v); }
std::string floats(const std::vector<float>& v) { return list(v, [](float x) { return dp::json_float(x); }); }

std::string params_json(const std::vector<dp::NamedTensor>& params) {
  return list(params, [](const dp::NamedTensor& p) {
    return "{\"name\":" + dp::json_quote(p.name) + ",\"shape\":" + list(p.shape.dims(), num) + ",\"values\":" + floats(p.values) + "}";
  });
}

}  // namespace

std::string model_text(const dp::RunConfig& config) {
  const std::vector<std::int64_t> w = dp::train_layer_widths(config);
  std::string layers;
  for (std::size_t i = 0; i + 1 < w.size(); ++i) {
    layers += (i ? ", ReLU(), " : "") + std::string("Linear(") + num(w[i]) + ", " + num(w[i + 1]) + ")";
  }
  return config.train_model == dp::TrainModel::Linear ? layers : "Sequential(" + layers + ")";
}

std::string hex64(std::uint64_t v) {
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(v));
  return buf;
}

std::string us_text(double us) {
  char buf[40];
  std::snprintf(buf, sizeof buf, "%.3f", us);
  return buf;
}

std::string start_event(const StartInfo& s) {
  return "{\"event\":\"start\",\"world\":" + num(s.world) + ",\"local_batch\":" + num(s.local_batch) +
         ",\"global_batch\":" + num(s.world * s.local_batch) + ",\"steps\":" + num(s.steps) +
         ",\"steps_per_epoch\":" + num(s.steps_per_epoch) + ",\"model\":" + dp::json_quote(s.model) +
         ",\"backend\":" + dp::json_quote(s.backend) + ",\"params\":" +
         list(s.params, [](const dp::NamedTensor& p) {
           return "{\"name\":" + dp::json_quote(p.name) + ",\"bytes\":" + num(std::int64_t(p.values.size() * sizeof(float))) + "}";
         }) +
         ",\"buckets\":" + list(s.buckets, [](const auto& b) { return list(b, [](std::size_t i) { return num(std::int64_t(i)); }); }) +
         ",\"bucket_bytes\":" + list(s.bucket_bytes, [](std::uint64_t b) { return num(std::int64_t(b)); }) +
         ",\"hosts\":" + list(s.hosts, [](const std::string& h) { return dp::json_quote(h); }) + "}";
}

std::string shard_event(std::int64_t epoch, int rank, const std::vector<std::int64_t>& indices) {
  return "{\"event\":\"shard\",\"epoch\":" + num(epoch) + ",\"rank\":" + num(rank) + ",\"indices\":" + list(indices, num) + "}";
}

std::string phase_event(std::int64_t step, int rank, const dp::DdpPhase& p, double start_us, double end_us) {
  std::string s = "{\"event\":\"phase\",\"step\":" + num(step) + ",\"rank\":" + num(rank) + ",\"phase\":" +
                  dp::json_quote(p.phase) + ",\"start_us\":" + us_text(start_us) + ",\"end_us\":" + us_text(end_us);
  if (p.phase == "allreduce") s += ",\"bucket\":" + num(p.bucket);
  return s + ",\"bytes\":" + num(std::int64_t(p.bytes)) + "}";
}

std::string step_event(std::int64_t step, std::int64_t epoch, const std::vector<float>& losses, double step_us) {
  return "{\"event\":\"step\",\"step\":" + num(step) + ",\"epoch\":" + num(epoch) + ",\"losses\":" + floats(losses) +
         ",\"step_us\":" + us_text(step_us) + "}";
}

std::string step_json(std::int64_t step, std::int64_t epoch, const std::vector<float>& losses, double step_us) {
  return "{\"step\":" + num(step) + ",\"epoch\":" + num(epoch) + ",\"losses\":" + floats(losses) +
         ",\"step_us\":" + us_text(step_us) + "}";
}

std::string done_event(std::int64_t steps, std::uint64_t checksum, bool identical) {
  return "{\"event\":\"done\",\"steps\":" + num(steps) + ",\"params_checksum\":\"" + hex64(checksum) +
         "\",\"identical\":" + (identical ? "true" : "false") + "}";
}

std::string error_event(int rank, const std::string& message) {
  return "{\"event\":\"error\",\"rank\":" + num(rank) + ",\"message\":" + dp::json_quote(message) + "}";
}

std::string case_json(const std::vector<std::vector<float>>& losses, const std::vector<dp::NamedTensor>& params) {
  std::string ranks = "[";
  for (std::size_t r = 0; r < losses.size(); ++r) {
    ranks += (r ? "," : "") + std::string("{\"rank\":") + num(std::int64_t(r)) + ",\"losses\":" + floats(losses[r]) + "}";
  }
  return "{\"world\":" + num(std::int64_t(losses.size())) + ",\"ranks\":" + ranks + "],\"final_params\":" + params_json(params) + "}";
}

std::string trace_slice(int rank, const dp::DdpPhase& p, std::int64_t step, double start_us, double end_us) {
  const std::string name = p.phase == "allreduce" ? "allreduce bucket " + num(p.bucket) : p.phase;
  std::string args = "{\"step\":" + num(step);
  if (p.phase == "allreduce") args += ",\"bucket\":" + num(p.bucket) + ",\"bytes\":" + num(std::int64_t(p.bytes));
  // All-reduces run beside backward: their own thread row (tid 1) keeps both visible.
  return "{\"ph\":\"X\",\"pid\":" + num(rank) + ",\"tid\":" + (p.phase == "allreduce" ? "1" : "0") + ",\"name\":" +
         dp::json_quote(name) + ",\"ts\":" + us_text(start_us) + ",\"dur\":" + us_text(end_us - start_us) + ",\"args\":" + args + "}}";
}

std::string trace_json(const std::vector<std::string>& hosts, const std::vector<std::string>& slices_per_rank) {
  std::string s = "{\"displayTimeUnit\":\"ms\",\"traceEvents\":[";
  bool first = true;
  for (std::size_t r = 0; r < hosts.size(); ++r) {
    s += (first ? "" : ",") + std::string("{\"ph\":\"M\",\"pid\":") + num(std::int64_t(r)) +
         ",\"name\":\"process_name\",\"args\":{\"name\":" + dp::json_quote("rank " + num(std::int64_t(r)) + " (" + hosts[r] + ")") + "}}";
    first = false;
  }
  for (const std::string& slices : slices_per_rank) {
    if (slices.empty()) continue;
    s += "," + slices;
  }
  return s + "]}\n";
}

}  // namespace ddp
