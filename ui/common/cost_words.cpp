// CostWords: the cost model's codes made into translated sentences (see cost_words.h).
#include "common/cost_words.h"

#include <QStringList>

#include "common/sentences.h"

namespace {

QString product(const std::string& s) { return QString::fromStdString(s); }  // a name on a datasheet

// 25e9 B/s → "25"; 1.5e-6 s → "1.5": the numbers the sentences quote, as the profile holds them.
QString gbps(double bytes_per_s) { return QString::number(bytes_per_s / 1e9, 'g', 4); }
QString micros(double seconds) { return QString::number(seconds * 1e6, 'g', 3); }

}  // namespace

QString CostWords::profileName(const dp::cost::Profile& p) {
  const QString gpus = tr("%1× %2, %3").arg(p.gpus_per_node).arg(product(p.gpu), product(p.interconnect));
  if (p.nodes <= 1) return gpus;
  // Gb/s as network cards are sold: 25 GB/s is a 200 Gb/s port.
  return tr("%1 nodes × %2, %3 Gb/s %4")
      .arg(p.nodes)
      .arg(gpus)
      .arg(QString::number(p.network.bandwidth_Bps * 8 / 1e9, 'g', 4), QString::fromLatin1(dp::cost::link_name(p.network.link)));
}

QString CostWords::sources(const dp::cost::Profile& p) {
  QStringList out;
  for (const dp::cost::Source& s : p.sources) {
    switch (s.note) {
      case dp::cost::SourceNote::Datasheet:
        if (s.value > 0) {
          out << tr("%1 datasheet (NVIDIA, %2): FP32 %3 TFLOP/s, NVLink %4 GB/s per GPU (both directions), PCIe Gen%5 x16.")
                     .arg(product(s.document))
                     .arg(s.year)
                     .arg(p.peak_flops / 1e12, 0, 'g', 3)
                     .arg(s.value, 0, 'g', 4)
                     .arg(s.count);
        } else {
          out << tr("%1 datasheet (NVIDIA, %2): FP32 %3 TFLOP/s, PCIe Gen%4 x16, no NVLink.")
                     .arg(product(s.document))
                     .arg(s.year)
                     .arg(p.peak_flops / 1e12, 0, 'g', 3)
                     .arg(s.count);
        }
        break;
      case dp::cost::SourceNote::HostCopies:
        out << tr("Host copies: about %1 GB/s from pinned memory (CUDA's bandwidthTest), %2 µs per copy (estimated).")
                   .arg(gbps(p.host.bandwidth_Bps), micros(p.host.latency_s));
        break;
      case dp::cost::SourceNote::RingBusbw:
        out << (p.peer.link == dp::cost::Link::NvLink
                    ? tr("All-reduce between GPUs: about %1 GB/s bus bandwidth over NVSwitch (nccl-tests), %2 µs per ring step (estimated).")
                    : tr("All-reduce between GPUs through PCIe switches: about %1 GB/s bus bandwidth, %2 µs per ring step (both estimated)."))
                   .arg(gbps(p.peer.bandwidth_Bps), micros(p.peer.latency_s));
        break;
      case dp::cost::SourceNote::KernelLaunch:
        out << tr("Kernel launch: %1 µs (estimated).").arg(micros(p.launch_s));
        break;
      case dp::cost::SourceNote::NodePort:
        out << tr("Between the nodes: one InfiniBand port per node, %1 GB/s each way (%2 datasheet), %3 µs per message through NCCL (estimated).")
                   .arg(gbps(p.network.bandwidth_Bps), product(s.document), micros(p.network.latency_s));
        break;
      case dp::cost::SourceNote::ParallelRings:
        out << tr("A %1 has %2 such ports, which NCCL drives as parallel rings; this profile models one.").arg(product(s.document)).arg(s.count);
        break;
    }
  }
  return sentences::join(out);
}

QString CostWords::refusal(const dp::cost::Unavailable& u) {
  switch (u.why) {
    case dp::cost::Refusal::None: return {};
    case dp::cost::Refusal::NothingToModel: return tr("there is nothing to model");
    case dp::cost::Refusal::DpOneMachine:
      return tr("DataParallel runs in one process on one machine: this profile has %1 GPUs per node, the step uses %2").arg(u.have).arg(u.asked);
    case dp::cost::Refusal::TooFewGpus: return tr("this profile has %1 GPUs, the step asks for %2 ranks").arg(u.have).arg(u.asked);
  }
  return {};
}
