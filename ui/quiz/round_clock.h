// RoundClock: think time for a class vote's rounds. Each round (1, and 2 after the discussion) of a
// question asked the class's way runs for its seconds, then closes by itself as Enter would; Enter
// still closes it sooner. The seconds: the next question's own (a lesson stop's "seconds"), else
// the lesson's ("round_seconds"), else the lecturer's setting (View › Think time; 0: a round waits
// for Enter). T adds kExtendSeconds to the running round (or times an untimed one). The projector
// panel and the phones show what is left. No widgets (tests drive it).
#pragma once

#include <QDeadlineTimer>
#include <QObject>
#include <QTimer>
#include <optional>

#include "lessons/lesson.h"
#include "quiz/predict_state.h"

class RoundClock : public QObject {
  Q_OBJECT
 public:
  static constexpr int kMinSeconds = lesson_format::kMinRoundSeconds;
  static constexpr int kMaxSeconds = lesson_format::kMaxRoundSeconds;
  static constexpr int kExtendSeconds = 30;

  explicit RoundClock(PredictState* state, QObject* parent = nullptr);

  // The lecturer's setting (0: untimed).
  void setDefaultSeconds(int seconds);
  int defaultSeconds() const { return default_; }
  // The open lesson's seconds (none: no lesson, or it sets none): over the setting.
  void setLessonSeconds(std::optional<int> seconds) { lesson_ = seconds; }
  // The next question asked: its own seconds (a lesson stop's), over the lesson's; used once.
  void setNextQuestionSeconds(std::optional<int> seconds) { next_ = seconds; }

  // T: the running round gets kExtendSeconds more; an untimed open round gets that many.
  // False when no round is open.
  bool extend();
  bool running() const { return running_; }
  // Milliseconds left in the running round (0 once it ended), or -1 when none is timed.
  qint64 remainingMs() const;
  // When the running round ends, in this machine's milliseconds since 1970 (0: none): the phones'
  // countdown.
  qint64 endsAtMs() const { return running_ ? ends_at_ms_ : 0; }

  // "1:05", "0:09": what is left, for the projector.
  static QString text(qint64 ms);

 signals:
  void deadlineChanged();  // a round's clock started, was extended or stopped
  void tick();             // each second while a round runs (the countdown's text)

 private:
  void onStateChanged();
  void start(int seconds);
  void stop();
  void expire();

  PredictState* state_;
  int default_ = 0;
  std::optional<int> lesson_;
  std::optional<int> next_;
  int question_seconds_ = 0;  // the open question's rounds' length (0: untimed)
  PredictState::Stage stage_ = PredictState::Stage::Closed;
  bool running_ = false;
  QDeadlineTimer deadline_;
  qint64 ends_at_ms_ = 0;
  QTimer* end_;
  QTimer* tick_;
};
