// One pattern: a half- or full-width parenthesis holding only rule codes, joined by 、 or commas.
#include "common/rule_codes.h"

#include <QRegularExpression>

namespace rule_codes {

QString strip(const QString& text) {
  static const QRegularExpression codes(QStringLiteral(R"( ?[(（]R\d+(?:\.\d+)?(?:\s*[、,，]\s*R\d+(?:\.\d+)?)*[)）])"));
  return QString(text).remove(codes);
}

}  // namespace rule_codes
