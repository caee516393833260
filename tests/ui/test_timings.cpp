// The Timings tab, offscreen: it says what measured its numbers (threads on cores, or the CUDA
// device), shows the ideal parallel reading (every replica's work at one instant) beside the
// measured one, stacks each device's work and its wait for a core, keeps device labels apart for
// 1–64 devices at the sizes the tab gets, wears one style per phase in both charts, and its step
// chart holds only the current run.
#include <QLabel>
#include <QRadioButton>
#include <QTemporaryDir>
#include <QComboBox>
#include <QtTest>
#include <qcustomplot.h>
#include <set>

#include "bridge/engine_bridge.h"
#include "common/language.h"
#include "device/gemm_library.h"
#include "find_part.h"
#include "panels/device_ticks.h"
#include "panels/phase_style.h"
#include "panels/timeline_model.h"
#include "panels/timings_caption.h"
#include "panels/step_history.h"
#include "panels/timings_view.h"
#include "run/model_facts.h"
#include "session/run_session.h"
#include "shell/main_window.h"

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

}  // namespace

class TestTimings : public QObject {
  Q_OBJECT

 private slots:
  // The history chart's scale: the warm-up alone sets it until a later step is in; then the steady
  // steps' largest, with room for the labels (×1.35), leaving out a step over 4× their median.
  void stepHistoryScale() {
    StepHistory h;
    QCOMPARE(h.top(), 1.0);  // nothing yet
    h.add(100000.0, true);
    QCOMPARE(h.top(), 100000.0 * 1.35);
    QCOMPARE(h.warmupBatch(), std::int64_t(1));
    for (double us : {100.0, 110.0, 90.0, 500.0}) h.add(us, false);  // median 105: 500 is left above
    QCOMPARE(h.top(), 110.0 * 1.35);
    QCOMPARE(h.batches(), std::int64_t(5));
    QCOMPARE(h.pendingX(), (QVector<double>{1, 2, 3, 4, 5}));
    h.takePending();
    QVERIFY(h.pendingX().isEmpty() && h.pendingY().isEmpty());
    h.add(120.0, false);
    QCOMPARE(h.pendingX(), QVector<double>{6});
    h.clear();
    QCOMPARE(h.batches(), std::int64_t(0));
    QCOMPARE(h.warmupBatch(), std::int64_t(0));
    QCOMPARE(h.top(), 1.0);
  }

  void initTestCase() { Language::apply("en"); }

  // Timings says what it measures, and how that differs from Scaling's medians (the first batch's
  // warm-up), so the two tabs' figures can be reconciled.
  void saysWhatItMeasures() {
    TimingsView view;
    const QLabel* measures = view.findChild<QLabel*>(QStringLiteral("timingsMeasures"));
    QVERIFY(measures);
    QVERIFY2(measures->text().contains("warm-up") && measures->text().contains("Scaling"), qPrintable(measures->text()));
  }

  // Simulated GPUs: "N simulated GPUs = N worker threads on M CPU cores", and that they take
  // turns when there are more threads than cores.
  void timingsCaptionNamesThreadsAndCores() {
    TimingsView view;
    view.setLanes(simulatedLanes(8));
    const int cores = dp::cpu_core_count();
    const QString on = cores == 1 ? QString("1 CPU core") : QString("%1 CPU cores").arg(cores);
    QVERIFY2(view.caption().contains("Measured on 8 simulated GPUs = 8 worker threads on " + on), qPrintable(view.caption()));
    QCOMPARE(view.caption().contains("they take turns"), 8 > cores);
    // The library that ran the products, as the engine names it (--gemm chooses it).
    const QString gemm = QString::fromStdString(dp::gemm_library_name(dp::gemm_library()));
    const QString target = QString::fromStdString(dp::gemm_library_target(dp::gemm_library()));
    QVERIFY2(gemm.startsWith(dp::gemm_library() == dp::GemmLibrary::OneDnn ? "oneDNN 2." : "OpenBLAS 0."), qPrintable(gemm));
    QVERIFY2(!target.isEmpty() && !target.contains(' '), qPrintable(target));
    QVERIFY2(view.caption().contains(" Matrix products: " + gemm + " (" + target + ")."), qPrintable(view.caption()));
    view.setLanes(simulatedLanes(1));
    QVERIFY2(view.caption().contains("1 simulated GPU = 1 worker thread on"), qPrintable(view.caption()));
    // CUDA: the device that measured, by name; virtual GPUs share the physical ones.
    std::vector<dp::DeviceInfo> cuda(1);
    for (int d = 0; d < 4; ++d) cuda.push_back({d, d < 2 ? dp::DeviceKind::Cuda : dp::DeviceKind::VirtualCuda, d < 2 ? "NVIDIA H200" : "virtual", 0, 132, d % 2});
    view.setLanes(cuda);
    QVERIFY2(view.caption().startsWith("Measured on NVIDIA H200 with CUDA events, 4 GPUs."), qPrintable(view.caption()));
    QVERIFY(view.caption().contains("They share 2 physical GPUs"));
    QVERIFY(!view.caption().contains("Matrix products"));  // cuBLAS on the GPU, not a CPU library
    // Chinese sentences follow each other with no space after the full stop (translations/glossary.md's rule).
    QCOMPARE(TimingsCaption::then("One.", "Two."), QString("One. Two."));
    QCOMPARE(TimingsCaption::then(QString::fromUtf8("甲。"), QString::fromUtf8("乙。")), QString::fromUtf8("甲。乙。"));
    Language::apply("zh_CN");
    view.setLanes(simulatedLanes(8));
    QVERIFY2(view.caption().contains(QString::fromUtf8("矩阵乘法：")), qPrintable(view.caption()));
    QVERIFY2(!view.caption().contains(QString::fromUtf8("。 ")), qPrintable(view.caption()));
    Language::apply("en");
  }

  // The ideal reading: every device starts at one instant (where the first device's work began)
  // and runs its slices back to back; the load keeps its place, the gather moves up to the end of
  // the slowest device's work.
  void idealReadingStartsEveryGpuAtOneInstant() {
    const StepResult step = staircase();
    const Timeline measured = measuredTimeline(step, 8);
    const Timeline ideal = idealTimeline(step, 8);
    QCOMPARE(measured.slices.size(), ideal.slices.size());
    std::set<double> scatterStarts;
    double lastForwardEnd = 0, firstGather = 1e18, idealLoadEnd = 0;
    for (const auto& s : ideal.slices) {
      if (s.phase == dp::Phase::Scatter) scatterStarts.insert(s.start_us);
      if (s.phase == dp::Phase::Forward) {
        // Device d: scatter 1.0 + 0.1·d µs, replicate 0.5 µs, then its forward.
        QCOMPARE(s.start_us, 10.0 + 1.0 + 0.1 * s.device + 0.5);
        lastForwardEnd = std::max(lastForwardEnd, s.end_us);
      }
      if (s.phase == dp::Phase::Gather) firstGather = std::min(firstGather, s.start_us);
      if (s.phase == dp::Phase::Load) idealLoadEnd = s.end_us;
    }
    QCOMPARE(scatterStarts.size(), std::size_t(1));
    QCOMPARE(*scatterStarts.begin(), 10.0);  // where the first device's work began: after the load
    QCOMPARE(idealLoadEnd, 4.0);
    QCOMPARE(lastForwardEnd, 10.0 + 1.5 + 0.5 + 7.0);  // cuda:5: the longest scatter and forward
    QCOMPARE(firstGather, lastForwardEnd);
    for (std::size_t i = 0; i < ideal.slices.size(); ++i) {  // no work stamped: every slice keeps its duration
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
    QCOMPARE(ideal.step_us, measured.step_us - (measuredGather - firstGather));  // the turns' cost, saved
  }

  // With the work stamped (a thread's CPU time), the ideal reading lays out the work, not the wall
  // time, and the per-device bars split each device's wall time into work and wait; a step whose
  // threads waited for cores has an ideal step shorter than the wall-time staircase's.
  void idealReadingIsTheWorkAndBarsStackTheWait() {
    StepResult step = staircase();
    for (dp::Event& e : step.events) {
      if (e.device >= 0 && e.phase != dp::Phase::Gather) e.work_ns = e.duration_ns() / 4;  // 3/4 waiting
    }
    const Timeline ideal = idealTimeline(step, 8);
    const Timeline wall = idealTimeline(staircase(), 8);
    double forwardSpan = 0;
    for (const auto& s : ideal.slices) {
      if (s.phase == dp::Phase::Forward) forwardSpan = std::max(forwardSpan, s.end_us - s.start_us);
    }
    QCOMPARE(forwardSpan, 7.0 / 4);  // the longest forward's work: 7 µs of wall, a quarter of it work
    QVERIFY(ideal.step_us < wall.step_us);
    QVERIFY(ideal.step_us <= measuredTimeline(step, 8).step_us);
    TimingsView view;
    view.setDeviceCount(8);
    view.setLanes(simulatedLanes(8));
    view.showStep(step);
    view.redrawNow();
    // Device d from the first scatter (10 µs): its work is a quarter of its scatter, replicate and
    // forward; the rest until its forward ends is its wait (the staircase's turns, then its own).
    const Timeline measured = measuredTimeline(step, 8);
    for (int d = 0; d < 8; ++d) {
      double work = 0, done = 0;
      for (const auto& s : measured.slices) {
        if (s.device != d || s.phase == dp::Phase::Gather) continue;
        work += (s.end_us - s.start_us) / 4;
        done = std::max(done, s.end_us);
      }
      QVERIFY(qFuzzyCompare(view.workBarUs(d), work));
      QVERIFY(qFuzzyCompare(view.workBarUs(d) + view.waitBarUs(d), done - 10.0));
    }
    QVERIFY(view.waitBarUs(7) > view.waitBarUs(0));  // the last to get a core waited longest
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
    QCOMPARE(view.reading(), TimingsReading::Ideal);  // one reading: the button checked names it
    QCOMPARE(view.timeline().step_us, idealTimeline(staircase(), 8).step_us);
    // The note says in one sentence what each reading is made of, whichever is shown.
    QVERIFY2(view.caption().contains("As measured is wall time, the waits included; ideal parallel is each GPU's own CPU "
                                     "time, all starting at once; modelled is the cost model's estimate."),
             qPrintable(view.caption()));
    QVERIFY(idealButton->toolTip().startsWith("Ideal parallel: each GPU's own work (its thread's CPU time"));
    QCOMPARE(idealButton->text(), QString("Ideal parallel: %1").arg(QString::number(view.timeline().step_us, 'f', 1) + " µs"));
  }

  // R4 modelled: the same batch's chunks on a profile, labelled as a model, on its own scale;
  // DataParallel past one node's GPUs is refused in words.
  void R4_modelledReadingIsTheCostModel() {
    TimingsView view;
    view.setDeviceCount(8);
    view.setLanes(simulatedLanes(8));
    dp::RunConfig config;
    config.mode = dp::RunMode::Forward;
    const dp::cost::ModelFacts facts = dp::cost::model_facts(config);
    view.setModelFacts(facts);
    view.showStep(staircase());
    auto* modelledButton = view.findChildren<QRadioButton*>().value(2);
    QVERIFY(modelledButton);
    modelledButton->click();
    QVERIFY(view.modelled() && !view.ideal());
    const dp::cost::ModelledStep expected =
        dp::cost::model_dp_step(dp::cost::profiles()[0], facts, {std::vector<std::int64_t>(8, 4), false});
    QVERIFY(qFuzzyCompare(view.timeline().step_us, expected.step_s * 1e6));
    QVERIFY(view.caption().startsWith("Modelled, not measured: this batch's chunks on 8× A100"));
    QVERIFY(modelledButton->text().startsWith("Modelled: ") && modelledButton->toolTip().contains("Sources: A100 datasheet"));
    view.setDeviceCount(16);
    view.showStep(staircase(16));
    QVERIFY(view.timeline().slices.empty());
    QVERIFY(view.caption().contains("cannot run this step"));
    view.findChildren<QRadioButton*>().value(0)->click();
    QVERIFY(!view.modelled());
    QCOMPARE(view.reading(), TimingsReading::Measured);
    view.setReading(TimingsReading::Ideal);  // set from outside (--timings-reading): the buttons follow
    QVERIFY(view.findChildren<QRadioButton*>().value(1)->isChecked() && !modelledButton->isChecked());
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

  // One style per phase in the timeline; the per-device chart stacks each device's wait for a core,
  // in a style no phase and no device wears, on its work, in its device's colour.
  void onePhaseStyleInBothCharts() {
    TimingsView view;
    view.setDeviceCount(4);
    view.showStep(staircase(4));
    view.redrawNow();
    int work = 0, wait = 0;
    for (int i = 0; i < view.barsPlot()->plottableCount(); ++i) {
      auto* bars = qobject_cast<QCPBars*>(view.barsPlot()->plottable(i));
      if (!bars || bars->data()->isEmpty()) continue;  // the key's entries hold no data
      const int d = int(bars->data()->at(0)->key);
      if (bars->brush() == waitBrush()) {
        ++wait;
        QVERIFY(bars->barBelow() && bars->barBelow()->brush() == phaseBrush(dp::Phase::Forward, d));
      } else {
        ++work;
        QCOMPARE(bars->brush(), phaseBrush(dp::Phase::Forward, d));
      }
    }
    QCOMPARE(work, 4);
    QCOMPARE(wait, 4);
    QCOMPARE(view.barsPlot()->legend->itemCount(), 2);
    for (int d = 0; d < 64; ++d) QVERIFY(waitBrush() != phaseBrush(dp::Phase::Forward, d));
    for (auto p : {dp::Phase::Scatter, dp::Phase::Replicate, dp::Phase::Load}) QVERIFY(waitBrush() != phaseBrush(p, 0));
    QCOMPARE(view.ganttPlot()->itemCount(), int(view.timeline().slices.size()));
    QVERIFY(!view.timeline().slices.empty());
    int slices = 0;
    for (int i = 0; i < view.ganttPlot()->itemCount(); ++i) {
      auto* rect = qobject_cast<QCPItemRect*>(view.ganttPlot()->item(i));
      QVERIFY(rect);
      const TimelineSlice& s = view.timeline().slices[std::size_t(i)];
      QCOMPARE(rect->brush(), phaseBrush(s.phase, s.device));
      if (s.phase == dp::Phase::Gather) QCOMPARE(rect->brush(), phaseBrush(dp::Phase::Scatter, 0));
      ++slices;
    }
    QCOMPARE(slices, int(view.timeline().slices.size()));
    // No device's colour passes for a neutral phase.
    for (int d = 0; d < 64; ++d) {
      for (auto p : {dp::Phase::Scatter, dp::Phase::Replicate, dp::Phase::Load}) QVERIFY(phaseBrush(p, 0) != phaseBrush(dp::Phase::Forward, d));
    }
  }

  // Batch 1's cold start is named on the history chart and does not set its scale: the steady
  // state's steps (batch 2 on) fill the chart, the warm-up point lies above it, labelled.
  // The hardware profile's whole name reads where the combo cuts it (the side column is at most
  // 300 px: "8× A100 SXM4 · NVLink 3" is cut at the projector's sizes): a wrapped label under the
  // combo says it whole, and only then.
  void profileNameReadsWhole() {
    TimingsView view;
    view.resize(1000, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    auto* combo = view.findChild<QComboBox*>();
    QVERIFY(combo);
    auto* name = view.findChild<QLabel*>(QStringLiteral("timingsProfileName"));
    QVERIFY(name);
    QFont big = view.font();
    big.setPixelSize(22);  // projector mode's text at 1024×768
    view.setFont(big);
    // In every reading, the measured one (the default) first: the combo shows in all three.
    for (const TimingsReading reading : {TimingsReading::Measured, TimingsReading::Ideal, TimingsReading::Modelled}) {
      view.setReading(reading);
      int cut_seen = 0;
      for (int i = 0; i < combo->count(); ++i) {
        combo->setCurrentIndex(i);
        QCoreApplication::processEvents();
        const QString where = QStringLiteral("reading %1: %2").arg(int(reading)).arg(combo->currentText());
        const bool cut = combo->fontMetrics().horizontalAdvance(combo->currentText()) > combo->width() - 30;
        cut_seen += cut;
        if (cut) {
          QVERIFY2(name->isVisible(), qPrintable(where));
          QCOMPARE(name->text(), combo->currentText());
          QVERIFY2(name->heightForWidth(name->width()) <= name->height() + 1, qPrintable(where));  // wrapped, not cut
        }
      }
      QVERIFY2(cut_seen > 0, qPrintable(QString::number(int(reading))));  // the case this is about occurred
    }
  }

  void historyScaleIsTheSteadyState() {
    TimingsView view;
    view.setDeviceCount(8);
    view.setLanes(simulatedLanes(8));
    StepResult first = staircase();
    first.record.step_ns = 80'000'000;  // 80 ms: threads started, memory touched the first time
    first.record.warm_up = true;         // the engine says so (the run's first step)
    view.showStep(first);
    view.redrawNow();
    QVERIFY(view.warmupLabel()->visible());
    QVERIFY(view.warmupLabel()->text().contains(QStringLiteral("warm-up")));
    QVERIFY(view.historyPlot()->yAxis->range().upper >= 80'000.0);  // alone, batch 1 sets the scale
    const double steady[] = {90.0, 120.0, 100.0};
    for (const double us : steady) {
      StepResult later = staircase();
      later.record.step_ns = std::int64_t(us * 1000);
      view.showStep(later);
    }
    view.redrawNow();
    const QCPRange y = view.historyPlot()->yAxis->range();
    QVERIFY2(y.upper >= 120.0 && y.upper <= 2 * 120.0, qPrintable(QString::number(y.upper)));
    QCOMPARE(view.historyPlot()->graph(0)->dataCount(), 4);  // the warm-up point is kept, above the scale
    QCOMPARE(view.historyPlot()->graph(0)->data()->at(0)->value, 80'000.0);
    QVERIFY(view.warmupLabel()->text().contains(QStringLiteral("↑")));
    QCOMPARE(view.warmupLabel()->position->coords().y(), y.upper);
    view.clearHistory();
    view.redrawNow();
    QVERIFY(!view.warmupLabel()->visible());
    // A first point that the engine does not call warm-up (a later epoch's first batch, a run
    // shown from a later step) is not labelled so.
    StepResult warm = staircase();
    warm.record.step_ns = 90'000;
    view.showStep(warm);
    view.redrawNow();
    QVERIFY(!view.warmupLabel()->visible());
    view.clearHistory();
    // The warm-up reaching into batch 2 (as a real tutorial run does: 235 ms, 12 ms, then ~0.5 ms):
    // the scale is still the steady state's, not batch 2's.
    for (const double us : {235'000.0, 12'000.0, 500.0, 475.0}) {
      StepResult step = staircase();
      step.record.step_ns = std::int64_t(us * 1000);
      step.record.warm_up = us > 200'000.0;
      view.showStep(step);
    }
    view.redrawNow();
    const double top = view.historyPlot()->yAxis->range().upper;
    QVERIFY2(top >= 500.0 && top <= 2 * 500.0, qPrintable(QString::number(top)));
  }

  // The warm-up label stays inside the history chart, whole, at projector text sizes: in a narrow
  // chart it moves left of its batch rather than run past the right edge (at 1024×768 in projector
  // mode "↑ warm-up: 256,685 µs," lost its "µs," there).
  void warmupLabelInsideTheChart() {
    // Widths as the Timings tab has them in 1024×768 and 1920×1080 windows.
    int shortened = 0;
    for (const int width : {1000, 1280, 1900}) {
      TimingsView view;
      view.resize(width, 600);
      view.show();
      QVERIFY(QTest::qWaitForWindowExposed(&view));
      QFont big = view.font();
      big.setPixelSize(22);  // projector mode's text at 1024×768
      view.setFont(big);
      view.setDeviceCount(8);
      view.setLanes(simulatedLanes(8));
      StepResult first = staircase();
      first.record.step_ns = 256'685'000;
      first.record.warm_up = true;
      view.showStep(first);
      for (const double us : {3320.0, 3100.0, 2900.0}) {
        StepResult later = staircase();
        later.record.step_ns = std::int64_t(us * 1000);
        view.showStep(later);
      }
      view.redrawNow();
      view.historyPlot()->replot(QCustomPlot::rpImmediateRefresh);
      QCPItemText* label = view.warmupLabel();
      QVERIFY(label->visible());
      const QRect rect = view.historyPlot()->axisRect()->rect();
      const QString where = QStringLiteral("chart %1 px wide at %2").arg(rect.width()).arg(width);
      QVERIFY2(label->topLeft->pixelPosition().x() >= rect.left() - 1, qPrintable(where));
      QVERIFY2(label->bottomRight->pixelPosition().x() <= rect.right() + 1, qPrintable(where));
      const int text = QFontMetrics(label->font()).boundingRect(QRect(), Qt::AlignLeft, label->text()).width();
      QVERIFY2(label->bottomRight->pixelPosition().x() - label->topLeft->pixelPosition().x() >= text, qPrintable(where));
      shortened += !label->text().contains(QStringLiteral("above the scale"));
    }
    QVERIFY(shortened > 0 && shortened < 3);  // the narrow chart took the short wording, a wide one the long
  }

  // After Reset the step chart holds the new run's batches only.
  void stepChartShowsOnlyTheNewRunAfterReset() {
    QTemporaryDir dir;
    Settings settings(dir.path() + "/s.ini");
    MainWindow w(&settings);
    QVERIFY(w.session()->waitReady());
    QVERIFY(w.session()->runTo(2, AnimPhase::Done, 1.0));
    TimingsView* timings = part<TimingsView>(w, "TimingsView");
    QTRY_COMPARE(timings->historySize(), 2);
    w.applyConfig();  // what Reset (Home) does
    QCOMPARE(timings->historySize(), 0);
    QVERIFY(w.session()->waitReady());
    QVERIFY(w.session()->runTo(1, AnimPhase::Done, 1.0));
    QTRY_COMPARE(timings->historySize(), 1);
    // Nothing of the old run arrives late. The engine thread answers in the order it was asked,
    // so once a request made now has been answered, everything it sent before has arrived: a
    // round trip, not a pause that a slow machine could outlast.
    QSignalSpy answered(w.session()->bridge(), &EngineBridge::cudaDiscovered);
    w.session()->bridge()->requestCudaDiscovery();
    QVERIFY(answered.wait(30000));
    QCoreApplication::processEvents();  // and what those deliveries posted in turn
    QCOMPARE(timings->historySize(), 1);
    timings->redrawNow();  // the throttled redraw moves the pending point into the chart
    QCOMPARE(timings->historyPlot()->graph(0)->dataCount(), 1);
    QCOMPARE(timings->historyPlot()->graph(0)->data()->at(0)->key, 1.0);
  }

};

QTEST_MAIN(TestTimings)
#include "test_timings.moc"
