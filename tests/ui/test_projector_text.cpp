// Projector mode at 1024×768, every zoom step, English and Chinese: every view a class reads (the
// Timings and Scaling charts with their side text, the Loss chart, the rules explorer and its
// readout, DataParallel vs DDP's table, a pitfall's panel) has no text smaller than the body size
// of that zoom (the window's text × WindowLayout::bodyFactor(): the stage's projector size), no
// label cut short, and no chart legend over the data or past the plot's edge.
#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QFontInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTabBar>
#include <QTableWidget>
#include <QTextEdit>
#include <QtTest>
#include <qcustomplot.h>

#include "app_window.h"
#include "ddp/ddp_compare.h"
#include "ddp/ddp_view.h"
#include "explorer/rules_explorer.h"
#include "find_part.h"
#include "lessons/pitfall_panel.h"
#include "panels/loss_view.h"
#include "panels/plot_text.h"
#include "panels/scaling_view.h"
#include "panels/timings_view.h"
#include "session/run_session.h"
#include "shell/font_zoom.h"
#include "shell/settings.h"
#include "shell/window_layout.h"

namespace {

QList<double> zoomSteps() {
  QList<double> steps = {Settings::kMinZoom};
  while (steps.last() < Settings::kMaxZoom) steps << font_zoom::larger(steps.last());
  return steps;
}

int px(const QFont& f) { return QFontInfo(f).pixelSize(); }

bool insideScrollArea(const QWidget* w) {
  for (const QWidget* p = w->parentWidget(); p; p = p->parentWidget()) {
    if (qobject_cast<const QAbstractScrollArea*>(p)) return true;
  }
  return false;
}

QString nameOf(const QWidget* w) {
  QString text;
  if (auto* l = qobject_cast<const QLabel*>(w)) text = l->text();
  if (auto* b = qobject_cast<const QAbstractButton*>(w)) text = b->text();
  if (auto* c = qobject_cast<const QComboBox*>(w)) text = c->currentText();
  return QStringLiteral("%1 '%2'").arg(QString::fromLatin1(w->metaObject()->className()), text.left(40));
}

// The text a widget shows in its own font (empty: none, or not a text widget).
bool showsText(const QWidget* w) {
  if (auto* l = qobject_cast<const QLabel*>(w)) return !l->text().isEmpty();
  if (auto* b = qobject_cast<const QAbstractButton*>(w)) return !b->text().isEmpty();
  return qobject_cast<const QComboBox*>(w) || qobject_cast<const QLineEdit*>(w) || qobject_cast<const QAbstractSpinBox*>(w) ||
         qobject_cast<const QTabBar*>(w) || qobject_cast<const QPlainTextEdit*>(w) || qobject_cast<const QTextEdit*>(w);
}

QStringList plotProblems(QCustomPlot* plot, int floor) {
  QStringList bad;
  plot->replot(QCustomPlot::rpImmediateRefresh);
  for (QCPAxisRect* rect : plot->axisRects()) {
    for (QCPAxis* axis : rect->axes()) {
      if (!axis->visible()) continue;
      if (px(axis->tickLabelFont()) < floor || (!axis->label().isEmpty() && px(axis->labelFont()) < floor)) {
        bad << QStringLiteral("axis text %1 px").arg(px(axis->tickLabelFont()));
      }
    }
  }
  for (QCPTextElement* title : plot_text::titles(plot)) {
    if (!title->text().isEmpty() && px(title->font()) < floor) bad << QStringLiteral("title %1 px").arg(px(title->font()));
  }
  QCPLegend* legend = plot->legend;
  if (legend->visible() && legend->itemCount() > 0) {
    for (int i = 0; i < legend->itemCount(); ++i) {
      if (px(legend->item(i)->font()) < floor) bad << QStringLiteral("legend %1 px").arg(px(legend->item(i)->font()));
    }
    QRect items;  // what the legend draws: its items
    for (int i = 0; i < legend->itemCount(); ++i) items |= legend->item(i)->outerRect();
    if (!plot->rect().contains(items)) {
      bad << QStringLiteral("legend %1,%2 %3×%4 past the plot's %5×%6").arg(items.x()).arg(items.y()).arg(items.width())
                 .arg(items.height()).arg(plot->width()).arg(plot->height());
    }
    for (QCPAxisRect* rect : plot->axisRects()) {
      if (rect->rect().intersects(items)) bad << QStringLiteral("legend over the data");
    }
  }
  return bad;
}

// Everything under `root` as shown now that a class could not read.
QStringList problems(QWidget* root, int floor) {
  QStringList bad;
  QList<QWidget*> all = root->findChildren<QWidget*>();
  all.prepend(root);
  for (QWidget* w : all) {
    if (!w->isVisibleTo(root->window()) || w->width() <= 0) continue;
    if (auto* plot = qobject_cast<QCustomPlot*>(w)) {
      for (const QString& b : plotProblems(plot, floor)) bad << QStringLiteral("chart %1: %2").arg(plot->objectName(), b);
      continue;
    }
    if (showsText(w) && px(w->font()) < floor) bad << QStringLiteral("%1 at %2 px").arg(nameOf(w)).arg(px(w->font()));
    if (auto* table = qobject_cast<QTableWidget*>(w)) {
      for (int c = 0; c < table->columnCount(); ++c) {
        const QTableWidgetItem* h = table->horizontalHeaderItem(c);
        const QFont f = h && h->data(Qt::FontRole).isValid() ? h->font() : table->horizontalHeader()->font();
        if (px(f) < floor) bad << QStringLiteral("table header '%1' at %2 px").arg(h ? h->text() : QString()).arg(px(f));
      }
      for (int r = 0; r < table->rowCount(); ++r) {
        for (int c = 0; c < table->columnCount(); ++c) {
          const QTableWidgetItem* item = table->item(r, c);
          const QFont f = item && item->data(Qt::FontRole).isValid() ? item->font() : table->font();
          if (item && px(f) < floor) bad << QStringLiteral("table cell '%1' at %2 px").arg(item->text()).arg(px(f));
        }
      }
    }
    if (auto* label = qobject_cast<QLabel*>(w); label && !label->text().isEmpty()) {
      const QRect room = label->contentsRect();
      const bool cut = label->wordWrap() ? label->heightForWidth(room.width()) > room.height() + 1
                                         : label->sizeHint().width() > label->width() + 1;
      if (cut) bad << QStringLiteral("%1 cut: %2×%3 for its text").arg(nameOf(label)).arg(room.width()).arg(room.height());
    }
    // Nothing past its parent's edge (a scroll area's contents scroll instead).
    if (w != root && showsText(w) && !insideScrollArea(w) &&
        !w->parentWidget()->rect().adjusted(-1, -1, 1, 1).contains(w->geometry())) {
      const QRect g = w->geometry();
      bad << QStringLiteral("%1 at %2,%3 %4×%5 past its parent's %6×%7").arg(nameOf(w)).arg(g.x()).arg(g.y()).arg(g.width())
                 .arg(g.height()).arg(w->parentWidget()->width()).arg(w->parentWidget()->height());
    }
  }
  return bad;
}

// The rows of a test run in English and in Chinese: the column "language".
void bothLanguages() {
  QTest::addColumn<QString>("language");
  QTest::newRow("en") << QStringLiteral("en");
  QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
}

}  // namespace

class TestProjectorText : public QObject {
  Q_OBJECT

 private slots:
  void cleanup() {
    Language::apply(QStringLiteral("en"));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
  }

  void everyViewReadsAtEveryZoom_data() { bothLanguages(); }
  void everyViewReadsAtEveryZoom() {
    QFETCH(QString, language);
    AppWindow app({"--window-size", "1024x768", "--presentation", "--train", "--lang", language});
    MainWindow& w = *app.w;
    QVERIFY(w.session()->runTo(2, AnimPhase::Forward, 0.5));  // the second batch, as a class sees it
    auto* layout = part<WindowLayout>(w, "WindowLayout");
    const QList<QPair<QString, QWidget*>> views = {
        {"timings", part<TimingsView>(w, "TimingsView")},   {"scaling", part<ScalingView>(w, "ScalingView")},
        {"loss", w.findChild<LossView*>()},                 {"explorer", w.findChild<RulesExplorer*>()},
        {"ddp-compare", w.findChild<DdpView*>()->compare()}, {"ddp", w.findChild<DdpView*>()},
    };
    const int body = px(QApplication::font());
    QStringList failures;
    for (const double zoom : zoomSteps()) {
      layout->setZoom(zoom);
      const int floor = int(body * layout->bodyFactor());  // rounded down: a font's pixels are rounded
      for (const auto& [name, view] : views) {
        QVERIFY2(view, qPrintable(name));
        layout->showView(*parseAppView(name));
        app.settle();
        QVERIFY2(view->isVisible(), qPrintable(name));
        for (const QString& b : problems(view, floor).mid(0, 4)) {
          failures << QStringLiteral("%1, zoom %2, floor %3 px: %4").arg(name).arg(zoom).arg(floor).arg(b);
        }
      }
    }
    layout->setZoom(1.0);
    QVERIFY2(failures.isEmpty(), qPrintable(QStringLiteral("%1 problems:\n").arg(failures.size()) + failures.mid(0, 30).join('\n')));
  }

  // The cost model's profile a class must read whole, in every reading (the measured one is the
  // default): where the combo cuts "8× A100 SXM4 · NVLink 3", the line under it says it all,
  // inside the side column's visible part.
  void timingsProfileNameReadsWhole_data() { bothLanguages(); }
  void timingsProfileNameReadsWhole() {
    QFETCH(QString, language);
    AppWindow app({"--window-size", "1024x768", "--presentation", "--preset", "tutorial-8", "--view", "timings", "--lang", language});
    MainWindow& w = *app.w;
    QVERIFY(w.session()->waitReady());
    auto* timings = part<TimingsView>(w, "TimingsView");
    auto* combo = timings->findChild<QComboBox*>();
    auto* name = timings->findChild<QLabel*>(QStringLiteral("timingsProfileName"));
    QVERIFY(combo && name);
    int cut_seen = 0;
    for (const TimingsReading reading : {TimingsReading::Measured, TimingsReading::Ideal, TimingsReading::Modelled}) {
      timings->setReading(reading);
      for (int i = 0; i < combo->count(); ++i) {
        combo->setCurrentIndex(i);
        app.settle();
        const QString where = QStringLiteral("reading %1: %2").arg(int(reading)).arg(combo->currentText());
        QStyleOptionComboBox opt;
        opt.initFrom(combo);
        const QRect field = combo->style()->subControlRect(QStyle::CC_ComboBox, &opt, QStyle::SC_ComboBoxEditField, combo);
        if (combo->fontMetrics().horizontalAdvance(combo->currentText()) <= field.width()) continue;
        ++cut_seen;
        QVERIFY2(name->isVisible(), qPrintable(where));
        QCOMPARE(name->text(), combo->currentText());
        QVERIFY2(name->heightForWidth(name->width()) <= name->height() + 1, qPrintable(where));
        auto* scroll = qobject_cast<QAbstractScrollArea*>(name->parentWidget()->parentWidget()->parentWidget());
        QVERIFY(scroll);
        const QRect seen(name->mapTo(scroll->viewport(), QPoint(0, 0)), name->size());
        QVERIFY2(scroll->viewport()->rect().contains(seen), qPrintable(where));
      }
    }
    QVERIFY(cut_seen > 0);  // the case this is about occurred
  }

  // The timeline's key (load, scatter + gather, replicate, forward) in sight on a 1024×768
  // projector without scrolling the side column, in every reading: the long note on warm-up below
  // it may scroll, the key a lecturer needs to read the chart may not.
  void timingsPhaseKeyInSight_data() { bothLanguages(); }
  void timingsPhaseKeyInSight() {
    QFETCH(QString, language);
    AppWindow app({"--window-size", "1024x768", "--presentation", "--preset", "tutorial-8", "--view", "timings", "--lang", language});
    MainWindow& w = *app.w;
    QVERIFY(w.session()->waitReady());
    QVERIFY(w.session()->runTo(4, AnimPhase::Forward, 0.5));  // a measured step: the caption and buttons at full length
    auto* timings = part<TimingsView>(w, "TimingsView");
    const QList<QLabel*> keys = timings->findChildren<QLabel*>(QStringLiteral("timingsPhaseKey"));
    QCOMPARE(keys.size(), 4);
    for (const TimingsReading reading : {TimingsReading::Measured, TimingsReading::Ideal, TimingsReading::Modelled}) {
      timings->setReading(reading);
      app.settle();
      for (QLabel* key : keys) {
        auto* scroll = qobject_cast<QAbstractScrollArea*>(key->parentWidget()->parentWidget()->parentWidget());
        QVERIFY(scroll);
        const QRect seen(key->mapTo(scroll->viewport(), QPoint(0, 0)), key->size());
        QVERIFY2(scroll->viewport()->rect().contains(seen),
                 qPrintable(QStringLiteral("reading %1: '%2' at y %3..%4, viewport height %5")
                                .arg(int(reading)).arg(key->text()).arg(seen.top()).arg(seen.bottom()).arg(scroll->viewport()->height())));
      }
    }
  }

  // A pitfall's panel over the stage: its title, explanation and log line at the body size.
  void pitfallPanelReadsAtEveryZoom() {
    AppWindow app({"--window-size", "1024x768", "--presentation", "--pitfall", "seven-gpus"});
    MainWindow& w = *app.w;
    QVERIFY(w.session()->waitReady());
    auto* layout = part<WindowLayout>(w, "WindowLayout");
    auto* panel = w.findChild<PitfallPanel*>();
    QVERIFY(panel);
    const int body = px(QApplication::font());
    QStringList failures;
    for (const double zoom : zoomSteps()) {
      layout->setZoom(zoom);
      app.settle();
      QVERIFY(panel->isVisible());
      const int floor = int(body * layout->bodyFactor());
      for (const QString& b : problems(panel, floor).mid(0, 4)) failures << QStringLiteral("zoom %1: %2").arg(zoom).arg(b);
    }
    layout->setZoom(1.0);
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join('\n')));
  }
};

QTEST_MAIN(TestProjectorText)
#include "test_projector_text.moc"
