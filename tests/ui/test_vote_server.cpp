// The class vote's server: every message of the contract, every refusal (and that it
// changes nothing), one ballot per client per round, the limits (PIN, 1 KiB, 5 a second,
// connections), the files served and their headers, /tally on loopback, 300 phones voting twice
// from 300 addresses and from one.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QNetworkInterface>
#include <QTemporaryDir>
#include <QTest>

#include "quiz/predict_state.h"
#include "vote/class_log.h"
#include "vote/class_vote.h"
#include "vote/vote_connection.h"
#include "vote/vote_message.h"
#include "vote_raw_phone.h"

using namespace votetest;

namespace {
const QString kPin = QStringLiteral("1234");

dp::quiz::Question question(std::int64_t batch = 30) {
  dp::quiz::Config c;
  c.batch = batch;
  c.gpus = 8;
  return dp::quiz::make(dp::quiz::Kind::ChunkSizes, c, 3);
}

// A vote on 127.0.0.1 (any free port), class mode, with the question open in round 1.
struct Room {
  QTemporaryDir records;  // every room keeps a class record: each test plays it too
  PredictState state;
  ClassVote vote{&state};
  // max_connections > 0: that many slots outside and inside, from one address too.
  explicit Room(bool open_question = true, int max_connections = 0) {
    if (max_connections > 0) {
      vote::Limits l;
      l.maxOutside = l.maxInside = max_connections;
      l.maxPerAddress = 4 * max_connections;  // every phone here is 127.0.0.1
      vote.server()->setLimits(l);
    }
    QString error;
    vote.setRecordPath(records.filePath("class.dpvizclass"));
    if (!vote.start(QHostAddress::LocalHost, 0, kPin, &error)) qFatal("%s", qPrintable(error));
    if (open_question) state.open(question());
  }
  quint16 port() const { return vote.server()->port(); }
  std::unique_ptr<Phone> phone() {
    auto p = std::make_unique<Phone>();
    if (!p->open(port()) || !p->waitPushes(1)) qFatal("a phone could not connect");
    return p;
  }
};

// The tally's votes: what a refusal must leave as it was (the phones connected and the guard's
// counts of what was turned away may move).
QJsonObject votes(QJsonObject tally) {
  tally.remove("clients");
  tally.remove("guard");
  return tally;
}

QList<int> counts(const QJsonObject& tally) {
  QList<int> out;
  for (const QJsonValue& v : tally.value("counts").toArray()) out << v.toInt();
  return out;
}
}  // namespace

class TestVoteServer : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy); }

  // On connecting a phone gets the question in both languages, round 1, open; no answer yet.
  void pushOnConnect() {
    Room room;
    auto phone = room.phone();
    const QJsonObject push = phone->pushes.first();
    const QJsonObject q = push.value("question").toObject();
    QCOMPARE(q.value("id").toInt(), 1);
    QCOMPARE(q.value("kind").toString(), QStringLiteral("chunk_sizes"));
    QCOMPARE(q.value("text").toObject().value("en").toString(), QString::fromStdString(room.state.question().text.en));
    QCOMPARE(q.value("text").toObject().value("zh_CN").toString(), QString::fromStdString(room.state.question().text.zh_CN));
    const QJsonArray options = q.value("options").toArray();
    QCOMPARE(options.size(), 4);
    for (int i = 0; i < 4; ++i) {
      QCOMPARE(options[i].toObject().value("en").toString(), QString::fromStdString(room.state.question().options[std::size_t(i)].text.en));
      QVERIFY(!options[i].toObject().value("zh_CN").toString().isEmpty());
    }
    QCOMPARE(push.value("round").toInt(), 1);
    QCOMPARE(push.value("state").toString(), QStringLiteral("open"));
    QVERIFY(!push.contains("answer"));
    QVERIFY(!QJsonDocument(push).toJson().contains("why"));  // the rule stays on the lecturer's machine
  }

  // No question open: the push says so, and a ballot is refused.
  void noQuestion() {
    Room room(false);
    auto phone = room.phone();
    QVERIFY(phone->pushes.first().value("question").isNull());
    QCOMPARE(phone->pushes.first().value("state").toString(), QStringLiteral("closed"));
    QCOMPARE(phone->vote(kPin, "a", 1, 0).value("error").toString(), QStringLiteral("no question is open"));
    QVERIFY(tally(room.port()).value("question").isNull());
  }

  // A ballot is answered {"ok":true} and counted in /tally and in the PredictState's chart.
  void ballotCounted() {
    Room room;
    auto phone = room.phone();
    const QJsonObject reply = phone->vote(kPin, "phone-1", 1, 2);
    QCOMPARE(reply, QJsonObject({{"ok", true}}));
    const QJsonObject t = tally(room.port());
    QCOMPARE(t.value("question").toInt(), 1);
    QCOMPARE(t.value("round").toInt(), 1);
    QCOMPARE(counts(t), QList<int>({0, 0, 1, 0}));
    QCOMPARE(t.value("clients").toInt(), 1);
    QTRY_COMPARE(room.state.votes(1, 2), 1);
    QCOMPARE(room.vote.votesIn(1), 1);
  }

  // One ballot per client per round: a second replaces the first, the same one again counts once;
  // round 2 is a round of its own.
  void oneBallotPerClientPerRound() {
    Room room;
    auto phone = room.phone();
    QVERIFY(phone->vote(kPin, "c1", 1, 0).value("ok").toBool());
    QVERIFY(phone->vote(kPin, "c1", 1, 3).value("ok").toBool());
    QVERIFY(phone->vote(kPin, "c1", 1, 3).value("ok").toBool());
    QCOMPARE(counts(tally(room.port())), QList<int>({0, 0, 0, 1}));
    QTRY_COMPARE(room.state.votes(1, 3), 1);  // the panel's counts follow within a frame or two
    QCOMPARE(room.state.votes(1, 0), 0);
    room.state.advance();  // the lecturer's Enter: round 2
    QVERIFY(phone->waitPushes(2));
    QCOMPARE(phone->pushes.last().value("round").toInt(), 2);
    QCOMPARE(phone->pushes.last().value("state").toString(), QStringLiteral("open"));
    QVERIFY(phone->vote(kPin, "c1", 2, 1).value("ok").toBool());
    const QJsonObject t = tally(room.port());
    QCOMPARE(counts(t), QList<int>({0, 1, 0, 0}));
    QCOMPARE(t.value("rounds").toArray()[0].toArray(), QJsonArray({0, 0, 0, 1}));
    QTRY_COMPARE(room.state.votes(2, 1), 1);
    QTRY_COMPARE(room.state.votes(1, 3), 1);  // round 1's stays
  }

  // A phone that reloads joins again with its token and gets its own ballots on the open question
  // back in the push after its join (and only its own); the greeting before a join, or a join
  // with a key or PIN (a new phone), has none (knowing a phone's old client id once returned its
  // vote); the next question starts with none.
  void reloadedPhoneGetsItsBallotBack() {
    Room room;
    room.vote.server()->setClock([t = qint64(0)]() mutable { return t += 1000; });
    auto phone = room.phone();
    QVERIFY(phone->vote(kPin, "c1", 1, 2).value("ok").toBool());
    auto other = room.phone();
    QVERIFY(other->vote(kPin, "c2", 1, 0).value("ok").toBool());
    // A new connection joining as `how`: its greeting, and the push after its join. It speaks
    // for the phone from now on: the phone's older connection is closed.
    std::vector<std::unique_ptr<Phone>> reloads;
    const auto reload = [&](const QString& how, const QString& secret) {
      auto p = room.phone();
      if (p->pushes.first().contains("mine")) qFatal("a greeting before the join named a vote");
      if (!p->join(how, secret).value("ok").toBool()) return QJsonObject();
      reloads.push_back(std::move(p));
      return reloads.back()->joinedPush;
    };
    QCOMPARE(reload("token", phone->token).value("mine").toArray(), QJsonArray({2, QJsonValue::Null}));
    QVERIFY(phone->waitClosed());  // one connection per phone: the reloaded page's old one goes
    Phone& reloaded = *reloads.back();
    QCOMPARE(reload("token", other->token).value("mine").toArray(), QJsonArray({0, QJsonValue::Null}));
    QVERIFY(!reload("pin", kPin).contains("mine"));
    QVERIFY(!reload("key", room.vote.server()->joinKey()).contains("mine"));
    QVERIFY(reload("token", QString(22, 'A')).isEmpty());  // a made-up token joins nothing
    room.state.advance();  // round 2
    QVERIFY(reloaded.waitPushes(2));
    QVERIFY(reloaded.vote(kPin, "c1", 2, 1).value("ok").toBool());
    QCOMPARE(reload("token", phone->token).value("mine").toArray(), QJsonArray({2, 1}));
    room.state.advance();
    room.state.advance();  // revealed: the answer and the phone's own votes
    const QJsonObject revealed = reload("token", phone->token);
    QCOMPARE(revealed.value("state").toString(), QStringLiteral("revealed"));
    QCOMPARE(revealed.value("mine").toArray(), QJsonArray({2, 1}));
    QVERIFY(revealed.contains("answer"));
    // The class's two votes come with the answer, and never before it (no herding).
    QCOMPARE(revealed.value("counts").toArray(), QJsonArray({QJsonArray({1, 0, 1, 0}), QJsonArray({0, 1, 0, 0})}));
    for (const QJsonObject& p : reloaded.pushes) QCOMPARE(p.contains("counts"), p.value("state").toString() == "revealed");
    QCOMPARE(counts(tally(room.port())), QList<int>({0, 1, 0, 0}));  // reloading counts nothing
    room.state.close();
    room.state.open(question(10));
    QVERIFY(!reload("token", phone->token).contains("mine"));
  }

  // A question closed before its reveal (the lecturer's S) is said to the phones: the push with no
  // question names it as skipped; a question closed after its reveal, or the next one, is not.
  void skippedQuestionIsSaid() {
    Room room;
    auto phone = room.phone();
    room.state.close();  // skipped in round 1
    QVERIFY(QTest::qWaitFor([&] { return phone->pushes.last().value("question").isNull(); }, kDeadlineMs));
    QCOMPARE(phone->pushes.last().value("skipped").toInt(), 1);
    room.state.open(question(10));
    QVERIFY(QTest::qWaitFor([&] { return openQuestion(phone->pushes) == 2; }, kDeadlineMs));
    QVERIFY(!phone->pushes.last().contains("skipped"));
    room.state.advance();
    room.state.advance();
    room.state.advance();  // revealed
    QVERIFY(QTest::qWaitFor([&] { return phone->pushes.last().value("state").toString() == "revealed"; }, kDeadlineMs));
    room.state.close();  // moving on after the reveal: not a skip
    QVERIFY(QTest::qWaitFor([&] { return phone->pushes.last().value("question").isNull(); }, kDeadlineMs));
    QVERIFY(!phone->pushes.last().contains("skipped"));
    auto late = room.phone();  // a phone that connects now is told nothing was skipped
    QVERIFY(!late->pushes.first().contains("skipped"));
  }

  // A question closed unrevealed (skipped, or its lesson stop left) and asked again later is the
  // same question: its id, its ballots and the PredictState's counts come back; the next question
  // in between kept its own; the CSV has each question once.
  void questionAskedAgainKeepsItsVotes() {
    Room room;
    room.vote.server()->setClock([t = qint64(0)]() mutable { return t += 1000; });
    auto phone = room.phone();
    QVERIFY(phone->vote(kPin, "c1", 1, 2).value("ok").toBool());
    QVERIFY(phone->vote(kPin, "c1", 1, 3).value("ok").toBool());  // replaces: one ballot
    room.state.close();  // skipped
    room.state.open(question(10));
    QVERIFY(QTest::qWaitFor([&] { return openQuestion(phone->pushes) == 2; }, kDeadlineMs));
    QVERIFY(phone->vote(kPin, "c1", 1, 0).value("ok").toBool());
    QCOMPARE(tally(room.port()).value("question").toInt(), 2);
    room.state.close();
    room.state.open(question());  // back to the first
    const QJsonObject t = tally(room.port());
    QCOMPARE(t.value("question").toInt(), 1);
    QCOMPARE(counts(t), QList<int>({0, 0, 0, 1}));
    QCOMPARE(room.state.votes(1, 3), 1);
    QCOMPARE(room.state.totalVotes(1), 1);
    QCOMPARE(room.vote.votesIn(1), 1);
    QVERIFY(QTest::qWaitFor([&] { return phone->pushes.last().value("question").toObject().value("id").toInt() == 1; }, kDeadlineMs));
    QVERIFY(phone->vote(kPin, "c1", 1, 1).value("ok").toBool());  // still one ballot: replaced
    QCOMPARE(counts(tally(room.port())), QList<int>({0, 1, 0, 0}));
    // The record: two questions, the first asked twice; its round-1 count is the phone's last ballot.
    classrec::ClassLog log;
    QString error;
    QVERIFY2(classrec::loadLog(room.vote.recordPath(), &log, &error), qPrintable(error));
    QCOMPARE(log.questions.size(), std::size_t(2));
    QCOMPARE(log.questions[0].ballots.size(), std::size_t(3));
    QCOMPARE(classrec::summarize(log.questions[0]).counts[0], (std::array<int, 4>{0, 1, 0, 0}));
    QCOMPARE(log.questions[1].outcome, classrec::LoggedQuestion::Outcome::Skipped);
  }

  // Each refusal: its one line, and the tally as it was.
  void refusalsChangeNothing_data() {
    QTest::addColumn<QByteArray>("message");  // TOKEN: the phone's own token (it joins first); OTHER: another's
    QTest::addColumn<QString>("error");
    const QByteArray made_up(22, 'A');
    QTest::newRow("wrong PIN") << joinMessage("pin", "4321") << "wrong PIN";
    QTest::newRow("wrong key") << joinMessage("key", made_up) << "wrong join key";
    QTest::newRow("unknown token") << joinMessage("token", made_up) << "unknown token";
    const QString shape = "join: expected {\"key\": K}, {\"pin\": \"NNNNNN\"} or {\"token\": T}";
    QTest::newRow("PIN as a number") << QByteArray(R"({"join":{"pin":1234}})") << shape;
    QTest::newRow("two ways to join") << QByteArray(R"({"join":{"pin":"1234","key":"k"}})") << shape;
    QTest::newRow("join by name") << QByteArray(R"({"join":{"name":"me"}})") << shape;
    QTest::newRow("join as text") << QByteArray(R"({"join":"1234"})") << shape;
    QTest::newRow("PIN with a space") << QByteArray(R"({"join":{"pin":"12 34"}})") << shape;
    QTest::newRow("a ballot before joining") << ballot(made_up, 1, 1, 0) << "join the vote first";
    QTest::newRow("another phone's token, unjoined") << ballot("OTHER", 1, 1, 0) << "join the vote first";
    // (joined first: the "x" member names TOKEN, and is ignored)
    QTest::newRow("another phone's token") << QByteArray(R"({"x":"TOKEN","token":"OTHER","question":1,"round":1,"choice":0})")
                                             << "one phone per connection";
    QTest::newRow("round 2 before it opens") << ballot("TOKEN", 1, 2, 0) << "round 2 is not open yet";
    QTest::newRow("another question") << ballot("TOKEN", 2, 1, 0) << "that question is over";
    QTest::newRow("round 0") << ballot("TOKEN", 1, 0, 0) << "round: expected 1 or 2";
    QTest::newRow("round 3") << ballot("TOKEN", 1, 3, 0) << "round: expected 1 or 2";
    QTest::newRow("round as text") << QByteArray(R"({"token":"TOKEN","question":1,"round":"1","choice":0})") << "round: expected 1 or 2";
    QTest::newRow("round 1.5") << QByteArray(R"({"token":"TOKEN","question":1,"round":1.5,"choice":0})") << "round: expected 1 or 2";
    QTest::newRow("no question") << QByteArray(R"({"token":"TOKEN","round":1,"choice":0})") << "question: expected the question's id";
    QTest::newRow("question 0") << ballot("TOKEN", 0, 1, 0) << "question: expected the question's id";
    QTest::newRow("choice 4") << ballot("TOKEN", 1, 1, 4) << "unknown choice";
    QTest::newRow("choice -1") << ballot("TOKEN", 1, 1, -1) << "unknown choice";
    QTest::newRow("choice 0.5") << QByteArray(R"({"token":"TOKEN","question":1,"round":1,"choice":0.5})") << "unknown choice";
    QTest::newRow("choice 1e9") << QByteArray(R"({"token":"TOKEN","question":1,"round":1,"choice":1e9})") << "unknown choice";
    QTest::newRow("no choice") << QByteArray(R"({"token":"TOKEN","question":1,"round":1})") << "unknown choice";
    const QString token_shape = "token: expected the token the join gave, 1 to 64 printable ASCII characters";
    QTest::newRow("no token") << QByteArray(R"({"question":1,"round":1,"choice":0})") << token_shape;
    QTest::newRow("token with a space") << ballot("a b", 1, 1, 0) << token_shape;
    QTest::newRow("token of 65") << ballot(QString(65, 'c'), 1, 1, 0) << token_shape;
    QTest::newRow("the old ballot") << QByteArray(R"({"pin":"1234","client":"x","round":1,"choice":0})") << token_shape;
    QTest::newRow("an array") << QByteArray("[1,2]")
                              << "expected a JSON object: {\"join\": {...}} or {\"token\", \"question\", \"round\", \"choice\"}";
  }
  void refusalsChangeNothing() {
    QFETCH(QByteArray, message);
    QFETCH(QString, error);
    Room room;
    auto other = room.phone();
    QVERIFY(other->vote(kPin, "before", 1, 1).value("ok").toBool());
    auto phone = room.phone();
    if (message.contains("TOKEN")) {
      QVERIFY(phone->join("pin", kPin).value("ok").toBool());
      message.replace("TOKEN", phone->token.toLatin1());
    }
    message.replace("OTHER", other->token.toLatin1());
    const QJsonObject before = votes(tally(room.port()));
    const QJsonObject reply = phone->send(message);
    QCOMPARE(reply, QJsonObject({{"ok", false}, {"error", error}}));
    QVERIFY(!error.contains('\n'));
    QCOMPARE(votes(tally(room.port())), before);
    QTRY_COMPARE(room.state.totalVotes(1), 1);
    QVERIFY(!phone->closed);  // a refusal keeps the socket
  }

  // Round 1 closes when round 2 opens; after round 2 the vote is closed; the reveal pushes the
  // answer and its why, and only then.
  void closedRoundsAndReveal() {
    Room room;
    room.vote.server()->setClock([t = qint64(0)]() mutable { return t += 1000; });  // a second between messages
    auto phone = room.phone();
    QVERIFY(phone->vote(kPin, "c", 1, 0).value("ok").toBool());
    room.state.advance();  // round 2
    QCOMPARE(phone->vote(kPin, "c", 1, 2).value("error").toString(), QStringLiteral("round 1 is closed"));
    QVERIFY(phone->vote(kPin, "c", 2, 1).value("ok").toBool());
    room.state.advance();  // the chart: round 2 closed
    QCOMPARE(room.state.votes(2, 1), 1);  // at once: the chart shows every ballot counted
    QCOMPARE(room.state.votes(1, 0), 1);
    QVERIFY(phone->waitPushes(3));
    QCOMPARE(phone->pushes.last().value("state").toString(), QStringLiteral("closed"));
    QCOMPARE(phone->vote(kPin, "c", 2, 1).value("error").toString(), QStringLiteral("the vote is closed"));
    for (const QJsonObject& p : phone->pushes) QVERIFY(!p.contains("answer"));
    room.state.advance();  // the reveal
    QVERIFY(phone->waitPushes(4));
    const QJsonObject revealed = phone->pushes.last();
    QCOMPARE(revealed.value("state").toString(), QStringLiteral("revealed"));
    const QJsonObject answer = revealed.value("answer").toObject();
    QCOMPARE(answer.value("choice").toInt(), room.state.question().right);
    // The why as the quiz says it, less its rule code (the room reads no "(R1.2)").
    QCOMPARE(answer.value("why").toObject().value("en").toString(),
             QString::fromStdString(room.state.question().why.en).replace(" (R1.2).", "."));
    QCOMPARE(answer.value("why").toObject().value("zh_CN").toString(),
             QString::fromStdString(room.state.question().why.zh_CN).replace("（R1.2）。", "。"));
    QVERIFY(QString::fromStdString(room.state.question().why.zh_CN).contains("（R1.2）"));
    QCOMPARE(phone->vote(kPin, "c", 2, 2).value("error").toString(), QStringLiteral("the vote is closed"));
    QCOMPARE(counts(tally(room.port())), QList<int>({0, 1, 0, 0}));
    // The next question: a new id, no ballots, round 1 open, no answer.
    room.state.close();
    room.state.open(question(10));
    QVERIFY(QTest::qWaitFor([&] { return phone->pushes.last().value("question").toObject().value("id").toInt() == 2; }, kDeadlineMs));
    QCOMPARE(phone->pushes.last().value("round").toInt(), 1);
    QVERIFY(!phone->pushes.last().contains("answer"));
    QCOMPARE(counts(tally(room.port())), QList<int>({0, 0, 0, 0}));
    QVERIFY(phone->vote(kPin, "c", 1, 3).value("ok").toBool());
    // The last question's ballot is not carried over: this one counts once, and nothing is taken
    // off the option it chose there (the synchronous tally, then the panel after its flush).
    QCOMPARE(counts(tally(room.port())), QList<int>({0, 0, 0, 1}));
    QTRY_COMPARE(room.state.votes(1, 3), 1);
    QCOMPARE(room.state.totalVotes(1), 1);
  }

  // Not JSON, or over 1 KiB, closes that socket (the others and the tally go on); 1 KiB is fine.
  void badMessagesCloseTheSocket_data() {
    QTest::addColumn<QByteArray>("message");
    QTest::newRow("not JSON") << QByteArray("{\"pin\": ");
    QTest::newRow("text") << QByteArray("hello");
    QTest::newRow("empty") << QByteArray("");
    QTest::newRow("a bare number") << QByteArray("7");  // Qt's parser takes objects and arrays only
    QByteArray big = ballot("big", 1, 1, 0);
    big.insert(1, QByteArray(vote::kMaxMessageBytes + 1 - big.size(), ' '));
    QTest::newRow("1025 bytes") << big;
    QTest::newRow("a megabyte") << QByteArray(1 << 20, 'x');
  }
  void badMessagesCloseTheSocket() {
    QFETCH(QByteArray, message);
    Room room;
    auto bad = room.phone();
    auto good = room.phone();
    QVERIFY(good->vote(kPin, "good", 1, 1).value("ok").toBool());
    const QJsonObject before = votes(tally(room.port()));
    bad->socket->sendTextMessage(QString::fromUtf8(message));
    QVERIFY(bad->waitClosed());
    QVERIFY(bad->replies.isEmpty());
    QVERIFY(QTest::qWaitFor([&] { return room.vote.clients() == 1; }, kDeadlineMs));
    QCOMPARE(votes(tally(room.port())), before);
    QCOMPARE(tally(room.port()).value("guard").toObject().value("closed").toInt(), 1);  // the join screen counts it
    QVERIFY(good->vote(kPin, "good", 1, 2).value("ok").toBool());  // the server stays up
  }
  void exactlyOneKiB() {
    Room room;
    auto phone = room.phone();
    QVERIFY(phone->join("pin", kPin).value("ok").toBool());
    QByteArray m = ballot(phone->token, 1, 1, 0);
    m.insert(1, QByteArray(vote::kMaxMessageBytes - m.size(), ' '));
    QCOMPARE(m.size(), vote::kMaxMessageBytes);
    QVERIFY(phone->send(m).value("ok").toBool());
  }
  void binaryClosesTheSocket() {
    Room room;
    auto phone = room.phone();
    phone->socket->sendBinaryMessage(ballot("bin", 1, 1, 0));
    QVERIFY(phone->waitClosed());
    QCOMPARE(room.state.totalVotes(1), 0);
  }

  // More than 5 messages a second from one connection are dropped unanswered and uncounted.
  void rateLimit() {
    Room room;
    qint64 now = 1'000'000;
    room.vote.server()->setClock([&now] { return now; });  // the clock stands still: a burst
    auto phone = room.phone();
    QVERIFY(phone->join("pin", kPin).value("ok").toBool());
    now += 1000;
    for (int i = 0; i < 20; ++i) phone->socket->sendTextMessage(QString::fromUtf8(ballot(phone->token, 1, 1, i % 4)));
    QVERIFY(QTest::qWaitFor([&] { return phone->replies.size() >= 5; }, kDeadlineMs));
    now += 1000;  // a second later: heard again
    QVERIFY(phone->vote(kPin, "fast", 1, 3).value("ok").toBool());
    QCOMPARE(phone->replies.size(), 7);  // the join, 5 of the burst, then this one: the other 15 were dropped
    QCOMPARE(counts(tally(room.port())), QList<int>({0, 0, 0, 1}));  // each ballot of "fast" replaced the one before
    QTRY_COMPARE(room.state.totalVotes(1), 1);
  }

  // Wrong PINs back off per address (never a room-wide stop, and no oracle): five are
  // free, the sixth makes the address wait a second before its next PIN is even looked at (the
  // right one too: refused with retry_ms, unchecked), the seventh two; a phone that joined goes
  // on voting; after the wait the right PIN joins.
  void wrongPinsBackOffPerAddress() {
    Room room;
    qint64 now = 1'000'000;
    room.vote.server()->setClock([&now] { return now; });
    auto voter = room.phone();
    QVERIFY(voter->vote(kPin, "voter", 1, 1).value("ok").toBool());
    auto phone = room.phone();
    const vote::Limits l;
    for (int i = 0; i <= l.freeWrongPins; ++i) {
      QCOMPARE(phone->join("pin", QStringLiteral("%1").arg(i, 4, 10, QLatin1Char('0'))).value("error").toString(), QStringLiteral("wrong PIN"));
      now += 250;  // within one connection's message rate
    }
    const QJsonObject waiting = phone->join("pin", kPin);
    QCOMPARE(waiting.value("error").toString(), QString::fromLatin1(vote::error::kTooManyWrongPins));
    QCOMPARE(waiting.value("retry_ms").toInt(), l.pinBackoffMs - 250);
    QVERIFY(voter->vote(kPin, "voter", 1, 2).value("ok").toBool());  // it joined before: never held up
    now += l.pinBackoffMs;
    QCOMPARE(phone->join("pin", "0000").value("error").toString(), QStringLiteral("wrong PIN"));
    now += l.pinBackoffMs;  // the seventh wrong PIN: two seconds
    QCOMPARE(phone->join("pin", kPin).value("retry_ms").toInt(), l.pinBackoffMs);
    now += l.pinBackoffMs;
    QVERIFY(phone->vote(kPin, "guess", 1, 0).value("ok").toBool());
    QCOMPARE(counts(tally(room.port())), QList<int>({1, 0, 1, 0}));
    QCOMPARE(tally(room.port()).value("guard").toObject().value("wrong_pins").toInt(), l.freeWrongPins + 2);
  }

  // One connection speaks for one phone: a second join as another (its PIN again, a key, another
  // token) is refused, and so is a ballot with another phone's token.
  void onePhonePerConnection() {
    Room room;
    room.vote.server()->setClock([t = qint64(0)]() mutable { return t += 1000; });  // no message over the rate
    auto phone = room.phone();
    QVERIFY(phone->vote(kPin, "me", 1, 0).value("ok").toBool());
    auto other = room.phone();
    QVERIFY(other->join("pin", kPin).value("ok").toBool());
    QCOMPARE(phone->send(joinMessage("pin", kPin)).value("error").toString(), QStringLiteral("one phone per connection"));
    QCOMPARE(phone->send(joinMessage("key", room.vote.server()->joinKey())).value("error").toString(), QStringLiteral("one phone per connection"));
    QCOMPARE(phone->send(joinMessage("token", other->token)).value("error").toString(), QStringLiteral("one phone per connection"));
    QCOMPARE(phone->send(ballot(other->token, 1, 1, 1)).value("error").toString(), QStringLiteral("one phone per connection"));
    QVERIFY(phone->send(joinMessage("token", phone->token)).value("ok").toBool());  // itself again: nothing changes
    QCOMPARE(counts(tally(room.port())), QList<int>({1, 0, 0, 0}));
  }

  // WebSocket on another path than /ws: closed, no push.
  void webSocketOnlyOnWs() {
    Room room;
    Phone phone;
    phone.open(room.port(), "/other");
    QVERIFY(phone.waitClosed());
    QVERIFY(phone.pushes.isEmpty());
    QCOMPARE(room.vote.clients(), 0);
  }

  // A browser's WebSocket from another site's page is closed; from our page (or a script) it is not.
  void onlyOurOwnPage() {
    Room room;
    Phone evil(QStringLiteral("http://evil.example"));
    evil.open(room.port());
    QVERIFY(evil.waitClosed());
    QVERIFY(evil.pushes.isEmpty());
    Phone other_port(QStringLiteral("http://127.0.0.1:1"));
    other_port.open(room.port());
    QVERIFY(other_port.waitClosed());
    Phone ours(QStringLiteral("http://127.0.0.1:%1").arg(room.port()));
    QVERIFY(ours.open(room.port()));
    QVERIFY(ours.waitPushes(1));
    QVERIFY(ours.vote(kPin, "ours", 1, 0).value("ok").toBool());
  }

  // Past the outside slots, the oldest connection that has not joined makes room for the new one
  // (closed with 4002: the page comes back at once); past the inside slots, the quietest joined
  // phone does. A joined phone is never closed for a connection that has not joined.
  void connectionLimit() {
    constexpr int kLimit = 20;  // the same code as 1000, with fewer sockets to open
    Room room(true, kLimit);
    std::vector<std::unique_ptr<Phone>> phones;
    for (int i = 0; i < kLimit; ++i) phones.push_back(room.phone());
    auto extra = room.phone();  // the oldest goes for it
    QVERIFY(phones[0]->waitClosed());
    QCOMPARE(phones[0]->socket->closeCode(), QWebSocketProtocol::CloseCode(VoteConnection::kRoom));
    QCOMPARE(room.vote.clients(), kLimit);
    for (std::size_t i = 1; i < phones.size(); ++i) QVERIFY(phones[i]->vote(kPin, "p", 1, 0).value("ok").toBool());
    QVERIFY(extra->vote(kPin, "extra", 1, 0).value("ok").toBool());
    // Inside: all 20 slots held by joined phones; outside, 20 more can come and go.
    std::vector<std::unique_ptr<Phone>> newcomers;
    for (int i = 0; i < kLimit; ++i) newcomers.push_back(room.phone());
    for (std::size_t i = 1; i < phones.size(); ++i) QVERIFY(!phones[i]->closed);
    QCOMPARE(room.vote.clients(), 2 * kLimit);
    // One more joins: the quietest joined phone (phones[1], heard longest ago) makes room.
    QVERIFY(newcomers[0]->vote(kPin, "late", 1, 1).value("ok").toBool());
    QVERIFY(phones[1]->waitClosed());
    QCOMPARE(phones[1]->socket->closeCode(), QWebSocketProtocol::CloseCode(VoteConnection::kRoom));
    QCOMPARE(counts(tally(room.port())), QList<int>({kLimit, 1, 0, 0}));  // its ballot stays counted
    QCOMPARE(vote::Limits().maxInside, 1000);
    QCOMPARE(vote::Limits().maxOutside, 400);
  }

  // Only the bundled files: every other spelling of a path is a 404, with the same headers.
  void onlyBundledFiles_data() {
    QTest::addColumn<QByteArray>("target");
    for (const char* t : {"/..", "/../index.html", "/%2e%2e/index.html", "/%2E%2E/%2E%2E/etc/passwd", "/..%2findex.html",
                          "/%2e%2e%2f%2e%2e%2fetc%2fpasswd", "//etc/passwd", "/etc/passwd", "/index.html/..", "/./index.html",
                          "/vote/index.html", "/:/vote/index.html", "/%2fetc%2fpasswd", "http://127.0.0.1/../../etc/passwd",
                          "/index.html%00", "/INDEX.HTML", "/tally/../index.html", "/index.html/", "/~", "/proc/self/environ",
                          "/C:/Windows/win.ini", "/..\\index.html", "/%5c..%5cindex.html", "/ws/../index.html", "*"}) {
      QTest::newRow(t) << QByteArray(t);
    }
  }
  void onlyBundledFiles() {
    QFETCH(QByteArray, target);
    Room room;
    const HttpReply r = get(room.port(), target);
    QCOMPARE(r.status, 404);  // well-formed requests for what is not served: not found, never a 400
    QVERIFY(!r.body.contains("<html"));
    QVERIFY(!r.body.contains("root:"));
  }

  // GET / is the page (index.html), the same bytes as the bundle's; every file listed is served.
  void servesThePage() {
    Room room;
    const HttpReply r = get(room.port(), "/");
    QCOMPARE(r.status, 200);
    QVERIFY(r.headers.value("content-type").startsWith("text/html"));
    QFile index(":/vote/index.html");
    QVERIFY(index.open(QIODevice::ReadOnly));
    QCOMPARE(r.body, index.readAll());
    for (auto it = room.vote.server()->files().cbegin(); it != room.vote.server()->files().cend(); ++it) {
      QVERIFY(it.value().startsWith(":/vote/"));
      QCOMPARE(get(room.port(), it.key().toUtf8()).status, 200);
    }
    QCOMPARE(get(room.port(), "/", "POST").status, 405);
  }

  // Every answer carries the security headers: the page, a 404, /tally, a refused method.
  void securityHeaders_data() {
    QTest::addColumn<QByteArray>("target");
    QTest::addColumn<QByteArray>("method");
    QTest::newRow("/") << QByteArray("/") << QByteArray("GET");
    QTest::newRow("404") << QByteArray("/nothing") << QByteArray("GET");
    QTest::newRow("/tally") << QByteArray("/tally") << QByteArray("GET");
    QTest::newRow("POST") << QByteArray("/") << QByteArray("POST");
  }
  void securityHeaders() {
    QFETCH(QByteArray, target);
    QFETCH(QByteArray, method);
    Room room;
    const HttpReply r = get(room.port(), target, method);
    QVERIFY(r.status != 0);
    QVERIFY(r.headers.value("content-security-policy").startsWith("default-src 'self'"));
    QCOMPARE(r.headers.value("cache-control"), QByteArray("no-store"));
    QCOMPARE(r.headers.value("x-content-type-options"), QByteArray("nosniff"));
    QCOMPARE(r.headers.value("referrer-policy"), QByteArray("no-referrer"));
  }

  // A WebSocket upgrade head in bare LFs is refused at once (400, then closed): it is never handed to
  // Qt's handshake, which does not complete on it and held the slot until the deadline.
  void bareLfUpgradeRefusedAtOnce() {
    Room room;
    QTcpSocket s;
    s.setProxy(QNetworkProxy::NoProxy);
    s.connectToHost(QHostAddress::LocalHost, room.port());
    QVERIFY(s.waitForConnected(5000));
    const QByteArray host = "127.0.0.1:" + QByteArray::number(room.port());
    s.write("GET /ws HTTP/1.1\nHost: " + host + "\nUpgrade: websocket\nConnection: Upgrade\n"
            "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\nSec-WebSocket-Version: 13\n\n");
    QByteArray got;
    QVERIFY(QTest::qWaitFor([&] { got += s.readAll(); return got.contains("\r\n\r\n"); }, 2000));
    QVERIFY2(got.startsWith("HTTP/1.1 400 "), got.constData());
    QVERIFY(QTest::qWaitFor([&] { s.readAll(); return s.state() == QAbstractSocket::UnconnectedState; }, 3000));
  }

  // The browser edition under /web/ (read from DPVIZ_WEB_DIR at start): its files byte for byte, a
  // large one too (sent a slice at a time), with the isolation headers and a CSP that lets
  // WebAssembly compile; /web redirects to /web/; nothing else of the folder, nothing above it.
  // /stage is 404 until the shell sets it, then its JSON.
  void servesTheWebEdition() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QByteArray index = "<!DOCTYPE html><title>web</title>";
    QByteArray big(3 * 1024 * 1024 + 7, '\0');
    for (qsizetype i = 0; i < big.size(); ++i) big[i] = char((i * 131 + 7) % 251);
    const auto write = [&](const QString& name, const QByteArray& bytes) {
      QFile f(dir.filePath(name));
      QVERIFY(f.open(QIODevice::WriteOnly));
      f.write(bytes);
    };
    write("index.html", index);
    write("dpviz_web.js", "'use strict';");
    write("dpviz_engine.wasm", big);
    QVERIFY(QDir(dir.path()).mkdir("sub"));
    write("sub/hidden.js", "no");
    qputenv("DPVIZ_WEB_DIR", dir.path().toLocal8Bit());
    Room room;
    qunsetenv("DPVIZ_WEB_DIR");
    QVERIFY(room.vote.server()->servesWebEdition());
    const HttpReply page = get(room.port(), "/web/");
    QCOMPARE(page.status, 200);
    QCOMPARE(page.body, index);
    QCOMPARE(page.headers.value("cross-origin-opener-policy"), QByteArray("same-origin"));
    QCOMPARE(page.headers.value("cross-origin-embedder-policy"), QByteArray("require-corp"));
    QVERIFY(page.headers.value("content-security-policy").contains("script-src 'self' 'wasm-unsafe-eval'"));
    QVERIFY(page.headers.value("content-security-policy").contains("frame-ancestors 'none'"));
    const HttpReply wasm = get(room.port(), "/web/dpviz_engine.wasm");
    QCOMPARE(wasm.status, 200);
    QCOMPARE(wasm.headers.value("content-type"), QByteArray("application/wasm"));
    QCOMPARE(wasm.body.size(), big.size());
    QVERIFY(wasm.body == big);
    const HttpReply head = get(room.port(), "/web/dpviz_engine.wasm", "HEAD");
    QCOMPARE(head.headers.value("content-length").toLongLong(), big.size());
    const HttpReply redirect = get(room.port(), "/web");
    QCOMPARE(redirect.status, 308);
    QCOMPARE(redirect.headers.value("location"), QByteArray("/web/"));
    for (const char* t : {"/web/sub/hidden.js", "/web/../index.html", "/web/%2e%2e/index.html", "/web/index.html/", "/web//index.html"}) {
      QCOMPARE(get(room.port(), t).status, 404);
    }
    QVERIFY(!get(room.port(), "/").headers.contains("cross-origin-embedder-policy"));  // the vote page's own
    QCOMPARE(get(room.port(), "/stage").status, 404);
    room.vote.server()->stage = [] { return QByteArray(R"({"gpus":3})"); };
    const HttpReply stage = get(room.port(), "/stage");
    QCOMPARE(stage.status, 200);
    QCOMPARE(stage.body, QByteArray(R"({"gpus":3})"));
  }

  // /tally answers loopback; another address of this machine gets 403 (where it has one).
  void tallyOnlyFromLoopback() {
    Room room;
    const HttpReply local = get(room.port(), "/tally");
    QCOMPARE(local.status, 200);
    QCOMPARE(local.headers.value("content-type"), QByteArray("application/json"));
    const QJsonObject t = QJsonDocument::fromJson(local.body).object();
    for (const char* key : {"question", "round", "counts", "clients"}) QVERIFY2(t.contains(key), key);
    QHostAddress other;
    for (const QHostAddress& a : QNetworkInterface::allAddresses()) {
      if (a.protocol() == QAbstractSocket::IPv4Protocol && !a.isLoopback()) other = a;
    }
    if (other.isNull()) QSKIP("this machine has no address but loopback");
    PredictState state;
    ClassVote vote(&state);
    QString error;
    QVERIFY2(vote.start(other, 0, kPin, &error), qPrintable(error));
    const HttpReply remote = get(vote.server()->port(), "/tally", "GET", other);
    QCOMPARE(remote.status, 403);
    QVERIFY(!remote.body.contains("counts"));
    QCOMPARE(get(vote.server()->port(), "/", "GET", other).status, 200);  // the page is for everyone
  }

  // 300 phones vote in round 1, then again in round 2, and every ballot is counted once: from 300
  // addresses (a room's Wi-Fi), or all from one (a NAT'd room: the new phones past the burst are
  // told retry_ms and send again, as the page does; the clock moves 10 s a pass).
  void honestLoad_data() {
    QTest::addColumn<bool>("oneAddress");
    QTest::newRow("300 addresses") << false;
    QTest::newRow("one address") << true;
  }
  void honestLoad() {
    QFETCH(bool, oneAddress);
    constexpr int kPhones = 300;
    Room room;
    qint64 now = 1'000'000;
    room.vote.server()->setClock([&now] { return now; });
    std::vector<std::unique_ptr<RawPhone>> phones;
    for (int i = 0; i < kPhones; ++i) {
      const QHostAddress from = oneAddress ? QHostAddress(QHostAddress::LocalHost)
                                           : QHostAddress(QStringLiteral("127.1.%1.%2").arg(i / 250).arg(i % 250 + 1));
      phones.push_back(std::make_unique<RawPhone>(from));
      phones.back()->begin(room.port());  // all at once, as a room joins
    }
    QVERIFY(QTest::qWaitFor([&] { return std::all_of(phones.begin(), phones.end(), [](const auto& p) { return !p->pushes.isEmpty(); }); }, kDeadlineMs));
    QCOMPARE(tally(room.port()).value("clients").toInt(), kPhones);
    // Every phone joins with the PIN; behind one address past the burst of 60, a join is told
    // retry_ms and sent again, as the page does.
    const auto allAnswered = [&](const std::vector<qsizetype>& before, const std::vector<bool>& done) {
      return QTest::qWaitFor([&] {
        for (int i = 0; i < kPhones; ++i) {
          if (!done[std::size_t(i)] && phones[std::size_t(i)]->replies.size() == before[std::size_t(i)]) return false;
        }
        return true;
      }, kDeadlineMs);
    };
    std::vector<bool> joined(kPhones, false);
    for (int pass = 1; std::count(joined.begin(), joined.end(), true) < kPhones; ++pass) {
      QVERIFY2(pass <= 10, "300 phones behind one address join within a minute");
      std::vector<qsizetype> before(kPhones);
      for (int i = 0; i < kPhones; ++i) {
        before[std::size_t(i)] = phones[std::size_t(i)]->replies.size();
        if (!joined[std::size_t(i)]) phones[std::size_t(i)]->sendText(joinMessage("pin", kPin));
      }
      QVERIFY(allAnswered(before, joined));
      for (int i = 0; i < kPhones; ++i) {
        RawPhone& p = *phones[std::size_t(i)];
        if (joined[std::size_t(i)]) continue;
        const QJsonObject reply = p.replies.last();
        if (reply.value("ok").toBool()) {
          joined[std::size_t(i)] = true;
          p.token = reply.value("token").toString();
        } else {  // only a NAT'd room's phones wait, and only for their turn
          QVERIFY(oneAddress);
          QCOMPARE(reply.value("error").toString(), QString::fromLatin1(vote::error::kTooManyNewPhones));
          QVERIFY(reply.value("retry_ms").toInt() > 0);
        }
      }
      now += 10'000;
    }
    std::array<std::array<int, 4>, 2> sent{};
    for (int round = 1; round <= 2; ++round) {
      std::vector<qsizetype> before(kPhones);
      for (int i = 0; i < kPhones; ++i) {
        RawPhone& p = *phones[std::size_t(i)];
        before[std::size_t(i)] = p.replies.size();
        const int choice = (i * 7 + round * 3) % 4;
        p.sendText(ballot(p.token, openQuestion(p.pushes), round, choice));
        ++sent[std::size_t(round - 1)][std::size_t(choice)];
      }
      QVERIFY(allAnswered(before, std::vector<bool>(kPhones, false)));
      for (const auto& p : phones) QVERIFY2(p->replies.last().value("ok").toBool(), qPrintable(QJsonDocument(p->replies.last()).toJson()));
      const QJsonObject t = tally(room.port());
      QCOMPARE(counts(t), QList<int>(sent[std::size_t(round - 1)].begin(), sent[std::size_t(round - 1)].end()));
      for (int o = 0; o < 4; ++o) QTRY_COMPARE(room.state.votes(round, o), sent[std::size_t(round - 1)][std::size_t(o)]);
      if (round == 1) {
        room.state.advance();
        QVERIFY(QTest::qWaitFor([&] {
          return std::all_of(phones.begin(), phones.end(), [](const auto& p) { return p->pushes.last().value("round").toInt() == 2; });
        }, kDeadlineMs));
      }
    }
    QCOMPARE(tally(room.port()).value("guard").toObject().value("phones").toInt(), kPhones);
  }

  // Stopping closes every phone and the port.
  void stopClosesEverything() {
    Room room;
    auto phone = room.phone();
    const quint16 port = room.port();
    room.vote.stop();
    QVERIFY(!room.vote.running());
    QVERIFY(phone->waitClosed());
    QTcpSocket s;
    s.setProxy(QNetworkProxy::NoProxy);
    s.connectToHost(QHostAddress::LocalHost, port);
    // Nothing listens there any more: the connection is refused (not accepted and left silent).
    QVERIFY(!s.waitForConnected(5000));
    QCOMPARE(s.error(), QAbstractSocket::ConnectionRefusedError);
  }

  // The page's folder holds plain files only (a link would be embedded and served).
  void pageFilesArePlain() {
    QDirIterator it(QStringLiteral(DPVIZ_SOURCE_DIR "/resources/vote"), QDir::Files | QDir::System | QDir::Hidden,
                    QDirIterator::Subdirectories);
    int n = 0;
    while (it.hasNext()) {
      const QFileInfo f(it.next());
      QVERIFY2(!f.isSymLink(), qPrintable(f.filePath()));
      ++n;
    }
    QVERIFY(n >= 1);
  }
};

QTEST_GUILESS_MAIN(TestVoteServer)
#include "test_vote_server.moc"
