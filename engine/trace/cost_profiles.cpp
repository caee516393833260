// The cost model's hardware profiles, each number with where it comes from. Peak and link figures
// are the vendors' datasheets; latencies and the collective bus bandwidths are estimates from
// published nccl-tests and CUDA measurements, rounded, and say so.
#include <algorithm>

#include "trace/cost_model.h"

namespace dp::cost {

namespace {

constexpr double kGB = 1e9;
constexpr double kUs = 1e-6;

Profile a100() {
  Profile p;
  p.id = "a100-nvlink";
  p.name = "8× A100 SXM4, NVLink 3";
  p.peak_flops = 19.5e12;
  p.launch_s = 5 * kUs;
  p.host = {Link::Pcie, 10 * kUs, 25 * kGB};
  p.peer = {Link::NvLink, 1.5 * kUs, 240 * kGB};
  p.sources =
      "A100 datasheet (NVIDIA, 2021): FP32 19.5 TFLOP/s, NVLink 3 600 GB/s per GPU (both ways), PCIe Gen4 x16. "
      "Host copies: ~25 GB/s pinned (CUDA bandwidthTest on PCIe Gen4), 10 µs per copy (estimate). "
      "All-reduce: ~240 GB/s busbw on 8 A100 over NVSwitch (nccl-tests), 1.5 µs per ring step (estimate "
      "from small-message all-reduce times). Kernel launch: 5 µs (estimate).";
  return p;
}

Profile t4() {
  Profile p;
  p.id = "t4-pcie";
  p.name = "8× T4, PCIe 3.0";
  p.peak_flops = 8.1e12;
  p.launch_s = 5 * kUs;
  p.host = {Link::Pcie, 10 * kUs, 12 * kGB};
  p.peer = {Link::Pcie, 5 * kUs, 10 * kGB};
  p.sources =
      "T4 datasheet (NVIDIA, 2019): FP32 8.1 TFLOP/s, PCIe Gen3 x16 (15.75 GB/s raw each way), no NVLink. "
      "Host copies: ~12 GB/s pinned, 10 µs per copy (estimate). GPU to GPU through PCIe switches: "
      "~10 GB/s busbw, 5 µs per ring step (estimates). Kernel launch: 5 µs (estimate).";
  return p;
}

Profile a100_two_nodes() {
  Profile p = a100();
  p.id = "a100-2node-ib";
  p.name = "2 nodes × 8× A100, 200 Gb/s InfiniBand";
  p.nodes = 2;
  p.network = {Link::InfiniBand, 5 * kUs, 25 * kGB};
  p.sources = a100().sources +
              " Between the nodes: one InfiniBand HDR port per node, 200 Gb/s = 25 GB/s each way (NVIDIA "
              "ConnectX-6 datasheet), 5 µs per message through NCCL's network path (estimate). A DGX A100 has "
              "eight such ports, which NCCL drives as parallel rings; this profile models one.";
  return p;
}

}  // namespace

const std::vector<Profile>& profiles() {
  static const std::vector<Profile> all = {a100(), t4(), a100_two_nodes()};
  return all;
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
    case Link::None: break;
  }
  return "";
}

}  // namespace dp::cost
