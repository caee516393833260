#include "common/no_break.h"

#include <unicode/brkiter.h>
#include <unicode/unistr.h>

#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <algorithm>
#include <memory>
#include <vector>

namespace no_break {

namespace {

bool isHan(QChar c) { return (c.unicode() >= 0x3400 && c.unicode() <= 0x9fff) || (c.unicode() >= 0xf900 && c.unicode() <= 0xfaff); }

// Rich text's markup: tags (<b>, <br/>) and entities (&nbsp;) take no joiner, and a block tag ends
// a paragraph.
struct Markup {
  std::vector<bool> inside;     // inside[i]: bare[i] belongs to a tag or an entity
  std::vector<qsizetype> ends;  // where each paragraph ends (a '\n', a block tag, the end)
};

Markup markupOf(const QString& s) {
  static const QSet<QString> kInline = {"b", "i", "u", "s", "em", "strong", "code", "tt", "span", "font", "a", "small", "big", "sub", "sup"};
  Markup m;
  m.inside.assign(std::size_t(s.size()), false);
  const bool rich = s.contains('<') && s.contains('>');
  for (qsizetype i = 0; i < s.size(); ++i) {
    if (s[i] == '\n') m.ends.push_back(i);
    if (!rich) continue;
    if (s[i] == '<') {
      const qsizetype close = s.indexOf('>', i);
      if (close < 0) break;
      const QString name = s.mid(i + 1, close - i - 1).remove('/').section(' ', 0, 0).toLower();
      if (!kInline.contains(name)) m.ends.push_back(i);
      for (qsizetype k = i; k <= close; ++k) m.inside[std::size_t(k)] = true;
      i = close;
    } else if (s[i] == '&') {
      const qsizetype semi = s.indexOf(';', i);
      if (semi > i && semi - i <= 8) {
        for (qsizetype k = i; k <= semi; ++k) m.inside[std::size_t(k)] = true;
        i = semi;
      }
    }
  }
  m.ends.push_back(s.size());
  return m;
}

// The word boundaries of `s` (ICU's dictionary segmentation for Chinese): the start of each
// segment, then s.size().
std::vector<qsizetype> wordStarts(const QString& s) {
  thread_local std::unique_ptr<icu::BreakIterator> words = [] {
    UErrorCode status = U_ZERO_ERROR;
    std::unique_ptr<icu::BreakIterator> it(icu::BreakIterator::createWordInstance(icu::Locale::getChinese(), status));
    return U_SUCCESS(status) ? std::move(it) : nullptr;
  }();
  std::vector<qsizetype> starts;
  if (!words) {
    for (qsizetype i = 0; i <= s.size(); ++i) starts.push_back(i);
    return starts;
  }
  const icu::UnicodeString text(false, reinterpret_cast<const UChar*>(s.utf16()), int32_t(s.size()));
  words->setText(text);
  for (int32_t at = words->first(); at != icu::BreakIterator::DONE; at = words->next()) starts.push_back(at);
  words->setText(icu::UnicodeString());  // the alias must not outlive `s`
  return starts;
}

bool isWord(const QString& s, qsizetype from, qsizetype to) {
  for (qsizetype i = from; i < to; ++i) {
    if (s[i].isLetterOrNumber()) return true;
  }
  return false;
}

// A character of a Latin run: not a space, not Chinese, not full-width punctuation.
bool isLatin(QChar c) { return !c.isSpace() && !isHan(c) && !(c.unicode() >= 0x3000 && c.unicode() <= 0x303f) && !(c.unicode() >= 0xff00 && c.unicode() <= 0xffef); }

bool isClauseEnd(const QString& s, qsizetype from, qsizetype to) {
  for (qsizetype i = from; i < to; ++i) {
    if (QStringLiteral("，：；。！？、,;:").contains(s[i])) return true;
  }
  return false;
}

}  // namespace

QStringList termsOf(const QString& glossary_markdown) {
  static const QRegularExpression note("（[^（）]*[ ，、][^（）]*）");
  static const QRegularExpression chinese("[\\x{4e00}-\\x{9fff}]{2,}");
  static const QRegularExpression hyphenated("[A-Za-z]+(?:-[A-Za-z]+)+");
  QStringList out;
  QSet<QString> seen;
  bool in_table = false;
  for (const QString& line : glossary_markdown.split('\n')) {
    if (line.startsWith("## ")) in_table = line == u"## 术语";
    const QStringList cells = line.split('|');
    if (!in_table || cells.size() != 7 || cells[1].trimmed() == u"English" || cells[1].startsWith("---")) continue;
    const QString zh = QString(cells[2]).remove(note);
    for (const QRegularExpression* re : {&chinese, &hyphenated}) {
      for (auto m = re->globalMatch(zh); m.hasNext();) {
        const QString term = m.next().captured();
        if (!seen.contains(term)) {
          seen.insert(term);
          out << term;
        }
      }
    }
  }
  return out;
}

const QStringList& terms() {
  static const QStringList list = [] {
    QFile f(QStringLiteral(":/glossary/glossary.md"));
    return f.open(QIODevice::ReadOnly) ? termsOf(QString::fromUtf8(f.readAll())) : QStringList{};
  }();
  return list;
}

QString plain(QString text) { return text.remove(kWordJoiner).replace(kNoBreakSpace, QLatin1Char(' ')); }

QString keep(const QString& text, const QStringList& terms) {
  const QString bare = plain(text);
  const Markup markup = markupOf(bare);
  // joined[i]: no break between bare[i - 1] and bare[i]: a word joiner there, or, where one of
  // them is a space, that space made a no-break space (a line breaks after a space whatever follows).
  std::vector<bool> joined(std::size_t(bare.size()) + 1, false), kept_space(std::size_t(bare.size()), false);
  const auto join = [&](qsizetype i) {
    if (i <= 0 || i >= bare.size() || markup.inside[std::size_t(i - 1)]) return;
    if (bare[i - 1] == ' ') {
      kept_space[std::size_t(i - 1)] = true;  // also before a tag: " <code>x</code>"
    } else if (bare[i] != ' ' && !markup.inside[std::size_t(i)]) {
      joined[std::size_t(i)] = true;
    }
  };
  for (const QString& term : terms) {
    for (qsizetype at = bare.indexOf(term); at >= 0; at = bare.indexOf(term, at + 1)) {
      // Joined between every two characters: Chinese breaks anywhere, Latin after a hyphen.
      for (qsizetype i = at + 1; i < at + term.size(); ++i) join(i);
    }
  }
  if (std::any_of(bare.begin(), bare.end(), isHan)) {
    // A number stays with what it counts ("4 个", "10 rows", "48 B"), a name with its number ("GPU 0",
    // "rank 7", "cuda:0", "第 2", "共 4"), a count with its Latin noun ("3 个 GPU"), an ordinal with
    // what follows (第一), "rank（进程序号）" whole, a measure word with its quantifier ("每个",
    // "这张"), a Latin word across its hyphens ("--sweep", "dpviz-bench").
    static const QRegularExpression counted(
        "(?<=\\d) (?=[\\x{3400}-\\x{9fff}A-Za-zµ%])|(?<=\\bGPU|\\brank|\\bnode|[第共约]) (?=\\d)|(?<=\\bcuda:)(?=\\d)|(?<=第)(?=\\S)|"
        "(?<=\\d)(?=[\\x{3400}-\\x{9fff}])|(?<=\\d 个) (?=[A-Za-z])|(?<=-)(?=[A-Za-z0-9-])|(?<=\\brank)(?=（)|(?<=）)(?=\\d)|(?<=[每这那一几各])(?=[个张块台步轮行次份])");
    for (auto m = counted.globalMatch(bare); m.hasNext();) {
      const auto match = m.next();
      join(match.capturedEnd());
    }
    // A term stays with its English in brackets: “收集（gather）”, “全规约（all-reduce）”.
    static const QRegularExpression glossed("(?<=[\\x{3400}-\\x{9fff}])（[A-Za-z][A-Za-z -]{0,18}）");
    for (auto m = glossed.globalMatch(bare); m.hasNext();) {
      const auto match = m.next();
      for (qsizetype i = match.capturedStart(); i < match.capturedEnd(); ++i) join(i);
    }
    // A short name in quotes stays whole, quotes and all: the “扩展性” tab, the “运行” page.
    static const QRegularExpression quoted("“[^”\\s]{1,6}”");
    for (auto m = quoted.globalMatch(bare); m.hasNext();) {
      const auto match = m.next();
      for (qsizetype i = match.capturedStart() + 1; i < match.capturedEnd(); ++i) join(i);
    }
    // Chinese breaks between any two characters; a line breaks only between words instead.
    const std::vector<qsizetype> starts = wordStarts(bare);
    for (std::size_t w = 0; w + 1 < starts.size(); ++w) {
      if (starts[w + 1] - starts[w] > 1 && isHan(bare[starts[w]])) {
        for (qsizetype i = starts[w] + 1; i < starts[w + 1]; ++i) join(i);
      }
    }
    // No word alone on a paragraph's last line: its last words, at least two and four letters
    // (a Chinese character counts one), stay together, up to a clause's end (，：；) once they
    // hold three letters, and never more than 24 letters in all. A Latin run without spaces
    // ("indices[7:104:8]") is one word.
    qsizetype paragraph_start = 0;
    for (const qsizetype end : markup.ends) {
      std::size_t k = std::size_t(std::upper_bound(starts.begin(), starts.end(), end) - starts.begin());
      qsizetype tail = -1;  // where the words kept together start
      int words = 0, letters = 0;
      while (k > 1 && (words < 2 || letters < 4) && words < 6) {
        qsizetype from = starts[k - 2];
        const qsizetype to = starts[k - 1];
        --k;
        if (from < paragraph_start) break;
        if (to > end || markup.inside[std::size_t(from)]) continue;
        if (!isWord(bare, from, to)) {
          if (letters >= 3 && isClauseEnd(bare, from, to)) break;
          if (!isLatin(bare[from])) continue;
        }
        // A Latin run: back to the space, the tag or the Chinese before it.
        while (isLatin(bare[from]) && k > 1 && starts[k - 2] >= paragraph_start && !markup.inside[std::size_t(starts[k - 2])] &&
               isLatin(bare[starts[k - 2]])) {
          from = starts[--k - 1];
        }
        if (!isWord(bare, from, to)) continue;
        const int its_letters = int(std::count_if(bare.begin() + from, bare.begin() + to, [](QChar c) { return c.isLetterOrNumber(); }));
        if (words > 0 && letters + its_letters > 24) break;  // no long unbreakable run: a narrow column could not hold it
        if (tail >= 0) {
          for (qsizetype i = to; i <= tail; ++i) join(i);
        }
        tail = from;
        ++words;
        letters += its_letters;
      }
      paragraph_start = end + 1;
    }
  }
  if (std::none_of(joined.begin(), joined.end(), [](bool b) { return b; }) &&
      std::none_of(kept_space.begin(), kept_space.end(), [](bool b) { return b; })) {
    return text;
  }
  QString out;
  out.reserve(bare.size() + 16);
  for (qsizetype i = 0; i < bare.size(); ++i) {
    if (joined[std::size_t(i)]) out += kWordJoiner;
    out += kept_space[std::size_t(i)] ? kNoBreakSpace : bare[i];
  }
  return out;
}

QString keep(const QString& text) { return keep(text, terms()); }


}  // namespace no_break
