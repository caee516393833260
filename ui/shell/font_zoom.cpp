// Widgets that set their own font (bold headings 1.15× the text, monospaced code cells) do not
// follow their parent's size, which is why the tutorial's headings never grew: each is zoomed
// from the font it had at zoom 1, kept in a dynamic property.
#include "shell/font_zoom.h"

#include <QFont>
#include <QVariant>
#include <QWidget>
#include <array>
#include <cmath>

#include "shell/settings.h"

namespace font_zoom {

namespace {

constexpr std::array<double, 13> kSteps = {0.5, 0.67, 0.8, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0, 2.25, 2.5, 3.0};
constexpr const char* kBaseFont = "dpvizFontAtZoom1";

QFont scaled(QFont font, double factor) {
  if (font.pixelSize() > 0) {
    font.setPixelSize(std::max(1, int(std::lround(font.pixelSize() * factor))));
  } else {
    font.setPointSizeF(std::max(1.0, font.pointSizeF() * factor));
  }
  return font;
}

}  // namespace

double larger(double zoom) {
  for (double s : kSteps) {
    if (s > zoom + 1e-6) return std::min(s, Settings::kMaxZoom);
  }
  return Settings::kMaxZoom;
}

double smaller(double zoom) {
  for (auto it = kSteps.rbegin(); it != kSteps.rend(); ++it) {
    if (*it < zoom - 1e-6) return std::max(*it, Settings::kMinZoom);
  }
  return Settings::kMinZoom;
}

void apply(QWidget* root, double factor) {
  QList<QWidget*> own = {root};
  for (QWidget* w : root->findChildren<QWidget*>()) {
    if (w->testAttribute(Qt::WA_SetFont)) own << w;
  }
  for (QWidget* w : own) {  // remember every size first: setting the root changes the others'
    if (!w->property(kBaseFont).isValid()) w->setProperty(kBaseFont, w->font());
  }
  for (QWidget* w : own) w->setFont(scaled(w->property(kBaseFont).value<QFont>(), factor));
}

}  // namespace font_zoom
