// Loads the zh_CN translation once per worksheet; English returns the source text.
#include "export/worksheet_text.h"

WorksheetText::WorksheetText(const QString& lang) : chinese_(lang == QLatin1String("zh_CN")) {
  if (!chinese_) return;
  // Embedded in the program, so it loads; were it missing, translate() would fall back to English.
  const bool loaded = zh_.load(QStringLiteral(":/i18n/dpviz_zh_CN.qm"));
  Q_UNUSED(loaded)
}

QString WorksheetText::translate(const char* context, const char* source) const {
  if (chinese_) {
    const QString t = zh_.translate(context, source);
    if (!t.isEmpty()) return t;
  }
  return QString::fromUtf8(source);
}
