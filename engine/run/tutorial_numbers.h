// The PyTorch "Data Parallelism" tutorial's numbers (docs/semantics.md R11), named once: the quiz's
// tutorial questions (engine/quiz/kinds/), the rules explorer's first inputs (ui/explorer) and
// RunConfig's defaults (run/run_config.h) read them; tests/engine/test_quiz.cpp's
// tutorialNumbersNamedOnce_R11 scans those files for the numbers written as literals. Plain constants.
#pragma once

#include <cstdint>

namespace dp::tutorial {

inline constexpr int kGpus = 8;                   // the tutorial's output on an 8-GPU machine
inline constexpr std::int64_t kDataSize = 100;    // RandomDataset(input_size, data_size)
inline constexpr std::int64_t kBatchSize = 30;    // DataLoader(batch_size=30)
inline constexpr std::int64_t kLastBatch = kDataSize % kBatchSize;  // the final, smaller batch: 10 (R11.1, R12.2)
inline constexpr std::int64_t kInputSize = 5;     // Linear(input_size, output_size)
inline constexpr std::int64_t kOutputSize = 2;

}  // namespace dp::tutorial
