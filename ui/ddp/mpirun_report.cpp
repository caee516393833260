// mpirun's notices read (see mpirun_report.h).
#include "ddp/mpirun_report.h"

#include <QList>
#include <QRegularExpression>

namespace {

bool isDashes(const QByteArray& line) { return line.size() >= 10 && line.count('-') == line.size(); }

}  // namespace

MpirunReport readMpirunReport(const QByteArray& stderr_text) {
  MpirunReport r;
  static const QRegularExpression noticed(QStringLiteral(
      R"(mpirun noticed that process rank (\d{1,5}) with PID \d+ on node \S+ exited on signal (\d{1,3})(?: \(([^)]{1,40})\))?)"));
  static const QRegularExpression name(QStringLiteral(R"(^\s*Process name: \[\[\d+,\d+\],(\d{1,5})\])"));
  static const QRegularExpression code(QStringLiteral(R"(^\s*Exit code:\s+(\d{1,3})\s*$)"));
  bool in_help = false;
  for (const QByteArray& raw : stderr_text.split('\n')) {
    const QByteArray line = raw.trimmed();
    if (isDashes(line)) {
      in_help = !in_help;
      continue;
    }
    const QString text = QString::fromLocal8Bit(line);
    if (in_help) {
      if (const auto m = noticed.match(text); m.hasMatch()) {
        r.rank = m.captured(1).toInt();
        r.signal = m.captured(2).toInt();
        r.signal_name = m.captured(3);
      } else if (const auto n = name.match(text); n.hasMatch()) {
        r.rank = n.captured(1).toInt();
      } else if (const auto c = code.match(text); c.hasMatch()) {
        r.exit_code = c.captured(1).toInt();
      }
    } else if (!line.isEmpty()) {
      r.own_line = text.left(300);
    }
  }
  return r;
}
