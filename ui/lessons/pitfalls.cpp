// The scenarios: each is the tutorial's set-up with one thing changed.
#include "lessons/pitfalls.h"

#include <QCoreApplication>

#include "lessons/presets.h"

namespace {

dp::RunConfig unbalanced() {
  // Batches of 32 on 4 GPUs: torch.chunk gives every GPU the same 8 rows (30 would give cuda:3
  // only 6), so the explanation's "an equal chunk" is what the run does.
  dp::RunConfig c = tutorialConfig(4, 32);
  c.device_overrides = {{3, {8ull << 30, dp::SimDeviceSpec::kFullCores / 2}}};  // GPU 3: half the memory and cores
  c.input_size = 256;  // enough work per replica for the slower GPU to show
  c.output_size = 256;
  return c;
}

dp::RunConfig scalar() {
  dp::RunConfig c = tutorialConfig(4);
  c.model = dp::TutorialModel::LinearSum;
  return c;
}

dp::RunConfig raising() {
  dp::RunConfig c = tutorialConfig(4);
  c.fail_replica = 2;
  return c;
}

// Four GPUs: cards large enough for the peak-memory row in a 1024×768 window, which it is about.
dp::RunConfig memory() {
  dp::RunConfig c = tutorialConfig(4, 4096, 4096);
  c.input_size = 64;
  c.output_size = 256;
  return c;
}

}  // namespace

const std::vector<Pitfall>& pitfalls() {
  static const std::vector<Pitfall> all = {
      {"batch-lt-gpus", QT_TRANSLATE_NOOP("Pitfalls", "Batch smaller than the GPU count"),
       QT_TRANSLATE_NOOP("Pitfalls",
                         "A batch of 3 rows on 8 GPUs: ⌈3/8⌉ = 1 row per chunk, so only 3 chunks. GPUs 3–7 get "
                         "nothing and stay idle. DataParallel never splits a row, and it does not balance: the "
                         "chunk rule alone decides."),
       tutorialConfig(8, 3, 3), 1, 0},
      {"seven-gpus", QT_TRANSLATE_NOOP("Pitfalls", "7 GPUs, one idle"),
       QT_TRANSLATE_NOOP("Pitfalls",
                         "30 rows on 7 GPUs: ⌈30/7⌉ = 5 rows per chunk, and 30/5 = 6 chunks. The 7th GPU gets "
                         "nothing, even though 30 rows could have been spread as 5, 5, 4, 4, 4, 4, 4."),
       tutorialConfig(7), 1, 0},
      {"last-batch", QT_TRANSLATE_NOOP("Pitfalls", "The last, partial batch"),
       QT_TRANSLATE_NOOP("Pitfalls",
                         "100 rows in batches of 30 leave a last batch of 10. On 8 GPUs it is cut into chunks of "
                         "⌈10/8⌉ = 2: 5 chunks, so 3 GPUs are idle for that batch. Use drop_last=True to skip it."),
       tutorialConfig(8), 4, 0},
      {"unbalanced", QT_TRANSLATE_NOOP("Pitfalls", "Unbalanced GPUs"),
       QT_TRANSLATE_NOOP("Pitfalls",
                         "GPU 3 has half the memory and half the cores of GPU 0. When it is built, DataParallel "
                         "compares the devices and warns about the weakest one (see the log); it still gives every "
                         "GPU an equal chunk, so cuda:3, with half the cores, usually finishes last, and the whole "
                         "step waits for the slowest card (the cards' measured times say which it was in this run)."),
       unbalanced(), 1, 0},
      {"scalar-output", QT_TRANSLATE_NOOP("Pitfalls", "A model that returns a scalar"),
       QT_TRANSLATE_NOOP("Pitfalls",
                         "The model returns output.sum(), a 0-dim tensor, in each replica. Scalars cannot be "
                         "concatenated, so gather makes each a vector of one and warns (see the log): the result "
                         "is one value per replica, torch.Size([4]), not one loss. Take .mean() or .sum() of it."),
       scalar(), 1, 0},
      {"replica-raises", QT_TRANSLATE_NOOP("Pitfalls", "A replica that raises"),
       QT_TRANSLATE_NOOP("Pitfalls",
                         "Replica 2 raises ValueError in forward; the other replicas finish and print their lines. "
                         "DataParallel waits for all of them, throws their results away and raises the error of the "
                         "lowest failing replica, wrapped as \"Caught ValueError in replica 2 on device 2.\" (see the "
                         "log). The exception ends the loop: no Outside line, no output."),
       raising(), 1, 0},
      {"print-order", QT_TRANSLATE_NOOP("Pitfalls", "Print order is not deterministic"),
       QT_TRANSLATE_NOOP("Pitfalls",
                         "The replicas run at the same time and print when they finish, so the order of the "
                         "\"In Model\" lines can change from run to run. The gathered output cannot: it is always "
                         "concatenated in replica order. The table runs the first batch several times."),
       tutorialConfig(8), 1, 5},
      {"gpu0-memory", QT_TRANSLATE_NOOP("Pitfalls", "Why GPU 0 holds more memory"),
       QT_TRANSLATE_NOOP("Pitfalls",
                         "The outputs of all replicas are gathered on the output device, cuda:0, which also holds "
                         "the original model. Its card shows the highest peak memory (the engine's own "
                         "accounting). With big outputs this is why GPU 0 runs out of memory first."),
       memory(), 1, 0},
  };
  return all;
}

const Pitfall* findPitfall(const QString& id) {
  for (const auto& p : pitfalls()) {
    if (QString::fromLatin1(p.id) == id) return &p;
  }
  return nullptr;
}

QString pitfallTitle(const Pitfall& p) { return QCoreApplication::translate("Pitfalls", p.title); }

QString pitfallExplanation(const Pitfall& p) { return QCoreApplication::translate("Pitfalls", p.explanation); }
