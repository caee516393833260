// DdpRun: the checks across lines of the --events stream, and the steps they build. A run stops
// at the first refused line: a view animating half a stream it cannot trust would teach wrong.
#include "ddp/ddp_run.h"

#include <QCoreApplication>
#include <set>

class DdpRunChecks {
  Q_DECLARE_TR_FUNCTIONS(DdpRunChecks)
};

bool DdpRun::feedLine(const QByteArray& line) {
  if (finished()) return false;
  ++lines_;
  const DdpEventRead read = parseDdpEvent(line);
  return apply(read.event ? check(*read.event) : read.error);
}

bool DdpRun::feed(const DdpEvent& event) {
  if (finished()) return false;
  ++lines_;
  return apply(check(event));
}

bool DdpRun::apply(const QString& why) {
  if (why.isEmpty()) return true;
  stream_error_ = DdpRunChecks::tr("line %1: %2").arg(lines_).arg(why);
  return false;
}

int DdpRun::completedSteps() const {
  int n = 0;
  for (const DdpStepRecord& s : steps_) n += s.complete ? 1 : 0;
  return n;
}

std::vector<qint64> DdpRun::shard(qint64 epoch, int rank) const {
  if (epoch < 0 || epoch >= qint64(shards_.size()) || rank < 0 || rank >= int(shards_[std::size_t(epoch)].size())) return {};
  return shards_[std::size_t(epoch)][std::size_t(rank)];
}

QString DdpRun::checkStart(const DdpStart& s) const {
  if (start_) return DdpRunChecks::tr("a second \"start\" event");
  if (s.global_batch != s.world * s.local_batch) {
    return DdpRunChecks::tr("\"global_batch\" %1 is not world × local_batch = %2").arg(s.global_batch).arg(s.world * s.local_batch);
  }
  if (s.buckets.size() != s.bucket_bytes.size()) return DdpRunChecks::tr("\"buckets\" and \"bucket_bytes\" differ in length");
  if (s.hosts.size() != s.world) return DdpRunChecks::tr("\"hosts\" must name one host per rank");
  std::set<int> seen;
  for (const std::vector<int>& bucket : s.buckets) {
    for (const int i : bucket) {
      if (i >= int(s.params.size())) return DdpRunChecks::tr("a bucket holds parameter %1 of %2").arg(i).arg(s.params.size());
      if (!seen.insert(i).second) return DdpRunChecks::tr("parameter %1 is in two buckets").arg(i);
    }
  }
  return {};
}

DdpStepRecord& DdpRun::openStep(qint64 step) {
  if (steps_.empty() || steps_.back().complete) {
    DdpStepRecord r;
    r.step = step;
    r.by_rank.resize(std::size_t(world()));
    steps_.push_back(std::move(r));
  }
  return steps_.back();
}

QString DdpRun::checkPhase(const DdpPhaseEvent& p) {
  if (p.rank >= world()) return DdpRunChecks::tr("rank %1 in a world of %2").arg(p.rank).arg(world());
  const qint64 expected = completedSteps();
  if (p.step != expected) return DdpRunChecks::tr("a phase of step %1 where step %2 was expected").arg(p.step).arg(expected);
  if (p.phase == dp::DdpPhase::AllReduce && p.bucket >= int(start_->buckets.size())) {
    return DdpRunChecks::tr("bucket %1 of %2").arg(p.bucket).arg(start_->buckets.size());
  }
  openStep(p.step).by_rank[std::size_t(p.rank)].push_back(p);
  return {};
}

QString DdpRun::checkStep(const DdpStepEvent& s) {
  const qint64 expected = completedSteps();
  if (s.step != expected) return DdpRunChecks::tr("step %1 where step %2 was expected").arg(s.step).arg(expected);
  if (int(s.losses.size()) != world()) return DdpRunChecks::tr("%1 losses for %2 ranks").arg(s.losses.size()).arg(world());
  DdpStepRecord& r = openStep(s.step);
  r.epoch = s.epoch;
  r.losses = s.losses;
  r.step_us = s.step_us;
  r.complete = true;
  return {};
}

void DdpRun::noteFailedRank(int rank, const QString& message) {
  if (done_ || !start_ || rank < 0 || rank >= world()) return;
  if (!rank_error_) {
    rank_error_ = DdpError{rank, message, {}, -1, -1, {}};
  } else if (rank_error_->rank < 0) {
    rank_error_ = DdpError{rank, message, {}, -1, -1, {}};  // mpirun's words for the rank that died, not the event's cause
  }
}

QString DdpRun::check(const DdpEvent& event) {
  if (const auto* e = std::get_if<DdpError>(&event)) {
    if (start_ && e->rank >= world()) return DdpRunChecks::tr("rank %1 in a world of %2").arg(e->rank).arg(world());
    for (const QString& host : e->lost_hosts) {
      if (start_ && !start_->hosts.contains(host)) return DdpRunChecks::tr("an error naming host %1, which runs no rank").arg(host.left(40));
    }
    rank_error_ = *e;
    return {};
  }
  if (const auto* s = std::get_if<DdpStart>(&event)) {
    const QString why = checkStart(*s);
    if (why.isEmpty()) start_ = *s;
    return why;
  }
  if (!start_) return DdpRunChecks::tr("the first event must be \"start\"");
  if (const auto* sh = std::get_if<DdpShard>(&event)) {
    if (sh->rank >= world()) return DdpRunChecks::tr("rank %1 in a world of %2").arg(sh->rank).arg(world());
    if (sh->epoch > qint64(shards_.size())) return DdpRunChecks::tr("a shard of epoch %1 before epoch %2's").arg(sh->epoch).arg(shards_.size());
    if (sh->epoch == qint64(shards_.size())) shards_.emplace_back(std::size_t(world()));
    shards_[std::size_t(sh->epoch)][std::size_t(sh->rank)] = sh->indices;
    return {};
  }
  if (const auto* p = std::get_if<DdpPhaseEvent>(&event)) return checkPhase(*p);
  if (const auto* st = std::get_if<DdpStepEvent>(&event)) return checkStep(*st);
  const DdpDone& d = std::get<DdpDone>(event);
  if (d.steps != completedSteps()) return DdpRunChecks::tr("\"done\" after %1 steps says %2").arg(completedSteps()).arg(d.steps);
  done_ = d;
  return {};
}
