// A device card's frame: the outline, the coloured band along its top edge, rounded corners.
// Straight parts are solid strips; the four corners are small images rendered once per look,
// because antialiased paths cost a rasterizer pass each, and 64 cards on a 4K stage add up.
#pragma once

#include <QColor>
#include <QRectF>

class QPainter;

struct CardFrameLook {
  QColor band;        // the band's colour (invalid: no band)
  QColor border;
  int width = 2;       // the outline's width: even, so that it covers whole pixels
  int radius = 6;
  QColor base;         // what lies outside the corners: the view's background
};

// `rect` and `bandHeight` are rounded to whole pixels, so corners and strips meet exactly.
void paintCardFrame(QPainter* p, const QRectF& rect, double bandHeight, const CardFrameLook& look);
