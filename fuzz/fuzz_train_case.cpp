// libFuzzer target: the training case reader (run/train_case.h) on arbitrary bytes, then the run
// config a case gives. Any crash, sanitizer report or exception other than dp::Error is a bug.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/error.h"
#include "run/train_case.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  try {
    const dp::TrainCase c = dp::parse_train_case(std::string_view(reinterpret_cast<const char*>(data), size), "fuzz.json");
    const dp::RunConfig r = dp::train_case_run_config(c, 2, dp::Backend::Simulated);
    if (r.data_size != c.n || c.x.size() != static_cast<std::size_t>(c.n * c.in)) __builtin_trap();
    // A shuffled case has one order per epoch (and only a shuffled one has any).
    if (r.shuffle != c.shuffle || c.epoch_orders.size() != (c.shuffle ? static_cast<std::size_t>(c.epochs) : 0)) __builtin_trap();
  } catch (const dp::Error&) {
  }
  return 0;
}
