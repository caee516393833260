// MainWindow: lays out the controls dock, the scene, the explanation strip, the bottom tabs (log,
// timings, scaling), the tutorial dock and the menus, and wires them to the RunSession, which holds
// the state of the run.
#pragma once

#include <QMainWindow>

#include "shell/run_session.h"
#include "shell/settings.h"

class ControlsPanel;
class DataParallelView;
class LogView;
class PitfallPanel;
class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QMenu;
class QTabWidget;
class RulesExplorer;
class ScalingView;
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
  ScalingView* scaling() const { return scaling_; }
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

  bool exportTrace(const QString& path, QString* error = nullptr);
  bool exportLog(const QString& path, QString* error = nullptr);
  bool saveScreenshot(const QString& path, QString* error = nullptr);

 protected:
  void changeEvent(QEvent* event) override;
  void closeEvent(QCloseEvent* event) override;
  void showEvent(QShowEvent* event) override;

 private:
  QWidget* createCentre();
  void createDocks();
  void createActions();
  void createMenus();
  void createLessons();
  void connectSession();
  // The saved preset, speed and layout; returns what could not be read, for the log.
  QString restoreSettings();
  void retranslate();
  void retranslateLessons();
  void setLanguage(const QString& language);
  void onRestarted(const dp::RunConfig& config);
  void onConfigured(const EngineSetup& setup);
  void updateStatus();
  void togglePresentation();
  void exportWithDialog(int kind);
  // Puts `config` in the controls (keeping the user's backend) and starts it on the Run tab.
  void startLesson(dp::RunConfig config, int pause_after_batch,
                   RunSession::OnReady then = RunSession::OnReady::Play);

  Settings* settings_;
  RunSession* session_;
  ControlsPanel* controls_;
  DataParallelView* view_;
  QLabel* explanation_;
  LogView* log_;
  TimingsView* timings_;
  ScalingView* scaling_;
  RulesExplorer* explorer_;
  PitfallPanel* pitfall_panel_;
  TutorialPane* tutorial_ = nullptr;
  QTabWidget* tabs_;
  QTabWidget* centre_tabs_;
  QDockWidget* controls_dock_;
  QDockWidget* bottom_dock_;
  QDockWidget* tutorial_dock_ = nullptr;
  QLabel* status_;
  QMenu* file_menu_ = nullptr;
  QMenu* view_menu_ = nullptr;
  QMenu* language_menu_ = nullptr;
  QMenu* pitfalls_menu_ = nullptr;
  QMenu* help_menu_ = nullptr;
  std::vector<QAction*> pitfall_actions_;
  QAction* play_;
  QAction* step_phase_;
  QAction* step_batch_;
  QAction* reset_;
  QAction* export_trace_;
  QAction* export_log_;
  QAction* screenshot_;
  QAction* quit_;
  QAction* presentation_;
  QAction* about_;
  QAction* lang_zh_;
  QAction* lang_en_;
  QActionGroup* lang_group_;
  bool presentation_mode_ = false;
  bool first_show_done_ = false;
};
