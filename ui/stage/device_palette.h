// One colour per device, used alike by the scene, the log and the charts. The first eight are
// Okabe & Ito's colour-blind-safe palette; beyond eight, evenly stepped hues. And each device's
// name, as the engine gives it.
#pragma once

#include <QColor>
#include <QString>

// torch.device text, the same in every language: "cuda:3", "cpu" for -1 (dp::torch_device_name).
QString deviceName(int device);

QColor deviceColor(int device);
// A readable text colour on top of deviceColor(device).
QColor deviceTextColor(int device);
// deviceColor(device)'s hue as text on white: darkened (hue and saturation kept) until it passes
// WCAG AA for body text (contrast >= 4.5:1); the log's per-device lines. The stage keeps deviceColor.
QColor deviceTextOnWhite(int device);
// WCAG 2 contrast ratio of two colours (relative luminance of sRGB), 1 to 21.
double contrastRatio(const QColor& a, const QColor& b);
// `ink` moved in lightness (hue and saturation kept) away from `under` until the two reach
// `target` contrast (WCAG AA body text: 4.5:1; a little above so 8-bit rounding keeps it).
QColor readableOn(const QColor& ink, const QColor& under, double target = 4.6);
