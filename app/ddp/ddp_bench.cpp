// dpviz-ddp bench (run by dpviz-bench --ddp under mpirun): rank 0 prints "key value" lines.
//   step_us            rank 0's median step (zero_grad + forward + loss + backward with its
//                      all-reduce + SGD) after --warmup steps, the overlapped reducer
//   step_us_no_overlap the same steps with every all-reduce after backward, interleaved in one run
//   allreduce_ratio    (at --layers given) raw MPI_Allreduce time ÷ the reducer's bucketed
//                      all-reduce time of the same gradient bytes, fastest of each: their busbw ratio
#include <algorithm>
#include <iostream>

#include "ddp_commands.h"
#include "run/ddp_output.h"

namespace ddp {
namespace {

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.empty() ? 0.0 : v[v.size() / 2];
}

// Raw MPI_Allreduce vs the reducer's buckets over the same bytes, alternating, medians.
double allreduce_ratio(dp::DdpTraining& run, dp::MpiGroup& group, int reps) {
  dp::DdpReducer& reducer = run.reducer();
  std::size_t params = 0, elems = 0;
  for (const auto& b : reducer.buckets()) params += b.size();
  for (std::uint64_t b : reducer.bucket_bytes()) elems += b / sizeof(float);
  std::vector<float> raw(elems, 1.0f);
  std::vector<double> t_raw, t_reducer;
  for (int i = 0; i < reps; ++i) {
    group.barrier();
    std::int64_t t0 = dp::now_ns();
    group.all_reduce_sum(raw.data(), raw.size());
    t_raw.push_back(double(dp::now_ns() - t0));
    group.barrier();
    t0 = dp::now_ns();
    reducer.prepare_for_backward();
    for (std::size_t p = params; p-- > 0;) reducer.mark_ready(p);
    reducer.finalize();
    t_reducer.push_back(double(dp::now_ns() - t0));
  }
  // The fastest of each: on a shared machine the medians carry the other jobs' noise, and each
  // one's undisturbed time is what busbw compares (nccl-tests runs on an idle machine).
  return *std::min_element(t_raw.begin(), t_raw.end()) / *std::min_element(t_reducer.begin(), t_reducer.end());
}

}  // namespace

int run_bench(const Options& o, dp::MpiGroup& group) {
  dp::RunConfig config = o.train.run;
  const std::int64_t steps = o.warmup + 2 * std::int64_t(o.measure);
  config.data_size = config.batch_size * group.world();  // one step per epoch: every step a full batch
  config.epochs = steps;
  config.shuffle = false;
  dp::ReducerOptions ro;
  ro.cap_bytes = static_cast<std::uint64_t>(o.bucket_cap_mb * 1024 * 1024);
  dp::DdpTraining run(config, group, ro);
  std::vector<double> with, without;
  for (std::int64_t s = 0; s < steps; ++s) {
    const bool overlap = s < o.warmup || s % 2 == 0;  // interleaved: both see the same machine
    run.reducer().set_overlap(overlap);
    const dp::DdpStepRecord rec = run.step();
    if (s >= o.warmup) (overlap ? with : without).push_back(double(rec.step_ns) / 1000.0);
  }
  run.reducer().set_overlap(true);  // as training runs it
  const double ratio = allreduce_ratio(run, group, o.measure);
  if (group.rank() == 0) {
    std::cout << "step_us " << us_text(median(with)) << "\nstep_us_no_overlap " << us_text(median(without))
              << "\nallreduce_ratio " << us_text(ratio) << "\n";
  }
  return 0;
}

}  // namespace ddp
