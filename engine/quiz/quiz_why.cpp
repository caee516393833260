// The one sentence of "why" for every answer and every named mistake, in en and zh_CN, naming the
// SEMANTICS rule (R1 chunk, R7 devices, R9 gather, R10 reduce, R12 DataLoader, R13 DistributedSampler,
// R14 DDP's all-reduce). Numbers come from the engine, as the answers do.
#include "core/shape.h"
#include "data/distributed_sampler.h"
#include "quiz/quiz_detail.h"

namespace dp::quiz::detail {

namespace {

std::string num(std::int64_t v) { return std::to_string(v); }

// The size torch.chunk cuts: the batch, or the chunked dim of chunk_shapes' tensor.
std::int64_t cut_size(Kind kind, const Config& c) {
  if (kind != Kind::ChunkShapes) return c.batch;
  return c.shape[static_cast<std::size_t>(wrap_dim(c.dim, static_cast<int>(c.shape.size())))];
}

// What the texts may name: the config's numbers and the facts the engine gives for them.
Vars vars_of(Kind kind, const Config& c) {
  const std::int64_t n = cut_size(kind, c);
  const std::int64_t wd = kind == Kind::ChunkShapes ? wrap_dim(c.dim, static_cast<int>(c.shape.size())) : 0;
  Vars v = {{"B", num(c.batch)}, {"G", num(c.gpus)}, {"in", num(c.in)},   {"out", num(c.out)}, {"W", num(c.world)},
            {"r", num(c.rank)},  {"d", num(c.dim)},  {"wd", num(wd)},     {"N", num(n)},       {"n", num(c.dataset)},
            {"bs", num(c.batch_size)}};
  if (c.gpus >= 1) {
    const ChunkFacts f = chunk_facts(n, c.gpus);
    v.push_back({"s", num(f.per_chunk)});
    v.push_back({"srows", num(f.per_chunk) + (f.per_chunk == 1 ? " row" : " rows")});
    v.push_back({"P", num(f.used)});
    v.push_back({"P1", num(f.used - 1)});
    v.push_back({"idle", num(f.idle)});
    v.push_back({"idlegpus", num(f.idle) + (f.idle == 1 ? " GPU gets" : " GPUs get")});
    v.push_back({"last", num(f.sizes.back())});
  }
  if (c.batch_size >= 1) {
    v.push_back({"full", num(c.dataset / c.batch_size)});
    v.push_back({"fullbatches", num(c.dataset / c.batch_size) + (c.dataset / c.batch_size == 1 ? " full batch" : " full batches")});
    v.push_back({"rest", num(c.dataset % c.batch_size)});
    v.push_back({"ceil", num((c.dataset + c.batch_size - 1) / c.batch_size)});
  }
  if (kind == Kind::GradBytesToGpu0) v.push_back({"per", num(static_cast<std::int64_t>(linear_grad_bytes(c.in, c.out)))});
  if (kind == Kind::RingSteps) v.push_back({"steps", num(ring_steps(c.world))});
  if (kind == Kind::DdpShard && c.world >= 1) {
    const SamplerSizes s = sampler_sizes(c.dataset, c.world, c.drop_last);  // R13.2
    v.push_back({"total", num(s.total_size)});
    v.push_back({"per", num(s.num_samples)});
  }
  return v;
}

Text rule_text(Kind kind, const Config& c) {
  switch (kind) {
    case Kind::ChunkSizes:
    case Kind::ChunkShapes:
      if (kind == Kind::ChunkSizes ? c.batch == 0 : false) {
        return {"A batch of 0 rows gives {G} empty chunks, one per GPU (R1.2, R7.2).",
                "0 行的批次切出 {G} 块空的数据块，每个 GPU 一块（R1.2、R7.2）。"};
      }
      if (kind == Kind::ChunkShapes) {
        return {"torch.chunk cuts dim {wd} (size {N}) into pieces of ⌈{N}/{G}⌉ = {s}, only the last one smaller, "
                "and keeps the other sizes (R1.2, R1.3).",
                "torch.chunk 沿第 {wd} 维（大小 {N}）切成每块 ⌈{N}/{G}⌉ = {s}，只有最后一块更小，其他维度的大小不变（R1.2、R1.3）。"};
      }
      return {"torch.chunk cuts pieces of ⌈{B}/{G}⌉ = {srows}, only the last one smaller: {P} chunks (R1.2).",
              "torch.chunk 每块切 ⌈{B}/{G}⌉ = {s} 行，只有最后一块更小：一共 {P} 块（R1.2）。"};
    case Kind::IdleGpus:
      return {"Pieces of ⌈{B}/{G}⌉ = {srows} make {P} chunks, so {G} − {P} = {idlegpus} none (R7.1).",
              "每块 ⌈{B}/{G}⌉ = {s} 行，一共 {P} 块，所以 {G} − {P} = {idle} 个 GPU 分不到数据块（R7.1）。"};
    case Kind::LastBatch:
      return {"BatchSampler gives ⌊{n}/{bs}⌋ = {fullbatches}; the {rest} rows left make one more batch unless "
              "drop_last=True (R12.2).",
              "BatchSampler 给出 ⌊{n}/{bs}⌋ = {full} 个满的批次；剩下的 {rest} 行在 drop_last=False 时组成最后一个批次，drop_last=True 时被丢掉（R12.2）。"};
    case Kind::GatheredShape:
      return {"Each GPU's Linear turns its chunk [b, {in}] of b rows into [b, {out}], and gather concatenates them "
              "along dim 0 on cuda:0: all {B} rows come back (R9.3).",
              "每个 GPU 上的 Linear 把 b 行的数据块 [b, {in}] 变成 [b, {out}]，收集（gather）沿第 0 维在 cuda:0 上把它们拼接起来："
              "{B} 行全部回来（R9.3）。"};
    case Kind::GradBytesToGpu0:
      return {"{P} GPUs get a chunk and run a replica (R7.1); cuda:0 holds its own gradients already and receives "
              "{per} bytes from each of the other {P1} (Linear({in}, {out}): weight and bias, float32) to sum them (R10.3).",
              "{P} 个 GPU 分到了数据块、运行副本（R7.1）；cuda:0 自己的梯度本来就在本地，它从其余 {P1} 个副本各收到 {per} "
              "字节（Linear({in}, {out}) 的权重和偏置，float32）来求和（R10.3）。"};
    case Kind::RingSteps:
      if (c.world <= 1) {
        return {"A single rank has nothing to exchange: 0 steps (R14.2).",
                "只有一个 rank（进程序号）时无需交换：0 步（R14.2）。"};
      }
      return {"A ring all-reduce over {W} ranks takes {W}−1 steps of reduce-scatter, then {W}−1 of all-gather: "
              "2({W}−1) = {steps} (R14.2).",
              "{W} 个 rank 的环形全规约（all-reduce）先做 {W}−1 步规约分发（reduce-scatter），"
              "再做 {W}−1 步全收集（all-gather）：2({W}−1) = {steps} 步（R14.2）。"};
    case Kind::DdpShard:
      if (c.drop_last) {
        return {"DistributedSampler truncates range({n}) to {total} indices (drop_last=True), then rank {r} takes "
                "every {W}th index from {r}: indices[{r}:{total}:{W}] (R13.2, R13.3).",
                "DistributedSampler 把 range({n}) 截断到 {total} 个索引（drop_last=True），然后 rank（进程序号）{r} 从 {r} "
                "开始每隔 {W} 个取一个：indices[{r}:{total}:{W}]（R13.2、R13.3）。"};
      }
      return {"DistributedSampler pads range({n}) to {total} indices by repeating its start, then rank {r} takes "
              "every {W}th index from {r}: indices[{r}:{total}:{W}] (R13.2, R13.3).",
              "DistributedSampler 从开头重复，把 range({n}) 补齐到 {total} 个索引，然后 rank（进程序号）{r} 从 {r} "
              "开始每隔 {W} 个取一个：indices[{r}:{total}:{W}]（R13.2、R13.3）。"};
  }
  return {};
}

Text mistake_text(Why why, Kind kind, const Config& c) {
  const bool all_busy = c.gpus >= 1 && chunk_facts(cut_size(kind, c), c.gpus).idle == 0;
  switch (why) {
    case Why::EqualSplit:
      return {"Not an equal split: torch.chunk does not round {N}/{G}; it cuts pieces of ⌈{N}/{G}⌉ = {s} and the "
              "last takes what is left (R1.2).",
              "不是平均切分：torch.chunk 不会把 {N}/{G} 四舍五入，而是每块切 ⌈{N}/{G}⌉ = {s}，最后一块拿剩下的（R1.2）。"};
    case Why::FloorRest:
      return {"The piece size rounds up, not down: ⌈{N}/{G}⌉ = {s}, and only the last piece is smaller (R1.2).",
              "每块的大小向上取整而不是向下取整：⌈{N}/{G}⌉ = {s}，只有最后一块更小（R1.2）。"};
    case Why::EveryGpuChunk:
      if (kind == Kind::ChunkShapes && !all_busy) {  // a pure torch.chunk question: no GPU involved
        return {"torch.chunk(x, {G}) need not give {G} pieces: pieces of {s} make only {P}, and it spreads no "
                "remainder (R1.2, R1.3).",
                "torch.chunk(x, {G}) 不一定切出 {G} 块：每块 {s}，一共只有 {P} 块，它不会把余数摊开（R1.2、R1.3）。"};
      }
      if (all_busy) {
        return {"torch.chunk spreads no remainder: every piece has {s} except the last, which takes what is left "
                "(R1.2, R1.3).",
                "torch.chunk 不会把余数摊开：除了最后一块，每块都是 {s}，最后一块拿剩下的（R1.2、R1.3）。"};
      }
      return {"Not every GPU gets a chunk: pieces of {s} make only {P} chunks, and torch.chunk spreads no remainder "
              "(R1.3, R7.1).",
              "不是每个 GPU 都分到数据块：每块 {s}，一共只有 {P} 块，torch.chunk 不会把余数摊到各个 GPU 上（R1.3、R7.1）。"};
    case Why::RestDropped:
      return {"The rows left over are not dropped: torch.chunk's pieces hold all {N}, only the last one smaller (R1.2).",
              "剩下的行不会被丢掉：torch.chunk 切出的块装下全部 {N}，只有最后一块更小（R1.2）。"};
    case Why::SmallFirst:
      return {"Only the last piece can be smaller, never an earlier one (R1.3).",
              "只有最后一块可以更小，前面的块不会（R1.3）。"};
    case Why::PaddedLast:
      return {"The last piece is not padded: it holds only what is left, {last} (R1.2).",
              "最后一块不会补齐：它只有剩下的 {last}（R1.2）。"};
    case Why::ZeroPadded:
      if (kind == Kind::ChunkShapes) {  // a pure torch.chunk question: no GPU involved
        return {"torch.chunk returns only {P} pieces here and adds no empty ones to make {G}; empty pieces come "
                "only from a size of 0 (R1.2).",
                "这里 torch.chunk 只返回 {P} 块，不会补上空块凑满 {G} 块；只有大小为 0 时才会切出空块（R1.2）。"};
      }
      return {"GPUs after the last chunk get no piece at all, not an empty one; empty pieces come only from a size "
              "of 0 (R1.2, R7.2).",
              "最后一块之后的 GPU 什么也分不到，而不是分到一块空的数据块；只有大小为 0 时才会切出空块（R1.2、R7.2）。"};
    case Why::WholeOnGpu0:
      if (kind == Kind::IdleGpus) {
        return {"The batch is not left on cuda:0 alone: {P} GPUs get a chunk (R7.1).",
                "批次不会只留在 cuda:0 上：{P} 个 GPU 分到了数据块（R7.1）。"};
      }
      return {"DataParallel does not keep the whole batch on cuda:0: it scatters it in pieces of {srows} (R1.2, R7.1).",
              "DataParallel（数据并行）不会把整个批次留在 cuda:0 上，而是按每块 {s} 行分发（scatter）出去（R1.2、R7.1）。"};
    case Why::BadSum:
      return {"These pieces do not add up to {N}; torch.chunk's always do (R1.2).",
              "这些块加起来不等于 {N}；torch.chunk 切出的块加起来总是 {N}（R1.2）。"};
    case Why::WrongDim:
      return {"torch.chunk cuts along dim={d}, which is dim {wd} here, not another one; the other sizes stay (R1.1, R1.3).",
              "torch.chunk 沿 dim={d}（这里是第 {wd} 维）切分，不沿别的维度；其他维度的大小不变（R1.1、R1.3）。"};
    case Why::UsedNotIdle:
      return {"That counts the GPUs that do get a chunk; the idle ones are {G} − {P} = {idle} (R7.1).",
              "这是分到了数据块的 GPU 数量；空闲的是 {G} − {P} = {idle} 个（R7.1）。"};
    case Why::Remainder:
      return {"The remainder {B} mod {G} does not decide the idle GPUs: there are ⌈{B}/{s}⌉ = {P} chunks (R1.2, R7.1).",
              "余数 {B} mod {G} 不决定空闲的 GPU：一共 ⌈{B}/{s}⌉ = {P} 块（R1.2、R7.1）。"};
    case Why::FullOnly:
      return {"The last, smaller chunk runs on a GPU too: {P} GPUs work and {idle} stay idle (R7.1).",
              "最后那块较小的数据块也在一个 GPU 上运行：{P} 个参与计算的 GPU，{idle} 个空闲（R7.1）。"};
    case Why::PerChunk:
      return {"⌈{B}/{G}⌉ = {s} is how many rows each chunk has, not how many GPUs wait: {G} − {P} = {idle} (R1.2, R7.1).",
              "⌈{B}/{G}⌉ = {s} 是每块的行数，不是空闲的 GPU 有几个：{G} − {P} = {idle}（R1.2、R7.1）。"};
    case Why::LastForgotten:
      return {"The last, smaller batch is not lost: without drop_last the {rest} rows left make batch {ceil} (R12.2).",
              "最后那个较小的批次不会丢：没有 drop_last 时，剩下的 {rest} 行组成第 {ceil} 个批次（R12.2）。"};
    case Why::LastFull:
      if (c.drop_last) {
        return {"drop_last=True does not fill up the last batch: it drops the {rest} rows left (R12.2).",
                "drop_last=True 不会把最后一个批次补满，而是丢掉剩下的 {rest} 行（R12.2）。"};
      }
      return {"The last batch is not a full one: it holds only the rows that are left, {rest} here (R12.2).",
              "最后一个批次不是满的：它只有剩下的行，这里是 {rest} 行（R12.2）。"};
    case Why::DropIgnored:
      return {"drop_last=True drops the last, incomplete batch of {rest} rows (R12.2).",
              "drop_last=True 会丢掉最后那个只有 {rest} 行的不满批次（R12.2）。"};
    case Why::LastIsRest:
      return {"With drop_last=True every batch left is full: the {rest} rows over are dropped, not made the last "
              "batch (R12.2).",
              "drop_last=True 时留下的批次都是满的：多出的 {rest} 行被丢掉，不会成为最后一个批次（R12.2）。"};
    case Why::EmptyExtra:
      return {"{bs} divides {n}, so there is no extra, empty batch: {fullbatches} (R12.2).",
              "{bs} 能整除 {n}，所以没有多出一个空批次：一共 {full} 个满的批次（R12.2）。"};
    case Why::RoundedCount:
      return {"Without drop_last there are ⌈{n}/{bs}⌉ = {ceil} batches, not {n}/{bs} rounded to the nearest (R12.2).",
              "没有 drop_last 时批次数是 ⌈{n}/{bs}⌉ = {ceil}，不是 {n}/{bs} 四舍五入（R12.2）。"};
    case Why::RestMerged:
      return {"The {rest} rows left are not added to the last full batch: they make a batch of their own, or are "
              "dropped with drop_last=True (R12.2).",
              "剩下的 {rest} 行不会并入最后一个满的批次：它们自成一个批次，drop_last=True 时则被丢掉（R12.2）。"};
    case Why::EmptyLeft:
      return {"drop_last=True drops the incomplete batch of {rest} rows whole: no empty batch is left (R12.2).",
              "drop_last=True 把只有 {rest} 行的不满批次整个丢掉，不会留下一个空批次（R12.2）。"};
    case Why::LastZero:
      return {"{bs} divides {n}, so the last batch is a full one of {bs} rows, not an empty one (R12.2).",
              "{bs} 能整除 {n}，所以最后一个批次是满的 {bs} 行，而不是空的（R12.2）。"};
    case Why::DropsFull:
      if (c.drop_last) {
        return {"drop_last=True drops only an incomplete last batch; {bs} divides {n}, so none is dropped (R12.2).",
                "drop_last=True 只丢掉不满的最后一个批次；{bs} 能整除 {n}，所以一个也不丢（R12.2）。"};
      }
      return {"No batch is dropped: {bs} divides {n} into {fullbatches} (R12.2).",
              "没有批次被丢掉：{bs} 能整除 {n}，正好 {full} 个满的批次（R12.2）。"};
    case Why::OneChunk:
      return {"That is only cuda:0's own chunk; gather concatenates every replica's output (R9.3).",
              "这只是 cuda:0 自己那块的输出；收集（gather）会把每个副本的输出拼接起来（R9.3）。"};
    case Why::Stacked:
      return {"gather concatenates along dim 0; it does not stack the outputs in a new dim (R9.3).",
              "收集（gather）沿第 0 维拼接，不会把输出堆叠成新的维度（R9.3）。"};
    case Why::PaddedRows:
      return {"No rows are added: the chunks hold exactly the {B} rows, and idle GPUs return nothing (R1.2, R9.3).",
              "不会多出行：数据块正好装下这 {B} 行，空闲的 GPU 不返回任何东西（R1.2、R9.3）。"};
    case Why::InFeatures:
      return {"Linear({in}, {out}) maps {in} features to {out}: the output's last size is {out}.",
              "Linear({in}, {out}) 把 {in} 个特征变成 {out} 个：输出最后一个维度的大小是 {out}。"};
    case Why::TimesGpus:
      return {"Each GPU runs only its chunk, not the whole batch, so the {B} rows come back once (R7.1, R9.3).",
              "每个 GPU 只处理自己的数据块，不是整个批次，所以 {B} 行只回来一次（R7.1、R9.3）。"};
    case Why::OwnCounted:
      return {"cuda:0 does not receive its own replica's gradients, they are already there; only the other {P1} send "
              "theirs (R10.3).",
              "cuda:0 不用接收自己那个副本的梯度，它们本来就在那里；只有其余 {P1} 个副本发来梯度（R10.3）。"};
    case Why::IdleSend:
      return {"Idle GPUs run no replica and send nothing: only the {P} GPUs that got a chunk take part (R7.1).",
              "空闲的 GPU 没有副本，什么也不发送：只有分到数据块的 {P} 个 GPU 参与（R7.1）。"};
    case Why::NoBias:
      return {"The bias has a gradient too: {out} more floats per replica, 4 bytes each.",
              "偏置也有梯度：每个副本多 {out} 个浮点数，每个 4 字节。"};
    case Why::Elements:
      return {"That counts floats, not bytes: each float32 is 4 bytes.",
              "这数的是浮点数的个数，不是字节：每个 float32 占 4 字节。"};
    case Why::AllGpus:
      return {"Neither cuda:0's own gradients nor idle GPUs count: {P1} replicas send {per} bytes each (R7.1, R10.3).",
              "cuda:0 自己的梯度和空闲的 GPU 都不算：{P1} 个副本各发送 {per} 字节（R7.1、R10.3）。"};
    case Why::HalfRing:
      return {"That is only the reduce-scatter; the all-gather takes {W}−1 more steps (R14.2).",
              "这只是规约分发（reduce-scatter）；全收集（all-gather）还要再做 {W}−1 步（R14.2）。"};
    case Why::TwoW:
      return {"Each half takes {W}−1 steps, not {W}: a rank never sends its own share to itself (R14.2).",
              "每一半是 {W}−1 步而不是 {W} 步：rank（进程序号）不用把自己那一份发给自己（R14.2）。"};
    case Why::JustW:
      return {"The ring has two halves, reduce-scatter and all-gather, of {W}−1 steps each (R14.2).",
              "环形全规约有两半：规约分发（reduce-scatter）和全收集（all-gather），各 {W}−1 步（R14.2）。"};
    case Why::WSquared:
      return {"Each step passes one share to the next rank only, not to every other rank: 2({W}−1) steps in all (R14.2).",
              "每一步只把一份传给下一个 rank（进程序号），不是传给所有其他 rank：一共 2({W}−1) 步（R14.2）。"};
    case Why::NoPadding:
      return {"DistributedSampler pads: it repeats the start of the list up to {total} indices, so every rank gets "
              "{per} (R13.3).",
              "DistributedSampler 会补齐：它从列表开头重复，补到 {total} 个索引，让每个 rank（进程序号）都分到 {per} 个（R13.3）。"};
    case Why::Contiguous:
      return {"Ranks take strided indices {r}, {r}+{W}, {r}+2·{W}, …, not a contiguous block (R13.3).",
              "每个 rank（进程序号）隔 {W} 个取一个索引：{r}、{r}+{W}、{r}+2·{W}……，不是取连续的一段（R13.3）。"};
    case Why::ContiguousUnpadded:
      return {"Neither a block nor an unequal shard: the list is made {total} long, then rank {r} takes every {W}th "
              "index from {r} (R13.2, R13.3).",
              "既不是连续的一段，也不是不等长的分片：列表先变成 {total} 个，rank（进程序号）{r} 再从 {r} 开始每隔 {W} "
              "个取一个（R13.2、R13.3）。"};
    case Why::DropFlipped:
      if (c.drop_last) {
        return {"drop_last=True truncates the list to {total} indices instead of padding it (R13.2).",
                "drop_last=True 把列表截断到 {total} 个索引，而不是补齐（R13.2）。"};
      }
      return {"drop_last=False pads the list to {total} indices instead of truncating it (R13.2).",
              "drop_last=False 把列表补齐到 {total} 个索引，而不是截断（R13.2）。"};
    case Why::RankFromOne:
      return {"Ranks count from 0: rank {r} starts at index {r} (R13.3).",
              "rank（进程序号）从 0 开始数：rank {r} 从索引 {r} 开始（R13.3）。"};
    default: break;
  }
  return {};
}

}  // namespace

Text why_text(Why why, Kind kind, const Config& c) {
  const Vars v = vars_of(kind, c);
  switch (why) {
    case Why::ChunkRule:
    case Why::IdleRule:
    case Why::LastRule:
    case Why::GatherRule:
    case Why::ChunkShapeRule:
    case Why::GradRule:
    case Why::RingRule:
    case Why::ShardRule: return fill_text(rule_text(kind, c), v);
    case Why::Fallback: {
      if (kind == Kind::ChunkSizes || kind == Kind::ChunkShapes) return fill_text(mistake_text(Why::BadSum, kind, c), v);
      if (kind == Kind::DdpShard) {
        return fill_text(Text{"Every rank gets exactly {per} indices (R13.2).",
                         "每个 rank（进程序号）正好分到 {per} 个索引（R13.2）。"},
                    v);
      }
      const Text rule = fill_text(rule_text(kind, c), v);
      return {"Not what the rule gives: " + rule.en, "不符合规则：" + rule.zh_CN};
    }
    default: return fill_text(mistake_text(why, kind, c), v);
  }
}

}  // namespace dp::quiz::detail
