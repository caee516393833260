// The Timings and Scaling tabs, measured at the window sizes a class uses (the default window on a
// 1024×768 screen, projector mode at 1024×768 and 1920×1080, 1366×768 and 1920×1080 windows), in
// English and Chinese: every chart a user can bring on screen is at least kMinPlot, every chart
// title lies wholly inside its plot (wrapped if need be, never cut), and the charts' text is never
// smaller than the log's, also after a zoom.
#include <QFontInfo>
#include <QPlainTextEdit>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>
#include <qcustomplot.h>

#include "app_window.h"
#include "common/language.h"
#include "explorer/ddp_page.h"
#include "explorer/rules_explorer.h"
#include "find_part.h"
#include "panels/log_view.h"
#include "panels/scaling_view.h"
#include "panels/timings_view.h"
#include "session/run_session.h"
#include "shell/main_window.h"
#include "shell/settings.h"
#include "shell/window_layout.h"

namespace {

// The least a chart gets: room for 8 devices' paired bars side by side (~35 px a device) and for
// a lane per device with a readable label.
constexpr QSize kMinPlot{300, 140};

struct WindowSize {
  const char* name;
  QSize size;
  bool projector;
};

const WindowSize kWindows[] = {
    {"default window on 1024x768", {921, 691}, false}, {"projector 1024x768", {1024, 768}, true},
    {"window 1366x768", {1366, 768}, false},           {"window 1920x1080", {1920, 1080}, false},
    {"projector 1920x1080", {1920, 1080}, true},
};

void settle() {
  for (int pass = 0; pass < 5; ++pass) {
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QCoreApplication::processEvents();
  }
}

void switchLanguage(const QString& language) {
  Language::apply(language);
  QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
  QCoreApplication::processEvents();
}

double points(const QFont& f) { return QFontInfo(f).pointSizeF(); }

double logPoints(const MainWindow& w) { return points(part<LogView>(w, "LogView")->findChild<QPlainTextEdit*>()->font()); }

QList<QCPTextElement*> titlesOf(QCustomPlot* plot) {
  QList<QCPTextElement*> out;
  for (int i = 0; i < plot->plotLayout()->elementCount(); ++i) {
    if (auto* t = qobject_cast<QCPTextElement*>(plot->plotLayout()->elementAt(i))) out << t;
  }
  return out;
}

// Everything wrong with `plot` as shown now (it must be on screen); empty when it reads well.
QStringList plotProblems(QCustomPlot* plot, const QString& name, double logPt) {
  QStringList bad;
  plot->replot(QCustomPlot::rpImmediateRefresh);  // lays the titles and axes out for this size
  if (plot->width() < kMinPlot.width() || plot->height() < kMinPlot.height()) {
    bad << QStringLiteral("%1 is %2×%3, below %4×%5").arg(name).arg(plot->width()).arg(plot->height())
               .arg(kMinPlot.width()).arg(kMinPlot.height());
  }
  const QRect inside = plot->rect().adjusted(-1, -1, 1, 1);
  for (QCPTextElement* title : titlesOf(plot)) {
    if (title->text().isEmpty()) continue;
    const QRect rect = title->rect();
    const QRect text = QFontMetrics(title->font()).boundingRect(rect, Qt::AlignCenter, title->text());
    if (!rect.adjusted(-1, -1, 1, 1).contains(text) || !inside.contains(rect)) {
      bad << QStringLiteral("%1's title '%2' (%3×%4) does not fit %5×%6 at %7,%8").arg(name, title->text())
                 .arg(text.width()).arg(text.height()).arg(rect.width()).arg(rect.height()).arg(rect.x()).arg(rect.y());
    }
    if (points(title->font()) < logPt - 0.01) bad << QStringLiteral("%1's title below the log's font").arg(name);
  }
  for (QCPAxis* axis : plot->axisRect()->axes()) {
    if (!axis->visible()) continue;
    if (points(axis->tickLabelFont()) < logPt - 0.01 || points(axis->labelFont()) < logPt - 0.01) {
      bad << QStringLiteral("%1's axis text %2 pt, the log's %3 pt").arg(name).arg(points(axis->tickLabelFont())).arg(logPt);
    }
  }
  if (plot->legend->visible()) {
    for (int i = 0; i < plot->legend->itemCount(); ++i) {
      if (points(plot->legend->item(i)->font()) < logPt - 0.01) bad << QStringLiteral("%1's legend below the log's font").arg(name);
    }
  }
  return bad;
}

// The states a user can put the view in (the view as it is, then each of its chart buttons
// clicked), and in each the plots on screen: every plot must be on screen in one of them.
QStringList viewProblems(QWidget* view, const QList<QPair<QCustomPlot*, QString>>& plots, double logPt) {
  QStringList bad;
  QSet<QCustomPlot*> seen;
  const auto check = [&] {
    settle();
    for (const auto& [plot, name] : plots) {
      if (!plot->isVisibleTo(view->window())) continue;
      seen << plot;
      bad << plotProblems(plot, name, logPt);
    }
  };
  check();
  for (QToolButton* b : view->findChildren<QToolButton*>()) {
    if (!b->isCheckable() || !b->isVisibleTo(view->window())) continue;
    b->click();
    check();
  }
  for (const auto& [plot, name] : plots) {
    if (!seen.contains(plot)) bad << name + " can never be seen";
  }
  return bad;
}

}  // namespace

class TestChartGeometry : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;
  int files_ = 0;

  QString freshPath() { return dir_.path() + QStringLiteral("/s%1.ini").arg(++files_); }

 private slots:
  void cleanup() { switchLanguage(QStringLiteral("en")); }

  // The explorer's DDP page in projector mode at 1024×768, zoom 100–175 %, both languages: the
  // window keeps its size, the rank table shows its header and at least three rows, and the heat
  // map's tick labels stay apart on both axes and the colour scale (zoom 150 once left the table
  // 1.5 rows tall and the ticks 10…60 on top of each other).
  void explorerDdpUsableAtEveryZoom_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("zoom");
    for (const char* language : {"en", "zh_CN"}) {
      for (const int zoom : {100, 150, 175}) QTest::addRow("%s %d%%", language, zoom) << QString(language) << zoom;
    }
  }
  void explorerDdpUsableAtEveryZoom() {
    QFETCH(QString, language);
    QFETCH(int, zoom);
    AppWindow app({"--view", "explorer-ddp", "--zoom", QString::number(zoom), "--presentation", "--window-size", "1024x768", "--lang", language});
    app.settle();
    QCOMPARE(app.w->size(), QSize(1024, 768));
    QTableWidget* table = app.w->explorer()->ddpPage()->table();
    QVERIFY(table->isVisible() && table->rowCount() >= 3);
    QVERIFY2(table->viewport()->height() >= table->rowHeight(0) + table->rowHeight(1) + table->rowHeight(2) - 1,
             qPrintable(QStringLiteral("%1 px for rows of %2 px").arg(table->viewport()->height()).arg(table->rowHeight(0))));
    auto* plot = app.w->explorer()->findChild<QCustomPlot*>();
    QVERIFY(plot);
    plot->replot();
    plot->replot();  // the ticks are spaced before a replot, from the layout of the one before
    QList<QCPAxis*> axes{plot->xAxis, plot->yAxis};
    for (QCPLayoutElement* e : plot->plotLayout()->elements(true)) {
      if (auto* scale = qobject_cast<QCPColorScale*>(e)) axes << scale->axis();
    }
    for (QCPAxis* axis : axes) {
      const QVector<double> ticks = axis->tickVector();
      const QVector<QString> labels = axis->tickVectorLabels();
      const QFontMetricsF fm(axis->tickLabelFont());
      for (int i = 1; i < ticks.size(); ++i) {
        const double gap = std::abs(axis->coordToPixel(ticks[i]) - axis->coordToPixel(ticks[i - 1]));
        const double need = axis->orientation() == Qt::Vertical ? fm.height()
                                                                : (fm.horizontalAdvance(labels[i]) + fm.horizontalAdvance(labels[i - 1])) / 2;
        QVERIFY2(gap >= need, qPrintable(QStringLiteral("%5 axis: ticks %1 and %2 %3 px apart, labels need %4 (%6 ticks asked over %7 px, range %8–%9)")
                                              .arg(labels[i - 1], labels[i]).arg(gap).arg(need)
                                              .arg(axis->orientation() == Qt::Vertical ? "vertical" : "horizontal").arg(axis->ticker()->tickCount())
                                              .arg(axis->orientation() == Qt::Vertical ? axis->axisRect()->height() : axis->axisRect()->width())
                                              .arg(axis->range().lower).arg(axis->range().upper)));
      }
      // A title is whole or left out, never cut at the axis's ends.
      const double length = axis->orientation() == Qt::Vertical ? axis->axisRect()->height() : axis->axisRect()->width();
      QVERIFY2(QFontMetricsF(axis->labelFont()).horizontalAdvance(axis->label()) <= length, qPrintable(axis->label()));
    }
  }

  void chartsReadAtEveryClassSize_data() {
    QTest::addColumn<int>("window");
    QTest::addColumn<QString>("language");
    for (const char* language : {"en", "zh_CN"}) {
      for (int i = 0; i < int(std::size(kWindows)); ++i) {
        QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(kWindows[i].name, language))) << i << QString(language);
      }
    }
  }
  void chartsReadAtEveryClassSize() {
    QFETCH(int, window);
    QFETCH(QString, language);
    const WindowSize& size = kWindows[window];
    switchLanguage(language);
    Settings s(freshPath());
    MainWindow w(&s);
    w.setFixedWindowSize(size.size);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    if (size.projector) w.setPresentation(true);
    QVERIFY(w.session()->runTo(2, AnimPhase::Forward, 0.5));  // tutorial-8's second batch, as a class sees it
    auto* layout = part<WindowLayout>(w, "WindowLayout");
    auto* timings = part<TimingsView>(w, "TimingsView");
    auto* scaling = part<ScalingView>(w, "ScalingView");
    const double logPt = logPoints(w);
    QVERIFY(logPt > 0);

    layout->showView(AppView::Timings);
    timings->redrawNow();
    const QList<QPair<QCustomPlot*, QString>> charts = {
        {timings->barsPlot(), "per-device chart"}, {timings->ganttPlot(), "timeline"}, {timings->historyPlot(), "history"}};
    QStringList bad = viewProblems(timings, charts, logPt);
    timings->setReading(TimingsReading::Modelled);  // the longest title: "This step, modelled on …: a model, not a measurement"
    bad << viewProblems(timings, {{timings->ganttPlot(), "modelled timeline"}}, logPt);
    timings->setReading(TimingsReading::Measured);
    layout->showView(AppView::Scaling);
    bad << viewProblems(scaling, {{scaling->plot(), "scaling plot"}}, logPt);
    QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QLatin1Char('\n'))));
  }

  // Ctrl+= reaches the charts like the log: larger, and still no smaller than the log's text.
  void chartsFollowTheZoom() {
    Settings s(freshPath());
    MainWindow w(&s);
    w.setFixedWindowSize(QSize(1920, 1080));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto* layout = part<WindowLayout>(w, "WindowLayout");
    auto* timings = part<TimingsView>(w, "TimingsView");
    auto* scaling = part<ScalingView>(w, "ScalingView");
    const double before = points(timings->barsPlot()->xAxis->tickLabelFont());
    const double scalingBefore = points(scaling->plot()->yAxis->tickLabelFont());
    layout->setZoom(1.5);
    settle();
    const double logPt = logPoints(w);
    QVERIFY2(points(timings->barsPlot()->xAxis->tickLabelFont()) >= before * 1.4, qPrintable(QString::number(before)));
    QVERIFY(points(scaling->plot()->yAxis->tickLabelFont()) >= scalingBefore * 1.4);
    layout->showView(AppView::Timings);
    QStringList bad = viewProblems(timings, {{timings->barsPlot(), "per-device chart"}, {timings->ganttPlot(), "timeline"},
                                             {timings->historyPlot(), "history"}}, logPt);
    QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QLatin1Char('\n'))));
    layout->setZoom(1.0);
  }
};

QTEST_MAIN(TestChartGeometry)
#include "test_chart_geometry.moc"
