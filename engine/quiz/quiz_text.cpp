// The texts' one placeholder form ({name}), and the questions and options as a student reads them:
// each kind's question (resources/quiz/texts.tsv, in en and zh_CN with translations/glossary.md's
// terms, named by its file in engine/quiz/kinds/) filled with the config's numbers; option tiles as lists unless the kind writes its own.
#include <cstdint>

#include "core/shape.h"
#include "quiz/quiz_detail.h"

namespace dp::quiz::detail {

namespace {

std::string py_bool(bool v) { return v ? "True" : "False"; }

std::string dims_text(const std::vector<std::int64_t>& dims) {
  std::string s;
  for (std::size_t i = 0; i < dims.size(); ++i) s += (i ? ", " : "") + num(dims[i]);
  return s;
}

}  // namespace

std::string num(std::int64_t v) { return std::to_string(v); }

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
  return fill_text(unit(kind).question, v);
}

Text option_text(Kind kind, const Json& value) {
  if (const KindUnit& u = unit(kind); u.option) return u.option(value);
  const std::string s = list_text(value);
  return {s, s};
}

}  // namespace dp::quiz::detail
