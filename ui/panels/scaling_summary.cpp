// ScalingSummary: ratios of DataParallel's step to the plain one-device forward of the same batch.
#include "panels/scaling_summary.h"

#include <algorithm>

#include "common/sentences.h"
#include "panels/timings_caption.h"

namespace {

constexpr double kSame = 1.15;  // within 15 % either way: "about as long"

QString ratio(double r) { return QString::number(r, 'f', r < 10 ? 1 : 0); }

}  // namespace

LogRange paddedLogRange(const QVector<double>& values, double factor) {
  double lo = 0, hi = 0;
  for (double v : values) {
    if (v <= 0) continue;  // a log axis cannot show it
    lo = lo > 0 ? std::min(lo, v) : v;
    hi = std::max(hi, v);
  }
  if (hi <= 0) return {0.1, 10};
  return {lo / factor, hi * factor};
}

std::vector<dp::ScalingPoint> ScalingSummary::series(const std::vector<dp::ScalingPoint>& points, bool versusDevices) {
  std::vector<dp::ScalingPoint> out;
  for (const auto& p : points) {
    if (p.kind == (versusDevices ? dp::ScalingKind::Devices : dp::ScalingKind::Batch)) out.push_back(p);
  }
  std::sort(out.begin(), out.end(), [versusDevices](const auto& a, const auto& b) {
    return versusDevices ? a.devices < b.devices : a.batch < b.batch;
  });
  return out;
}

QString ScalingSummary::conclusion(const std::vector<dp::ScalingPoint>& points, bool versusDevices, bool here) {
  const auto s = series(points, versusDevices);
  if (s.empty()) return {};
  if (versusDevices) {
    // The tutorial's 8 GPUs when measured, else the most GPUs.
    auto at = std::find_if(s.begin(), s.end(), [](const auto& p) { return p.devices == 8; });
    const dp::ScalingPoint& p = at != s.end() ? *at : s.back();
    const double r = p.step_us / std::max(1e-9, p.plain_us);
    QString first;
    if (r > kSame && here) {
      first = tr("On this machine a step on %n simulated GPU(s) takes %1× as long as one plain forward of batch %2 "
                 "(%3 vs %4): the work is too small to gain from splitting.", nullptr, p.devices);
    } else if (r > kSame) {
      first = tr("On that machine a step on %n simulated GPU(s) took %1× as long as one plain forward of batch %2 "
                 "(%3 vs %4): the work is too small to gain from splitting.", nullptr, p.devices);
    } else if (r < 1 / kSame && here) {
      first = tr("On this machine a step on %n simulated GPU(s) takes %1× the time of one plain forward of batch %2 "
                 "(%3 vs %4): splitting pays off.", nullptr, p.devices);
    } else if (r < 1 / kSame) {
      first = tr("On that machine a step on %n simulated GPU(s) took %1× the time of one plain forward of batch %2 "
                 "(%3 vs %4): splitting pays off.", nullptr, p.devices);
    } else if (here) {
      first = tr("On this machine a step on %n simulated GPU(s) takes about as long as one plain forward of batch %2 "
                 "(%1×: %3 vs %4).", nullptr, p.devices);
    } else {
      first = tr("On that machine a step on %n simulated GPU(s) took about as long as one plain forward of batch %2 "
                 "(%1×: %3 vs %4).", nullptr, p.devices);
    }
    first = first.arg(ratio(r)).arg(p.batch).arg(TimingsCaption::micros(p.step_us), TimingsCaption::micros(p.plain_us));
    if (s.size() < 2) return first;
    return sentences::join(first,
           tr("From %1 to %2 GPUs the step time goes from %3 to %4.")
               .arg(s.front().devices)
               .arg(s.back().devices)
               .arg(TimingsCaption::micros(s.front().step_us), TimingsCaption::micros(s.back().step_us)));
  }
  const dp::ScalingPoint& small = s.front();
  const dp::ScalingPoint& large = s.back();
  QString text = tr("At batch %1 a step on %n simulated GPU(s) takes %2× as long as one plain forward (%3 vs %4).",
                    nullptr, small.devices)
                     .arg(small.batch)
                     .arg(ratio(small.step_us / std::max(1e-9, small.plain_us)))
                     .arg(TimingsCaption::micros(small.step_us), TimingsCaption::micros(small.plain_us));
  auto pays = std::find_if(s.begin(), s.end(), [](const auto& p) { return p.step_us <= p.plain_us; });
  if (pays != s.end()) {
    text = sentences::join(text, tr("From batch %1 on it is no slower (%2 vs %3): only then is there enough work per "
                                    "chunk to outweigh the fixed cost of each GPU.")
                                     .arg(pays->batch)
                                     .arg(TimingsCaption::micros(pays->step_us), TimingsCaption::micros(pays->plain_us)));
  } else {
    text = sentences::join(text, tr("Even at batch %1 it is slower (%2 vs %3): here splitting never pays off.")
                                     .arg(large.batch)
                                     .arg(TimingsCaption::micros(large.step_us), TimingsCaption::micros(large.plain_us)));
  }
  return text;
}
