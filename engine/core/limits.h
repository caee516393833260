// The limits of a run, defined once: the engine enforces them, and the GUI, the lesson files and the
// command lines ask for them here (the controls' ranges, the parser's range checks, the help texts).
#pragma once

#include <cstdint>
#include <string>

namespace dp {

struct IntRange {
  std::int64_t min = 0;
  std::int64_t max = 0;
  constexpr bool contains(std::int64_t v) const { return v >= min && v <= max; }
};

// Devices a pool may hold. 0 is the tutorial's run on a machine without a GPU (R11.4: the model is
// not wrapped), valid for the engine and dpviz-cli.
inline constexpr IntRange kGpuRange{0, 64};
// What the app and lesson files offer: at least one GPU to draw.
inline constexpr IntRange kAppGpuRange{1, kGpuRange.max};
// The app's and lesson files' other controls (the engine itself takes any size the memory guard allows).
inline constexpr IntRange kBatchSizeRange{1, 1'000'000};
inline constexpr IntRange kDataSizeRange{0, 10'000'000};
inline constexpr IntRange kFeaturesRange{1, 4096};
inline constexpr IntRange kSeedRange{0, 2'147'483'647};
// Training: passes over the data (0 trains nothing), and how many Linear layers a model may have.
inline constexpr IntRange kEpochsRange{0, 10'000};
inline constexpr IntRange kLayerCountRange{1, 16};

struct DoubleRange {
  double min = 0;
  double max = 0;
  constexpr bool contains(double v) const { return v >= min && v <= max; }
};
// The animation's speed factor (1× is the teaching pace).
inline constexpr DoubleRange kSpeedRange{0.1, 10.0};
// Training, as the app and lesson files offer it (the engine takes any epochs in kEpochsRange and
// any non-negative lr and momentum, as PyTorch does).
inline constexpr IntRange kAppEpochsRange{1, 100};
inline constexpr DoubleRange kLrRange{0.0, 10.0};
inline constexpr DoubleRange kMomentumRange{0.0, 0.99};

// Throws ValueError "the number of GPUs must be between 0 and 64, got N" outside kGpuRange.
void check_gpu_count(std::int64_t gpus);

// torch.device text of a device index: "cuda:3", or "cpu" for -1 (DataParallel's output_device=-1).
std::string torch_device_name(int index);

}  // namespace dp
