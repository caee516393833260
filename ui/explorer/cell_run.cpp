// CellRunText::make: the cell's two numbers, and the smallest other change that lets them run.
#include "explorer/cell_run.h"

#include "common/sentences.h"
#include "core/limits.h"

CellRun CellRunText::make(const dp::RunConfig& current, int batch, int gpus) {
  CellRun run{current, {}};
  run.config.batch_size = batch;
  run.config.gpus = gpus;
  QStringList changes;
  if (current.data_size < batch) {
    run.config.data_size = batch;  // one full batch: the cell's batch size must be seen once
    changes << tr("data size raised from %1 to %2, so that one batch of %2 rows exists")
                   .arg(current.data_size)
                   .arg(batch);
  }
  if (current.output_device && *current.output_device >= gpus) {
    run.config.output_device.reset();  // cuda:0, which every GPU count has
    changes << tr("output device %1 does not exist on %n GPU(s), so it is cuda:0", nullptr, gpus)
                   .arg(QString::fromStdString(dp::torch_device_name(*current.output_device)));
  }
  run.note = tr("Rules explorer: batch size %1 on %n GPU(s); the first batch runs.", nullptr, gpus).arg(batch);
  if (changes.isEmpty()) {
    run.note = sentences::join(run.note, tr("Data size %1 and the other settings are kept.").arg(current.data_size));
  } else {
    run.note = sentences::join(run.note, tr("Changed: %1.").arg(sentences::joinClauses(changes)));
  }
  return run;
}
