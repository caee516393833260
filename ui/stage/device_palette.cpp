// Okabe-Ito palette (Okabe & Ito, "Color Universal Design", 2008), then golden-angle hues.
#include "stage/device_palette.h"

#include <algorithm>
#include <array>
#include <cmath>

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

namespace {
double relativeLuminance(const QColor& c) {
  const auto linear = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
  return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
}
}  // namespace

double contrastRatio(const QColor& a, const QColor& b) {
  const double la = relativeLuminance(a), lb = relativeLuminance(b);
  return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor deviceTextOnWhite(int device) {
  // A little above 4.5 so that rounding to 8-bit channels never drops a colour under the line.
  constexpr double kTarget = 4.6;
  const QColor white(255, 255, 255);
  QColor c = deviceColor(device);
  const float hue = c.hslHueF(), saturation = c.hslSaturationF();
  for (float lightness = c.lightnessF(); contrastRatio(c, white) < kTarget && lightness > 0.0f;) {
    lightness = std::max(0.0f, lightness - 0.01f);
    c = QColor::fromHslF(hue, saturation, lightness).toRgb();
  }
  return c;
}

QColor readableOn(const QColor& ink, const QColor& under, double target) {
  QColor c = ink.toRgb();
  const bool darken = relativeLuminance(under) > 0.18;  // a light background takes darker ink
  const float hue = c.hslHueF(), saturation = c.hslSaturationF();
  float lightness = c.lightnessF();
  while (contrastRatio(c, under) < target && (darken ? lightness > 0.0f : lightness < 1.0f)) {
    lightness = darken ? std::max(0.0f, lightness - 0.01f) : std::min(1.0f, lightness + 0.01f);
    c = QColor::fromHslF(std::max(hue, 0.0f), saturation, lightness).toRgb();
  }
  return c;
}
