// dpviz-cli train: the Training run object (engine/run/training.h) driven to the end; output is
// written only once the whole run succeeded (no partial output on an error).
#include "cli_train.h"

#include <optional>
#include <sstream>

#include "cli_common.h"
#include "core/atomic_file.h"
#include "core/float_text.h"
#include "run/train_printout.h"
#include "run/training.h"
#include "trace/chrome_trace.h"

namespace cli {
namespace {

std::string memory_json(const std::vector<dp::MemoryByKind>& memory) {
  std::string s = "[";
  for (std::size_t d = 0; d < memory.size(); ++d) {
    const dp::MemoryByKind& m = memory[d];
    s += (d ? "," : "") + std::string("{\"device\":") + std::to_string(d) + ",\"parameters\":" +
         std::to_string(m.parameters_bytes) + ",\"gradients\":" + std::to_string(m.gradients_bytes) + ",\"momentum\":" +
         std::to_string(m.momentum_bytes) + ",\"reduce_buffer\":" + std::to_string(m.reduce_buffer_bytes) +
         ",\"in_use\":" + std::to_string(m.total.in_use_bytes) + ",\"peak\":" + std::to_string(m.total.peak_bytes) + "}";
  }
  return s + "]";
}

std::string step_json(const dp::TrainRecord& r) {
  std::vector<std::int64_t> reduce(r.reduce_bytes.begin(), r.reduce_bytes.end());
  return "{\"step\":" + std::to_string(r.index) + ",\"epoch\":" + std::to_string(r.epoch) + ",\"batch\":" +
         std::to_string(r.batch) + ",\"loss\":" + dp::json_float(r.loss) + ",\"input\":" + json_list(r.input.dims()) +
         ",\"output\":" + json_list(r.output.dims()) + ",\"devices\":" + json_ints(r.devices) + ",\"chunks\":" +
         json_list(r.chunk_sizes) + ",\"grad_chunks\":" + json_list(r.grad_chunk_sizes) + ",\"reduce_device\":" +
         std::to_string(r.reduce_device) + ",\"reduce_bytes\":" + json_list(reduce) + ",\"times_ns\":{\"forward\":" +
         json_list(r.forward_ns) + ",\"loss\":" + std::to_string(r.loss_ns) + ",\"backward\":" + json_list(r.backward_ns) +
         ",\"reduce\":" + std::to_string(r.reduce_ns) + ",\"optimizer\":" + std::to_string(r.optimizer_ns) + ",\"step\":" +
         std::to_string(r.step_ns) + "},\"memory\":" + memory_json(r.memory_by_kind) + "}";
}

std::string floats_json(const std::vector<float>& v) {
  std::string s = "[";
  for (std::size_t i = 0; i < v.size(); ++i) s += (i ? "," : "") + dp::json_float(v[i]);
  return s + "]";
}

// {"losses":[...],"final_params":[{"name":...,"shape":[...],"values":[...]}]} (docs/design.md, "Contracts": training cases).
std::string case_json(const std::vector<float>& losses, const std::vector<dp::NamedTensor>& params) {
  std::string s = "{\"losses\":" + floats_json(losses) + ",\"final_params\":[";
  for (std::size_t i = 0; i < params.size(); ++i) {
    s += (i ? "," : "") + std::string("{\"name\":") + dp::json_quote(params[i].name) + ",\"shape\":" +
         json_list(params[i].shape.dims()) + ",\"values\":" + floats_json(params[i].values) + "}";
  }
  return s + "]}";
}

}  // namespace

int run_train(const Options& o, std::ostream& out, std::ostream& err) {
  if (!o.trace_path.empty()) dp::check_writable(o.trace_path);  // fail before any output
  std::optional<dp::TrainCase> replay;
  dp::RunConfig config = o.run;
  if (!o.case_path.empty()) {
    replay = dp::load_train_case(o.case_path);
    if (replay->mode != dp::TrainCaseMode::Single) {  // a ddp case belongs to dpviz-ddp under mpirun (docs/design.md)
      err << "dpviz-cli: " << o.case_path << " is a ddp case (world " << replay->world
          << "): replay it with mpirun -np " << replay->world << " dpviz-ddp train --case " << o.case_path << "\n";
      return kExitUsage;
    }
    config = dp::train_case_run_config(*replay, o.run.gpus, o.run.backend);
    config.memory_budget_bytes = o.run.memory_budget_bytes;
  }
  dp::Trace trace;
  dp::Training run(config, &trace, replay ? &*replay : nullptr);
  const std::vector<dp::DeviceInfo> lanes = run.pool().lanes();
  if (config.backend == dp::Backend::Cuda) note_virtual_gpus(lanes, err);
  Warnings warnings(err);
  for (const auto& w : run.setup_warnings()) warnings.show(w);
  std::ostringstream text;
  if (!replay && !o.json) text << dp::train_header(run) << "\n";
  std::vector<float> losses;
  while (!run.done()) {
    const dp::TrainRecord rec = run.step();
    for (const auto& w : rec.warnings) warnings.show(w);
    if (replay) {
      losses.push_back(rec.loss);
    } else {
      text << (o.json ? step_json(rec) + "\n" : dp::train_step_text(rec, run));
    }
  }
  if (replay) text << case_json(losses, run.parameters()) << "\n";
  if (!o.trace_path.empty()) dp::write_file_atomically(o.trace_path, dp::chrome_trace_json(trace.events(), lanes));
  out << text.str();
  return 0;
}

}  // namespace cli
