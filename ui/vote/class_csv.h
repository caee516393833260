// The class record as a CSV that Excel opens right in any language: UTF-8 with a byte-order mark,
// CRLF, every text quoted, a cell that would start a formula (= + - @) kept as text. One table:
// first a row per question (each round's voters and share right, the gain, and of the phones that
// voted twice how many went wrong → right and right → wrong), then a row per ballot (its phone,
// round, option, time, and whether it was that phone's last in the round: the one counted).
#pragma once

#include <QByteArray>
#include <QString>

#include "vote/class_log.h"

namespace classrec {

QByteArray csv(const ClassLog& log);
// csv() written atomically to PATH. False with one line.
bool writeCsv(const ClassLog& log, const QString& path, QString* error);

}  // namespace classrec
