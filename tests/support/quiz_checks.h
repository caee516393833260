// Checks on the quiz's output written for test_quiz and test_quiz_cli: a strict reader of one GIFT
// question line (Moodle's syntax: unescaped ~ = # { } : only as syntax), and the zh_CN rules of
// translations/glossary.md (its 不要用 words, the spacing, half-width punctuation beside Chinese).
#pragma once

#include <QFile>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <cstring>
#include <string>
#include <vector>

#include "glossary_table.h"

namespace quiz_checks {

struct GiftAnswer {
  bool right = false;
  std::string text, feedback;
};

struct GiftQuestion {
  std::string title, text;
  bool numeric = false;
  std::string number;
  std::string general;  // the general feedback after ####, shown whatever the answer
  std::vector<GiftAnswer> answers;
  std::string error;  // empty: the line is one well-formed question
};

// Reads "::title:: text {=a#why ~b#why ...}" or "::title:: text {#n####why}" (####: general feedback). Every ~ = # { } : that is
// not escaped must be syntax in its place; a backslash escapes only those, itself, and n.
inline GiftQuestion parse_gift(const std::string& line) {
  struct Tok {
    bool syntax;
    char c;
  };
  GiftQuestion q;
  std::vector<Tok> toks;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (c == '\n' || c == '\r') return q.error = "a line break inside the question", q;
    if (c == '\\') {
      if (i + 1 >= line.size()) return q.error = "a lone backslash at the end", q;
      const char e = line[++i];
      if (e == 'n') toks.push_back({false, '\n'});
      else if (std::strchr("~=#{}:\\", e)) toks.push_back({false, e});
      else return q.error = std::string("an unknown escape \\") + e, q;
    } else {
      toks.push_back({std::strchr("~=#{}:", c) != nullptr, c});
    }
  }
  std::size_t i = 0;
  auto syntax = [&](char c) { return i < toks.size() && toks[i].syntax && toks[i].c == c; };
  auto literals = [&]() {
    std::string s;
    while (i < toks.size() && !toks[i].syntax) s += toks[i++].c;
    return s;
  };
  if (!(syntax(':') && (++i, syntax(':')))) return q.error = "no ::title:: at the start", q;
  ++i;
  q.title = literals();
  if (!(syntax(':') && (++i, syntax(':')))) return q.error = "the title is not closed by ::", q;
  ++i;
  q.text = literals();
  if (!syntax('{')) return q.error = "an unescaped special character in the question text", q;
  ++i;
  if (syntax('#')) {
    ++i;
    q.numeric = true;
    q.number = literals();
    if (q.number.empty() || q.number.find_first_not_of("0123456789") != std::string::npos) return q.error = "not a number", q;
    if (syntax('#')) {
      for (int k = 0; k < 4; ++k, ++i) {
        if (!syntax('#')) return q.error = "a # after the number that is not ####", q;
      }
      q.general = literals();
      if (q.general.empty()) return q.error = "an empty general feedback", q;
    }
  } else {
    while (i < toks.size() && (syntax('=') || syntax('~'))) {
      GiftAnswer a;
      a.right = toks[i++].c == '=';
      a.text = literals();
      if (syntax('#')) {
        ++i;
        a.feedback = literals();
      }
      // the space before the next answer belongs to the text: trim it
      while (!a.text.empty() && a.text.back() == ' ') a.text.pop_back();
      while (!a.feedback.empty() && a.feedback.back() == ' ') a.feedback.pop_back();
      q.answers.push_back(a);
    }
    if (q.answers.empty()) return q.error = "no answers", q;
  }
  if (!syntax('}')) return q.error = "an unescaped special character inside the answers", q;
  ++i;
  if (i != toks.size()) return q.error = "text after the closing }", q;
  auto trim = [](std::string s) {
    while (!s.empty() && s.front() == ' ') s.erase(0, 1);
    while (!s.empty() && s.back() == ' ') s.pop_back();
    return s;
  };
  q.title = trim(q.title);
  q.text = trim(q.text);
  return q;
}

// What is wrong with one zh_CN text: a glossary word it must not use, Chinese glued to Latin
// letters or digits, half-width , ; : ? ! ( ) next to a Chinese character, straight quotes.
inline QStringList zh_problems(const QString& text, const QList<GlossaryRow>& rows) {
  static const QRegularExpression spacing("[\\x{4e00}-\\x{9fff}][A-Za-z0-9]|[A-Za-z0-9][\\x{4e00}-\\x{9fff}]");
  static const QRegularExpression half("[\\x{4e00}-\\x{9fff}][,;:?!()]|[,;:?!(][\\x{4e00}-\\x{9fff}]");
  QStringList problems;
  for (const GlossaryRow& row : rows) {
    QString words = text;
    for (const QRegularExpression& a : row.allowed) words.remove(a);
    for (const QString& w : row.wrong) {
      if (words.contains(w)) problems << row.term + ": not " + w;
    }
  }
  if (text.contains(spacing)) problems << "no space between Chinese and Latin: " + spacing.match(text).captured();
  if (text.contains(half)) problems << "half-width punctuation in Chinese: " + half.match(text).captured();
  if (text.contains('"') || text.contains('\'')) problems << "a straight quote";
  return problems;
}

}  // namespace quiz_checks
