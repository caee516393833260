// The charts' text (QCustomPlot keeps its own fonts, set once at creation): fonts from the widget's
// own, never smaller than the log's at the same zoom, and titles wrapped to the plot's width in
// either language instead of cut off at its edge.
#pragma once

#include <QFont>

class QCustomPlot;
class QCPTextElement;
class QWidget;

namespace plot_text {

// `widget`'s font (which follows the app's zoom), at least as large as the log's at that zoom.
QFont chartFont(const QWidget* widget);
// Tick labels, axis labels, the legend and (bold) the titles of `plot` in `font`.
void applyFonts(QCustomPlot* plot, const QFont& font);
// Before each replot the titles of `plot` are wrapped to its width (text set later too).
void wrapTitles(QCustomPlot* plot);
// The plot's titles (QCPTextElement) in its layout, top to bottom.
QList<QCPTextElement*> titles(QCustomPlot* plot);

}  // namespace plot_text
