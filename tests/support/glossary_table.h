// translations/glossary.md's table as the tests read it: per row the term, the variants never to
// write, and the forms that contain one but are right (N: a number or a %1 placeholder). Shared by
// test_translations (every zh_CN message) and test_quiz (the engine's own Chinese texts).
#pragma once

#include <QFile>
#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

struct GlossaryRow {
  QString term;
  QStringList wrong;
  QList<QRegularExpression> allowed;
};

inline QList<GlossaryRow> read_glossary(const QString& path) {
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) qFatal("cannot open %s", qPrintable(path));
  static const QRegularExpression code("`([^`]+)`");
  const auto items = [](const QString& cell) {
    QStringList out;
    for (auto m = code.globalMatch(cell); m.hasNext();) out << m.next().captured(1);
    return out;
  };
  QList<GlossaryRow> rows;
  bool in_table = false;
  for (const QString& line : QString::fromUtf8(f.readAll()).split('\n')) {
    if (line.startsWith("## ")) in_table = line == u"## 术语";
    const QStringList cells = line.split('|');
    if (!in_table || cells.size() != 7 || cells[1].trimmed() == u"English" || cells[1].startsWith("---")) continue;
    GlossaryRow row{cells[1].trimmed(), items(cells[4]), {}};
    for (const QString& a : items(cells[5])) {
      // N: a number, Qt's %1 or a quiz text's {name} (resources/quiz/texts.tsv)
      row.allowed << QRegularExpression(QRegularExpression::escape(a).replace("N", "(?:\\d+|%\\d+|\\{\\w+\\})"));
    }
    rows << row;
  }
  return rows;
}
