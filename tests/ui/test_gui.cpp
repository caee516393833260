// The desktop app, offscreen: the tutorial-8 preset run to the end through the real engine
// thread, the log against the engine's lines, GPU count changes, the scene layout for 1..64
// cards, extreme inputs, and the screenshot export.
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "find_part.h"
#include "printout.h"

#include <QComboBox>
#include <QDockWidget>
#include <QTabBar>
#include <QLabel>
#include <QStandardItemModel>

#include "run/backends.h"
#include "panels/controls_panel.h"
#include "stage/dataparallel_view.h"
#include "stage/device_card_item.h"
#include "ddp/ddp_view.h"
#include "shell/gui_options.h"
#include "panels/log_view.h"
#include "shell/main_window.h"
#include "stage/scene_layout.h"
#include "shell/settings.h"
#include "shell/window_layout.h"
#include "thread_count.h"
#include "panels/timings_view.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

class TestGui : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;

  std::unique_ptr<Settings> settings() { return std::make_unique<Settings>(dir_.path() + "/s.ini"); }

 private slots:
  // The CUDA entry is there either way: enabled with the GPUs' name where there are some,
  // otherwise disabled with the reason as its tooltip; the CUDA choice reaches the RunConfig.
  void cudaBackendEntryFollowsDiscovery() {
    auto s = settings();
    MainWindow w(s.get());
    auto* combo = w.controls()->findChild<QComboBox*>("backend");
    QVERIFY(combo);
    QTRY_VERIFY(w.controls()->cudaKnown());  // the engine thread asked the driver
    QCOMPARE(combo->count(), 2);
    const auto* model = qobject_cast<QStandardItemModel*>(combo->model());
    const dp::CudaDiscovery& cuda = dp::discover_cuda();
    QCOMPARE(model->item(1)->isEnabled(), !cuda.devices.empty());
    QCOMPARE(combo->itemData(1, Qt::ToolTipRole).toString(), QString::fromStdString(dp::describe(cuda)));
    QCOMPARE(w.controls()->config().backend, dp::Backend::Simulated);
    dp::RunConfig c = w.controls()->config();
    c.backend = dp::Backend::Cuda;
    w.controls()->setConfig(c);
    QCOMPARE(w.controls()->config().backend, cuda.devices.empty() ? dp::Backend::Simulated : dp::Backend::Cuda);
    if (cuda.devices.empty()) {
      QVERIFY(combo->itemText(1).contains("no CUDA device"));
      return;
    }
    w.applyConfig();  // on a GPU: the cards say what they run on
    QVERIFY(w.session()->waitReady());
    const int physical = int(cuda.devices.size());
    for (int i = 0; i < w.view()->cardCount(); ++i) {
      QCOMPARE(w.view()->cardSubtitle(i).startsWith("virtual"), i >= physical);
    }
  }

  // Cancelling while playing: reset, a new GPU count, closing the window. Each stops cleanly and
  // no thread is left behind (the engine thread and every device worker are joined).
  // Threads that were there before (Qt's own, or an earlier test's still ending) may come and go:
  // what is checked is that none started while the window lived is left after it closed.
  void cancellingWhilePlayingLeavesNoThread() {
    const QSet<QString> before = process_thread_ids();
    QSet<QString> started;  // threads that were not there before, seen while the window played
    {
      auto s = settings();
      MainWindow w(s.get());
      w.controls()->setSpeed(10.0);
      QVERIFY(w.session()->waitReady());
      w.player()->play();
      QTRY_VERIFY(w.player()->batchesShown() >= 1 && w.player()->playing());
      w.player()->restart(w.player()->batchCount(), true);  // reset while playing
      dp::RunConfig c = w.controls()->config();
      c.gpus = 3;  // a new GPU count while playing
      w.controls()->setConfig(c);
      w.player()->play();
      w.applyConfig();
      QVERIFY(w.session()->waitReady());
      QCOMPARE(w.view()->cardCount(), 3);
      w.player()->play();
      QTRY_VERIFY(w.player()->batchesShown() >= 1 && w.player()->playing());
      started = process_thread_ids() - before;
      QVERIFY(started.size() >= 1 + 3);  // the engine thread and the 3 GPUs' workers at least
    }  // the window closes while playing
    QTRY_VERIFY2((process_thread_ids() & started).isEmpty(),
                 qPrintable(QStringList((process_thread_ids() & started).values()).join(' ')));
    QTRY_VERIFY((process_thread_ids() - before).isEmpty());  // nor any other started since
  }

  // The controls show the memory budget; a run over it is refused up front (memory guard).
  void controlsShowTheMemoryBudget() {
    auto s = settings();
    MainWindow w(s.get());
    QVERIFY(w.controls()->memoryText().contains("budget"));
    QVERIFY(!w.controls()->overMemoryBudget());
    dp::RunConfig c = w.controls()->config();
    c.data_size = 10000000;
    c.input_size = 4096;  // 160 GB of data
    w.controls()->setConfig(c);
    QVERIFY(w.controls()->overMemoryBudget());
    QVERIFY(w.controls()->memoryText().contains("over the"));
    w.applyConfig();
    QVERIFY(w.session()->waitReady());
    QVERIFY(part<LogView>(w, "LogView")->text().contains("but the memory budget is"));
  }

  void tutorial8RunsToTheEnd() {
    auto s = settings();
    MainWindow w(s.get());
    w.controls()->selectPreset("tutorial-8");
    w.applyConfig();
    QVERIFY(w.session()->waitReady());
    QCOMPARE(w.player()->batchCount(), 4);
    QSignalSpy completed(w.player(), &Player::batchCompleted);
    std::vector<std::vector<std::int64_t>> chunks;
    int idle_last = -1;
    for (int b = 1; b <= 4; ++b) {
      QVERIFY(w.session()->runTo(b, AnimPhase::Done, 1.0));
      chunks.push_back(w.player()->current()->record.chunk_sizes);
      idle_last = w.view()->idleCardCount();
    }
    QCOMPARE(completed.size(), 4);
    const std::vector<std::int64_t> full{4, 4, 4, 4, 4, 4, 4, 2};
    QCOMPARE(chunks[0], full);
    QCOMPARE(chunks[1], full);
    QCOMPARE(chunks[2], full);
    QCOMPARE(chunks[3], (std::vector<std::int64_t>{2, 2, 2, 2, 2}));
    QCOMPARE(idle_last, 3);  // the final batch of 10 leaves three GPUs idle
    QCOMPARE(w.view()->cardCount(), 8);
    for (int i = 0; i < 8; ++i) QCOMPARE(w.view()->cardSubtitle(i), QString("simulated"));
    // The log holds exactly what PyTorch printed (tests/data/tutorial_8gpu.txt): the header, then per
    // batch its In Model lines in any order (R11.3) and the Outside line last.
    const QStringList log = part<LogView>(w, "LogView")->text().split('\n');
    const QStringList golden = goldenPrintout(8);
    QCOMPARE(log.size(), 1 + 3 * 9 + 6);
    QCOMPARE(batchesSorted(log), batchesSorted(golden));
    QCOMPARE(log.first(), QString("Let's use 8 GPUs!"));
    QCOMPARE(w.session()->printedLines(), log);
    QVERIFY(w.player()->epochDone());
    QCOMPARE(part<TimingsView>(w, "TimingsView")->historySize(), 4);  // step time per batch over the run

    // Exports: the log byte for byte, the trace as Chrome JSON with one named lane per device.
    QVERIFY(w.exportLog(dir_.path() + "/log.txt"));
    QFile saved(dir_.path() + "/log.txt");
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(saved.readAll()), log.join('\n') + '\n');
    QVERIFY(w.exportTrace(dir_.path() + "/trace.json"));
    QFile trace(dir_.path() + "/trace.json");
    QVERIFY(trace.open(QIODevice::ReadOnly));
    int lanes = 0, forwards = 0;
    for (const auto& v : QJsonDocument::fromJson(trace.readAll()).object()["traceEvents"].toArray()) {
      lanes += v.toObject()["name"] == "process_name";
      forwards += v.toObject()["name"] == "forward";
    }
    QCOMPARE(lanes, 9);
    QCOMPARE(forwards, 3 * 8 + 5);
    QString error;
    QVERIFY(!w.exportLog(dir_.path() + "/no/such/folder/log.txt", &error));
    QVERIFY(!error.isEmpty());
  }

  void settingsPersistAndSurviveGarbage() {
    const QString path = dir_.path() + "/persist.ini";
    {
      Settings s(path);
      MainWindow w(&s);
      w.controls()->selectPreset("seven-gpus");
      w.controls()->setSpeed(2.5);
      w.close();
    }
    {
      Settings s(path);
      QCOMPARE(s.preset(), QString("seven-gpus"));
      MainWindow w(&s);
      QCOMPARE(w.controls()->presetId(), QString("seven-gpus"));
      QCOMPARE(w.view()->cardCount(), 7);
    }
    QFile garbage(dir_.path() + "/garbage.ini");
    QVERIFY(garbage.open(QIODevice::WriteOnly));
    garbage.write(QByteArray("\x00\xff[[[run\npreset=\x01\x02\nspeed=nan\n\xfe", 30));
    garbage.close();
    Settings s(garbage.fileName());
    MainWindow w(&s);  // falls back to defaults, and says so
    QCOMPARE(w.controls()->presetId(), QString("tutorial-8"));
    QCOMPARE(s.speed(), 1.0);
    const QString log = part<LogView>(w, "LogView")->text();
    QVERIFY2(log.contains("could not be read ("), qPrintable(log + " | " + s.problems().join(";")));
  }

  void changingGpuCountRebuildsCards() {
    auto s = settings();
    MainWindow w(s.get());
    dp::RunConfig c = w.controls()->config();
    for (int gpus : {1, 3, 64, 7}) {
      c.gpus = gpus;
      w.controls()->setConfig(c);
      w.applyConfig();
      QCOMPARE(w.view()->cardCount(), gpus);
      QVERIFY(w.session()->waitReady());
    }
    QVERIFY(w.session()->runTo(1, AnimPhase::Done, 1.0));
    QCOMPARE(w.view()->idleCardCount(), 1);  // 30 rows on 7 GPUs: 6 chunks of 5
  }

  void layoutNeverOverlaps() {
    for (const QSizeF size : {QSizeF(1024, 768), QSizeF(3840, 2160), QSizeF(500, 300)}) {
      for (int n = 1; n <= 64; ++n) {
        const SceneLayout l = computeSceneLayout(size, n);
        QCOMPARE(int(l.cards.size()), n);
        for (int i = 0; i < n; ++i) {
          QVERIFY(l.cardsArea.adjusted(-0.5, -0.5, 0.5, 0.5).contains(l.cards[std::size_t(i)]));
          QVERIFY(l.cards[std::size_t(i)].width() > 0 && l.cards[std::size_t(i)].height() > 0);
          for (int j = i + 1; j < n; ++j) QVERIFY(!l.cards[std::size_t(i)].intersects(l.cards[std::size_t(j)]));
        }
        QVERIFY(!l.batch.intersects(l.cardsArea) && !l.output.intersects(l.cardsArea));
      }
    }
  }

  void extremeInputsNeitherCrashNorHang_data() {
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("batch");
    QTest::addColumn<int>("data");
    QTest::newRow("64 GPUs") << 64 << 30 << 100;
    QTest::newRow("batch 1") << 8 << 1 << 20;
    QTest::newRow("data 0") << 8 << 30 << 0;
    QTest::newRow("batch larger than data") << 8 << 500 << 100;
  }
  void extremeInputsNeitherCrashNorHang() {
    QFETCH(int, gpus);
    QFETCH(int, batch);
    QFETCH(int, data);
    auto s = settings();
    MainWindow w(s.get());
    dp::RunConfig c = w.controls()->config();
    c.gpus = gpus;
    c.batch_size = batch;
    c.data_size = data;
    w.controls()->setConfig(c);
    w.applyConfig();
    QVERIFY(w.session()->waitReady());
    const qint64 batches = w.player()->batchCount();
    for (int b = 1; b <= std::min<qint64>(batches, 3); ++b) QVERIFY(w.session()->runTo(b, AnimPhase::Done, 1.0));
    if (data == 0) QVERIFY(part<QLabel>(w, "Explanation")->text().size() > 0);  // the engine's error or "nothing to run"
  }

  // --help and --version need no display: the command line is read before the GUI starts. The
  // harness sets QT_QPA_PLATFORM=offscreen; a user's terminal without X has neither it nor DISPLAY.
  void helpAndVersionWorkWithoutADisplay_data() {
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("expected");
    QTest::newRow("--help") << "--help" << "Usage: ";
    QTest::newRow("--version") << "--version" << "dpviz " DPVIZ_VERSION;
    QTest::newRow("bad option") << "--gpus=99" << "";
    QTest::newRow("unknown view") << "--view=nope" << "";
  }
  void helpAndVersionWorkWithoutADisplay() {
    QFETCH(QString, option);
    QFETCH(QString, expected);
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"}) env.remove(name);
    p.setProcessEnvironment(env);
    p.setWorkingDirectory(dir_.path());
    p.start(DPVIZ_GUI, {option});
    QVERIFY(p.waitForFinished(30000));
    const QString out = QString::fromUtf8(p.readAllStandardOutput());
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    if (expected.isEmpty()) {  // refused with one line, still without a display
      QCOMPARE(p.exitCode(), 2);
      const QString refusal = option.startsWith("--view")
                                  ? "dpviz: --view: expected one of run, explorer, timings, scaling, loss, ddp, explorer-ddp, ddp-compare, got 'nope'\n"
                                  : "dpviz: --gpus: expected an integer from 1 to 64, got '99'\n";
      QCOMPARE(err, refusal);
      return;
    }
    QCOMPARE(p.exitCode(), 0);
    QVERIFY2(out.startsWith(expected), qPrintable(out + err));
  }

  void screenshotOptionWritesPng() {
    auto s = settings();
    MainWindow w(s.get());
    GuiOptions o;
    QString error;
    QVERIFY(parseGuiOptions({"dpviz", "--preset", "tutorial-8", "--screenshot", dir_.path() + "/shot.png",
                             "--screenshot-at", "4:scatter"}, &o, &error));
    QVERIFY(applyGuiOptions(o, &w, &error));
    QCOMPARE(takeScreenshot(o, &w), 0);
    QImage image(dir_.path() + "/shot.png");
    QVERIFY(!image.isNull() && image.width() > 500);
    QVERIFY(!parseGuiOptions({"dpviz", "--preset", "nope"}, &o, &error));
    QVERIFY(!parseGuiOptions({"dpviz", "--screenshot-at", "2:fly"}, &o, &error));
  }

  // --backend sim|cuda: cuda only where a CUDA device exists (asked of the engine at parse time),
  // refused in one line otherwise; the window then runs on the CUDA pool.
  void backendOptionNeedsADevice() {
    GuiOptions o;
    QString error;
    QVERIFY(parseGuiOptions({"dpviz", "--backend", "sim"}, &o, &error));
    QVERIFY(!o.cuda);
    QVERIFY(!parseGuiOptions({"dpviz", "--backend", "gpu"}, &o, &error));
    QCOMPARE(error, QString("--backend: expected 'sim' or 'cuda', got 'gpu'"));
    const dp::CudaDiscovery& found = dp::discover_cuda();
    const bool parsed = parseGuiOptions({"dpviz", "--backend", "cuda"}, &o, &error);
    if (found.devices.empty()) {
      QVERIFY(!parsed);
      QCOMPARE(error, "--backend cuda: CUDA backend unavailable: " + QString::fromStdString(dp::describe(found)));
      return;
    }
    QVERIFY(parsed && o.cuda);
    auto s = settings();
    MainWindow w(s.get());
    QVERIFY(applyGuiOptions(o, &w, &error));
    QCOMPARE(w.controls()->config().backend, dp::Backend::Cuda);
  }

  // --view NAME shows a view by a lesson's names (screenshots of the Timings or Scaling tab); a
  // bad name is refused with the names there are.
  void viewOptionShowsATab() {
    GuiOptions o;
    QString error;
    QVERIFY(parseGuiOptions({"dpviz", "--view", "timings"}, &o, &error));
    QCOMPARE(o.view, std::optional(AppView::Timings));
    auto s = settings();
    MainWindow w(s.get());
    QVERIFY(applyGuiOptions(o, &w, &error));
    auto* layout = w.findChild<WindowLayout*>("WindowLayout");
    QCOMPARE(layout->currentView(), AppView::Timings);
    QVERIFY(parseGuiOptions({"dpviz", "--view", "scaling"}, &o, &error));
    QVERIFY(applyGuiOptions(o, &w, &error));
    QCOMPARE(layout->currentView(), AppView::Scaling);
    QVERIFY(!parseGuiOptions({"dpviz", "--view", "stage"}, &o, &error));
    QCOMPARE(error, QString("--view: expected one of run, explorer, timings, scaling, loss, ddp, explorer-ddp, ddp-compare, got 'stage'"));
    QVERIFY(!parseGuiOptions({"dpviz", "--view"}, &o, &error));
    QVERIFY(!error.isEmpty());
    // The DDP tab's DataParallel vs DDP page, and back to its ring.
    QVERIFY(parseGuiOptions({"dpviz", "--view", "ddp-compare"}, &o, &error));
    QVERIFY(applyGuiOptions(o, &w, &error));
    QCOMPARE(layout->currentView(), AppView::DdpCompare);
    QVERIFY(w.ddpView()->comparePageShown());
    QVERIFY(parseGuiOptions({"dpviz", "--view", "ddp"}, &o, &error));
    QVERIFY(applyGuiOptions(o, &w, &error));
    QCOMPARE(layout->currentView(), AppView::Ddp);
    QVERIFY(!w.ddpView()->comparePageShown());
    // One name per view, read back as written, and every view shown is reported as itself.
    for (std::size_t i = 0; i < kAppViewNames.size(); ++i) {
      const AppView v = AppView(i);
      QCOMPARE(parseAppView(appViewName(v)), std::optional(v));
      layout->showView(v);
      QCOMPARE(layout->currentView(), v);
    }
    QVERIFY(!parseAppView(QStringLiteral("Timings")));
  }

  // --tutorial puts the tutorial pane in front of the controls, which share its place in a narrow window.
  void tutorialOptionShowsThePane() {
    GuiOptions o;
    QString error;
    QVERIFY(parseGuiOptions({"dpviz", "--window-size", "1024x768", "--tutorial"}, &o, &error));
    QVERIFY(o.tutorial);
    auto s = settings();
    MainWindow w(s.get());
    QVERIFY(applyGuiOptions(o, &w, &error));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto* pane = w.findChild<QDockWidget*>("TutorialDock");
    auto* controls = w.findChild<QDockWidget*>("ControlsDock");
    QVERIFY(pane && controls);
    QVERIFY(w.tabifiedDockWidgets(controls).contains(pane));  // one place for both at 1024 pixels
    // The main window's tab bar for the shared place: the tutorial's tab is the current one.
    const auto current = [&] {
      for (QTabBar* bar : w.findChildren<QTabBar*>()) {
        if (bar->parent() == &w && bar->count() == 2) return bar->tabText(bar->currentIndex());
      }
      return QString();
    };
    QTRY_COMPARE(current(), pane->windowTitle());
  }

  // --timings-reading picks the Timings tab's reading; a bad name is refused with the names there are.
  void timingsReadingOption() {
    GuiOptions o;
    QString error;
    QVERIFY(parseGuiOptions({"dpviz", "--view", "timings", "--timings-reading", "modelled"}, &o, &error));
    QCOMPARE(o.timingsReading, std::optional(TimingsReading::Modelled));
    auto s = settings();
    MainWindow w(s.get());
    QVERIFY(applyGuiOptions(o, &w, &error));
    auto* timings = w.findChild<TimingsView*>();
    QVERIFY(timings->modelled() && !timings->ideal());
    QCOMPARE(timings->reading(), TimingsReading::Modelled);
    QVERIFY(parseGuiOptions({"dpviz", "--timings-reading", "ideal"}, &o, &error));
    QVERIFY(applyGuiOptions(o, &w, &error));
    QVERIFY(!timings->modelled() && timings->ideal());
    QVERIFY(!parseGuiOptions({"dpviz", "--timings-reading", "model"}, &o, &error));
    QCOMPARE(error, QString("--timings-reading: expected one of measured, ideal, modelled, got 'model'"));
    QVERIFY(parseGuiOptions({"dpviz", "--timings-reading", "measured"}, &o, &error));
    QVERIFY(applyGuiOptions(o, &w, &error));
    QVERIFY(!timings->modelled() && !timings->ideal());
    // One name per reading, read back as written.
    for (const TimingsReading r : {TimingsReading::Measured, TimingsReading::Ideal, TimingsReading::Modelled}) {
      QCOMPARE(parseTimingsReading(timingsReadingName(r)), std::optional(r));
    }
    QVERIFY(!parseTimingsReading(QStringLiteral("Ideal")));
  }
};

QTEST_MAIN(TestGui)
#include "test_gui.moc"
