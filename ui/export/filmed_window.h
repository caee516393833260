// FilmedWindow: what the animation export needs of the window it films: the window itself (grabbed
// frame by frame; its size is the video's) and the run it shows, which the export replays; and its
// transport bar, which a video leaves out unless asked to keep it.
// MainWindow implements it, so that export/ stands below the shell and never includes it.
#pragma once

class QMainWindow;
class QWidget;
class RunSession;

class FilmedWindow {
 public:
  virtual QMainWindow* filmedWindow() = 0;
  virtual RunSession* session() const = 0;
  // Projector mode's transport buttons (null, or hidden, when the window shows none): buttons a
  // lecturer clicks, not part of the lesson, so the video hides them while it films.
  virtual QWidget* transportBar() const = 0;

 protected:
  ~FilmedWindow() = default;  // never deleted through the interface
};
