// Each layer's backward against a central finite difference of a double-precision reference of its
// forward: Linear (dW, db, dX), ReLU, MSELoss, and a whole Sequential(Linear, ReLU, Linear) under
// MSELoss. Run on every backend ([sim], [cuda]; CUDA rows skip without a GPU).
#include <cmath>
#include <functional>

#include "backend_rows.h"
#include "core/random.h"
#include "nn/grad_mode.h"
#include "nn/layers.h"
#include "nn/linear.h"
#include "nn/loss.h"
#include "tolerance.h"

namespace {

using Vec = std::vector<double>;

std::vector<float> randn(std::int64_t n, std::uint64_t seed, double away_from_zero = 0.0) {
  dp::Rng rng(seed);
  std::vector<float> v(static_cast<std::size_t>(n));
  for (float& x : v) {
    do x = rng.normal();
    while (std::abs(x) < away_from_zero);  // ReLU's kink would make the difference one-sided
  }
  return v;
}

Vec widen(const std::vector<float>& v) { return Vec(v.begin(), v.end()); }

// y [m, n] = x [m, k] · wᵀ + b, in double.
Vec linear_ref(const Vec& x, const Vec& w, const Vec& b, std::int64_t m, std::int64_t n, std::int64_t k) {
  Vec y(static_cast<std::size_t>(m * n));
  for (std::int64_t r = 0; r < m; ++r) {
    for (std::int64_t c = 0; c < n; ++c) {
      double s = b[std::size_t(c)];
      for (std::int64_t p = 0; p < k; ++p) s += x[std::size_t(r * k + p)] * w[std::size_t(c * k + p)];
      y[std::size_t(r * n + c)] = s;
    }
  }
  return y;
}

double dot(const Vec& a, const Vec& b) {
  double s = 0;
  for (std::size_t i = 0; i < a.size(); ++i) s += a[i] * b[i];
  return s;
}

double mse_ref(const Vec& y, const Vec& t) {
  double s = 0;
  for (std::size_t i = 0; i < y.size(); ++i) s += (y[i] - t[i]) * (y[i] - t[i]);
  return s / double(y.size());
}

// d f / d v[i] by central difference, in double.
Vec numeric_gradient(Vec& v, const std::function<double()>& f) {
  constexpr double h = 1e-6;
  Vec g(v.size());
  for (std::size_t i = 0; i < v.size(); ++i) {
    const double saved = v[i];
    v[i] = saved + h;
    const double up = f();
    v[i] = saved - h;
    const double down = f();
    v[i] = saved;
    g[i] = (up - down) / (2 * h);
  }
  return g;
}

// The engine's float32 against the double finite difference, elementwise (kGoldenTolerance).
QString compare(const std::vector<float>& got, const Vec& want, const char* what) {
  if (got.size() != want.size()) return QString("%1: %2 values, want %3").arg(what).arg(got.size()).arg(want.size());
  for (std::size_t i = 0; i < got.size(); ++i) {
    if (!within_tolerance(double(got[i]), want[i])) {
      return QString("%1[%2]: backward %3, finite difference %4").arg(what).arg(i).arg(double(got[i]), 0, 'g', 9).arg(want[i], 0, 'g', 9);
    }
  }
  return {};
}

dp::Tensor on(dp::Device& d, const std::vector<float>& v, dp::Shape s) { return dp::Tensor::from_host(s, v.data(), d); }

void backend_column() {
  QTest::addColumn<QString>("backend");
  for (const QString& b : test_backends()) QTest::newRow(qPrintable(b)) << b;
}

}  // namespace

class TestAutograd final : public QObject {
  Q_OBJECT
 private slots:
  void linearBackward_data() { backend_column(); }
  // f = Σ r ⊙ Linear(x): its backward with grad_output r gives ∂f/∂W, ∂f/∂b, ∂f/∂x.
  void linearBackward() {
    QFETCH(QString, backend);
    DP_TEST_POOL(pool, backend, 1);
    dp::Device& d = pool->device(0);
    const std::int64_t m = 7, n = 3, k = 5;
    const auto xf = randn(m * k, 1), wf = randn(n * k, 2), bf = randn(n, 3), rf = randn(m * n, 4);
    dp::Linear linear(k, n, d);
    linear.weight().copy_from_host(wf.data());
    linear.bias().copy_from_host(bf.data());
    {
      dp::GradModeGuard on_(true);
      const dp::Tensor y = linear(on(d, xf, {m, k}));
      const Vec y_ref = linear_ref(widen(xf), widen(wf), widen(bf), m, n, k);
      QVERIFY(compare(y.to_vector(), y_ref, "forward").isEmpty());
    }
    const dp::Tensor dx = linear.backward(on(d, rf, {m, n}), /*input_grad=*/true);
    Vec x = widen(xf), w = widen(wf), b = widen(bf);
    const Vec r = widen(rf);
    const auto f = [&] { return dot(r, linear_ref(x, w, b, m, n, k)); };
    QString bad = compare(linear.gradients()[0]->to_vector(), numeric_gradient(w, f), "dW");
    QVERIFY2(bad.isEmpty(), qPrintable(bad));
    bad = compare(linear.gradients()[1]->to_vector(), numeric_gradient(b, f), "db");
    QVERIFY2(bad.isEmpty(), qPrintable(bad));
    bad = compare(dx.to_vector(), numeric_gradient(x, f), "dX");
    QVERIFY2(bad.isEmpty(), qPrintable(bad));
  }

  void reluBackward_data() { backend_column(); }
  void reluBackward() {
    QFETCH(QString, backend);
    DP_TEST_POOL(pool, backend, 1);
    dp::Device& d = pool->device(0);
    const auto xf = randn(40, 5, 0.01), rf = randn(40, 6);
    dp::ReLU relu;
    {
      dp::GradModeGuard on_(true);
      relu(on(d, xf, {8, 5}));
    }
    const dp::Tensor dx = relu.backward(on(d, rf, {8, 5}), true);
    Vec x = widen(xf);
    const Vec r = widen(rf);
    const auto f = [&] {
      double s = 0;
      for (std::size_t i = 0; i < x.size(); ++i) s += r[i] * std::max(x[i], 0.0);
      return s;
    };
    const QString bad = compare(dx.to_vector(), numeric_gradient(x, f), "dX");
    QVERIFY2(bad.isEmpty(), qPrintable(bad));
  }

  void mseLossBackward_data() { backend_column(); }
  void mseLossBackward() {
    QFETCH(QString, backend);
    DP_TEST_POOL(pool, backend, 1);
    dp::Device& d = pool->device(0);
    const auto yf = randn(24, 7), tf = randn(24, 8);
    dp::MSELoss loss;
    const float value = dp::item(loss(on(d, yf, {12, 2}), on(d, tf, {12, 2})));
    Vec y = widen(yf);
    const Vec t = widen(tf);
    QVERIFY(within_tolerance(double(value), mse_ref(y, t), {1e-6, 1e-6}));  // one float sum, no layers
    const QString bad = compare(loss.backward().to_vector(), numeric_gradient(y, [&] { return mse_ref(y, t); }), "dY");
    QVERIFY2(bad.isEmpty(), qPrintable(bad));
  }

  void sequentialUnderMseLoss_data() { backend_column(); }
  // The whole mlp: Sequential's backward chains its children (ReLU in between), every parameter.
  void sequentialUnderMseLoss() {
    QFETCH(QString, backend);
    DP_TEST_POOL(pool, backend, 1);
    dp::Device& d = pool->device(0);
    const std::int64_t m = 6, in = 4, hidden = 5, out = 3;
    std::vector<std::vector<float>> init{randn(hidden * in, 11), randn(hidden, 12), randn(out * hidden, 13), randn(out, 14)};
    const auto xf = randn(m * in, 15), tf = randn(m * out, 16);
    dp::Sequential seq;
    seq.add(std::make_unique<dp::Linear>(in, hidden, d)).add(std::make_unique<dp::ReLU>()).add(std::make_unique<dp::Linear>(hidden, out, d));
    for (std::size_t p = 0; p < 4; ++p) seq.parameters()[p]->copy_from_host(init[p].data());
    dp::MSELoss loss;
    {
      dp::GradModeGuard on_(true);
      loss(seq(on(d, xf, {m, in})), on(d, tf, {m, out}));
    }
    QVERIFY(!seq.backward(loss.backward(), false).defined());  // the data needs no gradient
    std::vector<Vec> params;
    for (const auto& v : init) params.push_back(widen(v));
    const Vec x = widen(xf), t = widen(tf);
    const auto f = [&] {
      Vec h = linear_ref(x, params[0], params[1], m, hidden, in);
      for (double& v : h) v = std::max(v, 0.0);
      return mse_ref(linear_ref(h, params[2], params[3], m, out, hidden), t);
    };
    const char* names[] = {"0.weight", "0.bias", "2.weight", "2.bias"};
    for (std::size_t p = 0; p < 4; ++p) {
      QCOMPARE(QString::fromStdString(seq.parameter_names()[p]), QString(names[p]));
      const QString bad = compare(seq.gradients()[p]->to_vector(), numeric_gradient(params[p], f), names[p]);
      QVERIFY2(bad.isEmpty(), qPrintable(bad));
    }
  }
};

QTEST_GUILESS_MAIN(TestAutograd)
#include "test_autograd.moc"
