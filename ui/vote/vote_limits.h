// What the class vote holds against a hostile phone on the room's network: every limit in one
// struct (Limits), and the Gate that counts the connections open per address, apart for those
// that joined the vote and those that did not yet: the slots of each are their own, so that no
// crowd of sockets without a key or PIN can keep a phone that joined out, nor the other way round.
// No socket and no timer: the server asks it; tests drive the time.
#pragma once

#include <QHash>
#include <QHostAddress>
#include <QString>
#include <array>

namespace vote {

struct Limits {
  // Connections. Each is first "outside" (HTTP, a handshake, a WebSocket that has not joined);
  // a WebSocket that joins moves "inside". Each side has its own slots.
  int maxInside = 1000;       // joined WebSockets open at once, every address together
  int maxOutside = 400;       // connections not joined, every address together; when full, one
                              // makes room for a new one (in VoteServer::makeRoom's order)
  int maxPerAddress = 400;    // of each side, from one address: a room of 300 phones behind one NAT fits
  int listenBacklog = 1024;   // connections the system queues before they are accepted
  qint64 silentGraceMs = 1'000;  // a new connection that has sent nothing yet is kept this long before older ones
  qint64 headMs = 5'000;      // a request's head must come whole within this of its first byte
  qint64 upgradeMs = 2'000;   // then Qt's WebSocket handshake must be done within this
  qint64 idleMs = 10'000;     // an HTTP connection waiting for a request, or for its answer to be read
  qint64 joinMs = 30'000;     // a WebSocket that has not joined closes after this, pongs or not
  qint64 pingMs = 20'000;     // a joined WebSocket quiet this long is pinged (a phone's browser answers)
  qint64 socketIdleMs = 60'000;      // a joined WebSocket with no message and no pong this long closes
  qint64 maxUnsentBytes = 64 * 1024;  // a WebSocket whose phone leaves this much unread closes
  int messagesPerSecond = 5;  // per WebSocket: more messages are dropped; a ping or pong more closes it
  int framesPerSecond = 20;   // per WebSocket, frames of any kind: more close it
  // The PIN, per address: this many wrong PINs are free; each one more makes the address wait
  // before its next PIN is checked, pinBackoffMs doubling up to pinBackoffCapMs; one wrong PIN
  // is forgotten every pinLeakMs without a new one. Never the whole room; never a phone with the
  // QR code's key.
  int freeWrongPins = 5;
  qint64 pinBackoffMs = 1'000;
  qint64 pinBackoffCapMs = 120'000;
  qint64 pinLeakMs = 300'000;
  // New phones (joins without a token), per address: 60 at once, then one every newPhoneMs (300
  // behind one NAT join within a minute), and at most maxPerAddress phones joined from it.
  int newPhoneBurst = 60;
  qint64 newPhoneMs = 200;
  int maxPhones = 65'536;  // in one vote; when full, the longest unseen phone that never voted
                           // and has no connection is let go for a new one
  int maxConnections() const { return maxInside + maxOutside; }
};

// One token bucket in GCRA form: `tat`, the time it is next full; burst tokens, one every interval.
struct Bucket {
  qint64 tat = 0;
  bool has(int burst, qint64 interval, qint64 now) const;
  // Takes one if there is one; else false, and *retry_ms says when there is.
  bool take(int burst, qint64 interval, qint64 now, qint64* retry_ms = nullptr);
  bool full(qint64 now) const { return tat <= now; }
};

class Gate {
 public:
  explicit Gate(const Limits& limits = Limits()) : limits_(limits) {}
  const Limits& limits() const { return limits_; }
  void setLimits(const Limits& limits) { limits_ = limits; }
  void reset();  // a new vote: no connections

  enum class Side { Outside, Inside };
  // Whether one more on `side` from `address` fits under the side's caps.
  bool roomFor(Side side, const QHostAddress& address) const;
  bool roomForAddress(Side side, const QHostAddress& address) const;
  void opened(const QHostAddress& address);              // a new connection, outside
  void joined(const QHostAddress& address);              // one of its outside connections went inside
  void closed(Side side, const QHostAddress& address);
  int open() const { return open_[0] + open_[1]; }
  int open(Side side) const { return open_[int(side)]; }
  int openFrom(Side side, const QHostAddress& address) const;
  QHostAddress busiest(Side side) const;  // the address with the most open on `side` (null: none)
  int addresses() const { return int(addresses_.size()); }

  static QHostAddress normalized(const QHostAddress& address);  // ::ffff:a.b.c.d → a.b.c.d

 private:
  Limits limits_;
  QHash<QHostAddress, std::array<int, 2>> addresses_;  // open outside, inside; none: forgotten
  std::array<int, 2> open_{};
};

}  // namespace vote
