// WindowLayout: where the window's parts go: the docks by the window's width, the fit to the screen,
// projector mode (F11, Esc; leaving it restores the exact layout it replaced) and the font zoom
// (Ctrl+=, Ctrl+−, Ctrl+0). The window hands it its show and resize events.
#pragma once

#include <QByteArray>
#include <QObject>
#include <QSize>

#include "lessons/app_view.h"

class QMainWindow;
class QResizeEvent;
class QWidget;
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
  // Projector mode (F11, --presentation): the current view (the stage, the DDP ring, the rules
  // explorer, Timings, Scaling or Loss), a large caption and the transport fill the screen;
  // leaving it restores the layout exactly as it was.
  void setPresentation(bool on);
  bool presentation() const { return presentation_; }
  // The current view, as a lesson stop names it (lessons/app_view.h): the centre's tabs (Run, the
  // explorer's pages, the DDP tab's pages) or the output tabs (Timings, Scaling, Loss). Projector
  // mode shows it.
  AppView currentView() const;
  // Shows `view`: its tab made current, and in projector mode an output tab borrowed into the
  // centre (given back on leaving, where it was).
  void showView(AppView view);
  // The font zoom of the stage, caption, log and tutorial (remembered unless settings are read-only).
  void setZoom(double zoom);
  double zoom() const { return zoom_; }
  // How much larger than at zoom 1 in the window the text a class reads is now (the caption under
  // the stage, a lesson's banner, the pitfall panel, Timings, Scaling, Loss, the explorer, the DDP
  // comparison): the zoom, and in projector mode the stage's projector factor (1.4) and the
  // screen's height over 768 px on top, the zoom counted up to 1.75 there (beyond, the views no
  // longer fit a 1024×768 projector).
  double bodyFactor() const;

  void windowShown();
  void windowResized(const QResizeEvent* event);

 signals:
  void viewChanged();  // currentView() changed: projector mode's caption says what the view shows

 private:
  // An output tab (Timings, Scaling, Loss) in the centre while in projector mode, and back.
  void borrowOutput();
  void returnOutput();
  void centreTabChanged();
  // Windowed on a short screen the Output dock leaves the DDP ring and the explorer's pages no
  // room: hidden while their tab is current, shown again when the Run tab is.
  void fitTallTab();
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
  QWidget* output_view_ = nullptr;  // the output tab that is the current view; null: the centre's tab
  struct Borrowed {  // the output tab projector mode moved into the centre, and where it came from
    QWidget* page = nullptr;
    int index = -1, output_current = -1, centre_before = 0;
    QString title;
  } borrowed_;
  bool moving_ = false;               // borrowOutput() / returnOutput() are moving tabs
  bool output_hidden_for_tab_ = false;  // fitTallTab() hid the Output dock
  // The layout projector mode replaced, restored exactly when it ends.
  struct SavedLayout {
    QByteArray geometry;
    QByteArray state;
    Qt::WindowStates window_state;
  } saved_;
};
