// Where the main window goes on its screen: a saved geometry clamped to the available area, or
// on first start a default that fits it; and when the screen is too narrow for three columns.
#pragma once

#include <QRect>
#include <QSize>

namespace window_fit {

// Below this available width the default layout puts the tutorial dock behind the controls
// (tabified), so the stage keeps most of the width.
constexpr int kNarrowScreenWidth = 1280;
// The first-start window takes this share of the available area in each direction.
constexpr double kFirstStartShare = 0.9;

// `saved` (a window's frame rectangle, may be invalid) moved and shrunk to lie inside `available`;
// an invalid `saved` gives firstStart(available).
QRect fitted(const QRect& saved, const QRect& available);
// The first-start frame: kFirstStartShare of `available`, centred in it.
QRect firstStart(const QRect& available);
// "WxH" such as "1024x768" (each 1..16384); an invalid size for anything else.
QSize parseSize(const QString& text);

}  // namespace window_fit
