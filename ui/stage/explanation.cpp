// Explanations per phase, with the numbers of the batch on screen; the facts (the split, the
// failing replica, the output device) come from the engine's record of the batch.
#include "stage/explanation.h"

#include <QCoreApplication>

#include "core/limits.h"
#include "data/split_rules.h"
#include "run/tutorial.h"

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

QString chunkList(const std::vector<std::int64_t>& sizes) {
  QStringList parts;
  for (auto s : sizes) parts << QString::number(s);
  return parts.join(QStringLiteral(", "));
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
    case AnimPhase::Loss: return Explanation::tr("Loss");
    case AnimPhase::Backward: return Explanation::tr("Backward");
    case AnimPhase::Reduce: return Explanation::tr("Reduce");
    case AnimPhase::Step: return Explanation::tr("Optimizer step");
    case AnimPhase::Done: return Explanation::tr("Done");
  }
  return {};
}

namespace {

// "1.2 KiB", "48 bytes": sizes the way the captions say them.
QString bytesText(std::uint64_t bytes) {
  if (bytes < 1024) return Explanation::tr("%n byte(s)", nullptr, int(bytes));
  if (bytes < 1024 * 1024) return Explanation::tr("%1 KiB").arg(double(bytes) / 1024.0, 0, 'f', 1);
  return Explanation::tr("%1 MiB").arg(double(bytes) / 1048576.0, 0, 'f', 1);
}

// The training phases (R10): the numbers of this step.
QString explainTraining(const StepResult& step, AnimPhase phase, bool wrapped) {
  const dp::TrainRecord& t = step.record;
  const int used = int(t.chunk_sizes.size());
  const QString where = QString::fromStdString(dp::torch_device_name(t.reduce_device));
  std::uint64_t summed = 0;
  for (std::size_t r = 1; r < t.reduce_bytes.size(); ++r) summed += t.reduce_bytes[r];
  const std::uint64_t per_replica = t.reduce_bytes.empty() ? 0 : t.reduce_bytes.front();
  switch (phase) {
    case AnimPhase::Loss:
      return Explanation::tr("Loss: MSELoss (mean) of the gathered output against the targets, on %1: %2.")
          .arg(where)
          .arg(double(t.loss), 0, 'g', 6);
    case AnimPhase::Backward:
      if (!wrapped) return Explanation::tr("Backward: the gradients of the loss with respect to every parameter, on %1.").arg(where);
      return Explanation::tr("Backward: the output's gradient is cut with the forward's sizes (%1 rows) and sent back; every "
                             "replica computes its parameters' gradients on its own GPU, all at the same time (%n replica(s)).",
                             nullptr, used)
          .arg(chunkList(t.grad_chunk_sizes));
    case AnimPhase::Reduce:
      return Explanation::tr("Reduce: each replica's gradients (%1) are summed onto %2, %3 arriving from the other GPUs: the sum "
                             "equals one device's gradient of the whole batch.")
          .arg(bytesText(per_replica), where, bytesText(summed));
    case AnimPhase::Step:
      return Explanation::tr("Optimizer step: SGD updates the parameters on %1 only; the next forward copies them to the other "
                             "GPUs again.")
          .arg(where);
    default:
      return {};
  }
}

}  // namespace

QString explainPhase(const Player& player, int gpus) {
  const StepResult* step = player.current();
  if (!step) {
    return player.batchCount() == 0 ? Explanation::tr("Nothing to run: the DataLoader yields no batch.")
                                    : Explanation::tr("Press Play (Space) or step (→) to run the first batch.");
  }
  return explainStep(*step, player.phase(), player.batchCount(), player.wrapped(), gpus);
}

QString explainStep(const StepResult& s, AnimPhase phase, qint64 batch_count, bool wrapped, int gpus) {
  const StepResult* step = &s;
  const bool failed = step->outcome == StepOutcome::Failed;
  if (isTrainingPhase(phase)) return explainTraining(*step, phase, wrapped);
  const auto& rec = step->record;
  const qint64 rows = rec.input.ndim() > 0 ? rec.input[0] : 0;
  const int used = int(rec.chunk_sizes.size());
  const int others = std::max(0, used - 1);  // replicas that receive a copy of the parameters
  switch (phase) {
    case AnimPhase::Idle:
    case AnimPhase::Load:
      return Explanation::tr("Load: the DataLoader collates batch %1 of %2 (%n row(s)) on the CPU.", nullptr, int(rows))
          .arg(rec.index + 1)
          .arg(batch_count);
    case AnimPhase::Scatter:
      if (!wrapped) return Explanation::tr("input.to(device): the whole batch (%n row(s)) is copied to cuda:0.", nullptr, int(rows));
      return Explanation::tr("Scatter: %1. Each chunk is copied to its GPU.").arg(scatterRule(rows, gpus));
    case AnimPhase::Replicate:
      if (others == 0) return Explanation::tr("Replicate: one chunk, so one replica, which shares the original module's parameters.");
      return Explanation::tr("Replicate: cuda:0 broadcasts the parameters to the %n other GPU(s) in use; replica 0 shares the "
                "original module's parameters.", nullptr, others);
    case AnimPhase::Forward:
      if (!wrapped) return Explanation::tr("Forward: the model runs on the whole batch.");
      if (failed) {
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
    case AnimPhase::Loss:
    case AnimPhase::Backward:
    case AnimPhase::Reduce:
    case AnimPhase::Step:
      return {};  // explainTraining
    case AnimPhase::Done:
      if (step->training) {
        return Explanation::tr("Done: step %1 of %2, loss %3; the parameters on %4 are updated.")
            .arg(rec.index + 1)
            .arg(batch_count)
            .arg(double(step->record.loss), 0, 'g', 6)
            .arg(QString::fromStdString(dp::torch_device_name(step->record.reduce_device)));
      }
      if (failed) {
        return Explanation::tr("Failed: DataParallel re-raised replica %1's error (%2); the batch has no output and the loop ends.")
            .arg(rec.failed_replica)
            .arg(QString::fromStdString(rec.error).section('\n', 0, 0));
      }
      return Explanation::tr("Done: output %1; the Outside line is printed after the gather.")
          .arg(QString::fromStdString(rec.output.to_string()));
  }
  return {};
}

QString scatterRule(qint64 rows, int gpus) {
  // The texts keep the context of the flow's label, where they were first written. Plurals through
  // %n, one count per string: "1 row per chunk → 1 chunk", "4 rows per chunk → 8 chunks".
  if (!dp::tutorial_wraps_model(gpus)) {
    return QCoreApplication::translate("FlowItem", "%n row(s) on one GPU: the model is not wrapped, no split", nullptr, int(rows));
  }
  if (rows == 0) return QCoreApplication::translate("FlowItem", "0 rows → %n empty chunk(s)", nullptr, gpus);
  const dp::SplitFacts f = dp::split_facts(rows, gpus);  // the engine's rule (R1.2)
  QString text = QCoreApplication::translate("FlowItem", "⌈%1/%2⌉ = %3 → %4")
                     .arg(rows)
                     .arg(gpus)
                     .arg(QCoreApplication::translate("FlowItem", "%n row(s) per chunk", nullptr, int(f.per_chunk)),
                          QCoreApplication::translate("FlowItem", "%n chunk(s)", nullptr, f.used));
  if (f.idle > 0) text += QCoreApplication::translate("FlowItem", "; %n GPU(s) idle", nullptr, f.idle);
  return text;
}
