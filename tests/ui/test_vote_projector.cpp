// The projector's class vote view: the QR code (libqrencode, quiet zone, crisp whole
// pixels a module, ≥ 300 px at 1024×768, read back by zbarimg where zbar-tools is installed), the
// URL, PIN and counts in both languages with no text cut, the bars only after the reveal, and what
// the vote's limits turned away shown only when there is any.
// With DPVIZ_VOTE_SHOTS set to a folder, the view is also saved there as PNGs to look at.
#include <QDir>
#include <QLabel>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <QAction>
#include <QStackedWidget>
#include <memory>

#include "common/language.h"
#include "app_window.h"
#include "find_part.h"
#include "quiz/predict_panel.h"
#include "quiz/qr_image.h"
#include "quiz/vote_chart.h"
#include "quiz/vote_projector.h"
#include "shell/gui_options.h"
#include "shell/main_window.h"
#include "shell/predict_runs.h"
#include "shell/settings.h"
#include "shell/vote_runs.h"
#include "shell/vote_screen.h"

namespace {

const QString kUrl = QStringLiteral("http://192.168.100.200:54321/");

// zbarimg's reading of an image saved in `dir` (empty: no zbarimg here).
QString decode(const QImage& image, const QString& dir, const QString& name) {
  const QString zbar = QStandardPaths::findExecutable(QStringLiteral("zbarimg"));
  if (zbar.isEmpty()) return {};
  const QString path = QDir(dir).filePath(name + QStringLiteral(".png"));
  if (!image.save(path)) return QStringLiteral("(not saved)");
  QProcess p;
  p.start(zbar, {QStringLiteral("--quiet"), QStringLiteral("--raw"), path});
  if (!p.waitForFinished(30000)) return QStringLiteral("(zbarimg hung)");
  return QString::fromUtf8(p.readAllStandardOutput()).trimmed();
}

bool darkAt(const QImage& img, int x, int y) { return qGray(img.pixel(x, y)) < 128; }

// The window as `args` make it (after "dpviz"), shown; its settings in a temporary folder.
struct Window : AppWindow {
  using AppWindow::AppWindow;
  QStackedWidget* stack() const { return part<QStackedWidget>(*w, "CentreStack"); }
  VoteScreen* screen() const { return w->findChild<VoteScreen*>(QStringLiteral("VoteScreen")); }
};

dp::quiz::Question chunkQuestion(std::int64_t batch = 30) {
  dp::quiz::Config c;
  c.batch = batch;
  c.gpus = 8;
  return dp::quiz::make(dp::quiz::Kind::ChunkSizes, c, 3);
}

}  // namespace

class TestVoteProjector final : public QObject {
  Q_OBJECT

 private slots:
  void init() { Language::apply(QStringLiteral("en")); }
  void cleanupTestCase() { Language::apply(QStringLiteral("en")); }

  void qrModules() {
    const QImage img = qr::encode(kUrl);
    QVERIFY(!img.isNull());
    QCOMPARE(img.width(), img.height());
    const int n = img.width() - 2 * qr::kQuietZone;
    QVERIFY(n >= 21 && (n - 21) % 4 == 0);  // a QR version's side: 21, 25, 29, ...
    // The quiet zone is white all round; the finder patterns' corners are dark.
    for (int i = 0; i < img.width(); ++i) {
      for (int q = 0; q < qr::kQuietZone; ++q) {
        QVERIFY(!darkAt(img, i, q) && !darkAt(img, i, img.height() - 1 - q));
        QVERIFY(!darkAt(img, q, i) && !darkAt(img, img.width() - 1 - q, i));
      }
    }
    const int k = qr::kQuietZone;
    QVERIFY(darkAt(img, k, k) && darkAt(img, k + n - 1, k) && darkAt(img, k, k + n - 1));
    // Nothing to encode, or more than a QR code holds: no image, no crash.
    QVERIFY(qr::encode(QString()).isNull());
    QVERIFY(qr::encode(QString(4000, QLatin1Char('x'))).isNull());
  }

  void qrReadsBack() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // One pixel a module is too small for a camera, so scale it as the view does.
    const QImage img = qr::encode(kUrl);
    const QString read = decode(img.scaled(img.size() * 8), dir.path(), QStringLiteral("code"));
    if (read.isEmpty()) QSKIP("zbarimg (zbar-tools) is not installed: the code is not read back");
    QCOMPARE(read, kUrl);
    const QString chinese = QStringLiteral("http://10.0.0.7:8080/?lang=zh_CN&名=投票");
    const QImage img2 = qr::encode(chinese);
    QCOMPARE(decode(img2.scaled(img2.size() * 8), dir.path(), QStringLiteral("utf8")), chinese);
  }

  void projector_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("revealed");
    for (const char* lang : {"en", "zh_CN"}) {
      for (bool revealed : {false, true}) {
        for (QSize size : {QSize(1024, 768), QSize(1024, 600), QSize(1920, 1080)}) {
          const QString tag = QStringLiteral("%1-%2x%3-%4").arg(QLatin1String(lang)).arg(size.width()).arg(size.height())
                                  .arg(revealed ? QStringLiteral("revealed") : QStringLiteral("voting"));
          QTest::newRow(qPrintable(tag)) << QString::fromLatin1(lang) << size << revealed;
        }
      }
    }
  }

  void projector() {
    QFETCH(QString, language);
    QFETCH(QSize, size);
    QFETCH(bool, revealed);
    Language::apply(language);
    VoteProjector view;
    view.setUrl(kUrl);
    view.setPin(QStringLiteral("4071"));
    view.setClients(287);
    view.setVotes(revealed ? 2 : 1, 263);
    view.setCounts({12, 141, 80, 30}, {9, 220, 30, 4}, revealed ? 1 : -1);
    if (!revealed) view.setTurnedAway(1537, 12046);  // an attack on the room's network
    view.resize(size);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QCoreApplication::processEvents();

    // Everything the room reads, in the room's language, with no text cut.
    QVERIFY2(view.textFits(), "a text of the projector view is cut");
    QCOMPARE(view.urlLabel()->text(), kUrl);
    QCOMPARE(view.pinLabel()->text(), QStringLiteral("4071"));
    QVERIFY(view.clientsLabel()->text().contains(QStringLiteral("287")));
    QVERIFY(view.votesLabel()->text().contains(QStringLiteral("263")));
    QCOMPARE(view.turnedAwayLabel()->isVisible(), !revealed);
    if (!revealed) QVERIFY(view.turnedAwayLabel()->text().contains(QStringLiteral("1537")));
    const bool chinese = view.clientsLabel()->text().contains(QRegularExpression(QStringLiteral("[\\x{4e00}-\\x{9fff}]")));
    QCOMPARE(chinese, language == QLatin1String("zh_CN"));
    QVERIFY(view.pinLabel()->font().pixelSize() >= 40);  // read from the back of the room
    QVERIFY(view.urlLabel()->font().pixelSize() >= 20);

    // The code: a whole number of pixels a module, at least 300 px, inside the view, overlapping
    // no text.
    QrView* qr = view.qrView();
    const QRect code(qr->mapTo(&view, qr->codeRect().topLeft()), qr->codeRect().size());
    QVERIFY2(code.width() >= QrView::kMinSide, qPrintable(QStringLiteral("the QR code is %1 px").arg(code.width())));
    QCOMPARE(code.width() % qr->image().width(), 0);
    QVERIFY(view.rect().contains(code));
    for (QLabel* l : view.findChildren<QLabel*>()) {
      if (!l->isVisible() || l->text().isEmpty()) continue;
      QVERIFY2(!QRect(l->mapTo(&view, QPoint(0, 0)), l->size()).intersects(code), qPrintable(l->objectName()));
    }

    // The bars after the reveal only, below the code, with room to be read.
    QCOMPARE(view.chart()->isVisible(), revealed);
    if (revealed) {
      const QRect chart(view.chart()->mapTo(&view, QPoint(0, 0)), view.chart()->size());
      QVERIFY(!chart.intersects(code));
      QVERIFY(view.rect().contains(chart));
      QVERIFY2(chart.height() >= 110, qPrintable(QString::number(chart.height())));
      QCOMPARE(view.chart()->shares(2)[1], 100.0 * 220 / 263);
    }

    // What a camera sees: the whole view, read back.
    const QImage shot = view.grab().toImage();
    QCOMPARE(shot.size(), size);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString tag = QString::fromLatin1(QTest::currentDataTag());
    const QString read = decode(shot, dir.path(), tag);
    if (!read.isEmpty()) QCOMPARE(read, kUrl);
    const QString keep = qEnvironmentVariable("DPVIZ_VOTE_SHOTS");
    if (!keep.isEmpty()) QVERIFY(shot.save(QDir(keep).filePath(QStringLiteral("projector-%1.png").arg(tag))));
  }

  // The window: the join screen in the centre while the vote runs and no question is open, the
  // question over it once one opens, J to bring the join screen back, the centre back when it stops.
  void joinScreenInWindow_data() {
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
  }

  void joinScreenInWindow() {
    QFETCH(QString, language);
    Window win({"--preset", "tutorial-8", "--presentation", "--window-size", "1024x768", "--lang", language, "--class-vote",
                "--vote-bind", "127.0.0.1", "--vote-port", "0", "--vote-pin", "4321"});
    win.settle();
    ClassVote* vote = win.w->votes()->vote();
    QVERIFY(vote->running());
    VoteProjector* projector = win.screen()->projector();
    QCOMPARE(win.stack()->currentWidget(), projector);
    QVERIFY(projector->isVisible());
    QCOMPARE(projector->url(), vote->url());
    QCOMPARE(projector->pinLabel()->text(), QStringLiteral("4321"));
    QVERIFY(projector->clientsLabel()->text().contains(QLatin1Char('0')));
    QVERIFY2(projector->textFits(), "a text of the join screen is cut");
    QVERIFY2(projector->qrView()->codeRect().width() >= QrView::kMinSide,
             qPrintable(QString::number(projector->qrView()->codeRect().width())));
    // What the back of the room sees: the whole window, read back.
    const QImage shot = win.w->grab().toImage();
    QTemporaryDir dir;
    const QString read = decode(shot, dir.path(), QStringLiteral("window"));
    if (!read.isEmpty()) QCOMPARE(read, vote->joinUrl());  // the QR code carries the join key
    const QString keep = qEnvironmentVariable("DPVIZ_VOTE_SHOTS");
    if (!keep.isEmpty()) QVERIFY(shot.save(QDir(keep).filePath(QStringLiteral("window-join-%1.png").arg(language))));

    // A question takes the centre; J brings the join screen over it and takes it away again.
    PredictState* state = win.w->predictions()->controller()->state();
    state->open(chunkQuestion());
    QCOMPARE(state->stage(), PredictState::Stage::Round1);
    QVERIFY(win.stack()->currentWidget() != projector);
    QAction* show = win.screen()->showAction();
    QVERIFY(show->isEnabled());
    show->trigger();
    QCOMPARE(win.stack()->currentWidget(), projector);
    QVERIFY(!projector->chart()->isVisibleTo(projector));  // no bars before the reveal
    show->trigger();
    QCOMPARE(win.stack()->currentWidget(), win.w->findChild<PredictPanel*>(QStringLiteral("PredictPanel")));
    // After the reveal the join screen carries both votes' bars.
    while (state->stage() != PredictState::Stage::Revealed) state->advance();
    show->trigger();
    win.settle();
    QCOMPARE(win.stack()->currentWidget(), projector);
    QVERIFY(projector->chart()->isVisible());
    QVERIFY2(projector->textFits(), "a text of the join screen is cut after the reveal");
    QVERIFY(projector->qrView()->codeRect().width() >= QrView::kMinSide);
    if (!keep.isEmpty()) {
      QVERIFY(win.w->grab().save(QDir(keep).filePath(QStringLiteral("window-revealed-%1.png").arg(language))));
    }
    // The question over with the join screen asked for (J), it stays.
    state->advance();
    QVERIFY(!state->isOpen());
    QCOMPARE(win.stack()->currentWidget(), projector);
    // The next question, revealed and over without J: the stage plays the answer, not the join
    // screen (it comes by itself only before the first question).
    state->open(chunkQuestion(10));
    QVERIFY(win.stack()->currentWidget() != projector);
    while (state->isOpen()) state->advance();
    QCOMPARE(win.stack()->currentWidget(), part<QTabWidget>(*win.w, "CentreTabs"));
    QVERIFY(!show->isChecked());
    if (!keep.isEmpty()) {
      win.settle();
      QVERIFY(win.w->grab().save(QDir(keep).filePath(QStringLiteral("window-after-reveal-%1.png").arg(language))));
    }
    // The vote stopped, the centre is the stage's.
    win.w->votes()->stop();
    QVERIFY(!vote->running());
    QVERIFY(win.stack()->currentWidget() != projector);
    QVERIFY(!show->isEnabled());
  }

  void countsFollowSetters() {
    VoteProjector view;
    view.setClients(0);
    view.setVotes(1, 0);
    QVERIFY(view.clientsLabel()->text().contains(QLatin1Char('0')));
    view.setClients(1);
    view.setVotes(2, 1);
    QCOMPARE(view.clientsLabel()->text(), QStringLiteral("1 student connected"));
    QCOMPARE(view.votesLabel()->text(), QStringLiteral("Second vote: 1 vote in"));
    view.setClients(-5);  // nonsense from a caller is shown as none, not as a negative count
    QCOMPARE(view.clientsLabel()->text(), QStringLiteral("0 students connected"));
    // What the limits turned away: shown only once there is something.
    view.show();
    view.setTurnedAway(0, 0);
    QVERIFY(!view.turnedAwayLabel()->isVisible());
    view.setTurnedAway(1, 3);
    QVERIFY(view.turnedAwayLabel()->isVisible());
    QCOMPARE(view.turnedAwayLabel()->text(),
             QStringLiteral("1 connection refused or timed out\n3 ballots refused: wrong PIN, or too many phones at once"));
    view.setTurnedAway(0, 0);
    QVERIFY(!view.turnedAwayLabel()->isVisible());
    view.setUrl(QString());
    QVERIFY(view.qrView()->image().isNull());
    QCOMPARE(view.qrView()->modulePixels(), 0);
  }
};

QTEST_MAIN(TestVoteProjector)
#include "test_vote_projector.moc"
