// File › Export › Worksheet…: a small dialog (file, seed, count, language, kinds, whether to write the
// answer key) in front of worksheet::write(); the writing itself has no widgets.
#pragma once

#include <QDialog>
#include <QList>

#include "export/worksheet_pdf.h"

class QCheckBox;
class QComboBox;
class QLineEdit;
class QMainWindow;
class QPushButton;
class QSpinBox;

class WorksheetDialog : public QDialog {
  Q_OBJECT
 public:
  // `language`: the worksheet's at first ("en" or "zh_CN"; the window's).
  explicit WorksheetDialog(const QString& language, QWidget* parent = nullptr);
  WorksheetSpec spec() const;
  QString path() const;
  // Where the key goes (beside the worksheet, "-answers" added to its name); empty when not asked for.
  QString answersPath() const;
  void setPath(const QString& path);
  void setCount(int count);
  void setKinds(const std::vector<dp::quiz::Kind>& kinds);  // empty: all
  void setAnswers(bool on);

  // The key's file for a worksheet's: "week3.pdf" -> "week3-answers.pdf".
  static QString answersPathFor(const QString& worksheet);

 private:
  void browse();
  void update();

  QLineEdit* path_;
  QSpinBox* seed_;
  QSpinBox* count_;
  QComboBox* lang_;
  QList<QCheckBox*> kinds_;
  QCheckBox* answers_;
  QPushButton* ok_;
};

// Asks, then writes on a thread of its own; "Wrote …" in the window's status bar when done, or the
// reason in a message box.
void exportWorksheetWithDialog(QMainWindow* window);
