// VoteRuns: the class vote in the window: View › Class vote from phones (off at every start; the
// server runs only while it is on), its class record (one file for the app's run, or
// --class-record's), File › Export › Class record (CSV)… and Class report (PDF)…, the question
// before quitting with a round open, and --class-vote's start (with --predict: the run goes to its
// first question, round 1 open).
#pragma once

#include <QHostAddress>
#include <QObject>

#include "vote/class_log.h"
#include "vote/class_vote.h"

class PredictRuns;
class QWidget;
class RunSession;
class WindowActions;

class VoteRuns : public QObject {
  Q_OBJECT
 public:
  VoteRuns(QWidget* window, WindowActions& actions, RunSession* session, PredictRuns* predictions, QObject* parent);

  // --vote-bind, --vote-port, --vote-pin, --vote-pin-digits: where and with which PIN the next start
  // listens (a null address: the default route's; an empty PIN: pinDigits random digits at each start).
  void setListen(const QHostAddress& address, quint16 port, const QString& pin, int pinDigits = 4);
  // --class-record FILE: where the record goes. Empty: a new file in recordFolder() at the first
  // start; the starts after it in this run go on in the same file.
  void setRecordPath(const QString& path) { record_path_ = path; }
  QString recordPath() const { return record_path_; }
  static QString recordFolder();  // the app's data folder's class-records/
  // The lesson open and the stop on screen, for the record.
  void setLesson(const classrec::LessonInfo& lesson, int stop);
  // Before the window closes: true when no round takes ballots, or the lecturer chose to quit.
  bool confirmQuit();
  // Starts the vote (View › Class vote checked) and prints "dpviz: class vote at http://ADDR:PORT/
  // PIN NNNN" on stderr. False with one line.
  bool start(QString* error);
  void stop();
  // With predict on: plays the run to its first question, which opens round 1 for the phones.
  void goToFirstQuestion();
  ClassVote* vote() const { return vote_; }

 private:
  void onToggled(bool on);
  void exportRecord();
  void exportReport();
  bool readRecord(classrec::ClassLog* log);  // false: said in a message box
  QByteArray stageJson() const;

  QWidget* window_;
  WindowActions& actions_;
  RunSession* session_;
  PredictRuns* predictions_;
  ClassVote* vote_;
  QHostAddress address_;
  quint16 port_ = 0;
  QString pin_;
  int pin_digits_ = 4;
  QString record_path_;
};
