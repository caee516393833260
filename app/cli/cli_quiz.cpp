// dpviz-cli quiz's three outputs. The questions, answers and whys are the engine's; this file only
// lays them out (the labels in the language asked for) and reads the student's answers.
#include "cli_quiz.h"

#include <string>

#include "quiz/quiz_texts.h"

namespace cli {
namespace {

namespace texts = dp::quiz::texts;


// A label in the language asked for (resources/quiz/texts.tsv, group cli). Labels that end in an
// ASCII colon take a space before what follows; a full-width one (zh_CN) does not.
std::string label(const dp::quiz::texts::TextRef& text, const std::string& lang) {
  std::string s(text.in(lang));
  if (!s.empty() && s.back() == ':') s += ' ';
  return s;
}

std::string with(std::string text, const std::string& key, int value) {
  const std::string k = "{" + key + "}";
  if (const auto at = text.find(k); at != std::string::npos) text.replace(at, k.size(), std::to_string(value));
  return text;
}

std::string option_line(const dp::quiz::Question& q, std::size_t i, const std::string& lang) {
  return std::to_string(i + 1) + ") " + q.options[i].text.in(lang);
}

// A line naming one option: "1", " 2 ", "3)"; 0 for anything else (Enter alone: just reveal).
int chosen(std::string line) {
  while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == ')')) line.pop_back();
  while (!line.empty() && line.front() == ' ') line.erase(0, 1);
  return line.size() == 1 && line[0] >= '1' && line[0] <= '4' ? line[0] - '0' : 0;
}

void reveal(const dp::quiz::Question& q, const std::string& lang, std::ostream& out) {
  out << label(texts::cli::answer, lang) << option_line(q, static_cast<std::size_t>(q.right), lang) << "\n"
      << label(texts::cli::why, lang) << q.why.in(lang) << "\n";
}

int run_text(const std::vector<dp::quiz::Question>& questions, const Options& o, std::istream& in, bool terminal,
             std::ostream& out) {
  const std::string& lang = o.quiz_lang;
    int answered = 0, right = 0;
  const int n = static_cast<int>(questions.size());
  for (int i = 0; i < n; ++i) {
    const dp::quiz::Question& q = questions[static_cast<std::size_t>(i)];
    if (i > 0) out << "\n";
    out << with(with(label(texts::cli::question, lang), "i", i + 1), "n", n) << "\n" << q.text.in(lang) << "\n";
    for (std::size_t k = 0; k < q.options.size(); ++k) out << "  " << option_line(q, k, lang) << "\n";
    if (!o.quiz_answers) {
      if (terminal) out << label(texts::cli::prompt, lang);
      out.flush();  // the question is on screen before we wait
      std::string line;
      if (!std::getline(in, line)) break;  // end of input ends the quiz
      if (const int pick = chosen(line); pick > 0) {
        ++answered;
        const auto idx = static_cast<std::size_t>(pick - 1);
        if (static_cast<int>(idx) == q.right) {
          ++right;
          out << label(texts::cli::right, lang) << "\n";
        } else {
          out << label(texts::cli::wrong, lang) << option_line(q, idx, lang) << " — " << q.options[idx].why.in(lang) << "\n";
        }
      }
    }
    reveal(q, lang, out);
  }
  if (answered > 0) out << "\n" << with(with(label(texts::cli::score, lang), "r", right), "a", answered) << "\n";
  return 0;
}

}  // namespace

int run_quiz(const Options& o, std::istream& in, bool terminal, std::ostream& out) {
  const std::vector<dp::quiz::Question> questions = dp::quiz::generate(o.quiz_seed, o.quiz_count, o.quiz_kinds);
  switch (o.quiz_format) {
    case QuizFormat::Json:
      for (const auto& q : questions) out << dp::quiz::to_json_line(q) << "\n";
      return 0;
    case QuizFormat::Gift: {
      // Moodle reads questions separated by blank lines; a comment line first says how to make them again.
      out << "// dpviz-cli quiz --seed " << o.quiz_seed << " --count " << o.quiz_count;
      for (std::size_t i = 0; i < o.quiz_kinds.size(); ++i) out << (i ? "," : " --kinds ") << dp::quiz::kind_name(o.quiz_kinds[i]);
      out << " --lang " << o.quiz_lang << " --gift\n";
      int number = 1;
      for (const auto& q : questions) out << "\n" << dp::quiz::to_gift_line(q, number++, o.quiz_lang) << "\n";
      return 0;
    }
    case QuizFormat::Text: return run_text(questions, o, in, terminal, out);
  }
  return 1;
}

}  // namespace cli
