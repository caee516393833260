// Where everything goes in the scene for a given view size, device count and zoom: the rule as a
// heading, the dataset and batch columns on the left with their labels in places of their own,
// the device cards in a grid with lanes around every card (flights travel in the lanes, never
// over text), the gathered output on the right, and the legend at the bottom when shown.
#pragma once

#include <QRectF>
#include <QSizeF>
#include <vector>

struct SceneStyle {
  double zoom = 1.0;    // the shell's font zoom (Ctrl +/−), 0.5 .. 3
  bool legend = false;  // reserve the legend's strip
  int columns = 0;      // the grid's columns; 0: chosen from the cards' proportions
  int minTextPx = 0;    // no label below this (the log's size at this zoom); 0: the usual floors
  int labelCapPx = 0;   // labels no larger than this (about the cards' text); 0: as the zoom says
  double height = 0;    // the scene's height when it must be taller than the view (it scrolls); 0: the view's
};

// The column counts worth trying for `devices` cards: the fewest columns for each row count.
std::vector<int> gridColumnChoices(int devices);

struct SceneLayout {
  int headingPx = 16;  // the heading's preferred size (it may shrink to fit, never below 12)
  int labelPx = 12;    // column labels and the legend (never below minTextPx)
  int minTextPx = 11;  // the smallest label: 11, or the log's size at this zoom when larger
  int cardCapPx = 16;  // the largest body text a card may use (it follows the zoom)
  double zoom = 1.0;
  QRectF heading;      // the rule being applied, one or two lines
  QRectF datasetLabel; // the strip beside the dataset where its label runs upwards
  QRectF dataset;      // all samples, one thin row each
  QRectF batch;        // the current batch, one cell per row
  QRectF batchLabel;   // under the batch column (reaching left under the dataset for a long term)
  QRectF output;       // the gathered output, stacked in replica order
  QRectF outputLabel;  // under the output column
  QRectF cardsArea;    // the region the grid of cards fills
  std::vector<QRectF> cards;  // one per device, row-major
  int columns = 1;
  int rows = 1;
  double lane = 8;             // the width of a lane (the gap between cards)
  double leftBus = 0;          // x of the lane between the batch column and the grid
  double rightBus = 0;         // x of the lane between the grid and the output column
                               // (and around each card: the lanes left of and above it)
  QRectF legend;               // empty when the legend is hidden
};

SceneLayout computeSceneLayout(const QSizeF& size, int devices, const SceneStyle& style = {});
