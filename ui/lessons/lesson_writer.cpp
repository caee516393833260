// The lesson writer, with RapidJSON's PrettyWriter (it keeps the order the keys are written in).
#include "lessons/lesson_writer.h"

#include <QSaveFile>
#include <variant>
#include <rapidjson/prettywriter.h>
#include <rapidjson/stringbuffer.h>

#include "lessons/lesson_config_keys.h"

namespace {

using Writer = rapidjson::PrettyWriter<rapidjson::StringBuffer>;

void key(Writer& w, const char* k) { w.Key(k); }

void str(Writer& w, const QString& s) {
  const QByteArray utf8 = s.toUtf8();
  w.String(utf8.constData(), rapidjson::SizeType(utf8.size()));
}

void text(Writer& w, const char* k, const LessonText& t) {
  key(w, k);
  w.StartObject();
  key(w, "en");
  str(w, t.en);
  key(w, "zh_CN");
  str(w, t.zh_CN);
  w.EndObject();
}

// The set members, in the table's order (lessons/lesson_config_keys.h).
void config(Writer& w, const LessonConfig& c) {
  key(w, "config");
  w.StartObject();
  for (const lesson_config::Key& row : lesson_config::keys()) {
    std::visit(lesson_config::Overloaded{
                   [&](const lesson_config::Integer& f) {
                     if (const auto& v = c.*f.member) {
                       key(w, row.name);
                       w.Int64(*v);
                     }
                   },
                   [&](const lesson_config::SmallInteger& f) {
                     if (const auto& v = c.*f.member) {
                       key(w, row.name);
                       w.Int(*v);
                     }
                   },
                   [&](const lesson_config::Flag& f) {
                     if (const auto& v = c.*f.member) {
                       key(w, row.name);
                       w.Bool(*v);
                     }
                   },
                   [&](const lesson_config::Number& f) {
                     if (const auto& v = c.*f.member) {
                       key(w, row.name);
                       w.Double(*v);
                     }
                   },
                   [&](const lesson_config::Choice& f) {
                     if (const std::optional<int> i = f.get(c)) {
                       key(w, row.name);
                       str(w, f.names().value(*i));
                     }
                   },
               },
               row.field);
  }
  w.EndObject();
}

void quiz(Writer& w, const LessonQuiz& q) {
  key(w, "quiz");
  w.StartObject();
  key(w, "kind");
  const std::string_view kind = dp::quiz::kind_name(q.kind);
  w.String(kind.data(), rapidjson::SizeType(kind.size()));
  if (q.rank) {
    key(w, "rank");
    w.Int(*q.rank);
  }
  if (q.seconds) {
    key(w, "seconds");
    w.Int(*q.seconds);
  }
  if (q.follow_up) {
    key(w, "follow_up");
    w.Bool(true);
  }
  w.EndObject();
}

}  // namespace

QByteArray lessonJson(const Lesson& lesson) {
  rapidjson::StringBuffer buffer;
  Writer w(buffer);
  w.SetIndent(' ', 2);
  w.StartObject();
  key(w, "format");
  w.String("dpviz-lesson");
  key(w, "version");
  w.Int(lesson_format::kVersion);
  text(w, "title", lesson.title);
  if (!lesson.config.empty()) config(w, lesson.config);
  if (lesson.round_seconds) {
    key(w, "round_seconds");
    w.Int(*lesson.round_seconds);
  }
  key(w, "steps");
  w.StartArray();
  for (const LessonStop& s : lesson.stops) {
    w.StartObject();
    key(w, "at");
    str(w, s.at.text());
    text(w, "caption", s.caption);
    if (!s.config.empty()) config(w, s.config);
    if (s.view != AppView::Run) {
    key(w, "view");
    str(w, appViewName(s.view));
  }
    if (!s.pitfall.isEmpty()) {
    key(w, "pitfall");
    str(w, s.pitfall);
  }
    if (s.quiz) quiz(w, *s.quiz);
    if (!s.recording.isEmpty()) {
      key(w, "recording");
      str(w, s.recording);
    }
    if (s.replay_at_end) {
      key(w, "replay_at");
      str(w, QStringLiteral("end"));
    }
    w.EndObject();
  }
  w.EndArray();
  w.EndObject();
  return QByteArray(buffer.GetString(), int(buffer.GetSize())) + '\n';
}

bool writeLessonFile(const QString& path, const Lesson& lesson, QString* error) {
  QSaveFile file(path);
  const QByteArray bytes = lessonJson(lesson);
  if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
    if (error) *error = file.errorString();
    return false;
  }
  return true;
}
