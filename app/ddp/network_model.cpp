// dpviz-ddp --model-network: the cost model set against the run's own all-reduce times.
#include "network_model.h"

#include <algorithm>
#include <charconv>
#include <cstdio>

#include "trace/cost_model.h"

namespace ddp {
namespace {

bool number(const std::string& v, double lo, double hi, double& out) {
  const auto [p, ec] = std::from_chars(v.data(), v.data() + v.size(), out);
  return !v.empty() && ec == std::errc() && p == v.data() + v.size() && out >= lo && out <= hi;
}

std::string fixed(double x, int digits) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", digits, x);
  return buf;
}

// Hosts of equal rank counts, each host's ranks numbered together: its count, else 0.
int ranks_per_host(const std::vector<std::string>& hosts, int& nodes) {
  nodes = 0;
  std::vector<std::string> seen;
  for (std::size_t r = 0; r < hosts.size(); ++r) {
    if (r == 0 || hosts[r] != hosts[r - 1]) {
      if (std::find(seen.begin(), seen.end(), hosts[r]) != seen.end()) return 0;  // numbered apart
      seen.push_back(hosts[r]);
    }
  }
  nodes = int(seen.size());
  if (nodes == 0 || hosts.size() % seen.size() != 0) return 0;
  const auto per = std::count(hosts.begin(), hosts.end(), hosts.front());
  for (const std::string& h : seen) {
    if (std::count(hosts.begin(), hosts.end(), h) != per) return 0;
  }
  return int(per);
}

}  // namespace

NetworkModel parse_network_model(const std::string& value, std::string& error) {
  NetworkModel m;
  const auto comma = value.find(',');
  const bool ok = number(value.substr(0, comma), 1e-3, 1e7, m.mbit_per_s) &&
                  (comma == std::string::npos || number(value.substr(comma + 1), 0, 1e6, m.alpha_ms));
  if (!ok) {
    error = "dpviz-ddp: --model-network: expected MBIT[,ALPHA_MS] (the link's measured Mbit/s above 0, alpha in ms), got '" +
            value.substr(0, 40) + "'";
  }
  return m;
}

std::string network_model_line(const NetworkModel& m, const std::vector<std::string>& hosts,
                               const std::vector<std::uint64_t>& bucket_bytes, std::vector<double> measured_s) {
  std::string line = "all-reduce per step, ";
  if (measured_s.empty()) {
    line += "measured: none (the run had no step after step 0)";
  } else {
    std::sort(measured_s.begin(), measured_s.end());
    const std::size_t n = measured_s.size();
    const double median = n % 2 ? measured_s[n / 2] : (measured_s[n / 2 - 1] + measured_s[n / 2]) / 2;
    line += "measured " + fixed(median, 3) + " s (rank 0's all-reduce phases, median of the " + std::to_string(n) + " steps after step 0)";
    measured_s = {median};
  }
  int nodes = 0;
  const int per = ranks_per_host(hosts, nodes);
  if (per == 0 || nodes < 2) {
    return line + " | modelled: none (the cost model's ring needs 2 or more hosts, the same number of ranks on each, numbered host by host)";
  }
  const dp::cost::LinkSpec net{dp::cost::Link::Tcp, m.alpha_ms / 1000.0, m.mbit_per_s * 1e6 / 8};
  const int world = int(hosts.size());
  const double modelled = dp::cost::allreduce_step_seconds(dp::cost::nodes_on_network(net, nodes, per), world, bucket_bytes);
  std::string buckets;
  for (std::uint64_t b : bucket_bytes) buckets += (buckets.empty() ? "" : "+") + std::to_string(b);
  line += " | modelled " + fixed(modelled, 3) + " s (cost model, 2-node profile on this network: ring over " +
          std::to_string(world) + " ranks, " + std::to_string(nodes) + " hosts x " + std::to_string(per) + ", TCP " +
          fixed(m.mbit_per_s, 1) + " Mbit/s, alpha " + fixed(m.alpha_ms, 1) + " ms per ring step, buckets " + buckets + " bytes)";
  if (!measured_s.empty() && measured_s[0] > 0) line += " | modelled/measured " + fixed(modelled / measured_s[0], 2);
  return line;
}

}  // namespace ddp
