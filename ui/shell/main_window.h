// MainWindow: assembles the window from its parts (WindowParts), its actions and menus
// (WindowActions), its layout (WindowLayout) and its lessons (LessonRuns, LessonFiles), and wires
// them to the RunSession, which holds the state of the run.
#pragma once

#include <QMainWindow>
#include <optional>

#include "export/filmed_window.h"
#include "quiz/quiz.h"
#include "session/run_session.h"
#include "shell/settings.h"
#include "shell/window_actions.h"
#include "shell/window_parts.h"

class LessonController;
class LessonFiles;
class LessonRuns;
class PredictRuns;
class VoteRuns;
class ShortcutSheet;
class WindowLayout;

class MainWindow : public QMainWindow, public FilmedWindow {
  Q_OBJECT
 public:
  explicit MainWindow(Settings* settings, QWidget* parent = nullptr);
  ~MainWindow() override;

  // Applies the controls' configuration: the session rebuilds the engine, the window the cards.
  void applyConfig();
  // What the command line, the exports and the benchmark drive (tests find the other parts by
  // their object names).
  RunSession* session() const override { return session_; }
  QMainWindow* filmedWindow() override { return this; }  // what an animation export films
  QWidget* transportBar() const override;
  Player* player() const { return session_->player(); }
  ControlsPanel* controls() const { return parts_.controls; }
  DataParallelView* view() const { return parts_.view; }
  RulesExplorer* explorer() const { return parts_.explorer; }
  DdpView* ddpView() const { return parts_.ddp; }
  QTabWidget* centreTabs() const { return parts_.centre_tabs; }

  // A pitfall scenario by id (ids in pitfalls.cpp); false for an unknown id.
  bool runPitfall(const QString& id);
  // Asks before unsaved changes are lost; a refused file leaves the open lesson and the window as
  // they were (`error`: its one line, or a message box when null).
  bool openLesson(const QString& path, QString* error = nullptr);
  LessonController* lessons() const;
  // Predict, then reveal (View › Predict before reveal, --predict): its switches and reveal points.
  PredictRuns* predictions() const { return predict_runs_; }
  // The class vote from phones (View › Class vote from phones, --class-vote).
  VoteRuns* votes() const { return vote_runs_; }
  // A lesson stop's question of `kind` for the run on screen, asked now; false if none can be.
  bool askNow(dp::quiz::Kind kind);

  // File › Export (main_window_actions.cpp): written atomically; false with the reason in `error`.
  bool exportTrace(const QString& path, QString* error = nullptr);
  bool exportLog(const QString& path, QString* error = nullptr);
  bool saveScreenshot(const QString& path, QString* error = nullptr);

  // --window-size and projector mode (WindowLayout).
  void setFixedWindowSize(const QSize& size);
  void setPresentation(bool on);
  bool presentation() const;

 protected:
  void changeEvent(QEvent* event) override;
  void closeEvent(QCloseEvent* event) override;
  void showEvent(QShowEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;
  void dragEnterEvent(QDragEnterEvent* event) override;
  void dropEvent(QDropEvent* event) override;

 private:
  // What the window's own actions do (main_window_actions.cpp).
  void connectActions();
  void connectSession();
  // The saved preset, speed, Done pause and layout; returns what could not be read, for the log.
  QString restoreSettings();
  void retranslate();
  void setLanguage(const QString& language);
  void onRestarted(const dp::RunConfig& config);
  void onConfigured(const EngineSetup& setup);
  void updateStatus();
  // Projector mode's caption for the current view: `stage` (the phase's) on the Run tab, the DDP
  // view's own, or what the explorer, Timings, Scaling or Loss shows; only the view's name where a
  // lesson's caption over it opens with that name (said once). An open question's caption first.
  QString projectorCaption(const QString& stage) const;
  QString viewCaption(const QString& stage) const;  // the view's own caption
  // File › Export's files: the trace, the log, the window as PNG.
  enum class FileExport { Trace, Log, Screenshot };
  void exportWithDialog(FileExport kind);
  // Pauses at "Done" between batches while playing (remembered).
  void setDonePause(bool on);
  // Pauses at the end of every phase while playing (remembered).
  void setPauseAtEveryPhase(bool on);

  Settings* settings_;
  RunSession* session_;
  WindowActions actions_;
  WindowParts parts_;
  ShortcutSheet* shortcut_sheet_ = nullptr;
  WindowLayout* layout_ = nullptr;
  LessonRuns* lesson_runs_ = nullptr;
  LessonFiles* lesson_files_ = nullptr;
  PredictRuns* predict_runs_ = nullptr;
  VoteRuns* vote_runs_ = nullptr;
  std::optional<dp::quiz::Question> revealed_;  // the question revealed last
  bool follow_up_done_ = false;                // the stop on screen asked its follow-up
};
