// What mpirun's stderr says about how a DDP run ended (OpenMPI 4.1, without -q): which rank died and
// how, from its two notices
//   "mpirun noticed that process rank 2 with PID 0 on node vm exited on signal 9 (Killed)."
//   "  Process name: [[26466,1],1]" followed by "  Exit code:    3"
// and the ranks' own last line (dpviz-ddp's one-line refusals), which is the text outside mpirun's
// help blocks (the blocks between lines of dashes). QtCore only (the fuzzer links it).
#pragma once

#include <QByteArray>
#include <QString>

struct MpirunReport {
  int rank = -1;        // the rank mpirun names, or -1
  int signal = 0;       // it was killed by this signal (0: it exited)
  int exit_code = -1;   // it exited with this status (-1: not said)
  QString signal_name;  // "Killed", as mpirun writes it
  QString own_line;     // the last line the ranks wrote themselves (at most 300 characters)
};

MpirunReport readMpirunReport(const QByteArray& stderr_text);
