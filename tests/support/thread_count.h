// Number of threads in this process (Linux /proc), to prove workers are persistent, and the
// threads themselves, to prove a window left none of its own behind.
#pragma once

#include <QDir>
#include <QSet>

inline int process_thread_count() {
  return int(QDir("/proc/self/task").entryList(QDir::Dirs | QDir::NoDotAndDotDot).size());
}

// The ids of this process's threads now (Linux never reuses one while the process lives long).
inline QSet<QString> process_thread_ids() {
  const QStringList ids = QDir("/proc/self/task").entryList(QDir::Dirs | QDir::NoDotAndDotDot);
  return QSet<QString>(ids.begin(), ids.end());
}
