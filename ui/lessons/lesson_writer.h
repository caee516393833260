// Writing a lesson: the .dpviz JSON (keys in the format's order, only the keys that are set, two
// spaces of indent, UTF-8), saved atomically (QSaveFile: the old file stays whole until the new
// one is complete).
#pragma once

#include <QByteArray>
#include <QString>

#include "lessons/lesson.h"

QByteArray lessonJson(const Lesson& lesson);
// False with the reason in `error` when the file cannot be written; the old file is untouched.
bool writeLessonFile(const QString& path, const Lesson& lesson, QString* error);
