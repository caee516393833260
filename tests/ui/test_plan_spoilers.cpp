// No answer before its question, across the whole plan: for every bundled lesson, in English and
// Chinese, in the window and in projector mode at 1024×768, at every stop and at every phase that
// stop can be stepped to (stepping stops where the stage holds), no visible text says the answer of
// a question the plan asks at a later stop and has not revealed yet. Each stop's own question is
// revealed as a class would; where the stage holds before a later answer, the banner says so. A
// skipped question's view stays covered while the class is at its stop.
#include <QElapsedTimer>
#include <QSet>
#include <QStackedWidget>
#include <QtTest>

#include "app_window.h"
#include "find_part.h"
#include "lessons/lesson_banner.h"
#include "lessons/lesson_controller.h"
#include "quiz/predict_controller.h"
#include "session/run_session.h"
#include "shell/predict_runs.h"
#include "spoiler_texts.h"

namespace {

const QStringList kBundled = {":/lessons/tutorial.dpviz", ":/lessons/last-batch.dpviz", ":/lessons/dp-vs-ddp.dpviz",
                              ":/lessons/gradients.dpviz", ":/lessons/class-90min.dpviz"};

// A question's answer as the test keys it: its kind and the answer's JSON (two questions with one
// answer are answered by one stage).
QString answerOf(const dp::quiz::Question& q) {
  return QString::fromStdString(std::string(dp::quiz::kind_name(q.kind)) + "|" + q.answer_json);
}

struct Later {
  int stop;        // 0-based
  QString key;     // answerOf()
  QString answer;  // the right option's text in the test's language, squeezed
  QString unit;    // what must follow a number answer for a text to say it ("B|bytes?|字节"), or empty
};

// One phase on, as → (step) does, waiting for the engine's next batch; false when nothing moved
// (held, or the epoch over).
bool stepOn(Player* player) {
  const qint64 shown = player->batchesShown();
  const AnimPhase before = player->phase();
  player->stepPhase();
  QElapsedTimer t;
  t.start();
  while (player->batchesShown() == shown && player->phase() == before && !player->held() && !player->epochDone() &&
         t.elapsed() < 20000) {
    QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 20);
  }
  return player->batchesShown() != shown || player->phase() != before;
}

}  // namespace

class TestPlanSpoilers : public QObject {
  Q_OBJECT
 private slots:
  void cleanup() { Language::apply("en"); }

  void noLaterAnswerAtAnyStop_data() {
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("projector");
    for (const QString& path : kBundled) {
      for (const char* language : {"en", "zh_CN"}) {
        for (bool projector : {false, true}) {
          QTest::addRow("%s %s%s", qPrintable(path.section('/', -1)), language, projector ? " projector" : "")
              << path << QString(language) << projector;
        }
      }
    }
  }
  void noLaterAnswerAtAnyStop() {
    QFETCH(QString, path);
    QFETCH(QString, language);
    QFETCH(bool, projector);
    QStringList args{"--lesson", path, "--window-size", "1024x768", "--lang", language};
    if (projector) args << "--presentation";
    AppWindow app(args);
    LessonController* lessons = app.w->lessons();
    const Lesson lesson = lessons->lesson();
    PredictController* predict = app.w->predictions()->controller();
    PredictState* state = predict->state();
    Player* player = app.w->player();
    const auto* banner = part<LessonBanner>(*app.w, "lessonBanner");
    const QWidget* panel = part<QWidget>(*app.w, "PredictPanel");
    QList<Later> questions;
    for (int j = 0; j < int(lesson.stops.size()); ++j) {
      if (const std::optional<dp::quiz::Question> q = lesson.quizAt(j)) {
        const bool bytes = q->kind == dp::quiz::Kind::GradBytesToGpu0;
        questions.append({j, answerOf(*q), spoiler::squeezed(QString::fromStdString(q->options[std::size_t(q->right)].text.in(language.toStdString()))),
                          bytes ? QStringLiteral("B|bytes?|字节") : QString()});
      }
    }
    QVERIFY(!questions.isEmpty());
    QSet<QString> revealed;
    int checked_phases = 0, holds = 0;
    for (int i = 0; i < int(lesson.stops.size()); ++i) {
      lessons->goTo(i);
      app.settle();
      if (state->isOpen()) {  // the stop's own question: asked, voted, revealed
        revealed.insert(answerOf(state->question()));
        while (state->stage() != PredictState::Stage::Revealed) state->advance();
        state->advance();
        app.settle();
      }
      QList<Later> later;
      for (const Later& q : questions) {
        if (q.stop > i && !revealed.contains(q.key)) later.append(q);
      }
      if (later.isEmpty()) continue;
      const auto check = [&](const QString& where) {
        for (const auto& [text, what] : spoiler::visibleTexts(*app.w, panel)) {
          for (const Later& q : later) {
            if (!spoiler::saysAnswer(text, q.answer, q.unit)) continue;
            QFAIL(qPrintable(QStringLiteral("stop %1 (%2): the %3 says stop %4's answer \"%5\": \"%6\"")
                                 .arg(i + 1).arg(where, what).arg(q.stop + 1).arg(q.answer, text)));
          }
        }
      };
      check(QStringLiteral("as shown"));
      // Every phase the stop can be stepped to (a whole epoch at most).
      for (int n = 0; n < 80 && !player->epochDone(); ++n) {
        if (!stepOn(player)) break;
        app.settle();
        ++checked_phases;
        check(QStringLiteral("batch %1, %2").arg(player->batchesShown()).arg(animPhaseName(player->phase())));
      }
      if (player->held() && !predict->heldAnswer().isEmpty()) {
        ++holds;
        // It says so: the banner names the stop whose answer comes next.
        int stop = -1;
        for (const Later& q : questions) {
          if (q.key == predict->heldAnswer() && stop < 0) stop = q.stop;
        }
        QVERIFY2(stop > i, qPrintable(predict->heldAnswer()));
        QVERIFY2(spoiler::squeezed(banner->noteText()).contains(QString::number(stop + 1)), qPrintable(banner->noteText()));
        player->play();  // Space does not pass it either
        QVERIFY(player->held());
      }
    }
    qInfo("%d phases checked, %d holds before a later stop's answer", checked_phases, holds);
  }

  // class-90min: stop 2's playback holds before stop 3's gather (its answer, torch.Size([30, 2])),
  // the banner says stop 3; stop 7's training holds before stop 8's reduce. Skipping stop 2's
  // question covers the stage until the class leaves the stop.
  void classPlanHoldsBeforeTheNextQuestion() {
    AppWindow app({"--lesson", ":/lessons/class-90min.dpviz", "--window-size", "1024x768", "--lang", "en", "--presentation"});
    LessonController* lessons = app.w->lessons();
    PredictController* predict = app.w->predictions()->controller();
    PredictState* state = predict->state();
    Player* player = app.w->player();
    const auto* banner = part<LessonBanner>(*app.w, "lessonBanner");
    lessons->goTo(1);
    QVERIFY(state->isOpen());
    while (state->stage() != PredictState::Stage::Revealed) state->advance();
    state->advance();
    player->play();
    QVERIFY(QTest::qWaitFor([&] {
      player->advance(1.0);
      return player->held() || player->epochDone();
    }, 60000));
    QVERIFY(player->held());
    QCOMPARE(player->batchesShown(), 1);
    QCOMPARE(player->heldBefore(), AnimPhase::Gather);
    QVERIFY2(banner->noteText().contains(QStringLiteral("stop 3")), qPrintable(banner->noteText()));
    // The next stop goes on to its own question.
    lessons->next();
    QVERIFY(state->isOpen());
    QCOMPARE(predict->heldAnswer(), QString());
    QCOMPARE(banner->noteText(), QString());
    // Skipped: the view is covered; back at the stop it is asked again.
    predict->skip();
    const auto* stack = part<QStackedWidget>(*app.w, "CentreStack");
    QCOMPARE(stack->currentWidget()->objectName(), QStringLiteral("SkippedNote"));
    lessons->previous();
    QVERIFY(stack->currentWidget()->objectName() != QStringLiteral("SkippedNote"));
    lessons->next();
    QVERIFY(state->isOpen());
    // Stop 7 → 8: the training step holds before the reduce, whose bytes stop 8 asks (stop 3's
    // answer revealed by then; unrevealed it would still be withheld, the gather held first).
    while (state->stage() != PredictState::Stage::Revealed) state->advance();
    state->advance();
    lessons->goTo(6);
    app.settle();
    for (int n = 0; n < 20 && !player->held() && stepOn(player); ++n) {
    }
    QVERIFY(player->held());
    QCOMPARE(player->heldBefore(), AnimPhase::Reduce);
    QVERIFY2(banner->noteText().contains(QStringLiteral("stop 8")), qPrintable(banner->noteText()));
  }
};

QTEST_MAIN(TestPlanSpoilers)
#include "test_plan_spoilers.moc"
