// The clamp is done on frame rectangles so that the title bar stays on screen too.
#include "shell/window_fit.h"

#include <QString>
#include <QStringList>
#include <algorithm>

namespace window_fit {

QRect firstStart(const QRect& available) {
  const QSize size(int(available.width() * kFirstStartShare), int(available.height() * kFirstStartShare));
  QRect r(QPoint(0, 0), size);
  r.moveCenter(available.center());
  return r;
}

QRect fitted(const QRect& saved, const QRect& available) {
  if (!saved.isValid() || !available.isValid()) return available.isValid() ? firstStart(available) : saved;
  QRect r(saved.topLeft(), saved.size().boundedTo(available.size()));
  // Move it inside, keeping as much of the saved position as the size allows.
  r.moveLeft(std::clamp(r.left(), available.left(), available.right() - r.width() + 1));
  r.moveTop(std::clamp(r.top(), available.top(), available.bottom() - r.height() + 1));
  return r;
}

QSize parseSize(const QString& text) {
  const QStringList parts = text.toLower().split('x');
  if (parts.size() != 2) return {};
  bool ok_w = false, ok_h = false;
  const int w = parts[0].toInt(&ok_w);
  const int h = parts[1].toInt(&ok_h);
  if (!ok_w || !ok_h || w < 1 || h < 1 || w > 16384 || h > 16384) return {};
  return {w, h};
}

}  // namespace window_fit
