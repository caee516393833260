// Okabe-Ito palette (Okabe & Ito, "Color Universal Design", 2008), then golden-angle hues.
#include "stage/device_palette.h"

#include <array>

#include "core/limits.h"

QString deviceName(int device) { return QString::fromStdString(dp::torch_device_name(device)); }

QColor deviceColor(int device) {
  static const std::array<QColor, 8> kOkabeIto = {
      QColor(0, 114, 178),   // blue
      QColor(230, 159, 0),   // orange
      QColor(0, 158, 115),   // bluish green
      QColor(204, 121, 167), // reddish purple
      QColor(86, 180, 233),  // sky blue
      QColor(213, 94, 0),    // vermillion
      QColor(240, 228, 66),  // yellow
      QColor(110, 110, 110), // grey
  };
  if (device < 0) return QColor(90, 90, 90);
  if (device < int(kOkabeIto.size())) return kOkabeIto[std::size_t(device)];
  const int hue = int((device * 137.508) ) % 360;
  return QColor::fromHsv(hue, 150, 200);
}

QColor deviceTextColor(int device) {
  const QColor c = deviceColor(device);
  return c.lightness() > 140 ? QColor(20, 20, 20) : QColor(250, 250, 250);
}
