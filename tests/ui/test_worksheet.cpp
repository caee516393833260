// The worksheet (ui/export/worksheet_*): the PDFs read back with poppler's pdfinfo, pdffonts
// and pdftotext (not by us): A4 pages, at most 12 questions a page, numbered 1. or 1、, the seed and
// the command in every footer, the engine's question text (Chinese too) extractable, every answer and
// its why in the key, the same seed giving the same text; `dpviz --worksheet` refuses bad input with
// one line, exit 2 and no file; the dialog's defaults.
#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QCheckBox>
#include <QDeadlineTimer>
#include <QDialogButtonBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>
#include <QTemporaryDir>
#include <QtTest>
#include <unistd.h>

#include <map>

#include "common/language.h"
#include "common/no_break.h"
#include "export/worksheet_dialog.h"
#include "export/worksheet_pdf.h"
#include "export/worksheet_pictures.h"
#include "export/worksheet_text.h"
#include "lessons/lesson_reader.h"
#include "line_breaks.h"
#include "quiz/kind_label.h"
#include "quiz/quiz.h"
#include "shell/gui_options.h"
#include "shell/main_window.h"
#include "shell/settings.h"

namespace {

struct Run {
  int status = -1;  // exit code; -1 crashed, -2 timed out
  QByteArray out;
  QByteArray err;
};

Run run(const QString& program, const QStringList& args, const QString& folder = QString(), bool headless = false) {
  QProcess p;
  if (!folder.isEmpty()) p.setWorkingDirectory(folder);
  if (headless) {  // no platform asked for and no display: the worksheet needs neither
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove("QT_QPA_PLATFORM");
    env.remove("DISPLAY");
    env.remove("WAYLAND_DISPLAY");
    p.setProcessEnvironment(env);
  }
  p.start(program, args);
  p.closeWriteChannel();
  if (!p.waitForFinished(120000)) {
    p.kill();
    p.waitForFinished();
    return {-2, {}, "timed out"};
  }
  return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(), p.readAllStandardError()};
}

bool havePoppler() {
  return !QStandardPaths::findExecutable("pdftotext").isEmpty() && !QStandardPaths::findExecutable("pdfinfo").isEmpty() &&
         !QStandardPaths::findExecutable("pdffonts").isEmpty();
}

// Only the functions that read a PDF back need poppler; the others run without it.
#define NEED_POPPLER()                                                                                                   \
  if (!havePoppler()) QSKIP("poppler-utils (pdftotext, pdfinfo, pdffonts) is not installed; tools/install-deps.sh installs it")

int pageCount(const QString& pdf) {
  static const QRegularExpression pages("^Pages:\\s+(\\d+)$", QRegularExpression::MultilineOption);
  return pages.match(QString::fromUtf8(run("pdfinfo", {pdf}).out)).captured(1).toInt();
}

// One page's text (pdftotext -layout keeps each line's columns: the number stays at a line's start).
QString pageText(const QString& pdf, int page) {
  return QString::fromUtf8(run("pdftotext", {"-layout", "-enc", "UTF-8", "-f", QString::number(page), "-l", QString::number(page), pdf, "-"}).out);
}

QString allText(const QString& pdf) { return QString::fromUtf8(run("pdftotext", {"-layout", "-enc", "UTF-8", pdf, "-"}).out); }

// Without any white space (nor the glossary's word joiners): a sentence wrapped over lines still
// reads as one.
QString squeezed(QString s) {
  static const QRegularExpression space("\\s+");
  return no_break::plain(s).remove(space);
}

QString q(const std::string& s) { return QString::fromStdString(s); }

// The question numbers at the start of the page's lines, in the language's form.
QList<int> numbersOn(const QString& text, const QString& lang) {
  const QRegularExpression number(lang == "zh_CN" ? QStringLiteral("^(\\d+)、") : QStringLiteral("^(\\d+)\\. "),
                                  QRegularExpression::MultilineOption);
  QList<int> numbers;
  for (auto it = number.globalMatch(text); it.hasNext();) numbers << it.next().captured(1).toInt();
  return numbers;
}

QStringList entries(const QString& folder) {
  return QDir(folder).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System, QDir::Name);
}

}  // namespace

class TestWorksheet : public QObject {
  Q_OBJECT

  // Writes a worksheet and its key in `dir` through the writer itself.
  static bool write(const QTemporaryDir& dir, const WorksheetSpec& spec, const QString& name = QStringLiteral("w")) {
    QString error;
    const bool ok = worksheet::write(spec, dir.filePath(name + ".pdf"), dir.filePath(name + "-key.pdf"), &error);
    if (!ok) qWarning("%s", qPrintable(error));
    return ok;
  }

 private slots:
  // ui/export/worksheet_pictures.cpp's table: chunk_sizes, idle_gpus and ddp_shard get a picture 21 mm
  // tall, ring_steps one 26 mm tall, the other kinds none; a picture is drawn only where it has a height.
  void picturesPerKind() {
    const std::map<dp::quiz::Kind, qreal> heights_mm = {
        {dp::quiz::Kind::ChunkSizes, 21}, {dp::quiz::Kind::IdleGpus, 21}, {dp::quiz::Kind::DdpShard, 21}, {dp::quiz::Kind::RingSteps, 26}};
    const qreal mm = 4;
    const WorksheetText text(QStringLiteral("en"));
    for (dp::quiz::Kind k : dp::quiz::all_kinds()) {
      const dp::quiz::Question q = dp::quiz::generate(1, 1, {k})[0];
      const qreal expected = heights_mm.count(k) ? heights_mm.at(k) * mm : 0;
      QCOMPARE(worksheet::pictureHeight(q, mm), expected);
      QImage image(800, 30 * int(mm), QImage::Format_RGB32);
      image.fill(Qt::white);
      {
        QPainter p(&image);
        worksheet::drawPicture(&p, QRectF(0, 0, image.width(), expected), q, text, mm);
      }
      bool inked = false;
      for (int y = 0; y < image.height() && !inked; ++y) {
        for (int x = 0; x < image.width() && !inked; ++x) inked = image.pixel(x, y) != qRgb(255, 255, 255);
      }
      QVERIFY2(inked == (expected > 0), dp::quiz::kind_name(k).data());
    }
  }

  void pages_data() {
    QTest::addColumn<QString>("lang");
    QTest::newRow("en") << "en";
    QTest::newRow("zh_CN") << "zh_CN";
  }

  // A4 every page, at most 12 questions a page, numbered in order in the language's form, the seed
  // and the command in every footer; the same for the key.
  void pages() {
    NEED_POPPLER();
    QFETCH(QString, lang);
    QTemporaryDir dir;
    const WorksheetSpec spec{20261203, 40, lang, {}};
    QVERIFY(write(dir, spec));
    for (const QString& name : {QStringLiteral("w.pdf"), QStringLiteral("w-key.pdf")}) {
      const QString pdf = dir.filePath(name);
      const int pages = pageCount(pdf);
      QVERIFY2(pages >= 4, qPrintable(name));  // 40 questions at 12 a page at most
      const QString sizes = QString::fromUtf8(run("pdfinfo", {"-f", "1", "-l", QString::number(pages), pdf}).out);
      QCOMPARE(sizes.count(QRegularExpression("Page +\\d+ size: +595(\\.\\d+)? x 84[12](\\.\\d+)? pts \\(A4\\)")), pages);
      QList<int> all;
      for (int page = 1; page <= pages; ++page) {
        const QString text = pageText(pdf, page);
        const QList<int> numbers = numbersOn(text, lang);
        QVERIFY2(!numbers.isEmpty() && numbers.size() <= worksheet::kPerPage, qPrintable(QStringLiteral("%1 page %2: %3 questions").arg(name).arg(page).arg(numbers.size())));
        all += numbers;
        QVERIFY2(text.contains(lang == "zh_CN" ? QStringLiteral("随机种子 20261203") : QStringLiteral("Seed 20261203")), qPrintable(text));
        // The language by its name, not its code (the code stays in the command).
        QVERIFY2(squeezed(text).contains(squeezed(lang == "zh_CN" ? QStringLiteral("语言：中文") : QStringLiteral("language: English"))),
                 qPrintable(text));
        QVERIFY2(squeezed(text).contains(squeezed("dpviz --worksheet w.pdf --answers w-key.pdf --seed 20261203 --count 40 --lang " + lang)),
                 qPrintable(text));
        QVERIFY(text.contains(lang == "zh_CN" ? QStringLiteral("第 %1 页，共 %2 页").arg(page).arg(pages) : QStringLiteral("Page %1 of %2").arg(page).arg(pages)));
      }
      QList<int> expected;
      for (int n = 1; n <= 40; ++n) expected << n;
      QCOMPARE(all, expected);
      // The other language's numbering is nowhere.
      QVERIFY(numbersOn(allText(pdf), lang == "zh_CN" ? "en" : "zh_CN").isEmpty());
    }
  }

  // The engine's question text, in the sheet's language, can be copied out of the PDF (Chinese
  // included: embedded fonts with a Unicode map), options too; the key holds each answer and why.
  void textFromTheEngine_data() { pages_data(); }
  void textFromTheEngine() {
    NEED_POPPLER();
    QFETCH(QString, lang);
    QTemporaryDir dir;
    const WorksheetSpec spec{5, 30, lang, {}};
    QVERIFY(write(dir, spec));
    const std::string l = lang.toStdString();
    const QString sheet = squeezed(allText(dir.filePath("w.pdf"))), key = squeezed(allText(dir.filePath("w-key.pdf")));
    const std::vector<dp::quiz::Question> questions = dp::quiz::generate(5, 30);
    for (const dp::quiz::Question& question : questions) {
      QVERIFY2(sheet.contains(squeezed(q(question.text.in(l)))), question.text.in(l).c_str());
      if (!question.numeric) {
        for (const dp::quiz::Option& o : question.options) QVERIFY2(sheet.contains(squeezed(q(o.text.in(l)))), o.text.in(l).c_str());
      }
      QVERIFY2(key.contains(squeezed(q(question.options[std::size_t(question.right)].text.in(l)))), question.answer_json.c_str());
      QVERIFY2(key.contains(squeezed(q(question.why.in(l)))), question.why.in(l).c_str());
      QVERIFY(!key.contains(squeezed(q(question.text.in(l)))));  // the key does not repeat the questions
    }
    if (lang == "zh_CN") {
      QVERIFY(sheet.contains(QStringLiteral("数据并行：练习单")));
      QVERIFY(key.contains(QStringLiteral("数据并行：练习单答案")));
    }
    // Every font embedded, and the Chinese sheet set in the CJK font install-deps installs.
    for (const QString& name : {QStringLiteral("w.pdf"), QStringLiteral("w-key.pdf")}) {
      const QStringList fonts = QString::fromUtf8(run("pdffonts", {dir.filePath(name)}).out).split('\n', Qt::SkipEmptyParts).mid(2);
      QVERIFY(!fonts.isEmpty());
      for (const QString& font : fonts) QVERIFY2(font.contains(QRegularExpression("\\byes\\s+\\w+\\s+yes\\b")), qPrintable(font));  // emb, uni
      if (lang == "zh_CN") QVERIFY2(fonts.join('\n').contains("WenQuanYi"), qPrintable(fonts.join('\n')));
    }
  }

  // The same spec gives the same text; another seed, other questions; the kinds asked for only.
  void sameSeedSameText() {
    NEED_POPPLER();
    QTemporaryDir dir;
    QVERIFY(write(dir, {42, 16, "zh_CN", {}}, "a"));
    QVERIFY(write(dir, {42, 16, "zh_CN", {}}, "b"));
    QVERIFY(write(dir, {43, 16, "zh_CN", {}}, "c"));
    for (const QString& suffix : {QStringLiteral(".pdf"), QStringLiteral("-key.pdf")}) {
      const QString a = allText(dir.filePath("a" + suffix));
      QString b = allText(dir.filePath("b" + suffix)), c = allText(dir.filePath("c" + suffix));
      QVERIFY(!a.isEmpty());
      QCOMPARE(b.replace("b.pdf", "a.pdf").replace("b-key.pdf", "a-key.pdf"), a);
      QVERIFY(c.replace("c.pdf", "a.pdf").replace("c-key.pdf", "a-key.pdf").replace("43", "42") != a);
    }
    const std::vector<dp::quiz::Kind> ring{dp::quiz::Kind::RingSteps};
    QVERIFY(write(dir, {1, 5, "en", ring}, "ring"));
    const QString text = squeezed(allText(dir.filePath("ring.pdf")));
    for (const dp::quiz::Question& question : dp::quiz::generate(1, 5, ring)) QVERIFY(text.contains(squeezed(q(question.text.en))));
    QVERIFY(text.contains("--kindsring_steps"));
  }

  // No line break inside a glossary term or a common word, none between a number and its measure
  // word, on the zh sheet and key (translations/glossary.md, 排版): consecutive lines of the PDF
  // never split one between them.
  void noTermBrokenAcrossLines() {
    NEED_POPPLER();
    QTemporaryDir dir;
    QVERIFY(write(dir, {20261203, 40, "zh_CN", {}}));
    const QStringList terms = line_breaks::glossaryTerms();
    int lines = 0;
    for (const QString& name : {QStringLiteral("w.pdf"), QStringLiteral("w-key.pdf")}) {
      const QStringList text = QString::fromUtf8(run("pdftotext", {"-enc", "UTF-8", dir.filePath(name), "-"}).out).split('\n');
      lines += int(text.size());
      const QStringList cut = line_breaks::cutTerms(text, terms) + line_breaks::cutTerms(text, line_breaks::commonWords()) +
                              line_breaks::tornNumbers(text, false);
      QVERIFY2(cut.isEmpty(), qPrintable(name + ": " + cut.join(", ")));
    }
    QVERIFY2(lines > 100, qPrintable(QString::number(lines)));
  }

  // The command line: headless (no platform, no display), both files and nothing else.
  void commandLine() {
    NEED_POPPLER();
    QTemporaryDir dir;
    const Run r = run(DPVIZ_GUI, {"--worksheet", "sheet.pdf", "--answers", "key.pdf", "--seed", "9", "--count", "13", "--lang", "zh_CN",
                                  "--kinds", "chunk_sizes,ddp_shard"}, dir.path(), true);
    QVERIFY2(r.status == 0, r.err.constData());
    QCOMPARE(entries(dir.path()), QStringList({"key.pdf", "sheet.pdf"}));
    const QString text = squeezed(allText(dir.filePath("sheet.pdf")));
    const std::vector<dp::quiz::Kind> kinds{dp::quiz::Kind::ChunkSizes, dp::quiz::Kind::DdpShard};
    for (const dp::quiz::Question& question : dp::quiz::generate(9, 13, kinds)) QVERIFY(text.contains(squeezed(q(question.text.zh_CN))));
    QVERIFY(numbersOn(pageText(dir.filePath("sheet.pdf"), 1), "zh_CN").startsWith(1));
  }

  // The take-home sheet of a lesson (--worksheet --lesson FILE): the lesson's own questions in its
  // stops' order, one each (the kinds read here from the lesson's JSON, not by the lesson reader),
  // every one with other numbers than the stop asked in class; its key; the footer's command names
  // the lesson. --count repeats the lesson's questions; --kinds with it, or a lesson without a
  // quiz, is refused in one line.
  void worksheetFromALesson() {
    NEED_POPPLER();
    const QString lesson = DPVIZ_SOURCE_DIR "/resources/lessons/class-90min.dpviz";
    QFile file(lesson);
    QVERIFY(file.open(QIODevice::ReadOnly));
    std::vector<dp::quiz::Kind> kinds;
    for (const QJsonValue& step : QJsonDocument::fromJson(file.readAll()).object().value("steps").toArray()) {
      const QString kind = step.toObject().value("quiz").toObject().value("kind").toString();
      if (!kind.isEmpty()) kinds.push_back(*dp::quiz::kind_from_name(kind.toStdString()));
    }
    QVERIFY(kinds.size() >= 5);
    const LessonRead read = readLessonFile(lesson);
    QVERIFY2(read.lesson, qPrintable(read.error));
    std::vector<std::string> own;
    for (int i = 0; i < int(read.lesson->stops.size()); ++i) {
      if (const auto q = read.lesson->quizAt(i)) own.push_back(q->text.en);
    }
    WorksheetSpec spec;
    QString error;
    QVERIFY2(worksheet::takeLesson(lesson, false, &spec, &error), qPrintable(error));
    const std::vector<dp::quiz::Question> questions = worksheet::questionsFor(spec);
    QCOMPARE(questions.size(), kinds.size());
    for (std::size_t i = 0; i < kinds.size(); ++i) {
      QCOMPARE(int(questions[i].kind), int(kinds[i]));
      QVERIFY2(questions[i].text.en != own[i], questions[i].text.en.c_str());
    }
    WorksheetSpec twice;
    QVERIFY(worksheet::takeLesson(lesson, true, &twice, &error));
    twice.count = int(2 * kinds.size());
    const std::vector<dp::quiz::Question> repeated = worksheet::questionsFor(twice);
    for (std::size_t i = 0; i < repeated.size(); ++i) QCOMPARE(int(repeated[i].kind), int(kinds[i % kinds.size()]));

    QTemporaryDir dir;
    const Run r = run(DPVIZ_GUI, {"--worksheet", "sheet.pdf", "--answers", "key.pdf", "--lang", "en", "--lesson", lesson}, dir.path(), true);
    QVERIFY2(r.status == 0, r.err.constData());
    QVERIFY(r.err.contains(QByteArray::number(qulonglong(kinds.size())) + " questions"));
    const QString text = squeezed(allText(dir.filePath("sheet.pdf")));
    for (const dp::quiz::Question& question : questions) QVERIFY(text.contains(squeezed(q(question.text.en))));
    QVERIFY2(text.contains(squeezed("--lesson class-90min.dpviz")), qPrintable(text.right(300)));
    QVERIFY(squeezed(allText(dir.filePath("key.pdf"))).contains(squeezed(q(questions[0].options[std::size_t(questions[0].right)].text.en))));
    const Run both = run(DPVIZ_GUI, {"--worksheet", "w.pdf", "--kinds", "ring_steps", "--lesson", lesson}, dir.path(), true);
    QCOMPARE(both.status, 2);
    QVERIFY2(both.err.contains("--kinds and --lesson") && both.err.count('\n') == 1, both.err.constData());
    QFile plain(dir.filePath("plain.dpviz"));
    QVERIFY(plain.open(QIODevice::WriteOnly));
    plain.write(R"({"format": "dpviz-lesson", "version": 1, "title": {"en": "T", "zh_CN": "标题"}, "steps": [{"at": "1:scatter", "caption": {"en": "a", "zh_CN": "b"}}]})");
    plain.close();
    const Run none = run(DPVIZ_GUI, {"--worksheet", "w.pdf", "--lesson", "plain.dpviz"}, dir.path(), true);
    QCOMPARE(none.status, 2);
    QVERIFY2(none.err.contains("asks no question") && none.err.count('\n') == 1, none.err.constData());
    QVERIFY(!QFileInfo::exists(dir.filePath("w.pdf")));
  }

  // Bad input: one line on stderr naming the problem, exit 2, and the folder as it was.
  void refusals_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("says");
    const QStringList ok{"--worksheet", "w.pdf", "--seed", "1", "--count", "5", "--lang", "en"};
    const auto with = [&](const QString& option, const QString& value) {
      QStringList a = ok;
      const qsizetype at = a.indexOf(option);
      if (at >= 0) a[at + 1] = value; else a << option << value;
      return a;
    };
    QTest::newRow("count 0") << with("--count", "0") << "--count";
    QTest::newRow("count 1001") << with("--count", "1001") << "--count";
    QTest::newRow("count word") << with("--count", "many") << "--count";
    QTest::newRow("seed negative") << with("--seed", "-1") << "--seed";
    QTest::newRow("seed word") << with("--seed", "x7") << "--seed";
    QTest::newRow("seed too big") << with("--seed", "18446744073709551616") << "--seed";
    QTest::newRow("kind unknown") << with("--kinds", "chunk_sizes,bogus") << "bogus";
    QTest::newRow("kinds empty") << with("--kinds", "") << "--kinds";
    QTest::newRow("lang") << with("--lang", "fr") << "--lang";
    QTest::newRow("no folder") << with("--worksheet", "missing/w.pdf") << "missing/w.pdf";
    QTest::newRow("answers in no folder") << with("--answers", "missing/a.pdf") << "missing/a.pdf";
    QTest::newRow("a folder") << with("--worksheet", ".") << "directory";
    QTest::newRow("answers = worksheet") << with("--answers", "w.pdf") << "--answers";
    QTest::newRow("answers alone") << QStringList{"--answers", "a.pdf"} << "--answers needs --worksheet";
    QTest::newRow("count alone") << QStringList{"--count", "3"} << "--count needs --worksheet";
  }

  void refusals() {
    QFETCH(QStringList, args);
    QFETCH(QString, says);
    QTemporaryDir dir;
    const Run r = run(DPVIZ_GUI, args, dir.path(), true);
    QCOMPARE(r.status, 2);
    const QString err = QString::fromUtf8(r.err);
    QVERIFY2(err.endsWith('\n') && err.count('\n') == 1 && err.startsWith("dpviz: ") && err.contains(says), qPrintable(err));
    QVERIFY(r.out.isEmpty());
    QCOMPARE(entries(dir.path()), QStringList());
  }

  // A read-only folder: refused before anything is drawn, no temporary file left. Root may write
  // anywhere, so as root dpviz runs as nobody (setpriv) in a folder nobody cannot write.
  void readOnlyFolder() {
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkdir("ro"));
    const QString ro = dir.filePath("ro");
    QVERIFY(QFile::setPermissions(ro, QFile::ReadOwner | QFile::ExeOwner | QFile::ReadOther | QFile::ExeOther));
    QVERIFY(QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadOther | QFile::ExeOther));
    const QStringList args{"--worksheet", "ro/w.pdf", "--count", "3"};
    Run r;
    if (::geteuid() != 0) {
      r = run(DPVIZ_GUI, args, dir.path(), true);
    } else {
      if (QStandardPaths::findExecutable("setpriv").isEmpty()) QSKIP("running as root without setpriv to drop to nobody");
      r = run("setpriv", QStringList{"--reuid=65534", "--regid=65534", "--clear-groups", DPVIZ_GUI} + args, dir.path(), true);
      if (!r.err.startsWith("dpviz: ")) QSKIP(qPrintable("nobody cannot run dpviz here: " + QString::fromUtf8(r.err)));
    }
    QFile::setPermissions(ro, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.count('\n') == 1 && r.err.contains("ro/w.pdf: Permission denied"), r.err.constData());
    QCOMPARE(entries(ro), QStringList());
  }

  // A refused key leaves an existing worksheet as it was (nothing is written before both targets pass).
  void refusedKeyKeepsTheOldSheet() {
    QTemporaryDir dir;
    QFile old(dir.filePath("w.pdf"));
    QVERIFY(old.open(QIODevice::WriteOnly));
    old.write("old");
    old.close();
    QString error;
    QVERIFY(!worksheet::write(WorksheetSpec{1, 3, "en", {}, {}, {}, {}}, dir.filePath("w.pdf"), dir.filePath("missing/k.pdf"), &error));
    QVERIFY2(error.contains("missing/k.pdf"), qPrintable(error));
    QVERIFY(old.open(QIODevice::ReadOnly));
    QCOMPARE(old.readAll(), QByteArray("old"));
    QCOMPARE(entries(dir.path()), QStringList({"w.pdf"}));
  }

  // The dialog: defaults that export at once, the key beside the sheet, every kind = no --kinds.
  void dialog() {
    WorksheetDialog d(QStringLiteral("zh_CN"));
    QCOMPARE(d.spec().lang, QStringLiteral("zh_CN"));
    QCOMPARE(d.spec().seed, std::uint64_t(1));
    QCOMPARE(d.spec().count, 12);
    QVERIFY(d.spec().kinds.empty());
    d.setPath("/tmp/x/week3.pdf");
    QCOMPARE(d.answersPath(), QStringLiteral("/tmp/x/week3-answers.pdf"));
    d.setAnswers(false);
    QVERIFY(d.answersPath().isEmpty());
    d.setKinds({dp::quiz::Kind::IdleGpus});
    QCOMPARE(d.spec().kinds.size(), std::size_t(1));
    QPushButton* ok = d.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
    QVERIFY(ok->isEnabled());
    d.findChild<QCheckBox*>("kind_idle_gpus")->setChecked(false);
    QVERIFY(!ok->isEnabled());  // no kind, no worksheet
    // A box per kind, worded by the kind's descriptor in the app's language (none listed here).
    for (const dp::quiz::Kind k : dp::quiz::all_kinds()) {
      auto* box = d.findChild<QCheckBox*>("kind_" + QString::fromUtf8(dp::quiz::kind_name(k).data(), qsizetype(dp::quiz::kind_name(k).size())));
      QVERIFY(box);
      QCOMPARE(box->text(), QString::fromStdString(dp::quiz::kind_label(k).in(Language::current().toStdString())));
    }
    Language::apply("zh_CN");
    WorksheetDialog zh(QStringLiteral("zh_CN"));
    QCOMPARE(zh.findChild<QCheckBox*>("kind_idle_gpus")->text(), QStringLiteral("空闲的 GPU"));
    Language::apply("en");
    WorksheetDialog en(QStringLiteral("en"));
    QCOMPARE(en.findChild<QCheckBox*>("kind_ring_steps")->text(), QStringLiteral("Ring all-reduce steps"));
    QCOMPARE(WorksheetDialog::answersPathFor("notes"), QStringLiteral("notes-answers.pdf"));
  }

  // File › Export › Worksheet…, in the window's language.
  void menuEntry() {
    QTemporaryDir dir;
    Settings settings(dir.filePath("s.ini"));
    Language::apply("en");
    MainWindow window(&settings);
    auto* action = window.findChild<QAction*>("ExportWorksheetAction");
    QVERIFY(action);
    QCOMPARE(action->text(), QStringLiteral("Worksheet (PDF)…"));
    bool in_export = false;
    for (const QMenu* menu : window.findChildren<QMenu*>()) in_export = in_export || (menu->actions().contains(action) && menu->actions().size() > 1);
    QVERIFY(in_export);
    Language::apply("zh_CN");
    QCoreApplication::processEvents();
    QCOMPARE(action->text(), QStringLiteral("练习单（PDF）…"));
    Language::apply("en");
    QCoreApplication::processEvents();
  }

  // The dialog's Export: written on a thread while the window goes on, then "Wrote …".
  void exportFromTheWindow() {
    NEED_POPPLER();
    QTemporaryDir dir;
    Settings settings(dir.filePath("s.ini"));
    MainWindow window(&settings);
    const QString path = dir.filePath("from-menu.pdf");
    QTimer::singleShot(0, &window, [&] {
      auto* dialog = window.findChild<WorksheetDialog*>();
      QVERIFY(dialog);
      dialog->setPath(path);
      dialog->setCount(30);
      dialog->accept();
    });
    exportWorksheetWithDialog(&window);
    QDeadlineTimer hang_guard(120000);
    while (!window.statusBar()->currentMessage().startsWith("Wrote") && !hang_guard.hasExpired()) {
      QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    }
    QCOMPARE(window.statusBar()->currentMessage(), "Wrote " + path);
    QStringList written = entries(dir.path());
    written.removeAll("s.ini");  // the window's settings, if it saved them
    QCOMPARE(written, QStringList({"from-menu-answers.pdf", "from-menu.pdf"}));  // and no temporary file
    QVERIFY(pageCount(path) > 1);
  }

  // The parser's side: the defaults, and --lang shared with the window's option.
  void options() {
    GuiOptions o;
    QString error;
    QTemporaryDir dir;
    QVERIFY2(parseGuiOptions({"dpviz", "--worksheet", dir.filePath("w.pdf"), "--lang", "en"}, &o, &error), qPrintable(error));
    QCOMPARE(o.worksheetSpec.seed, std::uint64_t(1));
    QCOMPARE(o.worksheetSpec.count, 12);
    QCOMPARE(o.worksheetSpec.lang, QStringLiteral("en"));
    QVERIFY(o.worksheetAnswers.isEmpty());
    GuiOptions plain;
    QVERIFY(parseGuiOptions({"dpviz"}, &plain, &error));
    QVERIFY(plain.worksheet.isEmpty());
  }
};

QTEST_MAIN(TestWorksheet)
#include "test_worksheet.moc"
