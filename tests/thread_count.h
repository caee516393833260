// Number of threads in this process (Linux /proc), to prove workers are persistent.
#pragma once

#include <QDir>

inline int process_thread_count() {
  return int(QDir("/proc/self/task").entryList(QDir::Dirs | QDir::NoDotAndDotDot).size());
}
