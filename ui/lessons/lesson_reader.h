// Reading a .dpviz lesson strictly: unknown keys, wrong types and out-of-range numbers are refused
// with one line naming the file, the line and column, and what was expected; nothing is half-read.
#pragma once

#include <QByteArray>
#include <QString>
#include <optional>

#include "lessons/lesson.h"

struct LessonRead {
  std::optional<Lesson> lesson;  // set when the file is a valid lesson
  QString error;                 // otherwise one line: "FILE:LINE:COLUMN: what is wrong" or "FILE: ..."
};

// The file at `path` (it must be a readable regular file of at most kMaxFileBytes, UTF-8 text).
LessonRead readLessonFile(const QString& path);
// The bytes of a lesson; `name` is how errors name it.
LessonRead parseLesson(const QByteArray& bytes, const QString& name);
