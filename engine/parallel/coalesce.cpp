// _take_tensors over one dtype: close the open buffer when the next tensor would overflow it.
#include "parallel/coalesce.h"

#include "core/dtype.h"

namespace dp {

std::vector<ElementRange> plan_coalesced_buffers(const std::vector<std::int64_t>& numels, std::uint64_t limit_bytes) {
  std::vector<ElementRange> buffers;
  ElementRange open;
  std::uint64_t open_bytes = 0;
  for (std::int64_t n : numels) {
    const std::uint64_t bytes = bytes_of(n);
    if (open_bytes + bytes > limit_bytes && open_bytes > 0) {
      buffers.push_back(open);
      open = ElementRange{open.end, open.end};
      open_bytes = 0;
    }
    open.end += n;
    open_bytes += bytes;
  }
  if (open.end > open.begin || (buffers.empty() && !numels.empty())) buffers.push_back(open);
  return buffers;
}

}  // namespace dp
