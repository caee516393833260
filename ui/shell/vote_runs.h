// VoteRuns: the class vote in the window: View › Class vote from phones (off at every start; the
// server runs only while it is on), File › Export › Class vote tally (CSV)…, and --class-vote's
// start (with --predict: the run goes to its first question, round 1 open).
#pragma once

#include <QHostAddress>
#include <QObject>

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
  // Starts the vote (View › Class vote checked) and prints "dpviz: class vote at http://ADDR:PORT/
  // PIN NNNN" on stderr. False with one line.
  bool start(QString* error);
  void stop();
  // With predict on: plays the run to its first question, which opens round 1 for the phones.
  void goToFirstQuestion();
  ClassVote* vote() const { return vote_; }

 private:
  void onToggled(bool on);
  void exportTally();
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
};
