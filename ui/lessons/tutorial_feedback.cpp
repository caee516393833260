// TutorialFeedback: one sentence per action, with this run's numbers; the model's wrapping and the
// header come from the engine's rule (R11.4), never recomputed here.
#include "lessons/tutorial_feedback.h"

#include "core/limits.h"
#include "run/tutorial.h"

bool TutorialFeedback::finished(TutorialAction action, const TutorialRunState& s) {
  if (!s.error.isEmpty()) return true;
  if (!s.ready) return false;
  switch (action) {
    case TutorialAction::LoadBatch: return s.batches_shown >= 1;
    case TutorialAction::RunEpoch:
    case TutorialAction::Compare: return s.epoch_done;
    default: return true;
  }
}

QString TutorialFeedback::text(TutorialAction action, const TutorialRunState& s) {
  if (!s.error.isEmpty()) return tr("Failed: %1").arg(s.error.section('\n', 0, 0));
  if (!s.ready) return tr("Working…");
  const QString lastDevice = QString::fromStdString(dp::torch_device_name(std::max(0, s.gpus - 1)));
  switch (action) {
    case TutorialAction::Configure:
      return tr("Done: the parameters are set (input_size %1, output_size %2, batch_size %3, data_size %4) on %n GPU(s).",
                nullptr, s.gpus)
          .arg(s.input_size)
          .arg(s.output_size)
          .arg(s.batch_size)
          .arg(s.data_size);
    case TutorialAction::ShowDevices:
      return tr("Done: %n GPU(s), the cards in the scene (%1); device = cuda:0.", nullptr, s.gpus)
          .arg(s.gpus > 1 ? QStringLiteral("cuda:0 … ") + lastDevice : lastDevice);
    case TutorialAction::LoadBatch:
      if (s.batches_shown < 1) return tr("Working…");
      return tr("Done: the first batch is drawn from the data: %n row(s) of input_size %1, batch 1 of %2.", nullptr,
                int(s.rows_on_screen))
          .arg(s.input_size)
          .arg(s.batch_count);
    case TutorialAction::Wrap:
      if (!dp::tutorial_wraps_model(s.gpus)) return tr("Done: one GPU, so the model is not wrapped: no DataParallel, no header.");
      return tr("Done: %n GPU(s), so the model is wrapped in DataParallel; the log shows “%1”.", nullptr, s.gpus)
          .arg(QString::fromStdString(dp::header_line(s.gpus)));
    case TutorialAction::RunEpoch:
      if (s.epoch_done) return tr("Done: %n batch(es) ran; the log holds what they printed.", nullptr, int(s.batch_count));
      if (s.batches_shown < 1) return tr("Working…");
      return tr("Running: batch %1 of %2…").arg(s.batches_shown).arg(s.batch_count);
    case TutorialAction::None:
    case TutorialAction::Compare:
      return {};
  }
  return {};
}
