// dpviz-ddp --model-network MBIT[,ALPHA_MS]: the cost model's all-reduce time per step for this
// run's buckets on a network measured here (engine/trace/cost_model.h: nodes_on_network,
// allreduce_step_seconds), printed by rank 0 next to the all-reduce time the run measured.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace ddp {

struct NetworkModel {
  double mbit_per_s = 0;  // the rate TCP reaches on the slowest link between hosts, measured
  double alpha_ms = 0;    // α per ring step (the same all-reduce's time on a fast link ÷ its ring steps)
};

// "100" or "94.5,30": one line "dpviz-ddp: --model-network: ..." on bad input.
NetworkModel parse_network_model(const std::string& value, std::string& error);

// Rank 0's line: the measured all-reduce time per step (median over steps 1.. of the sum of rank
// 0's all-reduce phases; step 0 all-reduces one bucket of every gradient, R14.5) next to the
// model's for the steady buckets, hosts × ranks as the run laid them out. `hosts`: each rank's.
std::string network_model_line(const NetworkModel& m, const std::vector<std::string>& hosts,
                               const std::vector<std::uint64_t>& bucket_bytes, std::vector<double> measured_s);

}  // namespace ddp
