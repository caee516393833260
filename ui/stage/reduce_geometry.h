// The Reduce phase of a training step (R10.3) as shapes: each replica's gradients as a piece as long
// as its bytes (the engine's TrainRecord::reduce_bytes), moving head first through the lanes into
// the Σ tray above the summing card (device_ids[0]); the tray shows one segment per replica, the
// summing GPU's own from the start (its gradient stays where it is), and the sum in words.
#pragma once

#include <QFont>
#include <QLineF>
#include <QList>
#include <QPolygonF>
#include <QRectF>
#include <QString>
#include <vector>

struct FlowState;
struct StepResult;

struct ReduceTray {
  QRectF bar;                      // where the segments lie, in the lane above the summing card
  std::vector<QRectF> segments;    // per replica, as long as its bytes; empty rect: nothing to sum
  QString text;                    // "Σ 8 replicas · 336 bytes received" (the others' bytes); empty when it does not fit
  QRectF textBox;
  QFont font;
  int device = -1;                 // the summing device
};

struct GradientPiece {
  int replica = 0;
  int owner = -1;                  // the device it comes from
  QPolygonF body;                  // the stretch of the route it covers now (a bent bar at corners)
  QLineF head;                     // its last stretch: the direction it moves in, ending at its front
  double thickness = 4;
};

// Empty bar when the step did not reduce (one replica, or no bytes).
ReduceTray reduceTray(const FlowState& s, const StepResult& step);
// The pieces in flight at `progress` (0..1) of Reduce; landed and waiting pieces are not in it
// (the tray shows the landed ones).
std::vector<GradientPiece> reducePieces(const FlowState& s, const StepResult& step, const ReduceTray& tray, double progress);
// Has replica `replica`'s piece landed at `progress`? (the summing device's own is there from 0).
bool reduceLanded(const StepResult& step, int replica, double progress);
// The rectangles a piece covers (its bent bar and its arrowhead), for the geometry test and painting.
QList<QRectF> pieceRects(const GradientPiece& piece);
QPolygonF pieceArrow(const GradientPiece& piece);
