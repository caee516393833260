// The case reader: nlohmann::json parses (with a callback that refuses repeated keys), then every
// member is checked by type and range here; any other member is refused.
#include "run/train_case.h"

#include <nlohmann/json.hpp>

#include <cerrno>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>
#include <set>

#include "core/error.h"
#include "core/limits.h"

namespace dp {
namespace {

using json = nlohmann::json;

// Control characters (a key may hold an escaped newline) as '?': an error is one line.
std::string one_line(std::string text) {
  for (char& c : text) {
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) c = '?';
  }
  return text;
}

// A value as the error quotes it: scalars as written (shortened), containers by kind (dumping a
// deeply nested one would recurse without bound).
std::string brief(const json& v) {
  if (v.is_array()) return "an array";
  if (v.is_object()) return "an object";
  const std::string text = v.dump();
  return text.size() > 40 ? text.substr(0, 40) + "..." : text;
}

struct Reader {
  std::string origin;

  [[noreturn]] void fail(const std::string& where, const std::string& what) const {
    throw Error(ErrorType::ValueError, one_line(origin + ": " + where + ": " + what));
  }

  const json& member(const json& obj, const std::string& where, const char* key) const {
    const auto it = obj.find(key);
    if (it == obj.end()) fail(where, std::string("missing \"") + key + "\"");
    return *it;
  }

  void only_keys(const json& obj, const std::string& where, std::initializer_list<const char*> keys) const {
    if (!obj.is_object()) fail(where, "expected an object");
    for (const auto& [key, value] : obj.items()) {
      bool known = false;
      for (const char* k : keys) known = known || key == k;
      if (!known) fail(where, "unknown key \"" + key.substr(0, 40) + "\"");
    }
  }

  std::int64_t integer(const json& v, const std::string& where, IntRange range) const {
    if (!v.is_number_integer()) fail(where, "expected an integer, got " + brief(v));
    const bool too_big = v.is_number_unsigned() && v.get<std::uint64_t>() > std::uint64_t(INT64_MAX);
    const std::int64_t i = too_big ? INT64_MAX : v.get<std::int64_t>();
    if (too_big || !range.contains(i)) {
      fail(where, "expected an integer from " + std::to_string(range.min) + " to " + std::to_string(range.max) +
                      ", got " + brief(v));
    }
    return i;
  }

  double number(const json& v, const std::string& where) const {
    if (!v.is_number()) fail(where, "expected a number, got " + brief(v));
    return v.get<double>();
  }

  float value(const json& v, const std::string& where) const {
    const double d = number(v, where);
    if (std::abs(d) > double(std::numeric_limits<float>::max())) fail(where, "out of float32 range: " + brief(v));
    return static_cast<float>(d);
  }

  const json& array(const json& v, const std::string& where) const {
    if (!v.is_array()) fail(where, "expected an array");
    return v;
  }

  // `rows` arrays of `cols` numbers, appended row-major.
  void matrix(const json& v, const std::string& where, std::int64_t rows, std::int64_t cols, std::vector<float>& out) const {
    if (std::int64_t(array(v, where).size()) != rows) {
      fail(where, "expected " + std::to_string(rows) + " rows (config.n), got " + std::to_string(v.size()));
    }
    out.reserve(static_cast<std::size_t>(rows * cols));
    for (std::size_t r = 0; r < v.size(); ++r) {
      const std::string at = where + "[" + std::to_string(r) + "]";
      if (std::int64_t(array(v[r], at).size()) != cols) {
        fail(at, "expected " + std::to_string(cols) + " numbers, got " + std::to_string(v[r].size()));
      }
      for (std::size_t c = 0; c < v[r].size(); ++c) out.push_back(value(v[r][c], at + "[" + std::to_string(c) + "]"));
    }
  }

  void config(const json& c, TrainCase& t) const {
    only_keys(c, "config", {"mode", "model", "n", "in", "out", "batch", "lr", "momentum", "epochs", "seed", "drop_last",
                            "shuffle", "world", "layers"});
    const json& mode = member(c, "config", "mode");
    const std::optional<TrainCaseMode> m =
        mode.is_string() ? parse_train_case_mode(mode.get_ref<const std::string&>()) : std::nullopt;
    if (!m) fail("config.mode", "expected \"single\" or \"ddp\", got " + brief(mode));
    t.mode = *m;
    const json& model = member(c, "config", "model");
    const std::optional<TrainModel> named =
        model.is_string() ? parse_train_model(model.get_ref<const std::string&>()) : std::nullopt;
    if (!named) fail("config.model", "expected " + train_model_choices('"', true) + ", got " + brief(model));
    t.model = *named;
    t.n = integer(member(c, "config", "n"), "config.n", kDataSizeRange);
    t.in = integer(member(c, "config", "in"), "config.in", kFeaturesRange);
    t.out = integer(member(c, "config", "out"), "config.out", kFeaturesRange);
    t.batch = integer(member(c, "config", "batch"), "config.batch", kBatchSizeRange);
    t.lr = number(member(c, "config", "lr"), "config.lr");
    t.momentum = number(member(c, "config", "momentum"), "config.momentum");
    t.epochs = integer(member(c, "config", "epochs"), "config.epochs", kEpochsRange);
    t.seed = static_cast<std::uint64_t>(integer(member(c, "config", "seed"), "config.seed", kSeedRange));
    const json& drop = member(c, "config", "drop_last");
    if (!drop.is_boolean()) fail("config.drop_last", "expected true or false, got " + brief(drop));
    t.drop_last = drop.get<bool>();
    if (c.contains("shuffle")) {
      if (!c["shuffle"].is_boolean()) fail("config.shuffle", "expected true or false, got " + brief(c["shuffle"]));
      t.shuffle = c["shuffle"].get<bool>();
    }
    if (c.contains("world")) t.world = static_cast<int>(integer(c["world"], "config.world", IntRange{1, kGpuRange.max}));
    if (t.mode == TrainCaseMode::Ddp && t.world == 0) fail("config", "a ddp case needs \"world\"");
    if (t.model == TrainModel::Layers) {
      const json& layers = array(member(c, "config", "layers"), "config.layers");
      for (std::size_t i = 0; i < layers.size(); ++i) {
        t.layers.push_back(integer(layers[i], "config.layers[" + std::to_string(i) + "]", kFeaturesRange));
      }
      if (t.layers.size() < 2 || t.layers.front() != t.in || t.layers.back() != t.out) {
        fail("config.layers", "expected widths from config.in to config.out");
      }
    } else if (c.contains("layers")) {
      fail("config.layers", "only model \"layers\" takes layers");
    }
  }

  NamedTensor parameter(const json& p, const std::string& where) const {
    only_keys(p, where, {"name", "shape", "values"});
    NamedTensor t;
    const json& name = member(p, where, "name");
    if (!name.is_string()) fail(where + ".name", "expected a string");
    t.name = name.get<std::string>();
    std::vector<std::int64_t> dims;
    const json& shape = array(member(p, where, "shape"), where + ".shape");
    if (shape.size() > 2) fail(where + ".shape", "expected at most 2 dims");
    for (std::size_t d = 0; d < shape.size(); ++d) {
      dims.push_back(integer(shape[d], where + ".shape[" + std::to_string(d) + "]", kFeaturesRange));
    }
    t.shape = Shape(dims);
    const json& values = array(member(p, where, "values"), where + ".values");
    if (std::int64_t(values.size()) != t.shape.numel()) {
      fail(where + ".values", "expected " + std::to_string(t.shape.numel()) + " numbers (the shape's), got " +
                                  std::to_string(values.size()));
    }
    for (std::size_t i = 0; i < values.size(); ++i) t.values.push_back(value(values[i], where + ".values[" + std::to_string(i) + "]"));
    return t;
  }

  // One order per epoch, each a permutation of 0..n-1.
  void orders(const json& v, TrainCase& t) const {
    if (std::int64_t(array(v, "epoch_orders").size()) != t.epochs) {
      fail("epoch_orders", "expected " + std::to_string(t.epochs) + " orders (config.epochs), got " + std::to_string(v.size()));
    }
    for (std::size_t e = 0; e < v.size(); ++e) {
      const std::string where = "epoch_orders[" + std::to_string(e) + "]";
      if (std::int64_t(array(v[e], where).size()) != t.n) {
        fail(where, "expected " + std::to_string(t.n) + " indices (config.n), got " + std::to_string(v[e].size()));
      }
      std::vector<std::int64_t>& order = t.epoch_orders.emplace_back();
      std::vector<bool> seen(static_cast<std::size_t>(t.n), false);
      for (std::size_t i = 0; i < v[e].size(); ++i) {
        const std::int64_t index = integer(v[e][i], where + "[" + std::to_string(i) + "]", IntRange{0, t.n - 1});
        if (seen[static_cast<std::size_t>(index)]) fail(where, "index " + std::to_string(index) + " twice: not a permutation");
        seen[static_cast<std::size_t>(index)] = true;
        order.push_back(index);
      }
    }
  }
};

// Refuses a key seen twice in one object (nlohmann keeps the last one silently).
json parse_strictly(std::string_view text) {
  std::vector<std::set<std::string>> keys;
  std::string repeated;
  const json::parser_callback_t callback = [&](int, json::parse_event_t event, json& parsed) {
    if (event == json::parse_event_t::object_start) keys.emplace_back();
    if (event == json::parse_event_t::object_end && !keys.empty()) keys.pop_back();
    if (event == json::parse_event_t::key && !keys.empty() && !keys.back().insert(parsed.get<std::string>()).second) {
      repeated = parsed.get<std::string>();
      throw Error(ErrorType::ValueError, one_line("repeated key \"" + repeated.substr(0, 40) + "\""));
    }
    return true;
  };
  return json::parse(text.begin(), text.end(), callback);
}

// "LINE:COLUMN: syntax error ..." from nlohmann's byte offset, one printable line.
std::string where_and_what(std::string_view text, const json::parse_error& e) {
  std::size_t line = 1, column = 1;
  const std::size_t end = std::min<std::size_t>(e.byte > 0 ? e.byte - 1 : 0, text.size());
  for (std::size_t i = 0; i < end; ++i) {
    if (text[i] == '\n') {
      ++line;
      column = 1;
    } else {
      ++column;
    }
  }
  std::string what = e.what();
  const auto colon = what.find(": ", what.find("column"));
  if (colon != std::string::npos) what = what.substr(colon + 2);
  if (what.size() > 160) what = what.substr(0, 160) + "...";
  return std::to_string(line) + ":" + std::to_string(column) + ": " + one_line(what);
}

}  // namespace

TrainCase parse_train_case(std::string_view text, const std::string& origin) {
  const Reader r{origin};
  json doc;
  try {
    doc = parse_strictly(text);
  } catch (const json::parse_error& e) {
    throw Error(ErrorType::ValueError, one_line(origin) + ":" + where_and_what(text, e));
  } catch (const Error& e) {
    throw Error(ErrorType::ValueError, one_line(origin + ": " + e.what()));
  } catch (const json::exception& e) {
    throw Error(ErrorType::ValueError, one_line(origin + ": not a JSON document (" + std::string(e.what()).substr(0, 120) + ")"));
  }
  if (doc.is_object() && doc.contains("cases")) {
    r.fail("the file", "this is a file of cases (like tests/data/train.json): give one object of its \"cases\"");
  }
  r.only_keys(doc, "the case", {"config", "initial_params", "x", "y", "epoch_orders", "expect"});
  TrainCase t;
  r.config(r.member(doc, "the case", "config"), t);
  const json& params = r.array(r.member(doc, "the case", "initial_params"), "initial_params");
  for (std::size_t i = 0; i < params.size(); ++i) t.initial_params.push_back(r.parameter(params[i], "initial_params[" + std::to_string(i) + "]"));
  r.matrix(r.member(doc, "the case", "x"), "x", t.n, t.in, t.x);
  r.matrix(r.member(doc, "the case", "y"), "y", t.n, t.out, t.y);
  if (t.shuffle) {
    if (!doc.contains("epoch_orders")) {
      r.fail("the case", "a shuffled case (config.shuffle) needs \"epoch_orders\": the order torch's sampler drew in each epoch");
    }
    r.orders(doc["epoch_orders"], t);
  } else if (doc.contains("epoch_orders")) {
    r.fail("epoch_orders", "only a shuffled case (config.shuffle true) takes epoch orders");
  }
  return t;
}

TrainCase load_train_case(const std::string& path) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) throw Error(ErrorType::OSError, path + ": is a folder, not a case file");
  std::ifstream file(path, std::ios::binary);
  if (!file) throw Error(ErrorType::OSError, path + ": cannot read: " + std::strerror(errno));
  std::string text;
  char buf[1 << 16];
  while (file.read(buf, sizeof buf) || file.gcount() > 0) {
    text.append(buf, static_cast<std::size_t>(file.gcount()));
    if (text.size() > kMaxCaseBytes) throw Error(ErrorType::ValueError, path + ": larger than 256 MiB: not a training case");
  }
  if (file.bad()) throw Error(ErrorType::OSError, path + ": cannot read: " + std::strerror(errno));
  return parse_train_case(text, path);
}

RunConfig train_case_run_config(const TrainCase& c, int gpus, Backend backend) {
  RunConfig r;
  r.mode = RunMode::Train;
  r.gpus = gpus;
  r.backend = backend;
  r.train_model = c.model;
  r.layers = c.layers;
  r.input_size = c.in;
  r.output_size = c.out;
  r.data_size = c.n;
  r.batch_size = c.batch;
  r.shuffle = c.shuffle;
  r.drop_last = c.drop_last;
  r.lr = c.lr;
  r.momentum = c.momentum;
  r.epochs = c.epochs;
  r.seed = c.seed;
  return r;
}

}  // namespace dp
