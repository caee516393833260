// label_fit: an event filter on the label; the line count kept in a dynamic property.
#include "explorer/label_fit.h"

#include <QEvent>
#include <QLabel>
#include <QRect>
#include <QVariant>
#include <algorithm>

namespace label_fit {

namespace {

constexpr const char* kLines = "dpvizLeastLines";

class Fitter : public QObject {
 public:
  explicit Fitter(QLabel* label) : QObject(label), label_(label) {}
  bool eventFilter(QObject* watched, QEvent* event) override {
    if (watched == label_ && (event->type() == QEvent::Resize || event->type() == QEvent::FontChange)) refit(label_);
    return false;
  }

 private:
  QLabel* label_;
};

}  // namespace

void keepWhole(QLabel* label, int lines) {
  label->setProperty(kLines, lines);
  label->installEventFilter(new Fitter(label));
  refit(label);
}

void refit(QLabel* label) {
  const int lines = label->property(kLines).toInt();
  const QMargins m = label->contentsMargins();
  const int least = label->fontMetrics().lineSpacing() * lines + 6;
  // Measured here, not by heightForWidth(), which never answers less than the minimum set before.
  const int width = std::max(1, label->width() - m.left() - m.right() - 2 * label->margin());
  const QRect text = label->fontMetrics().boundingRect(QRect(0, 0, width, 100000), Qt::TextWordWrap | Qt::AlignLeft,
                                                       label->text());
  const int height = std::max(least, text.height() + m.top() + m.bottom() + 2 * label->margin() + 2);
  if (label->minimumHeight() != height) label->setMinimumHeight(height);
}

}  // namespace label_fit
