// The writers: one JSON object a line (the keys of docs/design.md's kinds table, in its order) and Moodle's GIFT format, one
// question a line with GIFT's escapes, numeric answers as {#n####why} (the rule's sentence as general
// feedback), each option's "why" as its feedback.
#include "quiz/quiz_detail.h"

namespace dp::quiz {

using detail::Json;

namespace {

Json config_json(Kind kind, const Config& c) {
  Json j = Json::object();
  for (std::string_view key : config_keys(kind)) {
    const std::string k(key);
    if (key == "batch") j[k] = c.batch;
    else if (key == "gpus") j[k] = c.gpus;
    else if (key == "dataset") j[k] = c.dataset;
    else if (key == "batch_size") j[k] = c.batch_size;
    else if (key == "drop_last") j[k] = c.drop_last;
    else if (key == "in") j[k] = c.in;
    else if (key == "out") j[k] = c.out;
    else if (key == "shape") j[k] = c.shape;
    else if (key == "dim") j[k] = c.dim;
    else if (key == "world") j[k] = c.world;
    else if (key == "rank") j[k] = c.rank;
  }
  return j;
}

}  // namespace

std::string to_json_line(const Question& q) {
  Json j = Json::object();
  j["kind"] = std::string(kind_name(q.kind));
  j["config"] = config_json(q.kind, q.config);
  j["question"] = Json{{"en", q.text.en}, {"zh_CN", q.text.zh_CN}};
  if (!q.numeric) {  // multiple choice: the options' values in shown order
    Json options = Json::array();
    for (const Option& o : q.options) options.push_back(Json::parse(o.json));
    j["options"] = options;
  }
  j["answer"] = Json::parse(q.answer_json);
  return j.dump();
}

std::string gift_escape(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char ch : text) {
    switch (ch) {
      case '~': case '=': case '#': case '{': case '}': case ':': case '\\':
        out += '\\';
        out += ch;
        break;
      case '\n': out += "\\n"; break;
      case '\r': break;
      default: out += ch;
    }
  }
  return out;
}

std::string to_gift_line(const Question& q, int number, std::string_view lang) {
  std::string line = "::Q" + std::to_string(number) + ":: " + gift_escape(q.text.in(lang)) + " {";
  if (q.numeric) {
    line += "#" + q.answer_json + "####" + gift_escape(q.why.in(lang));  // ####: Moodle's general feedback
  } else {
    for (std::size_t i = 0; i < q.options.size(); ++i) {
      const Option& o = q.options[i];
      line += (i ? " " : "") + std::string(static_cast<int>(i) == q.right ? "=" : "~") + gift_escape(o.text.in(lang)) +
              "#" + gift_escape(o.why.in(lang));
    }
  }
  return line + "}";
}

}  // namespace dp::quiz
