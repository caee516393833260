// ProfileRange: a named range on the calling thread for `nsys profile` (NVTX v3, header-only,
// shipped with the CUDA toolkit), so the profiler shows the same phases as the app's timeline.
// Without the toolkit it compiles to nothing. With no profiler attached NVTX costs a branch.
#pragma once

#if DPVIZ_HAVE_NVTX
#include <nvtx3/nvToolsExt.h>
#endif

namespace dp {

class ProfileRange {
 public:
#if DPVIZ_HAVE_NVTX
  explicit ProfileRange(const char* name) { nvtxRangePushA(name); }
  ~ProfileRange() { nvtxRangePop(); }
#else
  explicit ProfileRange(const char*) {}
#endif
  ProfileRange(const ProfileRange&) = delete;
  ProfileRange& operator=(const ProfileRange&) = delete;
};

}  // namespace dp
