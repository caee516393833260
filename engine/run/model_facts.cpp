// The layers and parameter sizes of the model a RunConfig builds, for the cost model.
#include "run/model_facts.h"

#include "core/dtype.h"

namespace dp::cost {

ModelFacts model_facts(const RunConfig& config) {
  const std::vector<std::int64_t> widths =
      config.mode == RunMode::Forward ? std::vector<std::int64_t>{config.input_size, config.output_size}
                                      : train_layer_widths(config);
  ModelFacts m;
  for (std::size_t i = 0; i + 1 < widths.size(); ++i) {
    LayerFacts l{widths[i], widths[i + 1], i + 2 < widths.size(), int(m.param_bytes.size()), 0};
    l.bias = l.weight + 1;
    m.param_bytes.push_back(bytes_of(l.in * l.out));
    m.param_bytes.push_back(bytes_of(l.out));
    m.layers.push_back(l);
  }
  return m;
}

}  // namespace dp::cost
