// Lets CTest run an engine test with either GEMM library (DPVIZ_TEST_GEMM=openblas|onednn, set by the
// *_openblas and *_onednn tests in tests/CMakeLists.txt); unset: the build's default.
#pragma once

#include <QtGlobal>

#include "device/gemm_library.h"

inline const bool kGemmChosenFromEnv = [] {
  const QByteArray want = qgetenv("DPVIZ_TEST_GEMM");
  if (want.isEmpty()) return false;
  const std::optional<dp::GemmLibrary> library = dp::parse_gemm_library(want.toStdString());
  // A variant that silently ran the default would pass without testing its library.
  if (!library || !dp::set_gemm_library(*library)) qFatal("DPVIZ_TEST_GEMM=%s: not a GEMM library of this build", want.constData());
  return true;
}();

// The --gemm words a CLI test adds to a run, under the same variable (none when unset).
inline QStringList gemm_args_from_env() {
  const QByteArray want = qgetenv("DPVIZ_TEST_GEMM");
  return want.isEmpty() ? QStringList{} : QStringList{"--gemm", QString::fromLatin1(want)};
}
