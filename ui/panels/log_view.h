// LogView: the tutorial's printed lines exactly as the engine produced them, monospaced and
// selectable, each per-replica line in its device's colour; copy all and clear.
#pragma once

#include <QPlainTextEdit>
#include <QWidget>

class QPushButton;

class LogView : public QWidget {
  Q_OBJECT
 public:
  explicit LogView(QWidget* parent = nullptr);
  // device < 0: default text colour (header, Outside lines, warnings).
  void appendLine(const QString& line, int device = -1);
  QString text() const { return edit_->toPlainText(); }
  void clear() { edit_->clear(); }
  void copyAll();

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();
  QPlainTextEdit* edit_;
  QPushButton* copy_;
  QPushButton* clear_;
};
