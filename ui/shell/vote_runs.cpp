// The window's side of the class vote: the menu's switch starts and stops the server; a start
// that fails says why and leaves the switch off.
#include "shell/vote_runs.h"

#include <QAction>
#include <QFileDialog>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
#include <cstdio>

#include "session/run_session.h"
#include "stage/anim_phase.h"
#include "stage/player.h"
#include "shell/predict_runs.h"
#include "shell/window_actions.h"
#include "vote/vote_address.h"

VoteRuns::VoteRuns(QWidget* window, WindowActions& actions, RunSession* session, PredictRuns* predictions, QObject* parent)
    : QObject(parent),
      window_(window),
      actions_(actions),
      session_(session),
      predictions_(predictions),
      vote_(new ClassVote(predictions->controller()->state(), this)) {
  connect(actions_.class_vote, &QAction::toggled, this, &VoteRuns::onToggled);
  connect(actions_.export_vote_tally, &QAction::triggered, this, &VoteRuns::exportTally);
  connect(vote_, &ClassVote::tallyChanged, this, [this] { actions_.export_vote_tally->setEnabled(vote_->hasTally()); });
  connect(vote_, &ClassVote::runningChanged, actions_.class_vote, &QAction::setChecked);
  connect(vote_, &ClassVote::runningChanged, predictions_, &PredictRuns::setPhonesVote);
  vote_->server()->stage = [this] { return stageJson(); };
}

// GET /stage: the tutorial run on the projector and where it is (the browser edition's follow mode
// opens the same run in the phone's own engine and steps it to the same batch and phase).
QByteArray VoteRuns::stageJson() const {
  const dp::RunConfig& c = session_->config();
  const Player* p = session_->player();
  QJsonObject o{{QStringLiteral("gpus"), c.gpus},
                {QStringLiteral("batch_size"), qint64(c.batch_size)},
                {QStringLiteral("data_size"), qint64(c.data_size)},
                {QStringLiteral("seed"), qint64(c.seed)},
                {QStringLiteral("training"), c.mode == dp::RunMode::Train},
                {QStringLiteral("batch"), p->batchesShown()},
                {QStringLiteral("phase"), animPhaseName(p->phase())}};
  return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

void VoteRuns::setListen(const QHostAddress& address, quint16 port, const QString& pin, int pinDigits) {
  address_ = address;
  port_ = port;
  pin_ = pin;
  pin_digits_ = pinDigits;
}

bool VoteRuns::start(QString* error) {
  if (vote_->running()) return true;
  const QHostAddress address = address_.isNull() ? vote::defaultRouteAddress() : address_;
  const QString pin = pin_.isEmpty() ? vote::randomPin(pin_digits_) : pin_;
  if (!vote_->start(address, port_, pin, error)) return false;
  predictions_->setMode(PredictState::Mode::Class);  // the phones vote twice, as a class does
  std::fprintf(stderr, "dpviz: class vote at %s PIN %s\n", qPrintable(vote_->url()), qPrintable(vote_->pin()));
  std::fprintf(stderr, "dpviz: class vote QR code %s\n", qPrintable(vote_->joinUrl()));
  std::fflush(stderr);
  return true;
}

void VoteRuns::stop() { vote_->stop(); }

void VoteRuns::onToggled(bool on) {
  if (on == vote_->running()) return;
  if (!on) {
    stop();
    return;
  }
  QString error;
  if (!start(&error)) {
    actions_.class_vote->setChecked(false);
    QMessageBox::warning(window_, tr("Class vote"), tr("The class vote cannot start: %1").arg(error));
  }
}

void VoteRuns::goToFirstQuestion() {
  Player* player = session_->player();
  if (session_->ready()) {
    player->play();  // held at the first reveal point: the question opens, round 1 with it
  } else {
    connect(session_, &RunSession::configured, player, &Player::play, Qt::SingleShotConnection);
  }
}

void VoteRuns::exportTally() {
  const QString path = QFileDialog::getSaveFileName(window_, tr("Export the class vote's tally"), QStringLiteral("class-vote.csv"),
                                                    tr("CSV files (*.csv)"));
  if (path.isEmpty()) return;
  QString error;
  if (!vote_->exportCsv(path, &error)) QMessageBox::warning(window_, tr("Class vote"), tr("Cannot write %1: %2").arg(path, error));
}
