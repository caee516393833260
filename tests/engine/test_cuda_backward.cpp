// Backward's device work against naive references: the cuBLAS column-major mappings of dW = dYᵀ·X
// and dX = dY·W checked on the CPU (no GPU needed), then every new Device primitive (both sgemms
// with and without accumulate and with empty dims, column sums, ReLU backward, axpby, the MSE loss
// and its gradient) on each backend against plain loops; and a CUDA pool's collectives.
#include <cmath>

#include "backend_rows.h"
#include "gemm_reference.h"
#include "core/random.h"
#include "cuda/gemm_layout.h"
#if DPVIZ_HAVE_CUDA
#include "cuda/cuda_libs.h"
#endif
#include "nn/loss.h"
#include "tolerance.h"

namespace {

// Row-major dW [n, k] = dYᵀ·X and dX [m, k] = dY·W.
std::vector<float> dyt_x(const std::vector<float>& dy, const std::vector<float>& x, int m, int n, int k) {
  std::vector<float> dw(std::size_t(n * k));
  for (int c = 0; c < n; ++c) {
    for (int p = 0; p < k; ++p) {
      double s = 0;
      for (int r = 0; r < m; ++r) s += double(dy[std::size_t(r * n + c)]) * x[std::size_t(r * k + p)];
      dw[std::size_t(c * k + p)] = float(s);
    }
  }
  return dw;
}

std::vector<float> dy_w(const std::vector<float>& dy, const std::vector<float>& w, int m, int n, int k) {
  std::vector<float> dx(std::size_t(m * k));
  for (int r = 0; r < m; ++r) {
    for (int p = 0; p < k; ++p) {
      double s = 0;
      for (int c = 0; c < n; ++c) s += double(dy[std::size_t(r * n + c)]) * w[std::size_t(c * k + p)];
      dx[std::size_t(r * k + p)] = float(s);
    }
  }
  return dx;
}

bool close(const std::vector<float>& got, const std::vector<float>& want) {
  if (got.size() != want.size()) return false;
  for (std::size_t i = 0; i < got.size(); ++i) {
    if (!within_tolerance(got[i], want[i], kDeviceTolerance)) return false;
  }
  return true;
}

dp::Tensor on(dp::Device& d, const std::vector<float>& v) {
  return dp::Tensor::from_host({std::int64_t(v.size())}, v.data(), d);
}

using Shapes = std::vector<std::tuple<int, int, int>>;
const Shapes kShapes{{30, 2, 5}, {15, 2, 5}, {1, 7, 3}, {7, 1, 3}, {4, 9, 1}, {13, 11, 17}};

}  // namespace

class TestCudaBackward final : public QObject {
  Q_OBJECT
 private slots:
  void columnMajorMappings_data() {
    QTest::addColumn<int>("m");
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("k");
    for (auto [m, n, k] : kShapes) QTest::addRow("m=%d n=%d k=%d", m, n, k) << m << n << k;
  }
  // The operands handed to cuBLAS compute the row-major definitions for non-square shapes.
  void columnMajorMappings() {
    QFETCH(int, m);
    QFETCH(int, n);
    QFETCH(int, k);
    const auto dy = random_normals(m * n, 1), x = random_normals(m * k, 2), w = random_normals(n * k, 3);
    const dp::ColumnMajorGemm gw = dp::column_major_dyt_x(m, n, k), gx = dp::column_major_dy_w(m, n, k);
    for (const auto& g : {gw, gx}) {
      QVERIFY(g.lda >= std::max<std::int64_t>(1, g.transpose_a ? g.k : g.m));
      QVERIFY(g.ldb >= std::max<std::int64_t>(1, g.transpose_b ? g.n : g.k));
      QVERIFY(g.ldc >= std::max<std::int64_t>(1, g.m));
    }
    std::vector<float> dw(std::size_t(n * k)), dx(std::size_t(m * k));
    naive_column_major_sgemm(gw, x.data(), dy.data(), dw.data());  // A is x, B is dy
    naive_column_major_sgemm(gx, w.data(), dy.data(), dx.data());  // A is w, B is dy
    QVERIFY(close(dw, dyt_x(dy, x, m, n, k)));
    QVERIFY(close(dx, dy_w(dy, w, m, n, k)));
  }

  void backwardSgemms_data() {
    QTest::addColumn<QString>("backend");
    QTest::addColumn<int>("m");
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("k");
    for (auto [m, n, k] : kShapes) {
      add_backend_rows(QString("m=%1 n=%2 k=%3").arg(m).arg(n).arg(k), [&](QTestData& row) { row << m << n << k; });
    }
    add_backend_rows("empty batch", [](QTestData& row) { row << 0 << 3 << 4; });
  }
  // dW and dX, written and accumulated; an empty batch gives a zero dW.
  void backwardSgemms() {
    QFETCH(QString, backend);
    QFETCH(int, m);
    QFETCH(int, n);
    QFETCH(int, k);
    DP_TEST_POOL(pool, backend, 1);
    dp::Device& d = pool->device(0);
    const auto dy = random_normals(m * n, 4), x = random_normals(m * k, 5), w = random_normals(n * k, 6), seed = random_normals(std::max(m, n) * k, 7);
    dp::Tensor tdy = on(d, dy), tx = on(d, x), tw = on(d, w);
    const std::vector<float> dw_seed(seed.begin(), seed.begin() + n * k);
    dp::Tensor dw = on(d, dw_seed);
    d.sgemm_dyt_x(m, n, k, tdy.data(), tx.data(), dw.data(), false);
    QVERIFY(close(dw.to_vector(), dyt_x(dy, x, m, n, k)));
    d.sgemm_dyt_x(m, n, k, tdy.data(), tx.data(), dw.data(), true);
    auto twice = dyt_x(dy, x, m, n, k);
    for (float& v : twice) v *= 2;
    QVERIFY(close(dw.to_vector(), twice));
    if (m == 0) return;
    dp::Tensor dx = dp::Tensor::zeros({m * k}, d);
    d.sgemm_dy_w(m, n, k, tdy.data(), tw.data(), dx.data(), false);
    QVERIFY(close(dx.to_vector(), dy_w(dy, w, m, n, k)));
  }

  void elementwise_data() {
    QTest::addColumn<QString>("backend");
    add_backend_rows("kernels", [](QTestData&) {});
  }
  // Column sums, ReLU's mask, axpby and the MSE loss against loops over the same floats.
  void elementwise() {
    QFETCH(QString, backend);
    DP_TEST_POOL(pool, backend, 1);
    dp::Device& d = pool->device(0);
    const int m = 33, n = 300;  // more columns than one block of the CPU's column sums
    const auto dy = random_normals(m * n, 8), y = random_normals(m * n, 9);
    dp::Tensor tdy = on(d, dy), ty = on(d, y), db = dp::Tensor::empty({n}, d), dx = dp::Tensor::empty({m * n}, d);
    d.column_sums(tdy.data(), db.data(), m, n);
    std::vector<float> want(static_cast<std::size_t>(n));
    for (int c = 0; c < n; ++c) {
      double s = 0;
      for (int r = 0; r < m; ++r) s += dy[std::size_t(r * n + c)];
      want[std::size_t(c)] = float(s);
    }
    QVERIFY(close(db.to_vector(), want));
    d.relu_backward(ty.data(), tdy.data(), dx.data(), m * n);
    const auto masked = dx.to_vector();
    for (std::size_t i = 0; i < masked.size(); ++i) QCOMPARE(masked[i], y[i] > 0 ? dy[i] : 0.0f);
    d.axpby(m * n, 0.5f, tdy.data(), -2.0f, ty.data());
    const auto axpby = ty.to_vector();
    for (std::size_t i = 0; i < axpby.size(); ++i) QVERIFY(within_tolerance(axpby[i], 0.5f * dy[i] - 2.0f * y[i], {0.0, 1e-5}));
    dp::Tensor t = on(d, y), out = on(d, dy), loss = dp::Tensor::empty({}, d), grad = dp::Tensor::empty({m * n}, d);
    d.mse_loss(out.data(), t.data(), m * n, loss.data());
    d.mse_loss_backward(out.data(), t.data(), m * n, grad.data());
    double s = 0;
    for (std::size_t i = 0; i < dy.size(); ++i) s += double(dy[i] - y[i]) * double(dy[i] - y[i]);
    QVERIFY(within_tolerance(double(dp::item(loss)), s / double(m * n), {1e-6, 0.0}));
    const float norm = float(2.0 / double(m * n));
    const auto g = grad.to_vector();
    for (std::size_t i = 0; i < g.size(); ++i) QCOMPARE(g[i], (dy[i] - y[i]) * norm);
    d.mse_loss(out.data(), t.data(), 0, loss.data());
    QVERIFY(std::isnan(dp::item(loss)));  // the mean of nothing, as torch
  }

  // cuBLAS and NCCL entry points the backward calls load on demand; a multi-GPU pool has a reducer.
  void collectivesAreThere() {
#if DPVIZ_HAVE_CUDA
    QVERIFY(dp::cuda_libs().nccl_reduce != nullptr);
#endif
    DP_TEST_POOL(pool, QString("cuda"), 2);
    QVERIFY(pool->reducer() != nullptr);
    QVERIFY(pool->broadcaster() != nullptr);
  }
};

QTEST_GUILESS_MAIN(TestCudaBackward)
#include "test_cuda_backward.moc"
