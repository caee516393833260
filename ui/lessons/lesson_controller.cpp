// LessonController: the open lesson's file, its unsaved changes and its current stop.
#include "lessons/lesson_controller.h"

#include "lessons/lesson_reader.h"
#include "lessons/lesson_writer.h"

LessonController::LessonController(QObject* parent) : QObject(parent) {}

bool LessonController::open(const QString& path, QString* error) {
  const LessonRead read = readLessonFile(path);
  if (!read.lesson) {
    if (error) *error = read.error;
    return false;
  }
  start(*read.lesson, path, path.startsWith(QLatin1Char(':')) ? QString() : path, false);
  return true;
}

void LessonController::openNew(const Lesson& lesson) { start(lesson, QString(), QString(), true); }

void LessonController::start(const Lesson& lesson, const QString& source, const QString& path, bool modified) {
  open_ = true;
  lesson_ = lesson;
  source_ = source;
  path_ = path;
  current_ = -1;
  setModified(modified);
  emit lessonChanged();
  goTo(0);
}

void LessonController::close() {
  if (!open_) return;
  open_ = false;
  lesson_ = Lesson{};
  source_.clear();
  path_.clear();
  current_ = -1;
  setModified(false);
  emit lessonChanged();
}

bool LessonController::save(QString* error) {
  if (path_.isEmpty()) {
    if (error) error->clear();
    return false;
  }
  return saveAs(path_, error);
}

namespace {
// The gaps an editor leaves most often, said in the teacher's terms before the reader's.
QString missingText(const Lesson& l) {
  if (l.title.en.isEmpty() || l.title.zh_CN.isEmpty()) return LessonController::tr("the lesson needs a title in English and in Chinese");
  for (std::size_t i = 0; i < l.stops.size(); ++i) {
    const LessonText& c = l.stops[i].caption;
    if (c.en.isEmpty() || c.zh_CN.isEmpty()) return LessonController::tr("stop %1 needs a caption in English and in Chinese").arg(i + 1);
  }
  return {};
}
}  // namespace

bool LessonController::saveAs(const QString& path, QString* error) {
  if (const QString missing = missingText(lesson_); !missing.isEmpty()) {
    if (error) *error = missing;
    return false;
  }
  // What is saved must open again: the reader is the judge (empty captions, a stop beyond the
  // epoch...). Nothing is written when it refuses.
  const LessonRead check = parseLesson(lessonJson(lesson_), path);
  if (!check.lesson) {
    if (error) *error = check.error;
    return false;
  }
  if (!writeLessonFile(path, lesson_, error)) return false;
  path_ = source_ = path;
  setModified(false);
  return true;
}

void LessonController::edit(const Lesson& lesson) {
  if (!open_ || lesson == lesson_) return;
  lesson_ = lesson;
  setModified(true);
  emit lessonChanged();
  if (current_ >= count()) goTo(count() - 1);
}

void LessonController::goTo(int index) {
  if (!open_ || lesson_.stops.empty()) return;
  index = std::clamp(index, 0, count() - 1);
  if (index == current_) return;
  current_ = index;
  emit stopChanged(index);
}

void LessonController::setModified(bool modified) {
  if (modified == modified_) return;
  modified_ = modified;
  emit modifiedChanged(modified);
}
