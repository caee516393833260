// The lessons in the app, offscreen: the rules explorer (every heat-map cell against the engine's
// chunk rule, hover text, click to run), its other-dims, epoch and DDP pages (R1.3, R12.1, R13),
// the explorer's click keeping the data size and its ring on the current setting, its fit in a
// 1024-wide window, the tutorial companion (run-this-step with its feedback and highlighted step,
// the 2/3/8-GPU comparison reporting a full match, zh/en), and every pitfall scenario producing
// its exact message text and a scene that agrees with it.
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>
#include <functional>
#include <qcustomplot.h>

#include "find_part.h"
#include "parallel/balance.h"
#include "core/chunk.h"
#include "panels/controls_panel.h"
#include "stage/dataparallel_view.h"
#include "stage/device_card_item.h"
#include "explorer/cell_batch_view.h"
#include "explorer/ddp_page.h"
#include "explorer/dims_page.h"
#include "explorer/epoch_page.h"
#include "shell/gui_options.h"
#include "stage/explanation.h"
#include "common/language.h"
#include "common/no_break.h"
#include "panels/log_view.h"
#include "shell/main_window.h"
#include "shell/lesson_runs.h"
#include "lessons/pitfall_panel.h"
#include "lessons/pitfalls.h"
#include "explorer/rules_explorer.h"
#include "panels/scaling_view.h"
#include "parallel/scatter_gather.h"
#include "lessons/tutorial_pane.h"
#include "run/tutorial.h"

class TestLessons : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;

  std::unique_ptr<Settings> settings() { return std::make_unique<Settings>(dir_.path() + "/s.ini"); }

  // Waits for `done`, moving the animation on while it plays (Player::tick: what the timer does
  // with the time that passed times the speed) instead of waiting for the teaching pace. What the
  // stage shows and the log prints is the same, only sooner (at 1× a batch takes its captions'
  // reading time, over 30 s); the engine still computes each batch on its thread.
  static bool driveUntil(MainWindow& w, const std::function<bool()>& done, int timeout_ms = 30000) {
    return QTest::qWaitFor([&] {
      if (w.player()->playing()) w.player()->tick(30.0);
      return done();
    }, timeout_ms);
  }
  static bool driveToEpochEnd(MainWindow& w) {
    return driveUntil(w, [&] { return w.player()->epochDone(); });
  }

  // Waits until the scenario's run has shown `batch` batches and paused (or the epoch ended).
  static bool waitBatch(MainWindow& w, int batch) {
    return driveUntil(w, [&] {
      return w.player()->batchesShown() >= batch && (!w.player()->playing() || w.player()->epochDone()) &&
             w.player()->phase() == AnimPhase::Done;
    });
  }

 private slots:
  void initTestCase() { Language::apply("en"); }

  // Every cell (batch 1..256 × GPUs 1..64) in each mode equals the engine's chunk rule.
  void explorerCellsEqualChunkRule_R1_2() {
    RulesExplorer e;
    for (auto mode : {RulesExplorer::Mode::DevicesUsed, RulesExplorer::Mode::Imbalance, RulesExplorer::Mode::IdleDevices}) {
      e.setMode(mode);
      for (int g = 1; g <= RulesExplorer::kMaxGpus; ++g) {
        for (int b = 1; b <= RulesExplorer::kMaxBatch; ++b) {
          const auto sizes = dp::chunk_sizes(b, g);
          const double want = mode == RulesExplorer::Mode::DevicesUsed ? double(sizes.size())
                              : mode == RulesExplorer::Mode::IdleDevices ? double(g - int(sizes.size()))
                                                                         : double(sizes.front()) / double(sizes.back());
          if (e.cellValue(b, g) != want) QFAIL(qPrintable(QString("batch %1 on %2").arg(b).arg(g)));
        }
      }
    }
    QCOMPARE(e.cellText(30, 7), QString("batch 30 on 7 GPUs: [5, 5, 5, 5, 5, 5]\n⌈30/7⌉ = 5 → 6 chunks of 5; GPU 6 idle"));
    QCOMPARE(e.cellText(10, 8), QString("batch 10 on 8 GPUs: [2, 2, 2, 2, 2]\n⌈10/8⌉ = 2 → 5 chunks of 2; GPUs 5–7 idle"));
    QCOMPARE(e.cellText(30, 8), QString("batch 30 on 8 GPUs: [4, 4, 4, 4, 4, 4, 4, 2]\n⌈30/8⌉ = 4 → 8 chunks: 7 of 4 and the last of 2"));
  }

  // Hovering works the rule through; clicking a cell shows its batch in the explorer; its button runs
  // that batch in the main view, keeps the data size (the epoch is still the controls' one), says so in the log, and the ring follows.
  void explorerHoverAndClickRunsTheCell() {
    auto s = settings();
    MainWindow w(s.get());
    w.resize(1400, 900);
    w.show();
    w.centreTabs()->setCurrentWidget(w.explorer());
    QCustomPlot* plot = w.explorer()->plot();
    QTRY_VERIFY(plot->isVisible() && plot->width() > 100);
    QVERIFY(w.session()->waitReady());
    QCOMPARE(w.explorer()->markerCoords(), QPointF(30, 8));  // the preset's batch 30 on 8 GPUs
    // The window may still settle its docks: aim at the cell as the plot is laid out now.
    QPoint pos;
    auto hoverCell = [&] {
      plot->replot(QCustomPlot::rpImmediateRefresh);
      pos = QPoint(qRound(plot->xAxis->coordToPixel(30)), qRound(plot->yAxis->coordToPixel(7)));
      QTest::mouseMove(plot, pos);
      return w.explorer()->cellAt(pos) == QPoint(30, 7) && w.explorer()->hoverLabel()->text().contains("GPU 6 idle");
    };
    QTRY_VERIFY(hoverCell());
    // Seen once: the click shows the cell's batch in the explorer itself; the window's settings, the
    // tab and the player stay as they were.
    const dp::RunConfig before = w.controls()->config();
    const QString presetBefore = w.controls()->presetId();
    QCOMPARE(presetBefore, QString("tutorial-8"));
    const bool playingBefore = w.player()->playing();
    QTest::mouseClick(plot, Qt::LeftButton, {}, pos);
    QCoreApplication::processEvents();
    CellBatchView* cell = w.explorer()->cellView();
    QCOMPARE(cell->batch(), 30);
    QCOMPARE(cell->gpus(), 7);
    QCOMPARE(cell->bar()->facts().chunk_sizes, (std::vector<std::int64_t>{5, 5, 5, 5, 5, 5}));
    QVERIFY2(cell->text()->text().contains("GPU 6 idle"), qPrintable(cell->text()->text()));
    QVERIFY(cell->bar()->chunkRect(5).width() > 0 && cell->bar()->chunkRect(6).isEmpty());
    QCOMPARE(w.controls()->config().batch_size, before.batch_size);
    QCOMPARE(w.controls()->config().gpus, before.gpus);
    QCOMPARE(w.controls()->config().data_size, before.data_size);
    QCOMPARE(w.controls()->presetId(), presetBefore);
    QCOMPARE(w.session()->config().gpus, 8);
    QCOMPARE(w.player()->playing(), playingBefore);
    QCOMPARE(w.centreTabs()->currentWidget(), static_cast<QWidget*>(w.explorer()));
    QCOMPARE(w.explorer()->markerCoords(), QPointF(30, 8));
    // Asked in words, the cell runs in the Run tab.
    QVERIFY(cell->runButton()->isEnabled());
    cell->runButton()->click();
    QVERIFY(w.session()->waitReady());
    QCOMPARE(w.centreTabs()->currentIndex(), 0);
    QCOMPARE(w.controls()->config().batch_size, std::int64_t(30));
    QCOMPARE(w.controls()->config().gpus, 7);
    QCOMPARE(w.controls()->config().data_size, std::int64_t(100));  // not silently 30
    LogView* log = part<LogView>(w, "LogView");
    QVERIFY2(log->text().contains("Rules explorer: batch size 30 on 7 GPUs; the first batch runs. Data size 100 and "
                                  "the other settings are kept."), qPrintable(log->text()));
    QCOMPARE(w.explorer()->markerCoords(), QPointF(30, 7));
    QVERIFY(w.explorer()->markerShown());
    QVERIFY(waitBatch(w, 1));
    QCOMPARE(w.player()->current()->record.chunk_sizes, (std::vector<std::int64_t>{5, 5, 5, 5, 5, 5}));
    QCOMPARE(w.player()->batchCount(), 4);  // 100 samples in batches of 30
    QCOMPARE(w.view()->idleCardCount(), 1);
    // A batch larger than the data: the data size grows to one batch, and the log says why.
    part<LessonRuns>(w, "LessonRuns")->runCell(200, 3);
    QVERIFY(w.session()->waitReady());
    QCOMPARE(w.controls()->config().data_size, std::int64_t(200));
    QVERIFY2(log->text().contains("Changed: data size raised from 100 to 200, so that one batch of 200 rows exists."),
             qPrintable(log->text()));
    QCOMPARE(w.explorer()->markerCoords(), QPointF(200, 3));
    // Edited in the controls: the ring follows; beyond the map it hides and the text says so.
    dp::RunConfig c = w.controls()->config();
    c.batch_size = 500;
    c.data_size = 1000;
    w.controls()->setConfig(c);
    w.applyConfig();
    QVERIFY(!w.explorer()->markerShown());
    QVERIFY(w.explorer()->hoverLabel()->text().contains("batch 500 on 3 GPUs, is beyond the map"));
  }

  // In a 1024 × 768 window the heat map is whole (every batch 1–256, every GPU count) with its
  // colour bar, the map sharing the pages' tabs; the DDP table's headers are not cut.
  void explorerFitsA1024Window() {
    auto s = settings();
    MainWindow w(s.get());
    w.resize(1024, 768);
    w.show();
    w.centreTabs()->setCurrentWidget(w.explorer());
    QTRY_VERIFY(w.explorer()->plot()->isVisible());
    QVERIFY2(w.width() <= 1024, qPrintable(QString::number(w.width())));
    QVERIFY(w.explorer()->narrow());
    QCustomPlot* plot = w.explorer()->plot();
    plot->replot(QCustomPlot::rpImmediateRefresh);
    QVERIFY(plot->xAxis->range().lower <= 1 && plot->xAxis->range().upper >= RulesExplorer::kMaxBatch);
    QVERIFY(plot->yAxis->range().lower <= 1 && plot->yAxis->range().upper >= RulesExplorer::kMaxGpus);
    const QRect inside = plot->rect();
    QVERIFY(inside.contains(plot->axisRect()->outerRect()));
    auto* scale = qobject_cast<QCPColorScale*>(plot->plotLayout()->element(0, 1));
    QVERIFY(scale);
    QVERIFY2(inside.contains(scale->outerRect()) && scale->outerRect().width() > 30,
             qPrintable(QString("%1 in %2").arg(scale->outerRect().width()).arg(inside.width())));
    // The DDP page: each header as wide as its longest line.
    auto* pages = w.explorer()->findChild<QTabWidget*>();
    pages->setCurrentWidget(w.explorer()->ddpPage());
    QTRY_VERIFY(w.explorer()->ddpPage()->isVisible());
    QTableWidget* table = w.explorer()->ddpPage()->table();
    for (int c = 0; c < 3; ++c) {
      const QFontMetrics fm(table->horizontalHeader()->font());
      int text = 0;
      for (const QString& line : table->horizontalHeaderItem(c)->text().split('\n')) text = std::max(text, fm.horizontalAdvance(line));
      QVERIFY2(table->horizontalHeader()->sectionSize(c) >= text, qPrintable(table->horizontalHeaderItem(c)->text()));
    }
    QVERIFY(table->columnViewportPosition(2) + table->columnWidth(2) <= table->viewport()->width());
  }

  void dimsPage_R1_3() {
    DimsPage p;
    p.setInput({.gpus = 3});
    p.setShape("4, 10, 3", -2);
    QVERIFY2(p.resultText().contains("GPU 2: [4, 2, 3]"), qPrintable(p.resultText()));
    p.setShape("4, 10, 3", 3);
    QCOMPARE(p.resultText(), QString("IndexError: Dimension out of range (expected to be in range of [-3, 2], but got 3)"));
    p.setShape("4, x", 0);
    QVERIFY(p.resultText().startsWith("Enter the sizes"));
  }

  void epochPage_R12_1() {
    EpochPage p;
    p.setInput({100, 30, 8, false});
    QCOMPARE(p.table()->rowCount(), 4);
    QCOMPARE(p.table()->item(3, 1)->text(), QString("10"));
    QCOMPARE(p.table()->item(3, 2)->text(), QString("[2, 2, 2, 2, 2]"));
    QVERIFY(p.table()->item(3, 3)->text().endsWith("GPUs 5–7 idle"));
    p.setInput({100, 30, 8, true});
    QCOMPARE(p.table()->rowCount(), 3);
    QVERIFY(p.summary().contains("drop_last drops the last 10 rows"));
    p.setInput({5000000, 1, 8, false});  // a huge epoch is listed in part, and says so
    QCOMPARE(p.table()->rowCount(), EpochPage::kMaxRows);
  }

  // R13.3's example: 10 samples on 4 ranks, padded by wrapping.
  void ddpPage_R13() {
    DdpPage p;
    p.setInput({10, 30, 4, false, false});
    const std::vector<std::vector<std::int64_t>> want{{0, 4, 8}, {1, 5, 9}, {2, 6, 0}, {3, 7, 1}};
    QCOMPARE(p.rankIndices(), want);
    QVERIFY(p.contrast().startsWith("DataParallel splits each batch; DDP splits the dataset."));
    QVERIFY(p.contrast().contains("2 indexes repeated"));
    p.setInput({10, 30, 4, true, false});
    QCOMPARE(p.rankIndices()[3], (std::vector<std::int64_t>{3, 7}));
    QCOMPARE(p.table()->item(0, 1)->text(), QString("3 = 3 rows"));  // one batch of 10: ⌈10/4⌉ = 3 → 3, 3, 3, 1
    p.setInput({100, 30, 8, false, false});  // batches 30, 30, 30, 10: GPU 7 gets the short chunks, then none
    QCOMPARE(p.table()->item(7, 1)->text(), QString("2 + 2 + 2 + 0 = 6 rows"));
    QCOMPARE(p.table()->item(7, 2)->text(), QString("13"));  // R13.4: 100 over 8 ranks → 13 each
  }

  // The companion's comparison with the tutorial's printout: a full match on 2, 3 and 8 GPUs.
  void companionComparisonMatches_R11_3_data() {
    QTest::addColumn<int>("gpus");
    for (int g : {2, 3, 8}) QTest::addRow("%d GPUs", g) << g;
  }
  void companionComparisonMatches_R11_3() {
    QFETCH(int, gpus);
    auto s = settings();
    MainWindow w(s.get());
    w.controls()->setSpeed(10.0);
    TutorialPane* pane = part<TutorialPane>(w, "TutorialPane");
    pane->setCompareGpus(gpus);
    QTest::mouseClick(pane->runButton(7), Qt::LeftButton);
    QVERIFY(driveUntil(w, [&] { return pane->comparison().full_match; }));
    const int lines = int(TutorialPane::expectedPrintout(gpus).size());
    QCOMPARE(pane->comparisonTable()->rowCount(), lines);
    QCOMPARE(pane->comparisonSummary(), QString("%1 GPUs: all %2 lines match the tutorial.").arg(gpus).arg(lines));
  }

  // "Run this step" drives the engine and says what it did under the button; the section last
  // run is highlighted, and while the epoch plays the loop's section is.
  void companionRunThisStep() {
    auto s = settings();
    MainWindow w(s.get());
    w.controls()->setSpeed(10.0);
    TutorialPane* pane = part<TutorialPane>(w, "TutorialPane");
    dp::RunConfig odd = w.controls()->config();
    odd.batch_size = 7;
    w.controls()->setConfig(odd);
    QCOMPARE(pane->statusText(1), QString());
    QTest::mouseClick(pane->runButton(1), Qt::LeftButton);  // imports and parameters
    QCOMPARE(pane->currentSection(), 1);
    QCOMPARE(w.controls()->config().batch_size, std::int64_t(30));
    QCOMPARE(w.controls()->config().input_size, std::int64_t(5));
    QVERIFY(w.session()->waitReady());
    QTRY_COMPARE(pane->statusText(1), QString("Done: the parameters are set (input_size 5, output_size 2, batch_size 30, "
                                              "data_size 100) on 8 GPUs."));
    QTest::mouseClick(pane->runButton(2), Qt::LeftButton);  // the device
    QCOMPARE(pane->currentSection(), 2);
    QVERIFY(w.session()->waitReady());
    QTRY_COMPARE(pane->statusText(2), QString("Done: 8 GPUs, the cards in the scene (cuda:0 … cuda:7); device = cuda:0."));
    QTest::mouseClick(pane->runButton(3), Qt::LeftButton);  // the dataset: batch 1 drawn
    QTRY_VERIFY(w.player()->batchesShown() == 1 && w.player()->phase() == AnimPhase::Load);
    QVERIFY(!w.player()->playing());
    QTRY_COMPARE(pane->statusText(3), QString("Done: the first batch is drawn from the data: 30 rows of input_size 5, batch 1 of 4."));
    QCOMPARE(pane->currentSection(), 3);
    QTest::mouseClick(pane->runButton(5), Qt::LeftButton);  // the wrapped model
    QVERIFY(w.session()->waitReady());
    QTRY_COMPARE(pane->statusText(5), QString("Done: 8 GPUs, so the model is wrapped in DataParallel; the log shows "
                                              "“Let's use 8 GPUs!”."));
    w.player()->play();  // Space, not the pane's button: the pane follows the run into the loop
    QTRY_COMPARE(pane->currentSection(), 6);
    QVERIFY(driveToEpochEnd(w));
    QTRY_COMPARE(pane->statusText(6), QString("Done: 4 batches ran; the log holds what they printed."));
    QTest::mouseClick(pane->runButton(6), Qt::LeftButton);  // for data in rand_loader
    QTRY_VERIFY(pane->statusText(6).startsWith("Running: batch ") || pane->statusText(6) == "Working…");
    QVERIFY(driveToEpochEnd(w));
    QCOMPARE(w.session()->printedLines().last(), QString("Outside: input size torch.Size([10, 5]) output_size torch.Size([10, 2])"));
    QTRY_COMPARE(pane->statusText(6), QString("Done: 4 batches ran; the log holds what they printed."));
    // One GPU: not wrapped, and the pane says so.
    dp::RunConfig one = w.controls()->config();
    one.gpus = 1;
    w.controls()->setConfig(one);
    QTest::mouseClick(pane->runButton(5), Qt::LeftButton);
    QVERIFY(w.session()->waitReady());
    QTRY_COMPARE(pane->statusText(5), QString("Done: one GPU, so the model is not wrapped: no DataParallel, no header."));
  }

  // The companion follows the language: the notebook's own Chinese titles.
  void companionSpeaksBothLanguages() {
    TutorialPane pane;
    auto shows = [&pane](const QString& text) {
      for (auto* l : pane.findChildren<QLabel*>()) {
        if (no_break::plain(l->text()) == text) return true;
      }
      return false;
    };
    Language::apply("zh_CN");  // the LanguageChange event arrives through the event loop
    QTRY_VERIFY(shows("导入和参数"));
    QVERIFY(shows("创建一个模型和数据并行"));
    QCOMPARE(pane.sectionHeading(2), QString("设备（Device）"));
    Language::apply("en");
    QTRY_VERIFY(shows("Imports and parameters"));
  }

  // The Scaling tab measures on the engine thread and plots both series on log axes.
  void scalingPlotMeasuresOnTheEngineThread() {
    auto s = settings();
    MainWindow w(s.get());
    QVERIFY(w.session()->waitReady());
    ScalingView* scaling = part<ScalingView>(w, "ScalingView");
    QVERIFY(scaling->record().bundled);  // the bundled example until this computer has measured
    QTest::mouseClick(scaling->measureButton(), Qt::LeftButton);
    QVERIFY(!scaling->measureButton()->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(!scaling->record().bundled, 60000);
    QVERIFY(scaling->plotShown());
    QVERIFY2(scaling->conclusion().startsWith("On this machine a step on 8 simulated GPUs takes "), qPrintable(scaling->conclusion()));
    QCOMPARE(scaling->points().size(), std::size_t(14));
    QCOMPARE(scaling->plot()->graph(0)->dataCount(), 7);  // 1..64 GPUs
    for (const auto& p : scaling->points()) QVERIFY(p.step_us > 0 && p.plain_us > 0);
    scaling->setVersusDevices(false);
    QCOMPARE(scaling->plot()->graph(0)->data()->at(6)->key, 65536.0);  // batch 30 → 65536
    QVERIFY(scaling->measureButton()->isEnabled());
  }

  void commandLineStartsALesson() {
    GuiOptions o;
    QString error;
    QVERIFY(parseGuiOptions({"dpviz", "--pitfall", "print-order", "--explorer"}, &o, &error));
    QCOMPARE(o.pitfall, QString("print-order"));
    QVERIFY(o.explorer);
    QVERIFY(!parseGuiOptions({"dpviz", "--pitfall", "nope"}, &o, &error));
    QVERIFY2(error.startsWith("unknown pitfall 'nope'; expected one of batch-lt-gpus, "), qPrintable(error));
  }

  // dpviz --pitfall NAME --screenshot works for every pitfall in both languages: the shot is taken
  // at the pitfall's own batch (last-batch starts at batch 4: batch 1 cannot be reached).
  void pitfallScreenshots_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("language");
    for (const Pitfall& p : pitfalls()) {
      for (const char* language : {"en", "zh_CN"}) QTest::addRow("%s %s", p.id, language) << QString::fromLatin1(p.id) << language;
    }
  }
  void pitfallScreenshots() {
    QFETCH(QString, id);
    QFETCH(QString, language);
    Language::apply(language);
    const QString png = dir_.filePath(id + "-" + language + ".png");
    GuiOptions o;
    QString error;
    QVERIFY2(parseGuiOptions({"dpviz", "--pitfall", id, "--window-size", "1024x768", "--screenshot", png}, &o, &error),
             qPrintable(error));
    auto s = settings();
    MainWindow w(s.get());
    QVERIFY2(applyGuiOptions(o, &w, &error), qPrintable(error));
    QCOMPARE(takeScreenshot(o, &w), 0);
    QCOMPARE(QImage(png).size(), QSize(1024, 768));
    QCOMPARE(w.player()->batchesShown(), qint64(findPitfall(id)->batch));
    Language::apply("en");
  }

  // Each pitfall runs and shows its exact text: PyTorch's where PyTorch prints one.
  void pitfallScenarios_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("log_text");
    QTest::addColumn<int>("idle");
    QTest::addColumn<QString>("panel_text");  // what the banner must say about this run
    QTest::newRow("batch < GPUs") << "batch-lt-gpus" << "" << 5 << "⌈3/8⌉ = 1 row per chunk, so only 3 chunks";
    QTest::newRow("7 GPUs") << "seven-gpus" << "" << 1 << "⌈30/7⌉ = 5 rows per chunk, and 30/5 = 6 chunks";
    QTest::newRow("last batch") << "last-batch" << "Outside: input size torch.Size([10, 5]) output_size torch.Size([10, 2])" << 3
                                << "5 chunks, so 3 GPUs are idle";
    QTest::newRow("unbalanced") << "unbalanced"
                                << QString("UserWarning: ") + QString::fromStdString(dp::imbalance_warning(3, 0)).trimmed()
                                << 0 << "GPU 3 has half the memory and half the cores of GPU 0";
    QTest::newRow("scalar") << "scalar-output" << QString("UserWarning: ") + dp::kScalarGatherWarning << 0
                            << "one value per replica, torch.Size([4])";
    QTest::newRow("replica raises") << "replica-raises" << "Caught ValueError in replica 2 on device 2." << -1
                                    << "\"Caught ValueError in replica 2 on device 2.\"";
    QTest::newRow("print order") << "print-order" << "" << 0 << "concatenated in replica order";
    QTest::newRow("GPU 0 memory") << "gpu0-memory" << "" << 0 << "cuda:0, which also holds the original model";
  }
  void pitfallScenarios() {
    QFETCH(QString, id);
    QFETCH(QString, log_text);
    QFETCH(int, idle);
    QFETCH(QString, panel_text);
    auto s = settings();
    MainWindow w(s.get());
    w.controls()->setSpeed(10.0);
    QVERIFY(w.runPitfall(id));
    const Pitfall* p = findPitfall(id);
    PitfallPanel* panel = part<PitfallPanel>(w, "PitfallPanel");
    LogView* log_view = part<LogView>(w, "LogView");
    QVERIFY(panel->isVisibleTo(&w));
    QVERIFY2(panel->explanationText().contains(panel_text), qPrintable(panel->explanationText()));
    if (idle < 0) {  // the step fails: the scene shows it, the log shows PyTorch's wrapper text once
      QVERIFY(driveUntil(w, [&] { return log_view->text().contains(log_text); }));
      QVERIFY(w.player()->failed() && w.player()->epochDone());
      const QString log = log_view->text();
      QCOMPARE(log.count("Caught ValueError"), 1);
      // "(see the log)": the panel shows the error's first line too (projector mode hides the log).
      QCOMPARE(panel->logText(), QString("The log: Caught ValueError in replica 2 on device 2."));
      // 30 rows on 4 GPUs: [8, 8, 8, 6]; replicas 0, 1 and 3 printed before DataParallel raised
      QCOMPARE(log.count("\tIn Model: input size torch.Size([8, 5]) output size torch.Size([8, 2])"), 2);
      QCOMPARE(log.count("\tIn Model: input size torch.Size([6, 5]) output size torch.Size([6, 2])"), 1);
      QVERIFY(!log.contains("Outside:"));  // the exception ends the loop before its print
      const auto cards = w.view()->cards();
      QCOMPARE(int(cards.size()), 4);
      for (const DeviceCardItem* card : cards) {
        QCOMPARE(card->state(), card->device() == 2 ? DeviceCardItem::State::Failed : DeviceCardItem::State::Done);
      }
      w.player()->play();  // nothing more to play: the epoch ended with the exception
      QVERIFY(!w.player()->playing());
      QCOMPARE(explainPhase(*w.player(), 4), QString("Failed: DataParallel re-raised replica 2's error (Caught ValueError in replica 2 on "
                                        "device 2.); the batch has no output and the loop ends."));
      return;
    }
    QVERIFY(waitBatch(w, p->batch));
    if (!log_text.isEmpty()) QVERIFY2(log_view->text().contains(log_text), qPrintable(log_view->text()));
    // What the explanation says to see in the log, the panel shows as well (projector mode hides
    // the log), and only then.
    const bool points_at_log = panel->explanationText().contains("(see the log)");
    QCOMPARE(!panel->logText().isEmpty(), points_at_log);
    if (points_at_log) QVERIFY2(panel->logText().contains(log_text.simplified()), qPrintable(panel->logText()));
    QCOMPARE(w.view()->idleCardCount(), idle);
    if (id == "scalar-output") QCOMPARE(w.player()->current()->record.output, dp::Shape{4});
    if (id == "unbalanced") {
      // The slowest card, as this run's measured forward times say (whichever it was), is named
      // under the explanation; only this scenario names one.
      const dp::BatchRecord& rec = w.player()->current()->record;
      std::size_t longest = 0;
      for (std::size_t r = 1; r < rec.forward_ns.size(); ++r) {
        if (rec.forward_ns[r] > rec.forward_ns[longest]) longest = r;
      }
      const int slowest = rec.devices[longest];
      // Every GPU gets the same chunk, as the explanation says (32 rows on 4 GPUs).
      QCOMPARE(rec.chunk_sizes, (std::vector<std::int64_t>{8, 8, 8, 8}));
      QCOMPARE(panel->slowest(), slowest);
      QVERIFY2(panel->explanationText().endsWith(
                   QStringLiteral("In this run, cuda:%1 was the slowest.").arg(slowest)),
               qPrintable(panel->explanationText()));
    } else {
      QCOMPARE(panel->slowest(), -1);
    }
    if (id == "gpu0-memory") {
      const auto& m = w.player()->current()->record.memory;
      QCOMPARE(int(m.size()), 4);  // 4 GPUs: cards with room for the peak memory at 1024×768
      for (std::size_t d = 1; d < m.size(); ++d) QVERIFY(m[0].peak_bytes > m[d].peak_bytes);
    }
    if (id == "print-order") {
      // Several fresh runs of the first batch: each prints every replica once, in whatever order
      // they finished (that it differs between runs is not asserted: that would be timed), and
      // the output checksum is always the one of the same batch through the unwrapped model on
      // one device (computed another way: no scatter, no gather).
      QCOMPARE(p->repeats, 5);
      QVERIFY(driveUntil(w, [&] { return panel->repeatsTable()->rowCount() == p->repeats; }));
      dp::RunConfig one = p->config;
      one.gpus = 1;
      one.output_checksum = true;
      const QString reference = QStringLiteral("%1").arg(dp::Tutorial(one).step().output_checksum, 16, 16, QLatin1Char('0'));
      const QTableWidget* table = panel->repeatsTable();
      for (int r = 0; r < p->repeats; ++r) {
        QCOMPARE(table->item(r, 2)->text(), reference);
        QStringList order = table->item(r, 1)->text().split(QStringLiteral(", "));
        std::sort(order.begin(), order.end());
        QCOMPARE(order, (QStringList{"0", "1", "2", "3", "4", "5", "6", "7"}));
      }
    }
    // Editing a control by hand ends the scenario.
    emit w.controls()->configChanged();
    QVERIFY(!panel->isVisibleTo(&w));
  }
};

QTEST_MAIN(TestLessons)
#include "test_lessons.moc"
