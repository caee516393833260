// TimingsCaption: the engine's facts (run/measured_on.h) put into one or two short sentences.
#include "panels/timings_caption.h"

#include "common/sentences.h"

QString TimingsCaption::measuredOn(const dp::MeasuredOn& m) {
  if (m.gpus == 0) return tr("Run a batch to see its measured times.");
  if (m.cuda) {
    QString text = tr("Measured on %1 with CUDA events, %n GPU(s).", nullptr, m.gpus).arg(QString::fromStdString(m.gpu_name));
    if (m.physical_gpus > 0 && m.physical_gpus < m.gpus) {
      text = then(text, tr("They share %n physical GPU(s), so virtual GPUs take turns.", nullptr, m.physical_gpus));
    }
    return text;
  }
  const QString cores = tr("%n CPU core(s)", nullptr, m.cpu_cores);
  const QString threads =
      m.threads_take_turns()
          ? tr("Measured on %n simulated GPU(s) = %n worker thread(s) on %1: they take turns, so the replicas run "
               "one after another, not at the same time.", nullptr, m.gpus)
                .arg(cores)
          : tr("Measured on %n simulated GPU(s) = %n worker thread(s) on %1: each thread can have a core of its own.",
               nullptr, m.gpus)
                .arg(cores);
  if (m.gemm_name.empty()) return threads;
  return then(threads, tr("Matrix products: %1 (%2).")
                            .arg(QString::fromStdString(m.gemm_name), QString::fromStdString(m.gemm_target)));
}

QString TimingsCaption::ideal(const dp::MeasuredOn& m) {
  if (m.cuda) {
    return tr("Ideal parallel: each GPU's work as its CUDA events timed it, every one of the %n GPU(s) starting at the "
              "same instant.", nullptr, m.gpus);
  }
  return tr("Ideal parallel: each GPU's own work (its thread's CPU time, without the waits for a core), every one of "
            "the %n GPU(s) on a core of its own and all starting at the same instant.", nullptr, m.gpus);
}

QString TimingsCaption::readings(const dp::MeasuredOn& m) {
  if (m.gpus == 0) return {};
  if (m.cuda) {
    return tr("As measured is the CUDA events' time; ideal parallel starts every GPU's work at once; modelled is the "
              "cost model's estimate.");
  }
  return tr("As measured is wall time, the waits included; ideal parallel is each GPU's own CPU time, all starting at "
            "once; modelled is the cost model's estimate.");
}

QString TimingsCaption::micros(double us) {
  const int decimals = us < 1.0 ? 2 : us < 100.0 ? 1 : 0;  // two significant digits for the smallest
  return QString::number(us, 'f', decimals) + QStringLiteral(" µs");
}

QString TimingsCaption::then(const QString& first, const QString& second) {
  return sentences::join(first, second);
}
