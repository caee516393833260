// dpviz-cli commands: tutorial (the tutorial's printout, JSON, trace) and split.
#include "cli_run.h"

#include <set>
#include <sstream>

#include "core/atomic_file.h"
#include "run/backends.h"
#include "trace/chrome_trace.h"
#include "core/chunk.h"
#include "core/error.h"
#include "run/tutorial.h"

namespace cli {
namespace {

std::string json_list(const std::vector<std::int64_t>& v) {
  std::string s = "[";
  for (std::size_t i = 0; i < v.size(); ++i) s += (i ? "," : "") + std::to_string(v[i]);
  return s + "]";
}

std::string json_ints(const std::vector<int>& v) {
  return json_list(std::vector<std::int64_t>(v.begin(), v.end()));
}

std::string batch_json(const dp::BatchRecord& rec) {
  return "{\"batch\":" + std::to_string(rec.index) + ",\"input\":" + json_list(rec.input.dims()) +
         ",\"chunks\":" + json_list(rec.chunk_sizes) + ",\"devices\":" + json_ints(rec.devices) +
         ",\"output\":" + json_list(rec.output.dims()) + ",\"times_ns\":" + json_list(rec.forward_ns) +
         ",\"completion_order\":" + json_ints(rec.printed_order) + "}";
}

// Python shows a given UserWarning once per place it is raised: print each text once.
class Warnings {
 public:
  explicit Warnings(std::ostream& err) : err_(err) {}
  void show(const std::string& text) {
    if (seen_.insert(text).second) err_ << "UserWarning: " << text << "\n";
  }

 private:
  std::ostream& err_;
  std::set<std::string> seen_;
};

// More GPUs asked for than the machine has: say which are virtual (stderr; stdout stays the
// tutorial's printout).
void note_virtual_gpus(const std::vector<dp::DeviceInfo>& lanes, std::ostream& err) {
  int first_virtual = -1, gpus = 0;
  for (const auto& d : lanes) {
    if (d.is_host()) continue;
    ++gpus;
    if (d.kind == dp::DeviceKind::VirtualCuda && first_virtual < 0) first_virtual = d.index;
  }
  if (first_virtual < 0) return;
  err << "dpviz-cli: " << gpus << " GPUs on " << first_virtual << " CUDA device"
      << (first_virtual == 1 ? "" : "s") << ": cuda:" << first_virtual << (gpus - first_virtual > 1 ? "-" + std::to_string(gpus - 1) : "")
      << " are virtual GPUs sharing them round-robin (cuda:i runs on physical GPU i mod "
      << first_virtual << ")\n";
}

int run_tutorial(const Options& o, std::ostream& out, std::ostream& err) {
  if (!o.trace_path.empty()) dp::check_writable(o.trace_path);  // fail before any output
  dp::Trace trace;
  std::ostringstream text;  // printed only once the whole run succeeded: no partial output
  std::vector<dp::DeviceInfo> lanes;
  Warnings warnings(err);
  if (o.run.data_size > 0) {
    dp::Tutorial tutorial(o.run, &trace);
    lanes = tutorial.pool().lanes();
    if (o.run.backend == dp::Backend::Cuda) note_virtual_gpus(lanes, err);
    for (const auto& w : tutorial.setup_warnings()) warnings.show(w);
    if (!o.json && !tutorial.header().empty()) text << tutorial.header() << "\n";
    while (!tutorial.done()) {
      const dp::BatchRecord rec = tutorial.step();
      for (const auto& w : rec.warnings) warnings.show(w);
      if (o.json) {
        text << batch_json(rec) << "\n";
        continue;
      }
      const auto lines = o.order == Order::Index ? rec.replica_lines : rec.lines_in_print_order();
      for (const auto& line : lines) text << line << "\n";
      text << rec.outside << "\n";
    }
  }
  if (!o.trace_path.empty()) dp::write_file_atomically(o.trace_path, dp::chrome_trace_json(trace.events(), lanes));
  out << text.str();
  return 0;
}

int run_split(const Options& o, std::ostream& out) {
  std::vector<std::int64_t> sizes;
  if (o.shape) {
    const dp::Shape shape{*o.shape};
    const auto shapes = dp::chunk_shapes(shape, o.chunks, o.dim);
    const int d = dp::wrap_dim(o.dim, shape.ndim());
    for (const auto& s : shapes) sizes.push_back(s[d]);
  } else {
    sizes = dp::chunk_sizes(o.batch, o.chunks);
  }
  out << dp::python_list(sizes) << "\n";
  return 0;
}

}  // namespace

int run(const Options& o, std::ostream& out, std::ostream& err) {
  try {
    switch (o.command) {
      case Command::Help: out << help_text(); return 0;
      case Command::Version:
        out << "dpviz-cli " << DPVIZ_VERSION << "\n" << "CUDA backend: " << dp::describe(dp::discover_cuda());
        if (!dp::discover_cuda().runtime.empty()) out << "; " << dp::discover_cuda().runtime;
        out << "\n";
        return 0;
      case Command::Tutorial: return run_tutorial(o, out, err);
      case Command::Split: return run_split(o, out);
    }
  } catch (const dp::Error& e) {
    std::string line = e.what();
    for (auto& c : line) {
      if (c == '\n') c = ' ';
    }
    err << line << "\n";
    return kExitUsage;
  } catch (const std::exception& e) {
    err << "dpviz-cli: " << e.what() << "\n";
    return 1;
  }
  return 1;
}

}  // namespace cli
