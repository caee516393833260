// Settings: every persisted value, typed, with its key defined once (QSettings, INI format).
// A corrupt or unreadable file falls back to defaults.
#pragma once

#include <QByteArray>
#include <QSettings>
#include <QString>
#include <QStringList>

class Settings {
 public:
  Settings();  // the app's settings file
  explicit Settings(const QString& path);  // a given file (tests)

  QString language() const;        // "" = follow the system locale
  void setLanguage(const QString& language);
  QString preset() const;
  void setPreset(const QString& id);
  double speed() const;
  void setSpeed(double speed);
  QByteArray geometry() const;
  void setGeometry(const QByteArray& geometry);
  QByteArray windowState() const;
  void setWindowState(const QByteArray& state);

  bool readable() const { return settings_.status() == QSettings::NoError; }
  // What in the file could not be used (unreadable file, keys with invalid values): each of
  // those falls back to its default. Empty when all is well.
  QStringList problems() const;
  QString fileName() const { return settings_.fileName(); }
  void sync() { settings_.sync(); }

 private:
  QSettings settings_;
};
