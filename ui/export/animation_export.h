// AnimationExport: the main window's animation rendered frame by frame at the teaching pace (1×,
// VideoEncoder::kFps frames a second, however long a frame takes to draw) into a VideoEncoder.
// Used by File › Export › Animation… and by `dpviz --export-video`.
#pragma once

#include <QSize>
#include <QString>
#include <cstdint>
#include <functional>

#include "export/filmed_window.h"

class VideoEncoder;

class AnimationExport {
 public:
  // Called after every frame; returning false cancels the export (nothing is written).
  using Progress = std::function<bool(std::int64_t done, std::int64_t total)>;

  explicit AnimationExport(FilmedWindow* window) : window_(window) {}

  // The window's transport bar (projector mode's buttons) is hidden while the frames are grabbed,
  // so the stage has its room and the video shows no buttons nobody can click; true keeps it.
  void setKeepTransport(bool keep) { keep_transport_ = keep; }
  bool keepTransport() const { return keep_transport_; }

  // Restarts the window's run so that batch `first` (1-based) is about to be drawn, the batches
  // before it run by the engine but not drawn; `last` (inclusive; 0: the epoch's last batch) ends
  // the video. Waits for the engine. False with a one-line reason when the run has no such batches.
  bool prepare(int first, int last, QString* error);
  // The video's length: each batch's phases and the pause at "Done" as the player plays them at 1×.
  double seconds() const { return seconds_; }
  std::int64_t frameCount() const;
  // The size the frames will have (the window's, in device pixels).
  QSize frameSize() const;
  // Renders and encodes every frame, then leaves the player paused where it stopped. False with a
  // one-line reason, or when `progress` cancelled (cancelled() is then true); the encoder is not
  // finished either way.
  bool render(VideoEncoder* encoder, const Progress& progress, QString* error);
  bool cancelled() const { return cancelled_; }

 private:
  bool advanceOneFrame(QString* error);
  void settleLayout();

  FilmedWindow* window_;
  int first_ = 1;
  int last_ = 1;
  double seconds_ = 0.0;
  bool cancelled_ = false;
  bool keep_transport_ = false;
};
