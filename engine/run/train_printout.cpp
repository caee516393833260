// A training run's printout (see train_printout.h).
#include "run/train_printout.h"

#include <sstream>

#include "core/float_text.h"
#include "core/limits.h"

namespace dp {

std::string train_model_text(const RunConfig& c) {
  const std::vector<std::int64_t> w = train_layer_widths(c);
  std::string layers;
  for (std::size_t i = 0; i + 1 < w.size(); ++i) {
    layers += (i ? ", ReLU, " : "") + std::string("Linear(") + std::to_string(w[i]) + ", " + std::to_string(w[i + 1]) + ")";
  }
  return c.train_model == TrainModel::Linear ? layers : "Sequential(" + layers + ")";
}

std::string train_header(const Training& run) {
  const RunConfig& c = run.config();
  const std::string where = c.gpus == 0 ? "the CPU (no GPU: not wrapped)"
                                        : std::to_string(c.gpus) + (c.gpus == 1 ? " GPU" : " GPUs") + " (DataParallel)";
  return "Training " + train_model_text(c) + " with MSELoss and SGD(lr=" + python_float(c.lr) +
         ", momentum=" + python_float(c.momentum) + ") on " + where + ": " + std::to_string(run.total_steps()) +
         " steps, " + std::to_string(run.batches_per_epoch()) + " per epoch";
}

std::string train_step_text(const TrainRecord& r, const Training& run) {
  const RunConfig& c = run.config();
  std::ostringstream s;
  s << "step " << r.index + 1 << " of " << run.total_steps() << " (epoch " << r.epoch + 1 << ", batch " << r.batch + 1
    << "): loss " << json_float(r.loss) << "\n";
  for (std::size_t i = 0; i < r.devices.size(); ++i) {
    s << "\treplica " << i << " on " << torch_device_name(r.devices[i]) << ": input "
      << Shape{r.chunk_sizes[i], c.input_size}.to_string() << " output "
      << Shape{r.chunk_sizes[i], c.output_size}.to_string() << " grad "
      << Shape{r.grad_chunk_sizes[i], c.output_size}.to_string() << "\n";
  }
  const std::uint64_t bytes = r.reduce_bytes.empty() ? 0 : r.reduce_bytes[0];
  if (r.devices.size() > 1) {
    s << "\tgradients summed on " << torch_device_name(r.reduce_device) << ": " << bytes << " bytes from each of "
      << r.devices.size() << " replicas\n";
  } else {
    s << "\tgradients on " << torch_device_name(r.reduce_device) << ": " << bytes << " bytes from one replica, nothing to sum\n";
  }
  return s.str();
}

}  // namespace dp
