// The window's side of the class vote: the menu's switch starts and stops the server; a start
// that fails says why and leaves the switch off.
#include "shell/vote_runs.h"

#include <QAction>
#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <cstdio>

#include "common/language.h"
#include "export/class_report.h"
#include "session/run_session.h"
#include "stage/anim_phase.h"
#include "stage/player.h"
#include "shell/predict_runs.h"
#include "shell/window_actions.h"
#include "vote/class_csv.h"
#include "vote/vote_address.h"

VoteRuns::VoteRuns(QWidget* window, WindowActions& actions, RunSession* session, PredictRuns* predictions, QObject* parent)
    : QObject(parent),
      window_(window),
      actions_(actions),
      session_(session),
      predictions_(predictions),
      vote_(new ClassVote(predictions->controller()->state(), this)) {
  connect(actions_.class_vote, &QAction::toggled, this, &VoteRuns::onToggled);
  connect(actions_.export_class_record, &QAction::triggered, this, &VoteRuns::exportRecord);
  connect(actions_.export_class_report, &QAction::triggered, this, &VoteRuns::exportReport);
  connect(vote_, &ClassVote::runningChanged, this, [this] {
    const bool kept = !vote_->recordPath().isEmpty() && QFileInfo::exists(vote_->recordPath());
    actions_.export_class_record->setEnabled(kept);
    actions_.export_class_report->setEnabled(kept);
  });
  connect(vote_, &ClassVote::recordFailed, this, [this](const QString& reason) {
    std::fprintf(stderr, "dpviz: the class record: %s\n", qPrintable(reason));
    QMessageBox::warning(window_, tr("Class vote"),
                         tr("The class record cannot be written any more: %1\nThe vote goes on; export its record "
                            "now (File › Export › Class record) to keep what was counted.").arg(reason));
  });
  connect(vote_, &ClassVote::runningChanged, actions_.class_vote, &QAction::setChecked);
  connect(vote_, &ClassVote::runningChanged, predictions_, &PredictRuns::setPhonesVote);
  vote_->server()->stage = [this] { return stageJson(); };
  vote_->setClock(predictions->clock());
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

QString VoteRuns::recordFolder() {
  return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("class-records"));
}

void VoteRuns::setLesson(const classrec::LessonInfo& lesson, int stop) {
  vote_->setLesson(lesson);
  vote_->setStop(stop);
}

bool VoteRuns::start(QString* error) {
  if (vote_->running()) return true;
  const QHostAddress address = address_.isNull() ? vote::defaultRouteAddress() : address_;
  const QString pin = pin_.isEmpty() ? vote::randomPin(pin_digits_) : pin_;
  if (record_path_.isEmpty()) {
    const QString folder = recordFolder();
    if (!QDir().mkpath(folder)) {
      *error = QStringLiteral("cannot make the class records' folder %1").arg(folder);
      return false;
    }
    record_path_ = classrec::defaultPath(folder, QDateTime::currentDateTime());
  }
  vote_->setRecordPath(record_path_);
  if (!vote_->start(address, port_, pin, error)) return false;
  predictions_->setMode(PredictState::Mode::Class);  // the phones vote twice, as a class does
  std::fprintf(stderr, "dpviz: class vote at %s PIN %s\n", qPrintable(vote_->url()), qPrintable(vote_->pin()));
  std::fprintf(stderr, "dpviz: class vote QR code %s\n", qPrintable(vote_->joinUrl()));
  std::fprintf(stderr, "dpviz: class record %s\n", qPrintable(record_path_));
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

bool VoteRuns::confirmQuit() {
  if (!vote_->running() || vote_->voteState() != vote::State::Open) return true;
  QMessageBox box(QMessageBox::Question, tr("Class vote"),
                  tr("Round %1 is still taking votes (%2 counted). Quit anyway?").arg(vote_->round()).arg(vote_->votesIn(vote_->round())),
                  QMessageBox::NoButton, window_);
  box.setObjectName(QStringLiteral("QuitWithOpenRound"));
  box.setInformativeText(tr("Every ballot counted is in the class record: %1").arg(QDir::toNativeSeparators(record_path_)));
  QPushButton* quit = box.addButton(tr("Quit"), QMessageBox::AcceptRole);
  box.addButton(QMessageBox::Cancel);
  box.setDefaultButton(QMessageBox::Cancel);
  box.exec();
  return box.clickedButton() == quit;
}

bool VoteRuns::readRecord(classrec::ClassLog* log) {
  QString error;
  if (classrec::loadLog(vote_->recordPath(), log, &error)) return true;
  QMessageBox::warning(window_, tr("Class vote"), tr("Cannot read the class record: %1").arg(error));
  return false;
}

// The record's own name with another ending, in its folder.
static QString besideRecord(const QString& record, const QString& ending) {
  QString base = record;
  if (base.endsWith(QLatin1String(classrec::kSuffix))) base.chop(int(qstrlen(classrec::kSuffix)));
  return base + ending;
}

void VoteRuns::exportRecord() {
  classrec::ClassLog log;
  if (!readRecord(&log)) return;
  const QString path = QFileDialog::getSaveFileName(window_, tr("Export the class record"), besideRecord(vote_->recordPath(), QStringLiteral(".csv")),
                                                    tr("CSV files (*.csv)"));
  if (path.isEmpty()) return;
  QString error;
  if (!classrec::writeCsv(log, path, &error)) QMessageBox::warning(window_, tr("Class vote"), tr("Cannot write %1: %2").arg(path, error));
}

void VoteRuns::exportReport() {
  classrec::ClassLog log;
  if (!readRecord(&log)) return;
  const QString lang = Language::current();
  const QString path = QFileDialog::getSaveFileName(window_, tr("Export the class report"),
                                                    besideRecord(vote_->recordPath(), QStringLiteral("-report-") + lang + QStringLiteral(".pdf")),
                                                    tr("PDF files (*.pdf)"));
  if (path.isEmpty()) return;
  QString error;
  if (!classreport::write(log, lang, QFileInfo(vote_->recordPath()).fileName(), path, &error)) {
    QMessageBox::warning(window_, tr("Class vote"), tr("Cannot write %1: %2").arg(path, error));
  }
}
