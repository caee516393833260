// ClassSummary: the end of a class, after its lesson's last stop (Page Down there): what the class
// covered, stop by stop, and each question with the room's first and second vote (the share that
// picked the right option), or the self-study answer, or "skipped" / "not asked".
#pragma once

#include <QList>
#include <QWidget>
#include <array>

#include "lessons/lesson.h"

class QLabel;

// One lesson question as the class answered it.
struct ClassAnswer {
  static constexpr int kOptions = 4;
  int stop = -1;  // 0-based
  dp::quiz::Question question;
  bool skipped = false;      // closed unrevealed
  bool self_study = false;   // one person's answer (choice) instead of the room's hands
  int choice = -1;           // self-study: the option picked (-1: none)
  std::array<int, kOptions> round1{};  // the room's hands per option, each round
  std::array<int, kOptions> round2{};
};

class ClassSummary : public QWidget {
  Q_OBJECT
 public:
  explicit ClassSummary(QWidget* parent = nullptr);
  // The class that ends: `lesson` and its answers (a stop answered twice keeps its last).
  void showClass(const Lesson& lesson, const QList<ClassAnswer>& answers);
  QString text() const;  // what it shows, as plain text (tests)

  // "6 of 10 right (60 %)" for `votes` with `right` the right option; "no votes" for none.
  static QString voteShare(const std::array<int, ClassAnswer::kOptions>& votes, int right);

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();

  Lesson lesson_;
  QList<ClassAnswer> answers_;
  QLabel* body_;
};
