// The window's side of predict, then reveal. While a question is open its panel replaces the
// centre's tabs and its keys are enabled; the lesson's Page Down is lent to it (two enabled
// actions on one key would both be ambiguous, and neither would fire).
#include "shell/predict_runs.h"

#include <QAction>
#include <QKeySequence>
#include <QStackedWidget>
#include <QTabWidget>

#include "ddp/ddp_view.h"
#include "quiz/predict_panel.h"
#include "shell/settings.h"
#include "shell/window_actions.h"
#include "shell/window_parts.h"

PredictRuns::PredictRuns(const WindowParts& parts, WindowActions& actions, RunSession* session, Settings* settings,
                         QObject* parent)
    : QObject(parent), parts_(parts), actions_(actions), settings_(settings) {
  PredictState* state = parts_.predict_state;
  controller_ = new PredictController(session, state, this);
  clock_ = new RoundClock(state, this);  // before anything else follows the state: it moves first
  parts_.predict->setClock(clock_);
  clock_->setDefaultSeconds(settings_->thinkSeconds());
  for (QAction* a : actions_.think_time) {
    a->setChecked(a->data().toInt() == clock_->defaultSeconds());
    connect(a, &QAction::triggered, this, [this, a] {
      clock_->setDefaultSeconds(a->data().toInt());
      settings_->setThinkSeconds(clock_->defaultSeconds());
    });
  }
  connect(actions_.predict_extend, &QAction::triggered, clock_, &RoundClock::extend);
  // The DDP tab's reveal points, in its run's first step: the shard each rank gets (before
  // anything moves) and the ring's steps (before its first one).
  DdpView* ddp = parts_.ddp;
  ddp->setUnitGate([this, ddp](const DdpRun& run, const DdpUnit& next) {
    if (!controller_->enabled() || next.record != 0 || run.world() < 1) return false;
    const auto release = [ddp] { ddp->releaseGate(); };
    if (next.kind == DdpUnitKind::Forward) {
      return controller_->offer(reveal::ddpShard(ddp->launch().data_size, run.world(), 0, false), release);
    }
    if (next.kind == DdpUnitKind::ReduceScatter && next.bucket_order == 0 && next.ring_step == 0 && run.world() > 1) {
      return controller_->offer(reveal::ringSteps(run.world()), release);
    }
    return false;
  });
  connect(ddp, &DdpView::gateLeft, controller_, &PredictController::cancel);
  connect(state, &PredictState::changed, this, &PredictRuns::onStateChanged);
  for (int i = 0; i < actions_.predict_pick.size(); ++i) {
    connect(actions_.predict_pick[i], &QAction::triggered, state, [state, i] { state->pick(i); });
  }
  connect(actions_.predict_reveal, &QAction::triggered, state, [state] { state->advance(); });
  connect(actions_.predict_skip, &QAction::triggered, controller_, &PredictController::skip);
  actions_.vote_live->setChecked(settings_->voteLive());
  connect(actions_.vote_live, &QAction::toggled, this, [this](bool on) {
    if (settings_->voteLive() != on) settings_->setVoteLive(on);
    updateOpenRounds();
  });
  connect(actions_.predict, &QAction::toggled, this, &PredictRuns::setEnabled);
  connect(actions_.predict_class, &QAction::triggered, this, [this] { setMode(PredictState::Mode::Class); });
  connect(actions_.predict_self, &QAction::triggered, this, [this] { setMode(PredictState::Mode::SelfStudy); });
  setMode(settings_->predictMode());
  setEnabled(settings_->predict());
}

void PredictRuns::setEnabled(bool on) {
  controller_->setEnabled(on);
  actions_.predict->setChecked(on);
  if (settings_->predict() != on) settings_->setPredict(on);
}

void PredictRuns::setMode(PredictState::Mode mode) {
  parts_.predict_state->setMode(mode);
  const bool class_mode = mode == PredictState::Mode::Class;
  (class_mode ? actions_.predict_class : actions_.predict_self)->setChecked(true);
  if (settings_->predictMode() != mode) settings_->setPredictMode(mode);
}

QString PredictRuns::caption() const {
  using Stage = PredictState::Stage;
  switch (parts_.predict_state->stage()) {
    case Stage::Round1:
      return phones_ ? tr("Predict: everyone votes on their phone. Votes in: %1").arg(parts_.predict_state->totalVotes(1))
                     : tr("Predict: everyone picks an answer; count the hands for each option.");
    case Stage::Round2:
      return phones_ ? tr("Discuss with your neighbours, then vote again on your phone.")
                     : tr("Discuss with your neighbours, then vote again.");
    case Stage::Chart:
      return parts_.predict->openRoundHidden() ? tr("Both votes are in. Their counts show with the answer.")
                                                : tr("The first vote and the second, side by side. Now the reveal.");
    case Stage::Asking: return tr("Predict: pick the answer you expect (1–4), then Enter.");
    case Stage::Revealed: return tr("The reveal: the engine's answer and the rule behind it.");
    case Stage::Closed: break;
  }
  return {};
}

void PredictRuns::setPhonesVote(bool on) {
  if (on == phones_) return;
  phones_ = on;
  updateOpenRounds();
  emit captionChanged();
}

void PredictRuns::updateOpenRounds() { parts_.predict->setOpenRoundHidden(phones_ && !actions_.vote_live->isChecked()); }

void PredictRuns::onStateChanged() {
  emit captionChanged();
  const bool open = parts_.predict_state->isOpen();
  if (open == shown_) return;
  shown_ = open;
  parts_.centre_stack->setCurrentWidget(open ? static_cast<QWidget*>(parts_.predict) : parts_.centre_tabs);
  for (QAction* a : actions_.predict_pick) a->setEnabled(open);
  actions_.predict_reveal->setEnabled(open);
  actions_.predict_skip->setEnabled(open);
  actions_.predict_extend->setEnabled(open);
  if (open) {
    next_stop_keys_ = actions_.next_stop->shortcuts();
    actions_.next_stop->setShortcuts({});
    previous_stop_keys_ = actions_.previous_stop->shortcuts();
    actions_.previous_stop->setShortcuts({});
    actions_.predict_skip->setShortcuts({QKeySequence(Qt::Key_S), QKeySequence(Qt::Key_PageUp)});
    parts_.predict->setFocus();
  } else {
    actions_.next_stop->setShortcuts(next_stop_keys_);
    actions_.previous_stop->setShortcuts(previous_stop_keys_);
    actions_.predict_skip->setShortcuts({QKeySequence(Qt::Key_S)});
  }
}
