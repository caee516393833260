// The Gate's counts, and the token bucket the admission's limits are made of.
#include "vote/vote_limits.h"

#include <algorithm>

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
  open_ = {};
}

bool Gate::roomForAddress(Side side, const QHostAddress& address) const {
  return openFrom(side, address) < limits_.maxPerAddress;
}

bool Gate::roomFor(Side side, const QHostAddress& address) const {
  const int cap = side == Side::Inside ? limits_.maxInside : limits_.maxOutside;
  return open(side) < cap && roomForAddress(side, address);
}

int Gate::openFrom(Side side, const QHostAddress& address) const {
  const auto it = addresses_.constFind(normalized(address));
  return it == addresses_.cend() ? 0 : (*it)[int(side)];
}

QHostAddress Gate::busiest(Side side) const {
  QHostAddress best;
  int most = 0;
  for (auto it = addresses_.cbegin(); it != addresses_.cend(); ++it) {
    if ((*it)[int(side)] > most) {
      most = (*it)[int(side)];
      best = it.key();
    }
  }
  return best;
}

void Gate::opened(const QHostAddress& address) {
  ++addresses_[normalized(address)][0];
  ++open_[0];
}

void Gate::joined(const QHostAddress& address) {
  const auto it = addresses_.find(normalized(address));
  if (it == addresses_.end() || (*it)[0] == 0) return;
  --(*it)[0];
  --open_[0];
  ++(*it)[1];
  ++open_[1];
}

void Gate::closed(Side side, const QHostAddress& address) {
  const auto it = addresses_.find(normalized(address));
  const int s = int(side);
  if (it == addresses_.end() || (*it)[s] == 0) return;
  --(*it)[s];
  --open_[s];
  if ((*it)[0] == 0 && (*it)[1] == 0) addresses_.erase(it);
}

}  // namespace vote
