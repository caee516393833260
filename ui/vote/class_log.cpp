// The class record's reader: the first line must be a record's; every later line is one event, and
// one that is not (a half line, a foreign line) is counted and passed over.
#include "vote/class_log.h"

#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <algorithm>
#include <map>
#include <utility>

namespace classrec {
namespace {

constexpr int kMaxPhone = 1 << 24;
constexpr int kMaxStop = 100000;
constexpr int kMaxTextChars = 4096;

// A whole number within [lo, hi] (JSON numbers are doubles: 2.5 and 1e300 are not numbers here).
bool intIn(const QJsonValue& v, qint64 lo, qint64 hi, qint64* out) {
  if (!v.isDouble()) return false;
  const double d = v.toDouble();
  if (!(d >= double(lo) && d <= double(hi)) || d != double(qint64(d))) return false;
  *out = qint64(d);
  return true;
}

bool textIn(const QJsonValue& v, QString* en, QString* zh) {
  const QJsonObject o = v.toObject();
  if (!v.isObject() || !o.value(QLatin1String("en")).isString() || !o.value(QLatin1String("zh_CN")).isString()) return false;
  *en = o.value(QLatin1String("en")).toString().left(kMaxTextChars);
  *zh = o.value(QLatin1String("zh_CN")).toString().left(kMaxTextChars);
  return true;
}

bool lessonIn(const QJsonValue& v, LessonInfo* l) {
  const QJsonObject o = v.toObject();
  qint64 stops = 0;
  if (!v.isObject() || !o.value(QLatin1String("file")).isString() || !intIn(o.value(QLatin1String("stops")), 0, kMaxStop, &stops)) return false;
  l->file = o.value(QLatin1String("file")).toString().left(kMaxTextChars);
  l->title_en.clear();
  l->title_zh_CN.clear();
  if (o.contains(QLatin1String("title")) && !textIn(o.value(QLatin1String("title")), &l->title_en, &l->title_zh_CN)) return false;
  l->stops = int(stops);
  return true;
}

constexpr qint64 kMaxTime = qint64(1) << 50;  // ms: far past any date a class is held

class Reader {
 public:
  explicit Reader(ClassLog* log) : log_(log) {}

  // One event line; false when it is not one.
  bool read(const QJsonObject& o) {
    qint64 t = 0;
    if (!intIn(o.value(QLatin1String("t")), 0, kMaxTime, &t)) return false;
    log_->ended = std::max(log_->ended, t);
    if (o.value(QLatin1String("restart")).toBool()) {
      ++log_->votes;
      index_.clear();
      return true;
    }
    if (o.value(QLatin1String("end")).toBool()) return true;
    if (o.contains(QLatin1String("lesson"))) return lessonIn(o.value(QLatin1String("lesson")), &log_->lesson);
    qint64 id = 0;
    if (o.contains(QLatin1String("ballot"))) return ballot(o, t);
    if (o.contains(QLatin1String("question")) && !o.contains(QLatin1String("round"))) return question(o, t);
    if (o.contains(QLatin1String("round"))) {
      qint64 r = 0;
      return intIn(o.value(QLatin1String("round")), 1, 2, &r) && intIn(o.value(QLatin1String("question")), 1, kMaxQuestions, &id) &&
             find(int(id));
    }
    for (const char* key : {"reveal", "skip"}) {
      if (!o.contains(QLatin1String(key))) continue;
      LoggedQuestion* q = intIn(o.value(QLatin1String(key)), 1, kMaxQuestions, &id) ? find(int(id)) : nullptr;
      if (!q) return false;
      if (key[0] == 'r') {
        q->outcome = LoggedQuestion::Outcome::Revealed;
      } else if (q->outcome != LoggedQuestion::Outcome::Revealed) {
        q->outcome = LoggedQuestion::Outcome::Skipped;  // an answer once shown stays shown
      }
      return true;
    }
    return false;
  }

 private:
  LoggedQuestion* find(int id) {
    const auto it = index_.find(id);
    return it == index_.end() ? nullptr : &log_->questions[it->second];
  }

  bool question(const QJsonObject& o, qint64 t) {
    qint64 id = 0, stop = 0;
    if (!intIn(o.value(QLatin1String("question")), 1, kMaxQuestions, &id) || !intIn(o.value(QLatin1String("stop")), 0, kMaxStop, &stop)) return false;
    if (!o.contains(QLatin1String("text"))) {  // asked again
      LoggedQuestion* q = find(int(id));
      if (q && stop > 0) q->stop = int(stop);
      return q != nullptr;
    }
    if (find(int(id)) || log_->questions.size() >= std::size_t(kMaxQuestions)) return false;
    LoggedQuestion q;
    q.vote = log_->votes;
    q.id = int(id);
    q.stop = int(stop);
    q.asked = t;
    q.kind = o.value(QLatin1String("kind")).toString().left(64);
    if (!textIn(o.value(QLatin1String("text")), &q.text_en, &q.text_zh_CN)) return false;
    const QJsonArray options = o.value(QLatin1String("options")).toArray();
    if (options.isEmpty() || options.size() > kMaxOptions) return false;
    for (const QJsonValue& v : options) {
      QString en, zh;
      if (!textIn(v, &en, &zh)) return false;
      q.options_en << en;
      q.options_zh_CN << zh;
    }
    qint64 right = 0;
    if (!intIn(o.value(QLatin1String("right")), 0, options.size() - 1, &right)) return false;
    q.right = int(right);
    index_[q.id] = log_->questions.size();
    log_->questions.push_back(std::move(q));
    return true;
  }

  bool ballot(const QJsonObject& o, qint64 t) {
    qint64 id = 0, round = 0, phone = 0, option = 0;
    if (!intIn(o.value(QLatin1String("ballot")), 1, kMaxQuestions, &id) || !intIn(o.value(QLatin1String("round")), 1, 2, &round) ||
        !intIn(o.value(QLatin1String("phone")), 1, kMaxPhone, &phone) || !intIn(o.value(QLatin1String("option")), 0, kMaxOptions - 1, &option)) {
      return false;
    }
    LoggedQuestion* q = find(int(id));
    if (!q || option >= q->options_en.size()) return false;
    q->ballots.push_back({int(phone), int(round), int(option), t, true});
    return true;
  }

  ClassLog* log_;
  std::map<int, std::size_t> index_;  // this start's question ids → log_->questions
};

// Each phone's earlier ballots in a round are not its last.
void markLast(LoggedQuestion* q) {
  QSet<qint64> seen;
  for (auto b = q->ballots.rbegin(); b != q->ballots.rend(); ++b) {
    const qint64 key = qint64(b->round) << 32 | b->phone;
    b->last = !seen.contains(key);
    seen.insert(key);
  }
}

}  // namespace

int ClassLog::phones() const {
  QSet<qint64> seen;
  for (const LoggedQuestion& q : questions) {
    for (const LoggedBallot& b : q.ballots) seen.insert(qint64(q.vote) << 32 | b.phone);
  }
  return int(seen.size());
}

int ClassLog::ballots() const {
  int n = 0;
  for (const LoggedQuestion& q : questions) n += int(q.ballots.size());
  return n;
}

Summary summarize(const LoggedQuestion& q) {
  Summary s;
  std::array<QHash<int, int>, 2> last;  // per round: phone → its last option
  for (const LoggedBallot& b : q.ballots) {
    if (b.last) last[std::size_t(b.round - 1)].insert(b.phone, b.option);
  }
  for (std::size_t r = 0; r < 2; ++r) {
    for (auto it = last[r].cbegin(); it != last[r].cend(); ++it) {
      ++s.counts[r][std::size_t(it.value())];
      ++s.voters[r];
      if (it.value() == q.right) ++s.right[r];
    }
  }
  for (auto it = last[0].cbegin(); it != last[0].cend(); ++it) {
    const auto second = last[1].constFind(it.key());
    if (second == last[1].cend()) continue;
    ++s.both;
    const bool first_right = it.value() == q.right, second_right = second.value() == q.right;
    ++(first_right ? (second_right ? s.rightToRight : s.rightToWrong) : (second_right ? s.wrongToRight : s.wrongToWrong));
  }
  return s;
}

bool readLog(const QByteArray& bytes, ClassLog* log, QString* error) {
  *log = ClassLog{};
  if (bytes.size() > kMaxRecordBytes) {
    *error = QStringLiteral("the record is over %1 MiB; it is not a class's").arg(kMaxRecordBytes >> 20);
    return false;
  }
  const QList<QByteArray> lines = bytes.split('\n');
  const QJsonObject first = QJsonDocument::fromJson(lines.value(0)).object();
  qint64 version = 0, t = 0;
  if (!intIn(first.value(QLatin1String(kMagic)), 0, 1 << 20, &version) || !intIn(first.value(QLatin1String("t")), 0, kMaxTime, &t)) {
    *error = QStringLiteral("not a dpviz class record (its first line is not a record's)");
    return false;
  }
  if (version != kVersion) {
    *error = QStringLiteral("a class record of version %1; this dpviz reads version %2").arg(version).arg(kVersion);
    return false;
  }
  log->app = first.value(QLatin1String("app")).toString().left(64);
  log->started = log->ended = t;
  if (first.contains(QLatin1String("lesson"))) lessonIn(first.value(QLatin1String("lesson")), &log->lesson);
  Reader reader(log);
  for (qsizetype i = 1; i < lines.size(); ++i) {
    if (lines[i].trimmed().isEmpty()) continue;
    QJsonParseError e;
    const QJsonDocument doc = QJsonDocument::fromJson(lines[i], &e);
    if (e.error != QJsonParseError::NoError || !doc.isObject() || !reader.read(doc.object())) ++log->unreadLines;
  }
  for (LoggedQuestion& q : log->questions) markLast(&q);
  return true;
}

bool loadLog(const QString& path, ClassLog* log, QString* error) {
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) {
    *error = QStringLiteral("cannot read %1: %2").arg(path, f.errorString());
    return false;
  }
  if (f.size() > kMaxRecordBytes) {
    *error = QStringLiteral("%1 is over %2 MiB; it is not a class record").arg(path).arg(kMaxRecordBytes >> 20);
    return false;
  }
  if (!readLog(f.readAll(), log, error)) {
    *error = path + QStringLiteral(": ") + *error;
    return false;
  }
  return true;
}

}  // namespace classrec
