// ClassVote: a class vote from the phones on the open question of the PredictState. It runs the
// VoteServer, counts one ballot per client per round (a second replaces the first), writes the
// counts into the PredictState (its chart and reveal are the lecturer's), and pushes the question,
// round and state to every phone on each change. No widgets (tests drive it).
#pragma once

#include <QHash>
#include <QObject>
#include <QTimer>
#include <array>
#include <vector>

#include "quiz/predict_state.h"
#include "vote/vote_message.h"
#include "vote/vote_server.h"

class ClassVote : public QObject {
  Q_OBJECT
 public:
  ClassVote(PredictState* state, QObject* parent = nullptr);
  ~ClassVote() override;

  // Starts the server (address:port, 0: any free port) with this PIN; the PredictState's next
  // questions are asked in class mode. False with one line.
  bool start(const QHostAddress& address, quint16 port, const QString& pin, QString* error);
  void stop();
  bool running() const { return server_->running(); }
  VoteServer* server() const { return server_; }
  QString url() const;  // http://ADDR:PORT/
  QString pin() const { return server_->pin(); }
  // The address the QR code carries: url() with the join key (#k=...), so a phone that scans it
  // joins without the PIN. The key is in the fragment: a browser never sends it in a request.
  QString joinUrl() const;

  // The open question as the phones see it: the round (1, 2; 0: none) and whether it takes
  // ballots, is closed, or revealed.
  int round() const;
  vote::State voteState() const;
  int clients() const { return server_->clients(); }
  // Ballots counted for `option` in round 1 or 2 of the open question (the PredictState has them
  // within kFlushMs, and at once whenever the stage moves on).
  int count(int round, int option) const;
  int votesIn(int round) const;  // ballots counted in round 1 or 2 of the open question
  // A ballot of a phone that joined (the server checked its token): "" when counted, else the
  // refusal. A ballot names its question and round: one for another is refused.
  QString cast(const vote::Ballot& ballot, int phone);

  // What every phone gets now; for a phone that joined (its number), with its own ballots on the
  // open question.
  QByteArray pushJson(int phone = 0) const;
  QByteArray tallyJson() const;  // GET /tally
  // The tally of every question of this vote, one row per question, round and option (UTF-8).
  QByteArray csv() const;
  bool hasTally() const { return !records_.empty(); }
  // Writes csv() atomically (a temporary file renamed over PATH). False with one line.
  bool exportCsv(const QString& path, QString* error) const;

 signals:
  void runningChanged(bool running);
  void tallyChanged();  // ballots counted, phones connected, the question moved on, or a limit turned one away

 private:
  struct Record {
    int id = 0;
    QString key;  // the question's text and options: the same question asked again is this record
    dp::quiz::Question question;
    std::array<std::array<int, PredictState::kMaxOptions>, 2> counts{};
    std::array<QHash<int, int>, 2> ballots;  // per round: phone number → choice
  };
  void onStateChanged();
  void flushCounts();  // the ballots counted since the last flush, into the PredictState

  PredictState* state_;
  VoteServer* server_;
  int question_id_ = 0;
  QString question_key_;                     // the open question's text: a new one is a new id
  // Every question of this vote, once each: a question asked again (a lesson's stop gone back to)
  // is the same record, its id and ballots kept. current_ is the open (or last) one.
  std::vector<Record> records_;
  std::size_t current_ = 0;
  QString pushed_;                           // id, round and state last pushed
  vote::State last_state_ = vote::State::Closed;  // of the open question, as last pushed
  int skipped_ = 0;                          // the question just closed unrevealed (0: none)
  // The PredictState (and so the panel and its chart) gets the counts at most every kFlushMs: a
  // room voting at once would otherwise redraw the panel for each ballot.
  static constexpr int kFlushMs = 40;
  QTimer* flush_;
  std::array<bool, 2> dirty_{};  // per round: counts not yet in the PredictState
};
