// DdpProcess: the launcher. mpirun runs as root on these machines only with OpenMPI's two
// environment variables, and ranks may exceed cores, hence --oversubscribe (docs/design.md). The child
// gets its own process group so that Stop reaches every rank mpirun started.
#include "ddp/ddp_process.h"

#include "ddp/ddp_error_words.h"
#include "ddp/hostfile.h"
#include "ddp/mpirun_report.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QProcessEnvironment>
#include <QStandardPaths>
#include <csignal>
#include <unistd.h>

namespace {

QString existing(const QString& path) {
  const QFileInfo info(path);
  return info.isFile() && info.isExecutable() ? info.absoluteFilePath() : QString();
}

}  // namespace

DdpCommand ddpCommand(const DdpLaunch& l) {
  DdpCommand c;
  const QString launcher_env = qEnvironmentVariable("DPVIZ_DDP_LAUNCHER");
  c.launcher = launcher_env.isEmpty() ? QStandardPaths::findExecutable(QStringLiteral("mpirun")) : existing(launcher_env);
  const QString program_env = qEnvironmentVariable("DPVIZ_DDP_PROGRAM");
  const QString program = existing(program_env.isEmpty() ? QCoreApplication::applicationDirPath() + QStringLiteral("/dpviz-ddp") : program_env);
  if (c.launcher.isEmpty()) {
    c.missing = QCoreApplication::translate("DdpProcess", "mpirun was not found: install OpenMPI (sudo apt install openmpi-bin) to run DDP.");
  } else if (program.isEmpty()) {
    c.missing = QCoreApplication::translate("DdpProcess", "dpviz-ddp was not found next to dpviz: build it with OpenMPI installed (sudo apt install openmpi-bin libopenmpi-dev).");
  }
  // Not -q: mpirun's notices name the rank that died (mpirun_report.h); its help paragraphs
  // around them are not shown, only what readMpirunReport takes from them.
  if (c.missing.isEmpty() && !l.hostfile.isEmpty()) c.missing = hostfileRefusal(readHostfile(l.hostfile), l.world);
  // On a hostfile the ranks go where its slots are (more ranks than slots was refused above).
  c.arguments = l.hostfile.isEmpty() ? QStringList{QStringLiteral("--oversubscribe")}
                                     : QStringList{QStringLiteral("--hostfile"), l.hostfile};
  c.arguments += {QStringLiteral("-np"), QString::number(l.world), program,
                 QStringLiteral("train"), QStringLiteral("--model"), QString::fromLatin1(dp::train_model_name(l.model)),
                 QStringLiteral("--batch-size"), QString::number(l.local_batch),
                 QStringLiteral("--data-size"), QString::number(l.data_size),
                 QStringLiteral("--epochs"), QString::number(l.epochs),
                 QStringLiteral("--lr"), QString::number(l.lr), QStringLiteral("--seed"), QString::number(l.seed),
                 QStringLiteral("--no-shuffle")};  // the same rows as DataParallel's batches: the loss curves coincide
  if (l.gpu_ranks) c.arguments << QStringLiteral("--backend") << QStringLiteral("cuda");
  c.arguments << QStringLiteral("--events");
  return c;
}

DdpProcess::DdpProcess(QObject* parent) : QObject(parent), run_(std::make_unique<DdpRun>()) {}

DdpProcess::~DdpProcess() {
  blockSignals(true);  // the view that listens is being destroyed too
  stop();
}

bool DdpProcess::running() const { return process_ && process_->state() != QProcess::NotRunning; }

bool DdpProcess::start(const DdpLaunch& launch) {
  stop();
  *run_ = DdpRun();  // in place: the view keeps a pointer to it
  pending_.clear();
  stderr_tail_.clear();
  failure_.clear();
  rank_failed_ = false;
  stopping_ = false;
  if (!launch.recording.isEmpty()) return replay(launch.recording);
  const DdpCommand command = ddpCommand(launch);
  if (!command.missing.isEmpty()) {
    failure_ = command.missing;
    emit runChanged();
    return false;
  }
  process_ = new QProcess(this);
  QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
  env.insert(QStringLiteral("OMPI_ALLOW_RUN_AS_ROOT"), QStringLiteral("1"));
  env.insert(QStringLiteral("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM"), QStringLiteral("1"));
  process_->setProcessEnvironment(env);
  process_->setChildProcessModifier([] { ::setpgid(0, 0); });
  connect(process_, &QProcess::readyReadStandardOutput, this, &DdpProcess::readLines);
  connect(process_, &QProcess::readyReadStandardError, this, [this] {
    stderr_tail_ = (stderr_tail_ + process_->readAllStandardError()).right(4096);
  });
  connect(process_, &QProcess::finished, this, &DdpProcess::onFinished);
  connect(process_, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
    if (e == QProcess::FailedToStart) onFinished(-1, QProcess::CrashExit);
  });
  process_->start(command.launcher, command.arguments);
  return true;
}

void DdpProcess::stop() {
  if (!process_) return;
  stopping_ = true;
  if (process_->state() != QProcess::NotRunning) {
    const qint64 pid = process_->processId();
    if (pid > 0) ::kill(-pid_t(pid), SIGKILL);  // mpirun and every rank it started
    process_->kill();
    process_->waitForFinished(2000);  // SIGKILL cannot be refused: this returns at once
  }
  process_->disconnect(this);
  process_->deleteLater();
  process_ = nullptr;
  emit ended();
}

void DdpProcess::readLines() {
  if (!process_) return;
  pending_ += process_->readAllStandardOutput();
  qsizetype newline = 0;
  while ((newline = pending_.indexOf('\n')) >= 0) {
    const QByteArray line = pending_.left(newline);
    pending_.remove(0, newline + 1);
    if (run_->finished()) continue;  // after "done" or "error" nothing more is read
    if (!run_->feedLine(line)) fail(run_->streamError());
    emit runChanged();
    if (!process_) return;
  }
  if (pending_.size() > kDdpMaxLineBytes && !run_->finished()) {
    run_->feedLine(pending_);  // refused as too long
    fail(run_->streamError());
  }
}

// The recorded stream's lines, as readLines takes them, then its end as onFinished concludes it:
// the recording of a failed run ends with its error line, so the failure is the rank's error.
bool DdpProcess::replay(const QString& path) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly) || file.size() > 64 * kDdpMaxLineBytes) {
    failure_ = QCoreApplication::translate("DdpProcess", "the recorded run %1 cannot be read").arg(path);
    emit runChanged();
    return false;
  }
  const QByteArray all = file.readAll();
  for (const QByteArray& line : all.split('\n')) {
    if (line.isEmpty() || run_->finished()) continue;
    if (!run_->feedLine(line)) {
      failure_ = run_->streamError();
      break;
    }
  }
  conclude(run_->done() ? 0 : 1, false, {});
  emit runChanged();
  emit ended();
  return true;
}

QString DdpProcess::failure() const {
  if (failure_.isEmpty() && rank_failed_ && run_->rankError()) return ddpFailureLine(*run_->rankError());
  return failure_;
}

void DdpProcess::fail(const QString& why) {
  if (failure_.isEmpty()) failure_ = why;
  stop();
}

void DdpProcess::onFinished(int exit_code, QProcess::ExitStatus status) {
  if (!process_ || stopping_) return;
  readLines();
  if (!process_) return;
  if (!pending_.isEmpty() && !run_->finished() && !run_->feedLine(pending_)) failure_ = run_->streamError();
  stderr_tail_ = (stderr_tail_ + process_->readAllStandardError()).right(4096);
  conclude(exit_code, status == QProcess::CrashExit, stderr_tail_);
  process_->deleteLater();
  process_ = nullptr;
  emit runChanged();
  emit ended();
}

// Why a run that ended is not done: mpirun's notice of a rank that died, a rank's error line, or
// the exit itself.
void DdpProcess::conclude(int exit_code, bool crashed, const QByteArray& stderr_tail) {
  const MpirunReport report = readMpirunReport(stderr_tail);
  if (failure_.isEmpty() && report.rank >= 0 && (report.signal > 0 || report.exit_code > 0)) {
    // A rank that died without saying so (kill -9, a crash): mpirun's notice names it.
    QString how = QCoreApplication::translate("DdpProcess", "exited with status %1").arg(report.exit_code);
    if (report.signal > 0 && report.signal_name.isEmpty()) {
      how = QCoreApplication::translate("DdpProcess", "killed by signal %1").arg(report.signal);
    } else if (report.signal > 0) {
      how = QCoreApplication::translate("DdpProcess", "killed by signal %1 (%2)").arg(report.signal).arg(report.signal_name);
    }
    run_->noteFailedRank(report.rank, QCoreApplication::translate("DdpProcess", "%1; mpirun stopped the others").arg(how));
  }
  if (failure_.isEmpty() && run_->rankError()) rank_failed_ = true;
  if (failure_.isEmpty() && !rank_failed_ && !run_->done()) {
    const QString& last = report.own_line;
    failure_ = crashed || exit_code < 0
                   ? QCoreApplication::translate("DdpProcess", "the DDP run could not start or was killed. %1").arg(last)
                   : QCoreApplication::translate("DdpProcess", "the DDP run exited with status %1 before it finished. %2").arg(exit_code).arg(last);
    failure_ = failure_.trimmed();
  }
}
