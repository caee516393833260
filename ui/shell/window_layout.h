// WindowLayout: where the window's parts go: the docks by the window's width, the fit to the screen,
// projector mode (F11, Esc; leaving it restores the exact layout it replaced) and the font zoom
// (Ctrl+=, Ctrl+−, Ctrl+0). The window hands it its show and resize events.
#pragma once

#include <QByteArray>
#include <QObject>
#include <QSize>

class QMainWindow;
class QResizeEvent;
class Settings;
class WindowActions;
class WindowParts;

class WindowLayout : public QObject {
  Q_OBJECT
 public:
  WindowLayout(QMainWindow* window, const WindowParts& parts, const WindowActions& actions, Settings* settings);

  // The zoom, geometry and dock layout saved in the settings; a first start's where none are saved
  // and in a read-only run (screenshots, exports: the same picture everywhere).
  void restore();
  // The geometry and dock layout to remember; in projector mode, the ones it replaced.
  QByteArray savedGeometry() const;
  QByteArray savedState() const;

  // The window is exactly `size`, and projector mode fills exactly that (--window-size: also
  // beyond the screen, for offscreen screenshots and video). Without it the window fits its screen.
  void setFixedWindowSize(const QSize& size);
  // Projector mode (F11, --presentation): the stage, a large caption and the transport fill the
  // screen; leaving it restores the layout exactly as it was.
  void setPresentation(bool on);
  bool presentation() const { return presentation_; }
  // The font zoom of the stage, caption, log and tutorial (remembered unless settings are read-only).
  void setZoom(double zoom);
  double zoom() const { return zoom_; }

  void windowShown();
  void windowResized(const QResizeEvent* event);

 private:
  void fitToScreen();
  // The default dock layout for a window `width` wide: on a narrow one the tutorial sits behind
  // the controls (tabified), so that the stage keeps most of the width.
  void arrangeDefaultDocks(int width);
  void applyZoom();

  QMainWindow* window_;
  const WindowParts& parts_;
  const WindowActions& actions_;
  Settings* settings_;
  bool presentation_ = false;
  bool first_show_done_ = false;
  bool fitting_ = false;       // fitToScreen() is resizing: no recursion from windowResized()
  bool default_docks_ = true;  // no saved dock layout: the docks follow the window's width
  double zoom_ = 1.0;
  QSize fixed_size_;  // --window-size; invalid: fit the screen
  // The layout projector mode replaced, restored exactly when it ends.
  struct SavedLayout {
    QByteArray geometry;
    QByteArray state;
    Qt::WindowStates window_state;
    int centre_tab = 0;
  } saved_;
};
