// The --events vocabulary written once (run/ddp_schema.h): every line dpviz-ddp's writer makes
// (engine/run/ddp_output) carries exactly its kind's keys in the schema's order, and the DDP tab's
// reader (ui/ddp/ddp_events) takes it back with the same values; every phase, event kind and
// group backend name round-trips through its parser.
#include <QtTest>

#include "ddp/ddp_events.h"
#include "run/ddp_output.h"

namespace {

// The keys of a one-line JSON object, in the order written (only the top level's).
QStringList topKeys(const std::string& line) {
  QStringList keys;
  int depth = 0;
  bool in_string = false;
  QString key;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (in_string) {
      if (c == '\\') ++i;
      else if (c == '"') in_string = false;
      continue;
    }
    if (c == '"') {
      in_string = true;
      const std::size_t end = line.find('"', i + 1);
      if (depth == 1 && end != std::string::npos && end + 1 < line.size() && line[end + 1] == ':') {
        keys << QString::fromStdString(line.substr(i + 1, end - i - 1));
      }
    } else if (c == '{' || c == '[') {
      ++depth;
    } else if (c == '}' || c == ']') {
      --depth;
    }
  }
  return keys;
}

QStringList schemaKeys(dp::DdpEventKind kind) {
  QStringList keys;
  for (std::string_view k : dp::ddp_event_keys(kind)) keys << QString::fromUtf8(k.data(), qsizetype(k.size()));
  return keys;
}

template <class T>
T parsed(const std::string& line) {
  const DdpEventRead read = parseDdpEvent(QByteArray::fromStdString(line));
  if (!read.event) qFatal("refused: %s: %s", line.c_str(), qPrintable(read.error));
  if (!std::holds_alternative<T>(*read.event)) qFatal("another kind: %s", line.c_str());
  return std::get<T>(*read.event);
}

}  // namespace

class TestDdpSchema : public QObject {
  Q_OBJECT

 private slots:
  void namesRoundTrip() {
    for (int p = 0; p < dp::kDdpPhaseCount; ++p) {
      QCOMPARE(dp::parse_ddp_phase(dp::ddp_phase_name(dp::DdpPhase(p))), std::optional(dp::DdpPhase(p)));
    }
    QCOMPARE(dp::kDdpPhaseCount, 6);
    QCOMPARE(dp::ddp_phase_name(dp::DdpPhase::AllReduce), std::string_view("allreduce"));
    QCOMPARE(dp::ddp_phase_name(dp::DdpPhase::Optimizer), std::string_view("optimizer"));
    QVERIFY(!dp::parse_ddp_phase("scatter"));
    QVERIFY(!dp::parse_ddp_phase("Load"));
    for (std::size_t k = 0; k < dp::kDdpEventNames.size(); ++k) {
      QCOMPARE(dp::parse_ddp_event(dp::kDdpEventNames[k]), std::optional(dp::DdpEventKind(k)));
      QCOMPARE(dp::ddp_event_keys(dp::DdpEventKind(k)).front(), std::string_view(dp::ddp_key::event));
    }
    QVERIFY(!dp::parse_ddp_event("stop"));
    QCOMPARE(dp::group_backend_name(dp::GroupBackend::MpiHost), std::string_view("mpi-host"));
  }

  void startEventCarriesItsKeysAndValues_data() {
    QTest::addColumn<int>("backend");
    for (std::size_t b = 0; b < dp::kGroupBackendNames.size(); ++b) QTest::newRow(dp::kGroupBackendNames[b].data()) << int(b);
  }
  void startEventCarriesItsKeysAndValues() {
    QFETCH(int, backend);
    ddp::StartInfo s;
    s.world = 2;
    s.local_batch = 4;
    s.steps = 26;
    s.steps_per_epoch = 13;
    s.model = "Linear(5, 2)";
    s.backend = dp::GroupBackend(backend);
    s.params = {{"weight", dp::Shape{2, 5}, std::vector<float>(10)}, {"bias", dp::Shape{2}, std::vector<float>(2)}};
    s.buckets = {{1, 0}};
    s.bucket_bytes = {48};
    s.hosts = {"a", "b"};
    const std::string line = ddp::start_event(s);
    QCOMPARE(topKeys(line), schemaKeys(dp::DdpEventKind::Start));
    const DdpStart d = parsed<DdpStart>(line);
    QCOMPARE(d.world, 2);
    QCOMPARE(d.global_batch, qint64(8));
    QCOMPARE(d.steps_per_epoch, qint64(13));
    QCOMPARE(d.backend, QString::fromUtf8(dp::group_backend_name(s.backend).data()));
    QCOMPARE(int(d.params.size()), 2);
    QCOMPARE(d.params[0].bytes, qint64(40));
    QCOMPARE(d.buckets, (std::vector<std::vector<int>>{{1, 0}}));
    QCOMPARE(d.hosts, (QStringList{"a", "b"}));
  }

  void phaseEventsForEveryPhase_data() {
    QTest::addColumn<int>("phase");
    for (int p = 0; p < dp::kDdpPhaseCount; ++p) QTest::newRow(dp::kDdpPhaseNames[std::size_t(p)].data()) << p;
  }
  void phaseEventsForEveryPhase() {
    QFETCH(int, phase);
    const bool allreduce = dp::DdpPhase(phase) == dp::DdpPhase::AllReduce;
    const dp::DdpTimedPhase p{dp::DdpPhase(phase), 0, 0, allreduce ? 1 : -1, allreduce ? 384u : 0u};
    const std::string line = ddp::phase_event(3, 1, p, 10.5, 12.25);
    QStringList want = schemaKeys(dp::DdpEventKind::Phase);
    if (!allreduce) want.removeAll(QStringLiteral("bucket"));  // only an all-reduce names its bucket
    QCOMPARE(topKeys(line), want);
    const DdpPhaseEvent e = parsed<DdpPhaseEvent>(line);
    QCOMPARE(e.phase, dp::DdpPhase(phase));
    QCOMPARE(e.step, qint64(3));
    QCOMPARE(e.rank, 1);
    QCOMPARE(e.start_us, 10.5);
    QCOMPARE(e.end_us, 12.25);
    QCOMPARE(e.bucket, allreduce ? 1 : -1);
    QCOMPARE(e.bytes, qint64(allreduce ? 384 : 0));
  }

  void theOtherEvents() {
    std::string line = ddp::shard_event(1, 0, {4, 2, 0});
    QCOMPARE(topKeys(line), schemaKeys(dp::DdpEventKind::Shard));
    const DdpShard shard = parsed<DdpShard>(line);
    QCOMPARE(shard.epoch, qint64(1));
    QCOMPARE(shard.indices, (std::vector<qint64>{4, 2, 0}));

    line = ddp::step_event(5, 1, {0.5f, 0.25f}, 7.5);
    QCOMPARE(topKeys(line), schemaKeys(dp::DdpEventKind::Step));
    const DdpStepEvent step = parsed<DdpStepEvent>(line);
    QCOMPARE(step.step, qint64(5));
    QCOMPARE(step.losses, (std::vector<double>{0.5, 0.25}));
    QCOMPARE(step.step_us, 7.5);
    // --json: the same object without "event".
    QCOMPARE("{\"event\":\"step\"," + ddp::step_json(5, 1, {0.5f, 0.25f}, 7.5).substr(1), line);

    line = ddp::done_event(26, 0xabcdefull, true);
    QCOMPARE(topKeys(line), schemaKeys(dp::DdpEventKind::Done));
    const DdpDone done = parsed<DdpDone>(line);
    QCOMPARE(done.steps, qint64(26));
    QCOMPARE(done.checksum, QString("0000000000abcdef"));
    QVERIFY(done.identical);

    line = ddp::error_event(1, "rank 1: \"quoted\"");
    QCOMPARE(topKeys(line), schemaKeys(dp::DdpEventKind::Error).mid(0, 3));  // no cause: the three of old
    const DdpError error = parsed<DdpError>(line);
    QCOMPARE(error.rank, 1);
    QCOMPARE(error.message, QString("rank 1: \"quoted\""));
    QVERIFY(error.cause.isEmpty() && error.seconds == -1 && error.step == -1 && error.lost_hosts.isEmpty());

    // With its cause: every key, in the schema's order, read back as written.
    line = ddp::error_event(-1, "no step finished for 3 s", {dp::DdpCause::Stalled, 3, 7, {"node2", "node3"}});
    QCOMPARE(topKeys(line), schemaKeys(dp::DdpEventKind::Error));
    const DdpError stalled = parsed<DdpError>(line);
    QCOMPARE(stalled.cause, QString("stalled"));
    QCOMPARE(stalled.seconds, 3);
    QCOMPARE(stalled.step, qint64(7));
    QCOMPARE(stalled.lost_hosts, QStringList({"node2", "node3"}));
    const DdpError stopped = parsed<DdpError>(ddp::error_event(2, "rank 2 exited", {dp::DdpCause::Stopped, -1, -1, {}}));
    QCOMPARE(stopped.cause, QString("stopped"));
    QCOMPARE(stopped.seconds, -1);
    for (const dp::DdpCause c : {dp::DdpCause::Stalled, dp::DdpCause::Stopped}) QCOMPARE(dp::parse_ddp_cause(dp::ddp_cause_name(c)), c);
  }
};

QTEST_GUILESS_MAIN(TestDdpSchema)
#include "test_ddp_schema.moc"
