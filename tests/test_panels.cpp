// The content of the bottom tabs and the captions, offscreen: the Timings tab says what measured
// its numbers (threads on cores, or the CUDA device) and shows the ideal parallel reading (every
// replica's compute at one instant), device labels never run together for 1–64 devices at the
// sizes the tab gets, one style per phase in both charts, the step chart holds only this run;
// the Scaling tab explains itself before Measure, keeps every point inside padded log ranges and
// concludes from the points; the captions count in correct plurals; the zh_CN glossary holds.
#include <QFile>
#include <QAbstractButton>
#include <QLabel>
#include <QRadioButton>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>
#include <qcustomplot.h>
#include <set>

#include "explorer/rules_explorer.h"
#include "lessons/tutorial_pane.h"
#include "panels/device_ticks.h"
#include "panels/phase_style.h"
#include "panels/scaling_summary.h"
#include "panels/scaling_view.h"
#include "panels/timeline_model.h"
#include "panels/timings_view.h"
#include "shell/language.h"
#include "shell/main_window.h"
#include "stage/explanation.h"
#include "stage/flow_item.h"

namespace {

// A step as 8 simulated GPUs on 2 cores record it: each device's scatter, replicate and forward
// one after another (the staircase), then the gather on the calling thread.
StepResult staircase(int devices = 8) {
  StepResult s;
  s.outcome = StepOutcome::Ran;
  std::int64_t t = 1'000'000;
  s.events.push_back(dp::make_event(0, dp::Phase::Load, -1, -1, t, t + 4'000));
  t += 10'000;
  for (int d = 0; d < devices; ++d) {
    s.events.push_back(dp::make_event(0, dp::Phase::Scatter, d, d, t, t + 1'000 + 100 * d));
    t += 1'000 + 100 * d;
    s.events.push_back(dp::make_event(0, dp::Phase::Replicate, d, d, t, t + 500));
    t += 500;
    s.events.push_back(dp::make_event(0, dp::Phase::Forward, d, d, t, t + 5'000 + 1'000 * (d % 3)));
    t += 5'000 + 1'000 * (d % 3) + 20'000;  // the next worker wakes up late: the cores were busy
  }
  for (int d = 0; d < devices; ++d) {
    s.events.push_back(dp::make_event(0, dp::Phase::Gather, d, d, t, t + 300));
    t += 300;
  }
  s.record.step_ns = t - 1'000'000;
  s.record.chunk_sizes.assign(std::size_t(devices), 4);
  return s;
}

std::vector<dp::DeviceInfo> simulatedLanes(int devices) {
  std::vector<dp::DeviceInfo> lanes(1);  // the host
  for (int d = 0; d < devices; ++d) lanes.push_back({d, dp::DeviceKind::Simulated, "GPU (simulated)", 0, 80, -1});
  return lanes;
}

// Every label of a text ticker, as the pixel interval it covers along its axis.
QVector<QPair<double, double>> labelSpans(QCPAxis* axis) {
  QVector<QPair<double, double>> spans;
  const auto ticker = axis->ticker().dynamicCast<QCPAxisTickerText>();
  if (!ticker) return spans;
  const QFontMetrics fm(axis->tickLabelFont());
  for (auto it = ticker->ticks().cbegin(); it != ticker->ticks().cend(); ++it) {
    const double at = axis->coordToPixel(it.key());
    const double half = axis->orientation() == Qt::Horizontal ? fm.boundingRect(it.value()).width() / 2.0 : fm.height() / 2.0;
    spans.append({at - half, at + half});
  }
  std::sort(spans.begin(), spans.end());
  return spans;
}

bool apart(const QVector<QPair<double, double>>& spans) {
  for (int i = 1; i < spans.size(); ++i) {
    if (spans[i].first < spans[i - 1].second) return false;
  }
  return true;
}

void settle(TimingsView& view) {
  for (int pass = 0; pass < 3; ++pass) {  // a layout, the ticks it allows, the layout they give
    view.redrawNow();
    for (QCustomPlot* plot : {view.barsPlot(), view.ganttPlot()}) plot->replot(QCustomPlot::rpImmediateRefresh);
    QCoreApplication::processEvents();
  }
}

dp::ScalingPoint point(const char* kind, std::int64_t batch, int devices, double step, double plain) {
  return {kind, batch, devices, step, plain};
}

}  // namespace

class TestPanels : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { Language::apply("en"); }

  // Simulated GPUs: "N simulated GPUs = N worker threads on M CPU cores", and that they take
  // turns when there are more threads than cores.
  void timingsCaptionNamesThreadsAndCores() {
    TimingsView view;
    view.setLanes(simulatedLanes(8));
    const int cores = dp::cpu_core_count();
    const QString on = cores == 1 ? QString("1 CPU core") : QString("%1 CPU cores").arg(cores);
    QVERIFY2(view.caption().contains("Measured on 8 simulated GPUs = 8 worker threads on " + on), qPrintable(view.caption()));
    QCOMPARE(view.caption().contains("they take turns"), 8 > cores);
    view.setLanes(simulatedLanes(1));
    QVERIFY2(view.caption().contains("1 simulated GPU = 1 worker thread on"), qPrintable(view.caption()));
    // CUDA: the device that measured, by name; virtual GPUs share the physical ones.
    std::vector<dp::DeviceInfo> cuda(1);
    for (int d = 0; d < 4; ++d) cuda.push_back({d, d < 2 ? dp::DeviceKind::Cuda : dp::DeviceKind::VirtualCuda, d < 2 ? "NVIDIA H200" : "virtual", 0, 132, d % 2});
    view.setLanes(cuda);
    QVERIFY2(view.caption().startsWith("Measured on NVIDIA H200 with CUDA events, 4 GPUs."), qPrintable(view.caption()));
    QVERIFY(view.caption().contains("They share 2 physical GPUs"));
  }

  // The ideal reading: the measured durations, every replica's forward at one instant, each phase
  // after the slowest of the one before; the load keeps its place, the gather moves up.
  void idealReadingStartsEveryReplicaAtOneInstant() {
    const StepResult step = staircase();
    const Timeline measured = measuredTimeline(step, 8);
    const Timeline ideal = idealTimeline(step, 8);
    QCOMPARE(measured.slices.size(), ideal.slices.size());
    std::set<double> forwardStarts, scatterStarts;
    double lastForwardEnd = 0, firstGather = 1e18, idealLoadEnd = 0;
    for (const auto& s : ideal.slices) {
      if (s.phase == dp::Phase::Forward) forwardStarts.insert(s.start_us);
      if (s.phase == dp::Phase::Scatter) scatterStarts.insert(s.start_us);
      if (s.phase == dp::Phase::Forward) lastForwardEnd = std::max(lastForwardEnd, s.end_us);
      if (s.phase == dp::Phase::Gather) firstGather = std::min(firstGather, s.start_us);
      if (s.phase == dp::Phase::Load) idealLoadEnd = s.end_us;
    }
    QCOMPARE(forwardStarts.size(), std::size_t(1));
    QCOMPARE(scatterStarts.size(), std::size_t(1));
    QCOMPARE(*scatterStarts.begin(), 10.0);  // where the first device's work began: after the load
    QCOMPARE(idealLoadEnd, 4.0);
    // Scatter's slowest is 1.7 µs, replicate's 0.5 µs: every forward starts 2.2 µs later.
    QCOMPARE(*forwardStarts.begin(), 10.0 + 1.7 + 0.5);
    QCOMPARE(lastForwardEnd, 10.0 + 2.2 + 7.0);
    QCOMPARE(firstGather, lastForwardEnd);
    for (std::size_t i = 0; i < ideal.slices.size(); ++i) {  // every slice keeps its measured duration
      const auto& m = measured.slices[i];
      const bool found = std::any_of(ideal.slices.begin(), ideal.slices.end(), [&](const TimelineSlice& s) {
        return s.phase == m.phase && s.device == m.device && qFuzzyCompare(s.end_us - s.start_us, m.end_us - m.start_us);
      });
      QVERIFY(found);
    }
    QVERIFY(ideal.step_us < measured.step_us);
    QCOMPARE(measured.step_us, double(step.record.step_ns) / 1000.0);
    double measuredGather = 1e18;
    for (const auto& s : measured.slices) {
      if (s.phase == dp::Phase::Gather) measuredGather = std::min(measuredGather, s.start_us);
    }
    QCOMPARE(ideal.step_us, measured.step_us - (measuredGather - firstGather));  // the staircase's cost, saved
  }

  // The toggle shows the ideal reading on the same axis and names each reading's step time.
  void timingsToggleShowsBothReadings() {
    TimingsView view;
    view.setDeviceCount(8);
    view.setLanes(simulatedLanes(8));
    view.showStep(staircase());
    auto* measuredButton = view.findChildren<QRadioButton*>().value(0);
    auto* idealButton = view.findChildren<QRadioButton*>().value(1);
    QVERIFY(measuredButton && idealButton);
    QVERIFY(measuredButton->text().startsWith("As measured: ") && measuredButton->text().endsWith(" µs"));
    QVERIFY(!view.ideal());
    idealButton->click();
    QVERIFY(view.ideal());
    QCOMPARE(view.timeline().step_us, idealTimeline(staircase(), 8).step_us);
    QVERIFY(view.caption().contains("Ideal parallel: the same measured durations"));
    QCOMPARE(idealButton->text(), QString("Ideal parallel: %1").arg(QString::number(view.timeline().step_us, 'f', 1) + " µs"));
  }

  // Device labels on the bars' x axis and the timeline's lanes never overlap, for every count the
  // app offers, at the widths the tab gets in a 1024 to 3840 pixel wide window, low and tall.
  void deviceLabelsNeverRunTogether_data() {
    QTest::addColumn<QSize>("size");
    for (int w : {1024, 1366, 1920, 3840}) {
      for (int h : {140, 300}) QTest::addRow("%dx%d", w, h) << QSize(w, h);
    }
  }
  void deviceLabelsNeverRunTogether() {
    QFETCH(QSize, size);
    TimingsView view;
    view.resize(size);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    for (int n = 1; n <= 64; ++n) {
      view.setDeviceCount(n);
      view.showStep(staircase(n));
      settle(view);
      const auto bars = labelSpans(view.barsPlot()->xAxis);
      const auto lanes = labelSpans(view.ganttPlot()->yAxis);
      QVERIFY2(!bars.isEmpty() && !lanes.isEmpty(), qPrintable(QString("%1 devices").arg(n)));
      QVERIFY2(apart(bars), qPrintable(QString("bar labels overlap: %1 devices").arg(n)));
      QVERIFY2(apart(lanes), qPrintable(QString("lane labels overlap: %1 devices").arg(n)));
      if (n <= 4 && size.width() >= 1366) QCOMPARE(bars.size(), n);  // few devices: every one named
    }
  }

  // The fitting itself: names when they fit, indices when they do not, never closer than a label.
  void fitTicksPrefersNamesThenIndices() {
    const QFontMetrics fm(QApplication::font());
    const QStringList names = {"cuda:0", "cuda:1", "cuda:2", "cuda:3"};
    const QStringList indices = {"0", "1", "2", "3"};
    const AxisTicks wide = fitTicks(names, indices, 0, 200, fm, Qt::Horizontal);
    QCOMPARE(wide.stride, 1);
    QVERIFY(!wide.indicesOnly);
    QCOMPARE(wide.ticks.value(3).second, QString("cuda:3"));
    const AxisTicks narrow = fitTicks(names, indices, 0, tickExtent("cuda:0", fm, Qt::Horizontal) - 1, fm, Qt::Horizontal);
    QVERIFY(narrow.indicesOnly);
    QCOMPARE(narrow.stride, 1);
    const AxisTicks tiny = fitTicks(names, indices, 0, 1, fm, Qt::Horizontal);
    QVERIFY(tiny.stride > 1);
    QVERIFY(tiny.stride * 1.0 >= tickExtent("3", fm, Qt::Horizontal) || tiny.ticks.size() == 1);
  }

  // One style per phase in both charts: the copies' bars wear the timeline's copy style.
  void onePhaseStyleInBothCharts() {
    TimingsView view;
    view.setDeviceCount(4);
    view.showStep(staircase(4));
    view.redrawNow();
    QCPBars* copies = nullptr;
    for (int i = 0; i < view.barsPlot()->plottableCount(); ++i) {
      auto* bars = qobject_cast<QCPBars*>(view.barsPlot()->plottable(i));
      if (bars && bars->brush() == phaseBrush(dp::Phase::Scatter, 0)) copies = bars;
    }
    QVERIFY(copies);
    int slices = 0;
    for (int i = 0; i < view.ganttPlot()->itemCount(); ++i) {
      auto* rect = qobject_cast<QCPItemRect*>(view.ganttPlot()->item(i));
      QVERIFY(rect);
      const TimelineSlice& s = view.timeline().slices[std::size_t(i)];
      QCOMPARE(rect->brush(), phaseBrush(s.phase, s.device));
      if (s.phase == dp::Phase::Gather) QCOMPARE(rect->brush(), copies->brush());
      ++slices;
    }
    QCOMPARE(slices, int(view.timeline().slices.size()));
    // No device's colour passes for a neutral phase.
    for (int d = 0; d < 64; ++d) {
      for (auto p : {dp::Phase::Scatter, dp::Phase::Replicate, dp::Phase::Load}) QVERIFY(phaseBrush(p, 0) != phaseBrush(dp::Phase::Forward, d));
    }
  }

  // After Reset the step chart holds the new run's batches only.
  void stepChartShowsOnlyTheNewRunAfterReset() {
    QTemporaryDir dir;
    Settings settings(dir.path() + "/s.ini");
    MainWindow w(&settings);
    QVERIFY(w.session()->waitReady());
    QVERIFY(w.session()->runTo(2, AnimPhase::Done, 1.0));
    QTRY_COMPARE(w.timings()->historySize(), 2);
    w.applyConfig();  // what Reset (Home) does
    QCOMPARE(w.timings()->historySize(), 0);
    QVERIFY(w.session()->waitReady());
    QVERIFY(w.session()->runTo(1, AnimPhase::Done, 1.0));
    QTRY_COMPARE(w.timings()->historySize(), 1);
    QTest::qWait(100);  // nothing of the old run arrives late
    QCOMPARE(w.timings()->historySize(), 1);
    QCOMPARE(w.timings()->historyPlot()->graph(0)->data()->at(0)->key, 1.0);
  }

  // Before Measure: an explanation, no empty plot with a meaningless axis.
  void scalingExplainsBeforeMeasure() {
    ScalingView view;
    QVERIFY(!view.plotShown());
    QVERIFY(view.conclusion().isEmpty());
    QVERIFY(view.findChildren<QLabel*>().size() > 0);
    const auto labels = view.findChildren<QLabel*>();
    QVERIFY(std::any_of(labels.begin(), labels.end(), [](QLabel* l) { return l->text().startsWith("Measure times the tutorial's Linear(5, 2)"); }));
  }

  // Every point inside the padded log ranges, none on an axis; the sentence states the numbers.
  void scalingRangesContainEveryPoint() {
    std::vector<dp::ScalingPoint> points;
    const double steps[] = {1.8, 5.2, 8.3, 16.9, 28.3, 60.1, 64.4};
    int i = 0;
    for (int k : {1, 2, 4, 8, 16, 32, 64}) points.push_back(point("devices", 30, k, steps[i++], 0.25));
    const double batchSteps[] = {20.7, 15.9, 16.6, 26.5, 53.4, 242.6, 358.9};
    const double plain[] = {0.25, 0.70, 2.57, 10.7, 40.5, 214.3, 402.8};
    i = 0;
    for (std::int64_t b : {30, 120, 480, 1920, 7680, 30720, 65536}) {
      points.push_back(point("batch", b, 8, batchSteps[i], plain[i]));
      ++i;
    }
    ScalingView view;
    view.resize(900, 300);
    view.setPoints(points);
    QVERIFY(view.plotShown());
    for (bool devices : {true, false}) {
      view.setVersusDevices(devices);
      const QCPRange x = view.plot()->xAxis->range(), y = view.plot()->yAxis->range();
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
    QCOMPARE(FlowItem::ruleText(1, 8), QString("⌈1/8⌉ = 1 row per chunk → 1 chunk; 7 GPUs idle"));
    QCOMPARE(FlowItem::ruleText(30, 8), QString("⌈30/8⌉ = 4 rows per chunk → 8 chunks"));
    QCOMPARE(FlowItem::ruleText(10, 8), QString("⌈10/8⌉ = 2 rows per chunk → 5 chunks; 3 GPUs idle"));
    QCOMPARE(FlowItem::ruleText(9, 8), QString("⌈9/8⌉ = 2 rows per chunk → 5 chunks; 3 GPUs idle"));
    QCOMPARE(FlowItem::ruleText(1, 1), QString("1 row on one GPU: the model is not wrapped, no split"));
    QCOMPARE(FlowItem::ruleText(0, 1), QString("0 rows on one GPU: the model is not wrapped, no split"));
    QCOMPARE(FlowItem::ruleText(0, 2), QString("0 rows → 2 empty chunks"));
    QCOMPARE(FlowItem::ruleText(7, 7), QString("⌈7/7⌉ = 1 row per chunk → 7 chunks"));
    QCOMPARE(phaseName(AnimPhase::Scatter), QString("Scatter"));
    Language::apply("zh_CN");
    QCOMPARE(FlowItem::ruleText(30, 8), QString("⌈30/8⌉ = 每块 4 行 → 8 个数据块"));
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
    QCOMPARE(w.explanation(), QString("Load: the DataLoader collates batch 4 of 4 (10 rows) on the CPU."));
    QVERIFY(w.session()->runTo(4, AnimPhase::Replicate));
    QCOMPARE(w.explanation(), QString("Replicate: cuda:0 broadcasts the parameters to the 4 other GPUs in use; replica 0 "
                                      "shares the original module's parameters."));
    QVERIFY(!w.explanation().contains("is the original module"));
    QVERIFY(w.session()->runTo(4, AnimPhase::Gather));
    QCOMPARE(w.explanation(), QString("Gather: the 5 outputs are concatenated on cuda:0 in replica order."));
    // The scalar scene: the gather's caption says what the warning says (R9.2).
    QVERIFY(w.runPitfall("scalar-output"));
    QVERIFY(w.session()->runTo(1, AnimPhase::Gather));
    QCOMPARE(w.explanation(), QString("Gather: 4 scalars cannot be concatenated, so each becomes a vector of one, then they "
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
    QTest::mouseClick(w.tutorialPane()->runButton(1), Qt::LeftButton);
    QVERIFY(w.session()->waitReady());
    QTRY_VERIFY(w.tutorialPane()->statusText(1).startsWith("Done: "));
    QVERIFY(w.session()->runTo(1, AnimPhase::Done, 1.0));
    QTRY_VERIFY(w.timings()->historySize() == 1);
    const QRegularExpression latinOnly("^[\\x{0000}-\\x{2fff}]*$");  // no CJK character
    auto visibleTexts = [&] {
      QStringList texts;
      for (QWidget* root : {static_cast<QWidget*>(w.timings()), static_cast<QWidget*>(w.scaling()), static_cast<QWidget*>(w.explorer())}) {
        for (auto* l : root->findChildren<QLabel*>()) {
          if (!l->text().isEmpty() && l->pixmap().isNull()) texts << l->text();
        }
        for (auto* b : root->findChildren<QAbstractButton*>()) {
          if (!b->text().isEmpty()) texts << b->text();
        }
      }
      texts << w.tutorialPane()->statusText(1) << w.explanation() << phaseName(AnimPhase::Gather);
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

  // The zh_CN words of this part follow the glossary: one term per concept, never the banned ones.
  void zhCnGlossaryInTheContentsTexts() {
    const QSet<QString> contexts = {"TimingsView", "TimingsCaption", "ScalingView", "ScalingSummary", "RulesExplorer",
                                    "EpochPage", "DdpPage", "DimsPage", "RuleText", "CellRunText", "Tutorial",
                                    "TutorialPane", "TutorialFeedback", "Pitfalls", "PitfallPanel", "Explanation"};
    const QStringList banned = {"批次大小", "秩", "划分", "拆分", "本轮", "步耗时"};
    QFile f(DPVIZ_SOURCE_DIR "/translations/dpviz_zh_CN.ts");
    QVERIFY(f.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&f);
    QString context;
    QStringList wrong;
    while (!xml.atEnd()) {
      xml.readNext();
      if (!xml.isStartElement()) continue;
      if (xml.name() == u"name") context = xml.readElementText();
      if (xml.name() != u"translation" || !contexts.contains(context)) continue;
      const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
      for (const QString& word : banned) {
        // 每步耗时 (step time) is the glossary's term; 步耗时 alone is not.
        const QString rest = QString(text).remove("每步耗时");
        if (rest.contains(word)) wrong << context + ": " + text;
      }
      static const QRegularExpression cjkThenLatin("[\\x{4e00}-\\x{9fff}][A-Za-z0-9]|[A-Za-z0-9][\\x{4e00}-\\x{9fff}]");
      if (QString(text).remove(QRegularExpression("<[^>]*>")).contains(cjkThenLatin)) wrong << context + " (spacing): " + text;
      if (text.contains('"')) wrong << context + " (quotes): " + text;
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join("\n")));
  }
};

QTEST_MAIN(TestPanels)
#include "test_panels.moc"
