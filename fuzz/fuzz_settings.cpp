// libFuzzer target: the settings file the app reads at start (QSettings INI). Any bytes must give
// either the stored values or the defaults, never a crash; values read back are in range.
#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>

#include <cmath>
#include <cstddef>
#include <cstdint>

#include "shell/settings.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static QTemporaryDir dir;
  const QString path = dir.path() + "/dpviz.ini";
  {
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) return 0;
    f.write(reinterpret_cast<const char*>(data), qint64(size));
  }
  Settings s(path);
  const double speed = s.speed();
  if (!(speed >= 0.1 && speed <= 10.0)) __builtin_trap();  // clamped whatever the file says
  const QString language = s.language();
  if (!language.isEmpty() && language != "en" && language != "zh_CN") __builtin_trap();
  (void)s.preset();
  (void)s.geometry();
  (void)s.windowState();
  for (const QString& problem : s.problems()) {
    for (QChar c : problem) {
      if (!c.isPrint()) __builtin_trap();  // problems go to the log: printable only
    }
  }
  return 0;
}
