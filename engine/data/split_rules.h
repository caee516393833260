// The scatter rule worked through, for the rules explorer: what a batch of B rows does on G GPUs
// (R1.2, R7.1: s = ⌈B/G⌉ rows per chunk, ⌈B/s⌉ chunks, the rest of the GPUs idle), and how a whole
// epoch's batches split (R12.1 then R1.2). Numbers only; the UI words them in either language.
#pragma once

#include <cstdint>
#include <vector>

namespace dp {

struct SplitFacts {
  std::int64_t batch = 0;
  int gpus = 0;
  std::int64_t per_chunk = 0;              // s = ⌈B/G⌉ (0 for B = 0)
  std::vector<std::int64_t> chunk_sizes;   // torch.chunk's pieces; replica r runs on GPU r
  int used = 0;                            // replicas = GPUs that run (G for B = 0, R7.1)
  int idle = 0;                            // G - used
  double imbalance = 1.0;                  // largest chunk / smallest chunk (1 when even or B = 0)
};

// Throws as torch.chunk does for gpus <= 0.
SplitFacts split_facts(std::int64_t batch, int gpus);

struct EpochBatch {
  std::int64_t index = 0;
  SplitFacts split;
};

// The DataLoader's batch sizes for `data` rows (drop_last or not), each split over `gpus`.
std::vector<EpochBatch> epoch_splits(std::int64_t data, std::int64_t batch_size, bool drop_last, int gpus);

}  // namespace dp
