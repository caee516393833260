// The class vote's server against a hostile phone, on loopback with a clock the test
// moves (no timed assertion): every deadline (a silent socket, half a request, a quiet WebSocket),
// one request at a time, no body read, the Host and Origin checks (DNS rebinding), unmasked frames,
// ping floods, unread output, the caps (outside and inside apart: the oldest connection that has
// not joined makes room for a new one, and a joined phone only for another), new phones per
// address, and the counts the join screen shows (the six attacks on admission, each with the
// room's phones beside it: test_vote_attacks).
#include <QTest>

#include "quiz/predict_state.h"
#include "vote/class_vote.h"
#include "vote/vote_connection.h"
#include "vote/vote_message.h"
#include "vote_raw_phone.h"

using namespace votetest;

namespace {
const QString kPin = QStringLiteral("1234");
const QHostAddress kOther(QStringLiteral("127.0.0.2"));  // the attacker's address; phones use 127.0.0.1

// A vote on 127.0.0.1 with the question open, its clock in the test's hands.
struct Room {
  qint64 t = 1'000'000;
  PredictState state;
  ClassVote vote{&state};
  explicit Room(const vote::Limits& limits = vote::Limits()) {
    vote.server()->setLimits(limits);
    vote.server()->setClock([this] { return t; });
    QString error;
    if (!vote.start(QHostAddress::LocalHost, 0, kPin, &error)) qFatal("%s", qPrintable(error));
    dp::quiz::Config c;
    c.batch = 30;
    c.gpus = 8;
    state.open(dp::quiz::make(dp::quiz::Kind::ChunkSizes, c, 3));
  }
  quint16 port() const { return vote.server()->port(); }
  void after(qint64 ms) {  // the clock moves on; the server's sweep sees it
    t += ms;
    vote.server()->sweep();
  }
  vote::Guard guard() const { return vote.server()->guard(); }
  std::unique_ptr<RawPhone> phone(const QHostAddress& from = QHostAddress(QHostAddress::LocalHost)) {
    auto p = std::make_unique<RawPhone>(from);
    if (!p->open(port()) || !p->waitPushes(1)) qFatal("a phone could not connect");
    return p;
  }
  // A raw connection that has sent `bytes` and got an answer's head (or was closed).
  std::unique_ptr<RawPhone> request(const QByteArray& bytes, const QHostAddress& from = QHostAddress(QHostAddress::LocalHost)) {
    auto p = std::make_unique<RawPhone>(from);
    if (!p->connectTo(port())) qFatal("no connection");
    p->write(bytes);
    (void)QTest::qWaitFor([&] { return p->status != 0 || p->closed; }, kDeadlineMs);  // callers check
    return p;
  }
  QByteArray get(const QByteArray& path) const { return "GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + QByteArray::number(port()) + "\r\n"; }
};

int answers(const QByteArray& bytes) { return int(bytes.count("HTTP/1.1 ")); }
}  // namespace

class TestVoteHardening : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy); }

  // ---- deadlines ------------------------------------------------------------------------------

  // A socket that sends nothing closes after idleMs (counted: it held a slot for nothing).
  void silentSocketTimesOut() {
    Room room;
    RawPhone silent(kOther);
    QVERIFY(silent.connectTo(room.port()));
    QVERIFY(QTest::qWaitFor([&] { return room.vote.server()->connections().size() == 1; }, kDeadlineMs));
    room.after(9'000);
    QVERIFY(!silent.closed);
    room.after(1'001);
    QVERIFY(silent.waitClosed());
    QCOMPARE(room.guard().timedOut, 1);
  }

  // Half a request closes headMs after its first byte.
  void halfARequestTimesOut() {
    Room room;
    RawPhone slow(kOther);
    QVERIFY(slow.connectTo(room.port()));
    slow.write("GET / HTTP/1.1\r\nHost: 127.0.0.1:" + QByteArray::number(room.port()) + "\r\nX-Slow: 1");
    QVERIFY(QTest::qWaitFor([&] {  // the server has its first bytes: the head's deadline runs
      const auto& open = room.vote.server()->connections();
      return open.size() == 1 && open.first()->readingHead();
    }, kDeadlineMs));
    room.after(4'000);
    QVERIFY(!slow.closed);
    room.after(1'001);
    QVERIFY(slow.waitClosed());
    QCOMPARE(slow.status, 0);
    QCOMPARE(room.guard().timedOut, 1);
  }

  // A kept-alive connection that was answered closes after idleMs too, and is not counted.
  void keptAliveConnectionCloses() {
    Room room;
    auto p = room.request(room.get("/") + "\r\n");
    QCOMPARE(p->status, 200);
    QVERIFY(!p->closed);
    room.after(10'001);
    QVERIFY(p->waitClosed());
    QCOMPARE(room.guard().timedOut, 0);
  }

  // A joined WebSocket is pinged when quiet; one that answers stays, one that does not closes
  // after 60 s.
  void quietWebSocketsArePinged() {
    Room room;
    auto answering = room.phone();
    auto asleep = room.phone();
    QVERIFY(answering->join("pin", kPin).value("ok").toBool());
    QVERIFY(asleep->join("pin", kPin).value("ok").toBool());
    asleep->answerPings = false;
    room.after(20'000);
    QVERIFY(QTest::qWaitFor([&] { return answering->pings == 1 && asleep->pings == 1; }, kDeadlineMs));
    // The pong is read before a later message: once that one's reply is in, the pong was heard.
    QVERIFY(!answering->send("{}").isEmpty());
    QVERIFY(!asleep->closed);
    room.after(40'000);  // 60 s after both connected
    QVERIFY(asleep->waitClosed());
    QVERIFY(!answering->closed);
    QCOMPARE(room.vote.clients(), 1);
    QCOMPARE(room.guard().timedOut, 0);  // a phone asleep is not an attack
  }

  // Attack 2 on admission (test_vote_attacks): a WebSocket that never joins holds its slot for joinMs at most, pongs or
  // not; it closes with 4001 (the page comes back at once), not counted as an attack.
  void unjoinedSocketsLeave() {
    Room room;
    auto idle = room.phone(kOther);
    room.after(20'000);
    QVERIFY(QTest::qWaitFor([&] { return !room.vote.server()->connections().isEmpty(); }, kDeadlineMs));
    idle->sendFrame(0xA, {});  // a pong, unasked: nothing
    room.after(9'999);
    QVERIFY(!idle->closed);
    room.after(2);
    QVERIFY(idle->waitClosed());
    QCOMPARE(idle->closeCode, int(VoteConnection::kJoinFirst));
    QCOMPARE(room.guard().timedOut, 0);
    QCOMPARE(room.vote.clients(), 0);
  }

  // ---- requests ------------------------------------------------------------------------------

  // Pipelined requests are answered one after the other, each only once the one before is sent.
  void pipelinedRequestsOneAtATime() {
    Room room;
    QByteArray three;
    for (const char* path : {"/vote.js", "/vote.css", "/nothing"}) three += room.get(path) + "\r\n";
    auto p = room.request(three);
    QVERIFY(QTest::qWaitFor([&] { return answers(p->received()) == 3; }, kDeadlineMs));
    const QByteArray all = p->received();
    QVERIFY(all.indexOf("text/javascript") < all.indexOf("text/css"));
    QVERIFY(all.indexOf("text/css") < all.indexOf("404 Not Found"));
  }

  // A body is never read: POST is refused (405), a GET with a body too (413), at the headers,
  // and the connection closes; HEAD has the headers and no body.
  void bodiesAreNotRead_data() {
    QTest::addColumn<QByteArray>("head");
    QTest::addColumn<int>("status");
    QTest::newRow("POST 400 MB") << QByteArray("POST / HTTP/1.1\r\nContent-Length: 400000000\r\n") << 405;
    QTest::newRow("GET with a body") << QByteArray("GET / HTTP/1.1\r\nContent-Length: 100000\r\n") << 413;
    QTest::newRow("chunked") << QByteArray("GET / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n") << 413;
  }
  void bodiesAreNotRead() {
    QFETCH(QByteArray, head);
    QFETCH(int, status);
    Room room;
    const QByteArray host = "Host: 127.0.0.1:" + QByteArray::number(room.port()) + "\r\n";
    auto p = room.request(head + host + "\r\n" + QByteArray(64 * 1024, 'x'));
    QCOMPARE(p->status, status);
    QVERIFY(p->received().contains("Connection: close"));
    QVERIFY(p->waitClosed());  // the server's side is shut once the answer is out
    QCOMPARE(room.guard().closed, 1);
    auto h = room.request("HEAD /vote.js HTTP/1.1\r\n" + host + "Connection: close\r\n\r\n");
    QVERIFY(h->waitClosed());
    QCOMPARE(h->status, 200);
    QVERIFY(h->received().endsWith("\r\n\r\n"));  // the head alone
    QVERIFY(h->received().contains("Content-Length: "));
  }

  // The Host must name this server (address and port): a rebound name is refused (421) before the
  // Origin is looked at, for the page and for the WebSocket alike.
  void hostNamesThisServer_data() {
    QTest::addColumn<QByteArray>("host");
    QTest::addColumn<int>("status");
    QTest::newRow("ours") << QByteArray("127.0.0.1:%1") << 200;
    QTest::newRow("localhost") << QByteArray("localhost:%1") << 200;
    QTest::newRow("rebound") << QByteArray("evil.example:%1") << 421;
    QTest::newRow("no port") << QByteArray("127.0.0.1") << 421;
    QTest::newRow("none") << QByteArray() << 400;
  }
  void hostNamesThisServer() {
    QFETCH(QByteArray, host);
    QFETCH(int, status);
    Room room;
    const QByteArray h = QByteArray(host).replace("%1", QByteArray::number(room.port()));
    auto p = room.request("GET / HTTP/1.1\r\n" + (h.isEmpty() ? QByteArray() : "Host: " + h + "\r\n") + "\r\n");
    QCOMPARE(p->status, status);
    RawPhone ws;
    const bool upgraded = ws.open(room.port(), "/ws", h.isEmpty() ? QByteArray("") : h, h.isEmpty() ? QByteArray() : "http://" + h);
    QCOMPARE(upgraded, status == 200);
    if (!upgraded) QCOMPARE(ws.status, status);
  }

  // ---- WebSocket frames ----------------------------------------------------------------------

  // RFC 6455 5.1: an unmasked frame from a client closes the connection with 1002, unanswered and
  // uncounted, whether it comes alone or in the handshake's own packet.
  void unmaskedFrameCloses() {
    Room room;
    auto phone = room.phone();
    phone->sendText(joinMessage("pin", kPin), false);
    QVERIFY(phone->waitClosed());
    QCOMPARE(phone->closeCode, 1002);
    QVERIFY(phone->replies.isEmpty());
    RawPhone eager;
    QVERIFY(eager.connectTo(room.port()));
    const QByteArray bare = joinMessage("pin", kPin);
    QByteArray frame;
    frame.append(char(0x81)).append(char(bare.size())).append(bare);
    eager.write("GET /ws HTTP/1.1\r\nHost: 127.0.0.1:" + QByteArray::number(room.port()) +
                "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                "Sec-WebSocket-Version: 13\r\n\r\n" + frame);
    QVERIFY(eager.waitClosed());
    QVERIFY(eager.replies.isEmpty());
    QCOMPARE(room.vote.votesIn(1), 0);
    QCOMPARE(room.guard().closed, 2);
    auto good = room.phone();  // the server stays up
    QVERIFY(good->vote(kPin, "good", 1, 2).value("ok").toBool());
  }

  // Pings count with the messages (5 a second): the sixth closes the socket (Qt would answer it),
  // as do pongs, and more than 20 frames a second of any kind (here the pieces of one message).
  void floodsClose_data() {
    QTest::addColumn<int>("opcode");
    QTest::addColumn<int>("count");
    QTest::newRow("pings") << 0x9 << 6;
    QTest::newRow("pongs") << 0xA << 6;
    QTest::newRow("fragments") << 0x0 << 21;
  }
  void floodsClose() {
    QFETCH(int, opcode);
    QFETCH(int, count);
    Room room;
    auto phone = room.phone();
    if (opcode == 0x9) {  // five are answered and the socket stays
      for (int i = 0; i < count - 1; ++i) phone->sendFrame(opcode, {});
      QVERIFY(QTest::qWaitFor([&] { return phone->pongs == count - 1; }, kDeadlineMs));
      QVERIFY(!phone->closed);
      phone->sendFrame(opcode, {});
    } else {
      const bool fragments = opcode == 0x0;
      if (fragments) phone->sendFrame(0x1, {}, true, false);  // a message begun, never finished
      for (int i = fragments ? 1 : 0; i < count; ++i) phone->sendFrame(opcode, {}, true, !fragments);
    }
    QVERIFY(phone->waitClosed());
    QCOMPARE(phone->closeCode, 1008);
    QCOMPARE(room.guard().closed, 1);
    auto other = room.phone();  // the server stays up
    QVERIFY(other->vote(kPin, "other", 1, 1).value("ok").toBool());
  }

  // A phone that leaves what it is sent unread is closed once 64 KiB wait (rates raised here, so
  // that pongs pile up: with the usual rate the sixth ping already closes it).
  void unreadOutputCloses() {
    vote::Limits limits;
    limits.messagesPerSecond = 1 << 30;
    limits.framesPerSecond = 1 << 30;
    Room room(limits);
    auto phone = room.phone();
    // It reads nothing more: the network's buffers fill, then the server's.
    QObject::disconnect(&phone->socket, &QTcpSocket::readyRead, nullptr, nullptr);
    phone->socket.setReadBufferSize(1);
    phone->socket.setSocketOption(QAbstractSocket::ReceiveBufferSizeSocketOption, 4096);
    const QByteArray payload(125, 'p');
    int sent = 0;
    while (!phone->closed && sent < 200'000) {
      for (int i = 0; i < 500; ++i) phone->sendFrame(0x9, payload);
      sent += 500;
      QTest::qWait(1);  // the server reads and answers in this thread
    }
    QVERIFY2(phone->closed, qPrintable(QString::number(sent)));
    QCOMPARE(room.guard().closed, 1);
  }

  // ---- caps ----------------------------------------------------------------------------------

  // Every slot held by silent sockets from one address: a phone from another still gets the page
  // and the WebSocket at once (the oldest idle connection makes room, and is counted).
  void heldSlotsMakeRoom() {
    vote::Limits limits;
    limits.maxOutside = 20;  // the same code as 400, with fewer sockets to open
    limits.maxPerAddress = 20;
    Room room(limits);
    std::vector<std::unique_ptr<RawPhone>> held;
    for (int i = 0; i < 25; ++i) {
      held.push_back(std::make_unique<RawPhone>(kOther));
      QVERIFY(held.back()->connectTo(room.port()));
    }
    QVERIFY(QTest::qWaitFor([&] {
      return std::count_if(held.begin(), held.end(), [](const auto& p) { return p->closed; }) == 5;
    }, kDeadlineMs));
    room.after(vote::Limits().silentGraceMs + 1);  // silent past the grace: the first to go
    auto page = room.request(room.get("/") + "\r\n");
    QCOMPARE(page->status, 200);
    auto phone = room.phone();
    QVERIFY(phone->vote(kPin, "phone", 1, 0).value("ok").toBool());
    QCOMPARE(room.guard().refused, 0);
    QCOMPARE(room.guard().timedOut, 7);  // silent from the start: each closed for a newer one
  }

  // Past maxPerAddress from one address, its oldest connection that has not joined makes room
  // for the new one (closed with 4002); past the inside's slots, the quietest joined phone of the
  // address holding the most inside makes room for another. Another address goes on, untouched.
  void newestOfAnAddressGetsIn() {
    vote::Limits limits;
    limits.maxPerAddress = 5;
    limits.maxInside = 5;
    Room room(limits);
    auto elsewhere = room.phone();
    QVERIFY(elsewhere->vote(kPin, "elsewhere", 1, 3).value("ok").toBool());
    std::vector<std::unique_ptr<RawPhone>> phones;
    for (int i = 0; i < 5; ++i) phones.push_back(room.phone(kOther));
    auto extra = room.phone(kOther);
    QVERIFY(phones.front()->waitClosed());
    QCOMPARE(phones.front()->closeCode, int(VoteConnection::kRoom));
    QCOMPARE(room.guard().refused, 0);
    for (std::size_t i = 1; i < phones.size(); ++i) {
      room.after(1000);
      QVERIFY(phones[i]->vote(kPin, "in", 1, 0).value("ok").toBool());
    }
    room.after(1000);
    QVERIFY(extra->vote(kPin, "extra", 1, 1).value("ok").toBool());  // the inside was full
    QVERIFY(phones[1]->waitClosed());  // the quietest joined of kOther
    QCOMPARE(phones[1]->closeCode, int(VoteConnection::kRoom));
    QVERIFY(!elsewhere->closed && !phones[2]->closed);
    QCOMPARE(room.vote.votesIn(1), 6);  // every ballot stays counted
    QCOMPARE(QByteArray(room.phone(kOther)->vote(kPin, "sixth", 1, 0).value("error").toString().toLatin1()),
             QByteArray(vote::error::kAddressFull));  // five phones joined from kOther: its share
  }

  // Every outside slot held by WebSockets from a few addresses: the oldest of the address holding
  // the most makes room for a phone from another; joined phones are inside, never touched.
  void idleWebSocketsOfTheCrowdMakeRoom() {
    vote::Limits limits;
    limits.maxOutside = 12;
    limits.maxPerAddress = 12;
    Room room(limits);
    std::vector<std::unique_ptr<RawPhone>> idle;
    for (int i = 0; i < 12; ++i) idle.push_back(room.phone(kOther));
    std::vector<std::unique_ptr<RawPhone>> voted;
    const QHostAddress third(QStringLiteral("127.0.0.3"));
    for (int i = 0; i < 8; ++i) {
      voted.push_back(room.phone(third));
      QVERIFY(voted.back()->vote(kPin, QStringLiteral("v%1").arg(i), 1, 0).value("ok").toBool());
    }
    QVERIFY(idle[0]->waitClosed());  // made room for the third's first phone (the others found it)
    auto phone = room.phone();  // the outside full again
    auto later = room.phone();
    QVERIFY(idle[1]->waitClosed());  // the oldest idle one of the crowd
    QVERIFY(std::none_of(idle.begin() + 2, idle.end(), [](const auto& p) { return p->closed; }));
    QVERIFY(phone->vote(kPin, "late", 1, 1).value("ok").toBool());
    QVERIFY(later->vote(kPin, "later", 1, 2).value("ok").toBool());
    QVERIFY(std::none_of(voted.begin(), voted.end(), [](const auto& p) { return p->closed; }));
    QCOMPARE(room.guard().refused, 0);
  }

  // ---- ballots -------------------------------------------------------------------------------

  // New phones from one address beyond the burst are refused with retry_ms; sent again then, counted.
  void newPhonesWaitTheirTurn() {
    vote::Limits limits;
    limits.newPhoneBurst = 2;
    Room room(limits);
    std::vector<std::unique_ptr<RawPhone>> phones;
    for (int i = 0; i < 3; ++i) phones.push_back(room.phone());
    QVERIFY(phones[0]->vote(kPin, "a", 1, 0).value("ok").toBool());
    QVERIFY(phones[1]->vote(kPin, "b", 1, 0).value("ok").toBool());
    const QJsonObject wait = phones[2]->vote(kPin, "c", 1, 0);
    QCOMPARE(wait.value("error").toString(), QString::fromLatin1(vote::error::kTooManyNewPhones));
    QCOMPARE(wait.value("retry_ms").toInt(), 200);
    room.after(200);
    QVERIFY(phones[2]->vote(kPin, "c", 1, 0).value("ok").toBool());
    QCOMPARE(room.vote.votesIn(1), 3);
    const QJsonObject guard = tally(room.port()).value("guard").toObject();
    QCOMPARE(guard.value("ballots_refused").toInt(), 1);
    QCOMPARE(guard.value("phones").toInt(), 3);
  }
};

QTEST_GUILESS_MAIN(TestVoteHardening)
#include "test_vote_hardening.moc"
