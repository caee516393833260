// sentences: the one place where captions put sentences and clauses together.
#include "common/sentences.h"

#include <QCoreApplication>

namespace {
// A CJK ideograph or full-width punctuation: Chinese text, which takes no space after it.
bool chinese(QChar c) {
  const char16_t u = c.unicode();
  return (u >= 0x3000 && u <= 0x303F) || (u >= 0x4E00 && u <= 0x9FFF) || (u >= 0xFF00 && u <= 0xFFEF);
}
}  // namespace

namespace sentences {

QString join(const QString& first, const QString& second) {
  if (first.isEmpty() || second.isEmpty()) return first + second;
  if (chinese(first.back())) return first + second;  // after Latin, a space even before Chinese
  return first + QLatin1Char(' ') + second;
}

QString join(const QStringList& parts) {
  QString text;
  for (const QString& p : parts) text = join(text, p);
  return text;
}

QString joinClauses(const QStringList& clauses) {
  QString text;
  for (const QString& c : clauses) {
    if (c.isEmpty()) continue;
    if (text.isEmpty()) text = c;
    else if (chinese(text.back()) || chinese(c.front())) text += QChar(0xFF1B) + c;  // ；
    else text += QStringLiteral("; ") + c;
  }
  return text;
}

QString joinList(const QStringList& items) {
  return items.join(QCoreApplication::translate("sentences", ", ", "between the items of a list"));
}

}  // namespace sentences
