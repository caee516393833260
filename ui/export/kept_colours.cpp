// The stage draws each device in deviceColor(d), and what a chunk leaves behind at 30 % over the
// base (FlowItem's traces); those must come out of a GIF as they went in, whichever frame first
// shows them. The rest of the palette is palettegen's, for the antialiased text.
#include "export/kept_colours.h"

#include <QApplication>
#include <QColor>
#include <QPalette>
#include <algorithm>

#include "core/limits.h"
#include "stage/device_palette.h"

namespace {
std::uint32_t rgb(const QColor& c) { return std::uint32_t(c.rgb()) & 0xffffffu; }

// `c` at `alpha` over `under`, as QPainter blends it (to the nearest unit).
QColor over(const QColor& c, double alpha, const QColor& under) {
  const auto mix = [&](int a, int b) { return int(a * alpha + b * (1.0 - alpha) + 0.5); };
  return QColor(mix(c.red(), under.red()), mix(c.green(), under.green()), mix(c.blue(), under.blue()));
}
}  // namespace

std::vector<std::uint32_t> gifKeptColours() {
  std::vector<std::uint32_t> out;
  const auto add = [&out](const QColor& c) {
    if (std::find(out.begin(), out.end(), rgb(c)) == out.end()) out.push_back(rgb(c));
  };
  const QPalette pal = QApplication::palette();
  const QColor base = pal.color(QPalette::Base);
  for (int d = -1; d < int(dp::kGpuRange.max); ++d) add(deviceColor(d));
  for (int d = -1; d < int(dp::kGpuRange.max); ++d) add(over(deviceColor(d), qRound(0.3 * 255) / 255.0, base));  // the chunks' pale traces (alpha 0.3)
  for (const QPalette::ColorRole role : {QPalette::Base, QPalette::AlternateBase, QPalette::Window, QPalette::Text,
                                         QPalette::WindowText, QPalette::Mid, QPalette::Dark, QPalette::Button,
                                         QPalette::Highlight, QPalette::HighlightedText}) {
    add(pal.color(QPalette::Active, role));
    add(pal.color(QPalette::Disabled, role));
  }
  for (int d = 0; d < 2; ++d) add(deviceTextColor(d == 0 ? 0 : 6));  // the light and the dark text on bands
  for (int g = 0; g <= 255 && int(out.size()) < 240; g += 17) add(QColor(g, g, g));  // 16 greys
  if (out.size() > 240) out.resize(240);
  return out;
}
