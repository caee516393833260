// What dpviz-cli's commands share: JSON lists of integers, UserWarnings shown once, and the note
// on virtual CUDA GPUs (both on stderr, so stdout stays the command's own output).
#pragma once

#include <cstdint>
#include <ostream>
#include <set>
#include <string>
#include <vector>

#include "device/device.h"

namespace cli {

std::string json_list(const std::vector<std::int64_t>& v);  // "[30,5]"
std::string json_ints(const std::vector<int>& v);

// Python shows a given UserWarning once per place it is raised: print each text once.
class Warnings {
 public:
  explicit Warnings(std::ostream& err) : err_(err) {}
  void show(const std::string& text) {
    if (seen_.insert(text).second) err_ << "UserWarning: " << text << "\n";
  }

 private:
  std::ostream& err_;
  std::set<std::string> seen_;
};

// More GPUs asked for than the machine has: say which are virtual.
void note_virtual_gpus(const std::vector<dp::DeviceInfo>& lanes, std::ostream& err);

}  // namespace cli
