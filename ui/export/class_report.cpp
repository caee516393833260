// The class report's page: a head (lesson, date, the class's numbers), a row per question (its text,
// its two votes as bars per option, its numbers), a foot (the record and the command). One QPainter
// on a QPdfWriter at 300 dpi; sizes in millimetres and points.
#include "export/class_report.h"

#include <QBuffer>
#include <QDateTime>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QPainter>
#include <QPdfWriter>
#include <algorithm>
#include <cstdio>

#include "common/no_break.h"
#include "core/atomic_file.h"
#include "export/pdf_fonts.h"
#include "export/worksheet_text.h"
#include "vote/class_csv.h"

namespace classreport {
namespace {

using classrec::LoggedQuestion;
using classrec::Summary;

constexpr int kDpi = 300;
constexpr qreal kMarginMm = 15;
constexpr qreal kRowMm = 27;     // one question's row
constexpr qreal kFooterMm = 12;
const QColor kFirst(158, 187, 219), kSecond(38, 92, 160);          // the two votes' bars
const QColor kRightFirst(160, 214, 170), kRightSecond(36, 130, 62);  // the right option's
const QColor kGrey(95, 95, 95), kRule(175, 175, 175);

struct Page {
  QPainter* p;
  const WorksheetText& text;
  QString family;
  qreal mm;
  qreal width;
  qreal height;

  QString tr(const char* source) const { return text.translate("classreport", source); }
  QFont font(qreal pt, bool bold = false) const {
    QFont f(family);
    f.setPointSizeF(pt);
    f.setBold(bold);
    f.setStyleStrategy(QFont::StyleStrategy(QFont::PreferOutline | QFont::PreferNoShaping));
    return f;
  }
  // `s` wrapped into `box` (what does not fit is cut at a line), the glossary's terms unbroken.
  void draw(const QFont& f, const QRectF& box, const QString& s, const QColor& c = Qt::black, int flags = 0) const {
    p->setFont(f);
    p->setPen(c);
    p->save();
    p->setClipRect(box);
    p->drawText(box, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop | flags, no_break::keep(s));
    p->restore();
  }
  qreal textHeight(const QFont& f, const QString& s, qreal w) const {
    p->setFont(f);
    return p->boundingRect(QRectF(0, 0, w, 1e7), Qt::TextWordWrap, no_break::keep(s)).height();
  }
};

QString percent(const Page& pg, double share) {
  return pg.tr("%1 %").arg(qRound(share * 100));
}

// The class's numbers: the mean share right of the questions voted on in both rounds.
struct ClassNumbers {
  int twice = 0;
  double first = 0, second = 0;
};
ClassNumbers classNumbers(const classrec::ClassLog& log) {
  ClassNumbers n;
  for (const LoggedQuestion& q : log.questions) {
    const Summary s = classrec::summarize(q);
    if (s.voters[0] == 0 || s.voters[1] == 0) continue;
    ++n.twice;
    n.first += s.share(1);
    n.second += s.share(2);
  }
  if (n.twice > 0) {
    n.first /= n.twice;
    n.second /= n.twice;
  }
  return n;
}

qreal drawHead(const Page& pg, const classrec::ClassLog& log, const QString& lang) {
  const qreal mm = pg.mm;
  qreal y = 0;
  const QFont title = pg.font(17, true);
  pg.draw(title, QRectF(0, y, pg.width, 10 * mm), pg.tr("Class report"));
  y += pg.textHeight(title, pg.tr("Class report"), pg.width) + 1.5 * mm;
  if (!log.lesson.file.isEmpty()) {
    const QString& title = log.lesson.title(lang);
    const QString lesson = title.isEmpty() ? log.lesson.file : title + QStringLiteral("  (") + log.lesson.file + ')';
    const QFont f = pg.font(11);
    pg.draw(f, QRectF(0, y, pg.width, 12 * mm), lesson);
    y += std::min(pg.textHeight(f, lesson, pg.width), 12 * mm) + 1 * mm;
  }
  int revealed = 0, skipped = 0;
  for (const LoggedQuestion& q : log.questions) {
    revealed += q.outcome == LoggedQuestion::Outcome::Revealed;
    skipped += q.outcome == LoggedQuestion::Outcome::Skipped;
  }
  const QString date = QDateTime::fromMSecsSinceEpoch(log.started).toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm"));
  const QString facts = pg.tr("%1 · phones: %2 · ballots: %3 · questions: %4 (revealed: %5, skipped: %6)")
                            .arg(date)
                            .arg(log.phones())
                            .arg(log.ballots())
                            .arg(log.questions.size())
                            .arg(revealed)
                            .arg(skipped);
  const QFont small = pg.font(9.5);
  pg.draw(small, QRectF(0, y, pg.width, 6 * mm), facts, kGrey);
  y += pg.textHeight(small, facts, pg.width) + 1.5 * mm;
  const ClassNumbers n = classNumbers(log);
  const QString summary =
      n.twice == 0 ? pg.tr("No question was voted on twice.")
                   : pg.tr("Right in the first vote: %1 · after discussion: %2 · gain: %3 points (the mean over the "
                           "questions voted on twice: %4)")
                         .arg(percent(pg, n.first), percent(pg, n.second))
                         .arg(QString::asprintf("%+d", qRound((n.second - n.first) * 100)))
                         .arg(n.twice);
  const QFont body = pg.font(10, true);
  pg.draw(body, QRectF(0, y, pg.width, 12 * mm), summary);
  y += pg.textHeight(body, summary, pg.width) + 2 * mm;
  // The legend: the two votes' colours, and the right answer's.
  const QFont legend = pg.font(8.5);
  pg.p->setFont(legend);
  const QFontMetricsF fm(legend, pg.p->device());
  qreal x = 0;
  const auto key = [&](const QColor& c, const QString& label) {
    pg.p->fillRect(QRectF(x, y + 0.8 * mm, 6 * mm, 2.4 * mm), c);
    x += 7.5 * mm;
    pg.p->setPen(kGrey);
    pg.p->drawText(QPointF(x, y + 3.2 * mm), label);
    x += fm.horizontalAdvance(label) + 6 * mm;
  };
  key(kFirst, pg.tr("first vote"));
  key(kSecond, pg.tr("second vote"));
  key(kRightSecond, pg.tr("the right answer"));
  y += 6 * mm;
  pg.p->setPen(QPen(kRule, 0.3 * mm));
  pg.p->drawLine(QPointF(0, y), QPointF(pg.width, y));
  return y + 2 * mm;
}

// One question's row at y: its text, its bars, its numbers.
void drawQuestion(const Page& pg, const LoggedQuestion& q, const QString& lang, qreal y) {
  const qreal mm = pg.mm;
  const Summary s = classrec::summarize(q);
  const qreal text_w = pg.width * 0.42, bars_x = text_w + 4 * mm, bars_w = pg.width * 0.24, nums_x = bars_x + bars_w + 4 * mm;
  const qreal row_h = kRowMm * mm - 3 * mm;
  const QString head = q.stop > 0 ? pg.tr("Question %1 · stop %2").arg(q.id).arg(q.stop) : pg.tr("Question %1").arg(q.id);
  const QString vote = q.vote > 1 ? pg.tr(" (vote %1)").arg(q.vote) : QString();
  pg.draw(pg.font(9.5, true), QRectF(0, y, text_w, 5 * mm), head + vote);
  pg.draw(pg.font(8.5), QRectF(0, y + 5 * mm, text_w, row_h - 5 * mm), q.text(lang));
  // Per option: its letter, then the first vote's bar over the second's, each with its count.
  const QStringList options = q.options(lang);
  const int most = std::max(1, std::max(*std::max_element(s.counts[0].begin(), s.counts[0].end()),
                                        *std::max_element(s.counts[1].begin(), s.counts[1].end())));
  const qreal slot = row_h / classrec::kMaxOptions, bar_h = std::min(2.2 * mm, slot / 2 - 0.3 * mm);
  const QFont small = pg.font(7.5), letter_f = pg.font(8.5, true);
  for (int i = 0; i < int(options.size()); ++i) {
    const bool right = i == q.right;
    const qreal top = y + i * slot + 0.5 * mm;
    pg.p->setFont(letter_f);
    pg.p->setPen(right ? kRightSecond : Qt::black);
    pg.p->drawText(QRectF(bars_x, top, 4 * mm, 2 * bar_h), Qt::AlignLeft | Qt::AlignVCenter, QString(QChar(u'A' + i)));
    const qreal x0 = bars_x + 5 * mm, span = bars_w - 12 * mm;
    for (int r = 0; r < 2; ++r) {
      const int count = s.counts[std::size_t(r)][std::size_t(i)];
      const qreal w = span * count / most, by = top + r * bar_h;
      const QColor c = r == 0 ? (right ? kRightFirst : kFirst) : (right ? kRightSecond : kSecond);
      if (count > 0) pg.p->fillRect(QRectF(x0, by, std::max(w, 0.4 * mm), bar_h - 0.2 * mm), c);
      pg.p->setFont(small);
      pg.p->setPen(kGrey);
      pg.p->drawText(QRectF(x0 + w + 1 * mm, by - 0.5 * mm, 7 * mm, bar_h + 1 * mm), Qt::AlignLeft | Qt::AlignVCenter,
                     QString::number(count));
    }
  }
  // The numbers.
  QStringList lines;
  if (s.voters[0] > 0) lines << pg.tr("First vote: %1 right (%2 voters)").arg(percent(pg, s.share(1))).arg(s.voters[0]);
  if (s.voters[1] > 0) lines << pg.tr("Second vote: %1 right (%2 voters)").arg(percent(pg, s.share(2))).arg(s.voters[1]);
  if (s.voters[0] > 0 && s.voters[1] > 0) {
    lines << pg.tr("Gain: %1 points").arg(QString::asprintf("%+d", qRound((s.share(2) - s.share(1)) * 100)));
  }
  if (s.both > 0) {  // of the phones that voted in both rounds
    lines << pg.tr("Wrong → right: %1").arg(s.wrongToRight) << pg.tr("Right → wrong: %1").arg(s.rightToWrong);
  }
  if (s.voters[0] == 0 && s.voters[1] == 0) lines << pg.tr("No ballots.");
  if (q.outcome == LoggedQuestion::Outcome::Skipped) lines << pg.tr("Skipped: the answer was not shown.");
  if (q.outcome == LoggedQuestion::Outcome::Open) lines << pg.tr("Not revealed before the record ended.");
  pg.draw(pg.font(8), QRectF(nums_x, y, pg.width - nums_x, row_h), lines.join(QLatin1Char('\n')));
  pg.p->setPen(QPen(kRule, 0.2 * mm));
  pg.p->drawLine(QPointF(0, y + row_h + 1.5 * mm), QPointF(pg.width, y + row_h + 1.5 * mm));
}

void drawFoot(const Page& pg, const QString& record, int page, int pages) {
  const qreal mm = pg.mm, top = pg.height - kFooterMm * mm + 2 * mm;
  pg.p->setPen(QPen(kRule, 0.25 * mm));
  pg.p->drawLine(QPointF(0, top), QPointF(pg.width, top));
  const QString made = pg.tr("Made by dpviz %1 from the class record %2. To make it again: dpviz --class-report %2")
                           .arg(QStringLiteral(DPVIZ_VERSION), record);
  const QString of = pg.tr("Page %1 of %2").arg(page).arg(pages);
  const QFont f = pg.font(7.5);
  pg.p->setFont(f);
  const qreal of_w = QFontMetricsF(f, pg.p->device()).horizontalAdvance(of) + mm;
  pg.draw(f, QRectF(0, top + 1 * mm, pg.width - of_w - 4 * mm, 8 * mm), made, kGrey);
  pg.draw(f, QRectF(pg.width - of_w, top + 1 * mm, of_w, 5 * mm), of, kGrey, Qt::AlignRight);
}

}  // namespace

QByteArray render(const classrec::ClassLog& log, const QString& lang, const QString& record, int* pages_out) {
  QByteArray bytes;
  QBuffer buffer(&bytes);
  buffer.open(QIODevice::WriteOnly);
  const WorksheetText text(lang);
  QPdfWriter writer(&buffer);
  writer.setResolution(kDpi);
  writer.setPageSize(QPageSize(QPageSize::A4));
  writer.setPageMargins(QMarginsF(kMarginMm, kMarginMm, kMarginMm, kMarginMm), QPageLayout::Millimeter);
  writer.setCreator(QStringLiteral("dpviz " DPVIZ_VERSION));
  writer.setTitle(text.translate("classreport", "Class report"));
  QPainter painter;
  if (!painter.begin(&writer)) return {};
  const qreal mm = kDpi / 25.4;
  const Page pg{&painter, text, pdf::family(text.chinese()), mm, qreal(writer.width()), qreal(writer.height())};
  const int count = int(log.questions.size());
  const int pages = std::max(1, (count + kPerPage - 1) / kPerPage);
  for (int page = 0; page < pages; ++page) {
    if (page > 0) writer.newPage();
    qreal y = page == 0 ? drawHead(pg, log, lang) : 0;
    for (int i = page * kPerPage; i < std::min(count, (page + 1) * kPerPage); ++i) {
      drawQuestion(pg, log.questions[std::size_t(i)], lang, y);
      y += kRowMm * mm;
    }
    drawFoot(pg, record, page + 1, pages);
  }
  painter.end();
  if (pages_out) *pages_out = pages;
  return bytes;
}

bool write(const classrec::ClassLog& log, const QString& lang, const QString& record, const QString& path, QString* error) {
  const QByteArray pdf = render(log, lang, record);
  if (pdf.isEmpty()) {
    *error = QStringLiteral("cannot draw the class report");
    return false;
  }
  try {
    dp::write_file_atomically(path.toStdString(), pdf.toStdString());
  } catch (const std::exception& e) {
    *error = QString::fromUtf8(e.what());
    return false;
  }
  return true;
}

int runCommandLine(const QString& record, const QString& lang) {
  classrec::ClassLog log;
  QString error;
  if (!classrec::loadLog(record, &log, &error)) {
    std::fprintf(stderr, "dpviz: %s\n", qPrintable(error));
    return 2;
  }
  const QFileInfo info(record);
  QString base = info.filePath();
  if (base.endsWith(QLatin1String(classrec::kSuffix))) base.chop(int(qstrlen(classrec::kSuffix)));
  const QString csv = base + QStringLiteral(".csv");
  if (!classrec::writeCsv(log, csv, &error)) {
    std::fprintf(stderr, "dpviz: %s\n", qPrintable(error));
    return 2;
  }
  std::fprintf(stderr, "dpviz: wrote %s (%d ballots)\n", qPrintable(csv), log.ballots());
  const QStringList langs = lang.isEmpty() ? QStringList{QStringLiteral("en"), QStringLiteral("zh_CN")} : QStringList{lang};
  for (const QString& l : langs) {
    const QString pdf = base + QStringLiteral("-report-") + l + QStringLiteral(".pdf");
    if (!write(log, l, info.fileName(), pdf, &error)) {
      std::fprintf(stderr, "dpviz: %s\n", qPrintable(error));
      return 2;
    }
    std::fprintf(stderr, "dpviz: wrote %s\n", qPrintable(pdf));
  }
  if (log.unreadLines > 0) std::fprintf(stderr, "dpviz: %s: %d lines were not a record's and were passed over\n", qPrintable(record), log.unreadLines);
  return 0;
}

}  // namespace classreport
