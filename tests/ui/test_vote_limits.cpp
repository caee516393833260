// The class vote's limits without a socket: the request heads the server reads and what
// it refuses before a path is looked at (methods, bodies, Host, Origin), the WebSocket frame walker
// (unmasked frames, sizes, pings, bytes arriving in any pieces), the admission (the PIN's back-off
// per address, new phones per address, a full vote, keys and tokens) and the Gate's caps.
#include <QTest>

#include <QRegularExpression>

#include "vote/vote_admission.h"
#include "vote/vote_frames.h"
#include "vote/vote_http.h"
#include "vote/vote_limits.h"
#include "vote/vote_message.h"

using vote::Admission;
using vote::Gate;
using vote::http::Head;

namespace {
QByteArray frame(int opcode, int length, bool masked = true, bool fin = true) {
  QByteArray f;
  f.append(char((fin ? 0x80 : 0) | opcode));
  const char m = masked ? char(0x80) : char(0);
  if (length < 126) {
    f.append(char(m | char(length)));
  } else if (length <= 0xFFFF) {
    f.append(char(m | 126));
    f.append(char(length >> 8));
    f.append(char(length & 0xFF));
  } else {
    f.append(char(m | 127));
    for (int shift = 56; shift >= 0; shift -= 8) f.append(char((quint64(length) >> shift) & 0xFF));
  }
  if (masked) f.append("\x01\x02\x03\x04", 4);
  return f + QByteArray(length, 'x');
}

const QHostAddress kA(QStringLiteral("127.0.0.2"));
const QHostAddress kB(QStringLiteral("127.0.0.3"));
vote::Join pinJoin(const QString& pin) { return {vote::Join::By::Pin, pin}; }
vote::Join keyJoin(const QString& key) { return {vote::Join::By::Key, key}; }
vote::Join tokenJoin(const QString& token) { return {vote::Join::By::Token, token}; }
}  // namespace

class TestVoteLimits : public QObject {
  Q_OBJECT

 private slots:
  // ---- request heads -------------------------------------------------------------------------

  void headsParsed() {
    const QByteArray req = "GET /vote.js?x=1 HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nX-A:  b c \r\n\r\nGET / HTTP/1.1\r\n";
    const Head h = vote::http::parseHead(req);
    QCOMPARE(h.kind, Head::Kind::Complete);
    QCOMPARE(h.request.method, QByteArray("GET"));
    QCOMPARE(h.request.path, QByteArray("/vote.js"));
    QCOMPARE(h.request.target, QByteArray("/vote.js?x=1"));
    QCOMPARE(h.request.value("host"), QByteArray("127.0.0.1:8080"));
    QCOMPARE(h.request.value("x-a"), QByteArray("b c"));
    QCOMPARE(h.request.headBytes, req.indexOf("GET /", 1));  // the next request is left where it is
    QVERIFY(h.request.keepAlive());
    QCOMPARE(vote::http::parseHead("\r\nGET / HTTP/1.0\r\nHost: a\r\n\r\n").kind, Head::Kind::Complete);  // a CRLF before it is skipped
    QVERIFY(!vote::http::parseHead("GET / HTTP/1.0\r\nHost: a\r\n\r\n").request.keepAlive());
  }

  void headsRefused_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("status");
    QTest::newRow("incomplete") << QByteArray("GET / HTTP/1.1\r\nHost: a\r\n") << 0;
    QTest::newRow("incomplete line") << QByteArray("GET /vote") << 0;
    QTest::newRow("TLS hello") << QByteArray("\x16\x03\x01\x02\x00\x01", 6) << 400;
    QTest::newRow("two spaces") << QByteArray("GET  / HTTP/1.1\r\n\r\n") << 400;
    QTest::newRow("no version") << QByteArray("GET /\r\n\r\n") << 400;
    QTest::newRow("HTTP/2") << QByteArray("GET / HTTP/2.0\r\nHost: a\r\n\r\n") << 505;
    QTest::newRow("NUL") << QByteArray("GET / HTTP/1.1\r\nHost: a\0\r\n\r\n", 28) << 400;
    QTest::newRow("folded") << QByteArray("GET / HTTP/1.1\r\nHost: a\r\n b\r\n\r\n") << 400;
    QTest::newRow("no colon") << QByteArray("GET / HTTP/1.1\r\nHost a\r\n\r\n") << 400;
    QTest::newRow("space before colon") << QByteArray("GET / HTTP/1.1\r\nHost : a\r\n\r\n") << 400;
    QTest::newRow("control byte") << QByteArray("GET / HTTP/1.1\r\nHost: a\x01\r\n\r\n") << 400;
    QTest::newRow("bare CR") << QByteArray("GET / HTTP/1.1\r\nHost: a\rb\r\n\r\n") << 400;
    // CRLF only: a bare LF anywhere is refused as soon as its line is read, the head complete or not
    // (an upgrade head in bare LFs once held its slot for the whole handshake deadline).
    QTest::newRow("bare LF") << QByteArray("GET / HTTP/1.0\nHost: a\n\n") << 400;
    QTest::newRow("bare LF, upgrade") << QByteArray("GET /ws HTTP/1.1\nHost: 127.0.0.1:8080\nUpgrade: websocket\nConnection: Upgrade\n\n") << 400;
    QTest::newRow("bare LF, head unfinished") << QByteArray("GET /ws HTTP/1.1\nHost: 127.0.0.1") << 400;
    QTest::newRow("one bare LF among CRLFs") << QByteArray("GET / HTTP/1.1\r\nHost: a\nX: b\r\n\r\n") << 400;
    QTest::newRow("bare LF before the request") << QByteArray("\nGET / HTTP/1.1\r\nHost: a\r\n\r\n") << 400;
    QTest::newRow("8 KiB, no end") << (QByteArray("GET / HTTP/1.1\r\nX: ") + QByteArray(9000, 'a')) << 431;
    QByteArray many = "GET / HTTP/1.1\r\n";
    for (int i = 0; i < 70; ++i) many += "X-" + QByteArray::number(i) + ": 1\r\n";
    QTest::newRow("70 headers") << many + "\r\n" << 431;
    QTest::newRow("long target") << ("GET /" + QByteArray(3000, 'a') + " HTTP/1.1\r\n\r\n") << 400;
  }
  void headsRefused() {
    QFETCH(QByteArray, bytes);
    QFETCH(int, status);
    const Head h = vote::http::parseHead(bytes);
    QCOMPARE(h.kind, status == 0 ? Head::Kind::Incomplete : Head::Kind::Bad);
    QCOMPARE(h.status, status);
    QVERIFY(!h.why.contains('\n'));
  }

  // Before a path is looked at: the method, a body, the Host (DNS rebinding), the page's Origin.
  void screened_data() {
    QTest::addColumn<QByteArray>("head");
    QTest::addColumn<int>("status");
    const QByteArray ws = "Upgrade: websocket\r\nConnection: keep-alive, Upgrade\r\n";
    QTest::newRow("GET") << QByteArray("GET / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n") << 0;
    QTest::newRow("HEAD") << QByteArray("HEAD / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n") << 0;
    QTest::newRow("localhost on loopback") << QByteArray("GET / HTTP/1.1\r\nHost: LOCALHOST:8080\r\n") << 0;
    QTest::newRow("POST") << QByteArray("POST / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nContent-Length: 400000000\r\n") << 405;
    QTest::newRow("OPTIONS") << QByteArray("OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n") << 405;
    QTest::newRow("GET with a body") << QByteArray("GET / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nContent-Length: 5\r\n") << 413;
    QTest::newRow("GET chunked") << QByteArray("GET / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nTransfer-Encoding: chunked\r\n") << 413;
    QTest::newRow("two lengths") << QByteArray("GET / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nContent-Length: 0\r\nContent-Length: 0\r\n") << 413;
    QTest::newRow("length 0") << QByteArray("GET / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nContent-Length: 0\r\n") << 0;
    QTest::newRow("no Host") << QByteArray("GET / HTTP/1.1\r\n") << 400;
    QTest::newRow("two Hosts") << QByteArray("GET / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nHost: 127.0.0.1:8080\r\n") << 400;
    QTest::newRow("rebound name") << QByteArray("GET / HTTP/1.1\r\nHost: evil.example:8080\r\n") << 421;
    QTest::newRow("no port") << QByteArray("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n") << 421;
    QTest::newRow("other port") << QByteArray("GET / HTTP/1.1\r\nHost: 127.0.0.1:80\r\n") << 421;
    QTest::newRow("empty port") << QByteArray("GET / HTTP/1.1\r\nHost: 127.0.0.1:\r\n") << 421;
    QTest::newRow("other spelling") << QByteArray("GET / HTTP/1.1\r\nHost: 127.1:8080\r\n") << 421;
    QTest::newRow("userinfo") << QByteArray("GET / HTTP/1.1\r\nHost: evil@127.0.0.1:8080\r\n") << 421;
    QTest::newRow("ws, no Origin") << ("GET /ws HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n" + ws) << 0;
    QTest::newRow("ws, our page") << ("GET /ws HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nOrigin: http://127.0.0.1:8080\r\n" + ws) << 0;
    QTest::newRow("ws, other page") << ("GET /ws HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nOrigin: http://evil.example\r\n" + ws) << 403;
    QTest::newRow("ws, https page") << ("GET /ws HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nOrigin: https://127.0.0.1:8080\r\n" + ws) << 403;
    QTest::newRow("ws, null") << ("GET /ws HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nOrigin: null\r\n" + ws) << 403;
    // DNS rebinding: the attacker's name in Host and Origin alike. The Host is refused first.
    QTest::newRow("ws, rebinding") << ("GET /ws HTTP/1.1\r\nHost: evil.example:8080\r\nOrigin: http://evil.example:8080\r\n" + ws) << 421;
  }
  void screened() {
    QFETCH(QByteArray, head);
    QFETCH(int, status);
    const Head h = vote::http::parseHead(head + "\r\n");
    QCOMPARE(h.kind, Head::Kind::Complete);
    QByteArray why;
    QCOMPARE(vote::http::screen(h.request, "127.0.0.1", true, 8080, &why), status);
    QCOMPARE(why.isEmpty(), status == 0);
  }

  void hostNames() {
    using vote::http::hostNamesUs;
    QVERIFY(hostNamesUs("192.168.1.20:8080", "192.168.1.20", false, 8080));
    QVERIFY(!hostNamesUs("localhost:8080", "192.168.1.20", false, 8080));  // not loopback: no names at all
    QVERIFY(hostNamesUs("[::1]:8080", "::1", true, 8080));
    QVERIFY(!hostNamesUs("::1:8080", "::1", true, 8080));
    QVERIFY(!hostNamesUs("[::1]8080", "::1", true, 8080));
    QVERIFY(hostNamesUs("10.0.0.5", "10.0.0.5", false, 80));
    QVERIFY(!hostNamesUs("10.0.0.5:080080", "10.0.0.5", false, 80));
  }

  // ---- frames --------------------------------------------------------------------------------

  // RFC 6455 5.1: a client's frames are masked; one that is not closes the connection (1002).
  void unmaskedFrameIsAViolation() {
    vote::frames::Walker w(1024);
    QVERIFY(w.walk(frame(0x1, 10)).violation.isEmpty());
    const auto seen = w.walk(frame(0x1, 10, false));
    QCOMPARE(seen.closeCode, 1002);
    QVERIFY(seen.violation.contains("unmasked"));
    QCOMPARE(w.walk(frame(0x1, 10)).closeCode, 1002);  // and stays so
  }

  void violations_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("code");
    QTest::newRow("unmasked ping") << frame(0x9, 0, false) << 1002;
    QTest::newRow("reserved opcode") << frame(0x3, 1) << 1002;
    QTest::newRow("rsv bit") << QByteArray("\xC1\x80\x01\x02\x03\x04", 6) << 1002;
    QTest::newRow("control of 126") << frame(0x9, 126) << 1002;
    QTest::newRow("fragmented ping") << frame(0x9, 1, true, false) << 1002;
    QTest::newRow("16-bit length of 10") << QByteArray("\x81\xFE\x00\x0A", 4) << 1002;
    QTest::newRow("64-bit length of 1000") << QByteArray("\x81\xFF\x00\x00\x00\x00\x00\x00\x03\xE8", 10) << 1002;
    QTest::newRow("64-bit top bit") << QByteArray("\x81\xFF\x80\x00\x00\x00\x00\x01\x00\x00", 10) << 1002;
    QTest::newRow("over 1 KiB") << frame(0x1, 1025).left(8) << 1009;
    QTest::newRow("a gigabyte announced") << QByteArray("\x81\xFF\x00\x00\x00\x00\x40\x00\x00\x00", 10) << 1009;
  }
  void violations() {
    QFETCH(QByteArray, bytes);
    QFETCH(int, code);
    vote::frames::Walker w(1024);
    QCOMPARE(w.walk(bytes).closeCode, code);
  }

  // Bytes come in any pieces: the walker waits at the same piece Qt waits at, and is given the
  // unread bytes from there (what the socket holds once Qt has read the pieces before).
  void piecesAsQtReadsThem() {
    const QByteArray stream = frame(0x1, 300) + frame(0x9, 5) + frame(0xA, 0) + frame(0x1, 0) + frame(0x1, 125);
    vote::frames::Walker whole(1024);
    const auto all = whole.walk(stream);
    QCOMPARE(all.frames, 5);
    QCOMPARE(all.pings, 2);
    QVERIFY(all.violation.isEmpty());
    // Qt 6.4's reading, written out again: the 2 header bytes, the 2 or 8 length bytes, the 4
    // mask bytes, each once all there; the payload once all there.
    struct QtReads {
      int piece = 0;
      quint64 length = 0;
      qsizetype consume(const QByteArray& unread) {
        qsizetype at = 0;
        while (true) {
          const qsizetype left = unread.size() - at;
          if (piece == 0) {
            if (left < 2) return at;
            length = uchar(unread[at + 1]) & 0x7F;
            piece = length == 126 ? 1 : length == 127 ? 2 : 3;
            at += 2;
          } else if (piece == 1) {
            if (left < 2) return at;
            length = quint64(uchar(unread[at]) << 8 | uchar(unread[at + 1]));
            piece = 3;
            at += 2;
          } else if (piece == 2) {
            if (left < 8) return at;
            at += 8;  // not in this stream
            piece = 3;
          } else if (piece == 3) {
            if (left < 4) return at;
            at += 4;
            piece = 4;
          } else {
            if (quint64(left) < length) return at;
            at += qsizetype(length);
            piece = 0;
          }
        }
      }
    } qt;
    vote::frames::Walker w(1024);
    qsizetype consumed = 0;
    int frames = 0;
    int pings = 0;
    for (qsizetype arrived = 1; arrived <= stream.size(); ++arrived) {  // a byte at a time
      const QByteArray unread = stream.mid(consumed, arrived - consumed);
      const auto seen = w.walk(unread);
      QVERIFY(seen.violation.isEmpty());
      frames += seen.frames;
      pings += seen.pings;
      consumed += qt.consume(unread);
    }
    QCOMPARE(consumed, stream.size());
    QCOMPARE(frames, 5);
    QCOMPARE(pings, 2);
    // An unmasked frame after two good ones, arriving in one piece with them: seen before Qt acts.
    vote::frames::Walker late(1024);
    QCOMPARE(late.walk(frame(0x1, 3) + frame(0x9, 0) + frame(0x1, 3, false)).closeCode, 1002);
  }

  // ---- admission ----------------------------------------------------------------------------

  // Wrong PINs back off per address: five are free, then each makes the address wait before its
  // next PIN is even looked at, one second doubling to the cap; a guess during the wait is refused
  // unchecked, the right PIN too (no oracle). Other addresses, and a phone with the QR code's key
  // at the same address (a NAT), are not held up: nothing stops the room.
  void pinBackOffPerAddress() {
    Admission g;
    g.start("123456");
    const vote::Limits l;
    qint64 t = 1000;
    for (int i = 0; i <= l.freeWrongPins; ++i) {
      const Admission::Verdict v = g.join(kA, pinJoin("000000"), t);
      QCOMPARE(QByteArray(v.error), QByteArray(vote::error::kWrongPin));
      QVERIFY(v.pinChecked);
    }
    qint64 wait = l.pinBackoffMs;
    for (int step = 0; step < 10; ++step) {
      const Admission::Verdict held = g.join(kA, pinJoin("123456"), t + wait - 1);
      QCOMPARE(QByteArray(held.error), QByteArray(vote::error::kTooManyWrongPins));
      QVERIFY(!held.pinChecked);
      QCOMPARE(held.retryMs, 1);
      QVERIFY(g.join(kB, pinJoin("123456"), t + wait - 1).ok);  // elsewhere: at once
      QVERIFY(g.join(kA, keyJoin(g.key()), t + wait - 1).ok);   // the QR code's key: at once
      t += wait;
      QCOMPARE(QByteArray(g.join(kA, pinJoin("999999"), t).error), QByteArray(vote::error::kWrongPin));
      wait = std::min(wait * 2, l.pinBackoffCapMs);
    }
    QCOMPARE(wait, l.pinBackoffCapMs);  // ten waits: at the cap
    t += wait;
    QVERIFY(g.join(kA, pinJoin("123456"), t).ok);  // after the wait, the right PIN joins
    QCOMPARE(g.wrongPins(), l.freeWrongPins + 1 + 10);
  }

  // The PIN guessed from 50 addresses, each as fast as the back-off lets it, for 10 s and for a
  // 90-minute class (once, 2,676 guesses in 2.6 s found a 4-digit PIN beside a known id): how many
  // are ever compared, against the 1,000,000 PINs of the default six digits.
  void guessesCompared() {
    const auto compared = [](qint64 ms, int addresses) {
      Admission g;
      g.start("424242");
      int checked = 0;
      std::vector<qint64> next(std::size_t(addresses), 0);
      for (qint64 t = 0; t <= ms;) {
        qint64 soonest = ms + 1;
        for (int i = 0; i < addresses; ++i) {
          if (next[std::size_t(i)] > t) {
            soonest = std::min(soonest, next[std::size_t(i)]);
            continue;
          }
          const QHostAddress from(QStringLiteral("127.4.%1.%2").arg(i / 250).arg(i % 250 + 1));
          const Admission::Verdict v = g.join(from, pinJoin("000000"), t);
          checked += v.pinChecked ? 1 : 0;
          next[std::size_t(i)] = t + std::max<qint64>(v.retryMs, 1);
          soonest = std::min(soonest, next[std::size_t(i)]);
        }
        t = soonest;
      }
      return checked;
    };
    QCOMPARE(compared(10'000, 50), 50 * 9);  // 5 free, then at 0 s, 1 s, 3 s, 7 s
    const int class_long = compared(90 * 60'000, 1);
    QVERIFY2(class_long <= 60, qPrintable(QString::number(class_long)));  // one address, 90 minutes
  }

  // New phones from one address: a burst of 60, then one every 200 ms (300 behind a NAT join
  // within a minute), at most maxPerAddress in all; a token joins again and takes none.
  void newPhonesPerAddress() {
    Admission g;
    g.start("123456");
    const qint64 t = 1000;
    QString first;
    for (int i = 0; i < 60; ++i) {
      const Admission::Verdict v = g.join(kA, keyJoin(g.key()), t);
      QVERIFY(v.ok);
      if (i == 0) first = v.token;
    }
    const Admission::Verdict over = g.join(kA, pinJoin("123456"), t);
    QCOMPARE(QByteArray(over.error), QByteArray(vote::error::kTooManyNewPhones));
    QCOMPARE(over.retryMs, 200);
    const Admission::Verdict again = g.join(kA, tokenJoin(first), t);
    QVERIFY(again.ok);
    QCOMPARE(again.token, first);
    QCOMPARE(again.phone, 1);
    QVERIFY(g.join(kB, keyJoin(g.key()), t).ok);
    int joined = 60;
    for (qint64 now = t; now <= t + 60'000 && joined < 300; now += 50) {
      if (g.join(kA, keyJoin(g.key()), now).ok) ++joined;
    }
    QCOMPARE(joined, 300);
    QCOMPARE(g.phones(), 301);
    for (qint64 now = t + 60'000; joined < vote::Limits().maxPerAddress; now += 200, ++joined) QVERIFY(g.join(kA, keyJoin(g.key()), now).ok);
    QCOMPARE(QByteArray(g.join(kA, keyJoin(g.key()), t + 200'000).error), QByteArray(vote::error::kAddressFull));
  }

  // A vote full of phones lets go the one longest unseen that never voted and has no connection
  // (a PIN holder's 65,536 joins cannot keep the room out); a phone that voted, or is connected,
  // stays; with none to let go, "the vote is full".
  void fullVoteLetsGoTheUnseen() {
    vote::Limits l;
    l.maxPhones = 4;
    Admission g(l);
    g.start("123456");
    std::vector<QString> tokens;
    for (int i = 0; i < 4; ++i) tokens.push_back(g.join(kA, keyJoin(g.key()), 100 + i).token);
    g.voted(tokens[0], 200);
    g.connected(tokens[2], true, 200);
    const Admission::Verdict fifth = g.join(kB, keyJoin(g.key()), 300);
    QVERIFY(fifth.ok);
    QCOMPARE(g.phoneOf(tokens[1]), 0);  // unseen longest, never voted, not connected
    QCOMPARE(g.phoneOf(tokens[0]), 1);
    QCOMPARE(g.phones(), 4);
    QCOMPARE(g.phonesFrom(kA), 3);
    QVERIFY(g.join(kB, keyJoin(g.key()), 400).ok);  // tokens[3] goes
    g.voted(fifth.token, 500);
    g.connected(g.join(kB, tokenJoin(fifth.token), 500).token, true, 500);
    const QString sixth = g.join(kB, keyJoin(g.key()), 500).token;  // the phone joined at 400 goes
    QVERIFY(!sixth.isEmpty());
    g.connected(sixth, true, 600);
    QCOMPARE(QByteArray(g.join(kB, keyJoin(g.key()), 700).error), QByteArray(vote::error::kVoteFull));
  }

  // Tokens, keys and sessions belong to one vote: start() makes new ones; a token of the last
  // vote, or its key, joins nothing. Keys and tokens are 22 characters of base64url (128 bits).
  void secretsBelongToOneVote() {
    Admission g;
    g.start("123456");
    const QString key = g.key();
    const QString session = g.session();
    const QString token = g.join(kA, keyJoin(key), 0).token;
    QVERIFY(QRegularExpression("^[A-Za-z0-9_-]{22}$").match(key).hasMatch());
    QVERIFY(QRegularExpression("^[A-Za-z0-9_-]{22}$").match(token).hasMatch());
    QVERIFY(token != key);
    QCOMPARE(QByteArray(g.join(kA, keyJoin(key.left(21) + (key.endsWith('A') ? 'B' : 'A')), 0).error), QByteArray(vote::error::kWrongKey));
    g.setPin("654321");  // a fresh PIN: the phones in stay in
    QVERIFY(g.join(kA, tokenJoin(token), 0).ok);
    QCOMPARE(QByteArray(g.join(kA, pinJoin("123456"), 0).error), QByteArray(vote::error::kWrongPin));
    g.start("123456");
    QVERIFY(g.key() != key);
    QVERIFY(g.session() != session);
    QCOMPARE(QByteArray(g.join(kA, tokenJoin(token), 0).error), QByteArray(vote::error::kUnknownToken));
    QCOMPARE(QByteArray(g.join(kA, keyJoin(key), 0).error), QByteArray(vote::error::kWrongKey));
    QVERIFY(vote::sameSecret("abc", "abc"));
    QVERIFY(!vote::sameSecret("abc", "abd"));
    QVERIFY(!vote::sameSecret("abc", "abcd"));
  }

  // The Gate: each side's caps, for every address together and for one.
  void connectionCaps() {
    vote::Limits l;
    l.maxOutside = 5;
    l.maxInside = 2;
    l.maxPerAddress = 3;
    Gate g(l);
    using Side = Gate::Side;
    for (int i = 0; i < 3; ++i) {
      QVERIFY(g.roomFor(Side::Outside, QHostAddress(QStringLiteral("::ffff:127.0.0.2"))));  // the same address, IPv4-mapped
      g.opened(kA);
    }
    QVERIFY(!g.roomFor(Side::Outside, kA));
    QVERIFY(g.roomFor(Side::Outside, kB));
    g.opened(kB);
    g.opened(kB);
    QVERIFY(!g.roomFor(Side::Outside, QHostAddress(QStringLiteral("127.0.0.9"))));
    QCOMPARE(g.busiest(Side::Outside), kA);
    g.joined(kA);
    g.joined(kB);
    QCOMPARE(g.open(Side::Inside), 2);
    QVERIFY(!g.roomFor(Side::Inside, kA));  // inside full
    QVERIFY(g.roomFor(Side::Outside, kA));  // outside has room again
    g.closed(Side::Inside, kA);
    QVERIFY(g.roomFor(Side::Inside, kA));
    QCOMPARE(g.open(), 4);
  }

  // Addresses are forgotten once nothing of them matters: memory does not grow with addresses.
  void forgetsAddresses() {
    Admission g;
    g.start("123456");
    Gate gate;
    for (int i = 0; i < 1000; ++i) {
      const QHostAddress a(QStringLiteral("127.3.%1.%2").arg(i / 250).arg(i % 250 + 1));
      gate.opened(a);
      g.join(a, pinJoin("000000"), 0);
      gate.closed(Gate::Side::Outside, a);
    }
    QCOMPARE(gate.addresses(), 0);
    QCOMPARE(g.addresses(), 1000);
    g.prune(vote::Limits().pinLeakMs - 1);
    QCOMPARE(g.addresses(), 1000);  // their wrong PINs count until one leaks away
    g.prune(vote::Limits().pinLeakMs);
    QCOMPARE(g.addresses(), 0);
  }
};

QTEST_GUILESS_MAIN(TestVoteLimits)
#include "test_vote_limits.moc"
