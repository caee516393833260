// Settings keys and their defaults.
#include "settings.h"

#include <cmath>

namespace {
const char* const kLanguage = "ui/language";
const char* const kPreset = "run/preset";
const char* const kSpeed = "run/speed";
const char* const kGeometry = "window/geometry";
const char* const kState = "window/state";
}  // namespace

Settings::Settings() : settings_(QSettings::IniFormat, QSettings::UserScope, "dpviz", "dpviz") {}

Settings::Settings(const QString& path) : settings_(path, QSettings::IniFormat) {}

QString Settings::language() const {
  const QString l = settings_.value(kLanguage).toString();
  return l == "zh_CN" || l == "en" ? l : QString();
}
void Settings::setLanguage(const QString& language) { settings_.setValue(kLanguage, language); }

QString Settings::preset() const { return settings_.value(kPreset, "tutorial-8").toString(); }
void Settings::setPreset(const QString& id) { settings_.setValue(kPreset, id); }

double Settings::speed() const {
  bool ok = false;
  const double s = settings_.value(kSpeed, 1.0).toDouble(&ok);
  return ok && std::isfinite(s) && s >= 0.1 && s <= 10 ? s : 1.0;
}
void Settings::setSpeed(double speed) { settings_.setValue(kSpeed, speed); }

QByteArray Settings::geometry() const { return settings_.value(kGeometry).toByteArray(); }
void Settings::setGeometry(const QByteArray& geometry) { settings_.setValue(kGeometry, geometry); }

QByteArray Settings::windowState() const { return settings_.value(kState).toByteArray(); }
void Settings::setWindowState(const QByteArray& state) { settings_.setValue(kState, state); }
