// The estimate in 128-bit arithmetic, saturated to 64 bits.
#include "run/memory_budget.h"

#include <unistd.h>

#include <algorithm>
#include <cstdio>

#include "core/dtype.h"
#include "core/error.h"

namespace dp {
namespace {

__extension__ typedef unsigned __int128 Wide;  // GCC and Clang: exact products of 64-bit sizes

std::uint64_t saturate(Wide v) { return v > Wide(UINT64_MAX) ? UINT64_MAX : static_cast<std::uint64_t>(v); }

Wide nonneg(std::int64_t v) { return v > 0 ? Wide(static_cast<std::uint64_t>(v)) : 0; }

}  // namespace

std::uint64_t physical_memory_bytes() {
  const long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
  return pages > 0 && page > 0 ? std::uint64_t(pages) * std::uint64_t(page) : (8ull << 30);
}

std::uint64_t default_memory_budget() { return physical_memory_bytes() / 2; }

std::uint64_t memory_budget(const RunConfig& config) {
  return config.memory_budget_bytes ? config.memory_budget_bytes : default_memory_budget();
}

namespace {

// Training: x and targets on the host; per step the batch and targets, chunks, every layer's
// output (and ReLU's), the loss's target copy and gradient, the gradient pieces, the layers'
// input gradients; per device the parameters and their gradients; momentum and the reduce buffer.
MemoryEstimate estimate_training_memory(const RunConfig& c) {
  const std::vector<std::int64_t> widths = train_layer_widths(c);
  const Wide f = kScalarBytes;
  const Wide in = nonneg(widths.front()), out = nonneg(widths.back()), data = nonneg(c.data_size);
  const Wide batch = std::min(nonneg(c.batch_size), data);
  const Wide gpus = nonneg(std::max(c.gpus, 1));
  Wide params = 0, hidden = 0, outputs = 0;
  for (std::size_t i = 0; i + 1 < widths.size(); ++i) {
    params += nonneg(widths[i]) * nonneg(widths[i + 1]) + nonneg(widths[i + 1]);
    outputs += nonneg(widths[i + 1]);
    if (i > 0) hidden += nonneg(widths[i]);
  }
  MemoryEstimate e;
  e.dataset = saturate(data * (in + out) * f);
  const Wide activations = batch * (2 * in + outputs + 3 * hidden + 5 * out);
  e.steps = saturate((activations + 2 * gpus * params + 2 * params) * f);
  e.total = saturate(Wide(e.dataset) + Wide(e.steps));
  return e;
}

}  // namespace

MemoryEstimate estimate_run_memory(const RunConfig& c) {
  if (c.mode == RunMode::Train) return estimate_training_memory(c);
  const Wide f = kScalarBytes;
  const Wide in = nonneg(c.input_size), out = nonneg(c.output_size), data = nonneg(c.data_size);
  const Wide batch = std::min(nonneg(c.batch_size), data);
  const Wide gpus = nonneg(std::max(c.gpus, 1));
  MemoryEstimate e;
  e.dataset = saturate(data * in * f);
  // The host batch and its chunks on the devices (2 × B × in); the replicas' outputs, the
  // gathered output and the reused result buffer (3 × B × out); parameters on every device.
  e.steps = saturate((2 * batch * in + 3 * batch * out + gpus * (in * out + out)) * f);
  e.total = saturate(Wide(e.dataset) + Wide(e.steps));
  return e;
}

std::string human_bytes(std::uint64_t bytes) {
  const char* units[] = {"bytes", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
  double v = double(bytes);
  int u = 0;
  while (v >= 1024.0 && u < 6) {
    v /= 1024.0;
    ++u;
  }
  char buf[48];
  if (u == 0) {
    std::snprintf(buf, sizeof buf, "%llu bytes", static_cast<unsigned long long>(bytes));
  } else {
    std::snprintf(buf, sizeof buf, "%.1f %s", v, units[u]);
  }
  return buf;
}

void check_memory_budget(const RunConfig& config) {
  const MemoryEstimate e = estimate_run_memory(config);
  const std::uint64_t budget = memory_budget(config);
  if (e.total <= budget) return;
  throw Error(ErrorType::OutOfMemoryError,
              "this run needs about " + human_bytes(e.total) + " (" + std::to_string(e.total) +
                  " bytes) but the memory budget is " + human_bytes(budget) + " (" + std::to_string(budget) +
                  " bytes" + (config.memory_budget_bytes ? "" : ", half of this machine's memory") +
                  "): make the data, the batch or the features smaller, or raise the budget");
}

}  // namespace dp
