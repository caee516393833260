// MainWindow: lays out the controls dock, the scene, the explanation strip, the bottom tabs (log,
// timings, scaling), the tutorial dock and the menus, and wires them to the RunSession, which holds
// the state of the run. Projector mode, the font zoom and the fit to the screen are its view.
#pragma once

#include <QMainWindow>

#include "shell/run_session.h"
#include "shell/settings.h"

class ControlsPanel;
class LessonBanner;
class LessonController;
class LessonEditor;
struct LessonStop;
class DataParallelView;
class LogView;
class LossView;
class PitfallPanel;
class ProjectorCaption;
class ProjectorTransport;
class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QMenu;
class QTabWidget;
class RulesExplorer;
class DdpView;
class ScalingView;
class ShortcutSheet;
class TimingsView;
class TutorialPane;
enum class TutorialAction;

class MainWindow : public QMainWindow {
  Q_OBJECT
 public:
  explicit MainWindow(Settings* settings, QWidget* parent = nullptr);
  ~MainWindow() override;

  // Applies the controls' configuration: the session rebuilds the engine, the window the cards.
  void applyConfig();
  RunSession* session() const { return session_; }
  Player* player() const { return session_->player(); }
  ControlsPanel* controls() const { return controls_; }
  DataParallelView* view() const { return view_; }
  LogView* log() const { return log_; }
  TimingsView* timings() const { return timings_; }
  RulesExplorer* explorer() const { return explorer_; }
  DdpView* ddpView() const { return ddp_; }
  ScalingView* scaling() const { return scaling_; }
  LossView* lossView() const { return loss_view_; }
  TutorialPane* tutorialPane() const { return tutorial_; }
  PitfallPanel* pitfallPanel() const { return pitfall_panel_; }
  QTabWidget* centreTabs() const { return centre_tabs_; }
  QString explanation() const;

  // The lessons: a rules-explorer cell (one batch of `batch` rows on `gpus` GPUs), a tutorial
  // step, the tutorial's printout compared on 2, 3 or 8 GPUs, a pitfall scenario by id.
  void runCell(int batch, int gpus);
  void runTutorialStep(TutorialAction action);
  void compareWithTutorial(int gpus);
  bool runPitfall(const QString& id);

  // Lesson files (main_window_lesson_files.cpp). openLesson asks before unsaved changes are lost;
  // a refused file leaves the open lesson and the window as they were (`error`: its one line, or
  // a message box when null).
  bool openLesson(const QString& path, QString* error = nullptr);
  bool saveLesson(const QString& path, QString* error);
  LessonController* lessons() const { return lessons_; }
  LessonBanner* lessonBanner() const { return lesson_banner_; }
  LessonEditor* lessonEditor() const { return lesson_editor_; }
  QDockWidget* lessonDock() const { return lesson_dock_; }

  bool exportTrace(const QString& path, QString* error = nullptr);
  bool exportLog(const QString& path, QString* error = nullptr);
  bool saveScreenshot(const QString& path, QString* error = nullptr);

  // The window is exactly `size`, and projector mode fills exactly that (--window-size: also
  // beyond the screen, for offscreen screenshots and video). Without it the window fits its screen.
  void setFixedWindowSize(const QSize& size);
  // Projector mode (F11, --presentation): the stage, a large caption and the transport fill the
  // screen; leaving it restores the layout exactly as it was.
  void setPresentation(bool on);
  bool presentation() const { return presentation_mode_; }
  // The font zoom of the stage, caption, log and tutorial (remembered unless settings are read-only).
  void setZoom(double zoom);
  double zoom() const { return zoom_; }
  // Pauses at "Done" between batches while playing (remembered).
  void setDonePause(bool on);
  // The scene legend (View › Legend).
  void setLegendVisible(bool on);
  bool legendVisible() const { return legend_visible_; }
  void showShortcutSheet();
  ShortcutSheet* shortcutSheet() const { return shortcut_sheet_; }
  ProjectorCaption* projectorCaption() const { return caption_; }
  ProjectorTransport* projectorTransport() const { return transport_; }
  QLabel* explanationLabel() const { return explanation_; }
  // The window's own actions by role, for tests and lessons (Page Down/Up are lesson stops).
  QAction* backAction() const { return back_; }
  QAction* nextStopAction() const { return next_stop_; }
  QAction* previousStopAction() const { return previous_stop_; }

 protected:
  void changeEvent(QEvent* event) override;
  void closeEvent(QCloseEvent* event) override;
  void showEvent(QShowEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;
  void dragEnterEvent(QDragEnterEvent* event) override;
  void dropEvent(QDropEvent* event) override;

 private:
  QWidget* createCentre();
  void createDocks();
  void createActions();
  void createMenus();
  void createLessons();
  void createLessonFiles();
  void retranslateLessonFiles();
  void onLessonChanged();
  void showLessonStop(int index);
  void newLessonFromState();
  void addStopFromState();
  LessonStop stopFromState() const;
  bool saveLessonWithDialog(bool ask_path);
  // True when the open lesson has no unsaved changes, or the user saved or discarded them.
  bool keepOrDiscardLessonChanges();
  void connectSession();
  // The saved preset, speed and layout; returns what could not be read, for the log.
  QString restoreSettings();
  void retranslate();
  void retranslateLessons();
  void setLanguage(const QString& language);
  void onRestarted(const dp::RunConfig& config);
  void onConfigured(const EngineSetup& setup);
  void updateStatus();
  // File › Export's files: the trace, the log, the window as PNG.
  enum class FileExport { Trace, Log, Screenshot };
  void exportWithDialog(FileExport kind);
  // Puts `config` in the controls (keeping the user's backend) and starts it on the Run tab,
  // animating from batch `first_shown` (1-based).
  void startLesson(dp::RunConfig config, int pause_after_batch,
                   RunSession::OnReady then = RunSession::OnReady::Play, int first_shown = 1);
  // main_window_view.cpp: the screen fit, projector mode, zoom, the shortcut sheet.
  void createViewActions();
  void retranslateView();
  void fitToScreen();
  // The default dock layout for a window `width` wide: on a narrow one the tutorial sits behind
  // the controls (tabified), so that the stage keeps most of the width.
  void arrangeDefaultDocks(int width);
  void applyZoom();
  QList<QAction*> shortcutActions() const;

  Settings* settings_;
  RunSession* session_;
  ControlsPanel* controls_;
  DataParallelView* view_;
  QLabel* explanation_;
  LogView* log_;
  TimingsView* timings_;
  ScalingView* scaling_;
  LossView* loss_view_ = nullptr;
  RulesExplorer* explorer_;
  DdpView* ddp_;
  PitfallPanel* pitfall_panel_;
  TutorialPane* tutorial_ = nullptr;
  QTabWidget* tabs_;
  QTabWidget* centre_tabs_;
  QDockWidget* controls_dock_;
  QDockWidget* bottom_dock_;
  QDockWidget* tutorial_dock_ = nullptr;
  QLabel* status_;
  ProjectorCaption* caption_ = nullptr;
  ProjectorTransport* transport_ = nullptr;
  ShortcutSheet* shortcut_sheet_ = nullptr;
  QMenu* file_menu_ = nullptr;
  QMenu* view_menu_ = nullptr;
  QMenu* language_menu_ = nullptr;
  QMenu* pitfalls_menu_ = nullptr;
  QMenu* help_menu_ = nullptr;
  std::vector<QAction*> pitfall_actions_;
  LessonController* lessons_ = nullptr;
  LessonBanner* lesson_banner_ = nullptr;
  LessonEditor* lesson_editor_ = nullptr;
  QDockWidget* lesson_dock_ = nullptr;
  QMenu* recent_menu_ = nullptr;
  QMenu* bundled_menu_ = nullptr;
  QAction* new_lesson_ = nullptr;
  QAction* open_lesson_ = nullptr;
  QAction* save_lesson_ = nullptr;
  QAction* save_lesson_as_ = nullptr;
  QAction* close_lesson_ = nullptr;
  bool showing_stop_ = false;  // a stop is being run to: Page Down waits for it
  QAction* play_;
  QAction* step_phase_;
  QAction* step_batch_;
  QAction* back_;
  QAction* reset_;
  QAction* export_trace_;
  QAction* export_log_;
  QAction* screenshot_;
  QAction* export_animation_ = nullptr;  // File › Export › Animation… (ui/export/)
  QMenu* export_menu_ = nullptr;
  QAction* quit_;
  QAction* presentation_;
  QAction* leave_presentation_ = nullptr;
  QAction* zoom_in_ = nullptr;
  QAction* zoom_out_ = nullptr;
  QAction* zoom_reset_ = nullptr;
  QAction* done_pause_ = nullptr;
  QAction* legend_ = nullptr;
  QAction* shortcuts_ = nullptr;
  QAction* next_stop_ = nullptr;
  QAction* previous_stop_ = nullptr;
  QAction* about_;
  QAction* lang_zh_;
  QAction* lang_en_;
  QActionGroup* lang_group_;
  bool presentation_mode_ = false;
  bool first_show_done_ = false;
  bool legend_visible_ = false;
  bool fitting_ = false;
  bool default_docks_ = true;  // no saved dock layout: the docks follow the window's width  // fitToScreen() is resizing: no recursion from resizeEvent
  double zoom_ = 1.0;
  QSize fixed_size_;      // --window-size; invalid: fit the screen
  // The layout projector mode replaced, restored exactly when it ends.
  struct SavedLayout {
    QByteArray geometry;
    QByteArray state;
    Qt::WindowStates window_state;
    int centre_tab = 0;
  } saved_;
};
