// workedRule: the arithmetic of R1.2/R7.1 with the numbers filled in.
#include "explorer/rule_text.h"

#include <QCoreApplication>
#include <QStringList>

#include "common/sentences.h"

QString chunkListText(const std::vector<std::int64_t>& sizes, int max_shown) {
  QStringList parts;
  const bool cut = max_shown > 1 && sizes.size() > std::size_t(max_shown);
  for (std::size_t i = 0; i < sizes.size(); ++i) {
    if (cut && i + 1 == std::size_t(max_shown)) {
      parts << QStringLiteral("…") << QString::number(sizes.back());
      break;
    }
    parts << QString::number(sizes[i]);
  }
  // zh_CN lists them as prose does, 5、5、4, without the brackets.
  return QCoreApplication::translate("RuleText", "[%1]", "a list of chunk sizes").arg(sentences::joinList(parts));
}

QString workedRule(const dp::SplitFacts& f) {
  const int gpus = f.gpus;
  if (f.batch == 0) {
    return QCoreApplication::translate("RuleText", "an empty batch: each of the %n GPU(s) gets an empty chunk", nullptr, gpus);
  }
  const int chunks = f.used;
  const std::int64_t last = f.chunk_sizes.back();
  QString text;
  if (last == f.per_chunk) {
    text = QCoreApplication::translate("RuleText", "⌈%1/%2⌉ = %3 → %n chunk(s) of %3", nullptr, chunks)
               .arg(f.batch).arg(gpus).arg(f.per_chunk);
  } else {
    text = QCoreApplication::translate("RuleText", "⌈%1/%2⌉ = %3 → %4 chunks: %5 of %3 and the last of %6")
               .arg(f.batch).arg(gpus).arg(f.per_chunk).arg(chunks).arg(chunks - 1).arg(last);
  }
  if (f.idle == 1) {
    text += QCoreApplication::translate("RuleText", "; GPU %1 idle").arg(f.used);
  } else if (f.idle > 1) {
    text += QCoreApplication::translate("RuleText", "; GPUs %1–%2 idle").arg(f.used).arg(gpus - 1);
  }
  return text;
}
