// LessonController: the lesson that is open (no widgets): where it comes from, whether it has
// unsaved changes, and which stop the class is at. Opening a file that is refused changes nothing;
// saving checks the lesson with the reader first, so a saved file always opens again.
#pragma once

#include <QObject>
#include <QString>

#include "lessons/lesson.h"

class LessonController : public QObject {
  Q_OBJECT
 public:
  explicit LessonController(QObject* parent = nullptr);

  // Reads `path` (a file, or a resource such as ":/lessons/tutorial.dpviz"). On a refusal the
  // open lesson stays as it was and `error` holds the reader's one line.
  bool open(const QString& path, QString* error);
  // A lesson made here (File › New lesson from current state): not yet saved anywhere.
  void openNew(const Lesson& lesson);
  void close();
  bool save(QString* error);  // to path(); false when there is none (ask for one: saveAs)
  bool saveAs(const QString& path, QString* error);
  // The editor's changes.
  void edit(const Lesson& lesson);

  bool isOpen() const { return open_; }
  const Lesson& lesson() const { return lesson_; }
  // Where Save writes: empty for a new lesson and for a bundled one (resources are read-only).
  QString path() const { return path_; }
  // The file it came from (for bundled lessons, the resource path).
  QString source() const { return source_; }
  bool modified() const { return modified_; }

  int current() const { return current_; }
  int count() const { return int(lesson_.stops.size()); }
  void goTo(int index);  // clamped; stopChanged follows when it changes (or when forced)
  void next() { goTo(current_ + 1); }
  void previous() { goTo(current_ - 1); }

 signals:
  void lessonChanged();        // opened, closed, or its title or stops edited
  void stopChanged(int index);
  void modifiedChanged(bool modified);

 private:
  void setModified(bool modified);
  void start(const Lesson& lesson, const QString& source, const QString& path, bool modified);

  bool open_ = false;
  Lesson lesson_;
  QString source_;
  QString path_;
  bool modified_ = false;
  int current_ = -1;
};
