// VoteScreen: the class vote on the projector. While the vote runs, the centre shows its join
// screen (VoteProjector: URL, PIN, QR code, phones connected, votes in, both votes after the
// reveal) until a question opens; View › Show the vote's address (J) brings it back over the
// question and takes it away. --vote-stdin (tests): each line on stdin is the lecturer's clicker.
#pragma once

#include <QByteArray>
#include <QObject>

#include "shell/shortcut_sheet.h"

class ClassVote;
class QAction;
class QSocketNotifier;
class QTimer;
class VoteProjector;
class WindowActions;
class WindowParts;

class VoteScreen : public QObject {
  Q_OBJECT
 public:
  VoteScreen(const WindowParts& parts, WindowActions& actions, ClassVote* vote, QObject* parent);

  VoteProjector* projector() const { return projector_; }
  QAction* showAction() const { return show_; }
  ShortcutSheet::Row shortcutRow() const;  // J, for Help › Keyboard shortcuts
  // Reads stdin: each line advances the open question, as Enter does, or with no question open goes
  // to a lesson's next stop, as Page Down does (a script drives a whole class). After each line one
  // line on stderr says where the class is: "dpviz: vote-stdin: stop S of N, question QUESTION,
  // centre CENTRE" (QUESTION: none, round1, round2, chart, asking, revealed; CENTRE: join, question,
  // views: the Run, explorer or DDP tabs). A line "shot PATH" instead saves the window as a PNG there
  // (answered "dpviz: vote-stdin: saved PATH").
  void followStdin();
  QString where() const;  // that line's text, without "dpviz: vote-stdin: "

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  void retranslate();
  void onRunning(bool running);
  void onStateChanged();
  void refresh();  // the projector's numbers from the vote
  void place();    // the centre's page: the join screen, or what PredictRuns put there

  const WindowParts& parts_;
  ClassVote* vote_;
  VoteProjector* projector_;
  QAction* show_;
  QAction* next_stop_;
  static constexpr int kRefreshMs = 100;
  QTimer* refresh_timer_ = nullptr;
  QSocketNotifier* stdin_ = nullptr;
  QByteArray stdin_line_;  // what stdin gave after its last newline
  bool was_open_ = false;
};
