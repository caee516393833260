// LessonRuns: the lessons that drive the run: a rules-explorer cell, a tutorial step, the tutorial's
// printout compared on 2, 3 or 8 GPUs, a pitfall scenario (the Pitfalls menu). Each puts its
// configuration in the controls (keeping the user's backend) and runs it on the Run tab.
#pragma once

#include <QObject>

#include "shell/run_session.h"

class QMenu;
class WindowParts;
enum class TutorialAction;

class LessonRuns : public QObject {
  Q_OBJECT
 public:
  // Fills `pitfalls_menu` and follows `session` in the explorer and the tutorial companion.
  LessonRuns(const WindowParts& parts, QMenu* pitfalls_menu, RunSession* session, QObject* parent);

  // One batch of `batch` rows on `gpus` GPUs (a rules-explorer cell).
  void runCell(int batch, int gpus);
  void runTutorialStep(TutorialAction action);
  void compareWithTutorial(int gpus);
  // A pitfall scenario by id (ids in pitfalls.cpp); false for an unknown id.
  bool runPitfall(const QString& id);
  void retranslate();  // the Pitfalls menu's entries

 private:
  // Puts `config` in the controls (keeping the user's backend) and starts it on the Run tab,
  // animating from batch `first_shown` (1-based).
  void start(dp::RunConfig config, int pause_after_batch, RunSession::OnReady then = RunSession::OnReady::Play,
             int first_shown = 1);
  // The tutorial companion says what each step did and follows the run.
  void followRun();

  const WindowParts& parts_;
  QMenu* pitfalls_menu_;
  RunSession* session_;
};
