// Settings keys and their defaults.
#include "shell/settings.h"

#include <QCoreApplication>
#include <cmath>

#include "quiz/peer_guidance.h"
#include "quiz/round_clock.h"

namespace {
const char* const kLanguage = "ui/language";
const char* const kPreset = "run/preset";
const char* const kSpeed = "run/speed";
const char* const kGeometry = "window/geometry";
const char* const kState = "window/state";
const char* const kZoom = "view/zoom";
const char* const kDonePause = "run/donePause";
const char* const kPhasePause = "run/pauseAtEveryPhase";
const char* const kRecentLessons = "lessons/recent";
const char* const kPredict = "run/predict";
const char* const kPredictMode = "run/predictMode";
const char* const kVoteLive = "run/voteLive";
const char* const kThinkSeconds = "run/thinkSeconds";
const char* const kGuideLow = "run/guideLow";
const char* const kGuideHigh = "run/guideHigh";
const char* const kScaling = "scaling/last";
}  // namespace

Settings::Settings() : settings_(QSettings::IniFormat, QSettings::UserScope, "dpviz", "dpviz") {}

Settings::Settings(const QString& path) : settings_(path, QSettings::IniFormat) {}

namespace {

// A value or key as it may be shown in the log: at most 20 characters, control characters as '?'
// (the settings fuzzer found a tab in a language value reaching the log).
QString printable(const QString& text) {
  QString shown = text.left(20);
  for (QChar& c : shown) {
    if (!c.isPrint()) c = QLatin1Char('?');
  }
  return shown;
}

}  // namespace

// What is wrong, in the current language (the key names stay as the file has them).
QStringList Settings::problems() const {
  const auto badValue = [](const char* key, const QString& value) {
    return QCoreApplication::translate("Settings", "%1 = '%2'").arg(QLatin1String(key), printable(value));
  };
  QStringList p;
  if (settings_.status() == QSettings::AccessError) p << QCoreApplication::translate("Settings", "the file cannot be read");
  if (settings_.status() == QSettings::FormatError) p << QCoreApplication::translate("Settings", "the file is not in INI format");
  const QString l = settings_.value(kLanguage).toString();
  if (settings_.contains(kLanguage) && !l.isEmpty() && l != "zh_CN" && l != "en") p << badValue(kLanguage, l);
  bool ok = false;
  const double s = settings_.value(kSpeed, 1.0).toDouble(&ok);
  if (!(ok && std::isfinite(s) && s >= 0.1 && s <= 10)) p << badValue(kSpeed, settings_.value(kSpeed).toString());
  const double z = settings_.value(kZoom, 1.0).toDouble(&ok);
  if (!(ok && std::isfinite(z) && z >= kMinZoom && z <= kMaxZoom)) p << badValue(kZoom, settings_.value(kZoom).toString());
  const QStringList known = {kLanguage, kPreset, kSpeed, kGeometry, kState, kZoom, kDonePause, kPhasePause, kRecentLessons, kPredict, kPredictMode, kScaling};
  int unknown = 0;
  for (const QString& key : settings_.allKeys()) {  // garbage parses as odd keys: name a few
    if (known.contains(key)) continue;
    if (unknown++ < 3) p << QCoreApplication::translate("Settings", "unknown entry '%1'").arg(printable(key));
  }
  return p;
}

QString Settings::language() const {
  const QString l = settings_.value(kLanguage).toString();
  return l == "zh_CN" || l == "en" ? l : QString();
}
void Settings::setLanguage(const QString& language) { set(kLanguage, language); }

QString Settings::preset() const { return settings_.value(kPreset).toString(); }
void Settings::setPreset(const QString& id) { set(kPreset, id); }

double Settings::speed() const {
  bool ok = false;
  const double s = settings_.value(kSpeed, 1.0).toDouble(&ok);
  return ok && std::isfinite(s) && s >= 0.1 && s <= 10 ? s : 1.0;
}
void Settings::setSpeed(double speed) { set(kSpeed, speed); }

QByteArray Settings::geometry() const { return settings_.value(kGeometry).toByteArray(); }
void Settings::setGeometry(const QByteArray& geometry) { set(kGeometry, geometry); }

QByteArray Settings::windowState() const { return settings_.value(kState).toByteArray(); }
void Settings::setWindowState(const QByteArray& state) { set(kState, state); }

double Settings::zoom() const {
  bool ok = false;
  const double z = settings_.value(kZoom, 1.0).toDouble(&ok);
  return ok && std::isfinite(z) && z >= kMinZoom && z <= kMaxZoom ? z : 1.0;
}
void Settings::setZoom(double zoom) { set(kZoom, zoom); }

bool Settings::donePause() const { return settings_.value(kDonePause, true).toBool(); }
void Settings::setDonePause(bool on) { set(kDonePause, on); }
bool Settings::pauseAtEveryPhase() const { return settings_.value(kPhasePause, false).toBool(); }
void Settings::setPauseAtEveryPhase(bool on) { set(kPhasePause, on); }

bool Settings::predict() const { return settings_.value(kPredict, false).toBool(); }
void Settings::setPredict(bool on) { set(kPredict, on); }
PredictState::Mode Settings::predictMode() const {
  return PredictState::parseMode(settings_.value(kPredictMode).toString()).value_or(PredictState::Mode::SelfStudy);
}
void Settings::setPredictMode(PredictState::Mode mode) { set(kPredictMode, PredictState::modeName(mode)); }

bool Settings::voteLive() const { return settings_.value(kVoteLive, false).toBool(); }
void Settings::setVoteLive(bool on) { set(kVoteLive, on); }

int Settings::thinkSeconds() const {
  const int s = settings_.value(kThinkSeconds, 0).toInt();
  return s < 0 || s > RoundClock::kMaxSeconds ? 0 : s;  // a value edited by hand: untimed
}
void Settings::setThinkSeconds(int seconds) { set(kThinkSeconds, seconds); }

int Settings::guideLow() const { return settings_.value(kGuideLow, guidance::Thresholds{}.low).toInt(); }
void Settings::setGuideLow(int percent) { set(kGuideLow, percent); }
int Settings::guideHigh() const { return settings_.value(kGuideHigh, guidance::Thresholds{}.high).toInt(); }
void Settings::setGuideHigh(int percent) { set(kGuideHigh, percent); }

QByteArray Settings::scalingRecord() const { return settings_.value(kScaling).toString().toUtf8(); }
void Settings::setScalingRecord(const QByteArray& json) { set(kScaling, QString::fromUtf8(json)); }

void Settings::set(const char* key, const QVariant& value) {
  if (!read_only_) settings_.setValue(key, value);
}

QStringList Settings::recentLessons() const {
  QStringList paths = settings_.value(kRecentLessons).toStringList();
  paths.removeAll(QString());
  return paths.mid(0, kMaxRecentLessons);
}

void Settings::addRecentLesson(const QString& path) {
  QStringList paths = recentLessons();
  paths.removeAll(path);
  paths.prepend(path);
  set(kRecentLessons, paths.mid(0, kMaxRecentLessons));
}
