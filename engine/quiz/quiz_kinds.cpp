// The table of question kinds: one descriptor per kind (engine/quiz/kinds/<name>.cpp), in the order
// of docs/design.md's kinds table. Everything that goes over the kinds reads this table: the names,
// the config keys, make()'s checks, answers and mistakes, generate()'s drawing, the writers.
#include <array>

#include "quiz/kind_label.h"
#include "quiz/quiz_detail.h"

namespace dp::quiz {

namespace {

using UnitOf = const detail::KindUnit& (*)();

// One line per kind, in the Kind enum's order (a kind added: its file and one line here).
constexpr std::array<UnitOf, 8> kTable = {
    detail::chunk_sizes_kind,  detail::idle_gpus_kind,          detail::last_batch_kind, detail::gathered_shape_kind,
    detail::chunk_shapes_kind, detail::grad_bytes_to_gpu0_kind, detail::ring_steps_kind, detail::ddp_shard_kind,
};

}  // namespace

const std::vector<Kind>& all_kinds() {
  static const std::vector<Kind> kinds = [] {
    std::vector<Kind> k;
    for (UnitOf u : kTable) k.push_back(u().kind);
    return k;
  }();
  return kinds;
}

std::string_view kind_name(Kind kind) { return detail::unit(kind).name; }

std::optional<Kind> kind_from_name(std::string_view name) {
  for (UnitOf u : kTable) {
    if (u().name == name) return u().kind;
  }
  return std::nullopt;
}

std::vector<std::string_view> config_keys(Kind kind) { return detail::unit(kind).keys; }

const Text& kind_label(Kind kind) { return detail::unit(kind).label; }

namespace detail {

const KindUnit& unit(Kind kind) {
  const KindUnit& u = kTable.at(static_cast<std::size_t>(kind))();
  return u;
}

Worked work(Kind kind, const Config& c) {
  const KindUnit& u = unit(kind);
  u.check(c);
  Worked w{{u.answer(c), u.rule(c)}, {}};
  u.mistakes(c, w.right.value, w.mistakes);
  return w;
}

}  // namespace detail
}  // namespace dp::quiz
