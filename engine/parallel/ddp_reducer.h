// The DDP reducer (SEMANTICS R14): parameters broadcast from rank 0 at construction; gradients
// live in bucket buffers (as views, like gradient_as_bucket_view); a bucket is scaled by 1/world and
// its all-reduce started as soon as its last gradient is ready, while backward goes on; finalize()
// waits on them all before the optimizer step. After the first iteration the buckets are rebuilt in
// the order gradients became ready, with the limits [first_bucket_bytes, cap] (R14.5).
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "dist/process_group.h"
#include "nn/module.h"
#include "parallel/buckets.h"

namespace dp {

struct ReducerOptions {
  std::uint64_t cap_bytes = kDefaultBucketCapBytes;
  std::uint64_t first_bucket_bytes = kDefaultFirstBucketBytes;
  bool overlap = true;  // false: every all-reduce starts after backward (the bench's baseline)
  // The caller divided by the world size already (DdpTraining scales the loss gradient by 1/W, so
  // backward yields gradients/W: the same average without a pass over every gradient byte).
  bool prescaled = false;
};

// One bucket's all-reduce in the last backward, on the rank's steady clock (now_ns()).
struct BucketReduce {
  int bucket = 0;              // index in the reducer's order
  std::uint64_t bytes = 0;
  std::int64_t start_ns = 0;   // when it was started
  std::int64_t end_ns = 0;     // when this rank saw it complete
};

// t *= scale where t lives: a loop on the host, the device's axpby elsewhere (finite values:
// exactly t·scale on both).
void scale_in_place(Tensor& t, float scale);

class DdpReducer {
 public:
  // Collective: every rank constructs its reducer with the same model structure.
  DdpReducer(ProcessGroup& group, Module& module, ReducerOptions options = {});
  ~DdpReducer();
  DdpReducer(const DdpReducer&) = delete;
  DdpReducer& operator=(const DdpReducer&) = delete;

  void prepare_for_backward();
  // Parameter p's gradient is written: when its bucket is complete, scale it and start it.
  void mark_ready(std::size_t p);
  // Gives started all-reduces a chance to progress (call between layers' backward).
  void poll();
  // Waits for every bucket (starting any not yet started); the gradients are then averaged.
  void finalize();

  // Parameter indices per bucket, in the reducer's order (the order all-reduces start).
  const std::vector<std::vector<std::size_t>>& buckets() const { return buckets_; }
  std::vector<std::uint64_t> bucket_bytes() const;
  const std::vector<BucketReduce>& last_reduces() const { return reduces_; }
  std::int64_t iteration() const { return iteration_; }
  // Between steps only: the bench compares overlap with all-reduces after backward in one run.
  void set_overlap(bool overlap) { options_.overlap = overlap; }

 private:
  void bind(std::vector<std::vector<std::size_t>> buckets);
  void start(std::size_t b, bool blocking);

  ProcessGroup& group_;
  ReducerOptions options_;
  std::vector<Tensor*> params_, grads_;
  std::vector<std::vector<std::size_t>> buckets_;
  std::vector<std::size_t> bucket_of_;        // parameter → bucket
  std::vector<Tensor> buffers_;               // one flat buffer per bucket
  std::vector<std::size_t> pending_;          // gradients still missing per bucket
  std::vector<std::unique_ptr<Work>> work_;   // per bucket, while started
  std::vector<std::size_t> ready_order_;      // parameters in the order they became ready
  std::vector<BucketReduce> reduces_;
  std::int64_t iteration_ = 0;
};

}  // namespace dp
