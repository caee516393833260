// The JSON dpviz-ddp writes (see run/ddp_output.h for the formats).
#include "run/ddp_output.h"

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

std::string quote(std::string_view word) { return dp::json_quote(std::string(word)); }

// A JSON object, its members in the order added: an event's, named by the schema (run/ddp_schema.h).
class Object {
 public:
  Object() = default;
  explicit Object(dp::DdpEventKind kind) { add(dp::ddp_key::event, quote(dp::ddp_event_name(kind))); }
  Object& add(std::string_view key, const std::string& json) {
    if (s_.size() > 1) s_ += ',';
    s_ += '"';
    s_ += key;
    s_ += "\":";
    s_ += json;
    return *this;
  }
  std::string str() const { return s_ + "}"; }

 private:
  std::string s_ = "{";
};

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
  namespace key = dp::ddp_key;
  return Object(dp::DdpEventKind::Start)
      .add(key::world, num(s.world))
      .add(key::local_batch, num(s.local_batch))
      .add(key::global_batch, num(s.world * s.local_batch))
      .add(key::steps, num(s.steps))
      .add(key::steps_per_epoch, num(s.steps_per_epoch))
      .add(key::model, dp::json_quote(s.model))
      .add(key::backend, quote(dp::group_backend_name(s.backend)))
      .add(key::params, list(s.params,
                             [](const dp::NamedTensor& p) {
                               return Object()
                                   .add(key::name, dp::json_quote(p.name))
                                   .add(key::bytes, num(std::int64_t(p.values.size() * sizeof(float))))
                                   .str();
                             }))
      .add(key::buckets,
           list(s.buckets, [](const auto& b) { return list(b, [](std::size_t i) { return num(std::int64_t(i)); }); }))
      .add(key::bucket_bytes, list(s.bucket_bytes, [](std::uint64_t b) { return num(std::int64_t(b)); }))
      .add(key::hosts, list(s.hosts, [](const std::string& h) { return dp::json_quote(h); }))
      .str();
}

std::string shard_event(std::int64_t epoch, int rank, const std::vector<std::int64_t>& indices) {
  namespace key = dp::ddp_key;
  return Object(dp::DdpEventKind::Shard)
      .add(key::epoch, num(epoch))
      .add(key::rank, num(rank))
      .add(key::indices, list(indices, num))
      .str();
}

std::string phase_event(std::int64_t step, int rank, const dp::DdpTimedPhase& p, double start_us, double end_us) {
  namespace key = dp::ddp_key;
  Object o(dp::DdpEventKind::Phase);
  o.add(key::step, num(step))
      .add(key::rank, num(rank))
      .add(key::phase, quote(dp::ddp_phase_name(p.phase)))
      .add(key::start_us, us_text(start_us))
      .add(key::end_us, us_text(end_us));
  if (p.phase == dp::DdpPhase::AllReduce) o.add(key::bucket, num(p.bucket));
  return o.add(key::bytes, num(std::int64_t(p.bytes))).str();
}

namespace {

// The step event's members after "event", which --json writes alone.
Object& step_members(Object& o, std::int64_t step, std::int64_t epoch, const std::vector<float>& losses, double step_us) {
  namespace key = dp::ddp_key;
  return o.add(key::step, num(step))
      .add(key::epoch, num(epoch))
      .add(key::losses, floats(losses))
      .add(key::step_us, us_text(step_us));
}

}  // namespace

std::string step_event(std::int64_t step, std::int64_t epoch, const std::vector<float>& losses, double step_us) {
  Object o(dp::DdpEventKind::Step);
  return step_members(o, step, epoch, losses, step_us).str();
}

std::string step_json(std::int64_t step, std::int64_t epoch, const std::vector<float>& losses, double step_us) {
  Object o;
  return step_members(o, step, epoch, losses, step_us).str();
}

std::string done_event(std::int64_t steps, std::uint64_t checksum, bool identical) {
  namespace key = dp::ddp_key;
  return Object(dp::DdpEventKind::Done)
      .add(key::steps, num(steps))
      .add(key::params_checksum, quote(hex64(checksum)))
      .add(key::identical, identical ? "true" : "false")
      .str();
}

std::string error_event(int rank, const std::string& message, const ErrorCause& cause) {
  namespace key = dp::ddp_key;
  Object o(dp::DdpEventKind::Error);
  o.add(key::rank, num(rank)).add(key::message, dp::json_quote(message));
  if (cause.code) o.add(key::cause, quote(dp::ddp_cause_name(*cause.code)));
  if (cause.seconds >= 0) o.add(key::seconds, num(cause.seconds));
  if (cause.step >= 0) o.add(key::step, num(cause.step));
  if (!cause.lost_hosts.empty()) o.add(key::lost_hosts, list(cause.lost_hosts, [](const std::string& h) { return dp::json_quote(h); }));
  return o.str();
}

std::string case_json(const std::vector<std::vector<float>>& losses, const std::vector<dp::NamedTensor>& params) {
  std::string ranks = "[";
  for (std::size_t r = 0; r < losses.size(); ++r) {
    ranks += (r ? "," : "") + std::string("{\"rank\":") + num(std::int64_t(r)) + ",\"losses\":" + floats(losses[r]) + "}";
  }
  return "{\"world\":" + num(std::int64_t(losses.size())) + ",\"ranks\":" + ranks + "],\"final_params\":" + params_json(params) + "}";
}

std::string trace_slice(int rank, const dp::DdpTimedPhase& p, std::int64_t step, double start_us, double end_us) {
  const bool allreduce = p.phase == dp::DdpPhase::AllReduce;
  const std::string phase(dp::ddp_phase_name(p.phase));
  const std::string name = allreduce ? phase + " bucket " + num(p.bucket) : phase;
  std::string args = "{\"step\":" + num(step);
  if (allreduce) args += ",\"bucket\":" + num(p.bucket) + ",\"bytes\":" + num(std::int64_t(p.bytes));
  // All-reduces run beside backward: their own thread row (tid 1) keeps both visible.
  return "{\"ph\":\"X\",\"pid\":" + num(rank) + ",\"tid\":" + (allreduce ? "1" : "0") + ",\"name\":" +
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
