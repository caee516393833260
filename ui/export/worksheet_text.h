// The worksheet's own words in the worksheet's language, whatever language the window speaks: a
// QTranslator of its own over the app's embedded .qm (lupdate finds the words in its translate()).
#pragma once

#include <QString>
#include <QTranslator>

class WorksheetText {
 public:
  explicit WorksheetText(const QString& lang);
  bool chinese() const { return chinese_; }
  // `source` in the worksheet's language (English is the source language).
  QString translate(const char* context, const char* source) const;

 private:
  QTranslator zh_;
  bool chinese_ = false;
};
