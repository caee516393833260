#include "common/no_break.h"

#include <QFile>
#include <QLabel>
#include <QRegularExpression>
#include <QSet>
#include <vector>

namespace no_break {

QStringList termsOf(const QString& glossary_markdown) {
  static const QRegularExpression note("（[^（）]*[ ，、][^（）]*）");
  static const QRegularExpression chinese("[\\x{4e00}-\\x{9fff}]{2,}");
  static const QRegularExpression hyphenated("[A-Za-z]+(?:-[A-Za-z]+)+");
  QStringList out;
  QSet<QString> seen;
  bool in_table = false;
  for (const QString& line : glossary_markdown.split('\n')) {
    if (line.startsWith("## ")) in_table = line == u"## 术语";
    const QStringList cells = line.split('|');
    if (!in_table || cells.size() != 7 || cells[1].trimmed() == u"English" || cells[1].startsWith("---")) continue;
    const QString zh = QString(cells[2]).remove(note);
    for (const QRegularExpression* re : {&chinese, &hyphenated}) {
      for (auto m = re->globalMatch(zh); m.hasNext();) {
        const QString term = m.next().captured();
        if (!seen.contains(term)) {
          seen.insert(term);
          out << term;
        }
      }
    }
  }
  return out;
}

const QStringList& terms() {
  static const QStringList list = [] {
    QFile f(QStringLiteral(":/glossary/glossary.md"));
    return f.open(QIODevice::ReadOnly) ? termsOf(QString::fromUtf8(f.readAll())) : QStringList{};
  }();
  return list;
}

QString plain(QString text) { return text.remove(kWordJoiner); }

QString keep(const QString& text, const QStringList& terms) {
  const QString bare = plain(text);
  std::vector<bool> joined(std::size_t(bare.size()) + 1, false);  // joined[i]: no break before bare[i]
  bool any = false;
  for (const QString& term : terms) {
    for (qsizetype at = bare.indexOf(term); at >= 0; at = bare.indexOf(term, at + 1)) {
      // Joined between every two characters: Chinese breaks anywhere, Latin after a hyphen.
      for (qsizetype i = at + 1; i < at + term.size(); ++i) joined[std::size_t(i)] = true;
      any = true;
    }
  }
  if (!any) return text;
  QString out;
  out.reserve(bare.size() + 16);
  for (qsizetype i = 0; i < bare.size(); ++i) {
    if (joined[std::size_t(i)]) out += kWordJoiner;
    out += bare[i];
  }
  return out;
}

QString keep(const QString& text) { return keep(text, terms()); }

void setText(QLabel* label, const QString& text) { label->setText(keep(text)); }

}  // namespace no_break
