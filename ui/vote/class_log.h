// A class record read back (class_record.h has the format), and what each question's ballots
// say: per round the last ballot of each phone, the share right, and per phone that voted in both
// rounds its way from the first vote to the second. The CSV, the report and --class-report all read
// the record through this one reader. Fuzzed (fuzz/fuzz_class_record.cpp): any bytes give a log or
// one line, never a crash.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <array>
#include <vector>

#include "vote/class_record.h"

namespace classrec {

inline constexpr qint64 kMaxRecordBytes = qint64(256) << 20;  // a 90-minute class writes well under 10 MiB
inline constexpr int kMaxOptions = 4;
inline constexpr int kMaxQuestions = 10000;

struct LoggedBallot {
  int phone = 0;
  int round = 1;  // 1 or 2
  int option = 0;
  qint64 t = 0;    // UTC ms
  bool last = true;  // this phone's last ballot in this round (the one counted)
};

struct LoggedQuestion {
  enum class Outcome { Open, Revealed, Skipped };
  int vote = 1;  // which start of the vote (1: the first; phone numbers are this start's)
  int id = 0;    // the question's number in that start
  int stop = 0;  // the lesson stop that asked it, 1-based (0: not a lesson's)
  qint64 asked = 0;
  QString kind;
  int right = 0;
  QString text_en, text_zh_CN;
  QStringList options_en, options_zh_CN;
  std::vector<LoggedBallot> ballots;  // in the order counted
  Outcome outcome = Outcome::Open;
  const QString& text(const QString& lang) const { return lang == QLatin1String("zh_CN") ? text_zh_CN : text_en; }
  const QStringList& options(const QString& lang) const { return lang == QLatin1String("zh_CN") ? options_zh_CN : options_en; }
};

struct ClassLog {
  QString app;
  qint64 started = 0;  // UTC ms
  qint64 ended = 0;    // the last line's time
  LessonInfo lesson;   // the last lesson named
  int votes = 1;       // starts of the vote
  std::vector<LoggedQuestion> questions;  // in the order first asked
  int unreadLines = 0;  // lines that were not a record's (a half line a killed app left)
  int phones() const;   // phones with at least one ballot
  int ballots() const;
};

// What one question's ballots say (the counts are of each phone's last ballot in a round).
struct Summary {
  std::array<std::array<int, kMaxOptions>, 2> counts{};
  std::array<int, 2> voters{};
  std::array<int, 2> right{};      // voters whose last ballot was the right option
  int both = 0;                    // phones with a ballot in both rounds
  int rightToRight = 0, wrongToRight = 0, rightToWrong = 0, wrongToWrong = 0;  // of `both`
  // The share right in round 1 or 2 (0–1), or -1 without a voter.
  double share(int round) const { return voters[std::size_t(round - 1)] > 0 ? double(right[std::size_t(round - 1)]) / voters[std::size_t(round - 1)] : -1; }
};
Summary summarize(const LoggedQuestion& q);

// Bytes → the log; false with one line when they are not a class record. Lines that are not a
// record's are counted (unreadLines) and passed over: the rest of the class is kept.
bool readLog(const QByteArray& bytes, ClassLog* log, QString* error);
// The file at PATH (at most kMaxRecordBytes).
bool loadLog(const QString& path, ClassLog* log, QString* error);

}  // namespace classrec
