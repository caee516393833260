// Every visible string is translated: the zh_CN .ts has no unfinished or empty entry, and every
// tr()/translate() literal in ui/ is in it; switching the language at runtime changes the window
// and switching back restores it, Qt's own dialogs included.
#include <QDialogButtonBox>
#include <QDirIterator>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QXmlStreamReader>
#include <QTemporaryDir>
#include <QtTest>

#include "shell/language.h"
#include "shell/main_window.h"

namespace {
struct TsFile {
  QSet<QString> sources;
  QStringList unfinished;
};

TsFile readTs(const QString& path) {
  TsFile ts;
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) qFatal("cannot open %s", qPrintable(path));
  QXmlStreamReader xml(&f);
  QString source;
  while (!xml.atEnd()) {
    xml.readNext();
    if (!xml.isStartElement()) continue;
    if (xml.name() == u"source") {
      source = xml.readElementText();
      ts.sources.insert(source);
    } else if (xml.name() == u"translation") {
      const bool unfinished = xml.attributes().value("type") == u"unfinished";
      const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements).trimmed();
      if (unfinished || text.isEmpty()) ts.unfinished << source;
    }
  }
  if (xml.hasError()) qFatal("%s: %s", qPrintable(path), qPrintable(xml.errorString()));
  return ts;
}
}  // namespace

class TestTranslations : public QObject {
  Q_OBJECT
 private slots:
  void zhCnIsComplete() {
    const TsFile ts = readTs(DPVIZ_SOURCE_DIR "/translations/dpviz_zh_CN.ts");
    QVERIFY(ts.sources.size() > 50);
    QVERIFY2(ts.unfinished.isEmpty(), qPrintable("unfinished: " + ts.unfinished.join(" | ")));
  }

  void everyTrStringIsInTheTsFile() {
    const TsFile ts = readTs(DPVIZ_SOURCE_DIR "/translations/dpviz_zh_CN.ts");
    // A plain literal: moc does not parse raw strings that contain quotes.
    static const QRegularExpression re("(?:\\btr|translate\\(\"\\w+\",)\\s*\\(?\\s*\"((?:[^\"\\\\]|\\\\.)*)\"");
    int found = 0;
    QDirIterator it(DPVIZ_SOURCE_DIR "/ui", {"*.cpp"}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
      QFile f(it.next());
      QVERIFY(f.open(QIODevice::ReadOnly));
      QString code = QString::fromUtf8(f.readAll());
      static const QRegularExpression adjacent("\"\\s*\\n\\s*\"");
      code.replace(adjacent, QString());  // "a "\n "b" is one literal to the compiler
      for (auto m = re.globalMatch(code); m.hasNext();) {
        QString literal = m.next().captured(1);
        literal.replace("\\n", "\n").replace("\\\"", "\"");
        ++found;
        QVERIFY2(ts.sources.contains(literal), qPrintable(it.fileName() + ": not in the .ts: " + literal));
      }
    }
    QVERIFY(found > 50);
  }

  void switchingLanguageChangesTextsAndBack() {
    QTemporaryDir dir;
    Settings settings(dir.path() + "/s.ini");
    Language::apply("en");
    MainWindow w(&settings);
    const QString english = w.windowTitle();
    QCOMPARE(english, QString("dpviz — DataParallel visualizer"));
    Language::apply("zh_CN");
    QCoreApplication::processEvents();
    QCOMPARE(w.windowTitle(), QString("dpviz — 数据并行可视化"));
    QVERIFY(w.explanation() != QString());
    Language::apply("en");
    QCoreApplication::processEvents();
    QCOMPARE(w.windowTitle(), english);
  }

  // Qt's own texts (standard buttons, the file dialog) follow the language too, at runtime:
  // qtbase_zh_CN.qm from qt6-translations-l10n, which tools/install-deps.sh installs.
  void qtsOwnDialogsFollowTheLanguage() {
    Language::apply("zh_CN");
    QDialogButtonBox buttons(QDialogButtonBox::Save | QDialogButtonBox::Cancel);
    QCOMPARE(buttons.button(QDialogButtonBox::Cancel)->text(), QString("取消"));
    QFileDialog dialog(nullptr, QString(), QDir::tempPath());
    dialog.setOption(QFileDialog::DontUseNativeDialog);
    auto* lookIn = dialog.findChild<QLabel*>("lookInLabel");
    QVERIFY(lookIn);
    QCOMPARE(lookIn->text(), QString("查找范围："));
    Language::apply("en");
    QCoreApplication::processEvents();
    QCOMPARE(lookIn->text(), QString("Look in:"));
    QDialogButtonBox english(QDialogButtonBox::Cancel);
    QCOMPARE(english.button(QDialogButtonBox::Cancel)->text(), QString("Cancel"));
    Language::apply("zh_CN");
    QCoreApplication::processEvents();
    QCOMPARE(lookIn->text(), QString("查找范围："));
    Language::apply("en");
  }
};

QTEST_MAIN(TestTranslations)
#include "test_translations.moc"
