// Lesson files (.dpviz): the bundled lessons read; save → open gives the same lesson; every kind of
// bad file is refused with one line naming the file, line and column; stops' configurations are
// built and checked as the app will run them.
#include <sys/stat.h>

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>
#include <tuple>

#include "core/limits.h"
#include "lessons/lesson_config_keys.h"
#include "lessons/lesson_reader.h"
#include "lessons/lesson_writer.h"

namespace {

QByteArray minimal(const QByteArray& steps = R"([{"at": "1:scatter", "caption": {"en": "Cut", "zh_CN": "切分"}}])",
                   const QByteArray& extra = "") {
  return R"({"format": "dpviz-lesson", "version": 1, "title": {"en": "T", "zh_CN": "标题"},)" + extra +
         R"( "steps": )" + steps + "}";
}

QString errorOf(const QByteArray& bytes) { return parseLesson(bytes, QStringLiteral("x.dpviz")).error; }

}  // namespace

class TestLessonFiles : public QObject {
  Q_OBJECT
 private slots:
  void bundledLessonsRead_data() {
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("stops");
    QTest::newRow("tutorial") << DPVIZ_SOURCE_DIR "/resources/lessons/tutorial.dpviz" << 9;
    QTest::newRow("last batch") << DPVIZ_SOURCE_DIR "/resources/lessons/last-batch.dpviz" << 6;
    QTest::newRow("dp vs ddp") << DPVIZ_SOURCE_DIR "/resources/lessons/dp-vs-ddp.dpviz" << 7;
    QTest::newRow("gradients") << DPVIZ_SOURCE_DIR "/resources/lessons/gradients.dpviz" << 8;
    QTest::newRow("class 90 min") << DPVIZ_SOURCE_DIR "/resources/lessons/class-90min.dpviz" << 14;
  }
  void bundledLessonsRead() {
    QFETCH(QString, path);
    QFETCH(int, stops);
    const LessonRead r = readLessonFile(path);
    QVERIFY2(r.lesson, qPrintable(r.error));
    QCOMPARE(int(r.lesson->stops.size()), stops);
    for (const LessonStop& s : r.lesson->stops) {
      QVERIFY(!s.caption.en.isEmpty() && !s.caption.zh_CN.isEmpty());
      QVERIFY(s.caption.en != s.caption.zh_CN);
    }
  }

  // As docs/design.md's lesson section says: defaults are the tutorial-8 preset; a stop's changes apply from it on.
  void stopsBuildTheirConfiguration() {
    const LessonRead r = parseLesson(minimal(R"([{"at": "1:load", "caption": {"en": "a", "zh_CN": "甲"}},
        {"at": "1:scatter", "caption": {"en": "b", "zh_CN": "乙"}, "config": {"gpus": 3, "speed": 0.5}},
        {"at": "4:gather", "caption": {"en": "c", "zh_CN": "丙"}, "config": {"drop_last": false}}])",
                                             R"( "config": {"batch_size": 30, "data_size": 100},)"),
                                     "x");
    QVERIFY2(r.lesson, qPrintable(r.error));
    double speed = 0;
    QCOMPARE(r.lesson->configAt(0, &speed).gpus, 8);
    QCOMPARE(speed, 1.0);
    QCOMPARE(r.lesson->configAt(1, &speed).gpus, 3);
    QCOMPARE(speed, 0.5);
    QCOMPARE(r.lesson->configAt(2).gpus, 3);  // cumulative
    QCOMPARE(r.lesson->stops[2].at, (LessonAt{4, AnimPhase::Gather}));
  }

  // save → open: the same lesson, every key kept; and the writer's text is stable.
  void roundTrip() {
    Lesson l;
    l.title = {"Round trip", "往返"};
    l.config.gpus = 3;
    l.config.batch_size = 7;
    l.config.data_size = 20;
    l.config.output_device = -1;
    l.config.backend = dp::Backend::Simulated;
    l.config.speed = 2.5;
    l.config.shuffle = false;
    l.config.seed = 12345;
    LessonStop a;
    a.at = {3, AnimPhase::Forward};
    a.caption = {"Quote \"this\" and a\nnew line", "引号“这个”和换行\n第二行"};
    a.view = AppView::Timings;
    LessonStop b;
    b.at = {1, AnimPhase::Load};
    b.caption = {"b", "乙"};
    b.config.gpus = 8;
    b.config.drop_last = true;
    b.config.input_size = 64;
    b.config.output_size = 4096;
    b.pitfall = "last-batch";
    b.quiz = LessonQuiz{dp::quiz::Kind::DdpShard, 5};
    LessonStop c;  // a training stop: every training key
    c.at = {6, AnimPhase::Reduce};
    c.caption = {"c", "丙"};
    c.config.mode = dp::RunMode::Train;
    c.config.model = dp::TrainModel::Mlp3;
    c.config.lr = 0.05;
    c.config.momentum = 0.9;
    c.config.epochs = 3;
    c.quiz = LessonQuiz{dp::quiz::Kind::GradBytesToGpu0, std::nullopt};
    LessonStop d;  // a recorded DDP run replayed (resources/ddp)
    d.at = {1, AnimPhase::Load};
    d.caption = {"d", "丁"};
    d.view = AppView::Ddp;
    d.recording = "pulled-link";
    d.replay_at_end = true;  // opened at the recording's last unit
    l.stops = {a, b, c, d};
    const QByteArray json = lessonJson(l);
    const LessonRead r = parseLesson(json, "x");
    QVERIFY2(r.lesson, qPrintable(r.error + "\n" + json));
    QVERIFY(*r.lesson == l);
    QCOMPARE(lessonJson(*r.lesson), json);
    QVERIFY2(json.contains("\"replay_at\": \"end\""), json.constData());
    QTemporaryDir dir;
    const QString path = dir.filePath("saved.dpviz");
    QString error;
    QVERIFY(writeLessonFile(path, l, &error));
    const LessonRead back = readLessonFile(path);
    QVERIFY2(back.lesson, qPrintable(back.error));
    QVERIFY(*back.lesson == l);
    QVERIFY(!writeLessonFile(dir.filePath("no/such/folder/x.dpviz"), l, &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot), QStringList{"saved.dpviz"});
  }

  // Quiz stops (schema.md "quiz"): each bundled lesson asks 2–4 predictions, at the moments a
  // student most often guesses wrong, and each question's numbers are the stop's own run.
  void bundledLessonsAskTheirStopsRun() {
    const auto answer = [](const QString& lesson, int stop) {
      const LessonRead r = readLessonFile(DPVIZ_SOURCE_DIR "/resources/lessons/" + lesson + ".dpviz");
      if (!r.lesson) return QJsonValue(r.error);
      const std::optional<dp::quiz::Question> q = r.lesson->quizAt(stop);
      if (!q) return QJsonValue();
      // The answer as JSON; wrapped so that a bare number parses too.
      return QJsonDocument::fromJson("[" + QByteArray::fromStdString(q->answer_json) + "]").array().at(0);
    };
    const QJsonArray chunks30 = {4, 4, 4, 4, 4, 4, 4, 2};  // R1.2: ⌈30/8⌉ = 4, the last 2
    QCOMPARE(answer("last-batch", 0), QJsonValue(chunks30));
    QCOMPARE(answer("last-batch", 1), QJsonValue(QJsonObject{{"batches", 4}, {"last", 10}}));  // R12.2: 100 = 3 × 30 + 10
    QCOMPARE(answer("last-batch", 2), QJsonValue(3));  // R7.1: the final 10 rows on 8 GPUs: 5 chunks, 3 GPUs idle
    QCOMPARE(answer("last-batch", 3), QJsonValue());   // no quiz at that stop
    QCOMPARE(answer("tutorial", 4), QJsonValue(chunks30));
    QCOMPARE(answer("tutorial", 7), QJsonValue(QJsonArray{10, 2}));  // R5: the last batch gathered, Linear(5, 2)
    QCOMPARE(answer("gradients", 1), QJsonValue(QJsonArray{30, 2}));
    // R9: Linear(5, 2) has 10 + 2 floats; cuda:0 receives them from the other 3 of 4 used GPUs.
    QCOMPARE(answer("gradients", 4), QJsonValue(3 * 12 * 4));
    // R13.3: 100 samples on 8 ranks pad to 104 by wrapping; rank 7 takes 7, 15, …, 95 and then 3.
    QJsonArray rank7;
    for (int i = 7; i < 100; i += 8) rank7.append(i);
    rank7.append(3);
    QCOMPARE(answer("dp-vs-ddp", 2), QJsonValue(rank7));
    QCOMPARE(answer("dp-vs-ddp", 5), QJsonValue(6));  // a ring over the stop's 4 ranks: 2(W−1) steps
    for (const char* name : {"tutorial", "last-batch", "dp-vs-ddp", "gradients"}) {
      const LessonRead r = readLessonFile(DPVIZ_SOURCE_DIR "/resources/lessons/" + QString::fromLatin1(name) + ".dpviz");
      QVERIFY2(r.lesson, qPrintable(r.error));
      int quizzes = 0;
      for (const LessonStop& s : r.lesson->stops) quizzes += s.quiz.has_value();
      QVERIFY2(quizzes >= 2 && quizzes <= 4, name);
    }
  }

  // A quiz stop is checked like the rest: a known kind, no unknown key, and a question the rules can
  // ask of that stop's run; the line names where.
  void badQuizStopsAreRefused_data() {
    QTest::addColumn<QByteArray>("steps");
    QTest::addColumn<QString>("expected");
    QTest::newRow("unknown kind") << QByteArray(R"([{"at": "1:scatter", "caption": {"en": "a", "zh_CN": "b"}, "quiz": {"kind": "chunks"}}])")
                                  << "\"kind\" must be one of chunk_sizes, idle_gpus, last_batch, gathered_shape, chunk_shapes, "
                                     "grad_bytes_to_gpu0, ring_steps, ddp_shard, got \"chunks\"";
    QTest::newRow("no kind") << QByteArray(R"([{"at": "1:scatter", "caption": {"en": "a", "zh_CN": "b"}, "quiz": {}}])")
                             << "is missing the required key \"kind\"";
    QTest::newRow("unknown key") << QByteArray(R"([{"at": "1:scatter", "caption": {"en": "a", "zh_CN": "b"}, "quiz": {"kind": "ring_steps", "world": 4}}])")
                                 << "unknown key \"world\"";
    QTest::newRow("not an object") << QByteArray(R"([{"at": "1:scatter", "caption": {"en": "a", "zh_CN": "b"}, "quiz": "idle_gpus"}])")
                                   << "\"quiz\" must be";
    QTest::newRow("rank on another kind") << QByteArray(R"([{"at": "1:scatter", "caption": {"en": "a", "zh_CN": "b"}, "quiz": {"kind": "idle_gpus", "rank": 1}}])")
                                          << "\"rank\" belongs only to the kind ddp_shard";
    QTest::newRow("rank out of range") << QByteArray(R"([{"at": "1:scatter", "caption": {"en": "a", "zh_CN": "b"}, "quiz": {"kind": "ddp_shard", "rank": 64}}])")
                                       << "\"rank\" must be";
    QTest::newRow("rank beyond the stop's GPUs") << QByteArray(R"([{"at": "1:scatter", "caption": {"en": "a", "zh_CN": "b"}, "quiz": {"kind": "ddp_shard", "rank": 8}}])")
                                                 << "stop 1: its quiz cannot be asked here: ";
  }
  void badQuizStopsAreRefused() {
    QFETCH(QByteArray, steps);
    QFETCH(QString, expected);
    const QString error = errorOf(minimal(steps));
    QVERIFY2(error.startsWith("x.dpviz:1:") && error.contains(expected), qPrintable(error));
    QVERIFY(!error.contains('\n'));
  }

  // Think time: the lesson's "round_seconds" and a quiz's "seconds", 5 to 3600 (both ends taken,
  // one past each refused), written back as read.
  void thinkTimesRoundTripWithinTheirBounds() {
    const auto withSeconds = [](const char* quizSeconds, const char* lessonSeconds) {
      return minimal(QByteArray(R"([{"at": "1:scatter", "caption": {"en": "a", "zh_CN": "b"}, "quiz": {"kind": "idle_gpus", "seconds": )") +
                         quizSeconds + "}}]",
                     QByteArray(" \"round_seconds\": ") + lessonSeconds + ",");
    };
    for (const auto& [q, l] : {std::pair{"5", "3600"}, std::pair{"3600", "5"}}) {
      const LessonRead r = parseLesson(withSeconds(q, l), "x");
      QVERIFY2(r.lesson, qPrintable(r.error));
      QCOMPARE(*r.lesson->stops[0].quiz->seconds, QByteArray(q).toInt());
      QCOMPARE(*r.lesson->round_seconds, QByteArray(l).toInt());
      const LessonRead again = parseLesson(lessonJson(*r.lesson), "x");
      QVERIFY2(again.lesson && *again.lesson == *r.lesson, qPrintable(again.error));
    }
    for (const auto& [q, l, key] : {std::tuple{"4", "60", "\"seconds\""}, std::tuple{"3601", "60", "\"seconds\""},
                                    std::tuple{"60", "4", "\"round_seconds\""}, std::tuple{"60", "3601", "\"round_seconds\""},
                                    std::tuple{"1.5", "60", "\"seconds\""}}) {
      const QString error = errorOf(withSeconds(q, l));
      QVERIFY2(error.startsWith("x.dpviz:") && error.contains(key) && !error.contains('\n'), qPrintable(error));
    }
  }

  // A quiz's "follow_up": true read and written back; not a boolean, refused; the follow-up is of
  // the stop's kind with other numbers, the same each time.
  void followUpRoundTrips() {
    const QByteArray steps = R"([{"at": "1:scatter", "caption": {"en": "a", "zh_CN": "b"}, "quiz": {"kind": "idle_gpus", "follow_up": true}},
                                 {"at": "1:gather", "caption": {"en": "c", "zh_CN": "d"}, "quiz": {"kind": "gathered_shape"}}])";
    const LessonRead r = parseLesson(minimal(steps), "x");
    QVERIFY2(r.lesson, qPrintable(r.error));
    QVERIFY(r.lesson->stops[0].quiz->follow_up);
    QVERIFY(!r.lesson->stops[1].quiz->follow_up);
    const LessonRead again = parseLesson(lessonJson(*r.lesson), "x");
    QVERIFY(again.lesson && *again.lesson == *r.lesson);
    QVERIFY(!lessonJson(*r.lesson).contains("false"));  // the default is never written
    const std::optional<dp::quiz::Question> follow = r.lesson->followUpAt(0);
    QVERIFY(follow && follow->kind == dp::quiz::Kind::IdleGpus);
    QVERIFY(follow->text.en != r.lesson->quizAt(0)->text.en);
    QCOMPARE(r.lesson->followUpAt(0)->text.en, follow->text.en);
    QVERIFY(!r.lesson->followUpAt(1));
    const QString error = errorOf(minimal(R"([{"at": "1:scatter", "caption": {"en": "a", "zh_CN": "b"}, "quiz": {"kind": "idle_gpus", "follow_up": "yes"}}])"));
    QVERIFY2(error.contains("\"follow_up\""), qPrintable(error));
  }

  // R14 in lessons: "mode": "ddp", world and local_batch, the view "ddp"; saved and read back,
  // accumulated over the stops like every key, and range-checked.
  void ddpKeysRoundTripAndAccumulate() {
    Lesson l;
    l.title = {"DDP", "DDP（分布式数据并行）"};
    LessonStop a;
    a.at = {1, AnimPhase::Load};
    a.caption = {"a", "甲"};
    a.config.ddp = true;
    a.config.world = 4;
    a.config.local_batch = 2;
    a.view = AppView::Ddp;
    LessonStop b;
    b.at = {1, AnimPhase::Load};
    b.caption = {"b", "乙"};
    b.config.world = 16;
    b.view = AppView::Ddp;
    l.stops = {a, b};
    const QByteArray json = lessonJson(l);
    QVERIFY(json.contains("\"mode\": \"ddp\"") || json.contains("\"mode\":\"ddp\""));
    const LessonRead r = parseLesson(json, "x");
    QVERIFY2(r.lesson, qPrintable(r.error + "\n" + json));
    QVERIFY(*r.lesson == l);
    QCOMPARE(r.lesson->ddpAt(0), (std::pair<int, qint64>{4, 2}));
    QCOMPARE(r.lesson->ddpAt(1), (std::pair<int, qint64>{16, 2}));
    QCOMPARE(Lesson{}.ddpAt(0), (std::pair<int, qint64>{2, 4}));
    QCOMPARE(r.lesson->configAt(1).mode, dp::RunMode::Forward);  // the stage keeps its own mode
    const QString tooMany = errorOf(minimal(R"([{"at": "1:load", "caption": {"en": "a", "zh_CN": "甲"}, "config": {"world": 17}}])"));
    QVERIFY2(tooMany.contains("\"world\""), qPrintable(tooMany));
    QVERIFY(!errorOf(minimal(R"([{"at": "1:load", "caption": {"en": "a", "zh_CN": "甲"}, "config": {"mode": "mpi"}}])")).isEmpty());
    // A recording: one of the bundled ones, and only in the DDP tab.
    const QString unknown = errorOf(minimal(R"([{"at": "1:load", "caption": {"en": "a", "zh_CN": "甲"}, "view": "ddp", "recording": "cable"}])"));
    QVERIFY2(unknown.contains("\"recording\"") && unknown.contains("pulled-link"), qPrintable(unknown));
    const QString notDdp = errorOf(minimal(R"([{"at": "1:load", "caption": {"en": "a", "zh_CN": "甲"}, "recording": "pulled-link"}])"));
    QVERIFY2(notDdp.contains("a recording is replayed in the DDP tab: it needs \"view\": \"ddp\""), qPrintable(notDdp));
    // "replay_at": "start" or "end", and only where a recording is replayed; refused where it stands.
    const QString badAt = errorOf(minimal(R"([{"at": "1:load", "caption": {"en": "a", "zh_CN": "甲"}, "view": "ddp", "recording": "pulled-link", "replay_at": "last"}])"));
    QVERIFY2(badAt.contains("x.dpviz:1:") && badAt.contains("\"replay_at\" must be one of start, end"), qPrintable(badAt));
    const QString live = errorOf(minimal(R"([{"at": "1:load", "caption": {"en": "a", "zh_CN": "甲"}, "view": "ddp", "replay_at": "end"}])"));
    QVERIFY2(live.contains("x.dpviz:1:") && live.contains("\"replay_at\" belongs to a stop with a \"recording\""), qPrintable(live));
    const LessonRead start = parseLesson(minimal(R"([{"at": "1:load", "caption": {"en": "a", "zh_CN": "甲"}, "view": "ddp", "recording": "pulled-link", "replay_at": "start"}])"), "x");
    QVERIFY2(start.lesson && !start.lesson->stops[0].replay_at_end, qPrintable(start.error));
  }

  void configKeysAreTheSchemas() {
    // The reader and the writer take their keys from one table (lessons/lesson_config_keys.h);
    // schema.md's "config" table must list the same keys, each with the same type, range or names.
    QFile file(DPVIZ_SOURCE_DIR "/resources/lessons/schema.md");
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString schema = QString::fromUtf8(file.readAll());
    const qsizetype start = schema.indexOf(QLatin1String("\n## config\n"));
    QVERIFY(start >= 0);
    const QString section = schema.mid(start + 1, schema.indexOf(QLatin1String("\n## "), start + 1) - start - 1);
    QMap<QString, QStringList> rows;  // key → its row's type and range cells
    for (const QString& line : section.split(QLatin1Char('\n'))) {
      const QStringList cells = line.split(QLatin1Char('|'));
      if (cells.size() < 5 || !cells[1].contains(QLatin1Char('`'))) continue;
      static const QRegularExpression name(QStringLiteral("`([a-z_]+)`"));
      for (auto it = name.globalMatch(cells[1]); it.hasNext();) rows[it.next().captured(1)] = {cells[2].trimmed(), cells[3].trimmed()};
    }
    QStringList table = lesson_config::names(), documented = rows.keys();
    table.sort();
    QCOMPARE(documented, table);
    const auto numbers = [](const QString& range) {  // "1–1,000,000" → {1, 1000000}
      const QStringList ends = QString(range).remove(QLatin1Char(',')).split(QChar(0x2013));
      return ends.size() == 2 ? std::pair{ends[0].toDouble(), ends[1].toDouble()} : std::pair{-2.0, -2.0};
    };
    int ranges = 0;
    for (const lesson_config::Key& key : lesson_config::keys()) {
      const QStringList row = rows.value(QLatin1String(key.name));
      const QString what = QLatin1String(key.name) + QLatin1String(": ") + row.join(QLatin1String(" | "));
      const auto range = [&](double lo, double hi, const char* type) {
        QVERIFY2(row[0] == QLatin1String(type), qPrintable(what));
        if (key.name == std::string_view("output_device")) {  // "−1 (the CPU) or a GPU index"
          QVERIFY2(lo == -1 && row[1].startsWith(QString(QChar(0x2212)) + QLatin1String("1 (the CPU) or a GPU index")), qPrintable(what));
          return;
        }
        QVERIFY2(numbers(row[1]) == (std::pair{lo, hi}), qPrintable(what));
        ++ranges;
      };
      if (auto* f = std::get_if<lesson_config::Integer>(&key.field)) range(double(f->range.min), double(f->range.max), "integer");
      if (auto* f = std::get_if<lesson_config::SmallInteger>(&key.field)) range(double(f->range.min), double(f->range.max), "integer");
      if (auto* f = std::get_if<lesson_config::Number>(&key.field)) range(f->range.min, f->range.max, "number");
      if (std::holds_alternative<lesson_config::Flag>(key.field)) QVERIFY2(row[0] == QLatin1String("true/false"), qPrintable(what));
      if (auto* f = std::get_if<lesson_config::Choice>(&key.field)) {
        QStringList quoted;  // `"a"`, `"b"` or `"c"`
        static const QRegularExpression name(QStringLiteral("`\"([a-z0-9_]+)\"`"));
        for (auto it = name.globalMatch(row[0]); it.hasNext();) quoted << it.next().captured(1);
        QVERIFY2(quoted == f->names(), qPrintable(what));
      }
    }
    QVERIFY(ranges >= 12);
  }

  // One line each, naming the file, the line and column, and what was expected.
  // Every limit of a stop's configuration at its edges, as resources/lessons/schema.md states it
  // (the numbers written here from the schema, not asked of the reader's constants): the lowest and
  // the highest taken, one step beyond each refused with a message that names the key.
  void everyLimitHoldsAtItsEdges_data() {
    QTest::addColumn<QByteArray>("config");
    QTest::addColumn<QString>("key");
    QTest::addColumn<bool>("taken");
    struct Limit {
      const char* key;
      const char* lowest;
      const char* below;
      const char* highest;
      const char* above;
      const char* with;  // what else the stop needs for the value to be judged on its own
    };
    const Limit limits[] = {
        {"gpus", "1", "0", "64", "65", ""},
        {"batch_size", "1", "0", "1000000", "1000001", ""},
        {"data_size", "0", "-1", "10000000", "10000001", R"("batch_size": 1000000, )"},
        {"input_size", "1", "0", "4096", "4097", ""},
        {"output_size", "1", "0", "4096", "4097", ""},
        {"seed", "0", "-1", "2147483647", "2147483648", ""},
        {"speed", "0.1", "0.09", "10", "10.01", ""},
        {"lr", "0", "-0.01", "10", "10.01", ""},
        {"momentum", "0", "-0.01", "0.99", "0.991", ""},
        {"epochs", "1", "0", "100", "101", ""},
        {"world", "1", "0", "16", "17", ""},
        {"local_batch", "1", "0", "1000000", "1000001", ""},
        // A GPU index of the stop's own GPUs, or −1 for the CPU: 0 and 3 of 4 GPUs, not −2 or 4.
        {"output_device", "-1", "-2", "3", "4", R"("gpus": 4, )"},
    };
    for (const Limit& l : limits) {
      const auto row = [&](const char* edge, const char* value, bool taken) {
        QTest::addRow("%s %s %s", l.key, edge, value) << QByteArray(l.with) + '"' + l.key + "\": " + value << QString(l.key) << taken;
      };
      row("lowest", l.lowest, true);
      row("below", l.below, false);
      row("highest", l.highest, true);
      row("above", l.above, false);
    }
  }
  void everyLimitHoldsAtItsEdges() {
    QFETCH(QByteArray, config);
    QFETCH(QString, key);
    QFETCH(bool, taken);
    const QByteArray stop = R"([{"at": "1:load", "caption": {"en": "a", "zh_CN": "b"}, "config": {)" + config + "}}]";
    const LessonRead r = parseLesson(minimal(stop), "x.dpviz");
    // Refused for this key: its range's message, or output_device's "is not one of its GPUs" (another
    // rule, such as an epoch with no batch for data_size 0, may refuse a value this key takes).
    const bool refused_for_key =
        !r.lesson && (r.error.contains('"' + key + "\" must") || (r.error.contains(key + ' ') && r.error.contains("is not one of")));
    QVERIFY2(refused_for_key != taken, qPrintable(config + " → " + (r.lesson ? QStringLiteral("taken") : r.error)));
  }

  void badContentIsRefusedWithWhere_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("error");
    QTest::newRow("unknown key (a typo)") << minimal(R"([{"at": "1:scatter", "caption": {"en": "a", "zh_CN": "b"}, "confg": {}}])")
                                          << "x.dpviz:1:147: unknown key \"confg\" in a step (expected one of: at, caption, config, view, pitfall, quiz, recording, replay_at)";
    QTest::newRow("unknown config key") << minimal(R"([{"at": "1:load",
  "caption": {"en": "a", "zh_CN": "b"}, "config": {"gpuss": 3}}])")
                                        << "x.dpviz:2:52: unknown key \"gpuss\" in \"config\" (expected one of: gpus, batch_size, data_size, "
                                           "input_size, output_size, seed, shuffle, drop_last, output_device, backend, speed, mode, model, lr, "
                                           "momentum, epochs, world, local_batch)";
    QTest::newRow("gpus out of range") << minimal(R"([{"at": "1:load", "caption": {"en": "a", "zh_CN": "b"}, "config": {"gpus": 65}}])")
                                       << "x.dpviz:1:163: \"gpus\" must be an integer from 1 to 64, got 65";
    QTest::newRow("gpus 0 (the app starts at 1)") << minimal(R"([{"at": "1:load", "caption": {"en": "a", "zh_CN": "b"}, "config": {"gpus": 0}}])")
                                                  << "x.dpviz:1:163: \"gpus\" must be an integer from 1 to 64, got 0";
    QTest::newRow("gpus not an integer") << minimal(R"([{"at": "1:load", "caption": {"en": "a", "zh_CN": "b"}, "config": {"gpus": 2.5}}])")
                                         << "x.dpviz:1:163: \"gpus\" must be an integer from 1 to 64, got 2.5";
    QTest::newRow("wrong type") << minimal(R"([{"at": "1:load", "caption": {"en": "a", "zh_CN": "b"}, "config": {"shuffle": "yes"}}])")
                                << "x.dpviz:1:166: \"shuffle\" must be true or false, not a string";
    QTest::newRow("missing caption") << minimal(R"([{"at": "1:load"}])") << "x.dpviz:1:89: a step is missing the required key \"caption\"";
    QTest::newRow("missing zh") << minimal(R"([{"at": "1:load", "caption": {"en": "a"}}])")
                                << "x.dpviz:1:117: \"caption\" is missing the required key \"zh_CN\"";
    QTest::newRow("no stops") << minimal("[]") << "x.dpviz:1:88: \"steps\" must hold at least one stop";
    QTest::newRow("bad at") << minimal(R"([{"at": "2:scater", "caption": {"en": "a", "zh_CN": "b"}}])")
                            << "x.dpviz:1:96: \"at\" must be \"batch:phase\" with a batch from 1 and a phase among load, scatter, "
                               "replicate, forward, gather, loss, backward, reduce, step, done, got \"2:scater\"";
    QTest::newRow("unknown view") << minimal(R"([{"at": "1:load", "caption": {"en": "a", "zh_CN": "b"}, "view": "stage"}])")
                                  << "x.dpviz:1:152: \"view\" must be one of run, explorer, timings, scaling, loss, ddp, explorer-ddp, "
                                     "ddp-compare, got \"stage\"";
    QTest::newRow("batch beyond the epoch") << minimal(R"([{"at": "5:load", "caption": {"en": "a", "zh_CN": "b"}}])")
                                            << "x.dpviz:1:89: stop 1 is at batch 5, but its configuration has 4 batches (data_size 100, batch_size 30)";
    QTest::newRow("no gather unwrapped") << minimal(R"([{"at": "1:gather", "caption": {"en": "a", "zh_CN": "b"}, "config": {"gpus": 1}}])")
                                         << "x.dpviz:1:89: stop 1: with 1 GPU the model is not wrapped, so there is no gather phase";
    QTest::newRow("training phase, forward mode") << minimal(R"([{"at": "1:backward", "caption": {"en": "a", "zh_CN": "b"}}])")
                                                  << "x.dpviz:1:89: stop 1: there is a backward phase only in training (\"mode\": \"train\")";
    QTest::newRow("step beyond the training") << minimal(R"([{"at": "9:loss", "caption": {"en": "a", "zh_CN": "b"}, "config": {"mode": "train", "epochs": 2}}])")
                                              << "x.dpviz:1:89: stop 1 is at step 9, but its training has 8 steps (4 batches × 2 epochs)";
    QTest::newRow("unknown model") << minimal(R"([{"at": "1:load", "caption": {"en": "a", "zh_CN": "b"}, "config": {"model": "cnn"}}])")
                                   << "x.dpviz:1:164: \"model\" must be one of linear, mlp, mlp3, got \"cnn\"";
    QTest::newRow("momentum out of range") << minimal(R"([{"at": "1:load", "caption": {"en": "a", "zh_CN": "b"}, "config": {"momentum": 1.5}}])")
                                           << "x.dpviz:1:167: \"momentum\" must be a number from 0 to 0.99, got 1.5";
    QTest::newRow("output device") << minimal(R"([{"at": "1:load", "caption": {"en": "a", "zh_CN": "b"}, "config": {"gpus": 2, "output_device": 5}}])")
                                   << "x.dpviz:1:89: stop 1: output_device 5 is not one of its 2 GPUs (or -1 for the CPU)";
    QTest::newRow("unknown pitfall") << minimal(R"([{"at": "1:load", "caption": {"en": "a", "zh_CN": "b"}, "pitfall": "nope"}])")
                                     << "x.dpviz:1:155: \"pitfall\" must be one of batch-lt-gpus, seven-gpus, last-batch, unbalanced, "
                                        "scalar-output, replica-raises, print-order, gpu0-memory, got \"nope\"";
    QTest::newRow("wrong format") << QByteArray(R"({"format": "dpviz", "version": 1, "title": {"en": "a", "zh_CN": "b"}, "steps": []})")
                                  << "x.dpviz:1:12: \"format\" must be \"dpviz-lesson\", got \"dpviz\"";
    QTest::newRow("newer version") << QByteArray(R"({"format": "dpviz-lesson", "version": 2, "title": {"en": "a", "zh_CN": "b"}, "steps": []})")
                                   << "x.dpviz:1:39: lesson format version 2 is newer than this dpviz reads (1)";
    QTest::newRow("duplicate key") << QByteArray(R"({"format": "dpviz-lesson", "format": "x"})")
                                   << "x.dpviz:1:28: key \"format\" appears twice in the lesson";
    QTest::newRow("not an object") << QByteArray("[1, 2]") << "x.dpviz:1:1: a lesson must be a JSON object {…}, not a list";
    QTest::newRow("syntax error") << QByteArray("{\"format\": \"dpviz-lesson\",\n  \"version\": 1,,}")
                                  << "x.dpviz:2:16: Missing a name for object member.";
    QTest::newRow("truncated") << minimal().left(60) << "x.dpviz:1:61: Missing a comma or '}' after an object member.";
    QTest::newRow("empty file") << QByteArray() << "x.dpviz:1:1: The document is empty.";
    QTest::newRow("deep nesting") << QByteArray(100000, '[') << "x.dpviz:1:9: nested more than 8 levels deep";
    QTest::newRow("binary junk") << QByteArray("{\"format\": \"\xff\xfe\x80\"}") << "x.dpviz:1:13: Invalid encoding in string.";
    QTest::newRow("NUL bytes") << QByteArray("{\"a\"\0:1}", 8) << "x.dpviz: is not a text file (it contains NUL bytes)";
    QTest::newRow("UTF-16") << QByteArray("\xff\xfe{\0\"\0", 6) << "x.dpviz: is not UTF-8 text (it looks like UTF-16); save it as UTF-8";
    QTest::newRow("UTF-16 without BOM") << QByteArray("{\0\"\0f\0", 6) << "x.dpviz: is not UTF-8 text (it looks like UTF-16); save it as UTF-8";
  }
  void badContentIsRefusedWithWhere() {
    QFETCH(QByteArray, bytes);
    QFETCH(QString, error);
    const LessonRead r = parseLesson(bytes, "x.dpviz");
    QVERIFY(!r.lesson);
    QCOMPARE(r.error, error);
    QVERIFY(!r.error.contains('\n'));
  }

  // Files that are not lessons at all: one line each, never a crash or a hang.
  void badFilesAreRefused() {
    QTemporaryDir dir;
    QCOMPARE(readLessonFile(dir.path()).error, dir.path() + ": is a folder, not a lesson file");
    QCOMPARE(readLessonFile(dir.filePath("missing.dpviz")).error, dir.filePath("missing.dpviz") + ": no such file");
    QFile huge(dir.filePath("huge.dpviz"));
    QVERIFY(huge.open(QIODevice::WriteOnly));
    huge.resize(5 * 1024 * 1024);
    huge.close();
    QCOMPARE(readLessonFile(huge.fileName()).error, huge.fileName() + ": is 5.0 MiB; a lesson file is at most 4 MiB");
    const QString fifo = dir.filePath("fifo.dpviz");
    QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    QCOMPARE(readLessonFile(fifo).error, fifo + ": is not a regular file");  // and no hang
    const LessonRead unreadable = readLessonFile("/proc/self/mem");  // open succeeds, reading fails
    QVERIFY2(unreadable.error.startsWith("/proc/self/mem: cannot be read ("), qPrintable(unreadable.error));
  }

  // A file its reader may not open (not testable as root, who may open any file: skipped then).
  void lockedFileIsRefused() {
    QTemporaryDir dir;
    QFile locked(dir.filePath("locked.dpviz"));
    QVERIFY(locked.open(QIODevice::WriteOnly));
    locked.write(minimal());
    locked.close();
    locked.setPermissions(QFileDevice::Permissions());
    QFile probe(locked.fileName());
    if (probe.open(QIODevice::ReadOnly)) QSKIP("running as a user who can read any file (root): no unreadable file here");
    QVERIFY(readLessonFile(locked.fileName()).error.startsWith(locked.fileName() + ": cannot be read ("));
  }

  // A UTF-8 byte-order mark (some editors add one) is accepted; positions count characters.
  void utf8BomAndCharacterColumns() {
    QVERIFY(parseLesson("\xEF\xBB\xBF" + minimal(), "x").lesson);
    const QString e = errorOf(R"({"format": "dpviz-lesson", "version": 1, "title": {"en": "数据并行", "zh_CN": "b"}, "stepz": []})");
    QCOMPARE(e, QString("x.dpviz:1:81: unknown key \"stepz\" in the lesson (expected one of: format, version, title, config, round_seconds, steps)"));
  }
};

QTEST_GUILESS_MAIN(TestLessonFiles)
#include "test_lesson_files.moc"
