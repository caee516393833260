// The window's actions: keys, icons and names made once here, texts in retranslate().
#include "shell/window_actions.h"

#include <QAction>
#include <QActionGroup>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QStyle>

#include "quiz/round_clock.h"
#include "common/language.h"

namespace {
QAction* newAction(QObject* parent, const char* name, const QList<QKeySequence>& keys = {}) {
  auto* a = new QAction(parent);
  a->setObjectName(QLatin1String(name));
  a->setShortcuts(keys);
  return a;
}
}  // namespace

WindowActions::WindowActions(QMainWindow* window) : window_(window) {
  play = newAction(window, "PlayAction", {QKeySequence(Qt::Key_Space)});
  step_phase = newAction(window, "StepPhaseAction", {QKeySequence(Qt::Key_Right)});
  step_batch = newAction(window, "StepBatchAction", {QKeySequence(Qt::SHIFT | Qt::Key_Right)});
  back = newAction(window, "BackAction", {QKeySequence(Qt::Key_Left)});
  reset = newAction(window, "ResetAction", {QKeySequence(Qt::Key_Home)});
  for (QAction* a : {play, step_phase, step_batch, back, reset}) a->setShortcutContext(Qt::ApplicationShortcut);
  QStyle* style = window->style();
  play->setIcon(style->standardIcon(QStyle::SP_MediaPlay));
  step_phase->setIcon(style->standardIcon(QStyle::SP_MediaSeekForward));
  step_batch->setIcon(style->standardIcon(QStyle::SP_MediaSkipForward));
  back->setIcon(style->standardIcon(QStyle::SP_MediaSeekBackward));
  reset->setIcon(style->standardIcon(QStyle::SP_BrowserReload));

  export_animation = newAction(window, "ExportAnimationAction");
  export_worksheet = newAction(window, "ExportWorksheetAction");
  export_trace = newAction(window, "ExportTraceAction");
  export_log = newAction(window, "ExportLogAction");
  export_class_record = newAction(window, "ExportClassRecordAction");
  export_class_record->setEnabled(false);
  export_class_report = newAction(window, "ExportClassReportAction");
  export_class_report->setEnabled(false);
  screenshot = newAction(window, "ScreenshotAction");
  screenshot->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
  quit = newAction(window, "QuitAction");
  quit->setShortcut(QKeySequence::Quit);

  presentation = newAction(window, "PresentationAction", {QKeySequence(Qt::Key_F11)});
  presentation->setCheckable(true);
  leave_presentation = newAction(window, "LeavePresentationAction", {QKeySequence(Qt::Key_Escape)});
  leave_presentation->setEnabled(false);  // Esc belongs to the rest of the window otherwise
  zoom_in = newAction(window, "ZoomInAction", {QKeySequence(Qt::CTRL | Qt::Key_Equal), QKeySequence(Qt::CTRL | Qt::Key_Plus)});
  zoom_out = newAction(window, "ZoomOutAction", {QKeySequence(Qt::CTRL | Qt::Key_Minus)});
  zoom_reset = newAction(window, "ZoomResetAction", {QKeySequence(Qt::CTRL | Qt::Key_0)});
  legend = newAction(window, "LegendAction");
  legend->setCheckable(true);
  done_pause = newAction(window, "DonePauseAction");
  done_pause->setCheckable(true);
  phase_pause = newAction(window, "PhasePauseAction", {QKeySequence(Qt::Key_P)});
  phase_pause->setCheckable(true);

  predict = newAction(window, "PredictAction");
  predict->setCheckable(true);
  auto* modes = new QActionGroup(window);
  predict_class = newAction(modes, "PredictClassAction");
  predict_self = newAction(modes, "PredictSelfAction");
  for (QAction* a : {predict_class, predict_self}) a->setCheckable(true);
  predict_self->setChecked(true);
  for (int i = 0; i < 4; ++i) {
    QAction* a = newAction(window, "PredictPickAction", {QKeySequence(Qt::Key_1 + i)});
    a->setObjectName(QStringLiteral("PredictPick%1Action").arg(i + 1));
    a->setEnabled(false);
    predict_pick << a;
  }
  predict_reveal = newAction(window, "PredictRevealAction",
                             {QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter), QKeySequence(Qt::Key_PageDown)});
  predict_reveal->setEnabled(false);
  predict_skip = newAction(window, "PredictSkipAction", {QKeySequence(Qt::Key_S)});
  predict_skip->setEnabled(false);
  predict_extend = newAction(window, "PredictExtendAction", {QKeySequence(Qt::Key_T)});
  predict_extend->setEnabled(false);
  auto* think = new QActionGroup(window);
  for (int seconds : kThinkSeconds) {
    QAction* a = newAction(think, "ThinkTimeAction");
    a->setObjectName(QStringLiteral("ThinkTime%1Action").arg(seconds));
    a->setCheckable(true);
    a->setData(seconds);
    think_time << a;
  }
  class_vote = newAction(window, "ClassVoteAction");
  class_vote->setCheckable(true);  // off at every start: a server is never started unasked
  vote_live = newAction(window, "VoteLiveAction");
  vote_live->setCheckable(true);
  lecturer_view = newAction(window, "LecturerViewAction", {QKeySequence(Qt::CTRL | Qt::Key_L)});
  lecturer_view->setCheckable(true);

  auto* languages = new QActionGroup(window);
  lang_zh = new QAction(QStringLiteral("中文"), languages);
  lang_en = new QAction(QStringLiteral("English"), languages);
  lang_zh->setObjectName(QStringLiteral("ChineseAction"));
  lang_en->setObjectName(QStringLiteral("EnglishAction"));
  for (QAction* a : {lang_zh, lang_en}) a->setCheckable(true);
  shortcuts = newAction(window, "ShortcutsAction", {QKeySequence(Qt::Key_F1), QKeySequence(Qt::Key_Question)});
  about = newAction(window, "AboutAction");
  next_stop = newAction(window, "NextStopAction", {QKeySequence(Qt::Key_PageDown)});
  previous_stop = newAction(window, "PreviousStopAction", {QKeySequence(Qt::Key_PageUp)});
  next_stop->setEnabled(false);
  previous_stop->setEnabled(false);

  for (const auto& [action, what] : keyed()) window->addAction(action);
  for (QAction* a : predict_pick) window->addAction(a);
}

void WindowActions::addMenus(const QList<QDockWidget*>& docks) {
  QMenuBar* bar = window_->menuBar();
  file_menu = bar->addMenu(QString());
  export_menu = file_menu->addMenu(QString());
  export_menu->addActions({export_animation, export_worksheet, export_trace, export_log, export_class_record, export_class_report,
                          screenshot});
  file_menu->addSeparator();
  file_menu->addAction(quit);
  view_menu = bar->addMenu(QString());
  for (QDockWidget* dock : docks) view_menu->addAction(dock->toggleViewAction());
  view_menu->addSeparator();
  view_menu->addActions({presentation, zoom_in, zoom_out, zoom_reset});
  view_menu->addSeparator();
  view_menu->addActions({legend, done_pause, phase_pause});
  view_menu->addSeparator();
  view_menu->addActions({predict, predict_class, predict_self, class_vote, vote_live, lecturer_view});
  think_menu = view_menu->addMenu(QString());
  think_menu->setObjectName(QStringLiteral("ThinkTimeMenu"));
  think_menu->addActions(think_time);
  language_menu = bar->addMenu(QString());
  language_menu->addActions({lang_zh, lang_en});
  pitfalls_menu = new QMenu(window_);
  bar->addMenu(pitfalls_menu);
  help_menu = bar->addMenu(QString());
  help_menu->addActions({shortcuts, about});
}

void WindowActions::retranslate(bool playing) {
  play->setText(playing ? tr("Pause") : tr("Play"));
  play->setIcon(window_->style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
  play->setToolTip(tr("Play or pause (Space)"));
  step_phase->setText(tr("Phase"));
  step_phase->setToolTip(tr("Step one phase (→)"));
  step_batch->setText(tr("Batch"));
  step_batch->setToolTip(tr("Step one batch (Shift+→)"));
  back->setText(tr("Back"));
  back->setToolTip(tr("Step one phase back (←)"));
  reset->setText(tr("Reset"));
  reset->setToolTip(tr("Start the epoch again (Home)"));
  export_animation->setText(tr("Animation (MP4, GIF)…"));
  export_worksheet->setText(tr("Worksheet (PDF)…"));
  export_trace->setText(tr("Trace (Perfetto)…"));
  export_log->setText(tr("Log (text)…"));
  export_class_record->setText(tr("Class record (CSV)…"));
  export_class_report->setText(tr("Class report (PDF)…"));
  screenshot->setText(tr("Screenshot (PNG)…"));
  quit->setText(tr("Quit"));
  presentation->setText(tr("Projector mode"));
  leave_presentation->setText(tr("Leave projector mode"));
  zoom_in->setText(tr("Zoom in"));
  zoom_out->setText(tr("Zoom out"));
  zoom_reset->setText(tr("Normal size"));
  legend->setText(tr("Legend"));
  done_pause->setText(tr("Pause at “Done” between batches"));
  phase_pause->setText(tr("Pause at every phase"));
  predict->setText(tr("Predict before reveal"));
  predict_class->setText(tr("Predictions: the class votes"));
  predict_self->setText(tr("Predictions: self-study"));
  for (int i = 0; i < predict_pick.size(); ++i) predict_pick[i]->setText(tr("Pick option %1").arg(i + 1));
  predict_reveal->setText(tr("Reveal, or go on"));
  predict_skip->setText(tr("Skip the question"));
  predict_extend->setText(tr("%1 s more for this vote").arg(RoundClock::kExtendSeconds));
  think_menu->setTitle(tr("Think time per vote"));
  lecturer_view->setText(tr("Lecturer's view"));
  lecturer_view->setToolTip(tr("Your own window: the live counts, the time left, and after the first vote what to do next; keep it off the projector"));
  for (QAction* a : think_time) {
    const int seconds = a->data().toInt();
    a->setText(seconds == 0 ? tr("None: each vote waits for Enter") : seconds < 60 ? tr("%1 s").arg(seconds) : tr("%1 min").arg(seconds / 60));
  }
  class_vote->setText(tr("Class vote from phones"));
  class_vote->setToolTip(tr("Students vote on the open question from their phones, on this room's network"));
  vote_live->setText(tr("Class vote: show the counts live"));
  vote_live->setToolTip(tr("Off: the counts stay hidden while a vote is open, so the room does not follow the leading answer; both votes show once the second closes"));
  shortcuts->setText(tr("Keyboard shortcuts"));
  about->setText(tr("About dpviz"));
  next_stop->setText(tr("Next lesson stop"));
  previous_stop->setText(tr("Previous lesson stop"));
  (Language::current() == "zh_CN" ? lang_zh : lang_en)->setChecked(true);
  file_menu->setTitle(tr("&File"));
  export_menu->setTitle(tr("&Export"));
  view_menu->setTitle(tr("&View"));
  language_menu->setTitle(tr("&Language"));
  pitfalls_menu->setTitle(tr("&Pitfalls"));
  help_menu->setTitle(tr("&Help"));
}

QList<QPair<QAction*, QString>> WindowActions::keyed() const {
  return {
      {play, tr("Play or pause")},
      {step_phase, tr("Step one phase")},
      {back, tr("Step one phase back (the recorded run is replayed, not run again)")},
      {step_batch, tr("Step one batch")},
      {reset, tr("Start the epoch again")},
      {phase_pause, tr("Pause at the end of every phase, on or off")},
      {predict_pick[0], tr("A question open: pick option 1, 2, 3 or 4")},
      {predict_reveal, tr("A question open: reveal, or go on")},
      {predict_skip, tr("A question open: skip it (asked again, its votes kept, when its lesson stop comes back)")},
      {predict_extend, tr("A timed vote open: %1 seconds more").arg(RoundClock::kExtendSeconds)},
      {lecturer_view, tr("The lecturer's own window, on or off")},
      {presentation, tr("Projector mode on or off")},
      {leave_presentation, tr("Leave projector mode")},
      {zoom_in, tr("Larger text")},
      {zoom_out, tr("Smaller text")},
      {zoom_reset, tr("Text at its normal size")},
      {screenshot, tr("Save a screenshot")},
      {shortcuts, tr("This list of keys")},
      {next_stop, tr("Next lesson stop")},
      {previous_stop, tr("Previous lesson stop")},
      {quit, tr("Quit")},
  };
}

QList<ShortcutSheet::Row> WindowActions::shortcutRows() const {
  QList<ShortcutSheet::Row> rows;
  for (const auto& [action, what] : keyed()) {
    QStringList keys;
    // The four options' keys on one row ("1 / 2 / 3 / 4"), as the row says.
    const QList<QAction*> same = action == predict_pick.value(0) ? predict_pick : QList<QAction*>{action};
    for (QAction* a : same) {
      for (const QKeySequence& k : a->shortcuts()) keys << k.toString(QKeySequence::NativeText);
    }
    rows.push_back({keys.join(QStringLiteral(" / ")), what});
  }
  return rows;
}
