// dpviz-bench --ddp PEER: the torch peer's lines ("mlp_single_us 12937.2", "mlp_ddp_w2_us ...")
// read, and dpviz's DDP steps put against them, all from one run. Pure, tested in
// tests/app/test_bench_floor.cpp.
#pragma once

#include <cstdio>
#include <map>
#include <sstream>
#include <string>

namespace bench {

// "name value" lines; other lines (warnings, blank) are skipped.
inline std::map<std::string, double> read_peer_lines(const std::string& text) {
  std::map<std::string, double> values;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    char key[128];
    double v = 0;
    char rest = 0;
    if (std::sscanf(line.c_str(), "%127s %lf %c", key, &v, &rest) == 2 && v > 0) values[key] = v;
  }
  return values;
}

// The peer's keys dpviz is compared with; a peer output without them cannot be compared.
inline const char* const kPeerKeys[] = {"mlp_single_us", "mlp_ddp_w2_us", "tiny_ddp_w2_us"};

// dpviz's figures (µs: ddp_step_us_mlp_w1, ddp_step_us_mlp_w2, ddp_step_us_tiny_w2) against the
// peer's: one rank over torch's one-process step, two ranks over the two-core floor (torch's one
// process / 2), and how many times faster than torch's gloo DDP on two processes. Empty when a key
// of either side is missing.
inline std::map<std::string, double> peer_ratios(const std::map<std::string, double>& dpviz,
                                                 const std::map<std::string, double>& peer) {
  for (const char* key : kPeerKeys) {
    if (!peer.count(key)) return {};
  }
  for (const char* key : {"ddp_step_us_mlp_w1", "ddp_step_us_mlp_w2", "ddp_step_us_tiny_w2"}) {
    if (!dpviz.count(key) || dpviz.at(key) <= 0) return {};
  }
  const double single = peer.at("mlp_single_us");
  return {
      {"torch_step_us_mlp_single", single},
      {"torch_step_us_mlp_w2", peer.at("mlp_ddp_w2_us")},
      {"torch_step_us_tiny_w2", peer.at("tiny_ddp_w2_us")},
      {"ddp_mlp_w1_over_torch", dpviz.at("ddp_step_us_mlp_w1") / single},
      {"ddp_mlp_w2_over_two_core_floor", dpviz.at("ddp_step_us_mlp_w2") / (single / 2.0)},
      {"ddp_mlp_w2_speedup_over_gloo", peer.at("mlp_ddp_w2_us") / dpviz.at("ddp_step_us_mlp_w2")},
      {"ddp_tiny_w2_speedup_over_gloo", peer.at("tiny_ddp_w2_us") / dpviz.at("ddp_step_us_tiny_w2")},
  };
}

}  // namespace bench
