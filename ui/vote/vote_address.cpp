// The class vote's address and PIN. The default route names the interface the room's network
// reaches; its address is the one the QR code and the phones need (not 0.0.0.0, not loopback).
#include "vote/vote_address.h"

#include <QFile>
#include <QNetworkInterface>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTcpServer>
#include <algorithm>

namespace vote {
namespace {
// The interface named by /proc/net/route's default route (destination 00000000), or "".
QString defaultRouteInterface() {
  QFile f(QStringLiteral("/proc/net/route"));
  if (!f.open(QIODevice::ReadOnly | QIODevice::Text)) return {};
  f.readLine();  // the header
  while (!f.atEnd()) {
    const QList<QByteArray> fields = f.readLine().simplified().split(' ');
    if (fields.size() > 2 && fields[1] == "00000000") return QString::fromLatin1(fields[0]);
  }
  return {};
}

QHostAddress firstIPv4(const QNetworkInterface& iface) {
  if (!iface.isValid() || !(iface.flags() & QNetworkInterface::IsUp)) return {};
  for (const QNetworkAddressEntry& e : iface.addressEntries()) {
    if (e.ip().protocol() == QAbstractSocket::IPv4Protocol && !e.ip().isLoopback()) return e.ip();
  }
  return {};
}
}  // namespace

QHostAddress defaultRouteAddress() {
  const QString name = defaultRouteInterface();
  if (!name.isEmpty()) {
    const QHostAddress a = firstIPv4(QNetworkInterface::interfaceFromName(name));
    if (!a.isNull()) return a;
  }
  for (const QNetworkInterface& iface : QNetworkInterface::allInterfaces()) {
    const QHostAddress a = firstIPv4(iface);
    if (!a.isNull()) return a;
  }
  return QHostAddress(QHostAddress::LocalHost);
}

QString randomPin(int digits) {
  digits = std::clamp(digits, kMinPinDigits, kMaxPinDigits);
  QString pin;
  for (int i = 0; i < digits; ++i) pin += QChar(u'0' + QRandomGenerator::system()->bounded(10));
  return pin;
}

bool parsePort(const QString& text, quint16* port, QString* error) {
  bool ok = false;
  const uint n = text.toUInt(&ok);
  if (!ok || n > 65535 || text.trimmed() != text) {
    *error = "--vote-port: expected a port from 0 to 65535 (0: any free port), got '" + text + "'";
    return false;
  }
  *port = quint16(n);
  return true;
}

bool parsePin(const QString& text, QString* pin, QString* error) {
  static const QRegularExpression digits(QStringLiteral("^[0-9]{4,8}$"));
  if (!digits.match(text).hasMatch()) {
    *error = "--vote-pin: expected 4 to 8 digits such as 0427, got '" + text + "'";
    return false;
  }
  *pin = text;
  return true;
}

bool parsePinDigits(const QString& text, int* digits, QString* error) {
  bool ok = false;
  const int n = text.toInt(&ok);
  if (!ok || n < kMinPinDigits || n > kMaxPinDigits || text.trimmed() != text) {
    *error = "--vote-pin-digits: expected 4 to 8, got '" + text + "'";
    return false;
  }
  *digits = n;
  return true;
}

bool parseBind(const QString& text, QHostAddress* address, QString* error) {
  QHostAddress a;
  if (!a.setAddress(text)) {
    *error = "--vote-bind: expected an IP address such as 127.0.0.1 or 192.168.1.20, got '" + text + "'";
    return false;
  }
  *address = a;
  return true;
}

bool checkListen(const QHostAddress& address, quint16 port, QString* error) {
  QTcpServer probe;
  if (probe.listen(address, port)) return true;
  *error = listenError(address, port, probe.errorString());
  return false;
}

QString listenError(const QHostAddress& address, quint16 port, const QString& reason) {
  return QStringLiteral("cannot listen on %1:%2: %3").arg(address.toString()).arg(port).arg(reason);
}

}  // namespace vote
