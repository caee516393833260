// PythonHighlighter: a few regular expressions, enough for the tutorial's cells.
#include "lessons/python_highlighter.h"

namespace {

QTextCharFormat makeFormat(const QColor& color, bool bold = false, bool italic = false) {
  QTextCharFormat f;
  f.setForeground(color);
  if (bold) f.setFontWeight(QFont::Bold);
  f.setFontItalic(italic);
  return f;
}

}  // namespace

PythonHighlighter::PythonHighlighter(QTextDocument* document) : QSyntaxHighlighter(document) {
  const QString keywords =
      QStringLiteral("\\b(and|as|class|def|elif|else|for|from|if|import|in|is|not|or|pass|return|super|while|with|None|True|False|self)\\b");
  rules_.push_back({QRegularExpression(keywords), makeFormat(QColor(0x3b, 0x6e, 0xc8), true)});
  rules_.push_back({QRegularExpression(QStringLiteral("\\b(print|len|range|torch|nn|Dataset|DataLoader)\\b")),
                    makeFormat(QColor(0x8a, 0x5c, 0xc8))});
  rules_.push_back({QRegularExpression(QStringLiteral("\\b[0-9]+(\\.[0-9]+)?\\b")), makeFormat(QColor(0xd0, 0x7a, 0x20))});
  rules_.push_back({QRegularExpression(QStringLiteral("^\\s*[%@][A-Za-z_]+.*$")), makeFormat(QColor(0x88, 0x88, 0x88), false, true)});
  rules_.push_back({QRegularExpression(QStringLiteral("\"[^\"]*\"|'[^']*'")), makeFormat(QColor(0x2e, 0x9b, 0x5c))});
  rules_.push_back({QRegularExpression(QStringLiteral("#[^\\n]*$")), makeFormat(QColor(0x88, 0x88, 0x88), false, true)});
}

void PythonHighlighter::highlightBlock(const QString& text) {
  for (const Rule& rule : rules_) {
    auto it = rule.pattern.globalMatch(text);
    while (it.hasNext()) {
      const auto m = it.next();
      setFormat(int(m.capturedStart()), int(m.capturedLength()), rule.format);
    }
  }
}
