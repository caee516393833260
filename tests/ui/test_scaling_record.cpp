// The Scaling tab's measurement across windows: before this computer has measured, the bundled
// example (labelled with its machine, in both languages); Measure runs on the engine thread with
// a moving progress bar while the window keeps answering; the next window shows that measurement;
// a corrupt settings value falls back to the bundled example. Also the record's JSON refusals.
#include <QProgressBar>
#include <QRegularExpression>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>
#include <qcustomplot.h>

#include "common/language.h"
#include "find_part.h"
#include "panels/log_view.h"
#include "panels/scaling_record.h"
#include "panels/scaling_view.h"
#include "shell/main_window.h"
#include "shell/settings.h"

namespace {

void switchLanguage(const QString& language) {
  Language::apply(language);
  QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
  QCoreApplication::processEvents();
}

// The title's characters (the plot wraps it to its width, at a space or between two characters).
QString titleText(const ScalingView& view) {
  view.plot()->replot(QCustomPlot::rpImmediateRefresh);
  return view.sourceTitle()->text().remove(QRegularExpression(QStringLiteral("\\s")));
}
QString characters(QString text) { return text.remove(QRegularExpression(QStringLiteral("\\s"))); }

}  // namespace

class TestScalingRecord : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;
  int files_ = 0;

  QString freshPath() { return dir_.path() + QStringLiteral("/s%1.ini").arg(++files_); }

 private slots:
  void initTestCase() { switchLanguage(QStringLiteral("en")); }  // English plurals ("8 simulated GPUs")
  void cleanup() { switchLanguage(QStringLiteral("en")); }

  // No measurement yet: the plot shows the bundled example, and says so on the chart.
  void emptyStateShowsTheBundledExample() {
    Settings s(freshPath());
    MainWindow w(&s);
    auto* scaling = part<ScalingView>(w, "ScalingView");
    QVERIFY(scaling->plotShown());
    QVERIFY(scaling->record().bundled);
    QCOMPARE(scaling->points().size(), std::size_t(dp::kScalingPointCount));
    QCOMPARE(scaling->record().cores, 2);
    QCOMPARE(scaling->sourceLabel(), QStringLiteral("Measured on a 2-core x86-64 (bundled example)"));
    QCOMPARE(titleText(*scaling), characters(scaling->sourceLabel()));
    QCOMPARE(scaling->plot()->graph(0)->dataCount(), 7);
    // Not this machine's numbers: the sentence says "that machine".
    QVERIFY2(scaling->conclusion().startsWith("On that machine a step on 8 simulated GPUs took "), qPrintable(scaling->conclusion()));
    switchLanguage(QStringLiteral("zh_CN"));
    QCOMPARE(scaling->sourceLabel(), QStringLiteral("在一台 2 核 x86-64 机器上实测（随附的示例）"));
    QCOMPARE(titleText(*scaling), characters(scaling->sourceLabel()));
    QVERIFY2(scaling->conclusion().startsWith(QStringLiteral("在那台机器上")), qPrintable(scaling->conclusion()));
  }

  // Measure: the bar moves point by point while the window answers; the next window shows the result.
  void measurementMovesTheBarAndIsShownNextTime() {
    const QString path = freshPath();
    std::vector<dp::ScalingPoint> measured;
    {
      Settings s(path);
      MainWindow w(&s);
      QVERIFY(w.session()->waitReady());
      auto* scaling = part<ScalingView>(w, "ScalingView");
      QProgressBar* bar = scaling->progressBar();
      QVERIFY(!bar->isVisibleTo(scaling));
      QList<int> seen;
      bool answered = false;  // the window handled a user's choice while the engine measured
      connect(bar, &QProgressBar::valueChanged, this, [&](int value) {
        seen << value;
        if (value > 0 && value < bar->maximum() && !answered && scaling->record().bundled) {
          scaling->setVersusDevices(false);
          answered = scaling->conclusion().startsWith("At batch 30 a step on 8 simulated GPUs took") ||
                     scaling->conclusion().startsWith("At batch 30 a step on 8 simulated GPUs takes");
        }
      });
      QTest::mouseClick(scaling->measureButton(), Qt::LeftButton);
      QVERIFY(!scaling->measureButton()->isEnabled());
      QVERIFY(bar->isVisibleTo(scaling));
      QVERIFY(scaling->record().bundled);  // the click returned before any point was measured
      QTRY_VERIFY_WITH_TIMEOUT(!scaling->record().bundled, 120000);
      QVERIFY2(answered, qPrintable(scaling->conclusion()));
      // One step per point, in order, to the end; then the bar goes.
      QList<int> expected;
      for (int i = 0; i <= dp::kScalingPointCount; ++i) expected << i;
      QCOMPARE(seen, expected);
      QVERIFY(!bar->isVisibleTo(scaling));
      QVERIFY(scaling->measureButton()->isEnabled());
      QVERIFY2(scaling->sourceLabel().startsWith("Measured on this computer ("), qPrintable(scaling->sourceLabel()));
      QVERIFY2(scaling->conclusion().startsWith("At batch 30 a step on 8 simulated GPUs takes"), qPrintable(scaling->conclusion()));
      measured = scaling->points();
      QCOMPARE(measured.size(), std::size_t(dp::kScalingPointCount));
      w.close();
    }
    Settings s(path);
    MainWindow w(&s);
    auto* scaling = part<ScalingView>(w, "ScalingView");
    QVERIFY(!scaling->record().bundled);
    QVERIFY(scaling->plotShown());
    QCOMPARE(scaling->points().size(), measured.size());
    for (std::size_t i = 0; i < measured.size(); ++i) {
      QCOMPARE(scaling->points()[i].kind, measured[i].kind);
      QCOMPARE(scaling->points()[i].batch, measured[i].batch);
      QCOMPARE(scaling->points()[i].devices, measured[i].devices);
      QCOMPARE(scaling->points()[i].step_us, measured[i].step_us);
      QCOMPARE(scaling->points()[i].plain_us, measured[i].plain_us);
    }
    QVERIFY2(scaling->sourceLabel().startsWith("Measured on this computer ("), qPrintable(scaling->sourceLabel()));
    QVERIFY(s.problems().isEmpty());
  }

  void corruptValueFallsBackToTheBundledExample_data() {
    QTest::addColumn<QString>("value");
    const QString good = QString::fromUtf8(ScalingRecord::bundledExample().toJson());
    QTest::newRow("not JSON") << QStringLiteral("{not json");
    QTest::newRow("an array") << QStringLiteral("[1, 2]");
    QTest::newRow("another format") << QString(good).replace("dpviz-scaling", "dpviz-other");
    QTest::newRow("version 2") << QString(good).replace("\"version\":1", "\"version\":2");
    QTest::newRow("negative time") << QString(good).replace("\"step_us\":", "\"step_us\":-");
    QTest::newRow("1000 devices") << QString(good).replace("\"devices\":8", "\"devices\":1000");
    QTest::newRow("unknown kind") << QString(good).replace("\"kind\":\"batch\"", "\"kind\":\"bogus\"");
    QTest::newRow("no points") << QStringLiteral("{\"format\":\"dpviz-scaling\",\"version\":1,\"cores\":2,\"points\":[]}");
    QTest::newRow("zero cores") << QString(good).replace("\"cores\":2", "\"cores\":0");
    QTest::newRow("control bytes") << QString::fromLatin1("\x01\x02\x7f{\"format\"");
  }
  void corruptValueFallsBackToTheBundledExample() {
    QFETCH(QString, value);
    QVERIFY(!ScalingRecord::fromJson(value.toUtf8()).has_value());
    const QString path = freshPath();
    {
      QSettings raw(path, QSettings::IniFormat);
      raw.setValue("scaling/last", value);
    }
    Settings s(path);
    MainWindow w(&s);
    auto* scaling = part<ScalingView>(w, "ScalingView");
    QVERIFY(scaling->record().bundled);
    QVERIFY(scaling->plotShown());
    QCOMPARE(scaling->sourceLabel(), QStringLiteral("Measured on a 2-core x86-64 (bundled example)"));
    const QString log = part<LogView>(w, "LogView")->text();
    QVERIFY2(log.contains("The last Scaling measurement in the settings could not be read: the bundled example is shown."), qPrintable(log));
  }

  // The JSON round trip keeps every field; each refusal says why.
  void recordRoundTripsAndRefusesWithAReason() {
    ScalingRecord r = ScalingRecord::bundledExample();
    QVERIFY(!r.points.empty());
    r.bundled = false;
    QString error;
    const std::optional<ScalingRecord> back = ScalingRecord::fromJson(r.toJson(), &error);
    QVERIFY2(back.has_value(), qPrintable(error));
    QCOMPARE(back->cores, r.cores);
    QCOMPARE(back->arch, r.arch);
    QCOMPARE(back->measured, r.measured);
    QCOMPARE(back->points.size(), r.points.size());
    QCOMPARE(back->points.back().plain_us, r.points.back().plain_us);
    QVERIFY(!ScalingRecord::fromJson("{\"format\":\"dpviz-scaling\",\"version\":1,\"cores\":2,\"points\":[{\"kind\":\"batch\"}]}", &error));
    QCOMPARE(error, QStringLiteral("batch out of range"));
    QVERIFY(!ScalingRecord::fromJson("", &error));
    QVERIFY(!error.isEmpty());
  }
};

QTEST_MAIN(TestScalingRecord)
#include "test_scaling_record.moc"
