// The α–β cost model: what one DataParallel or DDP step would take on named hardware (profiles
// with cited numbers, cost_profiles.cpp), as a timeline per device. A model, not a measurement:
// every caller labels it so. Formulas (all times in seconds, sizes in bytes):
//   kernel      = launch + FLOPs / peak
//   copy        = α + bytes / β                      (the link's latency and bandwidth)
//   ring all-reduce over W ranks = 2(W−1) · (α + (bytes/W) / β)   (β: nccl-tests' busbw)
//   broadcast, reduce (pipelined ring over k GPUs) = (k−1)·α + bytes / β
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "trace/trace.h"

namespace dp::cost {

// Which wire a transfer crosses: host↔device is PCIe; inside a node NVLink (or PCIe on cards
// without it); across nodes InfiniBand (or TCP over Ethernet, a measured network).
enum class Link { None, Pcie, NvLink, InfiniBand, Tcp };
const char* link_name(Link link);  // "", "PCIe", "NVLink", "InfiniBand", "TCP"

struct LinkSpec {
  Link link = Link::None;
  double latency_s = 0;       // α: per message (per ring step for collectives)
  double bandwidth_Bps = 0;   // β: bytes per second one way (collectives: the bus bandwidth)
};

// Where one of a profile's numbers comes from, as a code with its parameters: the views turn it
// into a sentence in the reader's language (the engine writes no prose a view shows).
enum class SourceNote {
  Datasheet,          // the GPU's datasheet: product, vendor year, FP32 peak, its links (pcie_gen, nvlink_GBps)
  HostCopies,         // host copies: pinned bandwidth (measured with CUDA's bandwidthTest), α estimated
  RingBusbw,          // all-reduce bus bandwidth from nccl-tests (over NVSwitch or PCIe switches), α estimated
  KernelLaunch,       // the per-kernel launch time, estimated
  NodePort,           // one InfiniBand port per node (its datasheet), α through NCCL's network path estimated
  ParallelRings,      // a DGX has `count` such ports, driven as parallel rings; the profile models one
};
struct Source {
  SourceNote note = SourceNote::Datasheet;
  std::string document{};  // a product name as printed on its datasheet ("A100", "ConnectX-6"), or empty
  int year = 0;          // the datasheet's year
  int count = 0;         // ParallelRings: ports per node; Datasheet: the PCIe generation
  double value = 0;      // Datasheet: NVLink GB/s per GPU (0: none); Datasheet of a PCIe card: raw GB/s each way
};

struct Profile {
  std::string id;             // "a100-nvlink", stable (settings, tests)
  std::string gpu;            // "A100 SXM4": a product name; the views compose the profile's title from the facts
  std::string interconnect;   // "NVLink 3", "PCIe 3.0": a product name, the GPUs' link inside a node
  int gpus_per_node = 8;
  int nodes = 1;
  double peak_flops = 0;      // FP32 FLOP/s per GPU, no tensor cores (PyTorch ≥ 1.12 keeps TF32 off for matmul)
  double launch_s = 0;        // per kernel
  LinkSpec host;              // host ↔ device copies
  LinkSpec peer;              // device ↔ device inside a node
  LinkSpec network;           // node ↔ node (unused with one node)
  std::vector<Source> sources;  // where each number comes from (docs/classroom.md repeats them)
  int gpus() const { return gpus_per_node * nodes; }
};

// The profiles, in the order the app lists them: 8× A100 NVLink, 8× T4 PCIe 3, 2 × 8× A100 over
// 200 Gb/s InfiniBand. find_profile returns null for an unknown id.
const std::vector<Profile>& profiles();
const Profile* find_profile(std::string_view id);
// The "2 nodes" profile's shape on a network measured here (not listed in profiles()): `nodes`
// hosts of `ranks_per_node` ranks each, ranks numbered host by host (so a ring leaves each host
// once), the network as measured (α per ring step, β the rate TCP reaches on the link).
Profile nodes_on_network(const LinkSpec& network, int nodes, int ranks_per_node);

// The formulas, one function each (the unit tests check them against hand-computed numbers).
double kernel_seconds(const Profile& p, double flops);
double copy_seconds(const LinkSpec& link, double bytes);
double ring_allreduce_seconds(const LinkSpec& bus, int world, double bytes);  // dp::ring_step_count steps
double ring_step_seconds(const LinkSpec& bus, int world, double bytes);  // one of the 2(W−1) steps
double pipelined_seconds(const LinkSpec& bus, int k, double bytes);      // broadcast or reduce
// nccl-tests' definition: busbw = (bytes / time) · 2(W−1)/W.
double allreduce_busbw(int world, double bytes, double seconds);
// The link between two GPUs (by global index; node = index / gpus_per_node); -1 is the host.
LinkSpec link_between(const Profile& p, int a, int b);
// A ring over GPUs 0..world−1 runs at its slowest hop: InfiniBand once it leaves a node.
LinkSpec ring_bus(const Profile& p, int world);
// One step's all-reduces one after another (each a blocking collective once its bucket is ready,
// as dpviz-ddp's MPI group runs them): Σ over the buckets of ring_allreduce_seconds(ring_bus).
double allreduce_step_seconds(const Profile& p, int world, const std::vector<std::uint64_t>& bucket_bytes);

// The model's shape, as the engine builds it (run/train_model.h): Linear layers in forward order,
// with a ReLU after every layer but the last; parameters in named_parameters() order. The run
// layer makes it from a RunConfig (run/model_facts.h): the model is given facts, not the config.
struct LayerFacts {
  std::int64_t in = 0, out = 0;
  bool relu_after = false;
  int weight = -1, bias = -1;  // indices into param_bytes
};
struct ModelFacts {
  std::vector<LayerFacts> layers;
  std::vector<std::uint64_t> param_bytes;
  double forward_flops_per_row() const;    // Σ 2·in·out (the GEMMs; bias and ReLU are ~1/in of it)
  std::uint64_t total_param_bytes() const;
  std::int64_t in_features() const { return layers.empty() ? 0 : layers.front().in; }
  std::int64_t out_features() const { return layers.empty() ? 0 : layers.back().out; }
};

// One slice of a modelled timeline.
struct Slice {
  Phase phase = Phase::Forward;  // DDP's all-reduce is Phase::Reduce with bucket ≥ 0
  int device = 0;                // GPU (DDP: rank)
  double start_s = 0, end_s = 0;
  Link link = Link::None;        // copies and collectives: the wire they cross
  std::uint64_t bytes = 0;
  int bucket = -1;
};

// Why a profile cannot run a step: a code with its numbers (the views say it in their language).
enum class Refusal {
  None,
  NothingToModel,     // no rows (DP) or no ranks (DDP), or a model without layers
  DpOneMachine,       // DataParallel is one process on one machine: `have` GPUs per node, `asked` used
  TooFewGpus,         // DDP: `have` GPUs in the profile, `asked` ranks
};
struct Unavailable {
  Refusal why = Refusal::None;
  int have = 0, asked = 0;
  bool empty() const { return why == Refusal::None; }
};
// English for the command-line programs and logs; the GUI translates the code itself.
std::string english(const Unavailable& u);

struct ModelledStep {
  std::vector<Slice> slices;
  double step_s = 0;
  Unavailable unavailable;       // set: the profile cannot run this step
};

// A DataParallel step (SEMANTICS R4–R10) on GPUs 0..k−1 of one node: scatter from the host,
// replicate (broadcast from cuda:0), forward, gather on cuda:0; training adds the loss, the output
// gradient's pieces, every replica's backward, the reduce onto cuda:0 and SGD there.
struct DpStepFacts {
  std::vector<std::int64_t> chunk_rows;  // rows per replica; replica i runs on cuda:i
  bool training = false;
};
ModelledStep model_dp_step(const Profile& p, const ModelFacts& m, const DpStepFacts& f);

// A DDP step (R13, R14) on ranks 0..world−1 (one GPU each): each rank copies its local batch in,
// runs forward, loss and backward; each bucket's ring all-reduce starts when its last gradient is
// ready and the previous bucket's is done (one communication stream), overlapping the rest of
// backward; SGD once backward and every all-reduce are done.
struct DdpStepFacts {
  int world = 1;
  std::int64_t local_rows = 0;
  std::vector<std::vector<int>> buckets;  // parameter indices, in the reducer's order
};
ModelledStep model_ddp_step(const Profile& p, const ModelFacts& m, const DdpStepFacts& f);

// 1.13's first-iteration buckets (R14.5: one bucket per dtype, here one holding every parameter):
// what a view assumes before a run's own bucket list arrives.
std::vector<std::vector<int>> first_iteration_buckets(const ModelFacts& m);

}  // namespace dp::cost
