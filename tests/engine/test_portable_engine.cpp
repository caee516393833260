// What the browser build (web/) runs instead of the desktop's libraries, checked natively:
//  - the portable GEMM kernel against a double-precision reference, in every layout and edge size,
//    and its rows independent of how many rows a product has (R9.4: a replica's rows equal the same
//    rows of the whole batch's product, bit for bit);
//  - the float-text fallback (printf's digits, for libc++ 14 which has no floating-point to_chars)
//    against std::to_chars, and json_float's layout against to_chars' plain form.
#include <QtTest>

#include <charconv>
#include <cmath>
#include <cstring>
#include <vector>

#include "core/float_text.h"
#include "core/random.h"
#include "device/gemm_library.h"
#include "device/portable_gemm.h"

namespace {

std::vector<float> normals(std::int64_t n, std::uint64_t seed) {
  dp::Rng rng(seed);
  std::vector<float> v(static_cast<std::size_t>(n));
  for (float& x : v) x = rng.normal();
  return v;
}

// Row-major op(A)·op(B) in double.
std::vector<double> reference(bool ta, bool tb, std::int64_t m, std::int64_t n, std::int64_t k, const float* a,
                              std::int64_t lda, const float* b, std::int64_t ldb) {
  std::vector<double> c(static_cast<std::size_t>(m * n));
  for (std::int64_t i = 0; i < m; ++i)
    for (std::int64_t j = 0; j < n; ++j) {
      double s = 0;
      for (std::int64_t p = 0; p < k; ++p) {
        const double av = ta ? a[p * lda + i] : a[i * lda + p];
        const double bv = tb ? b[j * ldb + p] : b[p * ldb + j];
        s += av * bv;
      }
      c[static_cast<std::size_t>(i * n + j)] = s;
    }
  return c;
}

}  // namespace

class TestPortableEngine : public QObject {
  Q_OBJECT
 private slots:
  void gemmMatchesReference_data() {
    QTest::addColumn<bool>("ta");
    QTest::addColumn<bool>("tb");
    QTest::addColumn<int>("m");
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("k");
    QTest::addColumn<bool>("accumulate");
    // Sizes around every tile edge: 4 rows, 2 or 16 columns, 4 along k, and 1.
    const int sizes[][3] = {{1, 1, 1}, {3, 5, 7}, {4, 2, 4}, {5, 17, 9}, {8, 16, 16}, {15, 2, 5}, {30, 33, 13}, {7, 1, 64}};
    for (const bool ta : {false, true})
      for (const bool tb : {false, true})
        for (const auto& s : sizes)
          for (const bool acc : {false, true}) {
            QTest::addRow("%s%s %dx%dx%d%s", ta ? "T" : "N", tb ? "T" : "N", s[0], s[1], s[2], acc ? " +=" : "")
                << ta << tb << s[0] << s[1] << s[2] << acc;
          }
  }
  void gemmMatchesReference() {
    QFETCH(bool, ta);
    QFETCH(bool, tb);
    QFETCH(int, m);
    QFETCH(int, n);
    QFETCH(int, k);
    QFETCH(bool, accumulate);
    // Leading dimensions larger than the rows, as a sub-matrix would have.
    const std::int64_t lda = (ta ? m : k) + 3, ldb = (tb ? k : n) + 2, ldc = n + 1;
    const auto a = normals((ta ? k : m) * lda, 1), b = normals((tb ? n : k) * ldb, 2);
    auto c = normals(m * ldc, 3);
    const auto before = c;
    dp::portable_sgemm(ta, tb, m, n, k, a.data(), lda, b.data(), ldb, accumulate, c.data(), ldc);
    const auto want = reference(ta, tb, m, n, k, a.data(), lda, b.data(), ldb);
    for (int i = 0; i < m; ++i) {
      for (int j = 0; j < ldc; ++j) {
        const float got = c[std::size_t(i * ldc + j)];
        if (j >= n) {  // past the row's end: untouched
          QCOMPARE(got, before[std::size_t(i * ldc + j)]);
          continue;
        }
        const double expect = want[std::size_t(i * n + j)] + (accumulate ? before[std::size_t(i * ldc + j)] : 0.0);
        if (std::abs(got - expect) > 1e-5 * (k + 1) * 4) {
          QFAIL(qPrintable(QString("C[%1][%2] = %3, expected %4").arg(i).arg(j).arg(got).arg(expect)));
        }
      }
    }
  }

  // R9.4: the forward's product (x·wᵀ) of a replica's rows equals those rows of the whole batch's.
  void gemmRowsIndependentOfBatch_R9_4() {
    const std::int64_t n = 19, k = 37, m = 30;
    const auto x = normals(m * k, 4), w = normals(n * k, 5);
    std::vector<float> whole(std::size_t(m * n));
    dp::portable_sgemm(false, true, m, n, k, x.data(), k, w.data(), k, false, whole.data(), n);
    for (const std::int64_t rows : {1, 2, 3, 4, 5, 7, 15}) {
      for (std::int64_t start = 0; start + rows <= m; start += rows) {
        std::vector<float> part(std::size_t(rows * n));
        dp::portable_sgemm(false, true, rows, n, k, x.data() + start * k, k, w.data(), k, false, part.data(), n);
        QVERIFY2(std::memcmp(part.data(), whole.data() + start * n, part.size() * sizeof(float)) == 0,
                 qPrintable(QString("rows %1..%2").arg(start).arg(start + rows)));
      }
    }
  }

  void portableIsInEveryBuild() {
    QVERIFY(dp::gemm_library_built(dp::GemmLibrary::Portable));
    QCOMPARE(dp::parse_gemm_library("portable"), std::optional(dp::GemmLibrary::Portable));
    QCOMPARE(QString(dp::gemm_library_id(dp::GemmLibrary::Portable)), QString("portable"));
    QVERIFY(QString::fromStdString(dp::gemm_library_description(dp::GemmLibrary::Portable)).startsWith("dpviz portable (vectors "));
  }

  // The fallback's digits equal to_chars' shortest digits, for doubles and floats of every magnitude.
  void printfDigitsEqualToChars() {
    dp::Rng rng(7);
    std::vector<double> values = {0.0, -0.0, 0.1, 1e-5, 1e16, 1e22, 5e-324, 1.7976931348623157e308, 123456789.0, 0.3, 2.0 / 3.0};
    for (int i = 0; i < 20000; ++i) {
      const double mant = rng.uniform() * 2 - 1;
      values.push_back(mant * std::pow(10.0, double(int(rng.uniform() * 80) - 40)));
    }
    for (const double v : values) {
      for (const bool as_float : {false, true}) {
        if (as_float && !std::isfinite(static_cast<float>(v))) continue;
        char buf[64];
        const auto res = as_float ? std::to_chars(buf, buf + 64, static_cast<float>(v), std::chars_format::scientific)
                                  : std::to_chars(buf, buf + 64, v, std::chars_format::scientific);
        const dp::ShortestDigits want = dp::split_scientific(std::string(buf, res.ptr));
        const dp::ShortestDigits got = dp::shortest_digits_printf(v, as_float);
        if (got.digits != want.digits || got.exp != want.exp || got.negative != want.negative) {
          QFAIL(qPrintable(QString("%1 (%2): printf %3e%4, to_chars %5e%6")
                               .arg(v, 0, 'g', 17).arg(as_float ? "float" : "double")
                               .arg(QString::fromStdString(got.digits)).arg(got.exp)
                               .arg(QString::fromStdString(want.digits)).arg(want.exp)));
        }
      }
    }
  }

  // json_float lays the digits out as to_chars' plain form does (fixed or scientific, the shorter).
  void jsonFloatIsToCharsPlain() {
    dp::Rng rng(8);
    std::vector<float> values = {0.0f, -0.0f, 1e-4f, 1e-5f, 0.001f, 123456.0f, 1e20f, 1.5e-7f, 100.0f, 1e7f, 12345678.0f, 3.4e38f};
    for (int i = 0; i < 20000; ++i) {
      values.push_back(float((rng.uniform() * 2 - 1) * std::pow(10.0, double(int(rng.uniform() * 60) - 30))));
    }
    for (const float v : values) {
      char buf[64];
      const auto res = std::to_chars(buf, buf + 64, v);
      QCOMPARE(QString::fromStdString(dp::json_float(v)), QString::fromLatin1(buf, int(res.ptr - buf)));
    }
  }
};

QTEST_APPLESS_MAIN(TestPortableEngine)
#include "test_portable_engine.moc"
