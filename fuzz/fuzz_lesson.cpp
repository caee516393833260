// libFuzzer target: the lesson reader on any bytes. It must give a lesson or one line of error
// (never a crash, a hang, or a multi-line message), and whatever it reads must survive a save and
// a re-read unchanged.
#include <QByteArray>
#include <cstddef>
#include <cstdint>

#include "lessons/lesson_reader.h"
#include "lessons/lesson_writer.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
  const LessonRead read = parseLesson(bytes, QStringLiteral("fuzz.dpviz"));
  if (!read.lesson) {
    if (read.error.isEmpty() || read.error.contains(QLatin1Char('\n'))) __builtin_trap();
    return 0;
  }
  const LessonRead again = parseLesson(lessonJson(*read.lesson), QStringLiteral("again.dpviz"));
  if (!again.lesson || !(*again.lesson == *read.lesson)) __builtin_trap();
  return 0;
}
