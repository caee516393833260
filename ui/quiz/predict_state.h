// PredictState: predict, then reveal, without any widget (the panel is its view; tests drive it).
// Class mode (peer instruction): round 1 votes → "discuss and vote again" → round 2 votes → both
// votes as bars → reveal. Self-study: pick an answer → reveal (right or wrong, and why), with a
// running score for the session.
#pragma once

#include <QObject>
#include <QString>
#include <array>
#include <optional>

#include "quiz/quiz.h"

class PredictState : public QObject {
  Q_OBJECT
 public:
  enum class Mode { Class, SelfStudy };
  // The modes' names, in Mode's order: the one table the command line (--predict-mode) and the
  // settings file read and write.
  static constexpr std::array<const char*, 2> kModeNames = {"class", "self"};
  static QString modeName(Mode mode) { return QString::fromLatin1(kModeNames[std::size_t(mode)]); }
  // The mode called `name`; none for any other name (refused where it is read).
  static std::optional<Mode> parseMode(const QString& name) {
    for (std::size_t i = 0; i < kModeNames.size(); ++i) {
      if (name == QLatin1String(kModeNames[i])) return Mode(i);
    }
    return std::nullopt;
  }
  // Closed: no question. Class: Round1 → Round2 → Chart → Revealed. Self-study: Asking → Revealed.
  enum class Stage { Closed, Round1, Round2, Chart, Asking, Revealed };
  static constexpr int kMaxOptions = 4;
  static constexpr int kMaxVotes = 999;  // hands in a lecture hall

  explicit PredictState(QObject* parent = nullptr);

  // Asks `question` (its options, at most 4, are the tiles 1–4). The mode is the one set now.
  void open(const dp::quiz::Question& question);
  // Ends the question (after the reveal, or passed unasked); `closed` follows.
  void close();
  void setMode(Mode mode);  // for the next question (an open one keeps its own)
  Mode mode() const { return mode_; }
  Mode askedMode() const { return asked_mode_; }  // the open question's
  Stage stage() const { return stage_; }
  bool isOpen() const { return stage_ != Stage::Closed; }
  const dp::quiz::Question& question() const { return question_; }
  int optionCount() const;
  // Key 1–4 or a tap, 0-based: class mode counts one more hand for it in the round being voted;
  // self-study takes it as the answer (until the reveal). False when it does nothing.
  bool pick(int option);
  // Class mode: the hands counted for `option` in round 1 or 2, typed (0..kMaxVotes).
  bool setVotes(int round, int option, int count);
  // Class mode: every option's hands in round 1 or 2 at once (one `changed`: a class vote's counts
  // arrive many a second); false, changing nothing, if any count is outside 0..kMaxVotes.
  bool setVotes(int round, const std::array<int, kMaxOptions>& counts);
  int votes(int round, int option) const;
  int totalVotes(int round) const;
  // Enter / Page Down: class Round1 → Round2 → Chart → Revealed; self-study Asking → Revealed;
  // Revealed → closed (the animation goes on). Returns the stage reached.
  Stage advance();
  // Self-study: the answer picked (-1: none yet); after the reveal, whether it was right.
  int choice() const { return choice_; }
  bool answeredRight() const { return choice_ == question_.right; }
  // The reveal's sentences in `lang` ("en" or "zh_CN"): the question's why (the rule), and for a
  // wrong pick that option's "why not".
  QString ruleWhy(const QString& lang) const;
  QString pickedWhy(const QString& lang) const;
  // The running score of this session's self-study answers (a reveal without an answer is not
  // counted).
  int answered() const { return answered_; }
  int right() const { return right_; }
  void resetScore();

 signals:
  void changed();  // anything the view shows
  void closed();   // the question is over: the animation goes on

 private:
  Mode mode_ = Mode::SelfStudy;
  Mode asked_mode_ = Mode::SelfStudy;  // the open question's
  Stage stage_ = Stage::Closed;
  dp::quiz::Question question_;
  std::array<std::array<int, kMaxOptions>, 2> votes_{};
  int choice_ = -1;
  int answered_ = 0;
  int right_ = 0;
};
