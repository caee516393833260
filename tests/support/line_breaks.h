// Line breaks a Chinese reader should never meet, shared by test_zh_breaks (the zh screens) and
// test_worksheet (the worksheet's PDF lines): inside the glossary's terms (translations/glossary.md,
// read as common/no_break.h reads it), inside common words (a list of this file's own, apart from
// the segmentation the app uses), between a number and what it counts, and a paragraph's last line
// that holds one short word alone.
#pragma once

#include <QFile>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include "common/no_break.h"

namespace line_breaks {

inline QStringList glossaryTerms() {
  QFile f(QStringLiteral(DPVIZ_SOURCE_DIR "/translations/glossary.md"));
  if (!f.open(QIODevice::ReadOnly)) qFatal("cannot open %s", qPrintable(f.fileName()));
  return no_break::termsOf(QString::fromUtf8(f.readAll()));
}

// Per two lines in a row that split a term between them, the shortest term split, as "批|次"
// (the break in "最后一个批|次" is the one in "批|次").
inline QStringList cutTerms(const QStringList& lines, const QStringList& terms) {
  QStringList cut;
  for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
    const QString before = no_break::plain(lines[i]).trimmed(), after = no_break::plain(lines[i + 1]).trimmed();
    QString shortest;
    for (const QString& term : terms) {
      for (qsizetype k = 1; k < term.size(); ++k) {
        if (before.endsWith(term.left(k)) && after.startsWith(term.mid(k)) && (shortest.isEmpty() || term.size() < shortest.size())) {
          shortest = term.left(k) + '|' + term.mid(k);
        }
      }
    }
    if (!shortest.isEmpty()) cut << shortest;
  }
  return cut;
}

// Words seen split on the projector once ("反向传/播", "所/以", "工/作线程"…) and others as common in
// dpviz's texts: written here, not asked of ICU's dictionary, so that the check does not take the
// app's own segmentation as the truth.
inline const QStringList& commonWords() {
  static const QStringList words = {
      "反向传播", "所以", "每次", "最慢", "编号", "工作线程", "核心", "乘法", "得不到", "整个", "拼接", "每隔", "收到",
      "因为", "但是", "如果", "这个", "那个", "每个", "一个", "参数", "梯度", "输出", "输入", "计算", "模型", "进程",
      "设备", "样本", "显存", "结果", "相同", "不同", "之后", "之前", "需要", "没有", "可以", "只有", "然后", "其余",
      "全部", "完成", "同步", "平均", "求和", "损失", "运行", "等待", "时间", "各自", "自己", "第一", "最后"};
  return words;
}

// Per two lines in a row, a number torn from what it counts, a name from its number or a term from
// its English: "共 4|个批次", "48|B", "GPU|0）", "rank|7", "rank|（进程序号）", "收集|（gather）",
// "3 个|GPU", and a Latin word torn at a hyphen ("--|sweep"). `latin` false: only a number after a Chinese word
// and before a Chinese measure word (a PDF's text lines are also labels side by side, such as a
// picture's "rank" and "2", or an answer's number and its explanation).
inline QStringList tornNumbers(const QStringList& lines, bool latin = true) {
  static const QRegularExpression number_end("\\d$"), counted_start("^[\\x{3400}-\\x{9fff}A-Za-zµ]"), measure_start("^[\\x{3400}-\\x{9fff}]"),
      prose_number_end("[\\x{3400}-\\x{9fff}] \\d+$");
  static const QRegularExpression name_end("(?:GPU|rank|cuda:|node|第|共)$"), number_start("^(?:\\d|（)");
  static const QRegularExpression han_end("[\\x{3400}-\\x{9fff}]$"), gloss_start("^（[A-Za-z][A-Za-z -]*）");
  static const QRegularExpression count_end("\\d 个$"), hyphen_end("[A-Za-z-]-$"), latin_start("^[A-Za-z]");
  QStringList torn;
  for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
    const QString before = no_break::plain(lines[i]).trimmed(), after = no_break::plain(lines[i + 1]).trimmed();
    const bool counted = latin ? before.contains(number_end) && after.contains(counted_start)
                               : before.contains(prose_number_end) && after.contains(measure_start);
    const bool named = latin && before.contains(name_end) && after.contains(number_start);
    const bool glossed = latin && before.contains(han_end) && after.contains(gloss_start);  // "收集|（gather）"
    const bool counted_noun = latin && before.contains(count_end) && after.contains(latin_start);  // "3 个|GPU"
    const bool hyphen = latin && before.contains(hyphen_end) && after.contains(latin_start);       // "--|sweep"
    if (counted || named || glossed || counted_noun || hyphen) torn << before.right(6) + '|' + after.left(6);
  }
  return torn;
}

// A paragraph's last line (of two or more) that holds one short word alone: one or two Chinese
// characters ("一个。"), or one Latin word of at most 16 letters and nothing else ("GPU。",
// ".sum()。", "variable."; not the end of a web address, not code such as "x[7:104:8]", not numbers).
inline bool isWidow(const QString& last_line) {
  static const QRegularExpression not_letter("[^\\p{L}\\p{N}]"), han("[\\x{3400}-\\x{9fff}]"), latin("[A-Za-z]"),
      latin_word("^[A-Za-z_.()]+[。.，）)]*$");
  const QString line = no_break::plain(last_line).trimmed();
  const QString letters = QString(line).remove(not_letter);
  if (letters.contains(han)) return letters.size() <= 2;
  return line.contains(latin_word) && letters.contains(latin) && letters.size() <= 16;
}

}  // namespace line_breaks
