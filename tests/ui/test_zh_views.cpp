// Every view of the window in Chinese carries no English prose: after a training run, each view
// (--view's names), each tab page, the Timings tab's modelled reading and the DDP comparison on a
// profile that refuses the step are shown with --lang zh_CN, and every text a reader can see is
// collected (labels, buttons, tabs, group boxes, combo items, tooltips, menus, tables, the stage's
// text items, the charts' axes, legends and text items). A Latin word outside the allow-list
// (code, tensor shapes, program and library names, units) fails the test, naming where it stood.
#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QGraphicsView>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTextDocument>
#include <QtTest>
#include <qcustomplot.h>

#include "common/language.h"
#include "common/no_break.h"
#include "ddp/ddp_compare.h"
#include "ddp/ddp_view.h"
#include "lessons/lesson_controller.h"
#include "lessons/lesson.h"
#include "panels/controls_panel.h"
#include "panels/timings_view.h"
#include "session/run_session.h"
#include "shell/main_window.h"
#include "shell/settings.h"
#include "shell/window_layout.h"

namespace {

void settle() {
  for (int pass = 0; pass < 5; ++pass) QCoreApplication::processEvents();
}

// Names, code and units that stay Latin in a Chinese view (translations/glossary.md): programs,
// libraries, classes and functions as PyTorch spells them, hardware, file formats, keys, and the
// glossary's own kept words (rank, the collectives' English in brackets).
const QSet<QString>& allowed() {
  static const QSet<QString> words = [] {
    QSet<QString> w;
    for (const char* s :
         {"PyTorch", "DataParallel", "DistributedDataParallel", "DDP", "DP", "NCCL", "cuBLAS", "OpenBLAS", "oneDNN", "OpenMPI",
          "MPI", "mpirun", "GPU", "GPUs", "CPU", "CUDA", "NVIDIA", "NVLink", "NVSwitch", "PCIe", "Gen", "InfiniBand", "SXM",
          "TFLOP", "GFLOP", "FLOPs", "FP", "ms", "s", "GB", "Gb", "KiB", "MiB", "B", "rank", "world", "size", "epoch", "scatter",
          "gather", "all", "reduce", "all-reduce", "reduce-scatter", "all-gather", "dpviz", "Perfetto", "Chrome", "MP", "GIF",
          "PNG", "PDF", "CSV", "JSON", "INI", "PIN", "QR", "SGD", "MSELoss", "MSE", "Linear", "ReLU", "MLP", "in", "out", "lr",
          "momentum", "DataLoader", "DistributedSampler", "Sung", "Kim", "Jenny", "Kang", "CNN", "RNN", "Capsule", "Net",
          "Device", "Outside", "Lua", "Torch", "FNV", "Enter", "Home", "Space", "Shift", "Page", "Up", "Down", "Esc", "Ctrl",
          "Tab", "cuda", "cpu", "ConnectX", "DGX", "nccl-tests", "bandwidthTest", "busbw", "α", "β", "k", "W", "x", "N",
          "UTF", "NUL", "GiB", "English", "hostfile", "ssh"}) {
      w.insert(QString::fromUtf8(s));
    }
    return w;
  }();
  return words;
}

// A whitespace-separated piece with code's punctuation or a digit is code, a shape or a number
// with its unit (torch.Size([30, 5]), cuda:0, Linear(in, 16), A100, 5×): it stays as written.
bool isCode(QString piece) {
  // Prose's brackets and punctuation around a word do not make it code: "(datasheet" is a word.
  static const QRegularExpression around("^[(\\[\"']+|[)\\]\"',.:;!?]+$");
  piece.remove(around);
  static const QRegularExpression code("[_.()\\[\\]:=/<>{}\"'`#\\d×+*%-]");
  return piece.contains(code);
}

// The Latin words of `text` a Chinese reader should not meet: outside code and the allow-list.
QStringList strayWords(QString text) {
  // Code in the tutorial's prose, and the notebook's own words quoted verbatim (原文：“…”).
  static const QRegularExpression code("<code>.*?</code>"), quote("原文：“[^”]*”");
  text = no_break::plain(text);  // the line-break joiners are not part of the words
  text.remove(code).remove(quote);
  if (Qt::mightBeRichText(text)) {
    QTextDocument doc;
    doc.setHtml(text);
    text = doc.toPlainText();
  }
  // A kept word cut short where a line is elided ("ReLU" drawn as "ReL…") is still that word.
  static const QRegularExpression cut("([A-Za-z]+)…");
  for (auto m = cut.globalMatch(text); m.hasNext();) {
    const QRegularExpressionMatch hit = m.next();
    for (const QString& w : allowed()) {
      if (w.startsWith(hit.captured(1))) {
        text.replace(hit.capturedStart(1), hit.capturedLength(1), QString(hit.capturedLength(1), QLatin1Char(' ')));
        break;
      }
    }
  }
  // Chinese characters and full-width punctuation separate words as spaces do.
  static const QRegularExpression cjk("[\\x{3000}-\\x{303f}\\x{4e00}-\\x{9fff}\\x{ff00}-\\x{ffef}\\x{2018}-\\x{201d}·…—–]");
  text.replace(cjk, QStringLiteral(" "));
  static const QRegularExpression word("[A-Za-z]+");
  QStringList stray;
  for (const QString& piece : text.split(QRegularExpression("[\\s,;]+"), Qt::SkipEmptyParts)) {
    if (isCode(piece)) continue;
    for (auto m = word.globalMatch(piece); m.hasNext();) {
      const QString w = m.next().captured();
      if (w.size() > 1 && !allowed().contains(w)) stray << w;  // one letter: a key (J) or a variable (k, W)
    }
  }
  return stray;
}

// Everything a reader sees of one widget (its tooltip included).
QStringList textsOf(QWidget* w) {
  QStringList out{w->toolTip()};
  if (auto* l = qobject_cast<QLabel*>(w)) out << l->text();
  if (auto* b = qobject_cast<QAbstractButton*>(w)) out << b->text();
  if (auto* g = qobject_cast<QGroupBox*>(w)) out << g->title();
  if (auto* d = qobject_cast<QDockWidget*>(w)) out << d->windowTitle();
  if (auto* t = qobject_cast<QTabBar*>(w)) {
    for (int i = 0; i < t->count(); ++i) out << t->tabText(i) << t->tabToolTip(i);
  }
  if (auto* c = qobject_cast<QComboBox*>(w)) {
    for (int i = 0; i < c->count(); ++i) out << c->itemText(i);
  }
  if (auto* t = qobject_cast<QTableWidget*>(w)) {
    for (int c = 0; c < t->columnCount(); ++c) {
      if (auto* h = t->horizontalHeaderItem(c)) out << h->text();
    }
    for (int r = 0; r < t->rowCount(); ++r) {
      if (auto* h = t->verticalHeaderItem(r)) out << h->text();
      for (int c = 0; c < t->columnCount(); ++c) {
        if (auto* item = t->item(r, c)) out << item->text() << item->toolTip();
      }
    }
  }
  if (auto* v = qobject_cast<QGraphicsView*>(w); v && v->scene()) {
    for (QGraphicsItem* item : v->scene()->items()) {
      if (auto* t = dynamic_cast<QGraphicsTextItem*>(item)) out << t->toPlainText();
      if (auto* t = dynamic_cast<QGraphicsSimpleTextItem*>(item)) out << t->text();
      out << item->toolTip();
    }
  }
  if (auto* p = qobject_cast<QCustomPlot*>(w)) {
    for (QCPAxis* a : p->axisRect() ? p->axisRect()->axes() : QList<QCPAxis*>{}) {
      out << a->label();
      if (auto text = a->ticker().dynamicCast<QCPAxisTickerText>()) out << text->ticks().values();
    }
    for (int i = 0; i < p->plottableCount(); ++i) out << p->plottable(i)->name();
    for (int i = 0; i < p->itemCount(); ++i) {
      if (auto* t = qobject_cast<QCPItemText*>(p->item(i))) out << t->text();
    }
    for (QCPLayoutElement* e : p->plotLayout()->elements(true)) {
      if (auto* t = qobject_cast<QCPTextElement*>(e)) out << t->text();
    }
  }
  return out;
}

// The PyTorch printout (the log, the tutorial's code and its printed lines) is quoted, not
// prose: plain-text editors hold it, and the comparison table's cells repeat its lines.
bool isPrintout(QWidget* w) { return qobject_cast<QPlainTextEdit*>(w) != nullptr; }
bool isPrintedLine(const QString& s) {
  return s.startsWith(QLatin1String("\tIn Model")) || s.startsWith(QLatin1String("In Model")) ||
         s.startsWith(QLatin1String("Outside:")) || s.startsWith(QLatin1String("Let's use"));
}

}  // namespace

class TestZhViews : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;
  QStringList problems_;
  QSet<QString> seen_;
  int texts_ = 0;  // how many texts were read: a test that reads nothing proves nothing

  void collect(QWidget* root, const QString& where) {
    QList<QWidget*> widgets = root->findChildren<QWidget*>();
    widgets.prepend(root);
    for (QWidget* w : widgets) {
      if (!w->isVisible() || isPrintout(w)) continue;
      for (const QString& text : textsOf(w)) {
        if (text.isEmpty() || isPrintedLine(text)) continue;
        ++texts_;
        const QStringList stray = strayWords(text);
        if (stray.isEmpty() || seen_.contains(text)) continue;
        seen_.insert(text);
        problems_ << where + " › " + w->metaObject()->className() + " \"" + w->objectName() + "\": " + text.left(160) + "  [" +
                         stray.join(' ') + "]";
      }
    }
  }

  void collectMenus(QMainWindow& w) {
    for (QAction* top : w.menuBar()->actions()) {
      QList<QAction*> actions{top};
      if (top->menu()) actions << top->menu()->actions();
      for (int i = 1; i < actions.size(); ++i) {
        if (actions[i]->menu()) actions << actions[i]->menu()->actions();
      }
      for (QAction* a : actions) {
        for (const QString& text : {a->text(), a->toolTip()}) {
          const QStringList stray = strayWords(QString(text).remove('&'));
          if (!stray.isEmpty()) problems_ << "menu: " + text + "  [" + stray.join(' ') + "]";
        }
      }
    }
  }

 private slots:
  // The checker: it finds an engine sentence, and leaves code, names and units alone.
  void checkerCatchesEnglish() {
    QVERIFY(!strayWords("一步训练：不在这套硬件上（DataParallel runs in one process on one machine: 8 GPUs per node）").isEmpty());
    QVERIFY(!strayWords("8× A100 SXM4，NVLink 3；A100 datasheet (NVIDIA, 2021)").isEmpty());
    QVERIFY(!strayWords("<p>Modelled, not measured</p>").isEmpty());
    QVERIFY(!strayWords("8× A100（datasheet numbers）").isEmpty());
    QVERIFY(!strayWords("8× A100 (datasheet)").isEmpty());
    QVERIFY(strayWords("输入 torch.Size([15, 5]) → 输出 torch.Size([15, 2])").isEmpty());
    QVERIFY(strayWords("8× A100 SXM4，NVLink 3：FP32 19.5 TFLOP/s，2 个节点 × 200 Gb/s InfiniBand").isEmpty());
    QVERIFY(strayWords("进程总数（world size）· 第 2 个 rank · 全规约（all-reduce）· cuda:0 · 48 B · 5 µs").isEmpty());
    QVERIFY(strayWords("MLP：Linear(in, 16)、ReLU、Linear(16, out)").isEmpty());
    QVERIFY(strayWords("<p>笔记本原文：“返回了一个copy”（<b>dpviz 注</b>：<code>mytensor = my_tensor.to(device)</code>）</p>").isEmpty());
    QVERIFY(!strayWords("<p>（<b>dpviz 注</b>：returns a copy）</p>").isEmpty());
    QVERIFY(strayWords("Sequential(Linear(5, 16), ReL…").isEmpty());  // elided: the kept word's start
    QVERIFY(!strayWords("一步 stuck or a hos…").isEmpty());
  }

  void everyViewIsChinese() {
    Language::apply("zh_CN");
    Settings settings(dir_.path() + "/settings.ini");
    MainWindow w(&settings);
    dp::RunConfig config = w.controls()->config();
    config.gpus = 4;
    config.mode = dp::RunMode::Train;
    w.controls()->setConfig(config);
    w.applyConfig();
    w.resize(1024, 768);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.session()->runTo(2, AnimPhase::Forward));
    settle();

    auto* layout = w.findChild<WindowLayout*>(QStringLiteral("WindowLayout"));
    QVERIFY(layout);
    for (const QString& view : appViewNames()) {
      layout->showView(*parseAppView(view));
      settle();
      collect(&w, view);
    }
    // Every page of every tab widget, one after the other.
    for (QTabWidget* tabs : w.findChildren<QTabWidget*>()) {
      for (int i = 0; i < tabs->count(); ++i) {
        tabs->setCurrentIndex(i);
        settle();
        collect(tabs->currentWidget(), tabs->tabText(i));
      }
    }
    // The Timings tab's modelled reading, and the profiles' sources in its tooltips.
    layout->showView(AppView::Timings);
    auto* timings = w.findChild<TimingsView*>();
    QVERIFY(timings);
    timings->setReading(TimingsReading::Modelled);
    timings->redrawNow();
    settle();
    collect(timings, "timings, modelled");
    // DataParallel vs DDP on every profile, with a world that a profile refuses (DP spans one node).
    layout->showView(AppView::Ddp);
    auto* compare = w.findChild<DdpCompare*>();
    QVERIFY(compare);
    if (auto* pages = qobject_cast<QTabWidget*>(compare->parentWidget() ? compare->parentWidget()->parentWidget() : nullptr)) {
      pages->setCurrentWidget(compare);
    }
    compare->setConfig(dp::TrainModel::Mlp, 16, 4, {});
    for (QComboBox* profile : compare->findChildren<QComboBox*>()) {
      for (int i = 0; i < profile->count(); ++i) {
        profile->setCurrentIndex(i);
        settle();
        QVERIFY(!compare->modelled().isEmpty());
        const QStringList stray = strayWords(compare->modelled());
        if (!stray.isEmpty()) problems_ << "DDP compare: " + compare->modelled() + "  [" + stray.join(' ') + "]";
        collect(compare, "DataParallel vs DDP, profile " + QString::number(i));
      }
    }
    collectMenus(w);
    QVERIFY2(texts_ > 500, qPrintable(QString::number(texts_)));

    for (const QString& p : problems_) qWarning("%s", qPrintable(p));
    QVERIFY2(problems_.isEmpty(), qPrintable(QString::number(problems_.size()) + " English texts in the zh_CN views, listed above"));
  }

  // The lesson stop "a host lost" (DP vs DDP's recorded pulled link) opens at the failure: the
  // caption, the ring's cards and its red failure line word dpviz-ddp's error from its cause code,
  // in the window and in projector mode; none of the recorded English prose shows.
  void lostHostStopIsChinese() {
    Language::apply("zh_CN");
    problems_.clear();
    seen_.clear();
    texts_ = 0;
    Settings settings(dir_.path() + "/settings-lesson.ini");
    MainWindow w(&settings);
    w.resize(1024, 768);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QString error;
    QVERIFY2(w.openLesson(":/lessons/dp-vs-ddp.dpviz", &error), qPrintable(error));
    int stop = -1;
    for (int i = 0; i < w.lessons()->count(); ++i) {
      if (!w.lessons()->lesson().stops[std::size_t(i)].recording.isEmpty()) stop = i;
    }
    QVERIFY(stop >= 0);
    for (const bool projector : {false, true}) {
      w.setPresentation(projector);
      w.lessons()->goTo(stop);
      settle();
      auto* ddp = w.findChild<DdpView*>();
      QVERIFY(ddp && ddp->process().run().rankError());
      const QString prose = ddp->process().run().rankError()->message;
      QVERIFY(!prose.isEmpty());
      QVERIFY2(!ddp->caption().contains(prose) && !ddp->process().failure().contains(prose), qPrintable(ddp->process().failure()));
      QVERIFY2(strayWords(ddp->caption()).isEmpty(), qPrintable(ddp->caption()));
      QVERIFY2(strayWords(ddp->process().failure()).isEmpty(), qPrintable(ddp->process().failure()));
      collect(&w, projector ? "lesson stop, projector" : "lesson stop, window");
    }
    w.setPresentation(false);
    QVERIFY2(texts_ > 20, qPrintable(QString::number(texts_)));
    for (const QString& p : problems_) qWarning("%s", qPrintable(p));
    QVERIFY2(problems_.isEmpty(), qPrintable(QString::number(problems_.size()) + " English texts at the lost-host stop, listed above"));
  }
};

QTEST_MAIN(TestZhViews)
#include "test_zh_views.moc"
