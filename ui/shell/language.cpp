// One QTranslator for the app's strings, loaded from the :/i18n resource qt_add_translations makes.
#include "shell/language.h"

#include <QCoreApplication>
#include <QLocale>

namespace {
QTranslator* translator() {
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
  QCoreApplication::removeTranslator(translator());
  if (translator()->load(QStringLiteral(":/i18n/dpviz_%1.qm").arg(lang))) {
    QCoreApplication::installTranslator(translator());
  }
  g_current = lang == "zh_CN" ? lang : QStringLiteral("en");
  return g_current;
}
