#include "ddp/hostfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>

int Hostfile::totalSlots() const {
  int total = 0;
  for (int s : slotCounts) total += s;
  return total;
}

Hostfile readHostfile(const QString& path) {
  Hostfile h;
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) {
    h.error = QCoreApplication::translate("Hostfile", "hostfile %1: cannot be read (%2)").arg(path, f.errorString());
    return h;
  }
  if (f.size() > 1 << 20) {
    h.error = QCoreApplication::translate("Hostfile", "hostfile %1: larger than 1 MiB").arg(path);
    return h;
  }
  static const QRegularExpression host(QStringLiteral("^[A-Za-z0-9]([A-Za-z0-9.-]{0,252})$"));
  static const QRegularExpression count(QStringLiteral("^(slots|max_slots|max-slots)=([0-9]{1,6})$"));
  const QList<QByteArray> lines = f.readAll().split('\n');
  for (int n = 0; n < lines.size(); ++n) {
    QString line = QString::fromUtf8(lines[n]);
    line = line.left(line.indexOf(QLatin1Char('#')) < 0 ? line.size() : line.indexOf(QLatin1Char('#'))).simplified();
    if (line.isEmpty()) continue;
    const QStringList words = line.split(QLatin1Char(' '));
    if (!host.match(words[0]).hasMatch()) {
      h.error = QCoreApplication::translate("Hostfile", "hostfile %1, line %2: '%3' is not a host name").arg(path).arg(n + 1).arg(words[0].left(60));
      return h;
    }
    int count_of_slots = 1;
    for (qsizetype w = 1; w < words.size(); ++w) {
      const QRegularExpressionMatch m = count.match(words[w]);
      if (!m.hasMatch() || m.captured(2).toInt() < 1) {
        h.error = QCoreApplication::translate("Hostfile", "hostfile %1, line %2: expected slots=N (N at least 1) after the host name, got '%3'")
                      .arg(path).arg(n + 1).arg(words[w].left(60));
        return h;
      }
      if (m.captured(1) == QLatin1String("slots")) count_of_slots = m.captured(2).toInt();
    }
    h.hosts << words[0];
    h.slotCounts << count_of_slots;
  }
  if (h.hosts.isEmpty()) h.error = QCoreApplication::translate("Hostfile", "hostfile %1: names no host").arg(path);
  return h;
}

QString hostfileRefusal(const Hostfile& h, int world) {
  if (!h.error.isEmpty()) return h.error;
  if (world > h.totalSlots()) {
    return QCoreApplication::translate("Hostfile", "%1 ranks but the hostfile has %2 slots (%3): lower the ranks or add slots")
        .arg(world).arg(h.totalSlots()).arg(h.hosts.join(QStringLiteral(", ")));
  }
  return {};
}
