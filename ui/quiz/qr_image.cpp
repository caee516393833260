// libqrencode's module matrix (bit 0 of each byte: dark) into a QImage.
#include "quiz/qr_image.h"

#include <qrencode.h>

namespace qr {

QImage encode(const QString& text) {
  const QByteArray utf8 = text.toUtf8();
  if (utf8.isEmpty()) return {};
  // Version 0: the smallest that holds the text. Level M survives a dirty or glaring projector.
  QRcode* code = QRcode_encodeString8bit(utf8.constData(), 0, QR_ECLEVEL_M);
  if (!code) return {};
  const int n = code->width;
  const int side = n + 2 * kQuietZone;
  QImage image(side, side, QImage::Format_Grayscale8);
  image.fill(255);
  for (int y = 0; y < n; ++y) {
    uchar* row = image.scanLine(y + kQuietZone);
    for (int x = 0; x < n; ++x) {
      if (code->data[y * n + x] & 1) row[x + kQuietZone] = 0;
    }
  }
  QRcode_free(code);
  return image;
}

}  // namespace qr
