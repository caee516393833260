// Font zoom (Ctrl+= / Ctrl+− / Ctrl+0): the steps the keys walk through, and applying a zoom to
// a widget tree whose fonts were set for zoom 1, headings with their own sizes included.
#pragma once

class QWidget;

namespace font_zoom {

// The next step up or down from `zoom`, within Settings::kMinZoom..kMaxZoom.
double larger(double zoom);
double smaller(double zoom);
// Every font under `root` becomes its size at zoom 1 times `factor`. The size at zoom 1 is
// remembered on each widget the first time this sees it (the root and every widget that set its
// own font; the others inherit), so call it once before fonts change for other reasons.
void apply(QWidget* root, double factor);

}  // namespace font_zoom
