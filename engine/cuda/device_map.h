// Pure planning for the CUDA backend, compiled in every build so it is tested without a GPU:
// where logical devices live (round-robin over physical GPUs, "virtual" beyond the first pass),
// and how a parameter broadcast splits into NCCL ranks (distinct physical GPUs only: NCCL refuses
// one device twice in a communicator) and local copies on a shared GPU.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace dp {

// Logical device i runs on physical device i mod physical_count.
int physical_of(int logical, int physical_count);
bool is_virtual(int logical, int physical_count);
// "NVIDIA H200" for a real device; "virtual GPU 5 on cuda:1 (NVIDIA H200)" for a virtual one.
std::string cuda_label(int logical, int physical_count, const std::string& name);

struct BroadcastPlan {
  // Replica indices taking part in NCCL, one per distinct physical GPU, the source (replica 0)
  // first, so it is rank 0. Empty when every replica shares replica 0's GPU.
  std::vector<int> nccl_ranks;
  // (replica, source replica): after NCCL, replica copies from a replica on its own GPU.
  std::vector<std::pair<int, int>> local_copies;
};

// `physical[r]` is replica r's physical GPU; replica 0 holds the parameters.
BroadcastPlan plan_broadcast(const std::vector<int>& physical);

}  // namespace dp
