// last_batch: a DataLoader over n samples with batch_size and drop_last; how many batches one epoch
// gives and the last one's rows, asked of BatchSampler's sizes (R12.2). Mistakes: the last batch
// forgotten, full, or merged; drop_last ignored or read as keeping the rest; an extra empty batch.
#include <cmath>
#include <iterator>

#include "data/dataloader.h"
#include "quiz/quiz_detail.h"
#include "run/tutorial_numbers.h"

namespace dp::quiz::detail {

namespace {

Json last_batch(std::int64_t batches, std::int64_t last) {
  Json j;
  j["batches"] = batches;
  j["last"] = last;
  return j;
}

void check(const Config& c) {
  need_in(c.dataset, kQuizDataset, "dataset");
  need_in(c.batch_size, kBatchSizeRange, "batch_size");
}

Json answer(const Config& c) {
  const std::vector<std::int64_t> sizes = batch_sizes(c.dataset, c.batch_size, c.drop_last);  // R12.2
  Json j;
  j["batches"] = static_cast<std::int64_t>(sizes.size());
  j["last"] = sizes.empty() ? 0 : sizes.back();
  return j;
}

Text rule(const Config&) {
  return {"BatchSampler gives ⌊{n}/{bs}⌋ = {fullbatches}; the {rest} rows left make one more batch unless "
          "drop_last=True (R12.2).",
          "BatchSampler 给出 ⌊{n}/{bs}⌋ = {full} 个满的批次；剩下的 {rest} 行在 drop_last=False 时组成最后一个批次，drop_last=True 时被丢掉（R12.2）。"};
}

Text last_full_why(const Config& c) {
  if (c.drop_last) {
    return {"drop_last=True does not fill up the last batch: it drops the {rest} rows left (R12.2).",
            "drop_last=True 不会把最后一个批次补满，而是丢掉剩下的 {rest} 行（R12.2）。"};
  }
  return {"The last batch is not a full one: it holds only the rows that are left, {rest} here (R12.2).",
          "最后一个批次不是满的：它只有剩下的行，这里是 {rest} 行（R12.2）。"};
}

void mistakes(const Config& c, const Json&, std::vector<Choice>& m) {
  const std::int64_t n = c.dataset, bs = c.batch_size, full = n / bs, rest = n % bs, ceil = ceil_div(n, bs);
  if (rest != 0) {
    if (c.drop_last) {
      m.push_back({last_batch(ceil, rest),
                   {"drop_last=True drops the last, incomplete batch of {rest} rows (R12.2).",
                    "drop_last=True 会丢掉最后那个只有 {rest} 行的不满批次（R12.2）。"}});
      m.push_back({last_batch(ceil, bs), last_full_why(c)});
      m.push_back({last_batch(full, rest),
                   {"With drop_last=True every batch left is full: the {rest} rows over are dropped, not made the last "
                    "batch (R12.2).",
                    "drop_last=True 时留下的批次都是满的：多出的 {rest} 行被丢掉，不会成为最后一个批次（R12.2）。"}});
      if (full == 0) {
        m.push_back({last_batch(1, 0),
                     {"drop_last=True drops the incomplete batch of {rest} rows whole: no empty batch is left (R12.2).",
                      "drop_last=True 把只有 {rest} 行的不满批次整个丢掉，不会留下一个空批次（R12.2）。"}});
      }
    } else {
      m.push_back({last_batch(full, full ? bs : 0),
                   {"The last, smaller batch is not lost: without drop_last the {rest} rows left make batch {ceil} (R12.2).",
                    "最后那个较小的批次不会丢：没有 drop_last 时，剩下的 {rest} 行组成第 {ceil} 个批次（R12.2）。"}});
      m.push_back({last_batch(ceil, bs), last_full_why(c)});
      const auto rounded = static_cast<std::int64_t>(std::llround(static_cast<double>(n) / static_cast<double>(bs)));
      if (rounded != ceil) {
        m.push_back({last_batch(rounded, rest),
                     {"Without drop_last there are ⌈{n}/{bs}⌉ = {ceil} batches, not {n}/{bs} rounded to the nearest (R12.2).",
                      "没有 drop_last 时批次数是 ⌈{n}/{bs}⌉ = {ceil}，不是 {n}/{bs} 四舍五入（R12.2）。"}});
      }
    }
    if (full >= 1) {
      m.push_back({last_batch(full, bs + rest),
                   {"The {rest} rows left are not added to the last full batch: they make a batch of their own, or are "
                    "dropped with drop_last=True (R12.2).",
                    "剩下的 {rest} 行不会并入最后一个满的批次：它们自成一个批次，drop_last=True 时则被丢掉（R12.2）。"}});
    }
  } else if (n > 0) {  // bs divides n: every batch full, none dropped
    m.push_back({last_batch(full + 1, 0),
                 {"{bs} divides {n}, so there is no extra, empty batch: {fullbatches} (R12.2).",
                  "{bs} 能整除 {n}，所以没有多出一个空批次：一共 {full} 个满的批次（R12.2）。"}});
    m.push_back({last_batch(full, 0),
                 {"{bs} divides {n}, so the last batch is a full one of {bs} rows, not an empty one (R12.2).",
                  "{bs} 能整除 {n}，所以最后一个批次是满的 {bs} 行，而不是空的（R12.2）。"}});
    Text drops_full = c.drop_last
                          ? Text{"drop_last=True drops only an incomplete last batch; {bs} divides {n}, so none is dropped (R12.2).",
                                 "drop_last=True 只丢掉不满的最后一个批次；{bs} 能整除 {n}，所以一个也不丢（R12.2）。"}
                          : Text{"No batch is dropped: {bs} divides {n} into {fullbatches} (R12.2).",
                                 "没有批次被丢掉：{bs} 能整除 {n}，正好 {full} 个满的批次（R12.2）。"};
    m.push_back({last_batch(full - 1, bs), drops_full});
  }
}

Json fallback(const Config&, const Json& right, int d) {
  return last_batch(right["batches"].get<std::int64_t>() + d, right["last"].get<std::int64_t>());
}

Text option(const Json& value) {
  const std::int64_t batches = value["batches"].get<std::int64_t>(), last = value["last"].get<std::int64_t>();
  if (batches == 0) return {"no batches", "没有批次"};
  const Vars v = {{"b", num(batches)}, {"l", num(last)}};
  return fill_text({batches == 1 ? "1 batch of {l} rows" : "{b} batches, the last of {l} rows",
                    batches == 1 ? "1 个批次，{l} 行" : "{b} 个批次，最后一个 {l} 行"},
                   v);
}

Config draw(Rng& rng) {
  Config c;
  if (chance(rng, 1, 5)) {  // the tutorial's DataLoader (R12.2: [30, 30, 30, 10])
    c.dataset = tutorial::kDataSize;
    c.batch_size = tutorial::kBatchSize;
    c.drop_last = chance(rng, 1, 3);
    return c;
  }
  static constexpr std::int64_t kSizes[] = {4, 8, 10, 16, 25, 30, 32, 50, 64, 100, 128};
  c.batch_size = chance(rng, 1, 2) ? kSizes[rng.below(std::size(kSizes))] : pick(rng, 2, 40);
  // Mostly at least one full batch; sometimes fewer samples than batch_size (one batch, or none with drop_last).
  const bool small = chance(rng, 1, 8);
  for (int tries = 0; tries < 4; ++tries) {
    c.dataset = small ? pick(rng, 1, c.batch_size - 1) : pick(rng, c.batch_size, 200);
    if (c.dataset % c.batch_size != 0) break;
  }
  c.drop_last = chance(rng, 1, 3);
  return c;
}

}  // namespace

const KindUnit& last_batch_kind() {
  static const KindUnit unit{
      .kind = Kind::LastBatch,
      .name = "last_batch",
      .keys = {"dataset", "batch_size", "drop_last"},
      .numeric = false,
      .question = {"A DataLoader over {n} samples with batch_size={bs} and drop_last={drop}. How many batches does one "
                   "epoch give, and how many rows has the last one?",
                   "DataLoader 读取 {n} 个样本，batch_size={bs}，drop_last={drop}。一轮（epoch）有几个批次？最后一个批次有几行？"},
      .label = {"The last batch", "最后一个批次"},
      .check = check,
      .answer = answer,
      .rule = rule,
      .mistakes = mistakes,
      .fallback = fallback,
      .option = option,
      .draw = draw,
  };
  return unit;
}

}  // namespace dp::quiz::detail
