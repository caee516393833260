// The teaching pace: how long a caption takes to read aloud.
#include "stage/pace.h"

#include <QList>
#include <algorithm>

namespace pace {

namespace {
bool isCjk(char32_t c) {
  return (c >= 0x3400 && c <= 0x9FFF) || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0x20000 && c <= 0x2FFFF);
}
}  // namespace

double spokenWords(const QString& caption) {
  // A Latin word: a run of non-space, non-CJK characters holding a letter or a digit ("=" and "→"
  // alone are not said; "ceil(30/8)" is one word).
  int latin_words = 0;
  int cjk = 0;
  bool in_token = false, token_said = false;
  const auto endToken = [&] {
    if (in_token && token_said) ++latin_words;
    in_token = token_said = false;
  };
  for (const uint u : caption.toUcs4()) {
    const char32_t c = u;
    if (isCjk(c)) {
      ++cjk;
      endToken();
    } else if (QChar::isSpace(c) || (c >= 0x3000 && c <= 0x303F) || (c >= 0xFF00 && c <= 0xFF0F)) {
      endToken();  // spaces and CJK punctuation (、。：，) end a word
    } else {
      in_token = true;
      token_said = token_said || QChar::isLetterOrNumber(c);
    }
  }
  endToken();
  return latin_words + cjk / 2.0;
}

double readingSeconds(const QString& caption) {
  return std::max(kMinPhaseSeconds, spokenWords(caption) / kWordsPerSecond);
}

}  // namespace pace
