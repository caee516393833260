// Chrome Trace Event JSON (object form) for a Trace, which Perfetto and chrome://tracing open:
// one process lane per device (pid 0 = host, pid d+1 = cuda:d) named by "M" events, an "X"
// slice per phase (a device's also on its thread's clock: "tts"/"tdur", the work without the waits),
// an "i" instant per warning.
#pragma once

#include <string>
#include <vector>

#include "device/device.h"
#include "trace/trace.h"

namespace dp {

std::string chrome_trace_json(const std::vector<Event>& events, const std::vector<DeviceInfo>& devices);

// JSON string literal with quotes and escapes.
std::string json_quote(const std::string& text);

}  // namespace dp
