// Every caption true: each bundled lesson stop and each pitfall, at its promised batch
// and phase, in projector mode and windowed at 1024×768: the view its caption names is the one
// shown (the centre's current page, not clipped), and what the caption names is drawn: the peak
// memory on cuda:0's card, the loss curve, the ranks' shards on the DDP ring's cards, the explorer's
// DDP table with the caption's numbers. The DDP tab runs a recorded stream (a fake mpirun); a stop
// with its own recording (the pulled link of resources/ddp) replays that, and its caption tells what
// the recorded events show.
#include <QFile>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTableWidget>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>

#include "common/language.h"
#include "ddp/ddp_compare.h"
#include "ddp/ddp_error_words.h"
#include "ddp/ddp_ring_view.h"
#include "ddp/ddp_view.h"
#include "explorer/ddp_page.h"
#include "explorer/rules_explorer.h"
#include "find_part.h"
#include "lessons/lesson_banner.h"
#include "lessons/lesson_controller.h"
#include "lessons/pitfall_panel.h"
#include "lessons/pitfalls.h"
#include "panels/loss_view.h"
#include "panels/scaling_view.h"
#include "panels/timings_view.h"
#include <qcustomplot.h>
#include "session/run_session.h"
#include "shell/main_window.h"
#include "shell/predict_runs.h"
#include "shell/projector_bars.h"
#include "shell/settings.h"
#include "shell/window_layout.h"
#include "stage/dataparallel_view.h"
#include "stage/device_card_item.h"

namespace {

const QStringList kBundled = {":/lessons/tutorial.dpviz", ":/lessons/last-batch.dpviz", ":/lessons/dp-vs-ddp.dpviz",
                              ":/lessons/gradients.dpviz", ":/lessons/class-90min.dpviz"};
const QSize kWindow(1024, 768);

// What a caption says about where to look, and the view that must then be shown (English text).
struct Pointer {
  const char* words;
  const char* view;
};
const Pointer kPointers[] = {
    {"DDP vs DataParallel", "explorer-ddp"}, {"the table shows each rank", "explorer-ddp"},
    {"loss curve", "loss"},                  {"the Loss tab", "loss"},
    {"mpirun starts", "ddp"},                {"around the ring", "ddp"},
    {"Each card shows its rank", "ddp"},
};

// The widget that shows `view`, as a lesson names it.
QWidget* viewWidget(MainWindow& w, const QString& view) {
  if (view == "ddp") return w.ddpView()->ring();
  if (view == "ddp-compare") return w.ddpView()->comparePageShown() ? static_cast<QWidget*>(w.ddpView()) : nullptr;
  if (view == "explorer-ddp") return w.explorer()->ddpPage();
  if (view == "explorer") return w.explorer();
  if (view == "loss") return part<LossView>(w, "LossView");
  if (view == "timings") return part<TimingsView>(w, "TimingsView");
  if (view == "scaling") return part<ScalingView>(w, "ScalingView");
  return w.view();
}

// "peak 5.3 MiB" → bytes.
double peakBytes(const QString& text) {
  const QRegularExpressionMatch m = QRegularExpression(R"(([0-9]+(?:\.[0-9]+)?)\s*(KiB|MiB|GiB|B))").match(text);
  if (!m.hasMatch()) return -1;
  const QString unit = m.captured(2);
  const double scale = unit == "GiB" ? 1073741824.0 : unit == "MiB" ? 1048576.0 : unit == "KiB" ? 1024.0 : 1.0;
  return m.captured(1).toDouble() * scale;
}

// What of `widget` its parents leave on screen: its rect clipped by each of theirs, up to the window.
QRect shownRect(const QWidget* widget) {
  QRect r = widget->rect();
  for (const QWidget* w = widget; w->parentWidget() && !w->isWindow(); w = w->parentWidget()) {
    r = r.translated(w->pos()) & w->parentWidget()->rect();
  }
  return r;
}

void settle() {
  for (int pass = 0; pass < 4; ++pass) QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
  QCoreApplication::processEvents();
}

}  // namespace

class TestCaptionTruth : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;

  std::unique_ptr<Settings> settings() {
    auto s = std::make_unique<Settings>(dir_.filePath("s.ini"));
    s->setReadOnly(true);  // the default layout, as a screenshot run has it
    return s;
  }

  // The window at 1024×768, in projector mode or not.
  void open(MainWindow& w, bool projector) {
    w.setFixedWindowSize(kWindow);
    w.setPresentation(projector);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
  }

  // `view` is the one shown: the centre's current page holds it, it is on screen and not squeezed
  // (the DDP ring under the Output dock was 170 px tall at 1024×768), and the layout calls it the
  // current view, whose caption projector mode shows.
  void checkShown(MainWindow& w, const QString& view, bool projector) {
    settle();
    QWidget* shown = viewWidget(w, view);
    QVERIFY2(shown, qPrintable(view + ": its page is not the one shown"));
    // The output tabs stay in their dock in the window (a quarter of its height), as the user left
    // it; projector mode shows them in the centre.
    const bool docked = !projector && (view == "loss" || view == "timings" || view == "scaling");
    QWidget* page = docked ? part<QTabWidget>(w, "OutputTabs")->currentWidget() : w.centreTabs()->currentWidget();
    QVERIFY2(page && (page == shown || page->isAncestorOf(shown)),
             qPrintable(QString("%1: %2 is shown").arg(view, page ? page->objectName() : "nothing")));
    QVERIFY2(shown->isVisible(), qPrintable(view + " is not visible"));
    const QRect seen = shownRect(shown);
    const int least = view == "ddp" ? 360 : docked ? 120 : 200;
    QVERIFY2(seen.height() >= least && seen.width() >= 400,
             qPrintable(QString("%1 shows %2×%3 px (the banner %4 px tall, its note \"%5\")").arg(view).arg(seen.width()).arg(seen.height())
                            .arg(part<LessonBanner>(w, "lessonBanner")->height()).arg(part<LessonBanner>(w, "lessonBanner")->noteText())));
    QCOMPARE(appViewName(part<WindowLayout>(w, "WindowLayout")->currentView()), view);
    auto* caption = part<ProjectorCaption>(w, "ProjectorCaption");
    QCOMPARE(caption->isVisible(), projector);
    if (projector) {
      QVERIFY(!caption->text().isEmpty());
      if (view == "ddp") QCOMPARE(caption->text(), w.ddpView()->caption());
      else if (view != "run") QVERIFY2(caption->text() != part<QLabel>(w, "Explanation")->text(), qPrintable(caption->text()));
    }
  }

  // The ranks' shards on the ring's cards: one "shard: …" line per rank.
  void checkShards(MainWindow& w, int world) {
    DdpView* ddp = w.ddpView();
    QTRY_VERIFY_WITH_TIMEOUT(!ddp->process().running(), 30000);
    QVERIFY2(ddp->process().failure().isEmpty(), qPrintable(ddp->process().failure()));
    ddp->showPhase(0, dp::DdpPhase::AllReduce);
    QCOMPARE(ddp->process().run().world(), world);
    for (int rank = 0; rank < world; ++rank) {
      bool shard = false;
      for (const DdpText& t : ddp->ring()->texts()) {
        if (t.rank == rank && t.text.contains(QRegularExpression("[0-9]+ [0-9]+"))) shard = true;
      }
      QVERIFY2(shard, qPrintable(QString("rank %1's card shows no shard").arg(rank)));
    }
  }

  // A stop that replays a recorded run (its "recording"; no mpirun): the caption's hosts, ranks per
  // host, last finished step, the step that waited and the watchdog's seconds are the recorded
  // events' (1-based steps, as the DDP tab counts them), in both languages, and the ring shows the
  // recorded error.
  void checkRecording(MainWindow& w, const QString& en, const QString& zh) {
    DdpView* ddp = w.ddpView();
    QTRY_VERIFY_WITH_TIMEOUT(!ddp->process().running(), 30000);
    const DdpRun& run = ddp->process().run();
    QVERIFY2(run.started() && run.rankError(), qPrintable(ddp->process().failure()));
    QStringList hosts = run.start().hosts;
    hosts.removeDuplicates();
    QCOMPARE(hosts.size(), 2);
    const int per_host = int(run.start().hosts.count(hosts[0]));
    QCOMPARE(int(run.start().hosts.count(hosts[1])), per_host);
    qint64 last = -1;
    for (const DdpStepRecord& s : run.steps()) {
      if (s.complete) last = s.step;
    }
    QVERIFY(last >= 0 && last + 1 < run.start().steps);
    // The error event says why (its cause code, the watchdog's seconds, the step that waited, the
    // host cut off), and its prose agrees.
    const DdpError& error = *run.rankError();
    QCOMPARE(error.cause, QString("stalled"));
    QVERIFY2(error.message.contains(QString("no step finished for %1 s").arg(error.seconds)), qPrintable(error.message));
    QCOMPARE(error.step, last + 1);
    QCOMPARE(error.lost_hosts.size(), 1);
    const QString lost = error.lost_hosts[0], secs = QString::number(error.seconds);
    const QString step = QString::number(last + 1), waited = QString::number(error.step + 1), of = QString::number(run.start().steps);
    for (const QString& said : {QString("two hosts, %1 and %2, with %3 ranks each").arg(hosts[0], hosts[1]).arg(per_host),
                                QString("Step %1 of %2 was the last to finish").arg(step, of),
                                QString("step %1's all-reduce waited on %2").arg(waited, lost),
                                QString("no step finished for %1 s").arg(secs)}) {
      QVERIFY2(en.contains(said), qPrintable(en + " -- does not say: " + said));
    }
    for (const QString& said : {QString("两台主机 %1 和 %2 上").arg(hosts[0], hosts[1]), QString("每台主机 %1 个 rank").arg(per_host),
                                QString("第 %1 步（共 %2 步）是最后完成的一步").arg(step, of),
                                QString("第 %1 步的全规约（all-reduce）一直在等 %2").arg(waited, lost),
                                QString("%1 秒内没有任何一步完成").arg(secs)}) {
      QVERIFY2(zh.contains(said), qPrintable(zh + " -- does not say: " + said));
    }
    // The stop opens at the failure: the replay's last unit, the step that waited.
    QVERIFY(!ddp->units().empty());
    QCOMPARE(ddp->unitIndex(), int(ddp->units().size()) - 1);
    QCOMPARE(int(ddp->units().back().kind), int(DdpUnitKind::Failure));
    QCOMPARE(ddp->ring()->frame().step, error.step);
    QVERIFY2(ddp->caption().contains(QString("Step %1 of %2 never finished").arg(waited, of)), qPrintable(ddp->caption()));
    // What the ring draws as lost is what the events say: the ranks on the lost host, their cards
    // marked lost and every hop over the network to or from them cut; no other.
    QSet<int> recorded, marked;
    for (int r = 0; r < run.world(); ++r) {
      if (run.start().hosts[r] == lost) recorded << r;
      if (ddp->ring()->frame().ranks[std::size_t(r)].lost) marked << r;
    }
    QVERIFY(!recorded.isEmpty());
    QCOMPARE(marked, recorded);
    int cut = 0;
    for (const DdpHopDrawn& hop : ddp->ring()->hops()) cut += hop.broken ? 1 : 0;
    QVERIFY(cut > 0);
    for (const DdpHopDrawn& hop : ddp->ring()->hops()) {
      QCOMPARE(hop.broken, hop.cross_host && (recorded.contains(hop.from) || recorded.contains(hop.to)));
    }
    for (const DdpText& t : ddp->ring()->texts()) {
      if (t.rank >= 0 && t.text.startsWith("lost")) QVERIFY2(recorded.contains(t.rank), qPrintable(t.text));
    }
    for (const int r : recorded) {
      bool said = false;
      for (const DdpText& t : ddp->ring()->texts()) said = said || (t.rank == r && t.text.startsWith("lost"));
      QVERIFY2(said, qPrintable(QString("rank %1's card does not say it is lost").arg(r)));
    }
    // The failure in the app's words, on the ring: the watchdog's seconds, the step, the lost host.
    const QString words = ddpErrorWords(error);
    QVERIFY2(words.contains(QString("no step finished for %1 s: step %2 waits").arg(secs, waited)) && words.contains(lost), qPrintable(words));
    QVERIFY2(ddp->process().failure().contains(words), qPrintable(ddp->process().failure()));
    bool shown = false;
    for (const DdpText& t : ddp->ring()->texts()) shown = shown || t.text.contains(words);
    QVERIFY2(shown, "the ring does not show the recorded error");
  }

  // "cuda:N was the slowest" (the unbalanced pitfall's panel, en or zh) is what the cards show: each
  // card has its measured time, whole, and card N's is the longest (once the panel named the last
  // to finish, which the cards' times did not show).
  void checkLastToFinish(MainWindow& w) {
    const QString said = part<PitfallPanel>(w, "PitfallPanel")->explanationText();
    const QRegularExpressionMatch m =
        QRegularExpression(QStringLiteral("cuda:(\\d+) was the slowest|最慢的是\\s*cuda:(\\d+)")).match(said);
    QVERIFY2(m.hasMatch(), qPrintable(said));
    const int last = (m.captured(1).isEmpty() ? m.captured(2) : m.captured(1)).toInt();
    QMap<int, double> times;
    for (const StageText& t : w.view()->texts()) {
      if (t.role != StageRole::Time) continue;
      QVERIFY2(!t.elided, qPrintable(t.text));
      const QRegularExpressionMatch us = QRegularExpression(QStringLiteral("([0-9][0-9,]*(?:\\.[0-9]+)?)\\s*µs")).match(t.full.isEmpty() ? t.text : t.full);
      QVERIFY2(us.hasMatch(), qPrintable(t.text));
      times[t.owner] = us.captured(1).remove(',').toDouble();
    }
    QVERIFY2(times.size() == w.view()->cardCount(), qPrintable(QString("times on %1 of %2 cards").arg(times.size()).arg(w.view()->cardCount())));
    int slowest = -1;
    for (auto it = times.begin(); it != times.end(); ++it) {
      if (slowest < 0 || it.value() > times[slowest]) slowest = it.key();
    }
    QCOMPARE(slowest, last);
  }

  // The peak memory on every busy card, whole, and highest on cuda:0 (the gpu0-memory pitfall).
  void checkPeakMemory(MainWindow& w) {
    QMap<int, double> peaks;
    for (const StageText& t : w.view()->texts()) {
      if (t.role != StageRole::Memory) continue;
      QVERIFY2(!t.elided, qPrintable(t.text));
      QVERIFY2(t.font.pixelSize() >= 10, qPrintable(QString("%1 at %2 px").arg(t.text).arg(t.font.pixelSize())));
      peaks[t.owner] = peakBytes(t.text);
    }
    QVERIFY2(peaks.contains(0) && peaks.size() == w.view()->cardCount(),
             qPrintable(QString("peak memory on %1 of %2 cards").arg(peaks.size()).arg(w.view()->cardCount())));
    for (auto it = peaks.begin(); it != peaks.end(); ++it) QVERIFY(it.value() > 0 && it.value() <= peaks[0]);
    QVERIFY(peaks[0] > peaks.value(1));
  }

 private slots:
  void initTestCase() {
    // The DDP tab's mpirun: a script that prints a recorded world-4 run (the lesson's world).
    const QString path = dir_.filePath("fake-mpirun");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QByteArray("#!/bin/sh\ncat '") + DPVIZ_TEST_DATA "/ddp_events/w4.jsonl'\n");
    f.close();
    f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    qputenv("DPVIZ_DDP_LAUNCHER", path.toUtf8());
    qputenv("DPVIZ_DDP_PROGRAM", path.toUtf8());
  }

  // Every stop of every bundled lesson fits a 1024×768 projector in both languages: on the stage
  // every card is inside the view with no scroll bar (a pitfall's panel open or not), and the
  // DataParallel vs DDP table shows every column and every row without scrolling.
  void lessonStopsFitTheProjector_data() {
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << "en";
    QTest::newRow("zh_CN") << "zh_CN";
  }
  void lessonStopsFitTheProjector() {
    QFETCH(QString, language);
    Language::apply(language);
    auto s = settings();
    MainWindow w(s.get());
    open(w, true);
    for (const QString& path : kBundled) {
      QString error;
      QVERIFY2(w.openLesson(path, &error), qPrintable(error));
      const Lesson lesson = w.lessons()->lesson();
      for (int i = 0; i < int(lesson.stops.size()); ++i) {
        const LessonStop& stop = lesson.stops[std::size_t(i)];
        w.lessons()->goTo(i);
        PredictState* question = w.predictions()->controller()->state();
        while (question->isOpen()) question->advance();
        settle();
        const QString where = QString("%1 stop %2 (%3)").arg(path.section('/', -1)).arg(i + 1).arg(appViewName(stop.view));
        QCOMPARE(w.size(), kWindow);
        if (stop.view == AppView::Run) {
          DataParallelView* view = w.view();
          QVERIFY2(!view->verticalScrollBar()->isVisible() && !view->horizontalScrollBar()->isVisible(), qPrintable(where));
          const QRectF seen = view->mapToScene(view->viewport()->rect()).boundingRect().adjusted(-0.5, -0.5, 0.5, 0.5);
          for (const DeviceCardItem* card : view->cards()) {
            QVERIFY2(seen.contains(card->sceneBoundingRect()), qPrintable(QString("%1: cuda:%2 outside the view").arg(where).arg(card->device())));
          }
        } else if (stop.view == AppView::DdpCompare) {
          QTableWidget* table = w.ddpView()->findChild<DdpCompare*>()->table();
          QVERIFY2(!table->horizontalScrollBar()->isVisible() && !table->verticalScrollBar()->isVisible(), qPrintable(where));
          int rows = 0;
          for (int r = 0; r < table->rowCount(); ++r) rows += table->rowHeight(r);
          QVERIFY2(table->viewport()->height() >= rows, qPrintable(where));
        }
      }
    }
    Language::apply("en");
  }

  void lessonStops_data() {
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("projector");
    for (const QString& path : kBundled) {
      for (bool projector : {true, false}) {
        QTest::addRow("%s %s", qPrintable(path.section('/', -1)), projector ? "projector" : "window") << path << projector;
      }
    }
  }
  void lessonStops() {
    QFETCH(QString, path);
    QFETCH(bool, projector);
    auto s = settings();
    MainWindow w(s.get());
    open(w, projector);
    QString error;
    QVERIFY2(w.openLesson(path, &error), qPrintable(error));
    const Lesson lesson = w.lessons()->lesson();
    for (int i = 0; i < int(lesson.stops.size()); ++i) {
      const LessonStop& stop = lesson.stops[std::size_t(i)];
      const QString caption = lesson.captionAt(i, "en");
      const QString where = QString("stop %1 (%2): %3").arg(i + 1).arg(appViewName(stop.view), caption);
      w.lessons()->goTo(i);
      // A quiz stop asks first (the panel stands in the view's place): the class answers, then the
      // view is what the caption says.
      PredictState* question = w.predictions()->controller()->state();
      QVERIFY2(question->isOpen() == stop.quiz.has_value(), qPrintable(where));
      while (question->isOpen()) question->advance();
      QVERIFY2(w.presentation() == projector, qPrintable(where));
      // The caption names the view the stop shows.
      for (const Pointer& p : kPointers) {
        if (caption.contains(QLatin1String(p.words), Qt::CaseInsensitive)) {
          QVERIFY2(appViewName(stop.view) == QLatin1String(p.view), qPrintable(where + " — it names the " + p.view + " view"));
        }
      }
      QVERIFY2(!caption.contains('{') && !lesson.captionAt(i, "zh_CN").contains('{'), qPrintable(where));
      checkShown(w, appViewName(stop.view), projector);
      if (projector) {  // and F11 pressed at the stop: the window's view is the one projected
        w.setPresentation(false);
        checkShown(w, appViewName(stop.view), false);
        w.setPresentation(true);
        checkShown(w, appViewName(stop.view), true);
      }
      if (QTest::currentTestFailed()) QFAIL(qPrintable(where));
      QVERIFY2(part<LessonBanner>(w, "lessonBanner")->isVisible(), qPrintable(where));
      // What it names is drawn (a pitfall stop runs its scenario's configuration).
      const dp::RunConfig config = stop.pitfall.isEmpty() ? lesson.configAt(i) : findPitfall(stop.pitfall)->config;
      if (stop.view == AppView::Run) {
        QCOMPARE(w.view()->cardCount(), std::max(1, config.gpus));
        QVERIFY(!w.view()->texts().isEmpty());
      } else if (stop.view == AppView::Loss) {
        auto* loss = part<LossView>(w, "LossView");
        QVERIFY2(loss->pointCount() >= stop.at.batch && loss->plot()->graph(0)->dataCount() >= stop.at.batch, qPrintable(where));
      } else if (stop.view == AppView::Ddp && !stop.recording.isEmpty()) {
        checkRecording(w, caption, lesson.captionAt(i, "zh_CN"));
        if (QTest::currentTestFailed()) QFAIL(qPrintable(where));
      } else if (stop.view == AppView::Ddp) {
        checkShards(w, lesson.ddpAt(i).first);
        if (QTest::currentTestFailed()) QFAIL(qPrintable(where));
      } else if (stop.view == AppView::ExplorerDdp) {
        // The table the caption points at, for the run's GPUs, with the caption's numbers.
        DdpPage* page = w.explorer()->ddpPage();
        QCOMPARE(int(page->rankIndices().size()), config.gpus);
        const QString per_rank = QString::number(page->rankIndices()[0].size());
        // Each rank's samples and the dataset's, as whole numbers (and the padded total where it says one).
        const auto says = [&caption](qint64 n) { return caption.contains(QRegularExpression(QString("(?<![\\d.])%1(?![\\d])").arg(n))); };
        QVERIFY2(says(per_rank.toLongLong()) && says(config.data_size), qPrintable(where));
        if (caption.contains(QLatin1String(" pads "))) QVERIFY2(says(per_rank.toLongLong() * config.gpus), qPrintable(where));
      }
    }
  }

  // Said once: on a view whose lesson caption opens with the view's own name ("DataParallel vs DDP:
  // …", class-90min stop 12; "Timings: …", stop 6), the projector's strip keeps only that name; on
  // the Run tab it says the phase (stop 1).
  void captionSaidOnce_data() {
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << "en";
    QTest::newRow("zh_CN") << "zh_CN";
  }
  void captionSaidOnce() {
    QFETCH(QString, language);
    Language::apply(language);
    auto s = settings();
    MainWindow w(s.get());
    open(w, true);
    QString error;
    QVERIFY2(w.openLesson(":/lessons/class-90min.dpviz", &error), qPrintable(error));
    auto* caption = part<ProjectorCaption>(w, "ProjectorCaption");
    const Lesson lesson = w.lessons()->lesson();
    for (const int i : {5, 11}) {
      w.lessons()->goTo(i);
      settle();
      const QString lead = lesson.captionAt(i, language).section(QRegularExpression("[:：]"), 0, 0);
      QCOMPARE(caption->text(), lead);
    }
    w.lessons()->goTo(0);
    settle();
    QVERIFY2(caption->text().size() > 20 && caption->text() != lesson.captionAt(0, language), qPrintable(caption->text()));
    Language::apply("en");
  }

  void pitfallScenes_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("projector");
    for (const Pitfall& p : ::pitfalls()) {
      for (bool projector : {true, false}) QTest::addRow("%s %s", p.id, projector ? "projector" : "window") << QString(p.id) << projector;
    }
  }
  void pitfallScenes() {
    QFETCH(QString, id);
    QFETCH(bool, projector);
    auto s = settings();
    MainWindow w(s.get());
    open(w, projector);
    QVERIFY(w.runPitfall(id));
    const Pitfall* p = findPitfall(id);
    QVERIFY(w.session()->runTo(p->batch, AnimPhase::Done, 1.0));  // where the scene pauses
    settle();
    checkShown(w, "run", projector);
    auto* panel = part<PitfallPanel>(w, "PitfallPanel");
    QVERIFY(panel->isVisible() && panel->pitfall() == p);
    QVERIFY(!panel->explanationText().isEmpty());
    QCOMPARE(w.view()->cardCount(), std::max(1, p->config.gpus));
    if (id == "gpu0-memory") checkPeakMemory(w);
    if (id == "unbalanced") {  // in both languages: English cards are the ones that once dropped their times
      checkLastToFinish(w);
      Language::apply("zh_CN");
      settle();
      checkLastToFinish(w);
      Language::apply("en");
      settle();
    }
  }
};

QTEST_MAIN(TestCaptionTruth)
#include "test_caption_truth.moc"
