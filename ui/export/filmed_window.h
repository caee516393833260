// FilmedWindow: what the animation export needs of the window it films: the window itself (grabbed
// frame by frame; its size is the video's) and the run it shows, which the export replays.
// MainWindow implements it, so that export/ stands below the shell and never includes it.
#pragma once

class QMainWindow;
class RunSession;

class FilmedWindow {
 public:
  virtual QMainWindow* filmedWindow() = 0;
  virtual RunSession* session() const = 0;

 protected:
  ~FilmedWindow() = default;  // never deleted through the interface
};
