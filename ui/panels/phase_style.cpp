// The neutral phases differ in lightness and pattern, not hue, so they read in grey-scale prints
// and for colour-blind viewers too; cuda:7's grey is solid and mid, so copies are hatched.
#include "panels/phase_style.h"

#include <QPainter>
#include <algorithm>

#include "stage/device_palette.h"

namespace {
const QColor kCopyInk(95, 95, 95);      // scatter and gather: diagonal hatching
const QColor kReplicate(205, 205, 205);  // the parameter broadcast: light, solid
const QColor kLoad(45, 45, 45);          // the DataLoader on the host: near black
const QColor kWaitInk(150, 150, 150);    // waiting for a core: a light dotted fill
}  // namespace

QBrush phaseBrush(dp::Phase phase, int device) {
  switch (phase) {
    case dp::Phase::Forward: return QBrush(deviceColor(device));
    case dp::Phase::Scatter:
    case dp::Phase::Gather: return QBrush(kCopyInk, Qt::BDiagPattern);
    case dp::Phase::Replicate: return QBrush(kReplicate);
    case dp::Phase::Load: return QBrush(kLoad);
    default: return QBrush();
  }
}

QPen phaseOutline(dp::Phase phase, int device) {
  if (phase == dp::Phase::Forward) return QPen(deviceColor(device).darker(140), 0);
  return QPen(kCopyInk, 0);
}

QPixmap phaseSwatch(dp::Phase phase, int size) {
  QPixmap pixmap(size, size);
  pixmap.fill(Qt::white);
  QPainter p(&pixmap);
  const QRect box(0, 0, size - 1, size - 1);
  if (phase == dp::Phase::Forward) {
    const int n = 4;
    for (int i = 0; i < n; ++i) p.fillRect(QRect(i * size / n, 0, size / n + 1, size), deviceColor(i));
  } else {
    p.fillRect(box, phaseBrush(phase, 0));
  }
  p.setPen(phaseOutline(phase == dp::Phase::Forward ? dp::Phase::Load : phase, 0));
  p.drawRect(box);
  return pixmap;
}

QBrush waitBrush() { return QBrush(kWaitInk, Qt::Dense5Pattern); }

QPen waitOutline() { return QPen(kWaitInk.darker(130), 0, Qt::DashLine); }

QBrush workKeyBrush(int size) { return QBrush(phaseSwatch(dp::Phase::Forward, std::max(size, 4))); }
