// Chrome Trace Event writer: timestamps in microseconds from the first event.
#include "trace/chrome_trace.h"

#include <algorithm>
#include <cstdio>

namespace dp {

std::string json_quote(const std::string& text) {
  std::string out = "\"";
  for (unsigned char c : text) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      case '\r': out += "\\r"; break;
      default:
        if (c < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out += buf;
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  return out + "\"";
}

namespace {

std::string micros(std::int64_t ns) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3f", static_cast<double>(ns) / 1000.0);
  return buf;
}

std::string lane_name(const DeviceInfo& d) {
  return d.is_host() ? std::string("host (CPU)") : d.torch_name() + " - " + d.label;
}

}  // namespace

std::string chrome_trace_json(const std::vector<Event>& events, const std::vector<DeviceInfo>& devices) {
  std::int64_t origin = 0;
  if (!events.empty()) {
    origin = std::min_element(events.begin(), events.end(), [](const Event& a, const Event& b) {
               return a.start_ns < b.start_ns;
             })->start_ns;
  }
  std::string out = "{\"displayTimeUnit\":\"ns\",\"traceEvents\":[\n";
  bool first = true;
  auto add = [&](const std::string& obj) {
    if (!first) out += ",\n";
    out += obj;
    first = false;
  };
  for (const DeviceInfo& d : devices) {
    const std::string pid = std::to_string(d.index + 1);
    add("{\"ph\":\"M\",\"name\":\"process_name\",\"pid\":" + pid + ",\"tid\":0,\"args\":{\"name\":" +
        json_quote(lane_name(d)) + "}}");
    add("{\"ph\":\"M\",\"name\":\"process_sort_index\",\"pid\":" + pid +
        ",\"tid\":0,\"args\":{\"sort_index\":" + pid + "}}");
  }
  for (const Event& e : events) {
    const std::string pid = std::to_string(e.device + 1);
    std::string args = "{\"step\":" + std::to_string(e.step);
    if (e.replica >= 0) args += ",\"replica\":" + std::to_string(e.replica);
    if (e.order >= 0) args += ",\"completion_order\":" + std::to_string(e.order);
    if (e.input.ndim() > 0) args += ",\"input\":" + json_quote(e.input.to_string());
    if (e.output.ndim() > 0) args += ",\"output\":" + json_quote(e.output.to_string());
    if (e.bytes) args += ",\"bytes\":" + std::to_string(e.bytes);
    if (!e.message.empty()) args += ",\"message\":" + json_quote(e.message);
    args += "}";
    const std::string ts = micros(e.start_ns - origin);
    if (e.phase == Phase::Warning || e.phase == Phase::Print) {
      add(std::string("{\"ph\":\"i\",\"s\":\"") + (e.phase == Phase::Warning ? "g" : "p") +
          "\",\"name\":" + json_quote(e.phase == Phase::Warning ? "UserWarning" : "print") +
          ",\"cat\":\"" + phase_name(e.phase) + "\",\"ts\":" + ts + ",\"pid\":" + pid +
          ",\"tid\":0,\"args\":" + args + "}");
    } else {
      // A device's slice also on its thread's clock (Chrome's tts/tdur): the work, without the waits.
      const std::string thread_clock =
          e.work_ns >= 0 ? ",\"tts\":" + micros(e.work_start_ns) + ",\"tdur\":" + micros(e.work_ns) : std::string();
      add(std::string("{\"ph\":\"X\",\"name\":\"") + phase_name(e.phase) + "\",\"cat\":\"dataparallel\",\"ts\":" +
          ts + ",\"dur\":" + micros(e.end_ns - e.start_ns) + thread_clock + ",\"pid\":" + pid +
          ",\"tid\":0,\"args\":" + args + "}");
    }
  }
  return out + "\n]}\n";
}

}  // namespace dp
