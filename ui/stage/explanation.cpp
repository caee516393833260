// Explanations per phase, with the numbers of the batch on screen.
#include "stage/explanation.h"

#include <QCoreApplication>

#include "stage/flow_item.h"

QString explainPhase(const Player& player, int gpus) {
  const StepResult* step = player.current();
  if (!step) {
    return player.batchCount() == 0 ? QCoreApplication::translate("Explanation", "Nothing to run: the DataLoader yields no batch.")
                                    : QCoreApplication::translate("Explanation", "Press Play (Space) or step (→) to run the first batch.");
  }
  const auto& rec = step->record;
  const qint64 rows = rec.input.ndim() > 0 ? rec.input[0] : 0;
  const int used = int(rec.chunk_sizes.size());
  const int others = std::max(0, used - 1);  // replicas that receive a copy of the parameters
  const QString rule = FlowItem::ruleText(rows, gpus);
  switch (player.phase()) {
    case AnimPhase::Idle:
    case AnimPhase::Load:
      return QCoreApplication::translate("Explanation", "Load: the DataLoader collates batch %1 (%2 rows) on the CPU.").arg(rec.index + 1).arg(rows);
    case AnimPhase::Scatter:
      if (!player.wrapped()) return QCoreApplication::translate("Explanation", "input.to(device): the whole batch is copied to the GPU.");
      return QCoreApplication::translate("Explanation", "Scatter: %1. Each chunk is copied to its GPU.").arg(rule);
    case AnimPhase::Replicate:
      return QCoreApplication::translate("Explanation", "Replicate: the parameters are broadcast from cuda:0 to the other %n used GPU(s); "
                "replica 0 is the original module.", nullptr, others);
    case AnimPhase::Forward:
      if (!player.wrapped()) return QCoreApplication::translate("Explanation", "Forward: the model runs on the whole batch.");
      return QCoreApplication::translate("Explanation", "Parallel apply: %n replica(s) run at the same time; each prints its line when it "
                "finishes, so the order changes from run to run.", nullptr, used);
    case AnimPhase::Gather:
      return QCoreApplication::translate("Explanation", "Gather: the outputs are concatenated on the output device in replica order.");
    case AnimPhase::Done:
      return QCoreApplication::translate("Explanation", "Done: output %1; the Outside line is printed after the gather.")
          .arg(QString::fromStdString(rec.output.to_string()));
  }
  return {};
}
