// Explanations per phase, with the numbers of the batch on screen; the facts (the split, the
// failing replica, the output device) come from the engine's record of the batch.
#include "stage/explanation.h"

#include <QCoreApplication>

#include "core/limits.h"
#include "stage/flow_item.h"

// The translation context of every text here ("Explanation").
class Explanation {
  Q_DECLARE_TR_FUNCTIONS(Explanation)
};

namespace {

// The output device as the gather recorded it (its events carry the device's torch name).
QString outputDevice(const StepResult& step) {
  for (const auto& e : step.events) {
    if (e.phase == dp::Phase::Gather && !e.message.empty()) return QString::fromStdString(e.message);
  }
  return QStringLiteral("cuda:0");
}

QString failedDevice(const dp::BatchRecord& rec) {
  const int r = rec.failed_replica;
  return QString::fromStdString(dp::torch_device_name(r >= 0 && r < int(rec.devices.size()) ? rec.devices[std::size_t(r)] : r));
}

}  // namespace

QString phaseName(AnimPhase phase) {
  switch (phase) {
    case AnimPhase::Idle: return Explanation::tr("Ready");
    case AnimPhase::Load: return Explanation::tr("Load");
    case AnimPhase::Scatter: return Explanation::tr("Scatter");
    case AnimPhase::Replicate: return Explanation::tr("Replicate");
    case AnimPhase::Forward: return Explanation::tr("Forward");
    case AnimPhase::Gather: return Explanation::tr("Gather");
    case AnimPhase::Done: return Explanation::tr("Done");
  }
  return {};
}

QString explainPhase(const Player& player, int gpus) {
  const StepResult* step = player.current();
  if (!step) {
    return player.batchCount() == 0 ? Explanation::tr("Nothing to run: the DataLoader yields no batch.")
                                    : Explanation::tr("Press Play (Space) or step (→) to run the first batch.");
  }
  const auto& rec = step->record;
  const qint64 rows = rec.input.ndim() > 0 ? rec.input[0] : 0;
  const int used = int(rec.chunk_sizes.size());
  const int others = std::max(0, used - 1);  // replicas that receive a copy of the parameters
  switch (player.phase()) {
    case AnimPhase::Idle:
    case AnimPhase::Load:
      return Explanation::tr("Load: the DataLoader collates batch %1 of %2 (%n row(s)) on the CPU.", nullptr, int(rows))
          .arg(rec.index + 1)
          .arg(player.batchCount());
    case AnimPhase::Scatter:
      if (!player.wrapped()) return Explanation::tr("input.to(device): the whole batch (%n row(s)) is copied to cuda:0.", nullptr, int(rows));
      return Explanation::tr("Scatter: %1. Each chunk is copied to its GPU.").arg(FlowItem::ruleText(rows, gpus));
    case AnimPhase::Replicate:
      if (others == 0) return Explanation::tr("Replicate: one chunk, so one replica, which shares the original module's parameters.");
      return Explanation::tr("Replicate: cuda:0 broadcasts the parameters to the %n other GPU(s) in use; replica 0 shares the "
                "original module's parameters.", nullptr, others);
    case AnimPhase::Forward:
      if (!player.wrapped()) return Explanation::tr("Forward: the model runs on the whole batch.");
      if (player.failed()) {
        return Explanation::tr("Parallel apply: replica %1 on %2 raises; DataParallel waits until the other replicas finish.")
            .arg(rec.failed_replica)
            .arg(failedDevice(rec));
      }
      return Explanation::tr("Parallel apply: %n replica(s) run at the same time; each prints its line when it finishes, so the "
                "order changes from run to run.", nullptr, used);
    case AnimPhase::Gather:
      if (!rec.replica_outputs.empty() && rec.replica_outputs.front().ndim() == 0) {  // the scalar rule (R9.2)
        return Explanation::tr("Gather: %n scalar(s) cannot be concatenated, so each becomes a vector of one, then they are "
                               "concatenated on %1 (see the warning).", nullptr, used)
            .arg(outputDevice(*step));
      }
      return Explanation::tr("Gather: the %n output(s) are concatenated on %1 in replica order.", nullptr, used).arg(outputDevice(*step));
    case AnimPhase::Done:
      if (player.failed()) {
        return Explanation::tr("Failed: DataParallel re-raised replica %1's error (%2); the batch has no output and the loop ends.")
            .arg(rec.failed_replica)
            .arg(QString::fromStdString(rec.error).section('\n', 0, 0));
      }
      return Explanation::tr("Done: output %1; the Outside line is printed after the gather.")
          .arg(QString::fromStdString(rec.output.to_string()));
  }
  return {};
}
