// chunk_shapes: the shapes torch.chunk(x, G, dim=d) gives for a tensor x (R1.1, R1.2, R1.3), a pure
// torch.chunk question. Mistakes: the torch.chunk confusions (chunk_family.h) and another dim cut.
#include "core/chunk.h"
#include "core/shape.h"
#include "quiz/kinds/chunk_family.h"

namespace dp::quiz::detail {

namespace {

int cut_dim(const Config& c) { return wrap_dim(c.dim, static_cast<int>(c.shape.size())); }
std::int64_t cut_size(const Config& c) { return c.shape[static_cast<std::size_t>(cut_dim(c))]; }

Json shapes_with(const std::vector<std::int64_t>& shape, int dim, const Sizes& sizes) {
  Json j = Json::array();
  for (std::int64_t s : sizes) {
    std::vector<std::int64_t> piece = shape;
    piece[static_cast<std::size_t>(dim)] = s;
    j.push_back(piece);
  }
  return j;
}

void check(const Config& c) {
  need_in(static_cast<std::int64_t>(c.shape.size()), kQuizDims, "the number of dims of shape");
  for (std::int64_t d : c.shape) need_in(d, kQuizBatch, "each size of shape");
  need_in(c.gpus, kAppGpuRange, "gpus");
  static_cast<void>(cut_dim(c));  // R1.1's IndexError for a dim out of range
}

Json answer(const Config& c) {
  Json j = Json::array();
  for (const Shape& s : chunk_shapes(Shape(c.shape), c.gpus, c.dim)) j.push_back(Json(s.dims()));
  return j;
}

Text rule(const Config&) {
  return texts::chunk_shapes::rule;
}

void mistakes(const Config& c, const Json& right_value, std::vector<Choice>& m) {
  const int dim = cut_dim(c);
  const std::int64_t n = c.shape[static_cast<std::size_t>(dim)];
  Sizes right;
  for (const Json& s : right_value) right.push_back(s[static_cast<std::size_t>(dim)].get<std::int64_t>());
  for (auto& [sizes, mistake] : chunk_mistakes(n, c.gpus, right)) {
    if (mistake == ChunkMistake::WholeOnGpu0) continue;  // a tensor's own shape is no classic answer to torch.chunk
    m.push_back({shapes_with(c.shape, dim, sizes), chunk_why_not(mistake, true, c, n)});
  }
  for (int other = 0; other < static_cast<int>(c.shape.size()); ++other) {  // another dim cut (R1.1)
    if (other == dim) continue;
    m.push_back({shapes_with(c.shape, other, chunk_facts(c.shape[static_cast<std::size_t>(other)], c.gpus).sizes),
                 texts::chunk_shapes::other_dim});
  }
}

Json fallback(const Config& c, const Json& right, int d) {
  const int dim = cut_dim(c);
  Json j = right;
  Json& last = j.back();
  last[static_cast<std::size_t>(dim)] = last[static_cast<std::size_t>(dim)].get<std::int64_t>() + d;
  return j;
}

Text fallback_why(const Config&) { return bad_sum_why(); }

Vars vars(const Config& c) { return base_vars(c, cut_size(c), cut_dim(c)); }

Config draw(Rng& rng) {
  Config c;
  const auto ndim = static_cast<int>(pick(rng, 1, 3));
  const auto cut = static_cast<int>(rng.below(static_cast<std::uint64_t>(ndim)));
  c.gpus = pick(rng, 2, 8);
  // The cut dim mostly has at least one row per chunk; sometimes fewer (fewer pieces than chunks, R1.3).
  const std::int64_t cut_rows = chance(rng, 1, 6) ? pick(rng, 1, c.gpus) : pick(rng, c.gpus, 20);
  for (int i = 0; i < ndim; ++i) c.shape.push_back(i == cut ? cut_rows : pick(rng, 1, 12));
  if (c.shape[static_cast<std::size_t>(cut)] % c.gpus == 0 && chance(rng, 5, 6)) c.shape[static_cast<std::size_t>(cut)] += 1;
  c.dim = chance(rng, 1, 3) ? cut - ndim : cut;  // negative dims wrap (R1.1)
  return c;
}

}  // namespace

const KindUnit& chunk_shapes_kind() {
  static const KindUnit unit{
      .kind = Kind::ChunkShapes,
      .name = "chunk_shapes",
      .keys = {"shape", "dim", "gpus"},
      .numeric = false,
      .question = texts::chunk_shapes::question,
      .label = texts::chunk_shapes::label,
      .check = check,
      .answer = answer,
      .rule = rule,
      .mistakes = mistakes,
      .fallback = fallback,
      .fallback_why = fallback_why,
      .vars = vars,
      .draw = draw,
  };
  return unit;
}

}  // namespace dp::quiz::detail
