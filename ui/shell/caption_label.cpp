// The height is measured with a hidden twin of the label (same font, margins and wrapping), so
// measuring never changes what is shown.
#include "shell/caption_label.h"

#include <QEvent>
#include <algorithm>

#include "common/no_break.h"

CaptionLabel::CaptionLabel(QWidget* parent) : QLabel(parent) {
  setWordWrap(true);
  setTextFormat(Qt::PlainText);
}

void CaptionLabel::setCaption(const QString& text) { setText(no_break::keep(text)); }

QString CaptionLabel::caption() const { return no_break::plain(text()); }

void CaptionLabel::reserveFor(const QStringList& captions) {
  if (captions == captions_) return;
  captions_ = captions;
  reserve();
}

void CaptionLabel::resizeEvent(QResizeEvent* event) {
  QLabel::resizeEvent(event);
  if (width() != measured_width_) reserve();
}

void CaptionLabel::changeEvent(QEvent* event) {
  QLabel::changeEvent(event);
  if (event->type() == QEvent::FontChange) reserve();
}

void CaptionLabel::reserve() {
  if (updating_) return;
  updating_ = true;
  measured_width_ = width();
  QLabel twin;
  twin.setFont(font());
  twin.setWordWrap(true);
  twin.setTextFormat(textFormat());
  twin.setMargin(margin());
  twin.setIndent(indent());
  twin.setContentsMargins(contentsMargins());
  int tallest = 0;
  QStringList all = captions_;
  all << text();
  for (const QString& caption : all) {
    twin.setText(no_break::keep(caption));
    tallest = std::max(tallest, twin.heightForWidth(width()));
  }
  // Never more than a third of the window: at a large zoom the stage keeps its room, and only a
  // caption taller than that moves it.
  reserved_ = window() && window() != this ? std::min(tallest, window()->height() / 3) : tallest;
  setMinimumHeight(reserved_);
  updating_ = false;
}
