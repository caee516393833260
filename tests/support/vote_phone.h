// What the class vote's tests play: a phone (a QWebSocket on /ws that keeps every push and every
// reply apart) and raw HTTP/1.1 requests (the path sent exactly as written, no client normalising
// it). Loopback only; waits are for events, with a generous deadline only against a hang.
#pragma once

#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkProxy>
#include <QTcpSocket>
#include <QTest>
#include <QWebSocket>
#include <memory>

namespace votetest {

inline constexpr int kDeadlineMs = 30000;  // only ever reached when something hangs

inline QJsonObject object(const QString& text) { return QJsonDocument::fromJson(text.toUtf8()).object(); }

inline QByteArray compact(const QJsonObject& o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); }
// {"join": {how: secret}}: how is "pin", "key" or "token".
inline QByteArray joinMessage(const QString& how, const QString& secret) {
  return compact(QJsonObject{{"join", QJsonObject{{how, secret}}}});
}
inline QByteArray ballot(const QString& token, int question, int round, int choice) {
  return compact(QJsonObject{{"token", token}, {"question", question}, {"round", round}, {"choice", choice}});
}
// The question a phone's pushes say is open (1 when none: a ballot still names one).
inline int openQuestion(const QList<QJsonObject>& pushes) {
  for (qsizetype i = pushes.size() - 1; i >= 0; --i) {
    const QJsonValue q = pushes[i].value("question");
    if (q.isObject()) return q.toObject().value("id").toInt();
    if (pushes[i].contains("question")) break;
  }
  return 1;
}

// A test phone's join ("pin", "key" or "token"): it keeps the token; the push that follows a join
// (the phone's own ballots) is kept apart in joinedPush, since the tests count the pushes of the
// question's changes. The reply.
template <class P>
QJsonObject joinAs(P& phone, const QString& how, const QString& secret) {
  const qsizetype before = phone.pushes.size();
  const QJsonObject reply = phone.send(joinMessage(how, secret));
  if (!reply.value("ok").toBool()) return reply;
  phone.token = reply.value("token").toString();
  if (QTest::qWaitFor([&] { return phone.pushes.size() > before || phone.closed; }, kDeadlineMs) && phone.pushes.size() > before) {
    phone.joinedPush = phone.pushes.takeLast();
  }
  return reply;
}

// What every test phone does: join (with `how`, once, keeping the token), then vote on the open
// question. A refused join is the reply.
template <class P>
QJsonObject joinAndVote(P& phone, const QString& how, const QString& secret, int round, int choice) {
  if (phone.token.isEmpty()) {
    const QJsonObject joined = phone.join(how, secret);
    if (!joined.value("ok").toBool()) return joined;
  }
  return phone.send(ballot(phone.token, openQuestion(phone.pushes), round, choice));
}

struct Phone {
  std::unique_ptr<QWebSocket> socket = std::make_unique<QWebSocket>();
  QList<QJsonObject> pushes;   // {"question", "round", "state", ...}
  QList<QJsonObject> replies;  // {"ok": ...}
  bool closed = false;

  explicit Phone(const QString& origin = QString()) {
    if (!origin.isNull()) socket = std::make_unique<QWebSocket>(origin);
    socket->setProxy(QNetworkProxy::NoProxy);
    QObject::connect(socket.get(), &QWebSocket::textMessageReceived, [this](const QString& text) {
      const QJsonObject o = object(text);
      (o.contains("ok") ? replies : pushes).append(o);
    });
    QObject::connect(socket.get(), &QWebSocket::disconnected, [this] { closed = true; });
  }
  // Opens ws://127.0.0.1:port/path; true once connected (the greeting push may follow).
  bool open(quint16 port, const QString& path = "/ws") {
    socket->open(QUrl(QStringLiteral("ws://127.0.0.1:%1%2").arg(port).arg(path)));
    return QTest::qWaitFor([this] { return socket->state() == QAbstractSocket::ConnectedState || closed; }, kDeadlineMs) &&
           socket->state() == QAbstractSocket::ConnectedState;
  }
  bool waitPushes(int n) { return QTest::qWaitFor([&] { return pushes.size() >= n; }, kDeadlineMs); }
  bool waitClosed() { return QTest::qWaitFor([&] { return closed; }, kDeadlineMs); }
  // Sends `text` and returns the reply it gets (an empty object when none came, or the socket closed).
  QJsonObject send(const QByteArray& text) {
    const qsizetype before = replies.size();
    socket->sendTextMessage(QString::fromUtf8(text));
    if (!QTest::qWaitFor([&] { return replies.size() > before || closed; }, kDeadlineMs) || replies.size() == before) return {};
    return replies.last();
  }
  QString token;  // the vote's, once joined
  QJsonObject joinedPush;  // the push its join brought
  // Joins with the PIN, the QR code's key or a token (`how`: "pin", "key", "token").
  QJsonObject join(const QString& how, const QString& secret) {
    return joinAs(*this, how, secret);
  }
  // Joins with the PIN if it has not, then votes; `name` is the test's name for the phone.
  QJsonObject vote(const QString& pin, const QString& name, int round, int choice) {
    Q_UNUSED(name);
    return joinAndVote(*this, "pin", pin, round, choice);
  }
};

struct HttpReply {
  int status = 0;
  QMap<QByteArray, QByteArray> headers;  // names lower-cased
  QByteArray body;
};

// One request as written (`target` goes on the request line untouched); Connection: close. The
// server runs in this thread: every wait turns the event loop (no blocking waitFor* calls).
inline HttpReply get(quint16 port, const QByteArray& target, const QByteArray& method = "GET",
                     const QHostAddress& host = QHostAddress(QHostAddress::LocalHost)) {
  QTcpSocket s;
  s.setProxy(QNetworkProxy::NoProxy);
  s.connectToHost(host, port);
  HttpReply r;
  if (!QTest::qWaitFor([&] { return s.state() == QAbstractSocket::ConnectedState; }, kDeadlineMs)) return r;
  // The Host a browser sends for http://ADDR:PORT/ (the server refuses any other).
  const QByteArray host_header = host.toString().toLatin1() + ':' + QByteArray::number(port);
  s.write(method + ' ' + target + " HTTP/1.1\r\nHost: " + host_header + "\r\nConnection: close\r\n\r\n");
  QByteArray all;
  bool complete = false;
  (void)QTest::qWaitFor([&] {  // `complete` says whether it came
    all += s.readAll();
    const qsizetype end = all.indexOf("\r\n\r\n");
    if (end >= 0) {
      const QList<QByteArray> lines = all.left(end).split('\n');
      r.status = lines.value(0).split(' ').value(1).toInt();
      r.headers.clear();
      for (qsizetype i = 1; i < lines.size(); ++i) {
        const qsizetype colon = lines[i].indexOf(':');
        if (colon > 0) r.headers.insert(lines[i].left(colon).trimmed().toLower(), lines[i].mid(colon + 1).trimmed());
      }
      r.body = all.mid(end + 4);
      complete = r.headers.contains("content-length") && r.body.size() >= r.headers.value("content-length").toLongLong();
    }
    return complete || s.state() == QAbstractSocket::UnconnectedState;
  }, kDeadlineMs);
  return r;
}

inline QJsonObject tally(quint16 port) { return QJsonDocument::fromJson(get(port, "/tally").body).object(); }

}  // namespace votetest
