// libFuzzer target: the class record's reader (ui/vote/class_log.cpp), the file --class-report
// and File › Export read back, which may be damaged, cut short or not a record at all. Whatever
// comes: a log or one line, never a crash; a log holds only what the format allows, each
// question's summary adds up, and its CSV is one.
#include <cstddef>
#include <cstdint>
#include <cstdlib>

#include "vote/class_csv.h"
#include "vote/class_log.h"

namespace {
void check(bool ok) {
  if (!ok) std::abort();
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  classrec::ClassLog log;
  QString error;
  if (!classrec::readLog(QByteArray(reinterpret_cast<const char*>(data), qsizetype(size)), &log, &error)) {
    check(!error.isEmpty() && !error.contains(QLatin1Char('\n')));
    return 0;
  }
  check(log.questions.size() <= std::size_t(classrec::kMaxQuestions) && log.votes >= 1 && log.ended >= log.started);
  for (const classrec::LoggedQuestion& q : log.questions) {
    check(!q.options_en.isEmpty() && q.options_en.size() <= classrec::kMaxOptions && q.options_en.size() == q.options_zh_CN.size());
    check(q.right >= 0 && q.right < q.options_en.size() && q.vote >= 1 && q.vote <= log.votes);
    for (const classrec::LoggedBallot& b : q.ballots) {
      check(b.round >= 1 && b.round <= 2 && b.option >= 0 && b.option < q.options_en.size() && b.phone > 0);
    }
    const classrec::Summary s = classrec::summarize(q);
    for (int r = 0; r < 2; ++r) {
      int sum = 0;
      for (int c : s.counts[std::size_t(r)]) sum += c;
      check(sum == s.voters[std::size_t(r)] && s.right[std::size_t(r)] <= sum);
    }
    check(s.both <= s.voters[0] && s.both <= s.voters[1]);
    check(s.rightToRight + s.rightToWrong + s.wrongToRight + s.wrongToWrong == s.both);
  }
  check(classrec::csv(log).startsWith("\xEF\xBB\xBF" "row,"));
  return 0;
}
