// Every visible string is translated: the zh_CN .ts has no unfinished or empty entry, and every
// tr()/translate() literal in ui/ is in it; switching the language at runtime changes the window
// and switching back restores it.
#include <QDirIterator>
#include <QFile>
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
};

QTEST_MAIN(TestTranslations)
#include "test_translations.moc"
