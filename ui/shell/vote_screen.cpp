// The join screen in the centre's stack, fed from the ClassVote's tally; the question keeps the
// centre while it is open unless the lecturer asks for the join screen (late phones, the count).
#include "shell/vote_screen.h"

#include <QAction>
#include <QEvent>
#include <QMenu>
#include <QPixmap>
#include <QSaveFile>
#include <QSocketNotifier>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTimer>
#include <cstdio>
#include <unistd.h>

#include "lessons/lesson_controller.h"
#include "quiz/predict_panel.h"
#include "quiz/vote_projector.h"
#include "shell/window_actions.h"
#include "shell/window_parts.h"
#include "vote/class_vote.h"

VoteScreen::VoteScreen(const WindowParts& parts, WindowActions& actions, ClassVote* vote, QObject* parent)
    : QObject(parent), parts_(parts), vote_(vote), next_stop_(actions.next_stop) {
  setObjectName(QStringLiteral("VoteScreen"));
  projector_ = new VoteProjector;
  // A page of the centre's stack that asks for no room: hidden, its QR code's 300 px would
  // otherwise be every window's least size (an 800×600 window grew to 810×611).
  projector_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
  parts_.centre_stack->addWidget(projector_);
  show_ = new QAction(parts_.centre_stack->window());
  show_->setObjectName(QStringLiteral("ShowVoteJoinAction"));
  show_->setCheckable(true);
  show_->setEnabled(false);
  show_->setShortcut(QKeySequence(Qt::Key_J));
  show_->setShortcutContext(Qt::WindowShortcut);
  parts_.centre_stack->window()->addAction(show_);
  if (actions.view_menu) actions.view_menu->addAction(show_);
  connect(show_, &QAction::toggled, this, &VoteScreen::place);
  connect(vote_, &ClassVote::runningChanged, this, &VoteScreen::onRunning);
  // The numbers follow the tally at most every kRefreshMs: laying the join screen out again costs
  // ~15 ms, and a phone connecting, voting or being turned away is each a change (a
  // connection flood would otherwise keep the window's thread, and so the server, busy).
  refresh_timer_ = new QTimer(this);
  refresh_timer_->setSingleShot(true);
  refresh_timer_->setInterval(kRefreshMs);
  connect(refresh_timer_, &QTimer::timeout, this, &VoteScreen::refresh);
  connect(vote_, &ClassVote::tallyChanged, this, [this] {
    if (!refresh_timer_->isActive()) refresh_timer_->start();
  });
  // After PredictRuns (made before): it sets the centre's page first, this one then decides.
  connect(parts_.predict_state, &PredictState::changed, this, &VoteScreen::onStateChanged);
  parts_.centre_stack->window()->installEventFilter(this);
  retranslate();
}

bool VoteScreen::eventFilter(QObject* watched, QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  return QObject::eventFilter(watched, event);
}

void VoteScreen::retranslate() {
  show_->setText(tr("Show the vote's address and QR code"));
  show_->setToolTip(tr("The join screen of the class vote: address, PIN, QR code and the count (J)"));
}

ShortcutSheet::Row VoteScreen::shortcutRow() const {
  return {show_->shortcut().toString(QKeySequence::NativeText), tr("The class vote's join screen, or back (while a vote runs)")};
}

void VoteScreen::onRunning(bool running) {
  show_->setEnabled(running);
  if (running) {
    projector_->setUrl(vote_->url(), vote_->joinUrl());
    projector_->setPin(vote_->pin());
    refresh();
  }
  // A vote that starts shows where to join; one that stops gives the centre back.
  show_->setChecked(running && !parts_.predict_state->isOpen());
  place();
}

void VoteScreen::onStateChanged() {
  const bool open = parts_.predict_state->isOpen();
  // A question that opens takes the centre (the room reads it); the lecturer can bring the join
  // screen back with J. The question over, the stage plays the answer: the join screen stays away
  // unless J brought it (it shows by itself only before the vote's first question).
  if (open != was_open_) {
    was_open_ = open;
    if (open) show_->setChecked(false);
  }
  refresh();
  place();
}

void VoteScreen::refresh() {
  if (!vote_->running()) return;
  projector_->setClients(vote_->clients());
  const int round = std::max(1, vote_->round());
  // No question open: no votes to count (the last question's would be stale).
  projector_->setVotes(round, parts_.predict_state->isOpen() ? vote_->votesIn(round) : 0);
  const vote::Guard guard = vote_->server()->guard();
  projector_->setTurnedAway(guard.refused + guard.closed + guard.timedOut, guard.ballotsRefused);
  const PredictState* state = parts_.predict_state;
  QVector<int> first;
  QVector<int> second;
  for (int i = 0; i < state->optionCount(); ++i) {
    first << vote_->count(1, i);
    second << vote_->count(2, i);
  }
  const bool revealed = state->stage() == PredictState::Stage::Revealed;
  projector_->setCounts(first, second, revealed ? state->question().right : -1);
}

void VoteScreen::place() {
  QStackedWidget* stack = parts_.centre_stack;
  if (show_->isChecked() && vote_->running()) {
    stack->setCurrentWidget(projector_);
    return;
  }
  if (stack->currentWidget() == projector_) {
    stack->setCurrentWidget(parts_.predict_state->isOpen() ? static_cast<QWidget*>(parts_.predict) : parts_.centre_tabs);
  }
}

void VoteScreen::followStdin() {
  if (stdin_) return;
  stdin_ = new QSocketNotifier(STDIN_FILENO, QSocketNotifier::Read, this);
  connect(stdin_, &QSocketNotifier::activated, this, [this] {
    char buffer[256];
    const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
    if (n <= 0) {  // end of input: nothing more will come
      stdin_->setEnabled(false);
      return;
    }
    stdin_line_.append(buffer, n);
    for (qsizetype end; (end = stdin_line_.indexOf('\n')) >= 0;) {
      const QByteArray line = stdin_line_.left(end).trimmed();
      stdin_line_.remove(0, end + 1);
      if (line.startsWith("shot ")) {  // the window as the room sees it, into a PNG
        const QString path = QString::fromLocal8Bit(line.mid(5));
        QSaveFile file(path);
        const bool saved = file.open(QIODevice::WriteOnly) && parts_.centre_stack->window()->grab().save(&file, "PNG") && file.commit();
        std::fprintf(stderr, "dpviz: vote-stdin: %s %s\n", saved ? "saved" : "could not save", qPrintable(path));
        std::fflush(stderr);
        continue;
      }
      if (line == "skip") {  // the lecturer's S: the open question closes unrevealed
        QAction* skip = parts_.centre_stack->window()->findChild<QAction*>(QStringLiteral("PredictSkipAction"));
        if (skip && skip->isEnabled()) skip->trigger();
      } else if (parts_.predict_state->isOpen()) {
        parts_.predict_state->advance();
      } else if (next_stop_ && next_stop_->isEnabled()) {
        next_stop_->trigger();
      }
      std::fprintf(stderr, "dpviz: vote-stdin: %s\n", qPrintable(where()));
      std::fflush(stderr);
    }
  });
}

QString VoteScreen::where() const {
  const LessonController* lessons = parts_.centre_stack->window()->findChild<LessonController*>();
  const QString stop = lessons && lessons->isOpen()
                           ? QStringLiteral("stop %1 of %2").arg(lessons->current() + 1).arg(lessons->count())
                           : QStringLiteral("no lesson");
  static const char* const kStages[] = {"none", "round1", "round2", "chart", "asking", "revealed"};
  const char* question = kStages[int(parts_.predict_state->stage())];
  const QWidget* page = parts_.centre_stack->currentWidget();
  const char* centre = page == projector_ ? "join" : page == parts_.predict ? "question" : "views";
  return QStringLiteral("%1, question %2, centre %3").arg(stop, QLatin1String(question), QLatin1String(centre));
}
