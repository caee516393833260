// The class report: one A4 page (more only past kPerPage questions) made from a class record:
// the lesson and date, the phones and ballots, and per question its two votes as bars, the share
// right before and after discussion, the gain, and how many phones went wrong → right and right →
// wrong. In English or Chinese, whatever the window speaks. File › Export › Class report (PDF)…
// and `dpviz --class-report RECORD` both call write().
#pragma once

#include <QByteArray>
#include <QString>

#include "vote/class_log.h"

namespace classreport {

inline constexpr int kPerPage = 8;

// The pages as PDF bytes (needs a QGuiApplication for the fonts); `record` is the record's file
// name, printed in the footer with the command that makes the report again.
QByteArray render(const classrec::ClassLog& log, const QString& lang, const QString& record, int* pages = nullptr);
// render() written atomically to PATH. False with one line.
bool write(const classrec::ClassLog& log, const QString& lang, const QString& record, const QString& path, QString* error);

// `dpviz --class-report RECORD [--lang L]`: beside the record, its CSV (NAME.csv) and its report
// (NAME-report-en.pdf and NAME-report-zh_CN.pdf, or only L's). Each file written is named on
// stderr; the exit status is 0, or 2 with one line.
int runCommandLine(const QString& record, const QString& lang);

}  // namespace classreport
