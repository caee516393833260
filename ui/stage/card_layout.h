// Where each line of a device card goes. One font size and one set of rows for all the cards of
// a run (fitCards), chosen as the largest size at which every row fits; then each card lays out
// its own strings at that size (layoutCard), eliding only what may be elided.
#pragma once

#include <QList>
#include <QRectF>
#include <QString>

#include "stage/stage_text.h"

// A card's strings, already translated. Empty strings are rows with nothing to show now (the
// row keeps its place, so nothing jumps between phases).
struct CardStrings {
  QString name;       // "cuda:3"
  QString subtitle;   // "simulated"
  QString state;      // "receiving chunk"
  QString stateShort; // "receiving": the state's short form, shown when the full one does not fit
  QString shapes;     // "in [4, 5] → out [4, 2]" on one line
  QString shapesIn;   // "in [4, 5]" and "out [4, 2]" when one line is too narrow
  QString shapesOut;
  QString time;       // "measured 20.1 µs"
  QString timeShort;  // "20.1 µs"
  QString memory;     // "peak 0.4 KiB"
  QString memoryShort;  // "0.4 KiB"
};

// The rows a card keeps, dropping the least needed first. Names and shapes go last: they are
// never elided, so a card too small for them shows less rather than overlap. NoMemoryRow keeps
// the time (the warm-up's word with it) but not the peak memory: projector mode drops it before
// the stage would scroll (then the time's row too, NoMemory).
enum class CardLevel { AllRows, NoSubtitleRow, NoMemoryRow, NoTime, NoMemory, NameAndShapes, NameOnly, Nothing };

struct CardFit {
  int px = 12;                    // body text size; the name is a little larger
  CardLevel level = CardLevel::AllRows;
  bool subtitleInBand = true;     // the subtitle follows the name in the coloured band
  bool twoLineShapes = false;     // "in …" and "out …" on lines of their own
  bool elides = false;            // a state or time may be elided (with a tooltip; not with a floor)
  bool fitsFloor = true;          // every row at the floor size or larger (fitCards' floorPx)
};

// Smallest sizes: rows are dropped before body text goes below these.
constexpr int kCardComfortPx = 12;
constexpr int kCardMinPx = 7;

// The fit for cards of `size`, with `widest` holding the widest strings of any card in any phase
// and `capPx` the largest size wanted (it follows the view and the zoom). `floorPx` > 0: no text
// below it (the log's size at this zoom), nothing elided, the state and the measured time kept
// (in their short forms where the full ones do not fit); when that cannot be, fitsFloor is false
// and the fit is the best without the floor. `dropMemoryForFloor`: the memory row, then the
// time's, may go too before the floor counts as not met (projector mode: the stage must not
// scroll).
CardFit fitCards(const QSizeF& size, const CardStrings& widest, int capPx, int floorPx = 0, bool dropMemoryForFloor = false);

// How good a fit is for the audience: its size in px, less 3 per dropped row and 2 for eliding;
// names and shapes come first of all.
double cardFitScore(const CardFit& fit);

struct CardGeometry {
  QRectF band;   // the coloured header
  QRectF slot;   // where the card's chunk lands and stays while the replica holds it
  QRectF gauge;  // the memory gauge (empty when the memory row is dropped)
  QRectF bar;    // the phase's progress
  QList<StageText> texts;
};

CardGeometry layoutCard(const QRectF& rect, const CardFit& fit, const CardStrings& s, int device);
