// The placeholders a "why" may name (the config's numbers and the facts the engine gives for them) and
// the filling of a kind's sentences with them. The sentences themselves, each naming its rule in
// docs/semantics.md, are in resources/quiz/texts.tsv; each kind's file in engine/quiz/kinds/ picks its own.
#include "quiz/quiz_detail.h"

namespace dp::quiz::detail {

namespace {

// A placeholder's English value with its noun: `one` for a count of 1, `many` otherwise, `count` in
// the text's {name} (the zh_CN texts write 行 and 个 themselves and name only the bare number).
std::string plural(std::int64_t count, std::string_view name, const texts::TextRef& one, const texts::TextRef& many) {
  return fill(count == 1 ? one.en : many.en, {{name, num(count)}});
}

}  // namespace

Vars base_vars(const Config& c, std::int64_t cut, std::int64_t wd) {
  const std::int64_t n = cut;
  Vars v = {{"B", num(c.batch)}, {"G", num(c.gpus)}, {"in", num(c.in)},   {"out", num(c.out)}, {"W", num(c.world)},
            {"r", num(c.rank)},  {"d", num(c.dim)},  {"wd", num(wd)},     {"N", num(n)},       {"n", num(c.dataset)},
            {"bs", num(c.batch_size)}};
  if (c.gpus >= 1) {
    const ChunkFacts f = chunk_facts(n, c.gpus);
    v.push_back({"s", num(f.per_chunk)});
    v.push_back({"srows", plural(f.per_chunk, "s", texts::vars::srows_one, texts::vars::srows)});
    v.push_back({"P", num(f.used)});
    v.push_back({"P1", num(f.used - 1)});
    v.push_back({"idle", num(f.idle)});
    v.push_back({"idlegpus", plural(f.idle, "idle", texts::vars::idlegpus_one, texts::vars::idlegpus)});
    v.push_back({"last", num(f.sizes.back())});
  }
  if (c.batch_size >= 1) {
    v.push_back({"full", num(c.dataset / c.batch_size)});
    v.push_back({"fullbatches", plural(c.dataset / c.batch_size, "full", texts::vars::fullbatches_one, texts::vars::fullbatches)});
    v.push_back({"rest", num(c.dataset % c.batch_size)});
    v.push_back({"ceil", num((c.dataset + c.batch_size - 1) / c.batch_size)});
  }
  return v;
}

Text why_text(Kind kind, const Config& c, const Text& why) {
  const KindUnit& u = unit(kind);
  return fill_text(why, u.vars ? u.vars(c) : base_vars(c, c.batch, 0));
}

}  // namespace dp::quiz::detail
