// The DDP error causes in words (ddp/ddp_error_words.h).
#include "ddp/ddp_error_words.h"

#include <QCoreApplication>

#include "common/sentences.h"
#include "run/ddp_schema.h"

class DdpErrorWords {
  Q_DECLARE_TR_FUNCTIONS(DdpErrorWords)
};

QString ddpErrorWords(const DdpError& e) {
  const std::optional<dp::DdpCause> cause = dp::parse_ddp_cause(e.cause.toStdString());
  if (cause == dp::DdpCause::Stalled && e.seconds >= 0) {
    if (e.step >= 0 && !e.lost_hosts.isEmpty()) {
      return DdpErrorWords::tr("no step finished for %1 s: step %2 waits on %3, which cannot be reached")
          .arg(e.seconds).arg(e.step + 1).arg(sentences::joinList(e.lost_hosts));
    }
    if (e.step >= 0) {
      return DdpErrorWords::tr("no step finished for %1 s: step %2 waits on a rank that is stuck or a host that cannot be reached")
          .arg(e.seconds).arg(e.step + 1);
    }
    return DdpErrorWords::tr("no step finished for %1 s: a rank is stuck or a host cannot be reached").arg(e.seconds);
  }
  if (cause == dp::DdpCause::Stopped) {
    return e.rank >= 0 ? DdpErrorWords::tr("rank %1 exited; mpirun stopped the others").arg(e.rank)
                       : DdpErrorWords::tr("a rank exited; mpirun stopped the others");
  }
  return e.message;  // a cause this version does not know: dpviz-ddp's own words
}

QString ddpFailureLine(const DdpError& e) {
  return e.rank >= 0 ? DdpErrorWords::tr("rank %1 failed: %2").arg(e.rank).arg(ddpErrorWords(e))
                     : DdpErrorWords::tr("a rank failed: %1").arg(ddpErrorWords(e));
}
