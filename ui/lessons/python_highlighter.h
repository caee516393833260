// PythonHighlighter: colours the tutorial's code cells: keywords, builtins, strings, numbers,
// comments and decorators, with colours readable on light and dark palettes.
#pragma once

#include <QRegularExpression>
#include <QSyntaxHighlighter>
#include <vector>

class PythonHighlighter : public QSyntaxHighlighter {
 public:
  explicit PythonHighlighter(QTextDocument* document);

 protected:
  void highlightBlock(const QString& text) override;

 private:
  struct Rule {
    QRegularExpression pattern;
    QTextCharFormat format;
  };
  std::vector<Rule> rules_;  // applied in order: later rules (strings, comments) win
};
