// One look per phase, shared by both timing charts and their legend: forward wears its device's
// colour (as in the scene and the log); the copies, the parameter broadcast and the load each have
// one neutral style of their own, which no device colour can be mistaken for.
#pragma once

#include <QBrush>
#include <QPen>
#include <QPixmap>

#include "trace/trace.h"

QBrush phaseBrush(dp::Phase phase, int device);
QPen phaseOutline(dp::Phase phase, int device);
// A legend swatch; forward's shows the first device colours side by side.
QPixmap phaseSwatch(dp::Phase phase, int size);
// A simulated GPU's thread waiting for a core, stacked on its work in the per-device chart: pale
// and dotted, no device's colour, so it reads as time in which nothing was computed.
QBrush waitBrush();
QPen waitOutline();
// The work's legend key: the first device colours side by side, as forward's swatch.
QBrush workKeyBrush(int size);
