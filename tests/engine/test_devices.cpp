// Simulated devices: persistent workers, in-order queues, real concurrency across devices,
// memory accounting and out-of-memory errors, pool limits.
#include <atomic>
#include <cmath>
#include <chrono>
#include <condition_variable>
#include <cstring>
#include <limits>
#include <mutex>
#include <numeric>
#include <set>
#include <thread>

#include "device/blas.h"
#include "device/device_pool.h"
#include "device/host_device.h"
#include "core/error.h"
#include "golden.h"
#include "device/task_group.h"
#include "device/tensor.h"
#include "thread_count.h"
#include "run/tutorial.h"

class TestDevices : public QObject {
  Q_OBJECT
 private slots:
  void tasksRunInOrderOnOnePersistentWorker() {
    auto pool = dp::DevicePool::simulated(2);
    std::vector<int> seen;
    std::set<std::thread::id> threads;
    std::mutex m;
    for (int i = 0; i < 100; ++i) {
      dp::TaskGroup::run_or_throw({&pool->device(1)}, [&, i](int) {
        std::lock_guard lock(m);
        seen.push_back(i);
        threads.insert(std::this_thread::get_id());
      });
    }
    QCOMPARE(int(seen.size()), 100);
    QVERIFY(std::is_sorted(seen.begin(), seen.end()));
    QCOMPARE(int(threads.size()), 1);
    QVERIFY(*threads.begin() != std::this_thread::get_id());
  }

  // Every device's task is running at the same time: each waits until all n have arrived.
  // Run one after another, they would time out instead of meeting.
  void tasksOnDifferentDevicesRunConcurrently() {
    for (int n : {2, 8, 64}) {
      auto pool = dp::DevicePool::simulated(n);
      std::vector<int> ids(static_cast<std::size_t>(n), 0);
      std::iota(ids.begin(), ids.end(), 0);
      std::mutex m;
      std::condition_variable cv;
      int arrived = 0;
      std::atomic<int> met{0};
      dp::TaskGroup::run_or_throw(pool->devices(ids), [&](int) {
        std::unique_lock lock(m);
        ++arrived;
        cv.notify_all();
        if (cv.wait_for(lock, std::chrono::seconds(20), [&] { return arrived == n; })) ++met;
      });
      QCOMPARE(met.load(), n);
    }
  }

  void workersArePersistent() {
    const int before = process_thread_count();
    {
      dp::Trace trace;
      dp::Tutorial tutorial(dp::RunConfig{}, &trace);  // 8 simulated GPUs
      const int with_pool = process_thread_count();
      QCOMPARE(with_pool, before + 8);
      for (int epoch = 0; epoch < 20; ++epoch) {
        dp::Tutorial t(dp::RunConfig{}, nullptr);
        while (!t.done()) t.step();
      }
      while (!tutorial.done()) tutorial.step();
      QCOMPARE(process_thread_count(), with_pool);  // no thread per step
    }
    QCOMPARE(process_thread_count(), before);  // all joined
  }

  void taskGroupKeepsEachError() {
    auto pool = dp::DevicePool::simulated(4);
    const auto errors = dp::TaskGroup::run(pool->devices({0, 1, 2, 3}), [](int i) {
      if (i == 1 || i == 3) throw dp::Error(dp::ErrorType::ValueError, "boom " + std::to_string(i));
    });
    QVERIFY(!errors[0] && errors[1] && !errors[2] && errors[3]);
    try {
      dp::TaskGroup::run_or_throw(pool->devices({0, 1, 2, 3}), [](int i) {
        if (i >= 2) throw dp::Error(dp::ErrorType::ValueError, "boom " + std::to_string(i));
      });
      QFAIL("no error");
    } catch (const dp::Error& e) {
      QCOMPARE(QString(e.what()), QString("boom 2"));  // the lowest index
    }
  }

  void memoryAccounting() {
    auto pool = dp::DevicePool::simulated(2);
    dp::Device& d = pool->device(1);
    QCOMPARE(d.memory().in_use_bytes, std::uint64_t(0));
    {
      dp::Tensor t = dp::Tensor::zeros(dp::Shape{30, 5}, d);
      QCOMPARE(d.memory().in_use_bytes, std::uint64_t(30u * 5 * 4));
      dp::Tensor u = t.clone_to(d);
      QCOMPARE(d.memory().in_use_bytes, std::uint64_t(2u * 30 * 5 * 4));
      QCOMPARE(pool->device(0).memory().in_use_bytes, std::uint64_t(0));
    }
    QCOMPARE(d.memory().in_use_bytes, std::uint64_t(0));
    QCOMPARE(d.memory().peak_bytes, std::uint64_t(2u * 30 * 5 * 4));
    d.reset_peak();
    QCOMPARE(d.memory().peak_bytes, std::uint64_t(0));
  }

  void outOfMemoryNamesDeviceAndBytes() {
    auto pool = dp::DevicePool::simulated(std::vector<dp::SimDeviceSpec>{{16ull << 30, 80}, {1000, 80}});
    dp::Tensor ok = dp::Tensor::empty(dp::Shape{250}, pool->device(1));  // exactly 1000 bytes
    try {
      dp::Tensor t = dp::Tensor::empty(dp::Shape{1}, pool->device(1));
      QFAIL("no error");
    } catch (const dp::Error& e) {
      QCOMPARE(e.type(), dp::ErrorType::OutOfMemoryError);
      const QString msg = e.what();
      QVERIFY2(msg.contains("cuda:1") && msg.contains("4 bytes") && msg.contains("1000 of 1000"), qPrintable(msg));
    }
    QCOMPARE(pool->device(1).memory().in_use_bytes, std::uint64_t(1000));  // the failed request left no trace
  }

  // OpenBLAS's thread count is process-wide; the engine keeps it right for the newest live pool
  // of simulated GPUs (one BLAS thread per device, all cores for a lone device), and puts it back
  // when a pool goes, in any order: nobody outside the engine has to restore it.
  void blasThreadsFollowTheNewestLivePool() {
    const int cores = int(std::max(1u, std::thread::hardware_concurrency()));
    {
      auto eight = dp::DevicePool::simulated(8);
      QCOMPARE(dp::BlasThreads::current(), 1);
      {
        auto one = dp::DevicePool::simulated(1);
        QCOMPARE(dp::BlasThreads::current(), cores);
      }
      QCOMPARE(dp::BlasThreads::current(), 1);  // back to the pool still alive
      auto one = dp::DevicePool::simulated(1);
      auto two = dp::DevicePool::simulated(2);
      QCOMPARE(dp::BlasThreads::current(), 1);
      two.reset();
      QCOMPARE(dp::BlasThreads::current(), cores);  // `one` is now the newest
      eight.reset();                                  // not the newest: nothing changes
      QCOMPARE(dp::BlasThreads::current(), cores);
      one.reset();
    }
    if (cores > 1) {
      auto eight = dp::DevicePool::simulated(8);
      QCOMPARE(dp::BlasThreads::current(), 1);
    }
    QCOMPARE(dp::BlasThreads::current(), cores);  // no pool: the whole machine
  }

  // Both GEMM libraries compute Linear's three products (with and without accumulating) within
  // float rounding of a double reference, and a product's rows do not depend on how many rows it
  // has (for Linear 5→2: a replica's rows bit-equal to the full batch's, R9.4) — oneDNN 2.6's short
  // products (< 16 rows) sum in another order unless the engine pads them.
  void gemmLibrariesAgree() {
    const dp::GemmLibrary before = dp::gemm_library();
    QCOMPARE(dp::set_gemm_library(dp::GemmLibrary::OneDnn), dp::onednn_built());
    QCOMPARE(dp::gemm_library(), dp::onednn_built() ? dp::GemmLibrary::OneDnn : before);
    auto value = [](std::int64_t i) { return float((i * 7919) % 61 - 30) / 17.0f; };
    for (const dp::GemmLibrary library : {dp::GemmLibrary::OpenBlas, dp::GemmLibrary::OneDnn}) {
      if (!dp::set_gemm_library(library)) continue;
      QCOMPARE(dp::gemm_library(), library);
      for (const std::int64_t m : {1, 3, 15, 16, 40}) {
        const std::int64_t n = 7, k = 33;
        std::vector<float> x(std::size_t(m * k)), w(std::size_t(n * k)), dy(std::size_t(m * n));
        for (std::size_t i = 0; i < x.size(); ++i) x[i] = value(std::int64_t(i));
        for (std::size_t i = 0; i < w.size(); ++i) w[i] = value(std::int64_t(i) + 5);
        for (std::size_t i = 0; i < dy.size(); ++i) dy[i] = value(std::int64_t(i) + 11);
        std::vector<float> y(std::size_t(m * n), 1.0f), dw(std::size_t(n * k), 1.0f), dx(std::size_t(m * k), 1.0f);
        dp::sgemm_xwt(m, n, k, x.data(), w.data(), y.data(), true);  // accumulate onto 1
        dp::sgemm_dyt_x(m, n, k, dy.data(), x.data(), dw.data(), false);
        dp::sgemm_dy_w(m, n, k, dy.data(), w.data(), dx.data(), false);
        auto near = [](float got, double want) { return std::abs(double(got) - want) <= 1e-4 * (1.0 + std::abs(want)); };
        for (std::int64_t i = 0; i < m; ++i) {
          for (std::int64_t j = 0; j < n; ++j) {
            double s = 1.0;
            for (std::int64_t t = 0; t < k; ++t) s += double(x[std::size_t(i * k + t)]) * w[std::size_t(j * k + t)];
            QVERIFY2(near(y[std::size_t(i * n + j)], s), dp::gemm_library_id(library));
          }
          for (std::int64_t t = 0; t < k; ++t) {
            double s = 0.0;
            for (std::int64_t j = 0; j < n; ++j) s += double(dy[std::size_t(i * n + j)]) * w[std::size_t(j * k + t)];
            QVERIFY2(near(dx[std::size_t(i * k + t)], s), dp::gemm_library_id(library));
          }
        }
        for (std::int64_t j = 0; j < n; ++j) {
          for (std::int64_t t = 0; t < k; ++t) {
            double s = 0.0;
            for (std::int64_t i = 0; i < m; ++i) s += double(dy[std::size_t(i * n + j)]) * x[std::size_t(i * k + t)];
            QVERIFY2(near(dw[std::size_t(j * k + t)], s), dp::gemm_library_id(library));
          }
        }
      }
      // Linear(5, 2) on 30 rows, then on each shorter prefix: the same bits row by row.
      const std::int64_t rows = 30;
      std::vector<float> x(std::size_t(rows * 5)), w(10), full(std::size_t(rows * 2));
      for (std::size_t i = 0; i < x.size(); ++i) x[i] = value(std::int64_t(i) * 3) * 1.3f;
      for (std::size_t i = 0; i < w.size(); ++i) w[i] = value(std::int64_t(i) + 2) * 0.7f;
      dp::sgemm_xwt(rows, 2, 5, x.data(), w.data(), full.data(), false);
      for (std::int64_t m = 1; m < rows; ++m) {
        std::vector<float> part(std::size_t(m * 2));
        dp::sgemm_xwt(m, 2, 5, x.data(), w.data(), part.data(), false);
        QVERIFY2(std::memcmp(part.data(), full.data(), part.size() * sizeof(float)) == 0,
                 qPrintable(QString("%1: %2 rows").arg(dp::gemm_library_id(library)).arg(m)));
      }
    }
    QVERIFY(dp::set_gemm_library(before));
  }

  // ReLU and its backward (SIMD body, scalar tail) bit for bit against their definitions,
  // relu(x) = x < 0 ? 0 : x and dx = y > 0 ? dy : 0: NaN, ±0, ±inf, denormals, both signs.
  void reluMatchesItsDefinitionBitForBit() {
    const float inf = std::numeric_limits<float>::infinity(), nan = std::numeric_limits<float>::quiet_NaN();
    const std::vector<float> x = {-1.5f, 0.0f, -0.0f, 2.5f, nan, inf, -inf, 1e-40f, -1e-40f, 3.0f, -7.0f};
    std::vector<float> dy(x.size());
    std::iota(dy.begin(), dy.end(), 1.0f);
    dp::HostDevice host;
    std::vector<float> y(x.size()), dx(x.size());
    host.relu(x.data(), y.data(), std::int64_t(x.size()));
    host.relu_backward(x.data(), dy.data(), dx.data(), std::int64_t(x.size()));
    for (std::size_t i = 0; i < x.size(); ++i) {
      const float want_y = x[i] < 0.0f ? 0.0f : x[i];
      const float want_dx = x[i] > 0.0f ? dy[i] : 0.0f;
      QVERIFY2(std::memcmp(&y[i], &want_y, 4) == 0, qPrintable(QString("relu at %1").arg(i)));
      QVERIFY2(std::memcmp(&dx[i], &want_dx, 4) == 0, qPrintable(QString("relu_backward at %1").arg(i)));
    }
  }

  // axpby (SGD's update and momentum; SIMD body, scalar tail) bit for bit against the scalar
  // expressions y + alpha*x and alpha*x + beta*y, with values whose products round.
  void axpbyMatchesItsDefinitionBitForBit() {
    const std::size_t n = 11;  // two SIMD blocks and a tail of three
    std::vector<float> x(n), y0(n);
    for (std::size_t i = 0; i < n; ++i) {
      x[i] = 0.1f * float(i) - 0.37f + 1e-7f * float(i * i);
      y0[i] = 1.0f / (3.0f + float(i)) - 0.2f;
    }
    dp::HostDevice host;
    for (const auto& [alpha, beta] : {std::pair{-0.013f, 1.0f}, std::pair{1.0f, 0.9f}, std::pair{0.3f, -1.7f}}) {
      std::vector<float> y = y0;
      host.axpby(std::int64_t(n), alpha, x.data(), beta, y.data());
      for (std::size_t i = 0; i < n; ++i) {
        volatile float ax = alpha * x[i], by = beta * y0[i];  // one rounding per operation
        const float want = beta == 1.0f ? y0[i] + ax : ax + by;
        QVERIFY2(std::memcmp(&y[i], &want, 4) == 0, qPrintable(QString("axpby(%1, %2) at %3").arg(alpha).arg(beta).arg(i)));
      }
    }
  }

  // The bias gradient: each column summed in double in row order, then rounded once; 263 columns
  // cross the 256-column block and leave a tail of three for the scalar loop.
  void columnSumsMatchTheirDefinitionBitForBit() {
    const std::int64_t m = 37, n = 263;
    std::vector<float> dy(std::size_t(m * n));
    for (std::size_t i = 0; i < dy.size(); ++i) dy[i] = float(i % 97) * 0.013f - 0.6f + 1e-6f * float(i % 7);
    dp::HostDevice host;
    std::vector<float> db(static_cast<std::size_t>(n));
    host.column_sums(dy.data(), db.data(), m, n);
    for (std::int64_t j = 0; j < n; ++j) {
      double sum = 0.0;
      for (std::int64_t r = 0; r < m; ++r) sum += dy[std::size_t(r * n + j)];
      const float want = static_cast<float>(sum);
      QVERIFY2(std::memcmp(&db[std::size_t(j)], &want, 4) == 0, qPrintable(QString("column %1").arg(j)));
    }
  }

  void poolLimits() {
    QCOMPARE(dp::DevicePool::simulated(0)->count(), 0);
    QCOMPARE(dp::DevicePool::simulated(64)->count(), 64);
    for (int bad : {-1, 65}) {
      try {
        dp::DevicePool::simulated(bad);
        QFAIL("no error");
      } catch (const dp::Error& e) {
        QCOMPARE(e.type(), dp::ErrorType::ValueError);
      }
    }
    auto pool = dp::DevicePool::simulated(2);
    try {
      pool->device(2);
      QFAIL("no error");
    } catch (const dp::Error& e) {
      QCOMPARE(QString(e.what()), QString("CUDA error: invalid device ordinal"));
    }
    QCOMPARE(QString::fromStdString(pool->device(1).info().torch_name()), QString("cuda:1"));
    QCOMPARE(QString::fromStdString(pool->host().info().torch_name()), QString("cpu"));
  }
};

QTEST_GUILESS_MAIN(TestDevices)
#include "test_devices.moc"
