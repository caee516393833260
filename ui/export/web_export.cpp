// --export-web (see web_export.h).
#include "export/web_export.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <cstdio>

#include "common/web_edition.h"

namespace {

int refuse(const QString& why) {
  std::fprintf(stderr, "dpviz: --export-web: %s\n", qPrintable(why));
  return 1;
}

bool writeText(const QString& path, const QByteArray& text) {
  QSaveFile f(path);
  return f.open(QIODevice::WriteOnly) && f.write(text) == text.size() && f.commit();
}

// The two headers, for the hosts that read them from a file in the folder.
QByteArray netlifyHeaders() {
  QByteArray out = "/*\n";
  for (const auto& [name, value] : web_edition::isolationHeaders()) out += "  " + name + ": " + value + "\n";
  return out;
}

QByteArray apacheHeaders() {
  QByteArray out = "# Apache (mod_headers): the headers that give the page threads.\n<IfModule mod_headers.c>\n";
  for (const auto& [name, value] : web_edition::isolationHeaders()) out += "  Header set " + name + " \"" + value + "\"\n";
  return out + "</IfModule>\nAddType application/wasm .wasm\n";
}

}  // namespace

int exportWebEdition(const QString& dir) {
  const QString from = web_edition::folder();
  if (from.isEmpty()) return refuse(QStringLiteral("this dpviz has no browser edition (it was built without emscripten)"));
  const QFileInfo target(dir);
  if (dir.isEmpty()) return refuse(QStringLiteral("expected a folder name"));
  if (target.exists() && !target.isDir()) return refuse(QStringLiteral("%1 is a file, not a folder").arg(dir));
  const QDir existing(dir);
  const bool earlier = target.exists() && QFileInfo::exists(dir + QStringLiteral("/dpviz_web.js"));
  if (target.exists() && !earlier && !existing.isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden)) {
    return refuse(QStringLiteral("%1 is not empty and holds no earlier export: choose a new or empty folder").arg(dir));
  }
  const QString absolute = target.absoluteFilePath();
  const QString staging = absolute + QStringLiteral(".dpviz-part"), old = absolute + QStringLiteral(".dpviz-old");
  QDir(staging).removeRecursively();  // left by an interrupted export
  QDir(old).removeRecursively();
  if (!QDir().mkpath(staging)) return refuse(QStringLiteral("cannot make %1").arg(staging));
  qint64 bytes = 0;
  int files = 0;
  for (const QFileInfo& f : QDir(from).entryInfoList(QDir::Files)) {
    if (!QFile::copy(f.absoluteFilePath(), staging + '/' + f.fileName())) {
      QDir(staging).removeRecursively();
      return refuse(QStringLiteral("cannot write %1").arg(staging + '/' + f.fileName()));
    }
    bytes += f.size();
    ++files;
  }
  if (!writeText(staging + QStringLiteral("/_headers"), netlifyHeaders()) ||
      !writeText(staging + QStringLiteral("/.htaccess"), apacheHeaders())) {
    QDir(staging).removeRecursively();
    return refuse(QStringLiteral("cannot write the headers files in %1").arg(staging));
  }
  if (target.exists() && !QDir().rename(absolute, old)) {
    QDir(staging).removeRecursively();
    return refuse(QStringLiteral("cannot replace %1").arg(dir));
  }
  if (!QDir().rename(staging, absolute)) {
    if (QFileInfo::exists(old)) QDir().rename(old, absolute);  // the earlier export stays
    QDir(staging).removeRecursively();
    return refuse(QStringLiteral("cannot write %1").arg(dir));
  }
  QDir(old).removeRecursively();
  std::printf("dpviz: the browser edition is in %s: %d files, %.1f MiB (with _headers and .htaccess for the "
              "two headers that give it threads: Cross-Origin-Opener-Policy: same-origin, "
              "Cross-Origin-Embedder-Policy: require-corp)\n",
              qPrintable(dir), files, double(bytes) / (1024.0 * 1024.0));
  return 0;
}
