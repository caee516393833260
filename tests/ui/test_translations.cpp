// Every visible string is translated: the zh_CN .ts has no unfinished or empty entry, and every
// tr()/translate() literal in ui/ is in it; the zh_CN words follow translations/glossary.md (one
// term per concept, its typography) in the .ts and in the bundled lessons' captions; switching the
// language at runtime changes the window, Qt's own dialogs included, and switching back restores it.
#include <QDialogButtonBox>
#include <QDirIterator>
#include <QFile>
#include <QFileDialog>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QXmlStreamReader>
#include <QTemporaryDir>
#include <QtTest>

#include "common/language.h"
#include "common/sentences.h"
#include "explorer/cell_run.h"
#include "nn/layers.h"
#include "session/run_session.h"
#include "explorer/rule_text.h"
#include "find_part.h"
#include "glossary_table.h"
#include "lessons/tutorial_content.h"
#include "panels/controls_panel.h"
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

// One zh_CN text to check: where it comes from (for the failure message) and the text.
struct ZhText {
  QString where;
  QString text;
};

QList<ZhText> tsTranslations(const QString& path) {
  QList<ZhText> out;
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) qFatal("cannot open %s", qPrintable(path));
  QXmlStreamReader xml(&f);
  QString context, source;
  while (!xml.atEnd()) {
    xml.readNext();
    if (!xml.isStartElement()) continue;
    if (xml.name() == u"name") context = xml.readElementText();
    if (xml.name() == u"source") source = xml.readElementText();
    if (xml.name() == u"translation") {
      out.push_back({context + ": " + source.left(60), xml.readElementText(QXmlStreamReader::IncludeChildElements)});
    }
  }
  return out;
}

void collectZh(const QJsonValue& v, const QString& where, QList<ZhText>& out) {
  if (v.isArray()) {
    const QJsonArray a = v.toArray();
    for (qsizetype i = 0; i < a.size(); ++i) collectZh(a[i], where + "[" + QString::number(i) + "]", out);
  } else if (v.isObject()) {
    const QJsonObject o = v.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
      if (it.key() == u"zh_CN" && it.value().isString()) out.push_back({where, it.value().toString()});
      else collectZh(it.value(), where + "." + it.key(), out);
    }
  }
}

QList<ZhText> lessonCaptions() {
  QList<ZhText> out;
  QDirIterator it(DPVIZ_SOURCE_DIR "/resources/lessons", {"*.dpviz"}, QDir::Files);
  while (it.hasNext()) {
    QFile f(it.next());
    if (!f.open(QIODevice::ReadOnly)) qFatal("cannot open %s", qPrintable(f.fileName()));
    collectZh(QJsonDocument::fromJson(f.readAll()).object(), it.fileName(), out);
  }
  return out;
}

// The quiz's zh_CN texts, from the one file the engine compiles in (resources/quiz/texts.tsv:
// id <TAB> en <TAB> zh_CN, '#' comments).
QList<ZhText> quizTexts() {
  QList<ZhText> out;
  QFile f(DPVIZ_SOURCE_DIR "/resources/quiz/texts.tsv");
  if (!f.open(QIODevice::ReadOnly)) qFatal("cannot open %s", qPrintable(f.fileName()));
  for (const QString& line : QString::fromUtf8(f.readAll()).split('\n')) {
    const QStringList fields = line.split('\t');
    if (line.startsWith('#') || fields.size() != 3) continue;
    out.push_back({"resources/quiz/texts.tsv: " + fields[0], fields[2]});
  }
  return out;
}

QList<GlossaryRow> readGlossary() { return read_glossary(DPVIZ_SOURCE_DIR "/translations/glossary.md"); }

// The words that are checked: HTML tags out, and the notebook's own words, quoted verbatim as
// 原文：“…” (and a note's “…” repeating a piece of such a quote), which keep the notebook's terms
// and spacing.
QString ownWords(const QString& text) {
  static const QRegularExpression block("</?(?:p|br|li|ul|ol|div|h\\d)\\b[^>]*>"), tag("<[^>]*>");
  static const QRegularExpression notebook("原文：“([^”]*)”"), quoted("“([^”]*)”");
  QString own = QString(text).replace(block, "\n").remove(tag);
  QStringList quotes;
  for (auto m = notebook.globalMatch(own); m.hasNext();) quotes << m.next().captured(1);
  own.remove(notebook);
  for (const QString& q : quotes) {
    for (auto m = quoted.globalMatch(own); m.hasNext();) {
      const QString piece = m.next().captured(1);
      if (!piece.isEmpty() && q.contains(piece)) own.replace("“" + piece + "”", "“”");
    }
  }
  return own;
}

// The typography of glossary.md: a space between Chinese and Latin letters or digits, curly
// quotes, no full-width punctuation glued to a URL (the file filters' brackets: glossaryHolds).
QStringList typographyProblems(const QString& text) {
  static const QRegularExpression spacing("[\\x{4e00}-\\x{9fff}][A-Za-z0-9]|[A-Za-z0-9][\\x{4e00}-\\x{9fff}]");
  static const QRegularExpression cjk("[\\x{3000}-\\x{303f}\\x{4e00}-\\x{9fff}\\x{ff00}-\\x{ffef}]");
  static const QRegularExpression url("https?://[!-~]*[\\x{3000}-\\x{303f}\\x{ff00}-\\x{ffef}]");
  // JSON written out ({"name", "bytes"}) is code: its quotes stay straight, never curly.
  static const QRegularExpression json("\\{[ -~]*\\}"), curlyJson("\\{[^{}]*[“”‘’][^{}]*\\}");
  QString own = ownWords(text);
  QStringList problems;
  if (own.contains(curlyJson)) problems << "curly quotes in code: " + curlyJson.match(own).captured();
  if (own.contains(spacing)) problems << "no space between Chinese and Latin: " + spacing.match(own).captured();
  own.remove(json);
  for (qsizetype i = 0; i < own.size(); ++i) {
    const QChar c = own[i];
    if (c != '"' && c != '\'') continue;
    const QString around = own.mid(std::max<qsizetype>(0, i - 1), 3);
    // Code keeps its straight quotes ("cuda:0", Let's); prose beside Chinese has curly ones.
    if (around.contains(cjk) || (c == '"' && around.contains(' '))) problems << "straight quote: " + around;
  }
  if (own.contains(url)) problems << "full-width punctuation glued to a URL";
  return problems;
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

  // The browser edition's texts (web/dpviz_web.js's qsTr('...')) are in the .ts too, so the page
  // gets them from the same translations (tools/web_texts.py).
  void everyWebStringIsInTheTsFile() {
    const TsFile ts = readTs(DPVIZ_SOURCE_DIR "/translations/dpviz_zh_CN.ts");
    QFile f(DPVIZ_SOURCE_DIR "/web/dpviz_web.js");
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString code = QString::fromUtf8(f.readAll());
    static const QRegularExpression re("\\bqsTr\\('((?:[^'\\\\]|\\\\.)*)'");
    int found = 0;
    for (auto m = re.globalMatch(code); m.hasNext();) {
      QString literal = m.next().captured(1);
      literal.replace("\\'", "'");
      ++found;
      QVERIFY2(ts.sources.contains(literal), qPrintable("web/dpviz_web.js: not in the .ts: " + literal));
    }
    QVERIFY(found > 30);
  }

  // One term per concept (translations/glossary.md): no zh_CN text, in the .ts, a bundled lesson
  // or the quiz's texts (resources/quiz/texts.tsv), uses a variant the glossary rules out, and all
  // follow its typography.
  void glossaryHolds() {
    const QList<GlossaryRow> rows = readGlossary();
    QVERIFY(rows.size() >= 20);
    QList<ZhText> texts = tsTranslations(DPVIZ_SOURCE_DIR "/translations/dpviz_zh_CN.ts");
    const qsizetype fromTs = texts.size();
    texts << lessonCaptions();
    const qsizetype withLessons = texts.size();
    texts << quizTexts();
    QVERIFY(fromTs > 300 && withLessons > fromTs + 20 && texts.size() > withLessons + 80);
    QStringList wrong;
    for (const ZhText& t : texts) {
      for (const GlossaryRow& row : rows) {
        QString words = ownWords(t.text);
        for (const QRegularExpression& a : row.allowed) words.remove(a);
        for (const QString& w : row.wrong) {
          if (words.contains(w)) wrong << QString("%1: %2 (%3, not %4)").arg(t.where, t.text, row.term, w);
        }
      }
      for (const QString& p : typographyProblems(t.text)) wrong << t.where + ": " + p;
    }
    // The file dialogs' filters: Qt reads the patterns only inside ASCII brackets.
    static const QRegularExpression filter(" \\(\\*\\.[a-z]+\\)$");
    for (const ZhText& t : texts.mid(0, fromTs)) {
      if (t.where.contains(filter) && !t.text.contains(filter)) wrong << t.where + ": filter needs ASCII brackets: " + t.text;
    }
    for (const QString& w : wrong) qWarning("%s", qPrintable(w));  // all of them: QVERIFY2 cuts its message short
    QVERIFY2(wrong.isEmpty(), qPrintable(QString::number(wrong.size()) + " glossary problems, listed above"));
  }

  // Words that must agree on one screen: the DDP ring's cards with its captions (优化器更新, and
  // the short ring labels with 规约分发 / 全收集), the explorer's DDP table (a rank's share is its
  // 分片大小; 样本数 is the data size of the controls).
  void oneScreenOneWord() {
    QHash<QString, QString> zh;  // "context: source" → translation
    for (const ZhText& t : tsTranslations(DPVIZ_SOURCE_DIR "/translations/dpviz_zh_CN.ts")) zh.insert(t.where, t.text);
    const auto of = [&](const QString& where) {
      if (!zh.contains(where)) qWarning("not in the .ts: %s", qPrintable(where));
      return zh.value(where);
    };
    QVERIFY(of("DdpRingView: SGD step") == u"优化器更新");
    QVERIFY(of("DdpRingView: stepped").startsWith(u"优化器更新"));
    QVERIFY(of("DdpRingView: RS %1/%2").startsWith(u"规约分发 "));
    QVERIFY(of("DdpRingView: AG %1/%2").startsWith(u"全收集 "));
    QVERIFY(of("DdpPage: DDP:\nsamples").contains(u"分片大小"));
    QVERIFY(of("ControlsPanel: Data size") == u"样本数");
  }

  // The checker itself: a wrong variant, an allowed form that contains one, a notebook quote, and
  // the typography it must catch.
  void glossaryCheckerCatchesWhatItShould() {
    QVERIFY(typographyProblems("8个 GPU").size() == 1);
    QVERIFY(typographyProblems("使用 \"打乱\"").size() >= 1);
    QVERIFY(typographyProblems("见 https://pytorch.org/a.html。").size() == 1);
    QVERIFY(typographyProblems("device = torch.device(\"cuda:0\")：Let's").isEmpty());
    QVERIFY(typographyProblems("原文：“只调用my_tensor.to(device)”（dpviz 注：对）").isEmpty());
    QCOMPARE(ownWords("<p>原文：“批次的秩为0”</p>（dpviz 注：第 0 维）"), QString("\n\n（dpviz 注：第 0 维）"));
    QCOMPARE(ownWords("原文：“输出向量的大小”（注：“向量”应为“张量”，“秩”）"), QString("（注：“”应为“张量”，“秩”）"));
    QVERIFY(typographyProblems("<b>dpviz %1</b><p>在模拟</p>").isEmpty());
    QVERIFY(typographyProblems("由 {\"name\", \"bytes\"} 对象组成的列表").isEmpty());
    QVERIFY(typographyProblems("由 {“name”, “bytes”} 对象组成的列表").size() == 1);
    QVERIFY(!typographyProblems("使用<code>DataParallel</code> 来").isEmpty());
    const QList<GlossaryRow> rows = readGlossary();
    const auto find = [&](const QString& term) {
      for (const GlossaryRow& r : rows) {
        if (r.term == term) return r;
      }
      return GlossaryRow{};
    };
    const GlossaryRow dim = find("dim"), count = find("GPU count");
    QVERIFY(dim.wrong.contains("维") && count.wrong.contains("GPU 数"));
    QString ok = "沿第 %4 维切分 0 维张量的各维度", bad = "各维的大小";
    for (const auto& a : dim.allowed) ok.remove(a), bad.remove(a);
    QVERIFY(!ok.contains("维") && bad.contains("维"));
    QString axis = "GPU 数量";
    for (const auto& a : count.allowed) axis.remove(a);
    QVERIFY(!axis.contains("GPU 数"));
    // The glossary's concepts, each one word, each with the variants it rules out: deleting a row or
    // a variant would let the old words back in without a failing test.
    const QList<std::pair<QString, QStringList>> required = {
        {"optimizer step", {"优化器一步"}},
        {"step (training step)", {"步骤", "一步训练", "训练的一步", "完整的一步"}},
        {"number of ranks", {"rank 数", "rank（进程序号）的个数"}},
        {"re-sending parameters", {"重新复制模型"}},
        {"share", {"共享"}},
        {"memory gauge", {"指示条"}},
        {"bytes", {"%n 字节", "%1 字节"}},
        {"Controls (the dock)", {"控制"}},
        {"last batch", {"最后批次"}},
        {"batch number", {"批次 %1"}},
        {"global batch", {"全局批次"}},
        {"Rules explorer", {"规则探索"}},
        {"kernel (GPU)", {"内核"}},
        {"epoch", {"个轮次"}},
        {"gradient / all-reduce", {"归约"}},
        {"optimizer step", {"SGD 更新", "已更新参数"}},
        {"index", {"样本序号", "参数序号"}},
        {"seed", {"种子"}},
        {"chunk", {"个数据块"}},
        {"number of ranks", {"个 rank（进程序号）"}},
        {"reduce-scatter / all-gather", {"分发 %1/%2", "收集 %1/%2"}},
        {"worksheet / answer key", {"练习题", "工作单"}},
        {"one device (the reference)", {"单个设备"}},
        {"short last batch", {"不满批次", "不完整的批次"}},
        {"class vote / tally", {"全班投票"}},
        {"optimizer step", {"步 SGD", "SGD："}},
        {"step time", {"一步的耗时", "一步的时间"}},
        {"Enter / Space (keys)", {"Enter", "回车", "Space"}},
        {"worker thread", {"工作者线程"}},
        {"concatenate", {"串接"}},
    };
    for (const auto& [term, variants] : required) {
      const GlossaryRow row = find(term);
      QVERIFY2(row.term == term, qPrintable("glossary row missing: " + term));
      for (const QString& v : variants) QVERIFY2(row.wrong.contains(v), qPrintable(term + " must rule out " + v));
    }
    // A count of ranks is “7 个 rank”, never “7 个 rank（进程序号）”, while “每个 rank（进程序号）” stays;
    // the ring's short labels keep the captions' 规约分发 / 全收集; 随机种子 stays, a bare 种子 not.
    const auto left = [&](const QString& term, QString text) {
      for (const auto& a : find(term).allowed) text.remove(a);
      return text;
    };
    QVERIFY(left("number of ranks", "7 个 rank（进程序号）").contains("个 rank（进程序号）"));
    QVERIFY(!left("number of ranks", "每个 rank（进程序号）、下一个 rank（进程序号）").contains("个 rank（进程序号）"));
    QVERIFY(!left("reduce-scatter / all-gather", "规约分发 %1/%2 全收集 2/3").contains("分发 %1/%2"));
    QVERIFY(left("reduce-scatter / all-gather", "分发 %1/%2").contains("分发 %1/%2"));
    QVERIFY(!left("seed", "随机种子：").contains("种子") && left("seed", "种子：").contains("种子"));
    // The keys are 回车键 and 空格键 alike: 回车键 stays, a bare 回车 or Enter not.
    QVERIFY(!left("Enter / Space (keys)", "按回车键").contains("回车") && left("Enter / Space (keys)", "按回车").contains("回车"));
    QVERIFY(!left("chunk", "每个数据块、只有一个数据块").contains("个数据块") && left("chunk", "%n 个数据块").contains("个数据块"));
    // The Controls row rules out 控制 but keeps 控制面板; the explorer's keeps 规则探索器.
    QString dock = "在控制面板中打开", stray = "控制：";
    for (const auto& a : find("Controls (the dock)").allowed) dock.remove(a), stray.remove(a);
    QVERIFY(!dock.contains("控制") && stray.contains("控制"));
  }

  // The tutorial pane quotes the zh notebook's wrong or garbled sentences verbatim, each followed
  // by a marked note with the correct statement; the English text has its notes too; the
  // notebook's authors are credited and the heading drops the notebook's 选读.
  void tutorialNotesTheNotebooksErrors() {
    const auto& sections = tutorialSections();
    Language::apply("zh_CN");
    QCOMPARE(sectionTitle(sections[0]), QString("数据并行"));
    QString all;
    for (const TutorialSection& s : sections) {
      const QString text = sectionText(s);
      if (text.contains("原文：“")) QVERIFY2(text.indexOf("dpviz 注") > text.indexOf("原文：“"), s.id);
      all += text;
    }
    for (const char* quote : {"只调用my_tensor.to(device)并没有复制张量到GPU上，而是返回了一个copy。", "输入和输出向量的大小",
                              "请注意批次的秩为0时打印的内容", "得到了期望的一样得到30个输入和输出",
                              "PyTorch非常容易就可以使用多GPU", "创建一个模型和数据并行"}) {
      QVERIFY2(all.contains(QString("原文：“")) && all.contains(QString::fromUtf8(quote)), quote);
    }
    QCOMPARE(all.count("原文：“"), 5);
    QCOMPARE(all.count("dpviz 注"), 9);
    // The summary's "多个 GPU 上的多个模型" is one model's replicas, not different models.
    QVERIFY(all.contains("这里的“多个模型”是同一个模型在各 GPU 上的副本"));
    // “You only need __getitem__”: DataLoader(shuffle=True) asks len(dataset) too.
    QVERIFY(all.contains("你只需实现 <code>__getitem__</code>") && all.contains("还需要实现 <code>__len__</code>"));
    QVERIFY(all.contains("https://pytorch.org/docs/stable/generated/torch.nn.DataParallel.html"));
    QVERIFY(all.contains("作者：Sung Kim 和 Jenny Kang"));
    Language::apply("en");
    all.clear();
    for (const TutorialSection& s : sections) all += sectionText(s);
    QCOMPARE(all.count("dpviz note"), 6);
    QVERIFY(all.contains("<code>__len__</code> is needed too"));
    QVERIFY(all.contains("Authors: Sung Kim and Jenny Kang"));
  }

  // Texts the UI puts together from numbers and parts: sizes in its own units (the engine gives
  // numbers), chunk lists as prose lists, the settings loader's reasons.
  void composedTextsFollowTheLanguage() {
    QTemporaryDir dir;
    QFile ini(dir.path() + "/bad.ini");
    QVERIFY(ini.open(QIODevice::WriteOnly));
    ini.write("[run]\nspeed=fast\nwarp=9\n");
    ini.close();
    Settings settings(ini.fileName());
    Language::apply("zh_CN");
    QCOMPARE(ControlsPanel::bytesText(636), QString("636 B"));  // the glossary's bytes row
    QCOMPARE(ControlsPanel::bytesText(4300), QString("4.2 KiB"));
    QCOMPARE(chunkListText({5, 5, 4}), QString("5、5、4"));
    QCOMPARE(settings.problems(), QStringList({"run/speed = “fast”", "未知的条目“run/warp”"}));
    Language::apply("en");
    QCOMPARE(ControlsPanel::bytesText(1), QString("1 byte"));
    QCOMPARE(ControlsPanel::bytesText(636), QString("636 bytes"));
    QCOMPARE(ControlsPanel::bytesText(3ull << 30), QString("3.0 GiB"));
    QCOMPARE(chunkListText({4, 4, 4, 4, 2}, 3), QString("[4, 4, …, 2]"));
    QCOMPARE(settings.problems(), QStringList({"run/speed = 'fast'", "unknown entry 'run/warp'"}));
    // What CUDA discovery found: codes from the engine, worded by the UI; in English exactly the
    // engine's own description (the CLI's), in Chinese its own sentence around the runtime's text.
    dp::CudaDiscovery none, broken, two;
    none.absent = dp::CudaAbsence::NoDevice;
    none.reason = "the driver reports no CUDA-capable device";
    broken.absent = dp::CudaAbsence::RuntimeError;
    broken.error_code = 35;
    broken.error_name = "cudaErrorInsufficientDriver";
    broken.error_text = "CUDA driver version is insufficient for CUDA runtime version";
    broken.reason = broken.error_text + ", " + broken.error_name + " = 35";
    two.devices = {dp::CudaDeviceFacts{0, "NVIDIA H200"}, dp::CudaDeviceFacts{1, "NVIDIA H200"}};
    for (const dp::CudaDiscovery* d : {&none, &broken, &two}) QCOMPARE(ControlsPanel::cudaText(*d), QString::fromStdString(dp::describe(*d)));
    Language::apply("zh_CN");
    QCOMPARE(ControlsPanel::cudaText(none), QString("没有 CUDA 设备（驱动报告没有支持 CUDA 的设备）"));
    QCOMPARE(ControlsPanel::cudaText(broken), QString("没有 CUDA 设备（CUDA 运行时报错 cudaErrorInsufficientDriver = 35："
                                                      "CUDA driver version is insufficient for CUDA runtime version）"));
    QCOMPARE(ControlsPanel::cudaText(two), QString("2 个 CUDA 设备：NVIDIA H200、NVIDIA H200"));
    Language::apply("en");
  }

  // Sentences go together through one helper (common/sentences.h): a space after English, none
  // after Chinese, and a clause list split by "；" in Chinese; the explorer's note is one example.
  void sentencesJoinAsTheLanguageWrites() {
    QCOMPARE(sentences::join("One.", "Two."), QString("One. Two."));
    QCOMPARE(sentences::join("一。", "二。"), QString("一。二。"));
    QCOMPARE(sentences::join("在 cuda:0", "上"), QString("在 cuda:0 上"));  // Latin then Chinese: a space
    QCOMPARE(sentences::join(QStringList{"", "One.", "", "Two."}), QString("One. Two."));
    QCOMPARE(sentences::joinClauses({"a", "b"}), QString("a; b"));
    QCOMPARE(sentences::joinClauses({"甲", "乙"}), QString("甲；乙"));
    // A list follows the window's language, not its items: Latin host names take 、 in Chinese.
    QCOMPARE(sentences::joinList({"node1", "node2", "node3"}), QString("node1, node2, node3"));
    Language::apply("zh_CN");
    QCOMPARE(sentences::joinList({"node1", "node2", "node3"}), QString("node1、node2、node3"));
    QCOMPARE(sentences::joinList({"node1"}), QString("node1"));
    Language::apply("en");
    dp::RunConfig c;
    c.data_size = 10;
    c.output_device = 7;
    Language::apply("zh_CN");
    const QString zh = CellRunText::make(c, 60, 2).note;
    Language::apply("en");
    const QString en = CellRunText::make(c, 60, 2).note;
    QVERIFY2(!zh.contains("。 ") && !zh.contains("; ") && zh.contains("；"), qPrintable(zh));
    QVERIFY2(en.contains("GPUs; the first batch runs. Changed: ") && en.contains("; output device"), qPrintable(en));
  }

  // The pitfall replica's ValueError text is dpviz's, worded in the window's language; PyTorch's
  // lines around it stay verbatim (R8.6).
  void pitfallErrorInTheLanguage_R8_6() {
    const QString raised = QStringLiteral("Caught ValueError in replica 2 on device 2.\nOriginal Traceback (most recent call last):\n"
                                          "  File \"<dpviz engine>\", in forward of replica 2\nValueError: ") +
                           QString::fromStdString(dp::pitfall_failure_message(2));
    Language::apply("zh_CN");
    const QString zh = RunSession::shownError(raised);
    Language::apply("en");
    QVERIFY2(zh.startsWith("Caught ValueError in replica 2 on device 2.\nOriginal Traceback") &&
                 zh.endsWith("ValueError: 副本 2 故意失败（陷阱场景）"), qPrintable(zh));
    QCOMPARE(RunSession::shownError(raised), raised);
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
    QVERIFY(part<QLabel>(w, "Explanation")->text() != QString());
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
