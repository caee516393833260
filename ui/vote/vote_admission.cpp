// The admission's rules, from the one that says least: a token names its phone or nothing; a key
// is right or wrong (128 random bits: no guess is worth a limit); a PIN waits for its address's
// back-off before it is looked at; a new phone takes one of its address's tokens and a place.
#include "vote/vote_admission.h"

#include <QRandomGenerator>
#include <algorithm>

namespace vote {

QString randomToken(int bytes) {
  QByteArray raw(bytes, Qt::Uninitialized);
  QRandomGenerator::system()->fillRange(reinterpret_cast<quint32*>(raw.data()), bytes / 4);
  for (int i = bytes / 4 * 4; i < bytes; ++i) raw[i] = char(QRandomGenerator::system()->bounded(256));
  return QString::fromLatin1(raw.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

bool sameSecret(const QString& a, const QString& b) {
  if (a.size() != b.size()) return false;
  char16_t diff = 0;
  for (qsizetype i = 0; i < a.size(); ++i) diff |= char16_t(a[i].unicode() ^ b[i].unicode());
  return diff == 0;
}

void Admission::start(const QString& pin) {
  pin_ = pin;
  key_ = randomToken(16);
  session_ = randomToken(9);
  phones_.clear();
  addresses_.clear();
  next_number_ = 1;
  wrong_pins_ = 0;
}

int Admission::wrongNow(const Address& a, qint64 now) const {
  const qint64 leaked = std::max<qint64>(0, now - a.wrong_at) / std::max<qint64>(1, limits_.pinLeakMs);
  return int(std::max<qint64>(0, a.wrong - leaked));
}

int Admission::phoneOf(const QString& token) const {
  const auto it = phones_.constFind(token);
  return it == phones_.cend() ? 0 : it->number;
}

int Admission::phonesFrom(const QHostAddress& address) const {
  const auto it = addresses_.constFind(Gate::normalized(address));
  return it == addresses_.cend() ? 0 : it->phones;
}

void Admission::connected(const QString& token, bool open, qint64 now) {
  const auto it = phones_.find(token);
  if (it == phones_.end()) return;
  it->connections = std::max(0, it->connections + (open ? 1 : -1));
  it->seen = now;
}

void Admission::voted(const QString& token, qint64 now) {
  const auto it = phones_.find(token);
  if (it == phones_.end()) return;
  it->voted = true;
  it->seen = now;
}

Admission::Verdict Admission::join(const QHostAddress& from, const Join& join, qint64 now) {
  Verdict v;
  const QHostAddress address = Gate::normalized(from);
  if (join.by == Join::By::Token) {
    const auto it = phones_.constFind(join.secret);
    if (it == phones_.cend()) {
      v.error = error::kUnknownToken;
      return v;
    }
    v.ok = true;
    v.token = join.secret;
    v.phone = it->number;
    return v;
  }
  Address& a = addresses_[address];
  if (join.by == Join::By::Key) {
    if (!sameSecret(join.secret, key_)) {
      v.error = error::kWrongKey;
      return v;
    }
    return admitNew(a, address, now);
  }
  if (a.wait_until > now) {  // refused before the PIN is looked at: a guess now learns nothing
    v.error = error::kTooManyWrongPins;
    v.retryMs = a.wait_until - now;
    return v;
  }
  v.pinChecked = true;
  if (!sameSecret(join.secret, pin_)) {
    ++wrong_pins_;
    a.wrong = wrongNow(a, now) + 1;
    a.wrong_at = now;
    if (const int over = a.wrong - limits_.freeWrongPins; over > 0) {
      const qint64 wait = limits_.pinBackoffMs << std::min(over - 1, 30);
      a.wait_until = now + std::min(wait, limits_.pinBackoffCapMs);
    }
    v.error = error::kWrongPin;
    return v;
  }
  Verdict admitted = admitNew(a, address, now);
  admitted.pinChecked = true;
  return admitted;
}

Admission::Verdict Admission::admitNew(Address& a, const QHostAddress& address, qint64 now) {
  Verdict v;
  if (a.phones >= limits_.maxPerAddress) {
    v.error = error::kAddressFull;
    return v;
  }
  if (phones_.size() >= limits_.maxPhones && !makeRoom()) {
    v.error = error::kVoteFull;
    return v;
  }
  if (!a.new_phones.take(limits_.newPhoneBurst, limits_.newPhoneMs, now, &v.retryMs)) {
    v.error = error::kTooManyNewPhones;
    return v;
  }
  QString token = randomToken(16);
  while (phones_.contains(token)) token = randomToken(16);
  phones_.insert(token, Phone{next_number_++, address, now, 0, false});
  ++a.phones;
  v.ok = true;
  v.token = token;
  v.phone = phones_.value(token).number;
  return v;
}

bool Admission::makeRoom() {
  auto gone = phones_.end();
  for (auto it = phones_.begin(); it != phones_.end(); ++it) {
    if (!it->voted && it->connections == 0 && (gone == phones_.end() || it->seen < gone->seen)) gone = it;
  }
  if (gone == phones_.end()) return false;
  const auto a = addresses_.find(gone->address);
  if (a != addresses_.end()) --a->phones;
  phones_.erase(gone);
  return true;
}

void Admission::prune(qint64 now) {
  for (auto it = addresses_.begin(); it != addresses_.end();) {
    const Address& a = it.value();
    const bool remembers = a.phones > 0 || a.wait_until > now || wrongNow(a, now) > 0 || !a.new_phones.full(now);
    it = remembers ? std::next(it) : addresses_.erase(it);
  }
}

}  // namespace vote
