// The worksheet's and the key's pages: every item measured first, then dealt onto A4 pages (a whole
// item a page, 12 at most), then drawn with the footer (seed, page of pages, the command that makes
// it again) on each. One QPainter on a QPdfWriter at 300 dpi; sizes in millimetres and points.
#include <QBuffer>
#include <QFontMetricsF>
#include <QPainter>
#include <QPdfWriter>
#include <QTextOption>
#include <functional>

#include "common/no_break.h"
#include "export/pdf_fonts.h"
#include "export/worksheet_pdf.h"
#include "export/worksheet_pictures.h"
#include "export/worksheet_text.h"

namespace worksheet {
namespace {

using dp::quiz::Question;

constexpr int kDpi = 300;
constexpr qreal kGutterMm = 10;    // the question number's column
constexpr qreal kFooterMm = 13;    // reserved at the foot of every page
constexpr qreal kItemGapMm = 6;    // between two questions

// One page's worth of drawing context.
struct Sheet {
  QPainter* p;
  const WorksheetText& text;
  QString family;
  qreal mm;      // device pixels a millimetre
  qreal width;   // of the text area
  qreal height;

  QFont font(qreal pt, bool bold = false) const {
    QFont f(family);
    f.setPointSizeF(pt);
    f.setBold(bold);
    // No ligatures: "float32" must copy out of the PDF as f-l-o-a-t, not as the ﬂ glyph.
    f.setStyleStrategy(QFont::StyleStrategy(QFont::PreferOutline | QFont::PreferNoShaping));
    return f;
  }
  // Height of `s` wrapped to `w` in `f`.
  qreal textHeight(const QFont& f, const QString& s, qreal w) const {
    p->setFont(f);
    return p->boundingRect(QRectF(0, 0, w, 1e7), Qt::TextWordWrap, no_break::keep(s)).height();
  }
  // Draws `s` wrapped to `w` at (x, y), the glossary's terms unbroken; returns its height.
  qreal drawText(const QFont& f, qreal x, qreal y, qreal w, const QString& s, const QColor& c = Qt::black) const {
    p->setFont(f);
    p->setPen(c);
    QRectF used;
    p->drawText(QRectF(x, y, w, 1e7), Qt::TextWordWrap, no_break::keep(s), &used);
    return used.height();
  }
};

// An item on a page: its height and how to draw it with its top at y.
struct Item {
  qreal height = 0;
  std::function<void(const Sheet&, qreal y)> draw;
};

QString number(const Sheet& s, int n) {
  return s.text.chinese() ? QStringLiteral("%1、").arg(n) : QStringLiteral("%1.").arg(n);
}

// An option's letter, in the sheet's parentheses: （A） in Chinese, (A) in English.
QString letter(const Sheet& s, int i) {
  return (s.text.chinese() ? QStringLiteral("（%1）") : QStringLiteral("(%1)")).arg(QChar('A' + i));
}

// A question: its number, its text, its picture, then the options with boxes to tick, or a box to
// write the number in.
Item questionItem(const Sheet& s, const Question& q, int n, const QString& lang) {
  const qreal mm = s.mm, w = s.width - kGutterMm * mm;
  const QFont body = s.font(10.5), option = s.font(10);
  const QString text = QString::fromStdString(q.text.in(lang.toStdString()));
  const qreal text_h = s.textHeight(body, text, w);
  const qreal picture_h = pictureHeight(q, mm);
  const qreal box = 3.6 * mm, box_gap = 2.2 * mm;
  std::vector<QString> labels;
  for (std::size_t i = 0; i < q.options.size(); ++i) {
    labels.push_back(letter(s, int(i)) + QStringLiteral("  ") + QString::fromStdString(q.options[i].text.in(lang.toStdString())));
  }
  // Two columns when every option fits half the width on one line, else one option a row.
  const qreal half = (w - 4 * mm) / 2;
  bool two = !q.numeric;
  s.p->setFont(option);
  for (const QString& l : labels) two = two && s.p->fontMetrics().horizontalAdvance(l) + box + box_gap <= half;
  const qreal col_w = two ? half : w;
  std::vector<qreal> row_h;
  for (const QString& l : labels) row_h.push_back(std::max(box, s.textHeight(option, l, col_w - box - box_gap)) + 2 * mm);
  qreal options_h = 0;
  if (q.numeric) {
    options_h = 11 * mm;
  } else {
    for (std::size_t i = 0; i < row_h.size(); i += two ? 2 : 1) {
      options_h += two && i + 1 < row_h.size() ? std::max(row_h[i], row_h[i + 1]) : row_h[i];
    }
  }
  Item item;
  item.height = text_h + (picture_h > 0 ? picture_h + 3 * mm : 0) + 2.5 * mm + options_h;
  item.draw = [=, &q](const Sheet& sh, qreal y) {
    sh.drawText(sh.font(10.5, true), 0, y, kGutterMm * mm, number(sh, n));
    qreal at = y + sh.drawText(body, kGutterMm * mm, y, w, text);
    if (picture_h > 0) {
      drawPicture(sh.p, QRectF(kGutterMm * mm, at + 3 * mm, w, picture_h), q, sh.text, mm);
      at += picture_h + 3 * mm;
    }
    at += 2.5 * mm;
    sh.p->setPen(QPen(Qt::black, 0.25 * mm));
    if (q.numeric) {
      const QFont f = sh.font(10);
      const QString answer = sh.text.translate("Worksheet", "Answer:");
      sh.p->setFont(f);
      const qreal aw = sh.p->fontMetrics().horizontalAdvance(answer);
      sh.drawText(f, kGutterMm * mm, at + 2.5 * mm, aw + mm, answer);
      sh.p->setPen(QPen(Qt::black, 0.25 * mm));
      sh.p->drawRect(QRectF(kGutterMm * mm + aw + 3 * mm, at, 45 * mm, 9 * mm));
      return;
    }
    for (std::size_t i = 0; i < labels.size(); ++i) {
      const qreal x = kGutterMm * mm + (two && i % 2 == 1 ? half + 4 * mm : 0);
      sh.p->setPen(QPen(Qt::black, 0.25 * mm));
      sh.p->setBrush(Qt::NoBrush);
      sh.p->drawRect(QRectF(x, at + 0.5 * mm, box, box));
      sh.drawText(option, x + box + box_gap, at, col_w - box - box_gap, labels[i]);
      if (!two || i % 2 == 1 || i + 1 == labels.size()) {
        at += two && i % 2 == 1 ? std::max(row_h[i - 1], row_h[i]) : row_h[i];
      }
    }
  };
  return item;
}

// An answer: its number, the right option (letter and value; the value alone for a number to
// write), and the one sentence of why.
Item answerItem(const Sheet& s, const Question& q, int n, const QString& lang) {
  const qreal mm = s.mm, w = s.width - kGutterMm * mm;
  const std::string l = lang.toStdString();
  const QString value = QString::fromStdString(q.options[std::size_t(q.right)].text.in(l));
  const QString answer = q.numeric ? value : letter(s, q.right) + QStringLiteral("  ") + value;
  const QString why = QString::fromStdString(q.why.in(l));
  const QFont bold = s.font(10.5, true), body = s.font(10);
  const qreal answer_h = s.textHeight(bold, answer, w);
  Item item;
  item.height = answer_h + 1 * mm + s.textHeight(body, why, w);
  item.draw = [=](const Sheet& sh, qreal y) {
    sh.drawText(bold, 0, y, kGutterMm * mm, number(sh, n));
    sh.drawText(bold, kGutterMm * mm, y, w, answer);
    sh.drawText(body, kGutterMm * mm, y + answer_h + 1 * mm, w, why, QColor(50, 50, 50));
  };
  return item;
}

// The first page's head: the title, a line for the name and date, and how to answer.
Item headItem(const Sheet& s, bool answer_key) {
  const qreal mm = s.mm;
  const QString title = answer_key ? s.text.translate("Worksheet", "Data parallelism — answer key")
                                   : s.text.translate("Worksheet", "Data parallelism — worksheet");
  const QString how = answer_key ? s.text.translate("Worksheet", "Each answer with the one rule that gives it.")
                                 : s.text.translate("Worksheet", "Tick one box for each question with options; write the "
                                                                  "number in the box for the others. The empty boxes "
                                                                  "under the GPUs and ranks are for your working.");
  const QFont title_f = s.font(17, true), how_f = s.font(9.5);
  const qreal title_h = s.textHeight(title_f, title, s.width);
  const qreal line_h = answer_key ? 0 : 10 * mm;
  const qreal how_h = s.textHeight(how_f, how, s.width);
  const qreal total = title_h + 3 * mm + line_h + how_h + 3 * mm;
  Item item;
  item.height = total;
  item.draw = [=](const Sheet& sh, qreal y) {
    sh.drawText(title_f, 0, y, sh.width, title);
    qreal at = y + title_h + 3 * mm;
    if (line_h > 0) {
      const QFont f = sh.font(10.5);
      sh.p->setFont(f);
      const QString name = sh.text.translate("Worksheet", "Name:"), date = sh.text.translate("Worksheet", "Date:");
      const qreal base = at + 5 * mm;
      const qreal name_w = sh.p->fontMetrics().horizontalAdvance(name), date_w = sh.p->fontMetrics().horizontalAdvance(date);
      const qreal date_x = sh.width * 0.62;
      sh.p->setPen(Qt::black);
      sh.p->drawText(QPointF(0, base), name);
      sh.p->drawText(QPointF(date_x, base), date);
      sh.p->setPen(QPen(Qt::black, 0.25 * mm));
      sh.p->drawLine(QPointF(name_w + 2 * mm, base + 0.8 * mm), QPointF(date_x - 6 * mm, base + 0.8 * mm));
      sh.p->drawLine(QPointF(date_x + date_w + 2 * mm, base + 0.8 * mm), QPointF(sh.width, base + 0.8 * mm));
      at += line_h;
    }
    sh.drawText(how_f, 0, at, sh.width, how, QColor(70, 70, 70));
    sh.p->setPen(QPen(QColor(150, 150, 150), 0.3 * mm));
    sh.p->drawLine(QPointF(0, y + total - 1.5 * mm), QPointF(sh.width, y + total - 1.5 * mm));
  };
  return item;
}

// Every page's foot: the seed and what was asked for, the page of pages, and the command.
void drawFooter(const Sheet& s, const WorksheetSpec& spec, int page, int pages, const QString& regenerate) {
  const qreal mm = s.mm, top = s.height - kFooterMm * mm + 2 * mm;
  s.p->setPen(QPen(QColor(150, 150, 150), 0.25 * mm));
  s.p->drawLine(QPointF(0, top), QPointF(s.width, top));
  const QString kinds = spec.kinds.empty() ? s.text.translate("Worksheet", "all") : kindsText(spec.kinds);
  // The language by its name; the command below the line keeps the --lang code.
  const QString language = s.text.chinese() ? s.text.translate("Worksheet", "Chinese") : s.text.translate("Worksheet", "English");
  const QString facts = s.text.translate("Worksheet", "Seed %1 · questions: %2 · kinds: %3 · language: %4")
                            .arg(QString::number(spec.seed))
                            .arg(spec.count)
                            .arg(kinds, language);
  const QString of = s.text.translate("Worksheet", "Page %1 of %2").arg(page).arg(pages);
  const QFont small = s.font(7.5);
  s.p->setFont(small);
  const qreal of_w = s.p->fontMetrics().horizontalAdvance(of);
  s.p->setPen(QColor(60, 60, 60));
  s.p->drawText(QRectF(s.width - of_w - mm, top + 1 * mm, of_w + mm, 5 * mm), Qt::AlignRight | Qt::AlignTop, of);
  const QFontMetricsF fm(small, s.p->device());
  s.p->drawText(QRectF(0, top + 1 * mm, s.width - of_w - 4 * mm, 5 * mm), Qt::AlignLeft | Qt::AlignTop,
                fm.elidedText(facts, Qt::ElideMiddle, s.width - of_w - 4 * mm));
  QFont mono(pdf::monoFamily());
  mono.setPointSizeF(7);
  mono.setStyleStrategy(QFont::PreferNoShaping);
  const QString again = s.text.translate("Worksheet", "To make it again:");
  s.p->drawText(QRectF(0, top + 5 * mm, s.width, 6 * mm), Qt::AlignLeft | Qt::AlignTop, again);
  s.p->setFont(mono);
  const qreal again_w = fm.horizontalAdvance(again) + 2 * mm;
  QTextOption wrap(Qt::AlignLeft | Qt::AlignTop);
  wrap.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);  // at a space if it can
  s.p->drawText(QRectF(again_w, top + 5.1 * mm, s.width - again_w, 6 * mm), regenerate, wrap);
}

}  // namespace

QByteArray render(const WorksheetSpec& spec, const std::vector<Question>& questions, bool answer_key, const QString& regenerate,
                  int* pages_out) {
  QByteArray bytes;
  QBuffer buffer(&bytes);
  buffer.open(QIODevice::WriteOnly);
  const WorksheetText text(spec.lang);
  QPdfWriter writer(&buffer);
  writer.setResolution(kDpi);
  writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(18, 15, 18, 10), QPageLayout::Millimeter));
  writer.setCreator(QStringLiteral("dpviz " DPVIZ_VERSION));
  writer.setTitle(answer_key ? text.translate("Worksheet", "Data parallelism — answer key")
                             : text.translate("Worksheet", "Data parallelism — worksheet"));
  QPainter painter(&writer);
  painter.setRenderHint(QPainter::Antialiasing);
  const qreal mm = kDpi / 25.4;
  const Sheet sheet{&painter, text, pdf::family(text.chinese()), mm, qreal(writer.width()), qreal(writer.height())};
  std::vector<Item> items;
  items.push_back(headItem(sheet, answer_key));
  for (std::size_t i = 0; i < questions.size(); ++i) {
    items.push_back(answer_key ? answerItem(sheet, questions[i], int(i) + 1, spec.lang)
                               : questionItem(sheet, questions[i], int(i) + 1, spec.lang));
  }
  // Deal the items onto pages: a whole item a page, kPerPage questions at most.
  const qreal usable = sheet.height - kFooterMm * mm;
  const qreal gap = (answer_key ? 4 : kItemGapMm) * mm;
  std::vector<std::vector<std::pair<std::size_t, qreal>>> pages(1);  // item, top
  qreal y = 0;
  int on_page = 0;
  for (std::size_t i = 0; i < items.size(); ++i) {
    const bool question = i > 0;
    if (question && (on_page == kPerPage || (y + items[i].height > usable && !pages.back().empty()))) {
      pages.emplace_back();
      y = 0;
      on_page = 0;
    }
    pages.back().push_back({i, y});
    y += items[i].height + gap;
    on_page += question ? 1 : 0;
  }
  for (std::size_t page = 0; page < pages.size(); ++page) {
    if (page > 0) writer.newPage();
    for (const auto& [index, top] : pages[page]) items[index].draw(sheet, top);
    drawFooter(sheet, spec, int(page) + 1, int(pages.size()), regenerate);
  }
  painter.end();
  if (pages_out) *pages_out = int(pages.size());
  return bytes;
}

}  // namespace worksheet
