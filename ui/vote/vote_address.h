// Where the class vote listens and with which PIN: the address of the default route (the one the
// phones on the room's network reach), a PIN of 4 to 8 digits from the system's random source, and
// the checks of --vote-port, --vote-pin, --vote-pin-digits and --vote-bind (one line each).
#pragma once

#include <QHostAddress>
#include <QString>

namespace vote {

// The IPv4 address of the interface that holds the default route (/proc/net/route), else the first
// up, non-loopback IPv4 address, else 127.0.0.1.
QHostAddress defaultRouteAddress();
inline constexpr int kMinPinDigits = 4;  // a PIN a room types from the projector at a glance
inline constexpr int kMaxPinDigits = 8;
// Six: the PIN is guessed per address under a back-off (vote_limits.h), so its length is what
// keeps many addresses from finding it; a phone that scans the QR code types none.
inline constexpr int kDefaultPinDigits = 6;
QString randomPin(int digits = kDefaultPinDigits);  // `digits` digits, from QRandomGenerator::system()

bool parsePort(const QString& text, quint16* port, QString* error);          // 0..65535
bool parsePin(const QString& text, QString* pin, QString* error);            // 4 to 8 digits
bool parsePinDigits(const QString& text, int* digits, QString* error);      // 4 to 8
bool parseBind(const QString& text, QHostAddress* address, QString* error);  // an IP address
// Whether address:port can be listened on now (tried and closed); false with the system's reason.
bool checkListen(const QHostAddress& address, quint16 port, QString* error);
QString listenError(const QHostAddress& address, quint16 port, const QString& reason);

}  // namespace vote
