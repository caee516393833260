// The browser edition's folder (see web_edition.h).
#include "common/web_edition.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace web_edition {

namespace {
bool holdsIt(const QString& dir) { return !dir.isEmpty() && QFileInfo::exists(dir + QStringLiteral("/dpviz_web.js")); }
}  // namespace

QString folder() {
  const QString env = qEnvironmentVariable("DPVIZ_WEB_DIR");
  if (!env.isEmpty()) return holdsIt(env) ? QFileInfo(env).absoluteFilePath() : QString();
  // Installed: /usr/bin/dpviz → /usr/share/dpviz/web; in its build: build/default/app/dpviz →
  // build/default/web-site (no path of the building machine is compiled in).
  const QString bin = QCoreApplication::applicationDirPath();
  for (const QString& dir : {bin + QStringLiteral("/../share/dpviz/web"), bin + QStringLiteral("/../web-site")}) {
    if (holdsIt(dir)) return QFileInfo(dir).canonicalFilePath();
  }
  return {};
}

const QList<std::pair<QByteArray, QByteArray>>& isolationHeaders() {
  static const QList<std::pair<QByteArray, QByteArray>> headers = {
      {"Cross-Origin-Opener-Policy", "same-origin"},
      {"Cross-Origin-Embedder-Policy", "require-corp"},
  };
  return headers;
}

}  // namespace web_edition
