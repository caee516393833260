// The class record's CSV: the columns are the header line below, in this order.
#include "vote/class_csv.h"

#include <QDateTime>
#include <QStringList>

#include "core/atomic_file.h"

namespace classrec {
namespace {

constexpr char kColumns[] =
    "row,vote,question,stop,kind,round,phone,option,correct,counted,time,seconds,"
    "r1_voters,r1_right_pct,r2_voters,r2_right_pct,gain_points,both_rounds,"
    "wrong_to_right,right_to_wrong,right_to_right,wrong_to_wrong,outcome,"
    "question_en,question_zh_CN,option_en,option_zh_CN";

QString text(const QString& t) {
  QString f = t;
  // A cell Excel would read as a formula is kept as the text it is.
  if (!f.isEmpty() && QStringLiteral("=+-@\t\r").contains(f.front())) f.prepend(QLatin1Char('\''));
  f.replace(QLatin1Char('"'), QStringLiteral("\"\""));
  return QLatin1Char('"') + f + QLatin1Char('"');
}

QString pct(double share) { return share < 0 ? QString() : QString::number(share * 100, 'f', 1); }

QString outcome(LoggedQuestion::Outcome o) {
  switch (o) {
    case LoggedQuestion::Outcome::Revealed: return QStringLiteral("revealed");
    case LoggedQuestion::Outcome::Skipped: return QStringLiteral("skipped");
    case LoggedQuestion::Outcome::Open: break;
  }
  return QStringLiteral("open");
}

QString letter(int option) { return QString(QChar(u'A' + option)); }

}  // namespace

QByteArray csv(const ClassLog& log) {
  QStringList rows{QString::fromLatin1(kColumns)};
  for (const LoggedQuestion& q : log.questions) {
    const Summary s = summarize(q);
    const double r1 = s.share(1), r2 = s.share(2);
    const QString gain = r1 < 0 || r2 < 0 ? QString() : QString::number((r2 - r1) * 100, 'f', 1);
    rows << QStringList{QStringLiteral("question"), QString::number(q.vote), QString::number(q.id), QString::number(q.stop),
                        text(q.kind), {}, {}, letter(q.right), {}, {}, {}, {},
                        QString::number(s.voters[0]), pct(r1), QString::number(s.voters[1]), pct(r2), gain,
                        QString::number(s.both), QString::number(s.wrongToRight), QString::number(s.rightToWrong),
                        QString::number(s.rightToRight), QString::number(s.wrongToWrong), outcome(q.outcome),
                        text(q.text_en), text(q.text_zh_CN), text(q.options_en.value(q.right)), text(q.options_zh_CN.value(q.right))}
                .join(QLatin1Char(','));
  }
  for (const LoggedQuestion& q : log.questions) {
    for (const LoggedBallot& b : q.ballots) {
      const QString time = QDateTime::fromMSecsSinceEpoch(b.t).toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz"));
      rows << QStringList{QStringLiteral("ballot"), QString::number(q.vote), QString::number(q.id), QString::number(q.stop),
                          text(q.kind), QString::number(b.round), QString::number(b.phone), letter(b.option),
                          b.option == q.right ? QStringLiteral("yes") : QStringLiteral("no"),
                          b.last ? QStringLiteral("yes") : QStringLiteral("no"), time,
                          QString::number(double(b.t - log.started) / 1000, 'f', 3),
                          {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {},
                          text(q.options_en.value(b.option)), text(q.options_zh_CN.value(b.option))}
                  .join(QLatin1Char(','));
    }
  }
  return "\xEF\xBB\xBF" + rows.join(QStringLiteral("\r\n")).toUtf8() + "\r\n";
}

bool writeCsv(const ClassLog& log, const QString& path, QString* error) {
  try {
    dp::write_file_atomically(path.toStdString(), csv(log).toStdString());
  } catch (const std::exception& e) {
    *error = QString::fromStdString(e.what());
    return false;
  }
  return true;
}

}  // namespace classrec
