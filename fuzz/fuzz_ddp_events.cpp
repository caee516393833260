// libFuzzer target: dpviz-ddp's --events stream as the DDP tab reads it, line by line through
// DdpRun (the event reader and the checks across lines). Must never crash, hang or assert.
#include <QByteArray>
#include <QList>
#include <cstddef>
#include <cstdint>

#include "ddp/ddp_run.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const QByteArray text(reinterpret_cast<const char*>(data), qsizetype(size));
  DdpRun run;
  for (const QByteArray& line : text.split('\n')) {
    if (!run.feedLine(line)) break;
  }
  (void)run.completedSteps();
  (void)run.shard(run.lastShardEpoch(), 0);
  return 0;
}
