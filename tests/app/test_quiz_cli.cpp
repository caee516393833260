// dpviz-cli quiz as a user runs it: text with the answers inline or read from a pipe,
// JSON lines equal to the engine's, GIFT that Moodle can import (one question a line, blank lines
// between), and every bad input one line on stderr with exit 2 and nothing on stdout.
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

#include "cli_process.h"
#include "quiz/quiz.h"
#include "quiz_checks.h"

namespace {

QByteArray engine_json(std::uint64_t seed, int count, const std::vector<dp::quiz::Kind>& kinds = {}) {
  QByteArray out;
  for (const auto& q : dp::quiz::generate(seed, count, kinds)) out += QByteArray::fromStdString(dp::quiz::to_json_line(q)) + "\n";
  return out;
}

}  // namespace

class TestQuizCli : public QObject {
  Q_OBJECT
  std::unique_ptr<QTemporaryDir> dir_;

  CliRun run(const QStringList& args, const QByteArray& input = {}) { return run_cli_in(dir_->path(), args, input); }

 private slots:
  void init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
  }
  void cleanup() { QCOMPARE(folder_entries(dir_->path()), QStringList()); }  // the quiz writes no file

  void jsonIsTheEnginesQuestions() {
    const CliRun r = run({"quiz", "--json", "--count", "100", "--seed", "7"});
    QCOMPARE(r.status, 0);
    QCOMPARE(r.err, QByteArray());
    QCOMPARE(r.out, engine_json(7, 100));
    QCOMPARE(r.out.count('\n'), 100);
    // Defaults: seed 1, 10 questions; --name=value works too.
    QCOMPARE(run({"quiz", "--json"}).out, engine_json(1, 10));
    QCOMPARE(run({"quiz", "--json", "--seed=1", "--count=10"}).out, engine_json(1, 10));
    const CliRun kinds = run({"quiz", "--json", "--count", "30", "--kinds", "ring_steps,ddp_shard"});
    QCOMPARE(kinds.out, engine_json(1, 30, {dp::quiz::Kind::RingSteps, dp::quiz::Kind::DdpShard}));
    QVERIFY(!kinds.out.contains("chunk_sizes"));
  }

  void giftImportsAsWritten() {
    for (const char* lang : {"en", "zh_CN"}) {
      const CliRun r = run({"quiz", "--gift", "--count", "40", "--lang", lang, "--seed", "3"});
      QCOMPARE(r.status, 0);
      QCOMPARE(r.err, QByteArray());
      const QList<QByteArray> lines = r.out.split('\n');
      QCOMPARE(lines.first(), QByteArray("// dpviz-cli quiz --seed 3 --count 40 --lang ") + lang + " --gift");
      const auto qs = dp::quiz::generate(3, 40);
      int questions = 0;
      for (qsizetype i = 1; i < lines.size(); ++i) {
        if (i % 2 == 1) {  // Moodle separates questions by blank lines
          QCOMPARE(lines[i], QByteArray());
          continue;
        }
        const quiz_checks::GiftQuestion g = quiz_checks::parse_gift(lines[i].toStdString());
        QVERIFY2(g.error.empty(), qPrintable(QString::fromStdString(g.error) + ": " + lines[i]));
        QCOMPARE(g.text, qs[static_cast<std::size_t>(questions)].text.in(lang));
        ++questions;
      }
      QCOMPARE(questions, 40);
      QVERIFY(r.out.endsWith("}\n"));
    }
  }

  // The comment line is the command that makes the same file again.
  void giftNamesItsCommand() {
    const CliRun r = run({"quiz", "--gift", "--count", "2", "--kinds", "ring_steps,idle_gpus", "--seed", "5"});
    QCOMPARE(r.status, 0);
    const QByteArray first = r.out.left(r.out.indexOf('\n'));
    QCOMPARE(first, QByteArray("// dpviz-cli quiz --seed 5 --count 2 --kinds ring_steps,idle_gpus --lang en --gift"));
    QCOMPARE(run(QString::fromUtf8(first.mid(3)).split(' ').mid(1)).out, r.out);
  }

  void textWithAnswersInline() {
    const CliRun r = run({"quiz", "--count", "3", "--answers"});
    QCOMPARE(r.status, 0);
    QCOMPARE(r.err, QByteArray());
    const auto qs = dp::quiz::generate(1, 3);
    const QString text = QString::fromUtf8(r.out);
    QCOMPARE(text.count("Answer: "), 3);
    QCOMPARE(text.count("Why: "), 3);
    for (const auto& q : qs) {
      QVERIFY(text.contains(QString::fromStdString(q.text.en)));
      QVERIFY(text.contains(QString("Answer: %1) %2\nWhy: %3\n")
                                .arg(q.right + 1)
                                .arg(QString::fromStdString(q.options[static_cast<std::size_t>(q.right)].text.en),
                                     QString::fromStdString(q.why.en))));
    }
    QVERIFY(text.startsWith("Question 1 of 3\n"));
    const CliRun zh = run({"quiz", "--count", "2", "--answers", "--lang", "zh_CN"});
    const QString z = QString::fromUtf8(zh.out);
    QVERIFY(z.startsWith(QStringLiteral("第 1 题（共 2 题）\n")));
    QCOMPARE(z.count(QStringLiteral("答案：")), 2);
    QVERIFY(z.contains(QString::fromStdString(dp::quiz::generate(1, 2)[1].why.zh_CN)));
  }

  // From a pipe: one line per question (1-4 to answer, anything else just reveals), no prompts,
  // a score at the end; end of input ends the quiz cleanly.
  void textReadsAnswersFromAPipe() {
    const auto qs = dp::quiz::generate(1, 3);
    const int right = qs[0].right + 1, wrong = qs[1].right == 0 ? 2 : 1;
    const CliRun r = run({"quiz", "--count", "3"}, QByteArray::number(right) + "\n" + QByteArray::number(wrong) + "\n\n");
    QCOMPARE(r.status, 0);
    QCOMPARE(r.err, QByteArray());
    const QString text = QString::fromUtf8(r.out);
    QVERIFY(!text.contains("Your answer"));  // not a terminal: no prompt
    QCOMPARE(text.count("Right."), 1);
    const auto& picked = qs[1].options[static_cast<std::size_t>(wrong - 1)];
    QVERIFY(text.contains(QString("Not quite: %1) %2 — %3\n")
                              .arg(wrong)
                              .arg(QString::fromStdString(picked.text.en), QString::fromStdString(picked.why.en))));
    QCOMPARE(text.count("Answer: "), 3);
    QVERIFY(text.endsWith("Score: 1 right of 2 answered.\n"));

    const CliRun early = run({"quiz", "--count", "5"}, "\n");  // one line, then end of input
    QCOMPARE(early.status, 0);
    QCOMPARE(QString::fromUtf8(early.out).count("Answer: "), 1);
    QVERIFY(early.out.contains("Question 2 of 5"));
    QVERIFY(!early.out.contains("Question 3 of 5"));
    QVERIFY(!early.out.contains("Score"));

    const CliRun none = run({"quiz"});  // stdin at its end at once
    QCOMPARE(none.status, 0);
    QVERIFY(none.out.startsWith("Question 1 of 10\n"));
    QVERIFY(!none.out.contains("Answer: "));
  }

  void badInput_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("err");
    QTest::newRow("count 0") << QStringList{"quiz", "--count", "0"} << "dpviz-cli: --count: expected an integer from 1 to 1000, got '0'";
    QTest::newRow("count 1001") << QStringList{"quiz", "--count", "1001"} << "dpviz-cli: --count: expected an integer from 1 to 1000, got '1001'";
    QTest::newRow("count word") << QStringList{"quiz", "--count", "ten"} << "dpviz-cli: --count: expected an integer, got 'ten'";
    QTest::newRow("count missing") << QStringList{"quiz", "--count"} << "dpviz-cli: --count needs a value";
    QTest::newRow("seed negative") << QStringList{"quiz", "--seed", "-1"}
                                   << "dpviz-cli: --seed: expected an integer of at least 0, got '-1'";
    QTest::newRow("seed word") << QStringList{"quiz", "--seed", "x"} << "dpviz-cli: --seed: expected an integer, got 'x'";
    const QString valid = "(valid kinds: chunk_sizes, idle_gpus, last_batch, gathered_shape, chunk_shapes, "
                          "grad_bytes_to_gpu0, ring_steps, ddp_shard)";
    QTest::newRow("kinds unknown") << QStringList{"quiz", "--kinds", "chunk_sizes,chunks"}
                                   << "dpviz-cli: --kinds: unknown kind 'chunks' " + valid;
    QTest::newRow("kinds empty") << QStringList{"quiz", "--kinds", ""} << "dpviz-cli: --kinds: unknown kind '' " + valid;
    QTest::newRow("lang") << QStringList{"quiz", "--lang", "fr"} << "dpviz-cli: --lang: expected 'en' or 'zh_CN', got 'fr'";
    QTest::newRow("json and gift") << QStringList{"quiz", "--json", "--gift"} << "dpviz-cli: --json and --gift cannot be used together";
    QTest::newRow("answers with json") << QStringList{"quiz", "--answers", "--json"}
                                       << "dpviz-cli: --answers is for the text mode (--json and --gift hold the answers already)";
    QTest::newRow("unknown option") << QStringList{"quiz", "--gpus", "8"}
                                    << "dpviz-cli: unknown option '--gpus' for 'quiz' (see dpviz-cli --help)";
    QTest::newRow("stray word") << QStringList{"quiz", "now"} << "dpviz-cli: unexpected argument 'now' for 'quiz' (see dpviz-cli --help)";
  }
  void badInput() {
    QFETCH(QStringList, args);
    QFETCH(QString, err);
    const CliRun r = run(args, "1\n");
    QCOMPARE(r.status, 2);
    QCOMPARE(r.out, QByteArray());
    QCOMPARE(QString::fromUtf8(r.err), err + "\n");
  }

  void helpNamesTheQuiz() {
    const CliRun r = run({"--help"});
    QCOMPARE(r.status, 0);
    QVERIFY(r.out.contains("dpviz-cli quiz [--seed S] [--count N]"));
    QVERIFY(r.out.contains("--gift"));
  }
};

QTEST_GUILESS_MAIN(TestQuizCli)
#include "test_quiz_cli.moc"
