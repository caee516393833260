// JsonTree: a JSON document read with RapidJSON's SAX reader into values that remember where in the
// text they start, so a strict reader (lesson files) can say "line 12, column 5: unknown key".
// Numbers are kept as their text; the reader decides what they must be.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

struct JsonMember;

struct JsonValue {
  enum class Type { Null, Bool, Number, String, Array, Object };
  Type type = Type::Null;
  std::size_t offset = 0;  // byte offset of the value's first character
  bool boolean = false;
  std::string text;        // a string's value, or a number as written
  std::vector<JsonValue> items;                          // Array
  std::vector<JsonMember> members;  // Object, in document order

  const JsonValue* member(const std::string& key) const;
};

// One key of an object. A struct of its own (not std::pair) so that JsonValue is complete
// before the member type is instantiated (clang's libstdc++ checks refuse the pair).
struct JsonMember {
  std::string key;
  std::size_t key_offset = 0;  // where the key starts
  JsonValue value;
};

struct JsonParse {
  std::optional<JsonValue> root;
  std::string error;       // set when root is empty: what RapidJSON (or the depth limit) refused
  std::size_t offset = 0;  // where
};

// Parses UTF-8 `text` (no NUL bytes; a leading UTF-8 BOM is skipped). Nesting deeper than
// `max_depth` is refused at the value that goes too deep, without recursion in the parser.
JsonParse parseJsonTree(const std::string& text, int max_depth);

// 1-based line and column (in characters) of a byte offset in UTF-8 text.
std::pair<int, int> lineColumn(const std::string& text, std::size_t offset);
