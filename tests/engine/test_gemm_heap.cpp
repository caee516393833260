// oneDNN's packing buffer on a simulated GPU's worker: after a thread's first two large products,
// dnnl_sgemm's per-call buffer reuses the same heap pages (no fresh 2.1 MiB, ~550 page faults, per
// product). Counts page faults, not time: see engine/device/blas.cpp for why they happened.
#include <sys/resource.h>

#include <QtTest>
#include <cstdlib>
#include <vector>

#include "device/blas.h"
#include "device/device_pool.h"
#include "device/gemm_library.h"
#include "device/task_group.h"

namespace {

long thread_page_faults() {
  rusage usage{};
  getrusage(RUSAGE_THREAD, &usage);
  return usage.ru_minflt;
}

}  // namespace

class TestGemmHeap : public QObject {
  Q_OBJECT
 private slots:
  void largeProductsReuseTheirPackingBuffer() {
    QVERIFY(dp::set_gemm_library(dp::GemmLibrary::OneDnn));
    auto pool = dp::DevicePool::simulated(2);  // one BLAS thread per device, as at k=8
    const std::int64_t n = 1024;
    std::vector<float> x(std::size_t(n * n), 0.5f), w(std::size_t(n * n), 0.25f), y(std::size_t(n * n), 0.0f);
    std::vector<long> faults;
    std::vector<void*> held;
    dp::TaskGroup::run_or_throw({&pool->device(0)}, [&](int) {
      for (int product = 0; product < 10; ++product) {
        // The worker's own small allocations between products (a step's bookkeeping) empty
        // glibc's per-thread cache of small blocks, as GPU 0's first steps do.
        for (std::size_t size = 24; size <= 1024; size += 16) {
          for (int i = 0; i < 7; ++i) held.push_back(std::malloc(size));
        }
        const long before = thread_page_faults();
        dp::sgemm_xwt(n, n, n, x.data(), w.data(), y.data(), false);
        faults.push_back(thread_page_faults() - before);
      }
    });
    for (void* p : held) std::free(p);
    QCOMPARE(y[0], 0.5f * 0.25f * float(n));
    // The first two may carve fresh heap (the first product of a thread always does); from the
    // third on, a product that touched 2.1 MiB of new pages would fault ~550 times.
    for (std::size_t i = 2; i < faults.size(); ++i) {
      if (faults[i] >= 100) qWarning("product %zu: %ld page faults", i, faults[i]);
      QVERIFY(faults[i] < 100);
    }
  }
};

QTEST_GUILESS_MAIN(TestGemmHeap)
#include "test_gemm_heap.moc"
