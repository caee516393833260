// Where a line may break (translations/glossary.md, 排版): never inside a glossary term ("批次",
// "数据块", "每步耗时", "all-gather"; the glossary's 中文 column, embedded as :/glossary/glossary.md,
// so the glossary stays the one list), and in Chinese text never inside a word (ICU's dictionary
// segmentation), between a number and what it counts, or before a paragraph's lone last word.
// keep() puts a word joiner (U+2060, invisible, no break) where no break may fall, or makes the
// space there a no-break space.
// Applied to what is laid out, never to the text a widget hands back: the phase captions of the
// window and of projector mode (shell/caption_label.h), every other word-wrapped label's text
// (setText below), the stage's wrapped labels (stage/text_fit.h) and the worksheet's wrapped text
// (export/worksheet_pages.cpp).
#pragma once

#include <QString>
#include <QStringList>

namespace no_break {

inline constexpr QChar kWordJoiner{0x2060};
inline constexpr QChar kNoBreakSpace{0x00A0};

// The terms that must not break, read from the glossary's markdown: each run of two or more Chinese
// characters in a row's 中文 column (a note in brackets with a space or a comma left out), and each
// hyphenated Latin word there.
QStringList termsOf(const QString& glossary_markdown);
// The embedded glossary's terms.
const QStringList& terms();
// `text` with a word joiner (or a no-break space for a space) wherever a line break would fall
// inside one of `terms`, between a number and what it counts ("4 个", "10 rows", "GPU 0", "第 2"),
// and, in Chinese text, inside a word (ICU's dictionary segmentation) or between a paragraph's
// last two words (no word alone on the last line).
QString keep(const QString& text, const QStringList& terms);
QString keep(const QString& text);
// `text` without word joiners and with plain spaces (for comparing with the untouched source).
QString plain(QString text);
// Sets a word-wrapped label's text with the joiners: every wrapped label that shows translated
// text is set through this. plain(label->text()) gives `text` back. (A template, so that this
// layer needs no widget: any label with setText(QString).)
template <class Label>
void setText(Label* label, const QString& text) {
  label->setText(keep(text));
}

}  // namespace no_break
