// The Scaling tab and the captions, offscreen: the Scaling tab explains itself before Measure,
// keeps every point inside padded log ranges and concludes from the points; the captions count in
// correct plurals and state this run's numbers; a runtime language switch reaches every text of
// the content's tabs (the zh_CN glossary is test_translations' glossaryHolds, for every text).
#include <QAbstractButton>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>
#include <qcustomplot.h>

#include "common/language.h"
#include "explorer/rules_explorer.h"
#include "find_part.h"
#include "lessons/tutorial_pane.h"
#include "panels/log_view.h"
#include "panels/scaling_summary.h"
#include "panels/scaling_view.h"
#include "panels/timings_view.h"
#include "shell/main_window.h"
#include "stage/device_palette.h"
#include "stage/explanation.h"
#include "stage/flow_item.h"

namespace {

dp::ScalingPoint point(dp::ScalingKind kind, std::int64_t batch, int devices, double step, double plain) {
  return {kind, batch, devices, step, plain};
}

}  // namespace

class TestPanels : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { Language::apply("en"); }

  // Before Measure: the bundled example's points (a plot with its machine named), and what
  // Measure does in the button's tooltip; no empty plot with a meaningless axis.
  void scalingShowsTheBundledExampleBeforeMeasure() {
    ScalingView view;
    QVERIFY(view.plotShown());
    QVERIFY(view.record().bundled);
    QCOMPARE(view.plot()->graph(0)->dataCount(), 7);
    QVERIFY2(view.conclusion().startsWith("On that machine a step on 8 simulated GPUs took "), qPrintable(view.conclusion()));
    QCOMPARE(view.sourceLabel(), QString("Measured on a 2-core x86-64 (bundled example)"));
    QVERIFY(view.measureButton()->toolTip().startsWith("Measure times the tutorial's Linear(5, 2)"));
  }

  // Every point inside the padded log ranges, none on an axis; the sentence states the numbers.
  void scalingRangesContainEveryPoint() {
    std::vector<dp::ScalingPoint> points;
    const double steps[] = {1.8, 5.2, 8.3, 16.9, 28.3, 60.1, 64.4};
    int i = 0;
    for (int k : {1, 2, 4, 8, 16, 32, 64}) points.push_back(point(dp::ScalingKind::Devices, 30, k, steps[i++], 0.25));
    const double batchSteps[] = {20.7, 15.9, 16.6, 26.5, 53.4, 242.6, 358.9};
    const double plain[] = {0.25, 0.70, 2.57, 10.7, 40.5, 214.3, 402.8};
    i = 0;
    for (std::int64_t b : {30, 120, 480, 1920, 7680, 30720, 65536}) {
      points.push_back(point(dp::ScalingKind::Batch, b, 8, batchSteps[i], plain[i]));
      ++i;
    }
    ScalingView view;
    view.resize(900, 300);
    view.setPoints(points);
    QVERIFY(view.plotShown());
    for (bool devices : {true, false}) {
      view.setVersusDevices(devices);
      const QCPRange x = view.plot()->xAxis->range(), y = view.plot()->yAxis->range();
      QVERIFY(!ScalingSummary::series(points, devices).empty());
      for (const auto& p : ScalingSummary::series(points, devices)) {
        const double at = devices ? p.devices : double(p.batch);
        QVERIFY2(x.lower * 1.1 < at && at * 1.1 < x.upper, qPrintable(QString::number(at)));
        for (double v : {p.step_us, p.plain_us}) QVERIFY2(y.lower * 1.2 < v && v * 1.2 < y.upper, qPrintable(QString::number(v)));
      }
    }
    QCOMPARE(ScalingSummary::conclusion(points, true),
             QString("On this machine a step on 8 simulated GPUs takes 68× as long as one plain forward of batch 30 "
                     "(16.9 µs vs 0.25 µs): the work is too small to gain from splitting. From 1 to 64 GPUs the step "
                     "time goes from 1.8 µs to 64.4 µs."));
    QCOMPARE(ScalingSummary::conclusion(points, false),
             QString("At batch 30 a step on 8 simulated GPUs takes 83× as long as one plain forward (20.7 µs vs 0.25 µs). "
                     "From batch 65536 on it is no slower (359 µs vs 403 µs): only then is there enough work per chunk "
                     "to outweigh the fixed cost of each GPU."));
    QCOMPARE(view.conclusion(), ScalingSummary::conclusion(points, false));
    points.back().step_us = 500;  // never pays off: the sentence says so
    QVERIFY(ScalingSummary::conclusion(points, false).endsWith("Even at batch 65536 it is slower (500 µs vs 403 µs): here splitting never pays off."));
  }

  // Plurals counted by %n: "1 row per chunk → 1 chunk", "4 rows per chunk → 8 chunks".
  void captionsCountInPlurals() {
    QCOMPARE(scatterRule(1, 8), QString("⌈1/8⌉ = 1 row per chunk → 1 chunk; 7 GPUs idle"));
    QCOMPARE(scatterRule(30, 8), QString("⌈30/8⌉ = 4 rows per chunk → 8 chunks"));
    QCOMPARE(scatterRule(10, 8), QString("⌈10/8⌉ = 2 rows per chunk → 5 chunks; 3 GPUs idle"));
    QCOMPARE(scatterRule(9, 8), QString("⌈9/8⌉ = 2 rows per chunk → 5 chunks; 3 GPUs idle"));
    QCOMPARE(scatterRule(1, 1), QString("1 row on one GPU: the model is not wrapped, no split"));
    QCOMPARE(scatterRule(0, 1), QString("0 rows on one GPU: the model is not wrapped, no split"));
    QCOMPARE(scatterRule(0, 2), QString("0 rows → 2 empty chunks"));
    QCOMPARE(scatterRule(7, 7), QString("⌈7/7⌉ = 1 row per chunk → 7 chunks"));
    QCOMPARE(phaseName(AnimPhase::Scatter), QString("Scatter"));
    Language::apply("zh_CN");
    QCOMPARE(scatterRule(30, 8), QString("⌈30/8⌉ = 每块 4 行 → 8 块"));  // the glossary's chunk row: counted with 块
    QCOMPARE(scatterRule(0, 3), QString("0 行 → 3 块空的数据块"));
    QCOMPARE(phaseName(AnimPhase::Scatter), QString("分发（scatter）"));
    QCOMPARE(phaseName(AnimPhase::Replicate), QString("复制模型"));
    Language::apply("en");
  }

  // The captions on a real run: this batch's numbers, replica 0 sharing the original's
  // parameters (R6.3), the gather's output device from the engine's record.
  void captionsStateThisRunsNumbers() {
    QTemporaryDir dir;
    Settings settings(dir.path() + "/s.ini");
    MainWindow w(&settings);
    QVERIFY(w.session()->waitReady());
    QVERIFY(w.session()->runTo(4, AnimPhase::Load));
    const QLabel* explanation = part<QLabel>(w, "Explanation");
    QCOMPARE(explanation->text(), QString("Load: the DataLoader collates batch 4 of 4 (10 rows) on the CPU."));
    QVERIFY(w.session()->runTo(4, AnimPhase::Replicate));
    QCOMPARE(explanation->text(), QString("Replicate: cuda:0 broadcasts the parameters to the 4 other GPUs in use; replica 0 "
                                      "shares the original module's parameters."));
    QVERIFY(!explanation->text().contains("is the original module"));
    QVERIFY(w.session()->runTo(4, AnimPhase::Gather));
    QCOMPARE(explanation->text(), QString("Gather: the 5 outputs are concatenated on cuda:0 in replica order."));
    // The scalar scene: the gather's caption says what the warning says (R9.2).
    QVERIFY(w.runPitfall("scalar-output"));
    QVERIFY(w.session()->runTo(1, AnimPhase::Gather));
    QCOMPARE(explanation->text(), QString("Gather: 4 scalars cannot be concatenated, so each becomes a vector of one, then they "
                                      "are concatenated on cuda:0 (see the warning)."));
  }

  // Switching the language while the window runs changes every text of these tabs at once: no
  // caption, button, legend or status waits for the next step.
  void runtimeLanguageSwitchReachesEveryText() {
    QTemporaryDir dir;
    Settings settings(dir.path() + "/s.ini");
    MainWindow w(&settings);
    w.show();
    QVERIFY(w.session()->waitReady());
    TutorialPane* tutorial = part<TutorialPane>(w, "TutorialPane");
    TimingsView* timings = part<TimingsView>(w, "TimingsView");
    QTest::mouseClick(tutorial->runButton(1), Qt::LeftButton);
    QVERIFY(w.session()->waitReady());
    QTRY_VERIFY(tutorial->statusText(1).startsWith("Done: "));
    QVERIFY(w.session()->runTo(1, AnimPhase::Done, 1.0));
    QTRY_VERIFY(timings->historySize() == 1);
    const QRegularExpression latinOnly("^[\\x{0000}-\\x{2fff}]*$");  // no CJK character
    auto visibleTexts = [&] {
      QStringList texts;
      for (QWidget* root : {static_cast<QWidget*>(timings), static_cast<QWidget*>(part<ScalingView>(w, "ScalingView")), static_cast<QWidget*>(w.explorer())}) {
        for (auto* l : root->findChildren<QLabel*>()) {
          if (!l->text().isEmpty() && l->pixmap().isNull()) texts << l->text();
        }
        for (auto* b : root->findChildren<QAbstractButton*>()) {
          if (!b->text().isEmpty()) texts << b->text();
        }
      }
      texts << tutorial->statusText(1) << part<QLabel>(w, "Explanation")->text() << phaseName(AnimPhase::Gather);
      return texts;
    };
    for (const QString& t : visibleTexts()) QVERIFY2(latinOnly.match(t).hasMatch(), qPrintable(t));
    Language::apply("zh_CN");
    QCoreApplication::processEvents();
    QStringList english;
    for (const QString& t : visibleTexts()) {
      // Numbers, device names and PyTorch's own words stay as they are; prose does not.
      if (latinOnly.match(t).hasMatch() && t.contains(QRegularExpression("[a-z]{4,} [a-z]{3,}"))) english << t;
    }
    Language::apply("en");
    QCoreApplication::processEvents();
    QVERIFY2(english.isEmpty(), qPrintable(english.join(" | ")));
  }

  // Seen once: every device's log lines pass WCAG AA on white (4.5:1), in the device's own hue; the
  // stage keeps its colours (cuda:6's yellow fails as text: about 1.3:1).
  void logColoursPassContrastOnWhite() {
    const QColor white(255, 255, 255);
    QVERIFY(contrastRatio(deviceColor(6), white) < 2.0);  // the reason for a text colour of its own
    QCOMPARE(contrastRatio(white, QColor(0, 0, 0)), 21.0);
    for (int d = 0; d < 64; ++d) {
      const QColor text = deviceTextOnWhite(d);
      QVERIFY2(contrastRatio(text, white) >= 4.5, qPrintable(QString("cuda:%1 %2").arg(d).arg(contrastRatio(text, white))));
      const QColor stage = deviceColor(d);
      if (stage.hslSaturation() > 20) {  // a chromatic colour keeps its hue (within rounding)
        const int dh = std::abs(text.hslHue() - stage.hslHue());
        QVERIFY2(std::min(dh, 360 - dh) <= 6, qPrintable(QString("cuda:%1 hue %2 -> %3").arg(d).arg(stage.hslHue()).arg(text.hslHue())));
      }
    }
    LogView log;
    log.appendLine("\tIn Model: input size torch.Size([4, 5]) output size torch.Size([4, 2])", 6);
    const QTextCharFormat format = log.findChild<QPlainTextEdit*>()->document()->begin().begin().fragment().charFormat();
    QCOMPARE(format.foreground().color(), deviceTextOnWhite(6));
  }
};

QTEST_MAIN(TestPanels)
#include "test_panels.moc"
