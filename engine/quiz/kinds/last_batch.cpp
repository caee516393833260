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
  return texts::last_batch::rule;
}

Text last_full_why(const Config& c) {
  if (c.drop_last) {
    return texts::last_batch::drop_not_fill;
  }
  return texts::last_batch::last_not_full;
}

void mistakes(const Config& c, const Json&, std::vector<Choice>& m) {
  const std::int64_t n = c.dataset, bs = c.batch_size, full = n / bs, rest = n % bs, ceil = ceil_div(n, bs);
  if (rest != 0) {
    if (c.drop_last) {
      m.push_back({last_batch(ceil, rest), texts::last_batch::drop_drops_last});
      m.push_back({last_batch(ceil, bs), last_full_why(c)});
      m.push_back({last_batch(full, rest), texts::last_batch::drop_all_full});
      if (full == 0) {
        m.push_back({last_batch(1, 0), texts::last_batch::drop_no_empty});
      }
    } else {
      m.push_back({last_batch(full, full ? bs : 0), texts::last_batch::last_not_lost});
      m.push_back({last_batch(ceil, bs), last_full_why(c)});
      const auto rounded = static_cast<std::int64_t>(std::llround(static_cast<double>(n) / static_cast<double>(bs)));
      if (rounded != ceil) {
        m.push_back({last_batch(rounded, rest), texts::last_batch::not_rounded});
      }
    }
    if (full >= 1) {
      m.push_back({last_batch(full, bs + rest), texts::last_batch::not_merged});
    }
  } else if (n > 0) {  // bs divides n: every batch full, none dropped
    m.push_back({last_batch(full + 1, 0), texts::last_batch::no_empty_batch});
    m.push_back({last_batch(full, 0), texts::last_batch::last_full});
    Text drops_full = c.drop_last
                          ? texts::last_batch::drop_none
                          : texts::last_batch::none_dropped;
    m.push_back({last_batch(full - 1, bs), drops_full});
  }
}

Json fallback(const Config&, const Json& right, int d) {
  return last_batch(right["batches"].get<std::int64_t>() + d, right["last"].get<std::int64_t>());
}

Text option(const Json& value) {
  const std::int64_t batches = value["batches"].get<std::int64_t>(), last = value["last"].get<std::int64_t>();
  if (batches == 0) return texts::last_batch::no_batches;
  const Vars v = {{"b", num(batches)}, {"l", num(last)}};
  return fill_text(batches == 1 ? texts::last_batch::one_batch : texts::last_batch::batches, v);
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
      .question = texts::last_batch::question,
      .label = texts::last_batch::label,
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
