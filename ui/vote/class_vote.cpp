// ClassVote: the phones' ballots become PredictState's counts; the question, round and state go
// back to the phones. The answer leaves this machine only once the lecturer revealed it.
#include "vote/class_vote.h"

#include <algorithm>
#include <utility>

#include "core/error.h"

namespace {
QString keyOf(const dp::quiz::Question& q) {
  QString key = QString::fromStdString(q.text.en);
  for (const dp::quiz::Option& o : q.options) key += QLatin1Char('\n') + QString::fromStdString(o.text.en);
  return key;
}
}  // namespace

ClassVote::ClassVote(PredictState* state, QObject* parent)
    : QObject(parent), state_(state), server_(new VoteServer(this)), flush_(new QTimer(this)), sync_(new QTimer(this)) {
  sync_->setSingleShot(true);
  sync_->setInterval(classrec::kSyncMs);
  connect(sync_, &QTimer::timeout, this, [this] {
    class_record_.sync();
    checkRecord();
  });
  flush_->setSingleShot(true);
  flush_->setInterval(kFlushMs);
  connect(flush_, &QTimer::timeout, this, &ClassVote::flushCounts);
  server_->greeting = [this](int phone) { return pushJson(phone); };
  server_->castBallot = [this](const vote::Ballot& b, int phone) { return cast(b, phone); };
  server_->tally = [this] { return tallyJson(); };
  connect(server_, &VoteServer::clientsChanged, this, &ClassVote::tallyChanged);
  connect(server_, &VoteServer::guardChanged, this, &ClassVote::tallyChanged);
  connect(state_, &PredictState::changed, this, &ClassVote::onStateChanged);
}

ClassVote::~ClassVote() {
  server_->stop();
  class_record_.close();
}

void ClassVote::setClock(RoundClock* clock) {
  clock_ = clock;
  // The clock may move before this vote hears of the state's change: the change is taken in whole
  // either way (a push is sent once for it).
  connect(clock, &RoundClock::deadlineChanged, this, &ClassVote::onStateChanged);
}

void ClassVote::setLesson(const classrec::LessonInfo& lesson) {
  if (lesson == lesson_) return;
  lesson_ = lesson;
  if (class_record_.isOpen() && !lesson.file.isEmpty()) class_record_.lesson(lesson);
}

bool ClassVote::start(const QHostAddress& address, quint16 port, const QString& pin, QString* error) {
  if (server_->running()) return true;
  if (!record_path_.isEmpty() && !class_record_.open(record_path_, lesson_, error)) {
    *error = QStringLiteral("the class record: ") + *error;
    return false;
  }
  if (!server_->start(address, port, pin, error)) {
    class_record_.close();
    return false;
  }
  failure_said_ = false;
  recorded_id_ = 0;
  state_->setMode(PredictState::Mode::Class);  // the phones vote twice, as the class does
  question_id_ = 0;
  question_key_.clear();
  records_.clear();
  current_ = 0;
  pushed_.clear();
  last_state_ = vote::State::Closed;
  skipped_ = 0;
  // A question open for self-study (a lesson stop asked before the vote started) is asked again
  // the class's way, so the phones vote on it; one already revealed stays as it is.
  if (state_->stage() == PredictState::Stage::Asking) {
    const dp::quiz::Question question = state_->question();
    state_->open(question);
  }
  onStateChanged();  // a question open now is this vote's first
  emit runningChanged(true);
  return true;
}

void ClassVote::stop() {
  if (!server_->running()) return;
  flushCounts();  // the panel keeps every ballot counted
  server_->stop();
  sync_->stop();
  class_record_.close();
  checkRecord();
  emit runningChanged(false);
}

QString ClassVote::url() const {
  if (!server_->running()) return {};
  QHostAddress a = server_->address();
  const QString host = a.protocol() == QAbstractSocket::IPv6Protocol ? '[' + a.toString() + ']' : a.toString();
  return QStringLiteral("http://%1:%2/").arg(host).arg(server_->port());
}

QString ClassVote::joinUrl() const {
  return server_->running() ? url() + QStringLiteral("#k=") + server_->joinKey() : QString();
}

int ClassVote::round() const {
  using Stage = PredictState::Stage;
  switch (state_->stage()) {
    case Stage::Round1:
    case Stage::Asking: return 1;
    case Stage::Round2:
    case Stage::Chart: return 2;
    case Stage::Revealed: return state_->askedMode() == PredictState::Mode::Class ? 2 : 1;
    case Stage::Closed: break;
  }
  return 0;
}

vote::State ClassVote::voteState() const {
  using Stage = PredictState::Stage;
  switch (state_->stage()) {
    case Stage::Round1:
    case Stage::Round2: return vote::State::Open;
    case Stage::Revealed: return vote::State::Revealed;
    default: break;
  }
  return vote::State::Closed;
}

int ClassVote::count(int round, int option) const {
  if (records_.empty() || question_id_ == 0 || round < 1 || round > 2 || option < 0 || option >= PredictState::kMaxOptions) return 0;
  return records_[current_].counts[std::size_t(round - 1)][std::size_t(option)];
}

int ClassVote::votesIn(int round) const {
  if (round < 1 || round > 2 || records_.empty() || question_id_ == 0) return 0;
  return int(records_[current_].ballots[std::size_t(round - 1)].size());
}

QString ClassVote::cast(const vote::Ballot& ballot, int phone) {
  using namespace vote::error;
  if (!state_->isOpen() || question_id_ == 0) return QString::fromLatin1(kNoQuestion);
  if (ballot.question != question_id_) return QString::fromLatin1(kOtherQuestion);
  if (voteState() != vote::State::Open) return QString::fromLatin1(kVoteClosed);
  if (ballot.round < round()) return QString::fromLatin1(kRoundClosed);
  if (ballot.round > round()) return QString::fromLatin1(kRoundNotOpen);
  if (ballot.choice < 0 || ballot.choice >= state_->optionCount()) return QString::fromLatin1(kUnknownChoice);
  const std::size_t r = std::size_t(ballot.round - 1);
  Record& open = records_[current_];
  auto& counts = open.counts[r];
  const int before = open.ballots[r].value(phone, -1);
  if (before == ballot.choice) return {};  // the same ballot again: counted once
  open.ballots[r].insert(phone, ballot.choice);
  if (before >= 0) --counts[std::size_t(before)];  // a second ballot replaces the first
  ++counts[std::size_t(ballot.choice)];
  class_record_.ballot(question_id_, ballot.round, phone, ballot.choice);  // in the file before the phone hears "ok"
  if (!sync_->isActive()) sync_->start();
  checkRecord();
  dirty_[r] = true;
  if (!flush_->isActive()) flush_->start();
  emit tallyChanged();
  return {};
}

void ClassVote::flushCounts() {
  flush_->stop();
  if (records_.empty() || !state_->isOpen()) return;
  for (std::size_t r = 0; r < 2; ++r) {
    if (!std::exchange(dirty_[r], false)) continue;
    std::array<int, PredictState::kMaxOptions> shown{};
    for (std::size_t i = 0; i < shown.size(); ++i) shown[i] = std::min(records_[current_].counts[r][i], int(PredictState::kMaxVotes));
    state_->setVotes(int(r) + 1, shown);
  }
}

void ClassVote::onStateChanged() {
  if (!server_->running()) return;
  if (!state_->isOpen()) {
    // Closed before its reveal (S, or its lesson stop left): the phones are told it was skipped.
    if (!question_key_.isEmpty()) {
      skipped_ = last_state_ == vote::State::Revealed ? 0 : question_id_;
      if (skipped_ > 0) class_record_.skip(skipped_);
    }
    question_key_.clear();
    recorded_id_ = 0;
    dirty_ = {};  // the question is over: its counts are in records_
  } else if (const QString key = keyOf(state_->question()); key != question_key_) {
    question_key_ = key;
    const auto asked = std::find_if(records_.begin(), records_.end(), [&](const Record& r) { return r.key == key; });
    if (asked == records_.end()) {  // a new question: its own id, no ballots yet
      records_.push_back(Record{int(records_.size()) + 1, key, state_->question(), {}, {}});
      current_ = records_.size() - 1;
      dirty_ = {};
      class_record_.question(records_[current_].id, stop_, state_->question());
    } else {  // asked again: its id, and every ballot it had, back in the PredictState
      current_ = std::size_t(asked - records_.begin());
      dirty_ = {true, true};
      class_record_.askedAgain(records_[current_].id, stop_);
    }
    question_id_ = records_[current_].id;
    skipped_ = 0;
    if (dirty_[0]) flushCounts();
  } else if (flush_->isActive()) {
    flushCounts();  // the stage moved on (the chart, the reveal): it shows every ballot counted
  }
  if (state_->isOpen()) {
    last_state_ = voteState();
    recordRound();
  }
  checkRecord();
  const QString pushed = QStringLiteral("%1/%2/%3/%4/%5")
                             .arg(state_->isOpen() ? question_id_ : 0)
                             .arg(round())
                             .arg(int(voteState()))
                             .arg(skipped_)
                             .arg(clock_ && clock_->running() ? clock_->endsAtMs() : 0);
  if (pushed == pushed_) return;  // only counts changed: the phones need nothing
  pushed_ = pushed;
  server_->broadcast(pushJson());
  emit tallyChanged();
}

void ClassVote::recordRound() {
  const int r = round();
  const vote::State s = voteState();
  const bool moved = question_id_ != recorded_id_;
  if (s == vote::State::Open && (moved || r != recorded_round_ || recorded_state_ != vote::State::Open)) class_record_.round(question_id_, r);
  if (s == vote::State::Revealed && (moved || recorded_state_ != vote::State::Revealed)) class_record_.reveal(question_id_);
  recorded_id_ = question_id_;
  recorded_round_ = r;
  recorded_state_ = s;
}

void ClassVote::checkRecord() {
  if (failure_said_ || class_record_.failure().isEmpty()) return;
  failure_said_ = true;
  emit recordFailed(class_record_.failure());
}

QByteArray ClassVote::pushJson(int phone) const {
  vote::Push push;
  push.session = server_->session();
  push.skipped = state_->isOpen() ? 0 : skipped_;
  if (state_->isOpen() && question_id_ > 0) {
    push.question = &state_->question();
    push.id = question_id_;
    push.round = round();
    push.state = voteState();
    if (clock_ && clock_->running()) push.leftMs = clock_->remainingMs();
    if (push.state == vote::State::Revealed) push.counts = &records_[current_].counts;  // the class, beside the answer
    if (phone > 0) {
      for (std::size_t r = 0; r < 2; ++r) push.mine[r] = records_[current_].ballots[r].value(phone, -1);
    }
  }
  return vote::pushMessage(push);
}

QByteArray ClassVote::tallyJson() const {
  vote::Tally t;
  if (state_->isOpen() && question_id_ > 0) {
    t.id = question_id_;
    t.round = round();
    t.state = voteState();
    t.options = state_->optionCount();
    t.counts = records_[current_].counts;
  }
  t.clients = server_->clients();
  t.guard = server_->guard();
  return vote::tallyMessage(t);
}
