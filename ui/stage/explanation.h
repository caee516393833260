// The one-line explanation strip: what is happening now, in the current language.
#pragma once

#include <QString>

#include "stage/player.h"

QString explainPhase(const Player& player, int gpus);
