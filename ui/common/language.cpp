// Two QTranslators: the app's strings, from the :/i18n resource qt_add_translations makes, and Qt's
// own (the buttons, file dialogs and message boxes of qtbase), from the system's Qt translations
// (Debian's qt6-translations-l10n). Both are swapped at runtime.
#include "common/language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>

namespace {
QTranslator* appTranslator() {
  static QTranslator* t = new QTranslator(QCoreApplication::instance());
  return t;
}
QTranslator* qtTranslator() {
  static QTranslator* t = new QTranslator(QCoreApplication::instance());
  return t;
}
QString g_current = "en";
}  // namespace

QString Language::systemDefault() {
  return QLocale::system().language() == QLocale::Chinese ? QStringLiteral("zh_CN") : QStringLiteral("en");
}

QString Language::current() { return g_current; }

QString Language::apply(const QString& language) {
  const QString lang = language.isEmpty() ? systemDefault() : language;
  QCoreApplication::removeTranslator(qtTranslator());
  QCoreApplication::removeTranslator(appTranslator());
  // English is Qt's source language: no qtbase_en.qm is needed, and none is loaded.
  if (lang != "en" && qtTranslator()->load(QStringLiteral("qtbase_%1").arg(lang),
                                           QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
    QCoreApplication::installTranslator(qtTranslator());
  }
  if (appTranslator()->load(QStringLiteral(":/i18n/dpviz_%1.qm").arg(lang))) {
    QCoreApplication::installTranslator(appTranslator());
  }
  g_current = lang == "zh_CN" ? lang : QStringLiteral("en");
  return g_current;
}
