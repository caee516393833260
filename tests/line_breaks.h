// Line breaks inside the glossary's terms (translations/glossary.md, read as common/no_break.h reads
// it): shared by test_zh_breaks (the zh screens) and test_worksheet (the worksheet's PDF lines).
#pragma once

#include <QFile>
#include <QString>
#include <QStringList>

#include "common/no_break.h"

namespace line_breaks {

inline QStringList glossaryTerms() {
  QFile f(QStringLiteral(DPVIZ_SOURCE_DIR "/translations/glossary.md"));
  if (!f.open(QIODevice::ReadOnly)) qFatal("cannot open %s", qPrintable(f.fileName()));
  return no_break::termsOf(QString::fromUtf8(f.readAll()));
}

// Per two lines in a row that split a term between them, the shortest term split, as "批|次"
// (the break in "最后一个批|次" is the one in "批|次").
inline QStringList cutTerms(const QStringList& lines, const QStringList& terms) {
  QStringList cut;
  for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
    const QString before = no_break::plain(lines[i]).trimmed(), after = no_break::plain(lines[i + 1]).trimmed();
    QString shortest;
    for (const QString& term : terms) {
      for (qsizetype k = 1; k < term.size(); ++k) {
        if (before.endsWith(term.left(k)) && after.startsWith(term.mid(k)) && (shortest.isEmpty() || term.size() < shortest.size())) {
          shortest = term.left(k) + '|' + term.mid(k);
        }
      }
    }
    if (!shortest.isEmpty()) cut << shortest;
  }
  return cut;
}

}  // namespace line_breaks
