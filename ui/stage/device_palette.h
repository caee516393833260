// One colour per device, used alike by the scene, the log and the charts. The first eight are
// Okabe & Ito's colour-blind-safe palette; beyond eight, evenly stepped hues.
#pragma once

#include <QColor>

QColor deviceColor(int device);
// A readable text colour on top of deviceColor(device).
QColor deviceTextColor(int device);
