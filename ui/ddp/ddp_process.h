// DdpProcess: starts `mpirun -np W dpviz-ddp train ... --events` in a QProcess (never blocking the
// GUI), feeds rank 0's stdout to a DdpRun line by line, and stops the whole process group. The
// launcher and program are overridable (DPVIZ_DDP_LAUNCHER, DPVIZ_DDP_PROGRAM) so tests drive it.
#pragma once

#include <QObject>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <memory>

#include "ddp/ddp_run.h"
#include "run/run_config.h"

struct DdpLaunch {
  int world = 2;          // ranks, 1–16
  int local_batch = 4;    // rows per rank per step
  dp::TrainModel model = dp::TrainModel::Linear;  // linear, mlp or mlp3 (dpviz-ddp --model)
  double lr = 0.1;
  int epochs = 1;
  int data_size = 16;
  int seed = 0;
  bool gpu_ranks = false;  // --backend cuda: each rank on a GPU, NCCL (the window's backend is CUDA)
  QString hostfile;        // mpirun --hostfile (ranks on other hosts over ssh); empty: this machine
  // A recorded event stream (rank 0's stdout of a real run, e.g. ":/ddp/pulled-link.jsonl") read
  // instead of starting mpirun: the run replays on any machine, without OpenMPI or root.
  QString recording;
};

// What would run: empty `missing` when both the launcher and the program exist.
struct DdpCommand {
  QString launcher;       // mpirun (or the override)
  QStringList arguments;  // --oversubscribe -np W (or --hostfile F -np W) <program> train ... --events
  QString missing;        // one line (translated) saying what is missing and how to install it, or
                          // why the hostfile cannot take the run (ddp/hostfile.h)
};
DdpCommand ddpCommand(const DdpLaunch& launch);

class DdpProcess : public QObject {
  Q_OBJECT

 public:
  explicit DdpProcess(QObject* parent = nullptr);
  ~DdpProcess() override;

  // Starts a run (stopping any other). Returns false, with failure() set, when it cannot start.
  bool start(const DdpLaunch& launch);
  void stop();  // kills the process group; the run keeps what it read
  bool running() const;
  const DdpRun& run() const { return *run_; }
  // Why the run ended badly: a refused line, a rank's error, the process dying, or not starting.
  // A rank's error is worded when asked, in the current language (ddp/ddp_error_words.h).
  QString failure() const;

 signals:
  void runChanged();  // a line was taken (or the run ended)
  void ended();       // the process is gone (done, failed or stopped)

 private:
  void readLines();
  void onFinished(int exit_code, QProcess::ExitStatus status);
  void fail(const QString& why);
  bool replay(const QString& path);
  void conclude(int exit_code, bool crashed, const QByteArray& stderr_tail);

  QProcess* process_ = nullptr;
  std::unique_ptr<DdpRun> run_;
  QByteArray pending_;  // a partial line
  QByteArray stderr_tail_;
  QString failure_;
  bool rank_failed_ = false;  // the failure is the run's rank error (worded by failure())
  bool stopping_ = false;
};
