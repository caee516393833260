// What the class vote holds against a hostile phone on the room's network: every limit in one
// struct (Limits), and the Gate that keeps the counts per address and for the whole vote (the
// connections open, the wrong PINs and their lockout, the budget of wrong PINs, the new phones a
// second). No socket and no timer: the server asks it, with the time; tests drive the time.
#pragma once

#include <QHash>
#include <QHostAddress>
#include <QSet>
#include <QString>

namespace vote {

struct Limits {
  // Connections (HTTP and WebSocket alike).
  int maxConnections = 1000;  // open at once, every address together
  int maxPerAddress = 400;    // open at once from one address: a NAT'd room of 300 phones fits
  int listenBacklog = 1024;   // connections the system queues before they are accepted
  qint64 headMs = 5'000;      // a request's head must come whole within this of its first byte
  qint64 idleMs = 10'000;     // an HTTP connection waiting for a request, or for its answer to be read
  qint64 pingMs = 20'000;     // a WebSocket quiet this long is pinged (a phone's browser answers)
  qint64 socketIdleMs = 60'000;      // a WebSocket with no valid ballot and no pong this long closes
  qint64 maxUnsentBytes = 64 * 1024;  // a WebSocket whose phone leaves this much unread closes
  int messagesPerSecond = 5;  // per WebSocket: more messages are dropped; a ping or pong more closes it
  int framesPerSecond = 20;   // per WebSocket, frames of any kind: more close it
  // Ballots.
  int wrongPinsPerAddress = 10;  // then that address is locked out ...
  qint64 lockoutMs = 60'000;     // ... for this long (phones that already voted are not)
  int wrongPinBudget = 100;      // wrong PINs from every address together, one more every ...
  qint64 budgetRefillMs = 60'000;  // ... this long; once spent, PINs are checked ...
  qint64 slowCheckMs = 2'000;      // ... once this long, for every phone that has not yet voted
  int newPhoneBurst = 60;  // new phones (client ids) from one address at once, then one every ...
  qint64 newPhoneMs = 200;  // ... this long: 300 phones behind one NAT join within a minute
  int maxPhones = 4096;     // client ids in one vote
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
  void reset();  // a new vote: no connections, no phones, a full budget

  // Connections: whether one more from `address` fits under both caps; open and closed.
  bool roomFor(const QHostAddress& address) const;
  bool roomForAddress(const QHostAddress& address) const;
  void opened(const QHostAddress& address);
  void closed(const QHostAddress& address);
  int open() const { return open_; }
  int openFrom(const QHostAddress& address) const;
  QHostAddress busiest() const;  // the address with the most connections open (null: none)

  // A ballot whose message parsed, from `address` with `client`'s id; `pinRight` is looked at only
  // when the gate lets the PIN be checked (a refusal before says nothing about the PIN).
  struct Verdict {
    bool ok = false;
    const char* error = nullptr;  // vote::error::... when refused
    qint64 retryMs = 0;           // > 0: the phone may send it again after this long
    bool checked = false;         // the PIN was compared (right or wrong)
  };
  Verdict ballot(const QHostAddress& address, const QString& client, bool pinRight, qint64 now);

  bool budgetSpent(qint64 now) const;
  int phones() const { return int(phones_.size()); }  // client ids that showed the right PIN
  int addresses() const { return int(addresses_.size()); }
  void prune(qint64 now);  // forgets the addresses with nothing left to remember

  static QHostAddress normalized(const QHostAddress& address);  // ::ffff:a.b.c.d → a.b.c.d

 private:
  struct Address {
    int open = 0;
    int wrong = 0;            // wrong PINs since last_wrong - lockoutMs
    qint64 last_wrong = 0;
    qint64 locked_until = 0;
    Bucket new_phones;
  };
  Limits limits_;
  QHash<QHostAddress, Address> addresses_;
  QSet<QString> phones_;
  Bucket budget_;   // wrong PINs, every address
  Bucket slow_;     // PIN checks once the budget is spent
  int open_ = 0;
};

}  // namespace vote
