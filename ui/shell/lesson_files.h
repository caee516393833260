// LessonFiles: the lesson open in the window: File › New lesson / Open / Save / Save As / Recent /
// Lessons / Close, the banner over the stage, the editor dock, Page Down / Page Up, the window's
// title, and the question before unsaved changes are lost.
#pragma once

#include <QObject>
#include <QSet>

#include "lessons/app_view.h"
#include "lessons/class_summary.h"
#include "quiz/quiz.h"

class LessonController;
class LessonEditor;
class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;
class QMimeData;
class RunSession;
class Settings;
class WindowActions;
class WindowParts;
struct LessonStop;

class LessonFiles : public QObject {
  Q_OBJECT
 public:
  LessonFiles(QMainWindow* window, const WindowParts& parts, const WindowActions& actions, RunSession* session,
              Settings* settings);

  // Asks before unsaved changes are lost; a refused file leaves the open lesson and the window as
  // they were (`error`: its one line, or a message box when null).
  bool open(const QString& path, QString* error = nullptr);
  bool save(const QString& path, QString* error);
  // True when the open lesson has no unsaved changes, or the user saved or discarded them.
  bool keepOrDiscardChanges();
  LessonController* controller() const { return lessons_; }
  // The answers of the plan's questions still to come at stop `index`: the reveal::answerKey()s of
  // the later stops' questions and of the questions skipped in this class, less those revealed in
  // it (and the stop's own, which it asks). The stage there never plays into a phase showing one.
  QSet<QString> withheldAt(int index) const;
  // The first stop whose question has the answer `key` (0-based), or -1.
  int stopOfAnswer(const QString& key) const;
  // A question of the open lesson was revealed: its answer is not withheld any more.
  void answerRevealed(const QString& key);
  // A question was skipped: its answer stays withheld at every stop until it is revealed.
  void answerSkipped(const QString& key);
  // How the class answered the question of the stop on screen (revealed or skipped): kept for the
  // end of class, the last word for a stop counting.
  void recordAnswer(ClassAnswer answer);
  const QList<ClassAnswer>& answers() const { return answers_; }
  // Page Down: the next stop, or after the last one the end of class (classEnded).
  void next();
  // The lesson file a drag carries (one local .dpviz file), or empty.
  static QString draggedLesson(const QMimeData* data);
  // The File menu's lesson entries, the recent lessons, and the window's title: the open lesson's
  // (with " *" while it has unsaved changes) or the app's.
  void retranslate();

 signals:
  // A stop names its view (lessons/app_view.h); the window's layout shows it, in projector mode too.
  void viewShown(AppView view);
  // A stop with a prediction ("quiz"): its question, with the stop's own numbers, to ask now.
  void questionAsked(const dp::quiz::Question& question);
  // Another stop is about to be shown: a question still open belongs to the one the class left.
  void stopLeft();
  // The answers the stage must not play into now (withheldAt() of the stop on screen; empty without
  // a lesson).
  void withheldChanged(const QSet<QString>& keys);
  // Page Down after the lesson's last stop: the class is over (its summary shows).
  void classEnded();

 private:
  void onLessonChanged();
  // Runs the stop's configuration (or its pitfall scenario) to its batch and phase, paused there,
  // and shows its view.
  void showStop(int index);
  void newFromState();
  void addStopFromState();
  LessonStop stopFromState() const;
  bool saveWithDialog(bool ask_path);

  QMainWindow* window_;
  const WindowParts& parts_;
  const WindowActions& actions_;
  RunSession* session_;
  Settings* settings_;
  LessonController* lessons_;
  LessonEditor* editor_;
  QDockWidget* dock_;
  QMenu* recent_menu_;
  QMenu* bundled_menu_;
  QAction* new_lesson_;
  QAction* open_lesson_;
  QAction* save_lesson_;
  QAction* save_lesson_as_;
  QAction* close_lesson_;
  QSet<QString> revealed_;  // the answers revealed since the lesson was opened
  QSet<QString> skipped_;   // the answers of the questions skipped since then
  QList<ClassAnswer> answers_;  // how the class answered, since the lesson was opened
  bool showing_stop_ = false;  // a stop is being run to: Page Down waits for it
};
