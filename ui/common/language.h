// Language: installs the app's translation (embedded .qm) and Qt's own (qtbase_zh_CN.qm, for the
// standard buttons and file dialogs) and switches them at runtime; widgets retranslate on
// QEvent::LanguageChange.
#pragma once

#include <QString>
#include <QTranslator>

class Language {
 public:
  // "zh_CN" or "en"; "" picks from the system locale. Returns the language in effect.
  static QString apply(const QString& language);
  static QString current();
  static QString systemDefault();
};
