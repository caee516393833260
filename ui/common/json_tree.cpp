// JsonTree: RapidJSON's iterative SAX reader (no recursion, so deep nesting cannot overflow the
// stack) feeding a stack of open containers; each value records where its text starts.
#include "common/json_tree.h"

#include <algorithm>

#include <rapidjson/error/en.h>
#include <rapidjson/reader.h>

namespace {

// Where each token starts, from where RapidJSON's stream stands when it calls the handler (1.1's
// iterative reader; pinned by test_lesson_files): strings and numbers are parsed on a local copy of
// a string stream, so the stream still stands at their first character; objects and arrays are
// announced before their bracket is taken; null, true and false after their last letter.
class TreeBuilder {
 public:
  TreeBuilder(const rapidjson::StringStream& stream, std::size_t base, int max_depth)
      : stream_(stream), base_(base), max_depth_(max_depth) {}

  bool Null() { return add(scalar(JsonValue::Type::Null, 4)); }
  bool Bool(bool b) {
    JsonValue v = scalar(JsonValue::Type::Bool, b ? 4 : 5);
    v.boolean = b;
    return add(std::move(v));
  }
  bool RawNumber(const char* s, rapidjson::SizeType n, bool) {
    JsonValue v = scalar(JsonValue::Type::Number, 0);
    v.text.assign(s, n);
    return add(std::move(v));
  }
  bool String(const char* s, rapidjson::SizeType n, bool) {
    JsonValue v = scalar(JsonValue::Type::String, 0);
    v.text.assign(s, n);
    return add(std::move(v));
  }
  bool Key(const char* s, rapidjson::SizeType n, bool) {
    key_.assign(s, n);
    key_offset_ = here();
    return true;
  }
  bool StartObject() { return open(JsonValue::Type::Object); }
  bool StartArray() { return open(JsonValue::Type::Array); }
  bool EndObject(rapidjson::SizeType) { return close(); }
  bool EndArray(rapidjson::SizeType) { return close(); }
  // Numbers arrive as RawNumber (kParseNumbersAsStringsFlag); these are never called.
  bool Int(int) { return false; }
  bool Uint(unsigned) { return false; }
  bool Int64(std::int64_t) { return false; }
  bool Uint64(std::uint64_t) { return false; }
  bool Double(double) { return false; }

  std::optional<JsonValue> root;
  bool too_deep = false;
  std::size_t too_deep_at = 0;

 private:
  std::size_t here() const { return base_ + stream_.Tell(); }

  JsonValue scalar(JsonValue::Type type, std::size_t length) const {
    JsonValue v;
    v.type = type;
    v.offset = here() - length;
    return v;
  }

  bool add(JsonValue v) {
    if (stack_.empty()) {
      root = std::move(v);
      return true;
    }
    JsonValue& top = stack_.back();
    if (top.type == JsonValue::Type::Array) {
      top.items.push_back(std::move(v));
    } else {
      top.members.push_back(JsonMember{key_, key_offset_, std::move(v)});
    }
    return true;
  }

  bool open(JsonValue::Type type) {
    JsonValue v;
    v.type = type;
    v.offset = here();
    if (int(stack_.size()) >= max_depth_) {
      too_deep = true;
      too_deep_at = v.offset;
      return false;
    }
    if (!stack_.empty() && stack_.back().type == JsonValue::Type::Object) {
      pending_keys_.emplace_back(key_, key_offset_);
    }
    stack_.push_back(std::move(v));
    return true;
  }

  bool close() {
    JsonValue v = std::move(stack_.back());
    stack_.pop_back();
    if (!stack_.empty() && stack_.back().type == JsonValue::Type::Object) {
      key_ = pending_keys_.back().first;
      key_offset_ = pending_keys_.back().second;
      pending_keys_.pop_back();
    }
    return add(std::move(v));
  }

  const rapidjson::StringStream& stream_;
  std::size_t base_;
  int max_depth_;
  std::vector<JsonValue> stack_;
  std::vector<std::pair<std::string, std::size_t>> pending_keys_;  // keys of open containers
  std::string key_;
  std::size_t key_offset_ = 0;
};

}  // namespace

const JsonValue* JsonValue::member(const std::string& key) const {
  for (const JsonMember& m : members) {
    if (m.key == key) return &m.value;
  }
  return nullptr;
}

JsonParse parseJsonTree(const std::string& text, int max_depth) {
  const std::size_t base = text.compare(0, 3, "\xEF\xBB\xBF") == 0 ? 3 : 0;  // a UTF-8 BOM
  // RapidJSON 1.1.0 validates a multi-byte UTF-8 sequence by reading all of its continuation bytes
  // before it judges them, so a sequence cut short by the end of the text reads up to three bytes
  // past the terminating NUL (found by fuzz_lesson). Four NULs of padding keep those reads inside.
  std::string padded;
  padded.reserve(text.size() + 4);
  padded.append(text).append(4, '\0');
  rapidjson::StringStream stream(padded.c_str() + base);
  TreeBuilder builder(stream, base, max_depth);
  rapidjson::Reader reader;
  constexpr unsigned kFlags = rapidjson::kParseIterativeFlag | rapidjson::kParseValidateEncodingFlag |
                              rapidjson::kParseNumbersAsStringsFlag;
  const rapidjson::ParseResult ok = reader.Parse<kFlags>(stream, builder);
  JsonParse out;
  if (ok) {
    out.root = std::move(builder.root);
    return out;
  }
  if (builder.too_deep) {
    out.error = "nested more than " + std::to_string(max_depth) + " levels deep";
    out.offset = builder.too_deep_at;
    return out;
  }
  out.error = rapidjson::GetParseError_En(ok.Code());
  out.offset = std::min(base + ok.Offset(), text.size());
  return out;
}

std::pair<int, int> lineColumn(const std::string& text, std::size_t offset) {
  int line = 1, column = 1;
  for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if (c == '\n') {
      ++line;
      column = 1;
    } else if ((c & 0xC0) != 0x80) {  // count characters, not UTF-8 continuation bytes
      ++column;
    }
  }
  return {line, column};
}
