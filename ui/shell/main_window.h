// MainWindow: assembles the controls dock, the scene, the explanation strip, and the bottom tabs
// (log, timings); owns the bridge and the player; menus for export, view, language and help.
#pragma once

#include <QMainWindow>
#include <vector>

#include "bridge/engine_bridge.h"
#include "stage/player.h"
#include "shell/settings.h"

class ControlsPanel;
class PitfallPanel;
class RulesExplorer;
class ScalingView;
class TutorialPane;
struct Pitfall;
enum class TutorialAction;
class DataParallelView;
class LogView;
class TimingsView;
class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QMenu;
class QTabWidget;

class MainWindow : public QMainWindow {
  Q_OBJECT
 public:
  explicit MainWindow(Settings* settings, QWidget* parent = nullptr);
  ~MainWindow() override;

  // Applies the controls' configuration: rebuilds the engine, the cards and the charts.
  void applyConfig();
  ControlsPanel* controls() const { return controls_; }
  Player* player() const { return player_; }
  EngineBridge* bridge() const { return bridge_; }
  DataParallelView* view() const { return view_; }
  LogView* log() const { return log_; }
  TimingsView* timings() const { return timings_; }
  RulesExplorer* explorer() const { return explorer_; }
  ScalingView* scaling() const { return scaling_; }
  TutorialPane* tutorialPane() const { return tutorial_; }
  PitfallPanel* pitfallPanel() const { return pitfall_panel_; }
  QTabWidget* centreTabs() const { return centre_tabs_; }

  // The lessons: a rules-explorer cell (one batch of `batch` rows on `gpus` GPUs), a tutorial
  // step, the tutorial's printout compared on 2, 3 or 8 GPUs, a pitfall scenario by id.
  void runCell(int batch, int gpus);
  void runTutorialStep(TutorialAction action);
  void compareWithTutorial(int gpus);
  bool runPitfall(const QString& id);
  QString explanation() const;
  bool engineReady() const { return ready_; }
  // The engine's lines so far, exactly as printed (header, replica lines, Outside lines).
  const QStringList& printedLines() const { return printed_; }

  // Runs to batch `batch` (1-based) and `phase`, at `progress` inside it, with the engine really
  // running every batch on the way; waits for the engine. Returns false if it cannot get there.
  bool runTo(int batch, AnimPhase phase, double progress = 0.5, int timeout_ms = 30000);
  bool waitReady(int timeout_ms = 30000);

  bool exportTrace(const QString& path, QString* error = nullptr);
  bool exportLog(const QString& path, QString* error = nullptr);
  bool saveScreenshot(const QString& path, QString* error = nullptr);

 protected:
  void changeEvent(QEvent* event) override;
  void closeEvent(QCloseEvent* event) override;
  void showEvent(QShowEvent* event) override;

 private:
  enum class OnReady { Nothing, Play, ShowFirstLoad };
  void createActions();
  void createMenus();
  void retranslate();
  void setLanguage(const QString& language);
  void onConfigured(const EngineSetup& setup);
  void onReplicaFinished(int replica);
  void onBatchCompleted(const StepResult& step);
  void updateStatus();
  void togglePresentation();
  void exportWithDialog(int kind);
  void createLessons();
  void retranslateLessons();
  void startConfig(dp::RunConfig config, int pause_after_batch, OnReady then = OnReady::Play);
  void onEpochFinished();

  Settings* settings_;
  EngineBridge* bridge_;
  Player* player_;
  ControlsPanel* controls_;
  DataParallelView* view_;
  QLabel* explanation_;
  LogView* log_;
  TimingsView* timings_;
  QTabWidget* tabs_;
  QTabWidget* centre_tabs_ = nullptr;
  ScalingView* scaling_ = nullptr;
  RulesExplorer* explorer_ = nullptr;
  TutorialPane* tutorial_ = nullptr;
  QDockWidget* tutorial_dock_ = nullptr;
  PitfallPanel* pitfall_panel_ = nullptr;
  QMenu* pitfalls_menu_ = nullptr;
  std::vector<QAction*> pitfall_actions_;
  const Pitfall* scenario_ = nullptr;  // its extra settings apply until the controls are edited
  int pause_after_batch_ = 0;          // > 0: pause when this batch (1-based) completes
  int pending_compare_ = 0;            // > 0: compare with the tutorial when the epoch ends
  OnReady on_ready_ = OnReady::Nothing;  // what to do once the engine is configured
  QDockWidget* controls_dock_;
  QDockWidget* bottom_dock_;
  QLabel* status_;
  QMenu* file_menu_ = nullptr;
  QMenu* view_menu_ = nullptr;
  QMenu* language_menu_ = nullptr;
  QMenu* help_menu_ = nullptr;
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
  dp::RunConfig config_;
  bool ready_ = false;
  QString engine_error_;
  QStringList printed_;
  std::vector<dp::Event> run_events_;  // this run's trace, for export
  std::vector<dp::DeviceInfo> lanes_;
  bool presentation_mode_ = false;
  bool first_show_done_ = false;
};
