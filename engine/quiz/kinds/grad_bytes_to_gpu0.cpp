// grad_bytes_to_gpu0: nn.DataParallel(nn.Linear(in, out)) on G GPUs, a batch of B rows, float32; the
// gradient bytes cuda:0 receives in backward to sum them, asked of the chunk facts (R7.1) and the
// parameter bytes of Linear as the run builds it (R10.3). Mistakes: cuda:0's own counted, idle GPUs
// sending, the bias forgotten, floats for bytes, every GPU.
#include "core/dtype.h"
#include "quiz/quiz_detail.h"
#include "run/tutorial_numbers.h"

namespace dp::quiz::detail {

namespace {

void check(const Config& c) {
  need_in(c.batch, kQuizBatch, "batch");
  need_in(c.gpus, kAppGpuRange, "gpus");
  need_in(c.in, kFeaturesRange, "in");
  need_in(c.out, kFeaturesRange, "out");
}

Json answer(const Config& c) {
  // R7.1: only the GPUs that got a chunk run a replica; R10.3: cuda:0 sums the others' gradients.
  const std::int64_t used = chunk_facts(c.batch, c.gpus).used;
  return Json(static_cast<std::uint64_t>(used - 1) * linear_grad_bytes(c.in, c.out));
}

Text rule(const Config&) {
  return texts::grad_bytes_to_gpu0::rule;
}

void mistakes(const Config& c, const Json&, std::vector<Choice>& m) {
  const auto used = static_cast<std::uint64_t>(chunk_facts(c.batch, c.gpus).used);
  const auto gpus = static_cast<std::uint64_t>(c.gpus);
  const std::uint64_t per = linear_grad_bytes(c.in, c.out);
  m.push_back({Json(used * per), texts::grad_bytes_to_gpu0::own_gradients});
  m.push_back({Json((gpus - 1) * per), texts::grad_bytes_to_gpu0::idle_send_nothing});
  m.push_back({Json((used - 1) * linear_weight_bytes(c.in, c.out)), texts::grad_bytes_to_gpu0::bias});
  m.push_back({Json((used - 1) * per / kScalarBytes), texts::grad_bytes_to_gpu0::floats_not_bytes});
  m.push_back({Json(gpus * per), texts::grad_bytes_to_gpu0::neither});
}

Json fallback(const Config& c, const Json& right, int d) {
  const std::uint64_t per = linear_grad_bytes(c.in, c.out);
  return Json(right.get<std::uint64_t>() + static_cast<std::uint64_t>(d) * per);
}

Vars vars(const Config& c) {
  Vars v = base_vars(c, c.batch, 0);
  v.push_back({"per", num(static_cast<std::int64_t>(linear_grad_bytes(c.in, c.out)))});
  return v;
}

Config draw(Rng& rng) {
  Config c;
  if (chance(rng, 1, 4)) {  // the tutorial's Linear(5, 2) on 8 GPUs, a full batch or the final 10
    c.batch = chance(rng, 1, 2) ? tutorial::kBatchSize : tutorial::kLastBatch;
    c.gpus = tutorial::kGpus;
    c.in = tutorial::kInputSize;
    c.out = tutorial::kOutputSize;
    return c;
  }
  c.gpus = pick(rng, 2, 8);
  c.batch = chance(rng, 1, 3) ? pick(rng, 1, 2 * c.gpus) : pick(rng, 1, 64);  // often some GPUs idle
  c.in = pick(rng, 1, 16);
  c.out = pick(rng, 1, 8);
  return c;
}

}  // namespace

const KindUnit& grad_bytes_to_gpu0_kind() {
  static const KindUnit unit{
      .kind = Kind::GradBytesToGpu0,
      .name = "grad_bytes_to_gpu0",
      .keys = {"batch", "gpus", "in", "out"},
      .numeric = true,
      .question = texts::grad_bytes_to_gpu0::question,
      .label = texts::grad_bytes_to_gpu0::label,
      .check = check,
      .answer = answer,
      .rule = rule,
      .mistakes = mistakes,
      .fallback = fallback,
      .vars = vars,
      .draw = draw,
  };
  return unit;
}

}  // namespace dp::quiz::detail
