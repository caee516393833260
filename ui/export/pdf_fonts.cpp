// The PDFs' families: the first installed of each list.
#include "export/pdf_fonts.h"

#include <QFontDatabase>
#include <QStringList>

namespace pdf {

QString family(bool chinese) {
  const QStringList wanted = chinese ? QStringList{QStringLiteral("WenQuanYi Micro Hei"), QStringLiteral("Noto Sans CJK SC"),
                                                   QStringLiteral("Source Han Sans SC")}
                                     : QStringList{QStringLiteral("DejaVu Sans"), QStringLiteral("Liberation Sans")};
  for (const QString& f : wanted) {
    if (QFontDatabase::hasFamily(f)) return f;
  }
  return QFontDatabase::systemFont(QFontDatabase::GeneralFont).family();
}

QString monoFamily() {
  return QFontDatabase::hasFamily(QStringLiteral("DejaVu Sans Mono")) ? QStringLiteral("DejaVu Sans Mono")
                                                                      : QFontDatabase::systemFont(QFontDatabase::FixedFont).family();
}

}  // namespace pdf
