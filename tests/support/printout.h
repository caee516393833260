// The tutorial's printout as PyTorch printed it (tests/data/tutorial_{N}gpu.txt), and printouts
// compared batch by batch with the In Model lines in any order (they come in completion order, R11.3).
#pragma once

#include <QFile>
#include <QStringList>
#include <algorithm>

inline QStringList goldenPrintout(int gpus) {
  QFile f(QStringLiteral(DPVIZ_TEST_DATA "/tutorial_%1gpu.txt").arg(gpus));
  if (!f.open(QIODevice::ReadOnly)) return {};
  return QString::fromUtf8(f.readAll()).trimmed().split('\n');
}

// The lines with each batch's In Model lines sorted (an Outside line closes a batch).
inline QStringList batchesSorted(QStringList lines) {
  int begin = 0;
  for (int i = 0; i < lines.size(); ++i) {
    if (!lines[i].startsWith("Outside:")) continue;
    std::sort(lines.begin() + begin, lines.begin() + i);
    begin = i + 1;
  }
  return lines;
}
