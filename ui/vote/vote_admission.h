// Who may vote: the class vote's admission. A phone joins once, with the join key its QR code
// carries (long and random: no PIN to type), with the PIN typed from the projector, or with the
// token it was given before (a reload, a reconnect); it gets its own random token, and every
// ballot it sends must carry it. Tokens belong to this vote (start() makes new ones, and a new
// key); a phone's number (1, 2, ...) is what the tally knows of it, never the token.
//
// The PIN is checked under a back-off per address: a few wrong PINs are free, then each costs a
// wait that doubles (to a cap), and the count leaks away with time. A guess during the wait is
// refused before the PIN is looked at (no oracle), and nothing here ever stops the whole room.
// No socket and no timer: the server asks, with the time; tests drive the time.
#pragma once

#include <QHash>
#include <QHostAddress>
#include <QString>
#include <deque>

#include "vote/vote_limits.h"
#include "vote/vote_message.h"

namespace vote {

class Admission {
 public:
  explicit Admission(const Limits& limits = Limits()) : limits_(limits) {}
  void setLimits(const Limits& limits) { limits_ = limits; }
  const Limits& limits() const { return limits_; }

  // A new vote: no phones, this PIN, a fresh join key and session id (both random).
  void start(const QString& pin);
  // The same vote with another PIN (the lecturer's fresh one): phones already in keep their tokens.
  void setPin(const QString& pin) { pin_ = pin; }
  const QString& pin() const { return pin_; }
  const QString& key() const { return key_; }          // the QR code's: /#k=KEY
  const QString& session() const { return session_; }  // public: every push names it

  struct Verdict {
    bool ok = false;
    const char* error = nullptr;  // vote::error::... when refused
    qint64 retryMs = 0;           // > 0: the phone may join again after this long
    bool pinChecked = false;      // the PIN was compared (right or wrong)
    QString token;                // ok: the phone's token (new, or the one it named)
    int phone = 0;                // ok: its number
  };
  Verdict join(const QHostAddress& address, const Join& join, qint64 now);

  // The phone a token names (0: none, or it was let go for room).
  int phoneOf(const QString& token) const;
  void connected(const QString& token, bool open, qint64 now);  // its connection opened or closed
  void voted(const QString& token, qint64 now);                 // a ballot of it was counted
  int phones() const { return int(phones_.size()); }
  int phonesFrom(const QHostAddress& address) const;
  int wrongPins() const { return wrong_pins_; }  // every wrong PIN since start()
  int addresses() const { return int(addresses_.size()); }
  void prune(qint64 now);  // forgets the addresses with nothing left to remember

 private:
  struct Phone {
    int number = 0;
    QHostAddress address;  // where it joined (its address's count of phones)
    qint64 seen = 0;       // joined, connected or voted last
    int connections = 0;   // open now
    bool voted = false;
  };
  struct Address {
    int phones = 0;
    int wrong = 0;  // wrong PINs since wrong_at, less one for every pinLeakMs since
    qint64 wrong_at = 0;
    qint64 wait_until = 0;
    Bucket new_phones;
  };
  int wrongNow(const Address& a, qint64 now) const;
  Verdict admitNew(Address& a, const QHostAddress& address, qint64 now);
  bool makeRoom();  // lets go the phone longest unseen that never voted and has no connection

  Limits limits_;
  QString pin_;
  QString key_;
  QString session_;
  QHash<QString, Phone> phones_;  // token → phone
  QHash<QHostAddress, Address> addresses_;
  int next_number_ = 1;
  int wrong_pins_ = 0;
};

// Random text from the system's source: `bytes` bytes in base64url, no padding.
QString randomToken(int bytes = 16);
// a == b in a time that does not depend on where they differ.
bool sameSecret(const QString& a, const QString& b);

}  // namespace vote
