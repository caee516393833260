// The class record's writer: one line, one write(), appended (O_APPEND); fdatasync when asked.
#include "vote/class_record.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cerrno>
#include <cstring>

#include "core/atomic_file.h"

namespace classrec {
namespace {

qint64 now() { return QDateTime::currentMSecsSinceEpoch(); }

QJsonObject textObject(const dp::quiz::Text& t) {
  return {{QStringLiteral("en"), QString::fromStdString(t.en)}, {QStringLiteral("zh_CN"), QString::fromStdString(t.zh_CN)}};
}

QJsonObject lessonObject(const LessonInfo& l) {
  return {{QStringLiteral("file"), l.file},
          {QStringLiteral("title"), QJsonObject{{QStringLiteral("en"), l.title_en}, {QStringLiteral("zh_CN"), l.title_zh_CN}}},
          {QStringLiteral("stops"), l.stops}};
}

QByteArray line(QJsonObject o) {
  o.insert(QStringLiteral("t"), now());
  return QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n';
}

QString systemError(const QString& path, int err) {
  return QStringLiteral("cannot write %1: %2").arg(path, QString::fromLocal8Bit(std::strerror(err)));
}

// Whether PATH's first line is a class record's (a file of anything else is never appended to).
bool isRecord(const QString& path) {
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) return false;
  const QJsonObject first = QJsonDocument::fromJson(f.readLine(64 * 1024)).object();
  return first.value(QLatin1String(kMagic)).toInt() == kVersion;
}

// Whether the last byte of the file open at `fd` is a newline (a killed app may have left half a line).
bool endsWithNewline(int fd) {
  const off_t size = ::lseek(fd, 0, SEEK_END);
  if (size <= 0) return true;
  char last = 0;
  return ::pread(fd, &last, 1, size - 1) == 1 && last == '\n';
}

}  // namespace

QString defaultPath(const QString& folder, const QDateTime& when) {
  const QString base = QDir(folder).filePath(QStringLiteral("class-") + when.toString(QStringLiteral("yyyy-MM-dd-HHmm")));
  QString path = base + QLatin1String(kSuffix);
  for (int n = 2; QFileInfo::exists(path); ++n) path = base + QLatin1Char('-') + QString::number(n) + QLatin1String(kSuffix);
  return path;
}

Writer::~Writer() { close(); }

bool Writer::open(const QString& path, const LessonInfo& lesson, QString* error) {
  close();
  failure_.clear();
  const bool exists = QFileInfo::exists(path);
  if (exists && !isRecord(path)) {
    *error = QStringLiteral("%1 is not a dpviz class record; it is left as it is").arg(path);
    return false;
  }
  if (!exists) {
    QJsonObject first{{QLatin1String(kMagic), kVersion},
                      {QStringLiteral("app"), QStringLiteral(DPVIZ_VERSION)},
                      {QStringLiteral("started"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)}};
    if (!lesson.file.isEmpty()) first.insert(QStringLiteral("lesson"), lessonObject(lesson));
    try {  // the first line whole, or no file
      dp::write_file_atomically(path.toStdString(), line(first).toStdString());
    } catch (const std::exception& e) {
      *error = QString::fromStdString(e.what());
      return false;
    }
  }
  fd_ = ::open(QFile::encodeName(path).constData(), O_WRONLY | O_APPEND | O_CLOEXEC);
  if (fd_ < 0) {
    *error = systemError(path, errno);
    return false;
  }
  path_ = path;
  if (exists) {
    if (!endsWithNewline(fd_)) append("\n");  // the half line a killed app left stays a line of its own
    append(line({{QStringLiteral("restart"), true}}));
    if (!lesson.file.isEmpty()) this->lesson(lesson);
  }
  sync();
  return true;
}

void Writer::close() {
  if (fd_ < 0) return;
  append(line({{QStringLiteral("end"), true}}));
  sync();
  ::close(fd_);
  fd_ = -1;
}

void Writer::append(const QByteArray& bytes) {
  if (fd_ < 0) return;
  // One write() a line: O_APPEND puts it whole at the end. A short write (a full disk) is finished
  // or reported, never left as the start of a line with the next one after it.
  const char* p = bytes.constData();
  qsizetype left = bytes.size();
  while (left > 0) {
    const ssize_t n = ::write(fd_, p, std::size_t(left));
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      if (failure_.isEmpty()) failure_ = systemError(path_, n < 0 ? errno : ENOSPC);
      return;
    }
    p += n;
    left -= n;
  }
  unsynced_ = true;
}

void Writer::sync() {
  if (fd_ < 0 || !unsynced_) return;
  unsynced_ = false;
  if (::fdatasync(fd_) != 0 && failure_.isEmpty()) failure_ = systemError(path_, errno);
}

void Writer::lesson(const LessonInfo& lesson) { append(line({{QStringLiteral("lesson"), lessonObject(lesson)}})); }

void Writer::question(int id, int stop, const dp::quiz::Question& q) {
  QJsonArray options;
  for (const dp::quiz::Option& o : q.options) options.append(textObject(o.text));
  append(line({{QStringLiteral("question"), id},
               {QStringLiteral("stop"), stop},
               {QStringLiteral("kind"), QString::fromUtf8(dp::quiz::kind_name(q.kind))},
               {QStringLiteral("right"), q.right},
               {QStringLiteral("text"), textObject(q.text)},
               {QStringLiteral("options"), options}}));
}

void Writer::askedAgain(int id, int stop) { append(line({{QStringLiteral("question"), id}, {QStringLiteral("stop"), stop}})); }

void Writer::round(int id, int round) {
  append(line({{QStringLiteral("round"), round}, {QStringLiteral("question"), id}}));
  sync();
}

void Writer::ballot(int id, int round, int phone, int option) {
  append(line({{QStringLiteral("ballot"), id},
               {QStringLiteral("round"), round},
               {QStringLiteral("phone"), phone},
               {QStringLiteral("option"), option}}));
}

void Writer::reveal(int id) {
  append(line({{QStringLiteral("reveal"), id}}));
  sync();
}

void Writer::skip(int id) {
  append(line({{QStringLiteral("skip"), id}}));
  sync();
}

}  // namespace classrec
