// Text measuring helpers. Widths come from QFontMetricsF of the very font that is drawn.
#include "stage/text_fit.h"

#include <QApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QRegularExpression>
#include <QTextLayout>
#include <cmath>

#include "common/no_break.h"

QFont stageFont(int px, bool bold) {
  QFont f = QApplication::font();
  f.setPixelSize(std::max(1, px));
  f.setBold(bold);
  return f;
}

double lineHeight(const QFont& font) { return std::ceil(QFontMetricsF(font).height()); }

double textWidth(const QFont& font, const QString& text) { return QFontMetricsF(font).horizontalAdvance(text); }

QString elideText(const QFont& font, const QString& text, double width, bool* elided) {
  const QFontMetricsF fm(font);
  if (fm.horizontalAdvance(text) <= width) {
    if (elided) *elided = false;
    return text;
  }
  if (elided) *elided = true;
  return fm.elidedText(text, Qt::ElideRight, std::max(0.0, width));
}

QStringList wrapText(const QFont& font, const QString& text, double width) {
  // A count stays with the word after it in English too ("10 rows"; no_break::keep does it for
  // Chinese, with the words, the terms and an ordinal with its number): no-break spaces and word
  // joiners for the layout, none in the lines.
  static const QRegularExpression count_space(QStringLiteral("(?<=\\d) (?=\\S)"));
  QStringList lines;
  for (QString paragraph : text.split('\n')) {
    paragraph = no_break::keep(paragraph.replace(count_space, QString(no_break::kNoBreakSpace)));
    QTextLayout layout(paragraph, font);
    QTextOption option;
    option.setWrapMode(QTextOption::WordWrap);
    layout.setTextOption(option);
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
      line.setLineWidth(width);
      lines << no_break::plain(paragraph.mid(line.textStart(), line.textLength())).trimmed();
    }
    layout.endLayout();
  }
  return lines;
}

double widestWidth(const QFont& font, const QStringList& texts) {
  const QFontMetricsF fm(font);
  double w = 0;
  for (const QString& t : texts) w = std::max(w, fm.horizontalAdvance(t));
  return w;
}

StageText placeText(StageRole role, const QString& full, const QFont& font, const QRectF& line,
                    const QRectF& region, Qt::Alignment align, int owner) {
  StageText t;
  t.role = role;
  t.full = full;
  t.font = font;
  t.region = region;
  t.owner = owner;
  t.align = align;
  t.text = elideText(font, full, line.width(), &t.elided);
  const double w = std::min(line.width(), textWidth(font, t.text));
  double x = line.left();
  if (align & Qt::AlignHCenter) x = line.center().x() - w / 2;
  if (align & Qt::AlignRight) x = line.right() - w;
  t.box = QRectF(x, line.top(), w, line.height());
  prepareGlyphs(t);
  return t;
}

void prepareGlyphs(StageText& t) {
  t.glyphs = QStaticText(t.text);
  t.glyphs.setTextFormat(Qt::PlainText);
  t.glyphs.prepare(QTransform(), t.font);
}

void drawStageText(QPainter* p, const StageText& t, const QColor& color, const QColor& background) {
  p->setFont(t.font);
  p->setPen(color);
  if (!t.rotated) {
    // The box is one line high and exactly the advance width: the text starts at its corner.
    const double y = t.box.top() + (t.box.height() - QFontMetricsF(t.font).height()) / 2;
    if (t.glyphs.text() != t.text) {
      p->drawText(t.box.adjusted(0, 0, 2, 0), Qt::AlignLeft | Qt::AlignVCenter | Qt::TextDontClip, t.text);
      return;
    }
    if (p->transform().type() > QTransform::TxTranslate) {  // scaled or turned: glyphs stay crisp
      p->drawStaticText(QPointF(t.box.left(), y), t.glyphs);
      return;
    }
    const QPointF origin(std::floor(t.box.left()), std::floor(t.box.top()));
    const double dpr = p->device() ? p->device()->devicePixelRatio() : 1.0;
    const QRgb key = color.rgba() ^ (background.isValid() ? background.rgba() * 31u : 0u);
    if (t.rendered.isNull() || t.rendered_color != key || t.rendered.devicePixelRatio() != dpr) {
      // On a known solid background the image is opaque: drawing it is a plain copy.
      QImage image(QSize(int(std::ceil((t.box.right() - origin.x() + 2) * dpr)), int(std::ceil((t.box.bottom() - origin.y() + 1) * dpr))),
                   background.isValid() ? QImage::Format_RGB32 : QImage::Format_ARGB32_Premultiplied);
      image.setDevicePixelRatio(dpr);
      image.fill(background.isValid() ? background : QColor(Qt::transparent));
      QPainter ip(&image);
      ip.setFont(t.font);
      ip.setPen(color);
      ip.drawStaticText(QPointF(t.box.left() - origin.x(), y - origin.y()), t.glyphs);
      ip.end();
      t.rendered = image;
      t.rendered_color = key;
    }
    p->drawImage(origin, t.rendered);
    return;
  }
  p->save();
  p->translate(t.box.center());
  p->rotate(-90);
  const QRectF upright(-t.box.height() / 2, -t.box.width() / 2, t.box.height(), t.box.width());
  if (t.glyphs.text() == t.text) {
    p->drawStaticText(QPointF(-t.box.height() / 2, -QFontMetricsF(t.font).height() / 2), t.glyphs);
  } else {
    p->drawText(upright, Qt::AlignCenter | Qt::TextDontClip, t.text);
  }
  p->restore();
}

const char* stageRoleName(StageRole role) {
  switch (role) {
    case StageRole::DeviceName: return "device name";
    case StageRole::Subtitle: return "subtitle";
    case StageRole::State: return "state";
    case StageRole::Shape: return "shape";
    case StageRole::Time: return "time";
    case StageRole::Memory: return "memory";
    case StageRole::Heading: return "heading";
    case StageRole::DatasetLabel: return "dataset label";
    case StageRole::BatchLabel: return "batch label";
    case StageRole::ChunkCount: return "chunk count";
    case StageRole::OutputLabel: return "output label";
    case StageRole::Legend: return "legend";
  }
  return "?";
}
