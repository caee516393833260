// plot_text: the log's font is the system's fixed font scaled by the zoom, so the floor is that
// font scaled by how far this widget's font is from the application's (the zoom's factor).
#include "panels/plot_text.h"

#include <QApplication>
#include <QFontDatabase>
#include <QFontInfo>
#include <QFontMetricsF>
#include <QHash>
#include <algorithm>
#include <cmath>
#include <memory>
#include <QTextLayout>
#include <qcustomplot.h>

namespace plot_text {

namespace {

constexpr const char* kTitle = "dpvizTitle";      // the text as set, before wrapping
constexpr const char* kWrapped = "dpvizWrapped";  // the text this wrapped it to

double points(const QFont& f) { return QFontInfo(f).pointSizeF(); }

QString wrapped(const QString& text, const QFont& font, double width) {
  QTextLayout layout(text, font);
  QTextOption option;
  option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
  layout.setTextOption(option);
  QStringList lines;
  layout.beginLayout();
  for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
    line.setLineWidth(width);
    lines << text.mid(line.textStart(), line.textLength()).trimmed();
  }
  layout.endLayout();
  return lines.join(QLatin1Char('\n'));
}

void wrapAll(QCustomPlot* plot) {
  for (QCPTextElement* title : titles(plot)) {
    const QString now = title->text();
    const QString original = now == title->property(kWrapped).toString() ? title->property(kTitle).toString() : now;
    const QMargins m = title->margins();
    // A few pixels' slack: QTextLayout and the painter may round a line's width differently.
    const double width = std::max(40, plot->width() - m.left() - m.right() - 8);
    const QString text = wrapped(original, title->font(), width);
    title->setProperty(kTitle, original);
    title->setProperty(kWrapped, text);
    if (text != now) title->setText(text);
  }
}

// Sets the legend's wrap before each replot: one row when the items fit the plot's width.
void fitLegend(QCustomPlot* plot) {
  QCPLegend* legend = plot->legend;
  int width = 0;
  for (int i = 0; i < legend->itemCount(); ++i) {
    QCPAbstractLegendItem* item = legend->item(i);
    width += item->minimumOuterSizeHint().width() + legend->columnSpacing();
  }
  const QMargins m = legend->margins();
  const int wrap = width + m.left() + m.right() + 8 <= plot->width() ? 0 : 1;
  if (legend->wrap() != wrap || legend->fillOrder() != QCPLayoutGrid::foColumnsFirst) {
    legend->setWrap(wrap);
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true);
  }
}

constexpr const char* kAxisLabel = "dpvizAxisLabel";  // an axis title as set, while it is left out

// The axes of `plot` with their own length to fill: the axis rects' and the colour scales'.
QList<QCPAxis*> allAxes(QCustomPlot* plot) {
  QList<QCPAxis*> axes;
  for (QCPAxisRect* rect : plot->axisRects()) axes += rect->axes();
  for (QCPLayoutElement* element : plot->plotLayout()->elements(true)) {
    if (auto* scale = qobject_cast<QCPColorScale*>(element)) axes << scale->axis();
  }
  return axes;
}

// The tickers the axes had before spaceAll gave a short one its two ends (restored when it grows).
using Tickers = QHash<const QCPAxis*, QSharedPointer<QCPAxisTicker>>;

void spaceAll(QCustomPlot* plot, Tickers& saved) {
  for (QCPAxis* axis : allAxes(plot)) {
    if (!axis->visible() || !axis->axisRect()) continue;
    const bool vertical = axis->orientation() == Qt::Vertical;
    const double length = vertical ? axis->axisRect()->height() : axis->axisRect()->width();
    const QFontMetricsF fm(axis->tickLabelFont());
    // A vertical axis shorter than three of its labels (a squeezed chart at a large zoom): its two
    // ends alone, labelled at the chart's size (never under the log's), or its top alone.
    if (vertical && 3.0 * fm.height() > length) {
      if (!saved.contains(axis)) saved.insert(axis, axis->ticker());
      QSharedPointer<QCPAxisTickerText> ends(new QCPAxisTickerText);
      const QCPRange r = axis->range();
      const double top = std::floor(r.upper), bottom = std::ceil(r.lower);
      if (2.0 * fm.height() <= length && bottom < top) ends->addTick(bottom, QString::number(bottom, 'g', 6));
      ends->addTick(top, QString::number(top, 'g', 6));
      axis->setTicker(ends);
    } else if (saved.contains(axis)) {
      axis->setTicker(saved.take(axis));
    }
    if (!axis->ticker().dynamicCast<QCPAxisTickerText>()) {
      const QCPRange r = axis->range();
      const double widest = std::max(fm.horizontalAdvance(QString::number(r.lower, 'g', 4)), fm.horizontalAdvance(QString::number(r.upper, 'g', 4)));
      const double extent = vertical ? 1.6 * fm.height() : widest + fm.height();
      axis->ticker()->setTickCount(std::clamp(int(length / std::max(1.0, extent)), 2, 8));
    }
    // The title, along the axis: left out where it is longer than the axis.
    // (A title the owner sets later replaces the one kept; an empty one is the one left out here.)
    QString original = axis->label();
    if (original.isEmpty() && axis->property(kAxisLabel).isValid()) original = axis->property(kAxisLabel).toString();
    const bool fits = QFontMetricsF(axis->labelFont()).horizontalAdvance(original) <= length;
    axis->setProperty(kAxisLabel, original);
    const QString shown = fits ? original : QString();
    if (axis->label() != shown) axis->setLabel(shown);
  }
}

class FontFollower : public QObject {
 public:
  explicit FontFollower(QCustomPlot* plot) : QObject(plot), plot_(plot) {}
  bool eventFilter(QObject* watched, QEvent* event) override {
    if (watched == plot_ && event->type() == QEvent::FontChange && !applying_) {
      applying_ = true;  // applyFonts sets the plot's font: one FontChange more, ignored
      applyFonts(plot_, chartFont(plot_));
      applying_ = false;
      plot_->replot(QCustomPlot::rpQueuedReplot);
    }
    return false;
  }

 private:
  QCustomPlot* plot_;
  bool applying_ = false;
};

}  // namespace

QFont chartFont(const QWidget* widget) {
  QFont font = widget->font();
  const double zoom = points(font) / std::max(1.0, points(QApplication::font()));
  const double floor = points(QFontDatabase::systemFont(QFontDatabase::FixedFont)) * zoom;
  if (points(font) < floor) font.setPointSizeF(floor);
  return font;
}

void applyFonts(QCustomPlot* plot, const QFont& font) {
  plot->setFont(font);
  for (QCPAxisRect* rect : plot->axisRects()) {
    for (QCPAxis* axis : rect->axes()) {
      axis->setTickLabelFont(font);
      axis->setSelectedTickLabelFont(font);
      axis->setLabelFont(font);
      axis->setSelectedLabelFont(font);
    }
  }
  for (QCPLayoutElement* element : plot->plotLayout()->elements(true)) {  // a colour scale's axis
    if (auto* scale = qobject_cast<QCPColorScale*>(element)) {
      scale->axis()->setTickLabelFont(font);
      scale->axis()->setLabelFont(font);
    }
  }
  plot->legend->setFont(font);
  for (int i = 0; i < plot->legend->itemCount(); ++i) plot->legend->item(i)->setFont(font);
  QFont bold = font;
  bold.setBold(true);
  for (QCPTextElement* title : titles(plot)) {
    title->setFont(bold);
    title->setSelectedFont(bold);
  }
}

void wrapTitles(QCustomPlot* plot) {
  QObject::connect(plot, &QCustomPlot::beforeReplot, plot, [plot] { wrapAll(plot); });
}

void followFont(QCustomPlot* plot) {
  applyFonts(plot, chartFont(plot));
  plot->installEventFilter(new FontFollower(plot));
}

void legendBelow(QCustomPlot* plot) {
  QCPLegend* legend = plot->legend;
  QCPLayoutGrid* top = plot->plotLayout();
  for (QCPAxisRect* rect : plot->axisRects()) {
    if (rect->insetLayout()->elements(false).contains(legend)) rect->insetLayout()->take(legend);
  }
  top->simplify();
  const int row = top->rowCount();
  top->addElement(row, 0, legend);
  top->setRowStretchFactor(row, 0.001);
  legend->setMargins(QMargins(6, 4, 6, 6));
  legend->setBorderPen(Qt::NoPen);  // a row of its own: no frame needed to tell it from the data
  QObject::connect(plot, &QCustomPlot::beforeReplot, plot, [plot] { fitLegend(plot); });
}

void spaceTicks(QCustomPlot* plot) {
  auto saved = std::make_shared<Tickers>();
  QObject::connect(plot, &QCustomPlot::beforeReplot, plot, [plot, saved] { spaceAll(plot, *saved); });
}

QList<QCPTextElement*> titles(QCustomPlot* plot) {
  QList<QCPTextElement*> out;
  QCPLayoutGrid* layout = plot->plotLayout();
  for (int i = 0; i < layout->elementCount(); ++i) {
    if (auto* t = qobject_cast<QCPTextElement*>(layout->elementAt(i))) out << t;
  }
  return out;
}

}  // namespace plot_text
