// DdpRun: the plain model of one dpviz-ddp run, built from its --events lines in order. It checks
// what the lines mean together (one start first, ranks within the world, steps in order, buckets
// that exist) and stops at the first line it refuses. QtCore only (the fuzzer links it).
#pragma once

#include <QByteArray>
#include <QString>
#include <optional>
#include <vector>

#include "ddp/ddp_events.h"

struct DdpStepRecord {
  qint64 step = 0, epoch = 0;
  std::vector<std::vector<DdpPhaseEvent>> by_rank;  // [rank] → its phases in stream order
  std::vector<double> losses;                       // per rank; empty until the "step" line
  double step_us = 0;
  bool complete = false;                            // its "step" line has arrived
};

class DdpRun {
 public:
  // One line of rank 0's stdout (without its newline). Returns false when the line is refused:
  // streamError() then says why (with the line's number) and the run takes no more lines.
  bool feedLine(const QByteArray& line);
  bool feed(const DdpEvent& event);  // the same for an event already parsed

  bool started() const { return start_.has_value(); }
  const DdpStart& start() const { return *start_; }  // only when started()
  int world() const { return start_ ? start_->world : 0; }
  const std::vector<DdpStepRecord>& steps() const { return steps_; }
  int completedSteps() const;
  // The shard of `rank` for `epoch` (empty when its line has not come).
  std::vector<qint64> shard(qint64 epoch, int rank) const;
  qint64 lastShardEpoch() const { return qint64(shards_.size()) - 1; }
  const std::optional<DdpDone>& done() const { return done_; }
  const std::optional<DdpError>& rankError() const { return rank_error_; }  // a rank's "error" line
  // After the process ended: mpirun named `rank` as the one that died (mpirun_report.h). It names
  // the error line's unknown rank (-1), or becomes the error when rank 0 died before writing one.
  // Ignored after "done", for a rank outside the world, or when the error names a rank already.
  void noteFailedRank(int rank, const QString& message);
  const QString& streamError() const { return stream_error_; }             // a refused line
  bool finished() const { return done_ || rank_error_ || !stream_error_.isEmpty(); }
  int lines() const { return lines_; }

 private:
  bool apply(const QString& why);  // empty: the line was taken
  QString check(const DdpEvent& event);
  QString checkStart(const DdpStart& s) const;
  QString checkPhase(const DdpPhaseEvent& p);
  QString checkStep(const DdpStepEvent& s);
  DdpStepRecord& openStep(qint64 step);

  std::optional<DdpStart> start_;
  std::vector<std::vector<std::vector<qint64>>> shards_;  // [epoch][rank]
  std::vector<DdpStepRecord> steps_;
  std::optional<DdpDone> done_;
  std::optional<DdpError> rank_error_;
  QString stream_error_;
  int lines_ = 0;
};
