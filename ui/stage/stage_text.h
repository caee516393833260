// What the stage drew, listed: every piece of text with its box, font and role, and every shape
// that moves or fills (flights, chunk slots, gauges, bars). Painting and the geometry test use
// the same lists, so what the test checks is what the screen shows.
#pragma once

#include <QFont>
#include <QImage>
#include <QList>
#include <QRectF>
#include <QStaticText>
#include <QString>

enum class StageRole {
  DeviceName,    // "cuda:3": never elided
  Subtitle,      // "simulated", "virtual, on cuda:1"
  State,         // "receiving chunk"
  Shape,         // "in [4, 5] → out [4, 2]", the output's shape: never elided
  Time,          // "forward 20.1 µs (measured)"
  Memory,        // "peak 0.4 KiB"
  Heading,       // the rule: "⌈30/8⌉ = 4 rows per chunk → 8 chunks"
  DatasetLabel,  // "dataset: 100 samples" (drawn rotated, upwards)
  BatchLabel,    // "batch 1: 30 rows"
  ChunkCount,    // the row count written inside a chunk of the batch column
  OutputLabel,   // "output on cuda:0"
  Legend,        // one entry of the legend
};

struct StageText {
  StageRole role = StageRole::State;
  QString text;      // as drawn (elided text ends with "…")
  QString full;      // the whole text (the tooltip when elided)
  QRectF box;        // scene coordinates: the advance width × the line height, as drawn
  QRectF region;     // what it must stay inside: its card, label strip or chunk
  QFont font;        // pixelSize() is the size on screen (the scene is in view pixels)
  bool elided = false;
  bool rotated = false;  // drawn upwards (-90°); box is the rotated box in scene coordinates
  int owner = -1;        // the device of its card; -1 for the scene's labels and the legend
  Qt::Alignment align = Qt::AlignLeft | Qt::AlignVCenter;
  QStaticText glyphs;    // `text` shaped once (placeText): painting a frame does no text layout
  // `text` drawn once in the colour last asked for: a frame blends one small image per text
  // instead of every glyph (64 cards of text on a 4K stage cost a few ms less).
  mutable QImage rendered;
  mutable QRgb rendered_color = 0;
};

enum class StageShapeKind { Flight, GradientFlight, Slot, Gauge, Bar };  // GradientFlight: training (R10)

struct StageShape {
  StageShapeKind kind = StageShapeKind::Flight;
  QRectF rect;  // scene coordinates
  int owner = -1;
};

const char* stageRoleName(StageRole role);
