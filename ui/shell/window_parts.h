// WindowParts: the widgets the main window is made of (the stage and its bars, the Run / Rules
// explorer / DDP tabs, the controls, output and tutorial docks, the status line), made and laid out
// in one place, like the class uic writes for a form. The window and its helpers work on them.
#pragma once

#include <QCoreApplication>
#include <QList>

class CaptionLabel;
class ClassSummary;
class ControlsPanel;
class DataParallelView;
class DdpView;
class LessonBanner;
class LogView;
class LossView;
class PitfallPanel;
class PredictPanel;
class PredictState;
class Player;
class ProjectorCaption;
class ProjectorTransport;
class QAction;
class QDockWidget;
class QLabel;
class QMainWindow;
class QStackedWidget;
class QTabWidget;
class RulesExplorer;
class ScalingView;
class TimingsView;
class TutorialPane;

class WindowParts {
  Q_DECLARE_TR_FUNCTIONS(WindowParts)

 public:
  // Makes every part in `window`: its centre, its docks and its status line. `transport`:
  // projector mode's buttons, left to right.
  void build(QMainWindow* window, const Player* player, const QList<QAction*>& transport);
  void retranslate();  // the tabs' and the docks' titles

  // The Run tab, top to bottom: pitfall panel, stage, explanation.
  PitfallPanel* pitfall_panel = nullptr;
  DataParallelView* view = nullptr;
  CaptionLabel* explanation = nullptr;  // keeps the tallest caption's height
  // The centre, top to bottom: a lesson's banner, projector mode's caption, the Run, Rules
  // explorer and DDP tabs (in projector mode also a borrowed output tab), projector mode's transport.
  ProjectorCaption* caption = nullptr;      // projector mode only
  ProjectorTransport* transport = nullptr;  // projector mode only
  LessonBanner* banner = nullptr;
  QTabWidget* centre_tabs = nullptr;
  // Predict, then reveal: while a question is open its panel takes the tabs' place (the caption
  // and the transport stay), whichever view asked.
  QStackedWidget* centre_stack = nullptr;
  PredictState* predict_state = nullptr;
  PredictPanel* predict = nullptr;
  // A lesson stop's question was skipped: this note takes the tabs' place until the class leaves the
  // stop, for the view behind it shows the answer.
  QLabel* skipped = nullptr;
  // After a lesson's last stop: what the class covered and how it voted.
  ClassSummary* summary = nullptr;
  RulesExplorer* explorer = nullptr;
  DdpView* ddp = nullptr;
  // The docks: the controls (left), the output tabs (bottom), the tutorial companion (right).
  ControlsPanel* controls = nullptr;
  QDockWidget* controls_dock = nullptr;
  QTabWidget* output_tabs = nullptr;
  LogView* log = nullptr;
  TimingsView* timings = nullptr;
  ScalingView* scaling = nullptr;
  LossView* loss = nullptr;
  QDockWidget* bottom_dock = nullptr;
  TutorialPane* tutorial = nullptr;
  QDockWidget* tutorial_dock = nullptr;
  QLabel* status = nullptr;  // the status bar's line

 private:
  QWidget* buildCentre(QMainWindow* window, const Player* player, const QList<QAction*>& transport);
  void buildDocks(QMainWindow* window);
};
