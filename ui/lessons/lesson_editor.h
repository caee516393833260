// LessonEditor: the dock where a teacher shapes a lesson: its title in both languages, and its stops
// (add the current state as a stop, reorder, delete, edit where it pauses, both captions, the view).
// It edits a Lesson value and says when it changed; the window decides what a new stop holds.
#pragma once

#include <QWidget>

#include "lessons/lesson.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

class LessonEditor : public QWidget {
  Q_OBJECT
 public:
  explicit LessonEditor(QWidget* parent = nullptr);

  void setLesson(const Lesson& lesson);  // no changed()
  const Lesson& lesson() const { return lesson_; }
  // Selects the stop being shown (the window follows Page Down / Page Up).
  void setCurrentStop(int index);
  int currentStop() const;
  // Inserts `stop` after the current one and selects it (changed() follows).
  void insertStop(const LessonStop& stop);

 signals:
  void changed();                 // the lesson was edited
  void addStopRequested();        // "Add the current state as a stop"
  void stopActivated(int index);  // go to this stop (a double-click, or selecting it)

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();
  void refillList();
  void showStop(int index);   // the fields show the selected stop
  void storeFields();         // the fields' values into the selected stop
  void moveStop(int delta);
  void deleteStop();
  void edited();

  Lesson lesson_;
  bool filling_ = false;
  QLabel* title_label_;
  QLineEdit* title_en_;
  QLineEdit* title_zh_;
  QListWidget* list_;
  QPushButton* add_;
  QPushButton* up_;
  QPushButton* down_;
  QPushButton* delete_;
  QLabel* at_label_;
  QSpinBox* batch_;
  QComboBox* phase_;
  QComboBox* view_;
  QComboBox* quiz_;  // the stop's prediction: none, or a question kind
  QLabel* caption_label_;
  QPlainTextEdit* caption_en_;
  QPlainTextEdit* caption_zh_;
};
