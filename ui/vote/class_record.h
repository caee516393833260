// The class record: every ballot of a class vote, appended to one file the moment it is counted,
// with the questions, rounds, reveals and skips around it, and the lesson and its stops. One JSON
// object a line (the format below), each line one write(): a killed app loses nothing counted (the
// kernel holds every line written), and a power cut at most the last second (fdatasync each
// second while ballots come, and at every round, reveal and skip). class_log.h reads it back.
//
// The lines (t: UTC milliseconds since 1970; ids and phone numbers begin again at each "restart"):
//   {"dpviz_class_record":1,"app":V,"started":ISO,"t":T,
//    "lesson":{"file","title":{"en","zh_CN"},"stops"}}     the first line
//   {"restart":true,"t":T}                        the vote started again: a new PIN, new phones
//   {"lesson":{...},"t":T}                        a lesson opened while the vote runs
//   {"question":ID,"stop":S,"t":T,"kind":K,"right":R,"text":{"en","zh_CN"},"options":[{"en","zh_CN"}...]}
//   {"question":ID,"stop":S,"t":T}                the same question asked again (S: 1-based, 0: none)
//   {"round":1|2,"question":ID,"t":T}             that round takes ballots
//   {"ballot":ID,"round":R,"phone":P,"option":O,"t":T}   one ballot counted (O: 0-based)
//   {"reveal":ID,"t":T} | {"skip":ID,"t":T}       revealed, or closed unrevealed
//   {"end":true,"t":T}                            the vote stopped
#pragma once

#include <QDateTime>
#include <QString>

#include "quiz/quiz.h"

namespace classrec {

inline constexpr int kVersion = 1;
inline constexpr char kMagic[] = "dpviz_class_record";
inline constexpr char kSuffix[] = ".dpvizclass";
inline constexpr int kSyncMs = 1000;  // ballots reach the disk itself at most this late

// The lesson a class is taught from (empty file: none open).
struct LessonInfo {
  QString file;  // its file name, without the folder
  QString title_en, title_zh_CN;
  int stops = 0;
  const QString& title(const QString& lang) const { return lang == QLatin1String("zh_CN") ? title_zh_CN : title_en; }
  bool operator==(const LessonInfo&) const = default;
};

// A record's default place: DIR/class-YYYY-MM-DD-HHMM.dpvizclass (-2, -3... when taken).
QString defaultPath(const QString& folder, const QDateTime& when);

class Writer {
 public:
  Writer() = default;
  Writer(const Writer&) = delete;
  Writer& operator=(const Writer&) = delete;
  ~Writer();

  // Opens PATH for appending: a new file gets the first line (written whole to a temporary file,
  // then renamed in); a record already there gets a "restart" line. False with one line (a file
  // that is not a class record is never written to).
  bool open(const QString& path, const LessonInfo& lesson, QString* error);
  void close();  // the "end" line, then to disk
  bool isOpen() const { return fd_ >= 0; }
  const QString& path() const { return path_; }
  // The first write that failed (a full disk), or empty: the vote goes on and says so once.
  const QString& failure() const { return failure_; }

  void lesson(const LessonInfo& lesson);
  void question(int id, int stop, const dp::quiz::Question& question);  // first asked
  void askedAgain(int id, int stop);
  void round(int id, int round);
  void ballot(int id, int round, int phone, int option);
  void reveal(int id);
  void skip(int id);
  // To the disk itself (fdatasync); cheap when nothing was written since the last.
  void sync();

 private:
  void append(const QByteArray& line);

  int fd_ = -1;
  QString path_;
  QString failure_;
  bool unsynced_ = false;
};

}  // namespace classrec
