// Runs dpviz-cli (DPVIZ_CLI) as a user would, always inside a folder the test owns (a
// QTemporaryDir): the working directory is that folder, so a relative path the CLI writes lands
// there and the folder the test binary was started from is never touched.
#pragma once

#include <QDir>
#include <QProcess>
#include <QStringList>

struct CliRun {
  int status = -1;  // exit code; -1 crashed, -2 timed out (a hang is a failure)
  QByteArray out;
  QByteArray err;
};

// `input` goes to its stdin (a pipe, so not a terminal), then end of input.
inline CliRun run_cli_in(const QString& folder, const QStringList& args, const QByteArray& input = {}) {
  QProcess p;
  p.setWorkingDirectory(folder);
  p.start(DPVIZ_CLI, args);
  if (!input.isEmpty()) p.write(input);
  p.closeWriteChannel();
  if (!p.waitForFinished(120000)) {
    p.kill();
    p.waitForFinished();
    return {-2, {}, "timed out"};
  }
  CliRun r;
  r.status = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
  r.out = p.readAllStandardOutput();
  r.err = p.readAllStandardError();
  return r;
}

// Everything in `folder` (hidden files too), sorted by name.
inline QStringList folder_entries(const QString& folder) {
  return QDir(folder).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System, QDir::Name);
}
