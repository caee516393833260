// dpviz-cli commands: tutorial (the tutorial's printout, JSON, trace) and split; train is in
// cli_train.cpp, quiz in cli_quiz.cpp.
#include "cli_run.h"

#include "cli_common.h"
#include "cli_quiz.h"
#include "cli_train.h"

#include <unistd.h>

#include <iostream>

#include <set>
#include <sstream>

#include "core/atomic_file.h"
#include "run/backends.h"
#include "trace/chrome_trace.h"
#include "core/chunk.h"
#include "core/error.h"
#include "device/blas_kernel.h"
#include "parallel/buckets.h"
#include "run/tutorial.h"

namespace cli {
namespace {

std::string batch_json(const dp::BatchRecord& rec) {
  return "{\"batch\":" + std::to_string(rec.index) + ",\"input\":" + json_list(rec.input.dims()) +
         ",\"chunks\":" + json_list(rec.chunk_sizes) + ",\"devices\":" + json_ints(rec.devices) +
         ",\"output\":" + json_list(rec.output.dims()) + ",\"times_ns\":" + json_list(rec.forward_ns) +
         ",\"completion_order\":" + json_ints(rec.printed_order) + "}";
}

int run_tutorial(const Options& o, std::ostream& out, std::ostream& err) {
  if (!o.trace_path.empty()) dp::check_writable(o.trace_path);  // fail before any output
  dp::Trace trace;
  std::ostringstream text;  // printed only once the whole run succeeded: no partial output
  std::vector<dp::DeviceInfo> lanes;
  Warnings warnings(err);
  {  // no data too: the DataLoader refuses it with PyTorch's text when it shuffles (R12.4)
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

int run_buckets(const Options& o, std::ostream& out) {
  std::vector<dp::BucketTensor> tensors;
  for (std::size_t i = 0; i < o.bucket_bytes.size(); ++i) {
    tensors.push_back({o.bucket_bytes[i], o.bucket_dtypes.empty() ? "float32" : o.bucket_dtypes[i]});
  }
  out << dp::bucket_plan_json(dp::plan_buckets(tensors, o.cap_bytes, o.first_bucket_bytes, o.initial)) << "\n";
  return 0;
}

}  // namespace

int run(const Options& o, std::ostream& out, std::ostream& err) {
  try {
    if (o.gemm) dp::set_gemm_library(*o.gemm);  // before any device runs (the parser refused what this build lacks)
    switch (o.command) {
      case Command::Help: out << help_text(); return 0;
      case Command::Version:
        out << "dpviz-cli " << DPVIZ_VERSION << "\n" << "CUDA backend: " << dp::describe(dp::discover_cuda());
        if (!dp::discover_cuda().runtime.empty()) out << "; " << dp::discover_cuda().runtime;
        out << "\n" << "OpenBLAS kernel: " << dp::blas_core_name() << "\n";
        out << "GEMM library: " << dp::gemm_library_description(dp::gemm_library());
        if (dp::gemm_library() != dp::GemmLibrary::OpenBlas) out << "; also " << dp::gemm_library_description(dp::GemmLibrary::OpenBlas);
        out << "\n";
        return 0;
      case Command::Tutorial: return run_tutorial(o, out, err);
      case Command::Split: return run_split(o, out);
      case Command::Buckets: return run_buckets(o, out);
      case Command::Train: return run_train(o, out, err);
      case Command::Quiz: return run_quiz(o, std::cin, isatty(STDIN_FILENO) != 0, out);
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
