// The --events stream of dpviz-ddp (rank 0's stdout, one JSON object per line: docs/design.md's DDP
// contract; kinds, keys and phases: run/ddp_schema.h), read strictly one line at a time: a line is
// one event of a known kind with exactly its keys and types, or it is refused with one line saying
// why. Plain structs, QtCore only.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <optional>
#include <variant>
#include <vector>

#include "run/ddp_schema.h"

struct DdpParam {
  QString name;      // named_parameters(): "weight", "0.bias", ...
  qint64 bytes = 0;
};

struct DdpStart {
  int world = 1;
  qint64 local_batch = 0, global_batch = 0;  // rows per rank per step; world × local_batch
  qint64 steps = 0, steps_per_epoch = 0;
  QString model;                             // as PyTorch prints it: "Linear(5, 2)"
  QString backend;                           // one of dp::kGroupBackendNames: "cpu", "nccl", "mpi-host"
  std::vector<DdpParam> params;
  std::vector<std::vector<int>> buckets;     // parameter indices, in the reducer's order
  std::vector<qint64> bucket_bytes;
  QStringList hosts;                         // per rank
};

struct DdpShard {
  qint64 epoch = 0;
  int rank = 0;
  std::vector<qint64> indices;               // this rank's dataset indices for the epoch (R13.3)
};

struct DdpPhaseEvent {
  qint64 step = 0;
  int rank = 0;
  dp::DdpPhase phase = dp::DdpPhase::Load;
  double start_us = 0, end_us = 0;           // one timeline for all ranks
  int bucket = -1;                           // AllReduce: the bucket (reducer order)
  qint64 bytes = 0;                          // AllReduce: the bucket's bytes
};

struct DdpStepEvent {
  qint64 step = 0, epoch = 0;
  std::vector<double> losses;                // each rank's loss on its own local batch, rank order
  double step_us = 0;
};

struct DdpDone {
  qint64 steps = 0;
  QString checksum;                          // hex
  bool identical = false;                    // every rank ended with bit-identical parameters
};

struct DdpError {
  int rank = -1;
  QString message;      // English prose, as dpviz-ddp wrote it
  QString cause{};      // "stalled", "stopped" (dp::kDdpCauseNames) or another code, or empty
  int seconds = -1;     // stalled: the watchdog's seconds (-1: not said)
  qint64 step = -1;     // stalled: the step that waited, 0-based (-1: not said)
  QStringList lost_hosts{};  // the hosts that could not be reached, when known
};

using DdpEvent = std::variant<DdpStart, DdpShard, DdpPhaseEvent, DdpStepEvent, DdpDone, DdpError>;

struct DdpEventRead {
  std::optional<DdpEvent> event;
  QString error;  // when there is no event: one line (translated), without the line number
};

// The most a line may hold (a shard of 100,000 indices is ~0.7 MB): longer is refused unread.
inline constexpr qsizetype kDdpMaxLineBytes = 8 * 1024 * 1024;

// One line (its newline already taken off; a trailing '\r' is ignored).
DdpEventRead parseDdpEvent(const QByteArray& line);
