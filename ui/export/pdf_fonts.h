// The families the PDFs (the worksheet, the class report) are set in.
#pragma once

#include <QString>

namespace pdf {

// A CJK family for Chinese (Debian's fonts-wqy-microhei, which install-deps installs; Noto's if
// that is what the system has), else DejaVu Sans. Qt embeds a subset of it with a ToUnicode map,
// so the text can be copied out of the PDF.
QString family(bool chinese);
QString monoFamily();  // DejaVu Sans Mono, or the system's fixed family

}  // namespace pdf
