// Where the class vote listens and with which PIN: the address of the default route (the one the
// phones on the room's network reach), a PIN of 4 digits from the system's random source, and the
// checks of --vote-port, --vote-pin and --vote-bind (one line each).
#pragma once

#include <QHostAddress>
#include <QString>

namespace vote {

// The IPv4 address of the interface that holds the default route (/proc/net/route), else the first
// up, non-loopback IPv4 address, else 127.0.0.1.
QHostAddress defaultRouteAddress();
QString randomPin();  // "0000".."9999", from QRandomGenerator::system()

bool parsePort(const QString& text, quint16* port, QString* error);          // 0..65535
bool parsePin(const QString& text, QString* pin, QString* error);            // exactly 4 digits
bool parseBind(const QString& text, QHostAddress* address, QString* error);  // an IP address
// Whether address:port can be listened on now (tried and closed); false with the system's reason.
bool checkListen(const QHostAddress& address, quint16 port, QString* error);
QString listenError(const QHostAddress& address, quint16 port, const QString& reason);

}  // namespace vote
