// Sentences and clauses joined as each language writes them (translations/glossary.md, 排版): one
// space after an English sentence, nothing after Chinese full-width punctuation (“。”“：”“）”),
// and a clause list split by "; " in English, by "；" in Chinese. Every caption that puts sentences
// together goes through here, so no zh text carries a stray space after 。.
#pragma once

#include <QString>
#include <QStringList>

namespace sentences {

// `first` then `second`; either may be empty. No space after Chinese; one space after anything else
// (the glossary's space between Latin and Chinese included).
QString join(const QString& first, const QString& second);
// Every non-empty part, in order.
QString join(const QStringList& parts);
// Clauses of one sentence: "a; b" after English, "a；b" after Chinese.
QString joinClauses(const QStringList& clauses);
// The items of a list, "a, b, c" in English and "a、b、c" in Chinese: the window's language decides,
// not the items' (host names and numbers are Latin in a Chinese view too).
QString joinList(const QStringList& items);

}  // namespace sentences
