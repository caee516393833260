// CaptionLabel: a word-wrapped caption that keeps one height, the tallest of the captions it may
// show (every phase of the batch on screen) at its width, font and language (at most a third of
// the window), so that what lies below it never jumps when a caption runs to one more line. A
// caption never breaks a line inside a glossary term (common/no_break.h: word joiners in what is
// laid out; caption() gives the text as set).
#pragma once

#include <QLabel>
#include <QStringList>

class CaptionLabel : public QLabel {
  Q_OBJECT
 public:
  explicit CaptionLabel(QWidget* parent = nullptr);
  // Shows `text`, the glossary's terms kept on one line.
  void setCaption(const QString& text);
  // The caption as set (without the word joiners).
  QString caption() const;
  // The captions to reserve room for (the one shown is always counted too).
  void reserveFor(const QStringList& captions);

 protected:
  void resizeEvent(QResizeEvent* event) override;
  void changeEvent(QEvent* event) override;

 private:
  void reserve();

  QStringList captions_;
  int reserved_ = 0;
  int measured_width_ = -1;
  bool updating_ = false;
};
