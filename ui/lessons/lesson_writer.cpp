// The lesson writer, with RapidJSON's PrettyWriter (it keeps the order the keys are written in).
#include "lessons/lesson_writer.h"

#include <QSaveFile>
#include <rapidjson/prettywriter.h>
#include <rapidjson/stringbuffer.h>

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

void config(Writer& w, const LessonConfig& c) {
  key(w, "config");
  w.StartObject();
  if (c.gpus) {
    key(w, "gpus");
    w.Int(*c.gpus);
  }
  if (c.batch_size) {
    key(w, "batch_size");
    w.Int64(*c.batch_size);
  }
  if (c.data_size) {
    key(w, "data_size");
    w.Int64(*c.data_size);
  }
  if (c.input_size) {
    key(w, "input_size");
    w.Int64(*c.input_size);
  }
  if (c.output_size) {
    key(w, "output_size");
    w.Int64(*c.output_size);
  }
  if (c.seed) {
    key(w, "seed");
    w.Int64(*c.seed);
  }
  if (c.shuffle) {
    key(w, "shuffle");
    w.Bool(*c.shuffle);
  }
  if (c.drop_last) {
    key(w, "drop_last");
    w.Bool(*c.drop_last);
  }
  if (c.output_device) {
    key(w, "output_device");
    w.Int(*c.output_device);
  }
  if (c.backend) {
    key(w, "backend");
    const std::string_view name = dp::backend_name(*c.backend);
    w.String(name.data(), rapidjson::SizeType(name.size()));
  }
  if (c.speed) {
    key(w, "speed");
    w.Double(*c.speed);
  }
  if (c.mode || c.ddp) {
    key(w, "mode");
    w.String(c.ddp ? "ddp" : *c.mode == dp::RunMode::Train ? "train" : "forward");
  }
  if (c.world) {
    key(w, "world");
    w.Int(*c.world);
  }
  if (c.local_batch) {
    key(w, "local_batch");
    w.Int64(*c.local_batch);
  }
  if (c.model) {
    key(w, "model");
    str(w, lesson_format::models().value(int(*c.model)));
  }
  if (c.lr) {
    key(w, "lr");
    w.Double(*c.lr);
  }
  if (c.momentum) {
    key(w, "momentum");
    w.Double(*c.momentum);
  }
  if (c.epochs) {
    key(w, "epochs");
    w.Int64(*c.epochs);
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
