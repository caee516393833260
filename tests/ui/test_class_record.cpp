// The class record (ui/vote/class_record.h, class_log.h, class_csv.h) and the class report
// (ui/export/class_report.h): a planted class written by hand, line by line, is the expected value;
// its numbers below were counted by hand, not by the code under test. The CSV is read back as bytes,
// the report's PDF with poppler's pdftotext, and `dpviz --class-report` run as a user runs it.
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>
#include <sys/stat.h>

#include "common/no_break.h"
#include "export/class_report.h"
#include "vote/class_csv.h"
#include "vote/class_log.h"
#include "vote/class_record.h"

using namespace classrec;

namespace {

// The planted class: question 1 (right: B, 0-based 1) voted by ten phones, question 2 skipped.
//   phone  first vote  second vote   way
//   1      A           B             wrong → right
//   2      B           B             right → right
//   3      C           B             wrong → right
//   4      B           A             right → wrong
//   5      D           D             wrong → wrong
//   6      A, then B   B             right → right (its first ballot replaced)
//   7      C           B             wrong → right
//   8      B           -             first vote only
//   9      -           B             second vote only
//   10     A           C             wrong → wrong
// First vote: 9 voters (A 2, B 4, C 2, D 1), 4 right = 44.4 %. Second: 9 voters (A 1, B 6, C 1,
// D 1), 6 right = 66.7 %. Both rounds: 8; wrong → right 3, right → wrong 1, right → right 2, wrong →
// wrong 2. Ballots: 10 + 9 = 19. Phones: 10.
QByteArray plantedClass() {
  const qint64 t0 = 1796572800000;  // 2026-12-06 16:00 UTC
  QByteArray r;
  const auto add = [&](const QByteArray& line) { r += line + '\n'; };
  add("{\"dpviz_class_record\":1,\"app\":\"test\",\"started\":\"2026-12-06T00:00:00.000Z\",\"t\":" + QByteArray::number(t0) +
      ",\"lesson\":{\"file\":\"class-90min.dpviz\",\"title\":{\"en\":\"One class\",\"zh_CN\":\"一节课\"},\"stops\":17}}");
  add("{\"question\":1,\"stop\":2,\"t\":" + QByteArray::number(t0 + 1000) +
      ",\"kind\":\"chunk_sizes\",\"right\":1,\"text\":{\"en\":\"=SUM(A1) chunk sizes?\",\"zh_CN\":\"数据块的大小？\"},"
      "\"options\":[{\"en\":\"[4, 4]\",\"zh_CN\":\"[4, 4]\"},{\"en\":\"[8, \\\"2\\\"]\",\"zh_CN\":\"[8, 2]\"},"
      "{\"en\":\"[5, 5]\",\"zh_CN\":\"[5, 5]\"},{\"en\":\"[10]\",\"zh_CN\":\"[10]\"}]}");
  add("{\"round\":1,\"question\":1,\"t\":" + QByteArray::number(t0 + 1000) + "}");
  const int first[][2] = {{1, 0}, {2, 1}, {3, 2}, {4, 1}, {5, 3}, {6, 0}, {6, 1}, {7, 2}, {8, 1}, {10, 0}};
  qint64 t = t0 + 2000;
  for (const auto& b : first) {
    add("{\"ballot\":1,\"round\":1,\"phone\":" + QByteArray::number(b[0]) + ",\"option\":" + QByteArray::number(b[1]) +
        ",\"t\":" + QByteArray::number(t += 500) + "}");
  }
  add("{\"round\":2,\"question\":1,\"t\":" + QByteArray::number(t += 1000) + "}");
  const int second[][2] = {{1, 1}, {2, 1}, {3, 1}, {4, 0}, {5, 3}, {6, 1}, {7, 1}, {9, 1}, {10, 2}};
  for (const auto& b : second) {
    add("{\"ballot\":1,\"round\":2,\"phone\":" + QByteArray::number(b[0]) + ",\"option\":" + QByteArray::number(b[1]) +
        ",\"t\":" + QByteArray::number(t += 500) + "}");
  }
  add("{\"reveal\":1,\"t\":" + QByteArray::number(t += 1000) + "}");
  add("{\"question\":2,\"stop\":5,\"t\":" + QByteArray::number(t += 1000) +
      ",\"kind\":\"ring_steps\",\"right\":0,\"text\":{\"en\":\"Ring steps?\",\"zh_CN\":\"环形步数？\"},"
      "\"options\":[{\"en\":\"14\",\"zh_CN\":\"14\"},{\"en\":\"7\",\"zh_CN\":\"7\"}]}");
  add("{\"skip\":2,\"t\":" + QByteArray::number(t += 1000) + "}");
  return r;
}

QList<QByteArray> csvRows(const QByteArray& csv) {
  QList<QByteArray> rows = csv.split('\n');
  if (!rows.isEmpty() && rows.last().isEmpty()) rows.removeLast();
  return rows;
}

// A CSV row's fields (quoted fields may hold commas and doubled quotes; none here holds a line break).
QStringList fields(QByteArray row) {
  if (row.endsWith('\r')) row.chop(1);
  QStringList out;
  const QString s = QString::fromUtf8(row);
  QString f;
  bool quoted = false;
  for (qsizetype i = 0; i < s.size(); ++i) {
    const QChar c = s[i];
    if (quoted && c == '"' && i + 1 < s.size() && s[i + 1] == '"') {
      f += '"';
      ++i;
    } else if (c == '"') {
      quoted = !quoted;
    } else if (c == ',' && !quoted) {
      out << f;
      f.clear();
    } else {
      f += c;
    }
  }
  return out << f;
}

struct Run {
  int status = -1;
  QByteArray err;
};
Run run(const QString& program, const QStringList& args) {
  QProcess p;
  p.start(program, args);
  if (!p.waitForFinished(120000)) {
    p.kill();
    p.waitForFinished();
    return {-2, "timed out"};
  }
  return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardError()};
}

QString pdfText(const QString& pdf) {
  QProcess p;
  p.start("pdftotext", {"-enc", "UTF-8", pdf, "-"});
  p.waitForFinished(60000);
  static const QRegularExpression space("\\s+");
  return no_break::plain(QString::fromUtf8(p.readAllStandardOutput())).replace(space, " ");
}

#define NEED_POPPLER() \
  if (QStandardPaths::findExecutable("pdftotext").isEmpty()) QSKIP("poppler-utils is not installed; tools/install-deps.sh installs it")

}  // namespace

class TestClassRecord : public QObject {
  Q_OBJECT

 private slots:
  // The planted class read back: the counts are each phone's last ballot; the pairs are of the
  // phones that voted in both rounds.
  void plantedClassSummary() {
    ClassLog log;
    QString error;
    QVERIFY2(readLog(plantedClass(), &log, &error), qPrintable(error));
    QCOMPARE(log.questions.size(), std::size_t(2));
    QCOMPARE(log.phones(), 10);
    QCOMPARE(log.ballots(), 19);
    QCOMPARE(log.unreadLines, 0);
    QCOMPARE(log.lesson.file, QString("class-90min.dpviz"));
    QCOMPARE(log.lesson.stops, 17);
    const Summary s = summarize(log.questions[0]);
    QCOMPARE(s.counts[0], (std::array<int, 4>{2, 4, 2, 1}));
    QCOMPARE(s.counts[1], (std::array<int, 4>{1, 6, 1, 1}));
    QCOMPARE(s.voters, (std::array<int, 2>{9, 9}));
    QCOMPARE(s.both, 8);
    QCOMPARE(s.wrongToRight, 3);
    QCOMPARE(s.rightToWrong, 1);
    QCOMPARE(s.rightToRight, 2);
    QCOMPARE(s.wrongToWrong, 2);
    QCOMPARE(log.questions[0].outcome, LoggedQuestion::Outcome::Revealed);
    QCOMPARE(log.questions[1].outcome, LoggedQuestion::Outcome::Skipped);
    QCOMPARE(summarize(log.questions[1]).voters, (std::array<int, 2>{0, 0}));
  }

  // Excel-safe: a byte-order mark, CRLF, one row per question then one per ballot, the pairs
  // counted right, a text that would start a formula kept as text, quotes doubled.
  void csvOfThePlantedClass() {
    ClassLog log;
    QString error;
    QVERIFY(readLog(plantedClass(), &log, &error));
    const QByteArray out = csv(log);
    QVERIFY(out.startsWith("\xEF\xBB\xBF" "row,vote,question,"));
    QVERIFY(out.endsWith("\r\n"));
    QCOMPARE(out.count("\r\n"), out.count('\n'));
    const QList<QByteArray> rows = csvRows(out);
    QCOMPARE(rows.size(), 1 + 2 + 19);  // the header, 2 questions, 19 ballots
    const QStringList head = fields(rows[0].mid(3));
    const auto at = [&](const QStringList& row, const char* column) { return row.value(head.indexOf(QString(column))); };
    for (const QByteArray& row : rows) QCOMPARE(fields(row).size(), head.size());
    const QStringList q1 = fields(rows[1]);
    QCOMPARE(at(q1, "row"), QString("question"));
    QCOMPARE(at(q1, "option"), QString("B"));
    QCOMPARE(at(q1, "r1_voters"), QString("9"));
    QCOMPARE(at(q1, "r1_right_pct"), QString("44.4"));
    QCOMPARE(at(q1, "r2_voters"), QString("9"));
    QCOMPARE(at(q1, "r2_right_pct"), QString("66.7"));
    QCOMPARE(at(q1, "gain_points"), QString("22.2"));
    QCOMPARE(at(q1, "both_rounds"), QString("8"));
    QCOMPARE(at(q1, "wrong_to_right"), QString("3"));
    QCOMPARE(at(q1, "right_to_wrong"), QString("1"));
    QCOMPARE(at(q1, "right_to_right"), QString("2"));
    QCOMPARE(at(q1, "wrong_to_wrong"), QString("2"));
    QCOMPARE(at(q1, "outcome"), QString("revealed"));
    QCOMPARE(at(q1, "question_en"), QString("'=SUM(A1) chunk sizes?"));  // never a formula
    QCOMPARE(at(q1, "question_zh_CN"), QString("数据块的大小？"));
    QCOMPARE(at(q1, "option_en"), QString("[8, \"2\"]"));
    const QStringList q2 = fields(rows[2]);
    QCOMPARE(at(q2, "outcome"), QString("skipped"));
    QCOMPARE(at(q2, "r1_right_pct"), QString());  // no voter: no share
    // The ballots: phone 6's first ballot is there, not counted; its second is.
    int counted = 0, sixes = 0;
    for (qsizetype i = 3; i < rows.size(); ++i) {
      const QStringList b = fields(rows[i]);
      QCOMPARE(at(b, "row"), QString("ballot"));
      counted += at(b, "counted") == "yes";
      if (at(b, "phone") == "6" && at(b, "round") == "1") {
        QCOMPARE(at(b, "counted"), QString(sixes++ == 0 ? "no" : "yes"));
      }
    }
    QCOMPARE(sixes, 2);
    QCOMPARE(counted, 18);
    const QStringList firstBallot = fields(rows[3]);
    QCOMPARE(at(firstBallot, "option"), QString("A"));
    QCOMPARE(at(firstBallot, "correct"), QString("no"));
    QCOMPARE(at(firstBallot, "seconds"), QString("2.500"));
    QCOMPARE(at(firstBallot, "option_zh_CN"), QString("[4, 4]"));
  }

  // A killed app's half line, a foreign line and a ballot for no question are passed over and
  // counted; the rest of the class is kept. A restart begins the ids and phones again.
  void damagedLinesArePassedOver() {
    QByteArray r = plantedClass();
    r.insert(r.indexOf("{\"round\":2"), "not json at all\n{\"ballot\":99,\"round\":1,\"phone\":1,\"option\":0,\"t\":1}\n");
    r += "{\"restart\":true,\"t\":1796572900000}\n";
    r += "{\"question\":1,\"stop\":0,\"t\":1796572900001,\"kind\":\"idle_gpus\",\"right\":0,\"text\":{\"en\":\"Idle?\",\"zh_CN\":\"空闲？\"},"
         "\"options\":[{\"en\":\"0\",\"zh_CN\":\"0\"},{\"en\":\"1\",\"zh_CN\":\"1\"}]}\n";
    r += "{\"ballot\":1,\"round\":1,\"phone\":1,\"option\":1,\"t\":1796572900002}\n";
    r += "{\"ballot\":1,\"round\":1,\"phone\":2,\"opt";  // the half line a SIGKILL could leave
    ClassLog log;
    QString error;
    QVERIFY2(readLog(r, &log, &error), qPrintable(error));
    QCOMPARE(log.unreadLines, 3);
    QCOMPARE(log.votes, 2);
    QCOMPARE(log.questions.size(), std::size_t(3));
    QCOMPARE(log.questions[2].vote, 2);
    QCOMPARE(log.questions[2].ballots.size(), std::size_t(1));
    QCOMPARE(summarize(log.questions[0]).counts[0], (std::array<int, 4>{2, 4, 2, 1}));  // untouched
    QCOMPARE(log.phones(), 11);  // phone 1 of the second start is another phone
  }

  void notARecordIsRefused_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("a lesson") << QByteArray("{\"format\":\"dpviz-lesson\",\"version\":1}\n");
    QTest::newRow("a later version") << QByteArray("{\"dpviz_class_record\":2,\"t\":1}\n");
    QTest::newRow("no time") << QByteArray("{\"dpviz_class_record\":1}\n");
    QTest::newRow("binary") << QByteArray("\x00\xff\xfe{", 4);
  }
  void notARecordIsRefused() {
    QFETCH(QByteArray, bytes);
    ClassLog log;
    QString error;
    QVERIFY(!readLog(bytes, &log, &error));
    QVERIFY(!error.isEmpty() && !error.contains('\n'));
  }

  // The writer's lines read back as written; a record already there goes on after a "restart",
  // the half line a killed app left on a line of its own; a file that is not a record is never
  // appended to.
  void writerAppendsAndGoesOn() {
    QTemporaryDir dir;
    const QString path = dir.filePath("c.dpvizclass");
    dp::quiz::Question q;
    q.text = {"Q?", "问？"};
    q.options = {{{"a", "甲"}, "", {}}, {{"b", "乙"}, "", {}}};
    q.right = 1;
    QString error;
    {
      Writer w;
      QVERIFY2(w.open(path, {"l.dpviz", "L", "课", 3}, &error), qPrintable(error));
      w.question(1, 2, q);
      w.round(1, 1);
      w.ballot(1, 1, 7, 1);
      w.ballot(1, 1, 8, 0);
      QVERIFY(w.failure().isEmpty());
    }  // closed: an "end" line
    QFile f(path);
    QVERIFY(f.open(QIODevice::Append));
    f.write("{\"ballot\":1,\"rou");  // as a SIGKILL inside a write could leave it
    f.close();
    {
      Writer w;
      QVERIFY2(w.open(path, {}, &error), qPrintable(error));
      w.question(1, 0, q);
      w.ballot(1, 1, 1, 0);
    }
    ClassLog log;
    QVERIFY2(loadLog(path, &log, &error), qPrintable(error));
    QCOMPARE(log.unreadLines, 1);
    QCOMPARE(log.votes, 2);
    QCOMPARE(log.questions.size(), std::size_t(2));
    QCOMPARE(log.questions[0].stop, 2);
    QCOMPARE(log.questions[0].text_zh_CN, QString("问？"));
    QCOMPARE(log.questions[0].options_zh_CN, QStringList({"甲", "乙"}));
    QCOMPARE(summarize(log.questions[0]).counts[0], (std::array<int, 4>{1, 1, 0, 0}));
    QCOMPARE(summarize(log.questions[1]).counts[0], (std::array<int, 4>{1, 0, 0, 0}));
    QCOMPARE(log.lesson.title_zh_CN, QString("课"));

    const QString other = dir.filePath("notes.txt");
    QFile n(other);
    QVERIFY(n.open(QIODevice::WriteOnly));
    n.write("my notes\n");
    n.close();
    Writer w;
    QVERIFY(!w.open(other, {}, &error));
    QVERIFY(error.contains("not a dpviz class record"));
    QVERIFY(n.open(QIODevice::ReadOnly));
    QCOMPARE(n.readAll(), QByteArray("my notes\n"));
    QVERIFY(!w.open(dir.filePath("no/such/folder/c.dpvizclass"), {}, &error));
    QVERIFY(!error.contains('\n'));
  }

  // A taken name gets -2, -3...
  void defaultPathsNeverCollide() {
    QTemporaryDir dir;
    const QDateTime when(QDate(2026, 12, 6), QTime(9, 5));
    const QString first = defaultPath(dir.path(), when);
    QCOMPARE(QFileInfo(first).fileName(), QString("class-2026-12-06-0905.dpvizclass"));
    QFile f(first);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.close();
    QCOMPARE(QFileInfo(defaultPath(dir.path(), when)).fileName(), QString("class-2026-12-06-0905-2.dpvizclass"));
  }

  // The report's numbers are the planted class's, in both languages.
  void reportOfThePlantedClass_data() {
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("en") << "en"
                        << QStringList{"Class report", "One class", "phones: 10 · ballots: 19 · questions: 2 (revealed: 1, skipped: 1)",
                                       "First vote: 44 % right (9 voters)", "Second vote: 67 % right (9 voters)", "Gain: +22 points",
                                       "Wrong → right: 3", "Right → wrong: 1", "Question 1 · stop 2", "Question 2 · stop 5",
                                       "Skipped: the answer was not shown."};
    QTest::newRow("zh_CN") << "zh_CN"
                           << QStringList{"课堂报告", "一节课", "数据块的大小？", "答对 44%（9 人投票）", "答对 67%（9 人投票）", "提高 +22 个百分点", "错 → 对：3 人", "对 → 错：1 人"};
  }
  void reportOfThePlantedClass() {
    NEED_POPPLER();
    QFETCH(QString, lang);
    QFETCH(QStringList, expected);
    ClassLog log;
    QString error;
    QVERIFY(readLog(plantedClass(), &log, &error));
    QTemporaryDir dir;
    const QString pdf = dir.filePath("r.pdf");
    QVERIFY2(classreport::write(log, lang, "class.dpvizclass", pdf, &error), qPrintable(error));
    // Chinese has no spaces: a line wrapped inside a phrase still reads as the phrase.
    static const QRegularExpression space("\\s+");
    const QString text = lang == "zh_CN" ? pdfText(pdf).remove(space) : pdfText(pdf);
    for (QString e : expected) {
      if (lang == "zh_CN") e.remove(space);
      QVERIFY2(text.contains(e), qPrintable(e + " not in: " + text));
    }
  }

  // `dpviz --class-report RECORD`: the CSV and both reports beside the record; a file that is not
  // a record: one line, exit 2, nothing written.
  void commandLine() {
    NEED_POPPLER();
    QTemporaryDir dir;
    const QString record = dir.filePath("class-a.dpvizclass");
    QFile f(record);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(plantedClass());
    f.close();
    const Run ok = run(DPVIZ_GUI, {"--class-report", record});
    QVERIFY2(ok.status == 0, ok.err.constData());
    for (const char* name : {"class-a.csv", "class-a-report-en.pdf", "class-a-report-zh_CN.pdf"}) {
      QVERIFY2(QFileInfo::exists(dir.filePath(name)), name);
      QVERIFY(ok.err.contains(QByteArray("wrote ") + dir.filePath(name).toUtf8()));
    }
    QVERIFY(pdfText(dir.filePath("class-a-report-en.pdf")).contains("dpviz --class-report class-a.dpvizclass"));
    const Run one = run(DPVIZ_GUI, {"--class-report", record, "--lang", "zh_CN"});
    QCOMPARE(one.status, 0);
    QCOMPARE(one.err.count("wrote"), 2);  // the CSV and the one report

    const QString bad = dir.filePath("bad.dpvizclass");
    QFile b(bad);
    QVERIFY(b.open(QIODevice::WriteOnly));
    b.write("hello\n");
    b.close();
    const Run refused = run(DPVIZ_GUI, {"--class-report", bad});
    QCOMPARE(refused.status, 2);
    QCOMPARE(refused.err.count('\n'), 1);
    QVERIFY(refused.err.startsWith("dpviz: "));
    QVERIFY(!QFileInfo::exists(dir.filePath("bad.csv")));
    const Run missing = run(DPVIZ_GUI, {"--class-report", dir.filePath("none.dpvizclass")});
    QCOMPARE(missing.status, 2);
    QCOMPARE(missing.err.count('\n'), 1);
  }
};

QTEST_MAIN(TestClassRecord)
#include "test_class_record.moc"
