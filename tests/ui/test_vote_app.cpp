// The class vote in the app: View › Class vote from phones starts and stops the server,
// the lecturer's Enter moves the phones on, closing the window stops it; the real dpviz prints its
// one line, goes to the first question with --predict, and refuses bad --vote-* values in one line.
#include <QAction>
#include <QApplication>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>
#include <csignal>
#include <sys/types.h>
#include <QSpinBox>
#include <QProcess>
#include <QRegularExpression>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QtTest>

#include "app_window.h"
#include "find_part.h"
#include "quiz/predict_controller.h"
#include "quiz/predict_panel.h"
#include "quiz/round_clock.h"
#include "quiz/vote_chart.h"
#include "shell/gui_options.h"
#include "lessons/lesson_controller.h"
#include "shell/main_window.h"
#include "shell/predict_runs.h"
#include "shell/settings.h"
#include "shell/vote_runs.h"
#include "vote/class_log.h"
#include "vote_phone.h"

using namespace votetest;

namespace {
struct Window : AppWindow {
  using AppWindow::AppWindow;
  ClassVote* vote() const { return w->votes()->vote(); }
  QAction* action(const char* name) const { return part<QAction>(*w, name); }
};

// dpviz as a user starts it, its settings in a temporary folder; stderr read as it comes.
struct App {
  QTemporaryDir home;
  QProcess p;
  QByteArray err;
  explicit App(const QStringList& args) {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("HOME", home.path());
    env.insert("XDG_CONFIG_HOME", home.path());
    env.insert("XDG_DATA_HOME", home.path() + "/data");
    env.insert("QT_QPA_PLATFORM", "offscreen");
    p.setProcessEnvironment(env);
    QObject::connect(&p, &QProcess::readyReadStandardError, [this] { err += p.readAllStandardError(); });
    p.start(QStringLiteral(DPVIZ_GUI), args);
  }
  ~App() {
    if (p.state() != QProcess::NotRunning) {
      p.kill();
      p.waitForFinished();
    }
  }
  // The stderr line matching `re` (its match), once it came.
  QRegularExpressionMatch waitLine(const QRegularExpression& re) {
    QRegularExpressionMatch m;
    (void)QTest::qWaitFor([&] {  // the caller checks m
      for (const QByteArray& line : err.split('\n')) {
        m = re.match(QString::fromUtf8(line));
        if (m.hasMatch()) return true;
      }
      return p.state() == QProcess::NotRunning;
    }, kDeadlineMs);
    return m;
  }
};

const QRegularExpression kLine(QStringLiteral(R"(^dpviz: class vote at http://127\.0\.0\.1:(\d+)/ PIN (\d{4})$)"));
}  // namespace

class TestVoteApp : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy); }

  // Off at the start; the menu's switch runs the server (on the --vote-* address and PIN) and
  // stops it, closing the phones.
  void menuSwitchRunsTheServer() {
    Window win({"--vote-bind", "127.0.0.1", "--vote-pin", "4321"});
    QAction* toggle = win.action("ClassVoteAction");
    QVERIFY(toggle->isCheckable());
    QVERIFY(!toggle->isChecked());
    QVERIFY(!win.vote()->running());
    toggle->trigger();
    QVERIFY(win.vote()->running());
    QVERIFY(win.vote()->url().startsWith("http://127.0.0.1:"));
    QCOMPARE(win.vote()->pin(), QStringLiteral("4321"));
    // Its record: a new file in the data folder's class-records/ (the test's own folder).
    QVERIFY(win.vote()->recordPath().startsWith(win.dir.path() + "/data/"));
    QVERIFY(win.vote()->recordPath().endsWith(".dpvizclass"));
    QVERIFY(QFileInfo::exists(win.vote()->recordPath()));
    Phone phone;
    QVERIFY(phone.open(win.vote()->server()->port()));
    QVERIFY(phone.waitPushes(1));
    const QString record = win.vote()->recordPath();
    toggle->trigger();
    QVERIFY(!win.vote()->running());
    QVERIFY(phone.waitClosed());
    toggle->trigger();  // on again: the same class, the same record, a "restart" line in it
    QCOMPARE(win.vote()->recordPath(), record);
    toggle->trigger();
    classrec::ClassLog log;
    QString error;
    QVERIFY2(classrec::loadLog(record, &log, &error), qPrintable(error));
    QCOMPARE(log.votes, 2);
    QCOMPARE(log.unreadLines, 0);
  }

  // A record that cannot be lost: the real dpviz killed (SIGKILL) with round 1 open leaves a record
  // with every ballot a phone was told was counted, each phone's last the one counted.
  void killedAppLeavesEveryBallot() {
    QTemporaryDir dir;
    const QString record = dir.filePath("class.dpvizclass");
    App app({"--class-vote", "--vote-bind", "127.0.0.1", "--vote-pin", "1234", "--predict", "--class-record", record});
    const QRegularExpressionMatch m = app.waitLine(kLine);
    QVERIFY2(m.hasMatch(), app.err.constData());
    QVERIFY2(app.waitLine(QRegularExpression("^dpviz: class record " + QRegularExpression::escape(record) + "$")).hasMatch(),
             app.err.constData());
    const quint16 port = quint16(m.captured(1).toUInt());
    std::vector<std::unique_ptr<Phone>> phones;
    const int choices[] = {0, 1, 1, 2, 3};
    for (int choice : choices) {
      phones.push_back(std::make_unique<Phone>());
      Phone& p = *phones.back();
      QVERIFY(p.open(port));
      QVERIFY(QTest::qWaitFor([&] { return !p.pushes.isEmpty() && p.pushes.last().value("state").toString() == "open"; }, kDeadlineMs));
      QVERIFY(p.vote("1234", "p", 1, choice).value("ok").toBool());
    }
    QVERIFY(phones[0]->vote("1234", "p", 1, 3).value("ok").toBool());  // a phone changes its mind
    QCOMPARE(::kill(pid_t(app.p.processId()), SIGKILL), 0);
    QVERIFY(app.p.waitForFinished(kDeadlineMs));
    QCOMPARE(app.p.exitStatus(), QProcess::CrashExit);
    classrec::ClassLog log;
    QString error;
    QVERIFY2(classrec::loadLog(record, &log, &error), qPrintable(error));
    QCOMPARE(log.questions.size(), std::size_t(1));
    const classrec::LoggedQuestion& q = log.questions[0];
    QCOMPARE(q.ballots.size(), std::size_t(6));
    QCOMPARE(q.outcome, classrec::LoggedQuestion::Outcome::Open);
    QCOMPARE(classrec::summarize(q).counts[0], (std::array<int, 4>{0, 2, 1, 2}));
    QCOMPARE(log.phones(), 5);
    QCOMPARE(log.unreadLines, 0);
  }

  // Think time: a timed round closes by itself (round 1 → round 2, whose clock starts), the phones
  // hear what is left ("left_ms") and the projector panel shows it; T adds 30 s (a push says so);
  // Enter still closes a round sooner, and the clock stops with it.
  void aRoundClosesOnItsTimer() {
    Window win({"--presentation", "--vote-bind", "127.0.0.1", "--vote-pin", "1234", "--class-vote", "--think-time", "5"});
    PredictState* state = win.w->predictions()->controller()->state();
    auto* panel = win.w->findChild<PredictPanel*>(QStringLiteral("PredictPanel"));
    Phone phone;
    QVERIFY(phone.open(win.vote()->server()->port()) && phone.waitPushes(1));
    QVERIFY(win.w->askNow(dp::quiz::Kind::ChunkSizes));
    QTRY_COMPARE(phone.pushes.last().value("round").toInt(), 1);
    const qint64 first = phone.pushes.last().value("left_ms").toInteger(-1);
    QVERIFY2(first > 0 && first <= 5000, qPrintable(QString::number(first)));
    QVERIFY(panel->clockLabel()->isVisibleTo(panel));
    QVERIFY2(panel->clockLabel()->text().contains("left"), qPrintable(panel->clockLabel()->text()));
    // Nobody presses Enter: round 1 ends by itself.
    QTRY_COMPARE_WITH_TIMEOUT(state->stage(), PredictState::Stage::Round2, kDeadlineMs);
    QTRY_COMPARE(phone.pushes.last().value("round").toInt(), 2);
    QVERIFY(phone.pushes.last().value("left_ms").toInteger(-1) > 0);
    win.action("PredictExtendAction")->trigger();  // T
    QTRY_VERIFY(phone.pushes.last().value("left_ms").toInteger(-1) > 30000);
    QVERIFY(win.w->predictions()->clock()->remainingMs() > 30000);
    win.action("PredictRevealAction")->trigger();  // Enter: round 2 closes now
    QCOMPARE(state->stage(), PredictState::Stage::Chart);
    QVERIFY(!win.w->predictions()->clock()->running());
    QTRY_COMPARE(phone.pushes.last().value("state").toString(), QString("closed"));
    QVERIFY(!phone.pushes.last().contains("left_ms"));
    QVERIFY(!panel->clockLabel()->isVisibleTo(panel));
  }

  // Quit (Ctrl+Q, the window's close) while a round takes ballots asks first; Cancel keeps the
  // class going, Quit ends it. With no round open it quits without asking.
  void quitWithAnOpenRoundAsks() {
    Window win({"--vote-bind", "127.0.0.1", "--vote-pin", "1234", "--class-vote"});
    QVERIFY(win.w->askNow(dp::quiz::Kind::ChunkSizes));
    QCOMPARE(win.vote()->voteState(), vote::State::Open);
    QString asked;
    const auto answer = [&](QMessageBox::ButtonRole role) {
      QTimer::singleShot(0, [&, role] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box || box->objectName() != "QuitWithOpenRound") return;
        asked = box->text();
        for (QAbstractButton* b : box->buttons()) {
          if (box->buttonRole(b) == role) b->click();
        }
      });
    };
    answer(QMessageBox::RejectRole);
    win.action("QuitAction")->trigger();
    QVERIFY2(asked.contains("Round 1"), qPrintable(asked));
    QVERIFY(win.w->isVisible());
    QVERIFY(win.vote()->running());
    asked.clear();
    answer(QMessageBox::AcceptRole);
    win.action("QuitAction")->trigger();
    QVERIFY(!asked.isEmpty());
    QVERIFY(!win.w->isVisible());
    QVERIFY(!win.vote()->running());
  }

  // The lecturer's Enter (the window's reveal action) closes round 1 and opens round 2, closes it,
  // reveals: each step reaches the phone; the phones' ballots are the panel's counts.
  void lecturersEnterMovesThePhonesOn() {
    Window win({"--vote-bind", "127.0.0.1", "--vote-pin", "1234", "--class-vote"});
    PredictState* state = win.w->predictions()->controller()->state();
    QCOMPARE(state->mode(), PredictState::Mode::Class);  // a class vote asks the class's way
    QVERIFY(win.action("PredictClassAction")->isChecked());
    QVERIFY(win.action("ExportClassRecordAction")->isEnabled());  // the record is kept from the start
    QVERIFY(win.action("ExportClassReportAction")->isEnabled());
    Phone phone;
    QVERIFY(phone.open(win.vote()->server()->port()));
    QVERIFY(phone.waitPushes(1));
    QVERIFY(phone.pushes.last().value("question").isNull());
    QVERIFY(win.w->askNow(dp::quiz::Kind::ChunkSizes));
    QVERIFY(phone.waitPushes(2));
    QCOMPARE(phone.pushes.last().value("round").toInt(), 1);
    QVERIFY(phone.vote("1234", "p", 1, 1).value("ok").toBool());
    QTRY_COMPARE(state->votes(1, 1), 1);
    QAction* enter = win.action("PredictRevealAction");
    const QStringList expected = {"2 open", "2 closed", "2 revealed"};
    for (int i = 0; i < expected.size(); ++i) {
      enter->trigger();
      QVERIFY(phone.waitPushes(3 + i));
      const QJsonObject push = phone.pushes.last();
      QCOMPARE(QStringLiteral("%1 %2").arg(push.value("round").toInt()).arg(push.value("state").toString()), expected[i]);
      QCOMPARE(push.contains("answer"), i == 2);
    }
  }

  // A lesson's question goes to the phones as --predict's do (in projector mode the class votes):
  // last-batch.dpviz's first stop, opened before the vote started, takes the phones' ballots; the
  // caption speaks of phones, not hands.
  void lessonQuestionsGoToThePhones() {
    Window win({"--presentation", "--class-vote", "--vote-bind", "127.0.0.1", "--vote-pin", "1234", "--lesson",
                ":/lessons/last-batch.dpviz"});
    PredictState* state = win.w->predictions()->controller()->state();
    QCOMPARE(state->stage(), PredictState::Stage::Round1);
    Phone phone;
    QVERIFY(phone.open(win.vote()->server()->port()));
    QVERIFY(phone.waitPushes(1));
    QCOMPARE(phone.pushes.last().value("state").toString(), QStringLiteral("open"));
    QCOMPARE(phone.pushes.last().value("round").toInt(), 1);
    QVERIFY(phone.vote("1234", "p", 1, 1).value("ok").toBool());
    QTRY_COMPARE(state->votes(1, 1), 1);
    QVERIFY(win.w->predictions()->caption().contains("phone"));
    QVERIFY(!win.w->predictions()->caption().contains("hands"));
    // The next stop's question: a new id, round 1 again, the phones vote on it too.
    win.w->lessons()->next();
    QTRY_COMPARE(phone.pushes.last().value("question").toObject().value("id").toInt(), 2);
    QCOMPARE(phone.pushes.last().value("state").toString(), QStringLiteral("open"));
    QVERIFY(phone.vote("1234", "p", 1, 0).value("ok").toBool());
    QTRY_COMPARE(state->votes(1, 0), 1);
  }

  // A stop's follow-up ("follow_up": true): once its own question is revealed and closed, a second
  // question of the same kind with other numbers goes to the phones (a new id, round 1), once; the
  // class record has both, at the same stop.
  void followUpAfterTheReveal() {
    QTemporaryDir dir;
    QFile lesson(dir.filePath("follow.dpviz"));
    QVERIFY(lesson.open(QIODevice::WriteOnly));
    lesson.write(R"({"format": "dpviz-lesson", "version": 1, "title": {"en": "Follow", "zh_CN": "追问"},
      "config": {"gpus": 8, "batch_size": 30, "data_size": 100},
      "steps": [{"at": "1:scatter", "caption": {"en": "Cut", "zh_CN": "切分"}, "quiz": {"kind": "chunk_sizes", "follow_up": true}}]})");
    lesson.close();
    const QString record = dir.filePath("c.dpvizclass");
    Window win({"--presentation", "--class-vote", "--vote-bind", "127.0.0.1", "--vote-pin", "1234", "--class-record", record,
                "--lesson", lesson.fileName()});
    PredictState* state = win.w->predictions()->controller()->state();
    QTRY_COMPARE(state->stage(), PredictState::Stage::Round1);
    const std::string own = state->question().text.en;
    Phone phone;
    QVERIFY(phone.open(win.vote()->server()->port()) && phone.waitPushes(1));
    QVERIFY(phone.vote("1234", "p", 1, 1).value("ok").toBool());
    for (int i = 0; i < 3; ++i) state->advance();  // round 2, both votes, the reveal
    QCOMPARE(state->stage(), PredictState::Stage::Revealed);
    state->advance();  // Enter after the reveal: the follow-up
    QTRY_COMPARE(state->stage(), PredictState::Stage::Round1);
    QCOMPARE(state->question().kind, dp::quiz::Kind::ChunkSizes);
    QVERIFY(state->question().text.en != own);
    QTRY_COMPARE(phone.pushes.last().value("question").toObject().value("id").toInt(), 2);
    QVERIFY(phone.vote("1234", "p", 1, 0).value("ok").toBool());
    for (int i = 0; i < 4; ++i) state->advance();  // its votes, its reveal, closed: no third question
    QTest::qWait(50);
    QVERIFY(!state->isOpen());
    classrec::ClassLog log;
    QString error;
    QVERIFY2(classrec::loadLog(record, &log, &error), qPrintable(error));
    QCOMPARE(log.questions.size(), std::size_t(2));
    QCOMPARE(log.questions[0].stop, 1);
    QCOMPARE(log.questions[1].stop, 1);
    QCOMPARE(log.lesson.file, QString("follow.dpviz"));
  }

  // No herding: while round 2 is open its counts are hidden too, and the first vote's with them
  // ("first vote N · hands now"), and after it closes until the reveal, where both votes show as
  // bars; View › show the counts live brings them back while it is open.
  void secondRoundCountsHiddenUntilTheReveal() {
    Window win({"--presentation", "--class-vote", "--vote-bind", "127.0.0.1", "--vote-pin", "1234", "--predict"});
    PredictState* state = win.w->predictions()->controller()->state();
    auto* panel = win.w->findChild<PredictPanel*>(QStringLiteral("PredictPanel"));
    QTRY_VERIFY_WITH_TIMEOUT(state->stage() == PredictState::Stage::Round1, kDeadlineMs);  // the run plays to its question
    const quint16 port = win.vote()->server()->port();
    Phone a;
    QVERIFY(a.open(port) && a.waitPushes(1));
    QVERIFY(a.vote("1234", "a", 1, 2).value("ok").toBool());
    state->advance();  // round 2
    QCOMPARE(state->stage(), PredictState::Stage::Round2);
    QTRY_COMPARE(a.pushes.last().value("round").toInt(), 2);
    QVERIFY(a.vote("1234", "a", 2, 1).value("ok").toBool());
    QTRY_COMPARE(state->votes(2, 1), 1);
    for (int i = 0; i < state->optionCount(); ++i) QVERIFY(!panel->votesBox(i)->isVisibleTo(panel));
    QVERIFY(!panel->chart()->isVisibleTo(panel));
    win.action("VoteLiveAction")->trigger();
    QVERIFY(panel->votesBox(1)->isVisibleTo(panel));
    QCOMPARE(panel->votesBox(1)->value(), 1);
    win.action("VoteLiveAction")->trigger();
    QVERIFY(!panel->votesBox(1)->isVisibleTo(panel));
    state->advance();  // round 2 closed: its counts still off the projector, the ballots said
    QCOMPARE(state->stage(), PredictState::Stage::Chart);
    QVERIFY(!panel->chart()->isVisibleTo(panel));
    for (int i = 0; i < state->optionCount(); ++i) QVERIFY(!panel->votesBox(i)->isVisibleTo(panel));
    QVERIFY2(panel->verdictLabel()->text().contains("1 and 1 ballots"), qPrintable(panel->verdictLabel()->text()));
    state->advance();  // the reveal: both votes as bars
    QVERIFY(panel->chart()->isVisibleTo(panel));
  }

  // The lecturer's flow in a lesson: an open round's counts hidden on the projector while phones
  // vote (View › show them live brings them); S (or, while a question is open, Page Up) skips the
  // question; going back to its stop asks it again under the same id with its votes kept, and the
  // question in between keeps its own.
  void skipAndBackKeepTheTally() {
    Window win({"--presentation", "--class-vote", "--vote-bind", "127.0.0.1", "--vote-pin", "1234", "--lesson",
                ":/lessons/last-batch.dpviz"});
    PredictState* state = win.w->predictions()->controller()->state();
    auto* panel = win.w->findChild<PredictPanel*>(QStringLiteral("PredictPanel"));
    QVERIFY(panel->openRoundHidden());
    QVERIFY(!panel->votesBox(0)->isVisibleTo(panel));
    win.action("VoteLiveAction")->trigger();
    QVERIFY(panel->votesBox(0)->isVisibleTo(panel));
    win.action("VoteLiveAction")->trigger();
    QVERIFY(!panel->votesBox(0)->isVisibleTo(panel));
    QAction* skip = win.action("PredictSkipAction");
    QVERIFY(skip->isEnabled());
    QVERIFY(skip->shortcuts().contains(QKeySequence(Qt::Key_PageUp)));
    QVERIFY(win.action("PreviousStopAction")->shortcuts().isEmpty());
    const quint16 port = win.vote()->server()->port();
    Phone a;
    Phone b;
    QVERIFY(a.open(port) && b.open(port));
    QVERIFY(a.waitPushes(1) && b.waitPushes(1));
    QVERIFY(a.vote("1234", "a", 1, 1).value("ok").toBool());
    QVERIFY(b.vote("1234", "b", 1, 0).value("ok").toBool());
    QCOMPARE(tally(port).value("question").toInt(), 1);
    skip->trigger();
    QVERIFY(!state->isOpen());
    QVERIFY(!skip->isEnabled());
    QCOMPARE(win.w->lessons()->current(), 0);  // skipping leaves the stop as it is
    QCOMPARE(win.action("PreviousStopAction")->shortcuts(), QList<QKeySequence>({QKeySequence(Qt::Key_PageUp)}));
    QVERIFY(tally(port).value("question").isNull());
    win.w->lessons()->next();  // stop 2: its own question
    QCOMPARE(tally(port).value("question").toInt(), 2);
    QVERIFY(a.vote("1234", "a", 1, 0).value("ok").toBool());
    win.w->lessons()->previous();  // back to stop 1: the same question, the same id, its votes
    QJsonObject t = tally(port);
    QCOMPARE(t.value("question").toInt(), 1);
    QCOMPARE(t.value("counts").toArray().at(0).toInt(), 1);
    QCOMPARE(t.value("counts").toArray().at(1).toInt(), 1);
    QCOMPARE(state->totalVotes(1), 2);
    QVERIFY(b.vote("1234", "b", 1, 1).value("ok").toBool());  // b changes its mind: still one ballot
    t = tally(port);
    QCOMPARE(t.value("counts").toArray().at(0).toInt(), 0);
    QCOMPARE(t.value("counts").toArray().at(1).toInt(), 2);
    win.w->lessons()->next();
    t = tally(port);
    QCOMPARE(t.value("question").toInt(), 2);
    QCOMPARE(t.value("counts").toArray().at(0).toInt(), 1);
  }

  // Not in projector mode, the lesson's question opens for self-study; switching the vote on from
  // the menu asks it again the class's way, and the phones' ballots count.
  void voteSwitchedOnDuringALessonQuestion() {
    Window win({"--vote-bind", "127.0.0.1", "--vote-pin", "1234", "--predict-mode", "self", "--lesson",
                ":/lessons/last-batch.dpviz"});
    PredictState* state = win.w->predictions()->controller()->state();
    QCOMPARE(state->stage(), PredictState::Stage::Asking);
    QVERIFY(win.w->predictions()->caption().contains("pick the answer"));
    win.action("ClassVoteAction")->trigger();
    QVERIFY(win.vote()->running());
    QCOMPARE(state->stage(), PredictState::Stage::Round1);
    Phone phone;
    QVERIFY(phone.open(win.vote()->server()->port()));
    QVERIFY(phone.waitPushes(1));
    QCOMPARE(phone.pushes.last().value("state").toString(), QStringLiteral("open"));
    QVERIFY(phone.vote("1234", "p", 1, 2).value("ok").toBool());
    QTRY_COMPARE(state->votes(1, 2), 1);
    QCOMPARE(tally(win.vote()->server()->port()).value("counts").toArray().at(2).toInt(), 1);
  }

  // Closing the window stops the server: the phones are closed, the port refuses.
  void closingTheWindowStopsTheServer() {
    Window win({"--vote-bind", "127.0.0.1", "--class-vote"});
    const quint16 port = win.vote()->server()->port();
    QVERIFY(QRegularExpression("^[0-9]{6}$").match(win.vote()->pin()).hasMatch());  // 6 random digits
    Phone phone;
    QVERIFY(phone.open(port));
    QVERIFY(win.w->close());
    QVERIFY(phone.waitClosed());
    QVERIFY(!win.vote()->running());
    QCOMPARE(get(port, "/").status, 0);
  }

  // The real dpviz: its one line on stderr, exactly; with --predict the first question is open
  // in round 1 by itself, so a script votes and reads /tally.
  void theAppsLineAndFirstQuestion() {
    App app({"--class-vote", "--vote-bind", "127.0.0.1", "--vote-port", "0", "--vote-pin", "1234", "--predict"});
    const QRegularExpressionMatch m = app.waitLine(kLine);
    QVERIFY2(m.hasMatch(), app.err.constData());
    QCOMPARE(m.captured(2), QStringLiteral("1234"));
    const quint16 port = quint16(m.captured(1).toUInt());
    Phone phone;
    QVERIFY(phone.open(port));
    QVERIFY(QTest::qWaitFor([&] {
      return !phone.pushes.isEmpty() && phone.pushes.last().value("state").toString() == QLatin1String("open");
    }, kDeadlineMs));
    QCOMPARE(phone.pushes.last().value("round").toInt(), 1);
    QCOMPARE(phone.pushes.last().value("question").toObject().value("id").toInt(), 1);
    QVERIFY(phone.vote("1234", "script", 1, 2).value("ok").toBool());
    const QJsonObject t = tally(port);
    QCOMPARE(t.value("counts").toArray(), QJsonArray({0, 0, 1, 0}));
    QCOMPARE(t.value("clients").toInt(), 1);
  }

  // Without --vote-pin: 6 random digits, printed, and the QR code's address with its join key;
  // --vote-pin-digits 4 for fewer.
  void theAppsRandomPin() {
    App app({"--class-vote", "--vote-bind", "127.0.0.1"});
    const QRegularExpressionMatch m = app.waitLine(QRegularExpression(QStringLiteral(R"(^dpviz: class vote at http://127\.0\.0\.1:(\d+)/ PIN (\d{6})$)")));
    QVERIFY2(m.hasMatch(), app.err.constData());
    Phone phone;
    QVERIFY(phone.open(quint16(m.captured(1).toUInt())));
    QVERIFY(phone.waitPushes(1));
    const QRegularExpressionMatch qr = app.waitLine(QRegularExpression(
        QStringLiteral(R"(^dpviz: class vote QR code http://127\.0\.0\.1:%1/#k=([A-Za-z0-9_-]{22})$)").arg(m.captured(1))));
    QVERIFY2(qr.hasMatch(), app.err.constData());
    Phone scanned;  // the QR code's phone: in with the key, no PIN
    QVERIFY(scanned.open(quint16(m.captured(1).toUInt())));
    QVERIFY(scanned.join("key", qr.captured(1)).value("ok").toBool());
    App four({"--class-vote", "--vote-bind", "127.0.0.1", "--vote-pin-digits", "4"});
    const QRegularExpressionMatch m4 = four.waitLine(QRegularExpression(QStringLiteral(R"(^dpviz: class vote at http://127\.0\.0\.1:(\d+)/ PIN (\d{4})$)")));
    QVERIFY2(m4.hasMatch(), four.err.constData());
  }

  // Bad values: one line on stderr, exit status 2, no server.
  void badOptions_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("line");
    QTest::newRow("port 65536") << QStringList{"--vote-port", "65536"} << "dpviz: --vote-port: expected a port from 0 to 65535 (0: any free port), got '65536'";
    QTest::newRow("port -1") << QStringList{"--vote-port", "-1"} << "dpviz: --vote-port: expected a port from 0 to 65535 (0: any free port), got '-1'";
    QTest::newRow("port abc") << QStringList{"--vote-port", "abc"} << "dpviz: --vote-port: expected a port from 0 to 65535 (0: any free port), got 'abc'";
    QTest::newRow("pin 123") << QStringList{"--vote-pin", "123"} << "dpviz: --vote-pin: expected 4 to 8 digits such as 0427, got '123'";
    QTest::newRow("pin of 9") << QStringList{"--vote-pin", "123456789"} << "dpviz: --vote-pin: expected 4 to 8 digits such as 0427, got '123456789'";
    QTest::newRow("pin abcd") << QStringList{"--vote-pin", "abcd"} << "dpviz: --vote-pin: expected 4 to 8 digits such as 0427, got 'abcd'";
    QTest::newRow("pin ١٢٣٤") << QStringList{"--vote-pin", "١٢٣٤"} << "dpviz: --vote-pin: expected 4 to 8 digits such as 0427, got '١٢٣٤'";
    QTest::newRow("pin digits 3") << QStringList{"--vote-pin-digits", "3"} << "dpviz: --vote-pin-digits: expected 4 to 8, got '3'";
    QTest::newRow("pin digits 9") << QStringList{"--vote-pin-digits", "9"} << "dpviz: --vote-pin-digits: expected 4 to 8, got '9'";
    QTest::newRow("pin digits six") << QStringList{"--vote-pin-digits", "six"} << "dpviz: --vote-pin-digits: expected 4 to 8, got 'six'";
    QTest::newRow("bind name") << QStringList{"--vote-bind", "localhost"} << "dpviz: --vote-bind: expected an IP address such as 127.0.0.1 or 192.168.1.20, got 'localhost'";
    QTest::newRow("bind 999") << QStringList{"--vote-bind", "999.1.1.1"} << "dpviz: --vote-bind: expected an IP address such as 127.0.0.1 or 192.168.1.20, got '999.1.1.1'";
    QTest::newRow("bind elsewhere") << QStringList{"--vote-bind", "192.0.2.1", "--vote-port", "0"} << "";  // not this machine's
  }
  void badOptions() {
    QFETCH(QStringList, args);
    QFETCH(QString, line);
    App app(QStringList{"--class-vote"} + args);
    QVERIFY(QTest::qWaitFor([&] { return app.p.state() == QProcess::NotRunning; }, kDeadlineMs));
    QCOMPARE(app.p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(app.p.exitCode(), 2);
    app.err += app.p.readAllStandardError();
    const QStringList lines = QString::fromUtf8(app.err).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 1);
    if (line.isEmpty()) {  // the system's reason, after the address
      QVERIFY2(lines[0].startsWith("dpviz: cannot listen on 192.0.2.1:0: "), qPrintable(lines[0]));
    } else {
      QCOMPARE(lines[0], line);
    }
  }

  // A port in use: the system's reason in the one line, exit 2.
  void portInUse() {
    QTcpServer taken;
    QVERIFY(taken.listen(QHostAddress::LocalHost, 0));
    App app({"--class-vote", "--vote-bind", "127.0.0.1", "--vote-port", QString::number(taken.serverPort())});
    QVERIFY(QTest::qWaitFor([&] { return app.p.state() == QProcess::NotRunning; }, kDeadlineMs));
    QCOMPARE(app.p.exitCode(), 2);
    app.err += app.p.readAllStandardError();
    QVERIFY2(app.err.startsWith(QStringLiteral("dpviz: cannot listen on 127.0.0.1:%1: ").arg(taken.serverPort()).toUtf8()),
             app.err.constData());
    QCOMPARE(app.err.count('\n'), 1);  // the system's reason, in one line
  }
};

QTEST_MAIN(TestVoteApp)
#include "test_vote_app.moc"
