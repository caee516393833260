// dpviz-ddp's output on rank 0 (written beside its schema, run/ddp_schema.h; app/ddp/ runs it): the --events stream (one JSON object per line, the app parses it
// strictly; docs/cli.md, DDP; its kinds, keys and phase names: run/ddp_schema.h), the per-step human and
// --json lines, the --case object and the Chrome trace's slices. Times are µs on rank 0's clock
// (ddp_main.cpp aligns every rank at start).
//
//   {"event":"start","world":W,"local_batch":b,"global_batch":W*b,"steps":S,"steps_per_epoch":E,
//    "model":"Linear(5, 2)","backend":"cpu","params":[{"name":"weight","bytes":40},...],
//    "buckets":[[1,0]],"bucket_bytes":[48],"hosts":["name",...]}
//   {"event":"shard","epoch":e,"rank":r,"indices":[...]}       one per rank per epoch, first
//   {"event":"phase","step":s,"rank":r,"phase":"backward","start_us":t0,"end_us":t1,"bucket":k,"bytes":n}
//   {"event":"step","step":s,"epoch":e,"losses":[...],"step_us":t}
//   {"event":"done","steps":S,"params_checksum":"hex","identical":true}
//   {"event":"error","rank":r,"message":"one line","cause":"stalled","seconds":3,"step":7,"lost_hosts":["node2"]}
//                                                  (cause and what follows it optional: ddp_schema.h)
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "run/ddp_schema.h"
#include "run/ddp_training.h"

namespace ddp {

struct StartInfo {
  int world = 1;
  std::int64_t local_batch = 0, steps = 0, steps_per_epoch = 0;
  std::string model;
  dp::GroupBackend backend = dp::GroupBackend::Cpu;
  std::vector<dp::NamedTensor> params;
  std::vector<std::vector<std::size_t>> buckets;  // the reducer's order from step 1 on (R14.5)
  std::vector<std::uint64_t> bucket_bytes;
  std::vector<std::string> hosts;
};

std::string start_event(const StartInfo& s);
std::string shard_event(std::int64_t epoch, int rank, const std::vector<std::int64_t>& indices);
// "bucket" only for allreduce; "bytes" is the bucket's for allreduce, else 0.
std::string phase_event(std::int64_t step, int rank, const dp::DdpTimedPhase& p, double start_us, double end_us);
std::string step_event(std::int64_t step, std::int64_t epoch, const std::vector<float>& losses, double step_us);
// --json: the step event without "event": {"step":s,"epoch":e,"losses":[...],"step_us":t}.
std::string step_json(std::int64_t step, std::int64_t epoch, const std::vector<float>& losses, double step_us);
std::string done_event(std::int64_t steps, std::uint64_t checksum, bool identical);
// Why a run failed, in codes the app words in its own language (run/ddp_schema.h's DdpCause);
// seconds and step: -1 leaves them out, as an empty lost_hosts.
struct ErrorCause {
  std::optional<dp::DdpCause> code;
  int seconds = -1;
  std::int64_t step = -1;
  std::vector<std::string> lost_hosts;
};
std::string error_event(int rank, const std::string& message, const ErrorCause& cause = {});

// --case on rank 0: {"world":W,"ranks":[{"rank":0,"losses":[...]},...],"final_params":[...]}.
std::string case_json(const std::vector<std::vector<float>>& losses, const std::vector<dp::NamedTensor>& params);
// A Chrome trace "X" slice on lane `rank` (pid), µs.
std::string trace_slice(int rank, const dp::DdpTimedPhase& p, std::int64_t step, double start_us, double end_us);
// The whole trace: a named lane per rank ("rank 0 (host)"), then the slices.
std::string trace_json(const std::vector<std::string>& hosts, const std::vector<std::string>& slices_per_rank);

// "Linear(5, 2)" or "Sequential(Linear(5, 16), ReLU(), Linear(16, 2))": the model on one line.
std::string model_text(const dp::RunConfig& config);
std::string hex64(std::uint64_t v);
std::string us_text(double us);  // "12.345": µs with ns resolution

}  // namespace ddp
