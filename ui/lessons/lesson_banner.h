// LessonBanner: above the stage while a lesson is open: the stop's caption, large, in the current
// language, and a small strip "stop 3 of 9 · title" with buttons for the previous and next stop.
#pragma once

#include <QWidget>

#include "lessons/lesson.h"

class QLabel;
class QToolButton;

class LessonBanner : public QWidget {
  Q_OBJECT
 public:
  explicit LessonBanner(QWidget* parent = nullptr);
  // Shows stop `index` of `lesson` (hidden when index < 0).
  void showStop(const Lesson& lesson, int index);
  // While a question is open and not yet revealed, the stop's caption is held back (it may say the
  // answer): a line says it comes with the answer. It shows again at the reveal.
  void setHeld(bool held);
  bool held() const { return held_; }
  // The stage waits before a phase that shows the answer of stop `stop`'s question (0-based; -1:
  // it does not): a line under the caption says so, and how to go on. It stays from stop to stop
  // while the stage holds there.
  void setWithheldStop(int stop);
  QString noteText() const;
  QString captionText() const;
  QString stripText() const;

 signals:
  void previousRequested();
  void nextRequested();
  void closeRequested();

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();

  Lesson lesson_;
  int index_ = -1;
  bool held_ = false;
  int withheld_stop_ = -1;
  QLabel* strip_;
  QLabel* caption_;
  QLabel* note_;
  QToolButton* previous_;
  QToolButton* next_;
  QToolButton* close_;
};
