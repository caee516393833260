// The CUDA backend's parts that need no GPU, run everywhere: discovery without a driver or device
// ("0 CUDA devices" and why, never a crash), the cuBLAS column-major mapping against the row-major
// definition, round-robin virtual GPUs and the NCCL broadcast plan. Then the device itself (copies,
// kernels, clocks, out-of-memory) against the CPU, skipped where there is no CUDA device.
#include <QTest>

#include <cmath>
#include <cstring>

#include "backend_rows.h"
#include "gemm_reference.h"
#include "device/cpu_device.h"
#include "cuda/device_map.h"
#if DPVIZ_HAVE_CUDA
#include "cuda/cuda_libs.h"
#endif
#include "cuda/gemm_layout.h"
#include "core/error.h"
#include "error_of.h"
#include "device/host_device.h"
#include "core/random.h"
#include "device/tensor.h"
#include "tolerance.h"

namespace {

}  // namespace

class TestCudaBackend : public QObject {
  Q_OBJECT
 private slots:
  // No driver (error 35) or no device: an answer with a reason, and make_pool says it plainly.
  void discoveryWithoutDevicesIsAnAnswer() {
    const dp::CudaDiscovery& found = dp::discover_cuda();
#if DPVIZ_HAVE_CUDA
    QVERIFY(found.built);
    QVERIFY(QString::fromStdString(found.runtime).startsWith("CUDA runtime "));
#else
    QVERIFY(!found.built);
#endif
    if (!found.devices.empty()) {
      for (const auto& d : found.devices) {
        QVERIFY(!d.name.empty());
        QVERIFY(d.memory_bytes > 0);
        QVERIFY(d.multi_processor_count > 0);
      }
      QVERIFY(QString::fromStdString(dp::describe(found)).contains(" CUDA device"));
      QSKIP("this machine has a CUDA device");
    }
    QVERIFY(!found.reason.empty());
    const QString described = QString::fromStdString(dp::describe(found));
    QVERIFY2(described.startsWith("0 CUDA devices (") && described.endsWith(")"), qPrintable(described));
    dp::ErrorType type{};
    const QString message = error_of([] { dp::make_pool(dp::Backend::Cuda, 2); }, &type);
    QCOMPARE(message, "CUDA backend unavailable: " + described);
    QCOMPARE(type, dp::ErrorType::RuntimeError);
  }

  // The FP32 peak dpviz-bench --cuda sets cuBLAS against: SMs x FP32 lanes x 2 x clock, as the
  // vendors' datasheets give it (A100: 19.5 TFLOP/s; H100/H200 SXM: 67 TFLOP/s).
  void fp32PeakMatchesDatasheets() {
    dp::CudaDeviceFacts a100{0, "NVIDIA A100-SXM4-80GB", 80ull << 30, 108, 8, 0, 1410000};
    dp::CudaDeviceFacts h200{0, "NVIDIA H200", 141ull << 30, 132, 9, 0, 1980000};
    QVERIFY(std::abs(dp::fp32_peak_flops(a100) / 1e12 - 19.5) < 0.05);
    QVERIFY(std::abs(dp::fp32_peak_flops(h200) / 1e12 - 66.9) < 0.05);
    dp::CudaDeviceFacts unknown{0, "?", 0, 132, 9, 0, 0};
    QCOMPARE(dp::fp32_peak_flops(unknown), 0.0);
  }

  // cuBLAS and NCCL load on demand (dlopen), GPU or not: every entry point the backend calls.
  void librariesLoadOnDemand() {
#if DPVIZ_HAVE_CUDA
    const dp::CudaLibs& libs = dp::cuda_libs();
    QVERIFY(libs.blas_sgemm && libs.nccl_broadcast && libs.nccl_comm_init_all);
    QVERIFY(QString(libs.blas_status_name(CUBLAS_STATUS_SUCCESS)) == "CUBLAS_STATUS_SUCCESS");
    QVERIFY(QString(libs.nccl_error_string(ncclSuccess)) == "no error");
#else
    QSKIP("this build has no CUDA backend");
#endif
  }

  void poolSizeIsChecked() {
    dp::ErrorType type{};
    QCOMPARE(error_of([] { dp::make_pool(dp::Backend::Cuda, 65); }, &type),
             QString("the number of GPUs must be between 0 and 64, got 65"));
    QCOMPARE(type, dp::ErrorType::ValueError);
  }

  // The operands handed to cuBLAS compute Linear's row-major y = x·wᵀ for non-square shapes.
  void columnMajorMappingComputesXWt_data() {
    QTest::addColumn<int>("m");
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("k");
    for (auto [m, n, k] : {std::tuple{30, 2, 5}, {15, 2, 5}, {1, 7, 3}, {7, 1, 3}, {4, 9, 1}, {13, 11, 17}}) {
      QTest::addRow("m=%d n=%d k=%d", m, n, k) << m << n << k;
    }
  }
  void columnMajorMappingComputesXWt() {
    QFETCH(int, m);
    QFETCH(int, n);
    QFETCH(int, k);
    const auto x = random_normals(m * k, 1), w = random_normals(n * k, 2);
    std::vector<float> y(std::size_t(m * n)), want(std::size_t(m * n));
    const dp::ColumnMajorGemm g = dp::column_major_xwt(m, n, k);
    QVERIFY(g.lda >= std::max<std::int64_t>(1, g.transpose_a ? g.k : g.m));
    QVERIFY(g.ldb >= std::max<std::int64_t>(1, g.transpose_b ? g.n : g.k));
    QVERIFY(g.ldc >= std::max<std::int64_t>(1, g.m));
    naive_column_major_sgemm(g, w.data(), x.data(), y.data());  // A is w, B is x
    for (int r = 0; r < m; ++r) {
      for (int c = 0; c < n; ++c) {
        double sum = 0;
        for (int p = 0; p < k; ++p) sum += double(x[std::size_t(r * k + p)]) * w[std::size_t(c * k + p)];
        want[std::size_t(r * n + c)] = float(sum);
      }
    }
    QCOMPARE(y, want);
  }

  void virtualGpusRoundRobin() {
    QCOMPARE(dp::physical_of(5, 2), 1);
    QCOMPARE(dp::physical_of(7, 1), 0);
    QVERIFY(!dp::is_virtual(1, 2));
    QVERIFY(dp::is_virtual(2, 2));
    QCOMPARE(QString::fromStdString(dp::cuda_label(1, 2, "NVIDIA H200")), QString("NVIDIA H200"));
    QCOMPARE(QString::fromStdString(dp::cuda_label(5, 2, "NVIDIA H200")),
             QString("virtual GPU 5 on cuda:1 (NVIDIA H200)"));
    QCOMPARE(error_of([] { dp::physical_of(0, 0); }), QString("no physical GPU for logical device 0"));
  }

  // NCCL takes each physical GPU once (replica 0's first: rank 0 is the root); replicas on a GPU
  // already taken copy from the first replica there.
  void broadcastPlan_data() {
    using Copies = std::vector<std::pair<int, int>>;
    QTest::addColumn<std::vector<int>>("physical");
    QTest::addColumn<std::vector<int>>("ranks");
    QTest::addColumn<Copies>("copies");
    QTest::newRow("one replica") << std::vector<int>{0} << std::vector<int>{} << Copies{};
    QTest::newRow("8 GPUs") << std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7} << std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7} << Copies{};
    QTest::newRow("8 virtual on 1") << std::vector<int>{0, 0, 0, 0, 0, 0, 0, 0} << std::vector<int>{}
                                    << Copies{{1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}, {7, 0}};
    QTest::newRow("5 on 2") << std::vector<int>{0, 1, 0, 1, 0} << std::vector<int>{0, 1} << Copies{{2, 0}, {3, 1}, {4, 0}};
    QTest::newRow("device_ids [1, 0, 3] on 2") << std::vector<int>{1, 0, 1} << std::vector<int>{0, 1} << Copies{{2, 0}};
  }
  void broadcastPlan() {
    QFETCH(std::vector<int>, physical);
    QFETCH(std::vector<int>, ranks);
    using Copies = std::vector<std::pair<int, int>>;
    QFETCH(Copies, copies);
    const dp::BroadcastPlan plan = dp::plan_broadcast(physical);
    QCOMPARE(plan.nccl_ranks, ranks);
    QCOMPARE(plan.local_copies, copies);
  }

  // --- On a CUDA device (skipped without one): the device's work against the CPU's.

  void deviceWorkMatchesCpu() {
    DP_TEST_POOL(pool, QString("cuda"), 1);
    dp::Device& gpu = pool->device(0);
    dp::Device& cpu = dp::unpooled_host();
    const std::int64_t m = 37, n = 3, k = 19;  // non-square, odd
    const auto x = random_normals(m * k, 3), w = random_normals(n * k, 4), b = random_normals(n, 5);
    auto on = [&](dp::Device& d, const std::vector<float>& v, dp::Shape s) { return dp::Tensor::from_host(s, v.data(), d); };
    dp::Tensor gx = on(gpu, x, {m, k}), gw = on(gpu, w, {n, k}), gb = on(gpu, b, {n});
    dp::Tensor cx = on(cpu, x, {m, k}), cw = on(cpu, w, {n, k}), cb = on(cpu, b, {n});
    dp::Tensor gy = dp::Tensor::empty({m, n}, gpu), cy = dp::Tensor::empty({m, n}, cpu);
    gpu.broadcast_rows(gy.data(), gb.data(), m, n);
    gpu.sgemm_xwt(m, n, k, gx.data(), gw.data(), gy.data(), true);
    cpu.broadcast_rows(cy.data(), cb.data(), m, n);
    cpu.sgemm_xwt(m, n, k, cx.data(), cw.data(), cy.data(), true);
    const auto got = gy.to_vector(), want = cy.to_vector();
    for (std::size_t i = 0; i < got.size(); ++i) {
      QVERIFY2(within_tolerance(got[i], want[i], kDeviceTolerance), qPrintable(QString::number(i)));
    }
    std::vector<float> r{-1.0f, 0.0f, 2.5f, NAN, -0.0f};
    dp::Tensor gr = on(gpu, r, {5}), out = dp::Tensor::empty({5}, gpu);
    gpu.relu(gr.data(), out.data(), 5);
    const auto relu = out.to_vector();
    QCOMPARE(relu[0], 0.0f);
    QCOMPARE(relu[2], 2.5f);
    QVERIFY(std::isnan(relu[3]));  // as torch.relu and std::max(x, 0) on the CPU
    dp::Tensor z = dp::Tensor::zeros({1000}, gpu);
    for (float v : z.to_vector()) QCOMPARE(v, 0.0f);
  }

  // A strided piece (the copy scatter and gather make along dim 1) arrives intact, host to GPU
  // and back.
  void stridedCopiesRoundTrip() {
    DP_TEST_POOL(pool, QString("cuda"), 1);
    dp::Device& gpu = pool->device(0);
    const auto v = random_normals(6 * 10, 6);
    dp::Tensor whole = dp::Tensor::from_host({6, 10}, v.data(), pool->host());
    dp::Tensor piece = dp::Tensor::empty({6, 4}, gpu);
    gpu.copy_2d(piece.data(), 4 * sizeof(float), gpu, whole.data() + 3, 10 * sizeof(float), pool->host(),
                4 * sizeof(float), 6);
    const auto got = piece.to_vector();
    for (int r = 0; r < 6; ++r) {
      for (int c = 0; c < 4; ++c) QCOMPARE(got[std::size_t(r * 4 + c)], v[std::size_t(r * 10 + 3 + c)]);
    }
  }

  // Clock marks are on the host timeline, in order, and the GPU's own durations.
  void clockIsOnHostTimeline() {
    DP_TEST_POOL(pool, QString("cuda"), 1);
    dp::Device& gpu = pool->device(0);
    auto clock = gpu.make_clock(3);
    const std::int64_t before = dp::now_ns();
    dp::Tensor t = dp::Tensor::empty({1 << 22}, gpu);
    clock->mark(0);
    gpu.fill_zero(t.data(), t.nbytes());
    clock->mark(1);
    gpu.relu(t.data(), t.data(), t.numel());
    clock->mark(2);
    gpu.synchronize();
    const std::int64_t after = dp::now_ns();
    QVERIFY(clock->ns(0) >= before);
    QVERIFY(clock->ns(0) <= clock->ns(1));
    QVERIFY(clock->ns(1) <= clock->ns(2));
    QVERIFY(clock->ns(2) <= after + 1000000);  // within a millisecond of float rounding
  }

  // Asking for more than the device has: OutOfMemoryError naming the device and the bytes.
  void outOfMemoryNamesDeviceAndBytes() {
    DP_TEST_POOL(pool, QString("cuda"), 1);
    dp::Device& gpu = pool->device(0);
    const std::uint64_t too_much = gpu.info().total_memory_bytes + (1ull << 30);
    dp::ErrorType type{};
    const QString message = error_of([&] { dp::Tensor::empty({std::int64_t(too_much / 4)}, gpu); }, &type);
    QCOMPARE(type, dp::ErrorType::OutOfMemoryError);
    QVERIFY2(message.contains("cuda:0") && message.contains(QString::number(too_much / 4 * 4)), qPrintable(message));
    dp::Tensor fine = dp::Tensor::zeros({16}, gpu);  // the device still works
    QCOMPARE(fine.to_vector().size(), std::size_t(16));
  }

  // More logical devices than GPUs: virtual ones, labelled as such, on their GPU round-robin.
  void virtualDevicesAreLabelled() {
    DP_TEST_POOL(pool, QString("cuda"), 8);
    const int physical = int(dp::discover_cuda().devices.size());
    for (int i = 0; i < 8; ++i) {
      const auto& info = pool->device(i).info();
      QCOMPARE(info.kind == dp::DeviceKind::VirtualCuda, i >= physical);
      if (i >= physical) QVERIFY(QString::fromStdString(info.label).startsWith(QString("virtual GPU %1 on cuda:").arg(i)));
    }
  }
};

QTEST_GUILESS_MAIN(TestCudaBackend)
#include "test_cuda_backend.moc"
