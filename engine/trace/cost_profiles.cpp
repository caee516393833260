// The cost model's hardware profiles, each number with where it comes from. Peak and link figures
// are the vendors' datasheets; latencies and the collective bus bandwidths are estimates from
// published nccl-tests and CUDA measurements, rounded, and say so.
#include <algorithm>
#include <string>

#include "trace/cost_model.h"

namespace dp::cost {

namespace {

constexpr double kGB = 1e9;
constexpr double kUs = 1e-6;

Profile a100() {
  Profile p;
  p.id = "a100-nvlink";
  p.gpu = "A100 SXM4";
  p.interconnect = "NVLink 3";
  p.peak_flops = 19.5e12;
  p.launch_s = 5 * kUs;
  p.host = {Link::Pcie, 10 * kUs, 25 * kGB};
  p.peer = {Link::NvLink, 1.5 * kUs, 240 * kGB};
  // A100 datasheet (NVIDIA, 2021): FP32 19.5 TFLOP/s, NVLink 3 600 GB/s per GPU (both ways), PCIe
  // Gen4 x16. Host copies ~25 GB/s pinned (bandwidthTest on Gen4). ~240 GB/s busbw on 8 A100 over
  // NVSwitch (nccl-tests); α from small-message all-reduce times.
  p.sources = {{SourceNote::Datasheet, "A100", 2021, 4, 600},
               {SourceNote::HostCopies},
               {SourceNote::RingBusbw},
               {SourceNote::KernelLaunch}};
  return p;
}

Profile t4() {
  Profile p;
  p.id = "t4-pcie";
  p.gpu = "T4";
  p.interconnect = "PCIe 3.0";
  p.peak_flops = 8.1e12;
  p.launch_s = 5 * kUs;
  p.host = {Link::Pcie, 10 * kUs, 12 * kGB};
  p.peer = {Link::Pcie, 5 * kUs, 10 * kGB};
  // T4 datasheet (NVIDIA, 2019): FP32 8.1 TFLOP/s, PCIe Gen3 x16 (15.75 GB/s raw each way), no
  // NVLink. GPU to GPU through PCIe switches: bandwidth and α are estimates.
  p.sources = {{SourceNote::Datasheet, "T4", 2019, 3, 0},
               {SourceNote::HostCopies},
               {SourceNote::RingBusbw},
               {SourceNote::KernelLaunch}};
  return p;
}

Profile a100_two_nodes() {
  Profile p = a100();
  p.id = "a100-2node-ib";
  p.nodes = 2;
  // One InfiniBand HDR port per node, 200 Gb/s = 25 GB/s each way (ConnectX-6 datasheet); a DGX
  // A100 has eight such ports, which NCCL drives as parallel rings; this profile models one.
  p.network = {Link::InfiniBand, 5 * kUs, 25 * kGB};
  p.sources.push_back({SourceNote::NodePort, "ConnectX-6", 0, 0, 0});
  p.sources.push_back({SourceNote::ParallelRings, "DGX A100", 0, 8, 0});
  return p;
}

}  // namespace

const std::vector<Profile>& profiles() {
  static const std::vector<Profile> all = {a100(), t4(), a100_two_nodes()};
  return all;
}

Profile nodes_on_network(const LinkSpec& network, int nodes, int ranks_per_node) {
  Profile p = a100_two_nodes();
  p.id = "measured-network";
  p.nodes = std::max(nodes, 1);
  p.gpus_per_node = std::max(ranks_per_node, 1);
  p.network = network;
  return p;
}

const Profile* find_profile(std::string_view id) {
  const auto& all = profiles();
  const auto it = std::find_if(all.begin(), all.end(), [&](const Profile& p) { return p.id == id; });
  return it == all.end() ? nullptr : &*it;
}

const char* link_name(Link link) {
  switch (link) {
    case Link::Pcie: return "PCIe";
    case Link::NvLink: return "NVLink";
    case Link::InfiniBand: return "InfiniBand";
    case Link::Tcp: return "TCP";
    case Link::None: break;
  }
  return "";
}

std::string english(const Unavailable& u) {
  switch (u.why) {
    case Refusal::None: return "";
    case Refusal::NothingToModel: return "nothing to model";
    case Refusal::DpOneMachine:
      return "DataParallel runs in one process on one machine: " + std::to_string(u.have) + " GPUs per node in this profile, " +
             std::to_string(u.asked) + " used";
    case Refusal::TooFewGpus: return std::to_string(u.have) + " GPUs in this profile, " + std::to_string(u.asked) + " ranks asked for";
  }
  return "";
}

}  // namespace dp::cost
