// A training case: one object of the "cases" of a file like tests/data/train.json (config,
// initial_params, x, y, and for a shuffled case epoch_orders; "expect" is ignored; the format is in
// docs/semantics.md), read strictly from untrusted text: unknown or repeated keys, wrong types and
// out-of-range numbers are refused with where they are. `dpviz-cli train --case` replays one.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/shape.h"
#include "run/run_config.h"

namespace dp {

// A parameter by its named_parameters() name, with its values on the host (row-major).
struct NamedTensor {
  std::string name;
  Shape shape;
  std::vector<float> values;
};

// Which program replays a case: dpviz-cli ("single") or dpviz-ddp under mpirun ("ddp").
enum class TrainCaseMode { Single, Ddp };
inline constexpr std::array<std::string_view, 2> kTrainCaseModeNames = {"single", "ddp"};  // config.mode
static_assert(kTrainCaseModeNames.size() == std::size_t(TrainCaseMode::Ddp) + 1, "a name per TrainCaseMode");

constexpr std::string_view train_case_mode_name(TrainCaseMode mode) { return kTrainCaseModeNames[std::size_t(mode)]; }
constexpr std::optional<TrainCaseMode> parse_train_case_mode(std::string_view name) {
  for (std::size_t i = 0; i < kTrainCaseModeNames.size(); ++i) {
    if (kTrainCaseModeNames[i] == name) return TrainCaseMode(i);
  }
  return std::nullopt;
}

struct TrainCase {
  TrainCaseMode mode = TrainCaseMode::Single;
  TrainModel model = TrainModel::Linear;
  std::vector<std::int64_t> layers;       // model "layers": the widths
  std::int64_t n = 0;                     // samples
  std::int64_t in = 0, out = 0;           // features of x and y
  std::int64_t batch = 1;                 // DataLoader batch_size (ddp: per rank)
  double lr = 0.1, momentum = 0.0;
  std::int64_t epochs = 1;
  std::uint64_t seed = 0;                 // recorded by the generator; the data is given
  bool drop_last = false;
  bool shuffle = false;                   // config.shuffle: the sampler shuffled (its orders are given)
  int world = 0;                          // ddp: the number of ranks; 0 for single
  std::vector<NamedTensor> initial_params;  // named_parameters() order
  std::vector<float> x;                   // [n, in], row-major
  std::vector<float> y;                   // [n, out]
  // shuffle: the order torch's sampler drew in each epoch (a permutation of 0..n-1 each, `epochs` of
  // them): RandomSampler's for single, DistributedSampler's randperm seeded seed + epoch for ddp. The
  // engine's shuffle is its own generator, so a replay takes torch's orders as given.
  std::vector<std::vector<std::int64_t>> epoch_orders;
};

// Throws ValueError "ORIGIN:LINE:COLUMN: <what>" for JSON syntax and "ORIGIN: x[3]: expected 5
// numbers, got 4" for content.
TrainCase parse_train_case(std::string_view text, const std::string& origin);
// The file at `path` (at most kMaxCaseBytes); OSError "PATH: cannot read: ..." when unreadable.
TrainCase load_train_case(const std::string& path);
inline constexpr std::uint64_t kMaxCaseBytes = 256ull << 20;

// The run a case describes (DataLoader(batch, shuffle, drop_last)) on `gpus` devices; a shuffled
// case's orders travel in the TrainCase, which Training and DdpTraining take as `replay`.
RunConfig train_case_run_config(const TrainCase& c, int gpus, Backend backend);

}  // namespace dp
