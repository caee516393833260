// The DDP tab's reader of dpviz-ddp's --events stream: the recorded streams (world 2 and 4, a
// failing rank) build the run they describe (R13.3 shards, R14.2 bucket all-reduces), and every
// malformed or inconsistent line is refused with one line naming it, after which the run stops.
#include <QFile>
#include <QtTest>

#include "ddp/ddp_run.h"

namespace {

DdpRun readFixture(const QString& name) {
  QFile f(QStringLiteral(DPVIZ_TEST_DATA "/ddp_events/") + name);
  if (!f.open(QIODevice::ReadOnly)) qFatal("missing fixture");
  DdpRun run;
  for (const QByteArray& line : f.readAll().split('\n')) {
    if (!line.isEmpty()) run.feedLine(line);
  }
  return run;
}

const QByteArray kStart =
    R"j({"event":"start","world":2,"local_batch":4,"global_batch":8,"steps":1,"steps_per_epoch":1,"model":"Linear(5, 2)",)j"
    R"j("backend":"cpu","params":[{"name":"weight","bytes":40},{"name":"bias","bytes":8}],"buckets":[[0,1]],)j"
    R"j("bucket_bytes":[48],"hosts":["a","b"]})j";

// Feeds kStart then `lines`; returns the run's stream error (empty when all were taken).
QString afterStart(const QList<QByteArray>& lines) {
  DdpRun run;
  if (!run.feedLine(kStart)) return QStringLiteral("start refused: ") + run.streamError();
  for (const QByteArray& l : lines) {
    if (!run.feedLine(l)) break;
  }
  return run.streamError();
}

}  // namespace

class TestDdpEvents : public QObject {
  Q_OBJECT

 private slots:
  void R14_2_worldTwoStreamBuildsTheRun() {
    const DdpRun run = readFixture("w2.jsonl");
    QVERIFY2(run.streamError().isEmpty(), qPrintable(run.streamError()));
    QCOMPARE(run.world(), 2);
    QCOMPARE(run.start().model, QString("Linear(5, 2)"));
    QCOMPARE(run.start().buckets, (std::vector<std::vector<int>>{{0, 1}}));
    QCOMPARE(run.completedSteps(), 4);
    QVERIFY(run.done() && run.done()->identical && run.done()->steps == 4);
    const DdpStepRecord& s = run.steps()[1];
    QCOMPARE(int(s.by_rank.size()), 2);
    QCOMPARE(int(s.by_rank[1].size()), 6);  // load, forward, loss, backward, allreduce, optimizer
    QCOMPARE(s.by_rank[1][4].phase, dp::DdpPhase::AllReduce);
    QCOMPARE(s.by_rank[1][4].bucket, 0);
    QCOMPARE(s.by_rank[1][4].bytes, qint64(48));
    QCOMPARE(int(s.losses.size()), 2);
    QVERIFY(!run.rankError());
    QVERIFY(run.finished());
  }

  // R13.3 without shuffle: 16 samples over 4 ranks, rank r takes r, r+4, ...
  void R13_3_shardsPerRankAndEpoch() {
    const DdpRun run = readFixture("w4.jsonl");
    QVERIFY2(run.streamError().isEmpty(), qPrintable(run.streamError()));
    QCOMPARE(run.shard(0, 2), (std::vector<qint64>{2, 6, 10, 14}));
    QCOMPARE(run.lastShardEpoch(), qint64(0));
    QVERIFY(run.shard(1, 0).empty() && run.shard(0, 4).empty() && run.shard(-1, 0).empty());
    QCOMPARE(readFixture("w2.jsonl").lastShardEpoch(), qint64(1));
  }

  // What dpviz-ddp itself wrote (tools/make_ddp_fixtures.py names the commands): read whole.
  void R14_4_recordedStreamsFromDpvizDdp() {
    const DdpRun w2 = readFixture("recorded_w2.jsonl");
    QVERIFY2(w2.streamError().isEmpty(), qPrintable(w2.streamError()));
    QCOMPARE(w2.start().buckets, (std::vector<std::vector<int>>{{1, 0}}));  // the reducer's order
    QVERIFY(w2.done() && w2.done()->identical && w2.completedSteps() == 2);
    const DdpRun w4 = readFixture("recorded_w4_mlp.jsonl");
    QVERIFY2(w4.streamError().isEmpty(), qPrintable(w4.streamError()));
    QCOMPARE(w4.world(), 4);
    QVERIFY(w4.done() && w4.done()->steps == w4.completedSteps());
    const DdpRun fail = readFixture("recorded_w3_fail.jsonl");
    QVERIFY2(fail.streamError().isEmpty(), qPrintable(fail.streamError()));
    QVERIFY(fail.rankError() && fail.rankError()->rank == 1 && !fail.done());
  }

  void failingRankIsRecorded() {
    const DdpRun run = readFixture("w4_fail.jsonl");
    QVERIFY(run.streamError().isEmpty());
    QVERIFY(run.rankError());
    QCOMPARE(run.rankError()->rank, 2);
    QVERIFY(run.rankError()->message.contains("--fail-rank 2"));
    QCOMPARE(run.completedSteps(), 1);
    QVERIFY(!run.done());
    QVERIFY(run.finished());
  }

  void malformedLinesAreRefused_data() {
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QString>("says");
    QTest::newRow("not json") << QByteArray("{\"event\":") << "not a JSON object";
    QTest::newRow("array") << QByteArray("[1]") << "must be a JSON object";
    QTest::newRow("no kind") << QByteArray(R"({"rank":0})") << "\"event\"";
    QTest::newRow("unknown kind") << QByteArray(R"({"event":"hello"})") << "unknown event";
    QTest::newRow("unknown key") << QByteArray(R"({"event":"error","rank":0,"message":"x","extra":1})") << "unknown key \"extra\"";
    QTest::newRow("twice") << QByteArray(R"({"event":"error","rank":0,"rank":1,"message":"x"})") << "appears twice";
    QTest::newRow("missing") << QByteArray(R"({"event":"error","rank":0})") << "without \"message\"";
    QTest::newRow("float rank") << QByteArray(R"({"event":"error","rank":1.5,"message":"x"})") << "an integer";
    QTest::newRow("string rank") << QByteArray(R"({"event":"error","rank":"1","message":"x"})") << "an integer";
    QTest::newRow("cause not a word") << QByteArray(R"({"event":"error","rank":0,"message":"x","cause":"Stalled!"})") << "lowercase letters";
    QTest::newRow("cause a number") << QByteArray(R"({"event":"error","rank":0,"message":"x","cause":3})") << "\"cause\" must be";
    QTest::newRow("negative seconds") << QByteArray(R"({"event":"error","rank":-1,"message":"x","seconds":-3})") << "an integer";
    QTest::newRow("lost host a number") << QByteArray(R"({"event":"error","rank":-1,"message":"x","lost_hosts":[2]})") << "host names";
    QTest::newRow("huge world") << QByteArray(kStart).replace("\"world\":2", "\"world\":65") << "\"world\"";
    QTest::newRow("bad backend") << QByteArray(kStart).replace("\"cpu\"", "\"gloo\"") << "\"backend\"";
    QTest::newRow("bad phase") << QByteArray(R"({"event":"phase","step":0,"rank":0,"phase":"sleep","start_us":0,"end_us":1})") << "\"phase\"";
    QTest::newRow("backwards time") << QByteArray(R"({"event":"phase","step":0,"rank":0,"phase":"load","start_us":5,"end_us":1})") << "before it starts";
    QTest::newRow("overflow") << QByteArray(R"({"event":"phase","step":0,"rank":0,"phase":"load","start_us":1e999,"end_us":1})") << "not a JSON object";
    QTest::newRow("negative time") << QByteArray(R"({"event":"phase","step":0,"rank":0,"phase":"load","start_us":-1,"end_us":1})") << "\"start_us\"";
    QTest::newRow("bucket on load") << QByteArray(R"({"event":"phase","step":0,"rank":0,"phase":"load","start_us":0,"end_us":1,"bucket":0})") << "\"bucket\"";
    QTest::newRow("allreduce no bucket") << QByteArray(R"({"event":"phase","step":0,"rank":0,"phase":"allreduce","start_us":0,"end_us":1,"bytes":4})") << "without \"bucket\"";
    QTest::newRow("checksum") << QByteArray(R"({"event":"done","steps":0,"params_checksum":"xyz","identical":true})") << "hexadecimal";
    QTest::newRow("identical") << QByteArray(R"({"event":"done","steps":0,"params_checksum":"ab","identical":1})") << "true or false";
    QTest::newRow("nul") << QByteArray("{\"event\":\"done\"\0}", 17) << "NUL";
    QTest::newRow("too long") << QByteArray(kDdpMaxLineBytes + 1, ' ') << "longer than any event";
  }
  void malformedLinesAreRefused() {
    QFETCH(QByteArray, line);
    QFETCH(QString, says);
    const DdpEventRead read = parseDdpEvent(line);
    QVERIFY(!read.event);
    QVERIFY2(read.error.contains(says), qPrintable(read.error));
    QVERIFY(!read.error.contains('\n'));
    DdpRun run;
    QVERIFY(!run.feedLine(line));
    QVERIFY(run.streamError().startsWith("line 1: "));
  }

  void inconsistentLinesStopTheRun_data() {
    QTest::addColumn<QList<QByteArray>>("lines");
    QTest::addColumn<QString>("says");
    const QByteArray load0 = R"({"event":"phase","step":0,"rank":0,"phase":"load","start_us":0,"end_us":1})";
    QTest::newRow("second start") << QList<QByteArray>{kStart} << "second \"start\"";
    QTest::newRow("rank beyond world") << QList<QByteArray>{QByteArray(load0).replace("\"rank\":0", "\"rank\":2")} << "rank 2 in a world of 2";
    QTest::newRow("step ahead") << QList<QByteArray>{QByteArray(load0).replace("\"step\":0", "\"step\":1")} << "step 0 was expected";
    QTest::newRow("unknown bucket") << QList<QByteArray>{R"({"event":"phase","step":0,"rank":0,"phase":"allreduce","start_us":0,"end_us":1,"bucket":1,"bytes":48})"} << "bucket 1 of 1";
    QTest::newRow("losses") << QList<QByteArray>{R"({"event":"step","step":0,"epoch":0,"losses":[1],"step_us":3})"} << "1 losses for 2 ranks";
    QTest::newRow("step twice") << QList<QByteArray>{R"({"event":"step","step":0,"epoch":0,"losses":[1,2],"step_us":3})", R"({"event":"step","step":0,"epoch":0,"losses":[1,2],"step_us":3})"} << "step 1 was expected";
    QTest::newRow("done early") << QList<QByteArray>{R"({"event":"done","steps":3,"params_checksum":"ab","identical":true})"} << "after 0 steps";
    QTest::newRow("shard epoch gap") << QList<QByteArray>{R"({"event":"shard","epoch":1,"rank":0,"indices":[0]})"} << "epoch 1";
    QTest::newRow("lost host of no rank") << QList<QByteArray>{R"({"event":"error","rank":-1,"message":"x","cause":"stalled","seconds":3,"step":0,"lost_hosts":["c"]})"} << "host c, which runs no rank";
    QTest::newRow("after done") << QList<QByteArray>{R"({"event":"done","steps":0,"params_checksum":"ab","identical":true})", load0} << "";
  }
  void inconsistentLinesStopTheRun() {
    QFETCH(QList<QByteArray>, lines);
    QFETCH(QString, says);
    const QString error = afterStart(lines);
    if (says.isEmpty()) {  // a finished run takes nothing more, quietly
      DdpRun run;
      QVERIFY(run.feedLine(kStart) && run.feedLine(lines[0]));
      QVERIFY(!run.feedLine(lines[1]));
      QVERIFY(run.streamError().isEmpty());
      return;
    }
    QVERIFY2(error.contains(says), qPrintable(error));
    QVERIFY(error.startsWith(QStringLiteral("line %1: ").arg(lines.size() + 1)));
  }

  void startIsCheckedAsAWhole() {
    DdpRun first;
    QVERIFY(!first.feedLine(R"({"event":"step","step":0,"epoch":0,"losses":[],"step_us":3})"));
    QVERIFY(first.streamError().contains("first event must be \"start\""));
    for (const auto& [from, to, says] : {std::tuple{"\"global_batch\":8", "\"global_batch\":9", "world × local_batch"},
                                         std::tuple{"[[0,1]]", "[[0,2]]", "parameter 2 of 2"},
                                         std::tuple{"[[0,1]]", "[[0,1],[1]]", "differ in length"},
                                         std::tuple{"[48]", "[40,8]", "differ in length"},
                                         std::tuple{"[\"a\",\"b\"]", "[\"a\"]", "one host per rank"}}) {
      DdpRun run;
      QVERIFY(!run.feedLine(QByteArray(kStart).replace(from, to)));
      QVERIFY2(run.streamError().contains(says), qPrintable(run.streamError()));
    }
    DdpRun twice;
    QVERIFY(!twice.feedLine(QByteArray(kStart).replace("[[0,1]]", "[[0,1],[1]]").replace("[48]", "[48,8]")));
    QVERIFY(twice.streamError().contains("two buckets"));
  }

  // An "error" line may come before "start" (a rank that fails at init) and ends the run.
  void errorBeforeStart() {
    DdpRun run;
    QVERIFY(run.feedLine(R"({"event":"error","rank":-1,"message":"MPI_Init failed"})"));
    QVERIFY(run.rankError() && run.rankError()->rank == -1);
    QVERIFY(run.finished());
  }
};

QTEST_GUILESS_MAIN(TestDdpEvents)
#include "test_ddp_events.moc"
