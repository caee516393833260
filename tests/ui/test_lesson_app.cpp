// Lessons in the app, offscreen: every bundled lesson played from its first stop to its last in
// both languages (each stop reached, its caption shown); save → open gives the same lesson and
// state; bad files refused with one line and the previous state intact; a new lesson made from
// the current state and edited; unsaved changes ask first; drag and drop; --check-lesson.
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QMessageBox>
#include <QLabel>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QProcess>
#include <QRegularExpression>
#include <QPushButton>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include "common/language.h"
#include "common/no_break.h"
#include "ddp/ddp_view.h"
#include "find_part.h"
#include "lessons/class_summary.h"
#include "lessons/lesson_banner.h"
#include "lessons/lesson_controller.h"
#include "lessons/lesson_editor.h"
#include "lessons/lesson_reader.h"
#include "lessons/pitfalls.h"
#include "panels/controls_panel.h"
#include "shell/gui_options.h"
#include "shell/lesson_files.h"
#include "shell/main_window.h"
#include "quiz/predict_controller.h"
#include "shell/predict_runs.h"

namespace {

const QStringList kBundled = {":/lessons/tutorial.dpviz", ":/lessons/last-batch.dpviz", ":/lessons/dp-vs-ddp.dpviz",
                              ":/lessons/gradients.dpviz", ":/lessons/class-90min.dpviz"};

// Clicks `button` of the next message box that opens (the question about unsaved changes).
void answerNextMessageBox(QMessageBox::StandardButton button) {
  QTimer::singleShot(0, [button] {
    auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
    if (box) box->button(button)->click();
  });
}

}  // namespace

class TestLessonApp : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;

  std::unique_ptr<Settings> settings() { return std::make_unique<Settings>(dir_.filePath("s.ini")); }

 private slots:
  void cleanup() { Language::apply("en"); }

  // Each stop of each bundled lesson is reached (its batch and phase on screen, its view shown) and
  // its caption is the banner's, in the window's language; Page Down goes from one to the next.
  void bundledLessonsPlayToTheEnd_data() {
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("language");
    for (const QString& path : kBundled) {
      for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        QTest::addRow("%s %s", qPrintable(path.section('/', -1)), qPrintable(language)) << path << language;
      }
    }
  }
  void bundledLessonsPlayToTheEnd() {
    QFETCH(QString, path);
    QFETCH(QString, language);
    Language::apply(language);
    auto s = settings();
    MainWindow w(s.get());
    w.show();
    QString error;
    QVERIFY2(w.openLesson(path, &error), qPrintable(error));
    const Lesson lesson = w.lessons()->lesson();
    QVERIFY(lesson.stops.size() >= 4);
    PredictState* question = w.predictions()->controller()->state();
    for (int i = 0; i < int(lesson.stops.size()); ++i) {
      if (i > 0) QTest::keyClick(&w, Qt::Key_PageDown);
      QCOMPARE(w.lessons()->current(), i);
      // A quiz stop asks first; the clicker's Page Down is the question's until it is over (class
      // mode: vote again, the chart, the reveal, go on), then the lesson's again.
      QCOMPARE(question->isOpen(), lesson.stops[std::size_t(i)].quiz.has_value());
      for (int press = 0; question->isOpen() && press < 5; ++press) QTest::keyClick(&w, Qt::Key_PageDown);
      QVERIFY(!question->isOpen());
      QCOMPARE(w.lessons()->current(), i);
      const LessonStop& stop = lesson.stops[std::size_t(i)];
      const LessonBanner* banner = part<LessonBanner>(w, "lessonBanner");
      // The caption's numbers come from the stop's run: placeholders filled, none left over.
      QCOMPARE(banner->captionText(), lesson.captionAt(i, language));
      QVERIFY2(!banner->captionText().contains(QLatin1Char('{')), qPrintable(banner->captionText()));
      QVERIFY(banner->isVisibleTo(&w));
      QVERIFY2(banner->stripText().contains(QString::number(i + 1)), qPrintable(banner->stripText()));
      QCOMPARE(w.player()->batchesShown(), qint64(stop.at.batch));
      QCOMPARE(w.player()->phase(), stop.at.phase);
      QCOMPARE(w.centreTabs()->currentIndex(), isExplorerView(stop.view) ? 1 : isDdpTabView(stop.view) ? 2 : 0);  // ddp, ddp-compare: the DDP tab
      if (stop.view == AppView::Ddp) {  // the DDP tab runs the stop's ranks and local batch
        QCOMPARE(w.ddpView()->launch().world, lesson.ddpAt(i).first);
        QCOMPARE(qint64(w.ddpView()->launch().local_batch), lesson.ddpAt(i).second);
      }
      double speed = 0;
      dp::RunConfig want = lesson.configAt(i, &speed);
      if (!stop.pitfall.isEmpty()) want = findPitfall(stop.pitfall)->config;  // a pitfall stop runs its scenario
      QCOMPARE(w.controls()->config().gpus, want.gpus);
      QCOMPARE(w.controls()->config().drop_last, want.drop_last);
    }
    QTest::keyClick(&w, Qt::Key_PageDown);  // past the last stop: stays there
    QCOMPARE(w.lessons()->current(), int(lesson.stops.size()) - 1);
    QTest::keyClick(&w, Qt::Key_PageUp);
    QCOMPARE(w.lessons()->current(), int(lesson.stops.size()) - 2);
  }

  // No spoiler: at every quiz stop of every bundled lesson, in both languages and in projector
  // mode, the stop's caption (which may work the answer out) waits for the reveal, and no visible
  // text outside the question's own tiles says the right option's text; at the reveal the caption
  // is back.
  void noSpoilerBeforeTheReveal_data() {
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("projector");
    for (const QString& path : kBundled) {
      for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        for (bool projector : {false, true}) {
          QTest::addRow("%s %s%s", qPrintable(path.section('/', -1)), qPrintable(language), projector ? " projector" : "")
              << path << language << projector;
        }
      }
    }
  }
  void noSpoilerBeforeTheReveal() {
    QFETCH(QString, path);
    QFETCH(QString, language);
    QFETCH(bool, projector);
    Language::apply(language);
    auto s = settings();
    MainWindow w(s.get());
    w.show();
    if (projector) w.setPresentation(true);
    QString error;
    QVERIFY2(w.openLesson(path, &error), qPrintable(error));
    const Lesson lesson = w.lessons()->lesson();
    PredictState* question = w.predictions()->controller()->state();
    const LessonBanner* banner = part<LessonBanner>(w, "lessonBanner");
    const QWidget* panel = part<QWidget>(w, "PredictPanel");
    int asked = 0;
    for (int i = 0; i < int(lesson.stops.size()); ++i) {
      if (!lesson.stops[std::size_t(i)].quiz) continue;
      w.lessons()->goTo(i);
      QCoreApplication::processEvents();
      QVERIFY(question->isOpen());
      ++asked;
      const dp::quiz::Question& q = question->question();
      const QString answer = QString::fromStdString(q.options[std::size_t(q.right)].text.in(language.toStdString()));
      QVERIFY(banner->held());
      QVERIFY2(banner->captionText() != lesson.captionAt(i, language), qPrintable(banner->captionText()));
      // Every visible text but the tiles' (the answer is one of the options, of course).
      if (answer.size() >= 4) {
        for (const QLabel* label : w.findChildren<QLabel*>()) {
          if (!label->isVisible() || panel->isAncestorOf(label)) continue;
          QVERIFY2(!no_break::plain(label->text()).contains(answer), qPrintable(QStringLiteral("stop %1: \"%2\" in \"%3\"").arg(i + 1).arg(answer, label->text())));
        }
        for (const QPlainTextEdit* text : w.findChildren<QPlainTextEdit*>()) {
          if (!text->isVisible()) continue;
          QVERIFY2(!text->toPlainText().contains(answer), qPrintable(QStringLiteral("stop %1: \"%2\" in the log").arg(i + 1).arg(answer)));
        }
      }
      while (question->stage() != PredictState::Stage::Revealed) question->advance();
      QVERIFY(!banner->held());
      QCOMPARE(banner->captionText(), lesson.captionAt(i, language));
      question->advance();
    }
    QVERIFY(asked >= 2);
  }

  // The end of class: Page Down after the last stop shows what was covered and, for each question,
  // the share of the room right in each vote (planted counts), "skipped" for the one skipped, with
  // its answer still hidden; Page Up goes back to the last stop.
  void endOfClassShowsTheVotes() {
    auto s = settings();
    MainWindow w(s.get());
    w.show();
    QString error;
    QVERIFY2(w.openLesson(":/lessons/class-90min.dpviz", &error), qPrintable(error));
    w.predictions()->setMode(PredictState::Mode::Class);
    PredictState* state = w.predictions()->controller()->state();
    const Lesson lesson = w.lessons()->lesson();
    QStringList shares;
    int skipped_stop = -1;
    for (int i = 0; i < int(lesson.stops.size()); ++i) {
      if (!lesson.stops[std::size_t(i)].quiz) continue;
      w.lessons()->goTo(i);
      QVERIFY(state->isOpen());
      if (skipped_stop < 0 && i > 1) {  // the second question is skipped
        skipped_stop = i;
        w.predictions()->controller()->skip();
        continue;
      }
      const int right = state->question().right;
      std::array<int, 4> first{}, second{};
      first[std::size_t(right)] = 3;
      first[std::size_t((right + 1) % state->optionCount())] = 7;  // 3 of 10 right, then 8 of 10
      second[std::size_t(right)] = 8;
      second[std::size_t((right + 1) % state->optionCount())] = 2;
      QVERIFY(state->setVotes(1, first));
      state->advance();
      QVERIFY(state->setVotes(2, second));
      while (state->stage() != PredictState::Stage::Revealed) state->advance();
      state->advance();
    }
    QVERIFY(skipped_stop > 0);
    w.lessons()->goTo(int(lesson.stops.size()) - 1);
    auto* summary = part<ClassSummary>(w, "ClassSummary");
    QVERIFY(!summary->isVisible());
    part<LessonFiles>(w, "LessonFiles")->next();
    QVERIFY(summary->isVisible());
    const QString text = summary->text();
    QVERIFY2(text.contains("End of class: " + lesson.title.en), qPrintable(text));
    QCOMPARE(text.count("3 of 10 right (30 %)"), text.count("8 of 10 right (80 %)"));
    QVERIFY2(text.count("3 of 10 right (30 %)") >= 3, qPrintable(text));
    QCOMPARE(text.count("skipped"), 1);
    const dp::quiz::Question hidden = *lesson.quizAt(skipped_stop);
    QVERIFY2(!text.contains(QString::fromStdString(hidden.options[std::size_t(hidden.right)].text.en) + "skipped"), qPrintable(text));
    for (int i = 0; i < int(lesson.stops.size()); ++i) {
      QVERIFY2(text.contains(lesson.captionAt(i, "en").section(QRegularExpression("[:.]"), 0, 0).left(40)), qPrintable(QString::number(i)));
    }
    w.lessons()->previous();  // Page Up: back to the class
    QVERIFY(!summary->isVisible());
  }

  // Save → open: the same lesson and stops, and the same state at its first stop.
  void saveThenOpenGivesTheSameLesson() {
    auto s = settings();
    MainWindow w(s.get());
    QVERIFY(w.openLesson(":/lessons/last-batch.dpviz"));
    const Lesson original = w.lessons()->lesson();
    const dp::RunConfig at_first = w.controls()->config();
    const QString path = dir_.filePath("copy.dpviz");
    QString error;
    QVERIFY2(part<LessonFiles>(w, "LessonFiles")->save(path, &error), qPrintable(error));
    QVERIFY(!w.lessons()->modified());
    w.lessons()->close();
    QVERIFY(w.openLesson(path, &error));
    QVERIFY(w.lessons()->lesson() == original);
    QCOMPARE(w.lessons()->current(), 0);
    QVERIFY(w.controls()->config() == at_first);
    QCOMPARE(s->recentLessons().value(0), path);
  }

  // Refused files: one line (the reader's), and the open lesson, its stop and the run unchanged.
  void badFilesLeaveTheStateIntact_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("unknown key") << QByteArray(R"({"format": "dpviz-lesson", "version": 1, "titel": {}})");
    QTest::newRow("out of range") << QByteArray(R"({"format": "dpviz-lesson", "version": 1, "title": {"en": "a", "zh_CN": "b"},
      "steps": [{"at": "1:load", "caption": {"en": "a", "zh_CN": "b"}, "config": {"gpus": 99}}]})");
    QTest::newRow("deeply nested") << QByteArray(5000, '{');
    QTest::newRow("binary junk") << QByteArray("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", 16);
    QTest::newRow("UTF-16") << QByteArray("\xff\xfe{\0\"\0", 6);
    QTest::newRow("huge") << QByteArray(5 * 1024 * 1024, ' ');
    QTest::newRow("folder") << QByteArray();
    QTest::newRow("missing") << QByteArray();
  }
  void badFilesLeaveTheStateIntact() {
    QFETCH(QByteArray, bytes);
    const QString name = QTest::currentDataTag();
    QString path = dir_.filePath(name + ".dpviz");
    if (name == "folder") {
      QVERIFY(QDir(dir_.path()).mkpath(name + ".dpviz"));
    } else if (name != "missing") {
      QFile f(path);
      QVERIFY(f.open(QIODevice::WriteOnly));
      f.write(bytes);
    }
    auto s = settings();
    MainWindow w(s.get());
    QVERIFY(w.openLesson(":/lessons/tutorial.dpviz"));
    w.lessons()->goTo(4);
    const Lesson before = w.lessons()->lesson();
    const dp::RunConfig config = w.controls()->config();
    const QString caption = part<LessonBanner>(w, "lessonBanner")->captionText();
    const qint64 batch = w.player()->batchesShown();
    const AnimPhase phase = w.player()->phase();
    QString error;
    QVERIFY(!w.openLesson(path, &error));
    QCOMPARE(error, readLessonFile(path).error);
    QVERIFY(error.startsWith(path + ":"));
    QVERIFY(!error.contains('\n'));
    QVERIFY(w.lessons()->lesson() == before);
    QCOMPARE(w.lessons()->current(), 4);
    QVERIFY(w.controls()->config() == config);
    QCOMPARE(part<LessonBanner>(w, "lessonBanner")->captionText(), caption);
    QCOMPARE(w.player()->batchesShown(), batch);
    QCOMPARE(w.player()->phase(), phase);
  }

  // File › New lesson from current state, then the editor: stops added and captioned; a lesson with
  // an empty caption is not saved; the title bar marks unsaved changes.
  void newLessonFromCurrentStateIsEditedAndSaved() {
    auto s = settings();
    MainWindow w(s.get());
    dp::RunConfig c = w.controls()->config();
    c.gpus = 3;
    w.controls()->setConfig(c);
    w.applyConfig();
    QVERIFY(w.session()->runTo(2, AnimPhase::Forward));
    QAction* make = nullptr;
    for (QAction* a : w.findChildren<QAction*>()) {
      if (a->text() == "New lesson from current state") make = a;
    }
    QVERIFY(make);
    make->trigger();
    QVERIFY(w.lessons()->isOpen() && w.lessons()->modified());
    QVERIFY(w.windowTitle().contains(" *"));
    QCOMPARE(w.lessons()->count(), 1);
    QCOMPARE(w.lessons()->lesson().stops[0].at, (LessonAt{2, AnimPhase::Forward}));
    QCOMPARE(*w.lessons()->lesson().config.gpus, 3);
    QVERIFY(part<QDockWidget>(w, "LessonDock")->isVisibleTo(&w));
    QString error;
    const QString path = dir_.filePath("new.dpviz");
    QVERIFY(!part<LessonFiles>(w, "LessonFiles")->save(path, &error));  // no caption yet
    QCOMPARE(error, QString("stop 1 needs a caption in English and in Chinese"));
    QVERIFY(!QFile::exists(path));
    Lesson edited = w.lessons()->lesson();
    edited.stops[0].caption = {"Three GPUs", "三个 GPU"};
    LessonStop second = edited.stops[0];
    second.at = {4, AnimPhase::Scatter};
    second.caption = {"The last batch", "最后一个批次"};
    edited.stops.push_back(second);
    LessonEditor* editor = part<LessonEditor>(w, "LessonEditor");
    editor->setLesson(edited);
    emit editor->changed();
    QCOMPARE(w.lessons()->count(), 2);
    // The editor's prediction: the stop asks the idle GPUs (schema.md "quiz"), and it is saved.
    auto* quiz = editor->findChild<QComboBox*>("lessonQuiz");
    QVERIFY(quiz);
    editor->setCurrentStop(1);
    quiz->setCurrentIndex(quiz->findData(int(dp::quiz::Kind::IdleGpus)));
    QCOMPARE(quiz->currentText(), QStringLiteral("Predict: Idle GPUs"));  // the kind's own label (idle_gpus.cpp)
    QCOMPARE(quiz->count(), int(dp::quiz::all_kinds().size()) + 1);     // every kind, and "No prediction"
    emit quiz->activated(quiz->currentIndex());
    QVERIFY(w.lessons()->lesson().stops[1].quiz);
    QCOMPARE(w.lessons()->lesson().stops[1].quiz->kind, dp::quiz::Kind::IdleGpus);
    QVERIFY2(part<LessonFiles>(w, "LessonFiles")->save(path, &error), qPrintable(error));
    QVERIFY(!w.lessons()->modified());
    QVERIFY(!w.windowTitle().contains(" *"));
    const LessonRead saved = readLessonFile(path);
    QCOMPARE(saved.lesson->stops.size(), std::size_t(2));
    QVERIFY(!saved.lesson->stops[0].quiz);
    QCOMPARE(saved.lesson->stops[1].quiz->kind, dp::quiz::Kind::IdleGpus);
    QCOMPARE(saved.lesson->quizAt(1)->answer_json, std::string("0"));  // 3 GPUs, the last 10 rows: 4, 4, 2
  }

  // Closing with unsaved changes asks: Cancel keeps the window open, Discard closes it.
  void unsavedChangesAskBeforeClosing() {
    auto s = settings();
    MainWindow w(s.get());
    w.show();
    QVERIFY(w.openLesson(":/lessons/tutorial.dpviz"));
    Lesson edited = w.lessons()->lesson();
    edited.title.en = "Changed";
    w.lessons()->edit(edited);
    QVERIFY(w.lessons()->modified());
    answerNextMessageBox(QMessageBox::Cancel);
    QVERIFY(!w.close());
    QVERIFY(w.isVisible());
    answerNextMessageBox(QMessageBox::Cancel);
    QVERIFY(!w.openLesson(":/lessons/last-batch.dpviz"));  // cancelled: the edited lesson stays
    QCOMPARE(w.lessons()->lesson().title.en, QString("Changed"));
    answerNextMessageBox(QMessageBox::Discard);
    QVERIFY(w.close());
  }

  // A .dpviz dropped on the window opens; anything else is not accepted.
  void dropAFileToOpenIt() {
    auto s = settings();
    MainWindow w(s.get());
    const QString path = dir_.filePath("dropped.dpviz");
    QVERIFY(QFile::copy(":/lessons/dp-vs-ddp.dpviz", path));
    QMimeData data;
    data.setUrls({QUrl::fromLocalFile(path)});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&w, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&w, &drop);
    QVERIFY(w.lessons()->isOpen());
    QCOMPARE(w.lessons()->source(), path);
    QMimeData other;
    other.setUrls({QUrl::fromLocalFile(dir_.filePath("picture.png"))});
    QDragEnterEvent refused(QPoint(10, 10), Qt::CopyAction, &other, Qt::LeftButton, Qt::NoModifier);
    refused.setAccepted(false);
    QApplication::sendEvent(&w, &refused);
    QVERIFY(!refused.isAccepted());
  }

  // A caption that says its own stop's answer is warned about by --check-lesson (the file is still
  // accepted: dpviz holds the caption back until the reveal): the ring's "2(W−1) = 6 steps" above
  // "how many steps?", and an option's own words.
  void checkLessonWarnsOfACaptionThatSaysTheAnswer() {
    QTemporaryDir work;
    const QString file = work.filePath("spoiler.dpviz");
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"format": "dpviz-lesson", "version": 1, "title": {"en": "a", "zh_CN": "b"},
      "config": {"gpus": 8, "batch_size": 30, "data_size": 100},
      "steps": [
        {"at": "1:scatter", "caption": {"en": "Scatter.", "zh_CN": "分发。"}, "quiz": {"kind": "chunk_sizes"}},
        {"at": "4:done", "config": {"mode": "ddp", "world": 4, "local_batch": 2}, "view": "ddp",
         "caption": {"en": "The ring: 2(W-1) = {ring_steps} steps.", "zh_CN": "环：2(W−1) = {ring_steps} 步。"},
         "quiz": {"kind": "ring_steps"}}]})");
    f.close();
    const LessonRead read = readLessonFile(file);
    QVERIFY2(read.lesson, qPrintable(read.error));
    const QStringList lines = captionSpoilers(*read.lesson);
    QCOMPARE(lines.size(), 1);
    QVERIFY2(lines[0].startsWith("stop 2: its caption (en) says the answer of its question, \"6\""), qPrintable(lines[0]));
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("QT_QPA_PLATFORM", "offscreen");
    p.setProcessEnvironment(env);
    p.start(DPVIZ_GUI, {"--check-lesson", file});
    QVERIFY(p.waitForFinished(30000));
    QCOMPARE(p.exitCode(), 0);
    QCOMPARE(QString::fromUtf8(p.readAllStandardOutput()), QStringLiteral("ok: 2 steps\n"));
    QCOMPARE(QString::fromUtf8(p.readAllStandardError()), "warning: " + lines[0] + "\n");
    // The bundled lessons' warnings, for the record (their own captions are held back until the
    // reveal); none says a later stop's answer, which nothing holds back.
    for (const QString& path : kBundled) {
      for (const QString& line : captionSpoilers(*readLessonFile(path).lesson)) {
        qInfo("%s: %s", qPrintable(path), qPrintable(line));
        QVERIFY2(!line.contains("before it is asked"), qPrintable(path + ": " + line));
      }
    }
    // A caption that says a later stop's answer is named with both stops.
    QFile later(work.filePath("later.dpviz"));
    QVERIFY(later.open(QIODevice::WriteOnly));
    later.write(R"({"format": "dpviz-lesson", "version": 1, "title": {"en": "a", "zh_CN": "b"},
      "config": {"gpus": 8, "batch_size": 30, "data_size": 100},
      "steps": [
        {"at": "1:load", "caption": {"en": "The output will be torch.Size([30, 2]).", "zh_CN": "加载。"}},
        {"at": "1:gather", "caption": {"en": "Gather.", "zh_CN": "收集。"}, "quiz": {"kind": "gathered_shape"}}]})");
    later.close();
    const QStringList early = captionSpoilers(*readLessonFile(later.fileName()).lesson);
    QCOMPARE(early.size(), 1);
    QVERIFY2(early[0].startsWith("stop 1: its caption (en) says the answer of stop 2's question, \"[30, 2]\", before it is asked"),
             qPrintable(early[0]));
  }

  // --check-lesson needs no display: "ok: N steps" and 0, or one line on stderr and 2.
  void checkLessonOnTheCommandLine_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("out");
    // (tutorial.dpviz is good too, with two warnings: checkLessonWarnsOfACaptionThatSaysTheAnswer)
    QTest::newRow("good") << DPVIZ_SOURCE_DIR "/resources/lessons/last-batch.dpviz" << 0 << "ok: 6 steps\n";
    QTest::newRow("bad") << "bad.dpviz" << 2 << "";
    QTest::newRow("missing") << "missing.dpviz" << 2 << "";
  }
  void checkLessonOnTheCommandLine() {
    QFETCH(QString, file);
    QFETCH(int, status);
    QFETCH(QString, out);
    QTemporaryDir work;
    QFile bad(work.filePath("bad.dpviz"));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write(R"({"format": "dpviz-lesson", "version": 1, "title": {"en": "a", "zh_CN": "b"}, "steps": [], "x": 1})");
    bad.close();
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"}) env.remove(name);
    p.setProcessEnvironment(env);
    p.setWorkingDirectory(work.path());
    p.start(DPVIZ_GUI, {"--check-lesson", file});
    QVERIFY(p.waitForFinished(30000));
    QCOMPARE(p.exitCode(), status);
    QCOMPARE(QString::fromUtf8(p.readAllStandardOutput()), out);
    const QString err = QString::fromUtf8(p.readAllStandardError());
    if (status == 0) {
      QVERIFY(err.isEmpty());
    } else {
      QCOMPARE(err.count('\n'), 1);
      QCOMPARE(err.trimmed(), readLessonFile(work.filePath(file)).error.replace(work.filePath(file), file));
    }
    QCOMPARE(QDir(work.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries), QStringList{"bad.dpviz"});
  }
};

QTEST_MAIN(TestLessonApp)
#include "test_lesson_app.moc"
