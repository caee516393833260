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
// `plot` keeps chartFont(plot) in all its text (applyFonts) whenever its own font changes (the
// app's zoom reaching it through its parent), for views that do not do it themselves.
void followFont(QCustomPlot* plot);
// The legend in a row of its own under the axes, never over the data and never past the plot's
// edges: its items side by side where the plot's width holds them, else one under another.
void legendBelow(QCustomPlot* plot);
// Before each replot, every numeric axis of `plot` (a colour scale's too) asks for no more ticks
// than its length holds with a label's height (or width) and some air between them, so that tick
// labels never overlap at a large zoom (a vertical axis too short for three labels shows its two
// ends, or its top, at the same size); an axis title longer than its axis is left out (it would be
// cut); both come back when the axis is long enough.
void spaceTicks(QCustomPlot* plot);
// The plot's titles (QCPTextElement) in its layout, top to bottom.
QList<QCPTextElement*> titles(QCustomPlot* plot);

}  // namespace plot_text
