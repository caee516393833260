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
