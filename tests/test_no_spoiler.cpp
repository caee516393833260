// No spoiler with `dpviz --predict`: at every reveal point of the Run tab (the tutorial's forward
// loop over the whole epoch, and a training run's first step), in English and Chinese, in the
// window and in projector mode, no visible text outside the question's own panel (labels, the
// log, the tutorial companion, tables, the projector caption, the stage's drawn texts) says the
// open question's answer before its reveal. The answer is the right option's text as the tiles
// show it, compared with spaces removed.
#include <QAbstractButton>
#include <QLabel>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QTableWidget>
#include <QTextEdit>
#include <QtTest>

#include "app_window.h"
#include "common/no_break.h"
#include "find_part.h"
#include "quiz/predict_panel.h"
#include "session/run_session.h"
#include "shell/projector_bars.h"
#include "stage/dataparallel_view.h"
#include "stage/stage_text.h"

namespace {

QString squeezed(QString text) {
  text.remove(QLatin1Char(' '));
  text.remove(QChar(0x2060));  // word joiners (translations may hold them)
  return text;
}

// Whether `text` says `answer` (squeezed). A long answer ("[4,4,4,4,4,4,4,2]", "torch.Size([30,2])")
// anywhere in it; a number of two digits or more ("336" bytes) as a whole number; a one-digit
// number ("3" idle GPUs) as a whole number next to the word for idle (a "cuda:3" or "batch 3 of
// 4" says nothing about idle GPUs).
bool saysAnswer(const QString& text, const QString& answer) {
  const QString t = squeezed(text);
  static const QRegularExpression number(QStringLiteral("^\\d+$"));
  if (!number.match(answer).hasMatch()) return t.contains(answer);
  const QString whole = QStringLiteral("(?<![\\d.])%1(?![\\d.])").arg(answer);
  if (answer.size() >= 2) return QRegularExpression(whole).match(t).hasMatch();
  const QRegularExpression idle(QStringLiteral("%1(GPUs?|个GPU|个)?(idle|空闲)|(idle|空闲)\\D{0,12}%1").arg(whole),
                                QRegularExpression::CaseInsensitiveOption);
  return idle.match(t).hasMatch();
}

// Every text a viewer can read now, outside `panel`, each with where it is.
QList<QPair<QString, QString>> visibleTexts(QWidget& window, const QWidget* panel) {
  QList<QPair<QString, QString>> out;
  const auto outside = [&](const QWidget* w) { return w->isVisible() && !panel->isAncestorOf(w) && w != panel; };
  for (const QLabel* l : window.findChildren<QLabel*>()) {
    if (outside(l)) out.append({no_break::plain(l->text()), "label " + l->objectName()});
  }
  for (const QAbstractButton* b : window.findChildren<QAbstractButton*>()) {
    if (outside(b)) out.append({b->text(), "button " + b->objectName()});
  }
  for (const QPlainTextEdit* t : window.findChildren<QPlainTextEdit*>()) {
    if (outside(t)) out.append({t->toPlainText(), "text " + t->objectName()});
  }
  for (const QTextEdit* t : window.findChildren<QTextEdit*>()) {
    if (outside(t)) out.append({t->toPlainText(), "text " + t->objectName()});
  }
  for (const QTableWidget* t : window.findChildren<QTableWidget*>()) {
    if (!outside(t)) continue;
    for (int r = 0; r < t->rowCount(); ++r) {
      for (int c = 0; c < t->columnCount(); ++c) {
        if (const QTableWidgetItem* item = t->item(r, c)) out.append({item->text(), "table " + t->objectName()});
      }
    }
  }
  for (const ProjectorCaption* c : window.findChildren<ProjectorCaption*>()) {
    if (outside(c)) out.append({c->text(), "projector caption"});
  }
  for (const DataParallelView* v : window.findChildren<DataParallelView*>()) {
    if (!outside(v)) continue;
    for (const StageText& t : v->texts()) out.append({t.full.isEmpty() ? t.text : t.full, "stage"});
  }
  out.append({window.windowTitle(), "window title"});
  return out;
}

}  // namespace

class TestNoSpoiler : public QObject {
  Q_OBJECT
 private slots:
  void cleanup() { Language::apply("en"); }

  void noTextSaysTheAnswerBeforeTheReveal_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("projector");
    QTest::addColumn<bool>("train");
    for (const char* language : {"en", "zh_CN"}) {
      for (bool projector : {false, true}) {
        for (bool train : {false, true}) {
          QTest::addRow("%s%s%s", language, projector ? " projector" : "", train ? " train" : "") << QString(language) << projector << train;
        }
      }
    }
  }
  void noTextSaysTheAnswerBeforeTheReveal() {
    QFETCH(QString, language);
    QFETCH(bool, projector);
    QFETCH(bool, train);
    QStringList args{"--preset", "tutorial-8", "--predict", "--predict-mode", "self", "--window-size", "1024x768", "--lang", language};
    if (projector) args << "--presentation";
    if (train) args << "--train";
    AppWindow app(args);
    auto* panel = part<PredictPanel>(*app.w, "PredictPanel");
    PredictState* state = panel->state();
    Player* player = app.w->player();
    QVERIFY(app.w->session()->waitReady());
    QStringList asked;
    // Training: the first step's three questions (split, gather, reduce); the forward loop: the
    // epoch's four.
    while (!(train && asked.size() == 3)) {
      const bool held = QTest::qWaitFor([&] {
        if (!player->playing() && !player->epochDone()) player->play();  // not ready yet: play() did nothing
        player->advance(1.0);
        return player->held() || player->epochDone();
      }, 120000);
      QVERIFY(held);
      if (!player->held()) break;
      QVERIFY(state->isOpen());
      app.settle();
      const dp::quiz::Question& q = state->question();
      const QString answer = squeezed(QString::fromStdString(q.options[std::size_t(q.right)].text.in(language.toStdString())));
      asked << QStringLiteral("%1:%2 %3").arg(player->batchesShown()).arg(QString::fromStdString(std::string(dp::quiz::kind_name(q.kind))), answer);
      for (const auto& [text, where] : visibleTexts(*app.w, panel)) {
        QVERIFY2(!saysAnswer(text, answer),
                 qPrintable(QStringLiteral("%1: the %2 says the answer before the reveal: \"%3\"").arg(asked.last(), where, text)));
      }
      while (state->isOpen()) state->advance();
    }
    qInfo("%s", qPrintable(asked.join(QStringLiteral("; "))));
    QCOMPARE(asked.size(), train ? 3 : 4);
  }
};

QTEST_MAIN(TestNoSpoiler)
#include "test_no_spoiler.moc"
