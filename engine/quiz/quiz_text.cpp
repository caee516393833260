// The questions and the options as a student reads them, in en and zh_CN (translations/glossary.md's
// terms: 批次, 数据块, 收集（gather）, rank（进程序号）, 环形全规约, 样本; full-width punctuation).
#include <cstdint>

#include "core/shape.h"
#include "quiz/quiz_detail.h"

namespace dp::quiz::detail {

namespace {

std::string num(std::int64_t v) { return std::to_string(v); }
std::string py_bool(bool v) { return v ? "True" : "False"; }

std::string dims_text(const std::vector<std::int64_t>& dims) {
  std::string s;
  for (std::size_t i = 0; i < dims.size(); ++i) s += (i ? ", " : "") + num(dims[i]);
  return s;
}

}  // namespace

std::string fill(std::string_view text, const Vars& vars) {
  std::string out(text);
  for (const auto& [name, value] : vars) {
    const std::string key = "{" + std::string(name) + "}";
    for (std::size_t at = out.find(key); at != std::string::npos; at = out.find(key, at + value.size())) {
      out.replace(at, key.size(), value);
    }
  }
  return out;
}

Text fill_text(const Text& text, const Vars& vars) { return {fill(text.en, vars), fill(text.zh_CN, vars)}; }

std::string list_text(const Json& value) {
  if (!value.is_array()) return value.dump();
  std::string s = "[";
  for (std::size_t i = 0; i < value.size(); ++i) s += (i ? ", " : "") + list_text(value[i]);
  return s + "]";
}

Text question_text(Kind kind, const Config& c) {
  const Vars v = {{"B", num(c.batch)},          {"G", num(c.gpus)},        {"n", num(c.dataset)},
                  {"bs", num(c.batch_size)},    {"drop", py_bool(c.drop_last)}, {"in", num(c.in)},
                  {"out", num(c.out)},          {"shape", dims_text(c.shape)},  {"d", num(c.dim)},
                  {"W", num(c.world)},          {"r", num(c.rank)}};
  switch (kind) {
    case Kind::ChunkSizes:
      return fill_text({"DataParallel on {G} GPUs gets a batch of {B} rows. How many rows does torch.chunk give each "
                   "chunk, in device order?",
                   "DataParallel（数据并行）在 {G} 个 GPU 上收到一个 {B} 行的批次。torch.chunk 切出的数据块各有几行（按设备顺序）？"},
                  v);
    case Kind::IdleGpus:
      return fill_text({"DataParallel on {G} GPUs gets a batch of {B} rows. How many GPUs get no chunk and stay idle?",
                   "DataParallel（数据并行）在 {G} 个 GPU 上收到一个 {B} 行的批次。有几个 GPU 分不到数据块、保持空闲？"},
                  v);
    case Kind::LastBatch:
      return fill_text({"A DataLoader over {n} samples with batch_size={bs} and drop_last={drop}. How many batches does one "
                   "epoch give, and how many rows has the last one?",
                   "DataLoader 读取 {n} 个样本，batch_size={bs}，drop_last={drop}。一轮（epoch）有几个批次？最后一个批次有几行？"},
                  v);
    case Kind::GatheredShape:
      return fill_text({"model = nn.DataParallel(nn.Linear({in}, {out})) on {G} GPUs gets an input of shape [{B}, {in}]. "
                   "What shape has the output gathered on cuda:0?",
                   "model = nn.DataParallel(nn.Linear({in}, {out}))，共 {G} 个 GPU，输入张量的形状是 [{B}, {in}]。"
                   "收集（gather）到 cuda:0 上的输出是什么形状？"},
                  v);
    case Kind::ChunkShapes:
      return fill_text({"x has shape [{shape}]. What shapes does torch.chunk(x, {G}, dim={d}) give?",
                   "张量 x 的形状是 [{shape}]。torch.chunk(x, {G}, dim={d}) 给出哪些形状？"},
                  v);
    case Kind::GradBytesToGpu0:
      return fill_text({"nn.DataParallel(nn.Linear({in}, {out})) on {G} GPUs, a batch of {B} rows, float32. In backward, "
                   "how many bytes of gradients does cuda:0 receive from the other GPUs to sum them?",
                   "nn.DataParallel(nn.Linear({in}, {out}))，共 {G} 个 GPU，批大小为 {B}，float32。反向传播时，cuda:0 "
                   "从其余 GPU 收到多少字节的梯度来求和？"},
                  v);
    case Kind::RingSteps:
      return fill_text({"A ring all-reduce over {W} ranks: how many steps does it take, reduce-scatter plus all-gather?",
                   "{W} 个 rank 做环形全规约（all-reduce）：规约分发（reduce-scatter）加全收集（all-gather）一共几步？"},
                  v);
    case Kind::DdpShard:
      return fill_text({"DistributedSampler over a dataset of {n} samples, num_replicas={W}, shuffle=False, drop_last={drop}. "
                   "Which sample indices does rank {r} get?",
                   "DistributedSampler 作用于 {n} 个样本的数据集，num_replicas={W}，shuffle=False，drop_last={drop}。"
                   "rank（进程序号）{r} 分到哪些样本索引？"},
                  v);
  }
  return {};
}

Text option_text(Kind kind, const Json& value) {
  if (kind == Kind::LastBatch) {
    const std::int64_t batches = value["batches"].get<std::int64_t>(), last = value["last"].get<std::int64_t>();
    if (batches == 0) return {"no batches", "没有批次"};
    const Vars v = {{"b", num(batches)}, {"l", num(last)}};
    return fill_text({batches == 1 ? "1 batch of {l} rows" : "{b} batches, the last of {l} rows",
                 batches == 1 ? "1 个批次，{l} 行" : "{b} 个批次，最后一个 {l} 行"},
                v);
  }
  const std::string s = list_text(value);
  return {s, s};
}

}  // namespace dp::quiz::detail
