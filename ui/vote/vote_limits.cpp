// The Gate's counts. A ballot's checks run from the one that says least: a phone that already voted
// with the right PIN passes at once; a locked address, then a spent budget refuse before the PIN
// is looked at; a wrong PIN counts against its address and the budget; a right PIN from a new
// phone takes one of its address's new-phone tokens.
#include "vote/vote_limits.h"

#include <algorithm>

#include "vote/vote_message.h"

namespace vote {

bool Bucket::has(int burst, qint64 interval, qint64 now) const {
  return std::max(tat, now) - now <= qint64(std::max(burst, 1) - 1) * interval;
}

bool Bucket::take(int burst, qint64 interval, qint64 now, qint64* retry_ms) {
  const qint64 t = std::max(tat, now);
  const qint64 slack = qint64(std::max(burst, 1) - 1) * interval;
  if (t - now > slack) {
    if (retry_ms) *retry_ms = t - now - slack;
    return false;
  }
  tat = t + interval;
  return true;
}

QHostAddress Gate::normalized(const QHostAddress& address) {
  bool v4 = false;
  const quint32 ip = address.toIPv4Address(&v4);
  return v4 ? QHostAddress(ip) : address;
}

void Gate::reset() {
  addresses_.clear();
  phones_.clear();
  budget_ = {};
  slow_ = {};
  open_ = 0;
}

bool Gate::roomForAddress(const QHostAddress& address) const { return openFrom(address) < limits_.maxPerAddress; }

bool Gate::roomFor(const QHostAddress& address) const { return open_ < limits_.maxConnections && roomForAddress(address); }

int Gate::openFrom(const QHostAddress& address) const {
  const auto it = addresses_.constFind(normalized(address));
  return it == addresses_.cend() ? 0 : it->open;
}

QHostAddress Gate::busiest() const {
  QHostAddress best;
  int most = 0;
  for (auto it = addresses_.cbegin(); it != addresses_.cend(); ++it) {
    if (it->open > most) {
      most = it->open;
      best = it.key();
    }
  }
  return best;
}

void Gate::opened(const QHostAddress& address) {
  ++addresses_[normalized(address)].open;
  ++open_;
}

void Gate::closed(const QHostAddress& address) {
  const auto it = addresses_.find(normalized(address));
  if (it == addresses_.end() || it->open == 0) return;
  --it->open;
  --open_;
}

bool Gate::budgetSpent(qint64 now) const { return !budget_.has(limits_.wrongPinBudget, limits_.budgetRefillMs, now); }

Gate::Verdict Gate::ballot(const QHostAddress& address, const QString& client, bool pinRight, qint64 now) {
  Verdict v;
  if (pinRight && phones_.contains(client)) {  // it voted with the right PIN before: never locked out
    v.ok = v.checked = true;
    return v;
  }
  Address& a = addresses_[normalized(address)];
  if (a.locked_until > now) {
    v.error = error::kTooManyWrongPins;
    v.retryMs = a.locked_until - now;
    return v;
  }
  if (budgetSpent(now) && !slow_.take(1, limits_.slowCheckMs, now, &v.retryMs)) {
    v.error = error::kPinChecksPaused;  // too many wrong PINs in the room: one check at a time
    return v;
  }
  v.checked = true;
  if (!pinRight) {
    // The budget may run into debt (the checks go on, slowly), but never by more than itself.
    const qint64 full_debt = now + qint64(limits_.wrongPinBudget) * limits_.budgetRefillMs;
    budget_.tat = std::min(std::max(budget_.tat, now) + limits_.budgetRefillMs, full_debt);
    if (now - a.last_wrong > limits_.lockoutMs) a.wrong = 0;
    a.last_wrong = now;
    if (++a.wrong >= limits_.wrongPinsPerAddress) {
      a.wrong = 0;
      a.locked_until = now + limits_.lockoutMs;
    }
    v.error = error::kWrongPin;
    return v;
  }
  if (phones_.size() >= limits_.maxPhones) {
    v.error = error::kVoteFull;
    return v;
  }
  if (!a.new_phones.take(limits_.newPhoneBurst, limits_.newPhoneMs, now, &v.retryMs)) {
    v.error = error::kTooManyNewPhones;
    return v;
  }
  phones_.insert(client);
  v.ok = true;
  return v;
}

void Gate::prune(qint64 now) {
  for (auto it = addresses_.begin(); it != addresses_.end();) {
    const Address& a = it.value();
    const bool remembers = a.open > 0 || a.locked_until > now || (a.wrong > 0 && now - a.last_wrong <= limits_.lockoutMs) ||
                           !a.new_phones.full(now);
    it = remembers ? std::next(it) : addresses_.erase(it);
  }
}

}  // namespace vote
