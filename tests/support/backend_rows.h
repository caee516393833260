// Engine tests are written once and run on every backend: add a "backend" column with
// add_backend_rows(), then make the pool with DP_TEST_POOL. CUDA rows are skipped ("no CUDA
// device: ...") on a machine without one, such as CI; tools/gpu-check.sh runs them on a GPU.
#pragma once

#include <QString>
#include <QTest>

#include <functional>
#include <memory>

#include "run/backends.h"
#include "run/run_config.h"

inline const QStringList& test_backends() {
  static const QStringList names{"sim", "cuda"};
  return names;
}

inline dp::Backend test_backend(const QString& backend) {
  return backend == "cuda" ? dp::Backend::Cuda : dp::Backend::Simulated;
}

inline dp::RunConfig test_config(const QString& backend, int gpus) {
  dp::RunConfig c;
  c.gpus = gpus;
  c.backend = test_backend(backend);
  return c;
}

inline bool backend_available(const QString& backend) {
  return backend != "cuda" || !dp::discover_cuda().devices.empty();
}

inline QByteArray skip_reason(const QString& backend) {
  return backend.toUtf8() + ": no CUDA device: " + dp::describe(dp::discover_cuda()).c_str();
}

// Makes `var`, a pool of `gpus` devices on `backend`, or skips this row.
#define DP_TEST_POOL(var, backend, gpus)                                      \
  if (!backend_available(backend)) QSKIP(skip_reason(backend).constData());   \
  std::unique_ptr<dp::DevicePool> var = dp::make_pool(test_backend(backend), gpus)

// Adds one row per backend, named "<name> [<backend>]", filled by `fill` after the backend.
template <typename Fill>
void add_backend_rows(const QString& name, Fill&& fill) {
  for (const QString& b : test_backends()) {
    auto& row = QTest::newRow(qPrintable(name + " [" + b + "]")) << b;
    fill(row);
  }
}
