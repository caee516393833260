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
  return {"{P} GPUs get a chunk and run a replica (R7.1); cuda:0 holds its own gradients already and receives "
          "{per} bytes from each of the other {P1} (Linear({in}, {out}): weight and bias, float32) to sum them (R10.3).",
          "{P} 个 GPU 分到了数据块、运行副本（R7.1）；cuda:0 自己的梯度本来就在本地，它从其余 {P1} 个副本各收到 {per} "
          "字节（Linear({in}, {out}) 的权重和偏置，float32）来求和（R10.3）。"};
}

void mistakes(const Config& c, const Json&, std::vector<Choice>& m) {
  const auto used = static_cast<std::uint64_t>(chunk_facts(c.batch, c.gpus).used);
  const auto gpus = static_cast<std::uint64_t>(c.gpus);
  const std::uint64_t per = linear_grad_bytes(c.in, c.out);
  m.push_back({Json(used * per),
               {"cuda:0 does not receive its own replica's gradients, they are already there; only the other {P1} send "
                "theirs (R10.3).",
                "cuda:0 不用接收自己那个副本的梯度，它们本来就在那里；只有其余 {P1} 个副本发来梯度（R10.3）。"}});
  m.push_back({Json((gpus - 1) * per),
               {"Idle GPUs run no replica and send nothing: only the {P} GPUs that got a chunk take part (R7.1).",
                "空闲的 GPU 没有副本，什么也不发送：只有分到数据块的 {P} 个 GPU 参与（R7.1）。"}});
  m.push_back({Json((used - 1) * linear_weight_bytes(c.in, c.out)),
               {"The bias has a gradient too: {out} more floats per replica, 4 bytes each.",
                "偏置也有梯度：每个副本多 {out} 个浮点数，每个 4 字节。"}});
  m.push_back({Json((used - 1) * per / kScalarBytes),
               {"That counts floats, not bytes: each float32 is 4 bytes.",
                "这数的是浮点数的个数，不是字节：每个 float32 占 4 字节。"}});
  m.push_back({Json(gpus * per),
               {"Neither cuda:0's own gradients nor idle GPUs count: {P1} replicas send {per} bytes each (R7.1, R10.3).",
                "cuda:0 自己的梯度和空闲的 GPU 都不算：{P1} 个副本各发送 {per} 字节（R7.1、R10.3）。"}});
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
      .question = {"nn.DataParallel(nn.Linear({in}, {out})) on {G} GPUs, a batch of {B} rows, float32. In backward, "
                   "how many bytes of gradients does cuda:0 receive from the other GPUs to sum them?",
                   "nn.DataParallel(nn.Linear({in}, {out}))，共 {G} 个 GPU，批大小为 {B}，float32。反向传播时，cuda:0 "
                   "从其余 GPU 收到多少字节的梯度来求和？"},
      .label = {"Gradient bytes GPU 0 receives", "GPU 0 收到的梯度字节数"},
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
