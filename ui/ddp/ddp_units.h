// The DDP replay's teaching units: one recorded step cut into what a class can follow one at a
// time (forward, backward, each bucket's 2(W−1) ring steps in the order the reducer all-reduced
// them, the optimizer step), each with its caption and its measured numbers from the run.
#pragma once

#include <QString>
#include <optional>
#include <vector>

#include "ddp/ddp_frame.h"

// Failure: a run that ended with a rank's error ends its replay with one more unit, the step that
// never finished: every rank stopped, the ranks on the hosts the error names as lost marked.
enum class DdpUnitKind { Forward, Backward, ReduceScatter, AllGather, Optimizer, Failure };

struct DdpUnit {
  int record = 0;            // index into DdpRun::steps()
  DdpUnitKind kind = DdpUnitKind::Forward;
  int bucket = -1;           // ring units: the bucket's index in DdpStart::buckets
  int bucket_order = -1;     // ring units: its place in the reducer's all-reduce order, 0-based
  int bucket_count = 0;      // buckets all-reduced in this step
  int ring_step = -1;        // ring units: the step inside its half, 0 .. W−2
  qint64 bytes = 0;          // ring units: the bucket's bytes (the event's)
  double measured_us = 0;    // measured: Forward (load + forward + loss) / Backward / Optimizer: the
                             // slowest rank's; ring units: the bucket's all-reduce on all ranks
};

// The units of step record `record` (none for a record without phases). A step that failed
// keeps the units of the phases it reached.
std::vector<DdpUnit> ddpStepUnits(const DdpRun& run, int record);
// The Failure unit of a run that ended with a rank's error (after its last step record), or none.
std::optional<DdpUnit> ddpFailureUnit(const DdpRun& run);
// The step the Failure unit shows, 0-based: the error's "step" (the step that waited), else the
// one after the last that finished.
qint64 ddpFailedStep(const DdpRun& run);
// The ranks whose hosts the run's error names as lost (its "lost_hosts"), in rank order.
std::vector<int> ddpLostRanks(const DdpRun& run);
// What every rank shows during `unit`, `progress` (0..1) of the way through it: all ranks in the
// same unit (a ring step needs every rank).
DdpFrame ddpUnitFrame(const DdpRun& run, const DdpUnit& unit, double progress);
// What the unit shows, in the current language, numbers from the run (read aloud: the pace).
QString ddpUnitCaption(const DdpRun& run, const DdpUnit& unit);
// The unit's measured numbers, labelled measured (a line under the caption).
QString ddpUnitMeasured(const DdpRun& run, const DdpUnit& unit);
// The process group's backend (the start event's "backend": cpu, nccl, mpi-host) in words of the
// current language, for the "measured on this machine" lines; an unknown name as it is.
QString ddpBackendWords(const QString& backend);
// A byte count as the ring shows it: "48 B", "1.5 KiB", "2.0 MiB".
QString ddpBytes(qint64 bytes);
// One ring piece of a bucket of `bytes` over `world` ranks, as its arrows carry it: "12 B", or the
// smallest and the largest ("4 B–8 B") when the bucket does not divide into equal pieces.
QString ddpPieceBytes(qint64 bytes, int world);
