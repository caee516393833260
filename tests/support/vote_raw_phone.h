// A phone written on a plain QTcpSocket, for the class vote's tests: it connects from any loopback
// address (127.x.y.z, as the phones of a room each have their own), speaks the WebSocket handshake
// and frames itself, and can send what a browser never would (an unmasked frame, a ping flood, a
// foreign Host). Loopback only; waits turn the event loop (the server runs in the same thread).
#pragma once

#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkProxy>
#include <QRandomGenerator>
#include <QTcpSocket>
#include <QTest>
#include <QtEndian>

#include "vote_phone.h"

namespace votetest {

struct RawPhone {
  QTcpSocket socket;
  QByteArray in;               // received, not yet parsed
  bool upgraded = false;       // the 101 came
  int status = 0;              // the handshake's HTTP status
  bool closed = false;         // the server closed (or reset) the connection
  int closeCode = 0;           // from the server's close frame
  int pings = 0;               // the server's pings
  int pongs = 0;
  bool answerPings = true;     // a browser answers the server's pings by itself
  QList<QJsonObject> pushes;
  QList<QJsonObject> replies;

  explicit RawPhone(const QHostAddress& from = QHostAddress(QHostAddress::LocalHost)) {
    socket.setProxy(QNetworkProxy::NoProxy);
    socket.bind(from, 0);
    QObject::connect(&socket, &QTcpSocket::readyRead, [this] { onData(); });
    QObject::connect(&socket, &QTcpSocket::disconnected, [this] { closed = true; });
    QObject::connect(&socket, &QTcpSocket::errorOccurred, [this] { closed = true; });
  }
  bool connectTo(quint16 port) {
    socket.connectToHost(QHostAddress(QHostAddress::LocalHost), port);
    return QTest::qWaitFor([this] { return socket.state() == QAbstractSocket::ConnectedState || closed; }, kDeadlineMs) &&
           socket.state() == QAbstractSocket::ConnectedState;
  }
  // The handshake for ws://127.0.0.1:port/path; `host` and `origin` as given ("" : none sent).
  bool open(quint16 port, const QByteArray& path = "/ws", const QByteArray& host = {}, const QByteArray& origin = {}) {
    begin(port, path, host, origin);
    return QTest::qWaitFor([this] { return status != 0 || closed; }, kDeadlineMs) && upgraded;
  }
  // The same without waiting (many phones at once): the request goes once connected.
  void begin(quint16 port, const QByteArray& path = "/ws", QByteArray host = {}, const QByteArray& origin = {}) {
    if (host.isNull()) host = "127.0.0.1:" + QByteArray::number(port);
    QByteArray request = "GET " + path + " HTTP/1.1\r\n";
    if (!host.isEmpty()) request += "Host: " + host + "\r\n";
    if (!origin.isEmpty()) request += "Origin: " + origin + "\r\n";
    request += "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
               "Sec-WebSocket-Version: 13\r\n\r\n";
    QObject::connect(&socket, &QTcpSocket::connected, [this, request] { socket.write(request); });
    socket.connectToHost(QHostAddress(QHostAddress::LocalHost), port);
  }
  // One frame: masked and final unless told, with a payload of up to 65535 bytes.
  void sendFrame(int opcode, const QByteArray& payload, bool masked = true, bool fin = true) {
    QByteArray f;
    f.append(char((fin ? 0x80 : 0) | opcode));
    const char mask_bit = masked ? char(0x80) : char(0);
    if (payload.size() < 126) {
      f.append(char(mask_bit | char(payload.size())));
    } else {
      f.append(char(mask_bit | 126));
      f.append(char(payload.size() >> 8));
      f.append(char(payload.size() & 0xFF));
    }
    QByteArray body = payload;
    if (masked) {
      const quint32 key = QRandomGenerator::global()->generate();
      char k[4];
      qToBigEndian(key, k);
      f.append(k, 4);
      for (qsizetype i = 0; i < body.size(); ++i) body[i] = char(body[i] ^ k[i % 4]);
    }
    socket.write(f + body);
  }
  void sendText(const QByteArray& text, bool masked = true) { sendFrame(0x1, text, masked); }
  QJsonObject send(const QByteArray& text) {
    const qsizetype before = replies.size();
    sendText(text);
    if (!QTest::qWaitFor([&] { return replies.size() > before || closed; }, kDeadlineMs) || replies.size() == before) return {};
    return replies.last();
  }
  QString token;
  QJsonObject joinedPush;
  QJsonObject join(const QString& how, const QString& secret) {
    return joinAs(*this, how, secret);
  }
  QJsonObject vote(const QString& pin, const QString& name, int round, int choice) {
    Q_UNUSED(name);
    return joinAndVote(*this, "pin", pin, round, choice);
  }
  bool waitPushes(int n) { return QTest::qWaitFor([&] { return pushes.size() >= n || closed; }, kDeadlineMs) && pushes.size() >= n; }
  bool waitClosed() { return QTest::qWaitFor([&] { return closed; }, kDeadlineMs); }
  // Raw bytes on the connection (an HTTP request, half of one, anything).
  void write(const QByteArray& bytes) { socket.write(bytes); }
  QByteArray received() const { return in; }  // before an upgrade: everything the server sent

 private:
  void onData() {
    in += socket.readAll();
    if (!upgraded) {  // HTTP: `in` keeps every byte; the first status line is the status
      const qsizetype end = in.indexOf("\r\n\r\n");
      if (end < 0) return;
      if (status == 0) status = in.left(in.indexOf("\r\n")).split(' ').value(1).toInt();
      upgraded = status == 101 && in.startsWith("HTTP/1.1 101");
      if (!upgraded) return;
      in.remove(0, end + 4);
    }
    while (in.size() >= 2) {  // the server's frames: never masked, never fragmented here
      const int opcode = in[0] & 0x0F;
      qsizetype at = 2;
      quint64 length = uchar(in[1]) & 0x7F;
      if (length == 126) {
        if (in.size() < 4) return;
        length = qFromBigEndian<quint16>(in.constData() + 2);
        at = 4;
      } else if (length == 127) {
        if (in.size() < 10) return;
        length = qFromBigEndian<quint64>(in.constData() + 2);
        at = 10;
      }
      if (quint64(in.size() - at) < length) return;
      const QByteArray payload = in.mid(at, qsizetype(length));
      in.remove(0, at + qsizetype(length));
      if (opcode == 0x1) {
        const QJsonObject o = QJsonDocument::fromJson(payload).object();
        (o.contains("ok") ? replies : pushes).append(o);
      } else if (opcode == 0x8) {
        closeCode = payload.size() >= 2 ? qFromBigEndian<quint16>(payload.constData()) : 1005;
      } else if (opcode == 0x9) {
        ++pings;
        if (answerPings) sendFrame(0xA, payload);
      } else if (opcode == 0xA) {
        ++pongs;
      }
    }
  }
};

}  // namespace votetest
