// libFuzzer target: dpviz-ddp's --events stream as the DDP tab reads it, line by line through
// DdpRun (the event reader and the checks across lines), and the same bytes as mpirun's stderr
// (readMpirunReport), whose named rank then goes to the run. Must never crash, hang or assert.
#include <QByteArray>
#include <QList>
#include <cstddef>
#include <cstdint>

#include "ddp/ddp_run.h"
#include "ddp/mpirun_report.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const QByteArray text(reinterpret_cast<const char*>(data), qsizetype(size));
  DdpRun run;
  for (const QByteArray& line : text.split('\n')) {
    if (!run.feedLine(line)) break;
  }
  const MpirunReport report = readMpirunReport(text);
  run.noteFailedRank(report.rank, report.own_line);
  (void)run.completedSteps();
  (void)run.shard(run.lastShardEpoch(), 0);
  return 0;
}
