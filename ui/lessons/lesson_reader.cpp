// The lesson reader: file checks, then JSON with positions (json_tree), then every key checked
// against the format with the engine's limits (core/limits.h), then each stop's configuration
// checked as a whole (its batches, its GPUs, its phases).
#include "lessons/lesson_reader.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QStringList>
#include <cmath>
#include <string>
#include <variant>

#include "common/json_tree.h"
#include "core/limits.h"
#include "data/dataloader.h"
#include "lessons/lesson_config_keys.h"
#include "lessons/pitfalls.h"
#include "run/tutorial.h"
#include "stage/anim_phase.h"

namespace {

constexpr int kMaxDepth = 8;            // the format nests 4 levels deep
constexpr int kMaxTextChars = 10000;    // a caption is a few sentences

struct Refusal {
  std::size_t offset;
  QString message;
};

[[noreturn]] void refuse(const JsonValue& at, const QString& message) { throw Refusal{at.offset, message}; }

// A key or value from the file, quoted for a one-line message: at most 40 characters (never half a
// surrogate pair), control characters written as JSON escapes so the message stays on one line.
QString quoted(const std::string& s) {
  const QString text = QString::fromStdString(s);
  QString out = QStringLiteral("\"");
  int chars = 0;
  for (qsizetype i = 0; i < text.size() && chars < 40; ++i, ++chars) {
    const QChar c = text.at(i);
    if (c == QLatin1Char('\n')) out += QStringLiteral("\\n");
    else if (c == QLatin1Char('\t')) out += QStringLiteral("\\t");
    else if (c.unicode() < 0x20 || c.unicode() == 0x7F || c == QChar::LineSeparator || c == QChar::ParagraphSeparator)
      out += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
    else {
      out += c;
      if (c.isHighSurrogate() && i + 1 < text.size()) out += text.at(++i);
    }
  }
  return out + QLatin1Char('"');
}

QString typeName(JsonValue::Type t) {
  switch (t) {
    case JsonValue::Type::Null: return QStringLiteral("null");
    case JsonValue::Type::Bool: return QCoreApplication::translate("LessonReader", "true or false");
    case JsonValue::Type::Number: return QCoreApplication::translate("LessonReader", "a number");
    case JsonValue::Type::String: return QCoreApplication::translate("LessonReader", "a string");
    case JsonValue::Type::Array: return QCoreApplication::translate("LessonReader", "a list");
    case JsonValue::Type::Object: return QCoreApplication::translate("LessonReader", "an object");
  }
  return {};
}

void expectType(const JsonValue& v, JsonValue::Type type, const QString& key, const QString& what) {
  if (v.type != type) refuse(v, QCoreApplication::translate("LessonReader", "\"%1\" must be %2, not %3").arg(key, what, typeName(v.type)));
}

// Refuses keys outside `allowed` (a typo must not pass silently) and reports missing `required` keys.
void checkKeys(const JsonValue& obj, const QString& where, const QStringList& allowed, const QStringList& required) {
  for (std::size_t i = 0; i < obj.members.size(); ++i) {
    const QString key = QString::fromStdString(obj.members[i].key);
    if (!allowed.contains(key)) {
      throw Refusal{obj.members[i].key_offset, QCoreApplication::translate("LessonReader", "unknown key %1 in %2 (expected one of: %3)")
                                            .arg(quoted(obj.members[i].key), where, allowed.join(QStringLiteral(", ")))};
    }
    for (std::size_t j = 0; j < i; ++j) {
      if (obj.members[j].key == obj.members[i].key) {
        throw Refusal{obj.members[i].key_offset, QCoreApplication::translate("LessonReader", "key %1 appears twice in %2").arg(quoted(obj.members[i].key), where)};
      }
    }
  }
  for (const QString& key : required) {
    if (!obj.member(key.toStdString())) refuse(obj, QCoreApplication::translate("LessonReader", "%1 is missing the required key \"%2\"").arg(where, key));
  }
}

qint64 integer(const JsonValue& v, const QString& key, dp::IntRange range) {
  const QString range_text = QCoreApplication::translate("LessonReader", "an integer from %1 to %2").arg(range.min).arg(range.max);
  if (v.type != JsonValue::Type::Number) refuse(v, QCoreApplication::translate("LessonReader", "\"%1\" must be %2, not %3").arg(key, range_text, typeName(v.type)));
  bool ok = false;
  const qint64 value = QString::fromStdString(v.text).toLongLong(&ok);
  if (!ok || !range.contains(value)) {
    refuse(v, QCoreApplication::translate("LessonReader", "\"%1\" must be %2, got %3").arg(key, range_text, QString::fromStdString(v.text).left(40)));
  }
  return value;
}

bool boolean(const JsonValue& v, const QString& key) {
  expectType(v, JsonValue::Type::Bool, key, QCoreApplication::translate("LessonReader", "true or false"));
  return v.boolean;
}

QString string(const JsonValue& v, const QString& key) {
  expectType(v, JsonValue::Type::String, key, QCoreApplication::translate("LessonReader", "a string"));
  return QString::fromStdString(v.text);
}

QString oneOf(const JsonValue& v, const QString& key, const QStringList& allowed) {
  const QString s = string(v, key);
  if (!allowed.contains(s)) {
    refuse(v, QCoreApplication::translate("LessonReader", "\"%1\" must be one of %2, got %3").arg(key, allowed.join(QStringLiteral(", ")), quoted(v.text)));
  }
  return s;
}

LessonText text(const JsonValue& v, const QString& key) {
  expectType(v, JsonValue::Type::Object, key, QCoreApplication::translate("LessonReader", "an object with \"en\" and \"zh_CN\""));
  checkKeys(v, QStringLiteral("\"%1\"").arg(key), {"en", "zh_CN"}, {"en", "zh_CN"});
  LessonText t;
  for (auto [field, lang] : {std::pair{&t.en, "en"}, std::pair{&t.zh_CN, "zh_CN"}}) {
    const JsonValue& s = *v.member(lang);
    *field = string(s, key + QLatin1Char('.') + QLatin1String(lang)).trimmed();
    if (field->isEmpty()) refuse(s, QCoreApplication::translate("LessonReader", "\"%1.%2\" must not be empty").arg(key, lang));
    if (field->size() > kMaxTextChars) refuse(s, QCoreApplication::translate("LessonReader", "\"%1.%2\" is longer than %3 characters").arg(key, lang).arg(kMaxTextChars));
  }
  return t;
}

double number(const JsonValue& v, const QString& key, dp::DoubleRange range) {
  const QString range_text = QCoreApplication::translate("LessonReader", "a number from %1 to %2").arg(range.min).arg(range.max);
  if (v.type != JsonValue::Type::Number) {
    refuse(v, QCoreApplication::translate("LessonReader", "\"%1\" must be %2, not %3").arg(key, range_text, typeName(v.type)));
  }
  const double d = std::strtod(v.text.c_str(), nullptr);
  if (!std::isfinite(d) || !range.contains(d)) {
    refuse(v, QCoreApplication::translate("LessonReader", "\"%1\" must be %2, got %3").arg(key, range_text, QString::fromStdString(v.text)));
  }
  return d;
}

// Each key by its row of the table (lessons/lesson_config_keys.h); any other key is refused.
LessonConfig config(const JsonValue& v, const QString& where) {
  expectType(v, JsonValue::Type::Object, where, QCoreApplication::translate("LessonReader", "an object"));
  checkKeys(v, QStringLiteral("\"%1\"").arg(where), lesson_config::names(), {});
  LessonConfig c;
  for (const JsonMember& member : v.members) {
    const QString key = QString::fromStdString(member.key);
    const JsonValue& value = member.value;
    for (const lesson_config::Key& row : lesson_config::keys()) {
      if (key != QLatin1String(row.name)) continue;
      std::visit(lesson_config::Overloaded{
                     [&](const lesson_config::Integer& f) { c.*f.member = integer(value, key, f.range); },
                     [&](const lesson_config::SmallInteger& f) { c.*f.member = int(integer(value, key, f.range)); },
                     [&](const lesson_config::Flag& f) { c.*f.member = boolean(value, key); },
                     [&](const lesson_config::Number& f) { c.*f.member = number(value, key, f.range); },
                     [&](const lesson_config::Choice& f) {
                       const QStringList names = f.names();
                       f.set(c, int(names.indexOf(oneOf(value, key, names))));
                     },
                 },
                 row.field);
    }
  }
  return c;
}

LessonAt at(const JsonValue& v) {
  const QString s = string(v, QStringLiteral("at"));
  const QStringList parts = s.split(QLatin1Char(':'));
  bool ok = false;
  const int batch = parts.value(0).toInt(&ok);
  AnimPhase phase = AnimPhase::Idle;
  if (parts.size() != 2 || !ok || batch < 1 || !animPhaseFromName(parts[1], &phase)) {
    refuse(v, QCoreApplication::translate("LessonReader", "\"at\" must be \"batch:phase\" with a batch from 1 and a phase among %1, got %2")
                  .arg(animPhaseNames().join(QStringLiteral(", ")), quoted(v.text)));
  }
  return {batch, phase};
}

// The engine's kind names ("chunk_sizes", ...), in its order.
QStringList quizKindNames() {
  QStringList names;
  for (dp::quiz::Kind k : dp::quiz::all_kinds()) {
    const std::string_view n = dp::quiz::kind_name(k);
    names << QString::fromUtf8(n.data(), qsizetype(n.size()));
  }
  return names;
}

dp::IntRange roundSeconds() { return {lesson_format::kMinRoundSeconds, lesson_format::kMaxRoundSeconds}; }

LessonQuiz quiz(const JsonValue& v) {
  expectType(v, JsonValue::Type::Object, QStringLiteral("quiz"), QCoreApplication::translate("LessonReader", "an object"));
  checkKeys(v, QStringLiteral("\"quiz\""), {"kind", "rank", "seconds", "follow_up"}, {"kind"});
  LessonQuiz q;
  q.kind = *dp::quiz::kind_from_name(oneOf(*v.member("kind"), QStringLiteral("kind"), quizKindNames()).toStdString());
  if (const JsonValue* rank = v.member("rank")) {
    if (q.kind != dp::quiz::Kind::DdpShard) {
      refuse(*rank, QCoreApplication::translate("LessonReader", "\"rank\" belongs only to the kind ddp_shard"));
    }
    q.rank = int(integer(*rank, QStringLiteral("rank"), {0, lesson_format::kMaxRank}));
  }
  if (const JsonValue* seconds = v.member("seconds")) q.seconds = int(integer(*seconds, QStringLiteral("seconds"), roundSeconds()));
  if (const JsonValue* f = v.member("follow_up")) q.follow_up = boolean(*f, QStringLiteral("follow_up"));
  return q;
}

LessonStop stop(const JsonValue& v) {
  expectType(v, JsonValue::Type::Object, QStringLiteral("steps"), QCoreApplication::translate("LessonReader", "a list of objects"));
  checkKeys(v, QCoreApplication::translate("LessonReader", "a step"), {"at", "caption", "config", "view", "pitfall", "quiz", "recording", "replay_at"},
            {"at", "caption"});
  LessonStop s;
  s.at = at(*v.member("at"));
  s.caption = text(*v.member("caption"), QStringLiteral("caption"));
  if (const JsonValue* c = v.member("config")) s.config = config(*c, QStringLiteral("config"));
  if (const JsonValue* view = v.member("view")) s.view = *parseAppView(oneOf(*view, QStringLiteral("view"), appViewNames()));
  if (const JsonValue* p = v.member("pitfall")) {
    QStringList ids;
    for (const Pitfall& known : pitfalls()) ids << QString::fromLatin1(known.id);
    s.pitfall = oneOf(*p, QStringLiteral("pitfall"), ids);
  }
  if (const JsonValue* q = v.member("quiz")) s.quiz = quiz(*q);
  if (const JsonValue* r = v.member("recording")) {
    s.recording = oneOf(*r, QStringLiteral("recording"), lesson_format::recordings());
    if (s.view != AppView::Ddp) {
      refuse(*r, QCoreApplication::translate("LessonReader", "a recording is replayed in the DDP tab: it needs \"view\": \"ddp\""));
    }
  }
  if (const JsonValue* a = v.member("replay_at")) {
    s.replay_at_end = oneOf(*a, QStringLiteral("replay_at"), {QStringLiteral("start"), QStringLiteral("end")}) == QLatin1String("end");
    // A live run's end is not there when the stop opens: only a recording has it at once.
    if (s.recording.isEmpty()) refuse(*a, QCoreApplication::translate("LessonReader", "\"replay_at\" belongs to a stop with a \"recording\""));
  }
  return s;
}

// Each stop as the app will run it: its batch exists, its output device is one of its GPUs, and
// its phase is one the run has (an unwrapped model has no replicate or gather, R11.4).
void checkStops(const Lesson& lesson, const JsonValue& steps) {
  for (int i = 0; i < int(lesson.stops.size()); ++i) {
    const LessonStop& s = lesson.stops[std::size_t(i)];
    const JsonValue& where = steps.items[std::size_t(i)];
    dp::RunConfig c = lesson.configAt(i);
    if (!s.pitfall.isEmpty()) c = findPitfall(s.pitfall)->config;
    if (c.output_device && *c.output_device >= c.gpus) {
      refuse(where, QCoreApplication::translate("LessonReader", "stop %1: output_device %2 is not one of its %3 GPUs (or -1 for the CPU)")
                        .arg(i + 1).arg(*c.output_device).arg(c.gpus));
    }
    const auto batches = dp::batch_sizes(c.data_size, c.batch_size, c.drop_last);
    const bool train = c.mode == dp::RunMode::Train;
    const AnimPhase phase = s.at.phase;
    if (isTrainingPhase(phase) && !train) {
      refuse(where, QCoreApplication::translate("LessonReader", "stop %1: there is a %2 phase only in training (\"mode\": \"train\")")
                        .arg(i + 1).arg(animPhaseName(phase)));
    }
    if (train && s.at.batch > int(batches.size()) * c.epochs) {
      refuse(where, QCoreApplication::translate("LessonReader", "stop %1 is at step %2, but its training has %3 steps (%4 batches × %5 epochs)")
                        .arg(i + 1).arg(s.at.batch).arg(qint64(batches.size()) * c.epochs).arg(batches.size()).arg(c.epochs));
    }
    if (!train && s.at.batch > int(batches.size())) {
      refuse(where, QCoreApplication::translate("LessonReader", "stop %1 is at batch %2, but its configuration has %3 batches (data_size %4, batch_size %5)")
                        .arg(i + 1).arg(s.at.batch).arg(batches.size()).arg(c.data_size).arg(c.batch_size));
    }
    if (!dp::tutorial_wraps_model(c.gpus) && (phase == AnimPhase::Replicate || phase == AnimPhase::Gather || phase == AnimPhase::Reduce)) {
      refuse(where, QCoreApplication::translate("LessonReader", "stop %1: with %2 GPU the model is not wrapped, so there is no %3 phase")
                        .arg(i + 1).arg(c.gpus).arg(animPhaseName(phase)));
    }
    // The question must be one the rules can answer for this stop's run (a rank among its ranks...).
    try {
      (void)lesson.quizAt(i);
    } catch (const std::exception& e) {
      refuse(where, QCoreApplication::translate("LessonReader", "stop %1: its quiz cannot be asked here: %2").arg(i + 1).arg(QString::fromUtf8(e.what())));
    }
  }
}

Lesson lesson(const JsonValue& root) {
  if (root.type != JsonValue::Type::Object) {
    refuse(root, QCoreApplication::translate("LessonReader", "a lesson must be a JSON object {…}, not %1").arg(typeName(root.type)));
  }
  checkKeys(root, QCoreApplication::translate("LessonReader", "the lesson"), {"format", "version", "title", "config", "round_seconds", "steps"},
            {"format", "version", "title", "steps"});
  const JsonValue& format = *root.member("format");
  if (string(format, QStringLiteral("format")) != "dpviz-lesson") {
    refuse(format, QCoreApplication::translate("LessonReader", "\"format\" must be \"dpviz-lesson\", got %1").arg(quoted(format.text)));
  }
  const JsonValue& version = *root.member("version");
  const qint64 v = integer(version, QStringLiteral("version"), {1, 1000000});
  if (v > lesson_format::kVersion) {
    refuse(version, QCoreApplication::translate("LessonReader", "lesson format version %1 is newer than this dpviz reads (%2)").arg(v).arg(lesson_format::kVersion));
  }
  Lesson l;
  l.title = text(*root.member("title"), QStringLiteral("title"));
  if (const JsonValue* c = root.member("config")) l.config = config(*c, QStringLiteral("config"));
  if (const JsonValue* r = root.member("round_seconds")) l.round_seconds = int(integer(*r, QStringLiteral("round_seconds"), roundSeconds()));
  const JsonValue& steps = *root.member("steps");
  expectType(steps, JsonValue::Type::Array, QStringLiteral("steps"), QCoreApplication::translate("LessonReader", "a list of stops"));
  if (steps.items.empty()) refuse(steps, QCoreApplication::translate("LessonReader", "\"steps\" must hold at least one stop"));
  for (const JsonValue& s : steps.items) l.stops.push_back(stop(s));
  checkStops(l, steps);
  return l;
}

}  // namespace

LessonRead parseLesson(const QByteArray& bytes, const QString& name) {
  LessonRead out;
  const bool utf16 = bytes.startsWith("\xFF\xFE") || bytes.startsWith("\xFE\xFF") ||
                     (bytes.size() >= 2 && (bytes[0] == '\0' || bytes[1] == '\0'));
  if (utf16) {
    out.error = name + QCoreApplication::translate("LessonReader", ": is not UTF-8 text (it looks like UTF-16); save it as UTF-8");
    return out;
  }
  if (bytes.contains('\0')) {
    out.error = name + QCoreApplication::translate("LessonReader", ": is not a text file (it contains NUL bytes)");
    return out;
  }
  const std::string text = bytes.toStdString();
  try {
    const JsonParse parsed = parseJsonTree(text, kMaxDepth);
    if (!parsed.root) throw Refusal{parsed.offset, QString::fromStdString(parsed.error)};
    out.lesson = lesson(*parsed.root);
  } catch (const Refusal& r) {
    const auto [line, column] = lineColumn(text, r.offset);
    out.error = QStringLiteral("%1:%2:%3: %4").arg(name).arg(line).arg(column).arg(r.message);
  }
  return out;
}

LessonRead readLessonFile(const QString& path) {
  LessonRead out;
  const QFileInfo info(path);
  if (!info.exists()) {
    out.error = path + QCoreApplication::translate("LessonReader", ": no such file");
  } else if (info.isDir()) {
    out.error = path + QCoreApplication::translate("LessonReader", ": is a folder, not a lesson file");
  } else if (!info.isFile()) {  // a FIFO or a device would block or never end
    out.error = path + QCoreApplication::translate("LessonReader", ": is not a regular file");
  } else if (info.size() > lesson_format::kMaxFileBytes) {
    out.error = path + QCoreApplication::translate("LessonReader", ": is %1 MiB; a lesson file is at most %2 MiB")
                           .arg(double(info.size()) / 1048576.0, 0, 'f', 1)
                           .arg(lesson_format::kMaxFileBytes / 1048576);
  } else {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
      out.error = path + QCoreApplication::translate("LessonReader", ": cannot be read (%1)").arg(f.errorString());
    } else {
      const QByteArray bytes = f.read(lesson_format::kMaxFileBytes + 1);  // a special file may lie about its size
      if (f.error() != QFileDevice::NoError) {
        out.error = path + QCoreApplication::translate("LessonReader", ": cannot be read (%1)").arg(f.errorString());
      } else if (bytes.size() > lesson_format::kMaxFileBytes) {
        out.error = path + QCoreApplication::translate("LessonReader", ": is larger than %1 MiB, the most a lesson file may be").arg(lesson_format::kMaxFileBytes / 1048576);
      } else {
        return parseLesson(bytes, path);
      }
    }
  }
  return out;
}
