// JSON integer lists and the virtual-GPU note.
#include "cli_common.h"

namespace cli {

std::string json_list(const std::vector<std::int64_t>& v) {
  std::string s = "[";
  for (std::size_t i = 0; i < v.size(); ++i) s += (i ? "," : "") + std::to_string(v[i]);
  return s + "]";
}

std::string json_ints(const std::vector<int>& v) {
  return json_list(std::vector<std::int64_t>(v.begin(), v.end()));
}

void note_virtual_gpus(const std::vector<dp::DeviceInfo>& lanes, std::ostream& err) {
  int first_virtual = -1, gpus = 0;
  for (const auto& d : lanes) {
    if (d.is_host()) continue;
    ++gpus;
    if (d.kind == dp::DeviceKind::VirtualCuda && first_virtual < 0) first_virtual = d.index;
  }
  if (first_virtual < 0) return;
  err << "dpviz-cli: " << gpus << " GPUs on " << first_virtual << " CUDA device"
      << (first_virtual == 1 ? "" : "s") << ": cuda:" << first_virtual << (gpus - first_virtual > 1 ? "-" + std::to_string(gpus - 1) : "")
      << " are virtual GPUs sharing them round-robin (cuda:i runs on physical GPU i mod "
      << first_virtual << ")\n";
}

}  // namespace cli
