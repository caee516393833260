// ClassVote: a class vote from the phones on the open question of the PredictState. It runs the
// VoteServer, counts one ballot per client per round (a second replaces the first), writes the
// counts into the PredictState (its chart and reveal are the lecturer's), and pushes the question,
// round and state to every phone on each change. No widgets (tests drive it).
#pragma once

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <array>
#include <vector>

#include "quiz/predict_state.h"
#include "quiz/round_clock.h"
#include "vote/class_record.h"
#include "vote/vote_message.h"
#include "vote/vote_server.h"

class ClassVote : public QObject {
  Q_OBJECT
 public:
  ClassVote(PredictState* state, QObject* parent = nullptr);
  ~ClassVote() override;

  // Where the class record goes (class_record.h): every ballot is appended there as it is counted.
  // Taken at the next start; a record already at PATH goes on (a "restart"). Empty: none is kept.
  void setRecordPath(const QString& path) { record_path_ = path; }
  QString recordPath() const { return record_path_; }
  // The first write to the record that failed, or empty (the vote goes on; recordFailed said it).
  QString recordFailure() const { return class_record_.failure(); }
  // The lesson the class is taught from, and the stop on screen (1-based; 0: none), for the record.
  void setLesson(const classrec::LessonInfo& lesson);
  void setStop(int stop) { stop_ = stop; }
  // The rounds' think time: each push of an open, timed round says what is left ("left_ms"), and
  // every phone hears when the clock starts, is extended or stops.
  void setClock(RoundClock* clock);

  // Starts the server (address:port, 0: any free port) with this PIN and opens the record; the
  // PredictState's next questions are asked in class mode. False with one line.
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

 signals:
  void runningChanged(bool running);
  void tallyChanged();  // ballots counted, phones connected, the question moved on, or a limit turned one away
  void recordFailed(const QString& reason);  // once per start: the record cannot be written any more

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
  void recordRound();  // the record's line for a round opened or an answer revealed
  void checkRecord();  // a failed write is said once

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
  classrec::Writer class_record_;
  QString record_path_;
  classrec::LessonInfo lesson_;
  int stop_ = 0;
  QPointer<RoundClock> clock_;  // its owner may go first
  QTimer* sync_;  // the record to the disk itself, kSyncMs after the first ballot since the last
  // The open question's id, round and state as the record last has them.
  int recorded_id_ = 0;
  int recorded_round_ = 0;
  vote::State recorded_state_ = vote::State::Closed;
  bool failure_said_ = false;
};
