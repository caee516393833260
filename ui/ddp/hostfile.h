// An OpenMPI hostfile read before the DDP tab launches on it (mpirun --hostfile): one host per
// line, "name [slots=N] [max_slots=N]", '#' comments and blank lines ignored (the part of OpenMPI's
// hostfile syntax the DDP tab takes; other keywords are refused).
// A line mpirun would refuse (or read otherwise), and a world larger than the slots, are said here
// in one line, before anything starts; a host that cannot be reached is ssh's line, from mpirun's
// stderr. QtCore only.
#pragma once

#include <QString>
#include <QStringList>
#include <QList>

struct Hostfile {
  QStringList hosts;  // in the file's order
  QList<int> slotCounts;  // per host (1 where the line gives none, as OpenMPI counts it)
  QString error;      // one line (translated), or empty
  int totalSlots() const;
};

Hostfile readHostfile(const QString& path);
// The one-line refusal of running `world` ranks on it, or empty when it can.
QString hostfileRefusal(const Hostfile& hostfile, int world);
