// The cost model's formulas and the modelled DataParallel and DDP steps built from them. Every
// transfer is α + bytes/β on the link it crosses; every kernel is a launch plus FLOPs at peak.
// Host-side work (the DataLoader's collate, Python) is not modelled: the timelines start at the
// first copy to a GPU.
#include "trace/cost_model.h"

#include <algorithm>
#include <numeric>

#include "core/dtype.h"
#include "core/ring_rule.h"

namespace dp::cost {

double kernel_seconds(const Profile& p, double flops) { return p.launch_s + flops / p.peak_flops; }

double copy_seconds(const LinkSpec& link, double bytes) { return link.latency_s + bytes / link.bandwidth_Bps; }

double ring_step_seconds(const LinkSpec& bus, int world, double bytes) {
  return bus.latency_s + (bytes / double(std::max(world, 1))) / bus.bandwidth_Bps;
}

double ring_allreduce_seconds(const LinkSpec& bus, int world, double bytes) {
  return double(ring_step_count(world)) * ring_step_seconds(bus, world, bytes);
}

double pipelined_seconds(const LinkSpec& bus, int k, double bytes) {
  return k <= 1 ? 0.0 : double(k - 1) * bus.latency_s + bytes / bus.bandwidth_Bps;
}

double allreduce_busbw(int world, double bytes, double seconds) {
  return seconds <= 0 || world <= 1 ? 0.0 : bytes / seconds * ring_traffic_factor(world);
}

LinkSpec link_between(const Profile& p, int a, int b) {
  if (a < 0 || b < 0) return p.host;
  return a / p.gpus_per_node == b / p.gpus_per_node ? p.peer : p.network;
}

LinkSpec ring_bus(const Profile& p, int world) {
  if (world <= p.gpus_per_node || p.nodes <= 1) return p.peer;
  return {p.network.link, std::max(p.peer.latency_s, p.network.latency_s),
          std::min(p.peer.bandwidth_Bps, p.network.bandwidth_Bps)};
}

double allreduce_step_seconds(const Profile& p, int world, const std::vector<std::uint64_t>& bucket_bytes) {
  const LinkSpec bus = ring_bus(p, world);
  double s = 0;
  for (std::uint64_t b : bucket_bytes) s += ring_allreduce_seconds(bus, world, double(b));
  return s;
}

double ModelFacts::forward_flops_per_row() const {
  double flops = 0;
  for (const LayerFacts& l : layers) flops += 2.0 * double(l.in) * double(l.out);
  return flops;
}

std::uint64_t ModelFacts::total_param_bytes() const {
  return std::accumulate(param_bytes.begin(), param_bytes.end(), std::uint64_t{0});
}

std::vector<std::vector<int>> first_iteration_buckets(const ModelFacts& m) {
  std::vector<int> all(m.param_bytes.size());
  std::iota(all.begin(), all.end(), 0);
  return {all};
}

namespace {

struct Builder {
  ModelledStep out;
  double add(Phase phase, int device, double start, double seconds, Link link = Link::None, std::uint64_t bytes = 0,
             int bucket = -1) {
    out.slices.push_back({phase, device, start, start + seconds, link, bytes, bucket});
    out.step_s = std::max(out.step_s, start + seconds);
    return start + seconds;
  }
};

// One addmm per layer (2·rows·in·out FLOPs, the bias fused) and a ReLU kernel after all but the last.
double forward_seconds(const Profile& p, const ModelFacts& m, std::int64_t rows) {
  double s = 0;
  for (const LayerFacts& l : m.layers) {
    s += kernel_seconds(p, 2.0 * double(rows) * double(l.in) * double(l.out));
    if (l.relu_after) s += kernel_seconds(p, double(rows) * double(l.out));
  }
  return s;
}

// Backward, last layer first: the ReLU's gradient, dW (2·rows·in·out) and db (rows·out), whose
// end makes the layer's gradients ready, then dX (2·rows·in·out), which the first layer skips
// (the input needs no gradient). Returns the total; ready[l] is layer l's ready time from the start.
double backward_seconds(const Profile& p, const ModelFacts& m, std::int64_t rows, std::vector<double>* ready = nullptr) {
  const double r = double(rows);
  double s = 0;
  if (ready) ready->assign(m.layers.size(), 0.0);
  for (std::size_t i = m.layers.size(); i-- > 0;) {
    const LayerFacts& l = m.layers[i];
    if (l.relu_after) s += kernel_seconds(p, r * double(l.out));
    s += kernel_seconds(p, 2.0 * r * double(l.in) * double(l.out)) + kernel_seconds(p, r * double(l.out));
    if (ready) (*ready)[i] = s;
    if (i > 0) s += kernel_seconds(p, 2.0 * r * double(l.in) * double(l.out));
  }
  return s;
}

// MSELoss (mean) and its gradient: two elementwise kernels of ~3 FLOPs per output element.
double loss_seconds(const Profile& p, std::int64_t rows, std::int64_t out) {
  return 2.0 * kernel_seconds(p, 3.0 * double(rows) * double(out));
}

// SGD: one kernel per parameter tensor, 2 FLOPs per element.
double optimizer_seconds(const Profile& p, const ModelFacts& m) {
  double s = 0;
  for (const std::uint64_t b : m.param_bytes) s += kernel_seconds(p, 2.0 * double(b / kScalarBytes));
  return s;
}

// Training's second half of a DataParallel step, from the gather's end `t` (R10).
void dp_training(Builder& b, const Profile& p, const ModelFacts& m, const DpStepFacts& f, double t) {
  const int k = int(f.chunk_rows.size());
  const std::int64_t batch = std::accumulate(f.chunk_rows.begin(), f.chunk_rows.end(), std::int64_t{0});
  const std::int64_t out = m.out_features();
  double link_free = b.add(Phase::Loss, 0, t, loss_seconds(p, batch, out));
  const double loss_end = link_free;
  double backward_end = loss_end;
  for (int d = 0; d < k; ++d) {  // the output gradient's pieces leave cuda:0 one after another
    double start = loss_end;
    if (d > 0) {
      const LinkSpec link = link_between(p, 0, d);
      start = link_free = b.add(Phase::GradScatter, d, link_free, copy_seconds(link, double(bytes_of(f.chunk_rows[std::size_t(d)] * out))),
                                link.link, bytes_of(f.chunk_rows[std::size_t(d)] * out));
    }
    backward_end = std::max(backward_end, b.add(Phase::Backward, d, start, backward_seconds(p, m, f.chunk_rows[std::size_t(d)])));
  }
  double reduced = backward_end;
  const double reduce_s = pipelined_seconds(p.peer, k, double(m.total_param_bytes()));
  for (int d = 0; k > 1 && d < k; ++d) {
    reduced = b.add(Phase::Reduce, d, backward_end, reduce_s, p.peer.link, d == 0 ? 0 : m.total_param_bytes());
  }
  b.add(Phase::Optimizer, 0, reduced, optimizer_seconds(p, m));
}

}  // namespace

ModelledStep model_dp_step(const Profile& p, const ModelFacts& m, const DpStepFacts& f) {
  Builder b;
  const int k = int(f.chunk_rows.size());
  if (k == 0 || m.layers.empty()) {
    b.out.unavailable = {Refusal::NothingToModel};
    return b.out;
  }
  if (k > p.gpus_per_node) {
    b.out.unavailable = {Refusal::DpOneMachine, p.gpus_per_node, k};
    return b.out;
  }
  const std::int64_t in = m.in_features(), out = m.out_features();
  double scattered = 0;
  for (int d = 0; d < k; ++d) {  // scatter from the host: each GPU's copy on its own PCIe link
    const std::uint64_t bytes = bytes_of(f.chunk_rows[std::size_t(d)] * in);
    scattered = std::max(scattered, b.add(Phase::Scatter, d, 0, copy_seconds(p.host, double(bytes)), p.host.link, bytes));
  }
  double replicated = scattered;
  const double broadcast_s = pipelined_seconds(p.peer, k, double(m.total_param_bytes()));
  for (int d = 0; k > 1 && d < k; ++d) {
    replicated = b.add(Phase::Replicate, d, scattered, broadcast_s, p.peer.link, d == 0 ? 0 : m.total_param_bytes());
  }
  double link_free = replicated, gathered = replicated;
  for (int d = 0; d < k; ++d) {
    const std::int64_t rows = f.chunk_rows[std::size_t(d)];
    const double done = b.add(Phase::Forward, d, replicated, forward_seconds(p, m, rows));
    gathered = std::max(gathered, done);
    if (d == 0 || k == 1) continue;
    // Outputs arrive on cuda:0 one after another: they share its incoming link.
    const LinkSpec link = link_between(p, d, 0);
    link_free = b.add(Phase::Gather, d, std::max(link_free, done), copy_seconds(link, double(bytes_of(rows * out))),
                      link.link, bytes_of(rows * out));
    gathered = std::max(gathered, link_free);
  }
  if (f.training) dp_training(b, p, m, f, gathered);
  return b.out;
}

ModelledStep model_ddp_step(const Profile& p, const ModelFacts& m, const DdpStepFacts& f) {
  Builder b;
  if (f.world < 1 || m.layers.empty()) {
    b.out.unavailable = {Refusal::NothingToModel};
    return b.out;
  }
  if (f.world > p.gpus()) {
    b.out.unavailable = {Refusal::TooFewGpus, p.gpus(), f.world};
    return b.out;
  }
  std::vector<int> layer_of(m.param_bytes.size(), 0);
  for (std::size_t l = 0; l < m.layers.size(); ++l) {
    layer_of[std::size_t(m.layers[l].weight)] = layer_of[std::size_t(m.layers[l].bias)] = int(l);
  }
  const LinkSpec bus = ring_bus(p, f.world);
  const std::uint64_t load_bytes = bytes_of(f.local_rows * (m.in_features() + m.out_features()));
  std::vector<double> ready;
  for (int r = 0; r < f.world; ++r) {  // every rank the same work on the same sizes, at once
    double t = b.add(Phase::Load, r, 0, copy_seconds(p.host, double(load_bytes)), p.host.link, load_bytes);
    t = b.add(Phase::Forward, r, t, forward_seconds(p, m, f.local_rows));
    t = b.add(Phase::Loss, r, t, loss_seconds(p, f.local_rows, m.out_features()));
    const double backward_start = t;
    const double backward_end = b.add(Phase::Backward, r, t, backward_seconds(p, m, f.local_rows, &ready));
    double comm_free = backward_start;
    for (std::size_t k = 0; f.world > 1 && k < f.buckets.size(); ++k) {
      double bucket_ready = backward_start;
      std::uint64_t bytes = 0;
      for (const int i : f.buckets[k]) {
        if (i < 0 || i >= int(m.param_bytes.size())) continue;
        bucket_ready = std::max(bucket_ready, backward_start + ready[std::size_t(layer_of[std::size_t(i)])]);
        bytes += m.param_bytes[std::size_t(i)];
      }
      comm_free = b.add(Phase::Reduce, r, std::max(bucket_ready, comm_free), ring_allreduce_seconds(bus, f.world, double(bytes)),
                        bus.link, bytes, int(k));
    }
    b.add(Phase::Optimizer, r, std::max(backward_end, comm_free), optimizer_seconds(p, m));
  }
  return b.out;
}

}  // namespace dp::cost
