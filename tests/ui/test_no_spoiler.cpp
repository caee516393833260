// No spoiler with `dpviz --predict`: at every reveal point of the Run tab (the tutorial's forward
// loop over the whole epoch, and a training run's first step), in English and Chinese, in the
// window and in projector mode, no visible text outside the question's own panel (labels, the
// log, the tutorial companion, tables, the projector caption, the stage's drawn texts) says the
// open question's answer before its reveal. The answer is the right option's text as the tiles
// show it, compared with spaces removed.
#include <QtTest>

#include "app_window.h"
#include "find_part.h"
#include "quiz/predict_panel.h"
#include "session/run_session.h"
#include "spoiler_texts.h"

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
      const QString answer = spoiler::squeezed(QString::fromStdString(q.options[std::size_t(q.right)].text.in(language.toStdString())));
      asked << QStringLiteral("%1:%2 %3").arg(player->batchesShown()).arg(QString::fromStdString(std::string(dp::quiz::kind_name(q.kind))), answer);
      for (const auto& [text, where] : spoiler::visibleTexts(*app.w, panel)) {
        QVERIFY2(!spoiler::saysAnswer(text, answer),
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
