// A QR code as an image (libqrencode): one pixel per module with the standard quiet zone, for a
// view to scale by a whole number (crisp modules, nothing blurred between them).
#pragma once

#include <QImage>
#include <QString>

namespace qr {

constexpr int kQuietZone = 4;  // modules of white around the code (ISO/IEC 18004)

// `text` (UTF-8, byte mode, error correction M) as a black-on-white image, 1 px a module, the quiet
// zone included; a null image when it cannot be encoded (too long, or libqrencode fails).
QImage encode(const QString& text);

}  // namespace qr
