// No line break inside a glossary term on the zh screens (translations/glossary.md, 排版): every
// word-wrapped label (the window's caption under the stage and projector mode's large one, the
// views' wrapped texts, the pitfall panel) at 1024×768, every phase of the first and the last
// batch, then every view; and the stage's batch label at 1024×768 and 1920×1080. Each text is laid
// out as it stands (its width, font and text); a line that ends in the first characters of a term
// while the next line starts with the rest fails the test. The worksheet's pages are checked the same way in test_worksheet
// (its PDF's lines).
#include <QApplication>
#include <QLabel>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QtTest>

#include "common/language.h"
#include "common/no_break.h"
#include "lessons/lesson.h"
#include "lessons/lesson_controller.h"
#include "lessons/pitfalls.h"
#include "quiz/predict_controller.h"
#include "quiz/predict_state.h"
#include "shell/predict_runs.h"
#include "line_breaks.h"
#include "panels/controls_panel.h"
#include "session/run_session.h"
#include "shell/caption_label.h"
#include "shell/main_window.h"
#include "shell/settings.h"
#include "shell/window_layout.h"
#include "stage/anim_phase.h"
#include "stage/dataparallel_view.h"

namespace {

void settle() {
  for (int pass = 0; pass < 5; ++pass) QCoreApplication::processEvents();
}

// The lines a laid-out document shows; `widows` gets each paragraph's last line that holds one
// short word alone.
QStringList linesOf(const QTextDocument& doc, QStringList* widows = nullptr) {
  QStringList lines;
  for (QTextBlock b = doc.begin(); b.isValid(); b = b.next()) {
    const QTextLayout* layout = b.layout();
    if (!layout) continue;
    for (int i = 0; i < layout->lineCount(); ++i) lines << b.text().mid(layout->lineAt(i).textStart(), layout->lineAt(i).textLength());
    if (widows && layout->lineCount() > 1 && line_breaks::isWidow(lines.last())) widows->append(lines.mid(lines.size() - 2).join('|'));
  }
  return lines;
}

// A word-wrapped label's lines at its width, in its font.
QStringList linesOf(const QLabel* l, QStringList* widows = nullptr) {
  QTextDocument doc;
  doc.setDefaultFont(l->font());
  doc.setDocumentMargin(0);
  if (l->textFormat() == Qt::RichText || (l->textFormat() == Qt::AutoText && Qt::mightBeRichText(l->text()))) {
    doc.setHtml(l->text());
  } else {
    doc.setPlainText(l->text());
  }
  doc.setTextWidth(l->contentsRect().width() - 2 * l->margin() - std::max(0, l->indent()));
  doc.size();  // lays it out
  return linesOf(doc, widows);
}

}  // namespace

class TestZhBreaks : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;
  QStringList terms_ = line_breaks::glossaryTerms();
  QStringList problems_;
  QSet<QString> seen_;
  int wrapped_ = 0;  // how many texts ran over more than one line: a check that saw none proves nothing

  void note(const QString& problem) {
    if (!seen_.contains(problem)) problems_ << problem;
    seen_.insert(problem);
  }

  void check(const QStringList& lines, const QString& where, const QStringList& widows = {}) {
    if (lines.size() > 1) ++wrapped_;
    for (const QString& cut : line_breaks::cutTerms(lines, terms_)) note(where + ": term " + cut);
    for (const QString& cut : line_breaks::cutTerms(lines, line_breaks::commonWords())) note(where + ": word " + cut);
    for (const QString& torn : line_breaks::tornNumbers(lines)) note(where + ": number " + torn);
    for (const QString& widow : widows) note(where + ": alone on the last line " + widow);
  }

  // Every word-wrapped label on screen: the phase captions and the views' wrapped texts (the
  // scaling conclusion, the explorer's pages, DDP compare, Timings' side text, the training panel…).
  void collect(QWidget* root, const QString& where) {
    for (QLabel* l : root->findChildren<QLabel*>()) {
      if (!l->isVisible() || !l->wordWrap() || l->text().isEmpty()) continue;
      QString name = l->parentWidget()->metaObject()->className();
      if (!l->objectName().isEmpty()) name += "." + l->objectName();
      QStringList widows;
      const QStringList lines = linesOf(l, &widows);
      check(lines, where + " › " + name, widows);
    }
  }

 private slots:
  void init() {
    problems_.clear();
    seen_.clear();
    wrapped_ = 0;
  }

  // The checker finds a term cut between two lines, and nothing in a line that ends a word.
  void checkerFindsCutTerms() {
    QVERIFY(terms_.contains(QStringLiteral("批次")));
    QVERIFY(terms_.contains(QStringLiteral("拷贝")));
    QVERIFY(terms_.contains(QStringLiteral("数据块")));
    QVERIFY(terms_.contains(QStringLiteral("每步耗时")));
    QVERIFY(terms_.contains(QStringLiteral("all-gather")));
    QCOMPARE(line_breaks::cutTerms({"最后一个批", "次：10 行"}, terms_), QStringList{"批|次"});
    QCOMPARE(line_breaks::cutTerms({"每个数据块被拷", "贝到各自的 GPU。"}, terms_), QStringList{"拷|贝"});
    QCOMPARE(line_breaks::cutTerms({"全收集（all-", "gather）"}, terms_), QStringList{"all-|gather"});
    QVERIFY(line_breaks::cutTerms({"最后一个批次：", "10 行"}, terms_).isEmpty());
    // The joiners keep a term whole, and a Qt layout honours them: no width cuts "拷贝".
    const QString caption = no_break::keep(QStringLiteral("分发（scatter）：每块 4 行 → 8 块。每个数据块被拷贝到各自的 GPU。"));
    QVERIFY(caption.contains(QStringLiteral("拷") + no_break::kWordJoiner + QStringLiteral("贝")));
    QFont font = QApplication::font();
    font.setPixelSize(22);
    for (int width = 60; width < 900; width += 7) {
      QTextDocument doc;
      doc.setDefaultFont(font);
      doc.setPlainText(caption);
      doc.setTextWidth(width);
      QVERIFY2(line_breaks::cutTerms(linesOf(doc), terms_).isEmpty(), qPrintable(linesOf(doc).join('|')));
    }
  }

  // The other checks find what they look for, and the joiners keep a line from meeting any of it.
  void checkerFindsTornNumbersAndWidows() {
    QVERIFY(!line_breaks::tornNumbers({"共 4 ", "个批次"}).isEmpty());
    QVERIFY(!line_breaks::tornNumbers({"（GPU ", "0）："}).isEmpty());
    QVERIFY(!line_breaks::tornNumbers({"分给 rank", "（进程序号）7"}).isEmpty());
    QVERIFY(!line_breaks::tornNumbers({"48", "B"}).isEmpty());
    QVERIFY(!line_breaks::tornNumbers({"沿第 0 维收集", "（gather）到 cuda:0"}).isEmpty());
    QVERIFY(!line_breaks::tornNumbers({"这个批次有 3 个", "GPU 空闲"}).isEmpty());
    QVERIFY(!line_breaks::tornNumbers({"dpviz-bench --", "sweep）"}).isEmpty());
    QVERIFY(line_breaks::tornNumbers({"共 4 个", "批次"}).isEmpty());
    QCOMPARE(line_breaks::cutTerms({"之后反向传", "播"}, line_breaks::commonWords()), QStringList{"反向传|播"});
    QVERIFY(line_breaks::isWidow("一个。"));
    QVERIFY(line_breaks::isWidow("GPU。"));
    QVERIFY(!line_breaks::isWidow("多切一个。"));
    QVERIFY(line_breaks::isWidow(".sum()。"));
    QVERIFY(!line_breaks::isWidow("或 .sum()。"));
    const QString caption = no_break::keep(QStringLiteral(
        "共 4 个批次：rank 7 在 GPU 0 上反向传播之后，所以每次要等最慢的工作线程；编号相同的梯度收集（gather）后拼接起来，整个批次得不到多余的一个，3 个 GPU 空闲（dpviz-bench --sweep）。"));
    QFont font = QApplication::font();
    for (const int px : {16, 22, 30}) {
      font.setPixelSize(px);
      for (int width = 6 * px; width < 900; width += 5) {
        QTextDocument doc;
        doc.setDefaultFont(font);
        doc.setDocumentMargin(0);
        doc.setPlainText(caption);
        doc.setTextWidth(width);
        QStringList widows;
        const QStringList lines = linesOf(doc, &widows);
        const QString shown = QString::number(width) + ": " + lines.join('|');
        QVERIFY2(line_breaks::tornNumbers(lines).isEmpty(), qPrintable(shown));
        QVERIFY2(line_breaks::cutTerms(lines, line_breaks::commonWords()).isEmpty(), qPrintable(shown));
        QVERIFY2(widows.isEmpty(), qPrintable(shown));
      }
    }
  }

  // Every stop of the 90-minute class in Chinese at 1024×768, in the window and on the projector,
  // its question asked and then revealed: the lesson's captions, the quiz panel, the side columns.
  void noBadBreakInTheClassPlan() {
    Language::apply("zh_CN");
    Settings settings(dir_.path() + "/class.ini");
    MainWindow w(&settings);
    w.resize(1024, 768);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto* layout = w.findChild<WindowLayout*>(QStringLiteral("WindowLayout"));
    QVERIFY(layout);
    QString error;
    QVERIFY2(w.openLesson(":/lessons/class-90min.dpviz", &error), qPrintable(error));
    PredictState* state = w.predictions()->controller()->state();
    for (int i = 0; i < w.lessons()->count(); ++i) {
      for (const bool projector : {false, true}) {
        layout->setPresentation(projector);
        w.lessons()->goTo(i);
        settle();
        const QString where = QStringLiteral("%1, stop %2").arg(projector ? "projector" : "window").arg(i + 1);
        collect(&w, where);
        if (!state->isOpen()) continue;
        for (int guard = 0; guard < 8 && state->stage() != PredictState::Stage::Revealed; ++guard) state->advance();
        settle();
        collect(&w, where + " revealed");
      }
    }
    layout->setPresentation(false);
    QVERIFY2(wrapped_ > 20, qPrintable(QString::number(wrapped_)));
    for (const QString& p : problems_) qWarning("%s", qPrintable(p));
    QVERIFY2(problems_.isEmpty(), qPrintable(QString::number(problems_.size()) + " bad line breaks, listed above"));
  }

  void noTermBrokenOnTheZhScreens() {
    Language::apply("zh_CN");
    Settings settings(dir_.path() + "/settings.ini");
    MainWindow w(&settings);
    dp::RunConfig config = w.controls()->config();
    config.mode = dp::RunMode::Train;
    w.controls()->setConfig(config);
    w.applyConfig();
    w.resize(1024, 768);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto* layout = w.findChild<WindowLayout*>(QStringLiteral("WindowLayout"));
    QVERIFY(layout);
    // Every phase of the first and the last batch, each in the window and in projector mode.
    for (const int batch : {1, 4}) {
      for (int p = int(AnimPhase::Scatter); p <= int(AnimPhase::Done); ++p) {
        QVERIFY2(w.session()->runTo(batch, AnimPhase(p)), qPrintable(QStringLiteral("batch %1, phase %2").arg(batch).arg(p)));
        for (const bool projector : {false, true}) {
          layout->setPresentation(projector);
          settle();
          collect(&w, QStringLiteral("%1, batch %2, phase %3").arg(projector ? "projector" : "window").arg(batch).arg(p));
        }
        layout->setPresentation(false);
      }
    }
    // Then every view, in both modes.
    for (const bool projector : {false, true}) {
      layout->setPresentation(projector);
      for (const QString& view : appViewNames()) {
        layout->showView(*parseAppView(view));
        settle();
        collect(&w, (projector ? QStringLiteral("projector, ") : QStringLiteral("window, ")) + view);
      }
    }
    // The pitfall panel, with its text and its log.
    layout->showView(AppView::Run);
    for (const Pitfall& p : ::pitfalls()) {
      const QString pitfall = p.id;
      QVERIFY(w.runPitfall(pitfall));
      for (const bool projector : {false, true}) {
        layout->setPresentation(projector);
        settle();
        collect(&w, (projector ? QStringLiteral("projector, pitfall ") : QStringLiteral("window, pitfall ")) + pitfall);
      }
    }
    QVERIFY2(wrapped_ > 10, qPrintable(QString::number(wrapped_)));
    for (const QString& p : problems_) qWarning("%s", qPrintable(p));
    QVERIFY2(problems_.isEmpty(), qPrintable(QString::number(problems_.size()) + " glossary terms broken across lines, listed above"));
  }

  // The stage's batch label under the batch column ("第 1 个批次：30 行", "最后一个批次：10 行"), as
  // the stage lays it out (its lines, in its strip and font), at 1024×768 and 1920×1080, in the
  // window and in projector mode.
  void noTermBrokenInTheBatchLabel() {
    Language::apply("zh_CN");
    int labels = 0, wrapped = 0;
    for (const QSize size : {QSize(1024, 768), QSize(1920, 1080)}) {
      Settings settings(dir_.path() + QStringLiteral("/batch-%1.ini").arg(size.width()));
      MainWindow w(&settings);
      w.applyConfig();
      w.resize(size);
      w.show();
      QVERIFY(QTest::qWaitForWindowExposed(&w));
      auto* layout = w.findChild<WindowLayout*>(QStringLiteral("WindowLayout"));
      auto* stage = w.findChild<DataParallelView*>();
      QVERIFY(layout && stage);
      for (const int batch : {1, 4}) {
        QVERIFY(w.session()->runTo(batch, AnimPhase::Scatter));
        for (const bool projector : {false, true}) {
          layout->setPresentation(projector);
          settle();
          stage->refresh();
          QStringList lines;
          QString label;
          for (const StageText& t : stage->texts()) {
            if (t.role != StageRole::BatchLabel) continue;
            lines << t.text;
            label = t.full;
          }
          QVERIFY2(label.contains(QStringLiteral("批次")), qPrintable(label));
          ++labels;
          if (lines.size() > 1) ++wrapped;
          for (const QString& cut : line_breaks::cutTerms(lines, terms_)) {
            problems_ << QStringLiteral("%1×%2 %3, batch %4: %5 (%6)")
                             .arg(size.width()).arg(size.height()).arg(projector ? "projector" : "window").arg(batch).arg(cut, lines.join('|'));
          }
        }
      }
      layout->setPresentation(false);
    }
    QCOMPARE(labels, 8);
    QVERIFY2(wrapped > 0, "no batch label ran over two lines: the check saw no break to judge");
    for (const QString& p : problems_) qWarning("%s", qPrintable(p));
    QVERIFY2(problems_.isEmpty(), qPrintable(QString::number(problems_.size()) + " batch labels broken inside a term, listed above"));
  }
};

QTEST_MAIN(TestZhBreaks)
#include "test_zh_breaks.moc"
