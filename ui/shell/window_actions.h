// WindowActions: every action of the main window (its keys, icons and object names) and its menus,
// made and worded in one place, like the class uic writes for a form. What an action does is
// connected by the part of the window it belongs to.
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QPair>

#include "shell/shortcut_sheet.h"

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;

class WindowActions {
  Q_DECLARE_TR_FUNCTIONS(WindowActions)

 public:
  // The actions, children of `window`. Every key the shortcut sheet lists is the window's own too,
  // so that it works with the menu bar hidden (projector mode hides it).
  explicit WindowActions(QMainWindow* window);
  // File, View (`docks`' toggles first), Language, Pitfalls and Help in the window's menu bar.
  void addMenus(const QList<QDockWidget*>& docks);
  // The texts in the current language; Play reads Pause while `playing`.
  void retranslate(bool playing);
  // Every key the window answers to and what it does, in the current language.
  QList<ShortcutSheet::Row> shortcutRows() const;
  // Projector mode's transport buttons, left to right.
  QList<QAction*> transport() const { return {reset, back, play, step_phase, step_batch}; }

  // The run (keys that work whichever widget has the focus).
  QAction* play;
  QAction* step_phase;
  QAction* step_batch;
  QAction* back;
  QAction* reset;
  // File › Export, and Quit.
  QAction* export_animation;
  QAction* export_worksheet;  // File › Export › Worksheet… (PDF)
  QAction* export_trace;
  QAction* export_log;
  // File › Export › Class record (CSV)… and Class report (PDF)…: enabled once a vote kept a record
  QAction* export_class_record;
  QAction* export_class_report;
  QAction* screenshot;
  QAction* quit;
  // View.
  QAction* presentation;
  QAction* leave_presentation;  // Esc: enabled in projector mode only
  QAction* zoom_in;
  QAction* zoom_out;
  QAction* zoom_reset;
  QAction* legend;
  QAction* done_pause;
  QAction* phase_pause;  // P: pause at the end of every phase (remembered)
  // Predict, then reveal (remembered): on or off, and how the room answers.
  QAction* predict;
  QAction* predict_class;  // the lecturer counts the hands, two votes
  QAction* predict_self;   // one student answers, with a score
  // While a question is open (the panel's own keys, enabled only then): 1–4 pick an option; Enter,
  // Return and the clicker's Page Down reveal or go on.
  QList<QAction*> predict_pick;
  QAction* predict_reveal;
  // S (and, while a question is open, the clicker's Page Up): the question closes unrevealed; it
  // is asked again, its votes kept, when its lesson stop is gone back to.
  QAction* predict_skip;
  QAction* predict_extend;  // T: a timed round gets RoundClock::kExtendSeconds more
  // View › Think time per vote (remembered): a class vote's rounds end by themselves after it.
  static constexpr int kThinkSeconds[] = {0, 30, 60, 90, 120, 180};
  QList<QAction*> think_time;
  QMenu* think_menu;
  QAction* lecturer_view;  // Ctrl+L: the lecturer's own window (shell/lecturer_view.h)
  // View › Class vote: the phones vote on the open question (the server runs only while it is on).
  QAction* class_vote;
  QAction* vote_live;  // an open round's counts shown while phones vote (remembered; off by default)
  // Language and Help.
  QAction* lang_zh;
  QAction* lang_en;
  QAction* shortcuts;
  QAction* about;
  // A lesson's stops (Page Down / Page Up): disabled until a lesson is open.
  QAction* next_stop;
  QAction* previous_stop;

  QMenu* file_menu = nullptr;
  QMenu* export_menu = nullptr;
  QMenu* view_menu = nullptr;
  QMenu* language_menu = nullptr;
  QMenu* pitfalls_menu = nullptr;  // filled by LessonRuns
  QMenu* help_menu = nullptr;

 private:
  // The keyed actions and what each does, in the shortcut sheet's order.
  QList<QPair<QAction*, QString>> keyed() const;

  QMainWindow* window_;
};
