// DataParallel against real PyTorch (SEMANTICS R3-R9, tests/data/dataparallel.json): construction
// checks and the balance warning, the device check, scatter to device_ids[:len(chunks)], the
// single-device shortcut, concurrent replicas, replica errors, gather and the scalar rule.
// Tests that take a "backend" column run on simulated GPUs and on CUDA (skipped without a GPU).
#include <QRegularExpression>

#include <algorithm>
#include <cstring>
#include <map>

#include "backend_rows.h"
#include "parallel/data_parallel.h"
#include "device/host_device.h"
#include "core/error.h"
#include "error_of.h"
#include "gemm_choice.h"
#include "golden.h"
#include "nn/layers.h"
#include "nn/linear.h"
#include "parallel/scatter_gather.h"
#include "test_modules.h"
#include "core/random.h"
#include "device/task_group.h"
#include "run/tutorial.h"
#include "tolerance.h"

namespace {

// [n, c] on the host with row i filled with i (the golden files' test tensors).
dp::Tensor rows(std::int64_t n, std::int64_t c, dp::Device& host) {
  dp::Tensor t = dp::Tensor::empty(dp::Shape{n, c}, host);
  for (std::int64_t i = 0; i < n * c; ++i) t.data()[i] = float(i / c);
  return t;
}

dp::Tensor randn(const dp::Shape& s, dp::Device& host, std::uint64_t seed) {
  dp::Rng rng(seed);
  dp::Tensor t = dp::Tensor::empty(s, host);
  for (std::int64_t i = 0; i < t.numel(); ++i) t.data()[i] = rng.normal();
  return t;
}

std::vector<int> iota(int n) {
  std::vector<int> v(std::size_t(n), 0);
  for (int i = 0; i < n; ++i) v[std::size_t(i)] = i;
  return v;
}

// Runs a module forward on one device with the whole batch (the reference for R9.4).
dp::Tensor single_device_forward(dp::Module& model, const dp::Tensor& x, dp::Device& device) {
  dp::Tensor out;
  dp::TaskGroup::run_or_throw({&device}, [&](int) { out = model(x.clone_to(device)).clone_to(device); });
  return out;
}

// The same Linear computed by the CPU (OpenBLAS) from the model's current parameter values.
dp::Tensor cpu_reference(dp::Linear& model, const dp::Tensor& x) {
  dp::Device& host = dp::unpooled_host();
  dp::Linear cpu(model.in_features(), model.out_features(), host);
  cpu.weight().copy_from_host(model.weight().to_vector().data());
  cpu.bias().copy_from_host(model.bias().to_vector().data());
  return cpu(x.clone_to(host));
}

// Simulated GPUs compute with the same OpenBLAS as the reference, so their outputs are compared
// bit for bit. cuBLAS may sum in another order: CUDA outputs must be within kDeviceTolerance.
QString mismatch(const dp::Tensor& y, const dp::Tensor& ref, bool exact) {
  if (y.shape() != ref.shape()) return "shape " + QString::fromStdString(y.shape().to_list_string());
  const std::vector<float> a = y.to_vector(), b = ref.to_vector();
  for (std::size_t i = 0; i < a.size(); ++i) {
    const bool ok = exact ? std::memcmp(&a[i], &b[i], sizeof(float)) == 0
                          : within_tolerance(a[i], b[i], kDeviceTolerance);
    if (!ok) return QString("element %1: %2 vs %3").arg(i).arg(double(a[i]), 0, 'g', 9).arg(double(b[i]), 0, 'g', 9);
  }
  return {};
}

}  // namespace

class TestDataParallel : public QObject {
  Q_OBJECT
  QJsonObject golden_ = load_golden("dataparallel.json");

  QJsonObject forward_case(const QString& name) {
    for (const auto& v : golden_["data_parallel_forward"].toArray()) {
      if (v.toObject()["case"].toString().startsWith(name)) return v.toObject();
    }
    qFatal("no golden case %s", qPrintable(name));
  }

 private slots:
  void balanceWarning_R3_5_data() {
    QTest::addColumn<QJsonObject>("c");
    int i = 0;
    for (const auto& v : golden_["check_balance"].toArray()) QTest::addRow("case %d", i++) << v.toObject();
  }
  void balanceWarning_R3_5() {
    QFETCH(QJsonObject, c);
    const auto ids = to_ints(c["device_ids"]);
    std::vector<dp::SimDeviceSpec> specs(std::size_t(*std::max_element(ids.begin(), ids.end()) + 1));
    const auto props = c["props"].toArray();
    for (std::size_t i = 0; i < ids.size(); ++i) {
      const auto p = props[qsizetype(i)].toObject();
      specs[std::size_t(ids[i])] = {std::uint64_t(p["total_memory"].toDouble()), p["multi_processor_count"].toInt()};
    }
    auto pool = dp::DevicePool::simulated(specs);
    dp::Linear model(5, 2, pool->device(int(ids[0])));
    dp::DataParallelOptions opts;
    opts.device_ids = std::vector<int>(ids.begin(), ids.end());
    dp::DataParallel dp_model(model, *pool, opts);
    const auto want = c["warnings"].toArray();
    QCOMPARE(dp_model.balance_warning().has_value(), !want.isEmpty());
    if (!want.isEmpty()) QCOMPARE(QString::fromStdString(*dp_model.balance_warning()), want[0].toString());
  }

  void balanceExactlyThreeQuartersDoesNotWarn_R3_5() {
    auto pool = dp::DevicePool::simulated(std::vector<dp::SimDeviceSpec>{{4000, 80}, {3000, 60}});
    dp::Linear model(5, 2, pool->device(0));
    dp::DataParallel dp_model(model, *pool);
    QVERIFY(!dp_model.balance_warning());
  }

  void constructorErrors_R3_3_data() {
    QTest::addColumn<QList<int>>("ids");
    QTest::addColumn<int>("type");
    QTest::addColumn<QString>("message");
    QTest::newRow("empty") << QList<int>{} << int(dp::ErrorType::IndexError)
                           << golden_["data_parallel_forward"].toArray()[3].toObject()["error"].toObject()["message"].toString();
    QTest::newRow("negative first") << QList<int>{-1, 0} << int(dp::ErrorType::RuntimeError)
                                    << "Device index must not be negative";
    QTest::newRow("out of range") << QList<int>{0, 9} << int(dp::ErrorType::AssertionError) << "Invalid device id";
  }
  void constructorErrors_R3_3() {
    QFETCH(QList<int>, ids);
    QFETCH(int, type);
    QFETCH(QString, message);
    auto pool = dp::DevicePool::simulated(2);
    dp::Linear model(5, 2, pool->device(0));
    dp::DataParallelOptions opts;
    opts.device_ids = std::vector<int>(ids.begin(), ids.end());
    dp::ErrorType got{};
    QCOMPARE(error_of([&] { dp::DataParallel d(model, *pool, opts); }, &got), message);
    QCOMPARE(int(got), type);
  }

  void wrongDevice_R4_2_data() {
    QTest::addColumn<QList<int>>("ids");
    QTest::addColumn<QString>("message");
    for (const auto& v : golden_["data_parallel_forward"].toArray()) {
      const auto o = v.toObject();
      if (!o["case"].toString().startsWith("module left on cpu")) continue;
      QList<int> ids = o["case"].toString().endsWith("[1, 0]") ? QList<int>{1, 0} : QList<int>{0, 1};
      QTest::newRow(qPrintable(o["case"].toString())) << ids << o["error"].toObject()["message"].toString();
    }
  }
  void wrongDevice_R4_2() {
    QFETCH(QList<int>, ids);
    QFETCH(QString, message);
    auto pool = dp::DevicePool::simulated(2);
    dp::Linear model(5, 2, pool->host());  // left on the CPU
    dp::DataParallelOptions opts;
    opts.device_ids = std::vector<int>(ids.begin(), ids.end());
    dp::DataParallel d(model, *pool, opts);
    QCOMPARE(error_of([&] { d(rows(4, 5, pool->host())); }), message);
  }

  // Real DataParallel.forward on the tutorial's model: the per-replica lines (as a multiset),
  // the gather inputs, the output shape, and output == module(full batch) bit for bit (R9.4).
  void tutorialForward_R4_R9_4_data() {
    QTest::addColumn<QString>("backend");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<QJsonArray>("batches");
    for (const auto& v : golden_["data_parallel_forward"].toArray()) {
      const auto o = v.toObject();
      if (!o.contains("gpus")) continue;
      add_backend_rows(QString("%1 GPUs").arg(o["gpus"].toInt()),
                       [&](QTestData& row) { row << o["gpus"].toInt() << o["batches"].toArray(); });
    }
  }
  void tutorialForward_R4_R9_4() {
    QFETCH(QString, backend);
    QFETCH(int, gpus);
    QFETCH(QJsonArray, batches);
    DP_TEST_POOL(pool, backend, gpus);
    dp::Linear model(5, 2, pool->device(0), 3);
    std::vector<std::string> printed;
    std::mutex m;
    model.register_forward_hook([&](const dp::HookCall& c) {
      std::lock_guard lock(m);
      printed.push_back(dp::in_model_line(c.input.shape(), c.output.shape()));
    });
    PlacementLog placement;
    placement.attach(model);
    dp::Trace trace;
    dp::DataParallel d(model, *pool, {}, &trace);
    QCOMPARE(batches.size(), 4);  // 30, 30, 30, 10 (R11.1)
    for (const auto& b : batches) {
      const auto o = b.toObject();
      printed.clear();
      placement.take();  // forget the reference forwards of the batch before
      const dp::Tensor x = randn(dp::Shape{o["batch"].toInteger(), 5}, pool->host(), 11);
      const dp::Tensor y = d(x);
      const std::vector<Placement> calls = placement.take();
      std::sort(printed.begin(), printed.end());
      std::vector<std::string> want;
      for (const auto& l : o["replica_lines_sorted"].toArray()) want.push_back(l.toString().toStdString());
      QCOMPARE(printed, want);
      QCOMPARE(y.shape().dims(), to_ints(o["output_shape"]));
      QCOMPARE(y.device().index(), 0);
      const auto gather = o["comm_gather_calls"].toArray()[0].toObject()["input_shapes"].toArray();
      QCOMPARE(d.last_step().chunk_sizes.size(), std::size_t(gather.size()));
      QCOMPARE(d.last_step().devices, iota(int(gather.size())));  // replica r on device_ids[r] (R4.6)
      QCOMPARE(QString::fromStdString(placement_error(calls, d.device_ids(), std::size_t(gather.size()))), QString());
      for (qsizetype i = 0; i < gather.size(); ++i) {
        QCOMPARE(d.last_step().chunk_sizes[std::size_t(i)], gather[i].toArray()[0].toInteger());
      }
      const bool exact = backend == "sim";
      const QString vs_full_batch = mismatch(y, single_device_forward(model, x, pool->device(0)), exact);
      QCOMPARE(vs_full_batch.isEmpty(), o["gathered_equals_full_batch_forward"].toBool());  // as in PyTorch
      QCOMPARE(vs_full_batch, QString());
      QCOMPARE(mismatch(y, cpu_reference(model, x), exact), QString());
    }
  }

  void specialBatches_R1_3_R4_6_data() {
    QTest::addColumn<QString>("backend");
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("batch");
    for (const auto& [gpus, batch] : {std::pair{8, 1}, {8, 3}, {4, 0}, {8, 10}}) {
      const QString name = QString("batch %1 on %2 gpus").arg(batch).arg(gpus);
      add_backend_rows(name, [&](QTestData& row) { row << name << gpus << batch; });
    }
  }
  void specialBatches_R1_3_R4_6() {
    QFETCH(QString, backend);
    QFETCH(QString, name);
    QFETCH(int, gpus);
    QFETCH(int, batch);
    const auto c = forward_case(name);
    DP_TEST_POOL(pool, backend, gpus);
    dp::Linear model(5, 2, pool->device(0));
    std::vector<std::string> printed;
    std::mutex m;
    model.register_forward_hook([&](const dp::HookCall& call) {
      std::lock_guard lock(m);
      printed.push_back(dp::in_model_line(call.input.shape(), call.output.shape()));
    });
    dp::DataParallel d(model, *pool);
    const dp::Tensor y = d(rows(batch, 5, pool->host()));
    std::sort(printed.begin(), printed.end());
    QCOMPARE(int(printed.size()), int(c["replica_lines_sorted"].toArray().size()));
    for (std::size_t i = 0; i < printed.size(); ++i) {
      QCOMPARE(QString::fromStdString(printed[i]), c["replica_lines_sorted"].toArray()[qsizetype(i)].toString());
    }
    QCOMPARE(y.shape().dims(), to_ints(c["output_shape"]));
    // Only device_ids[:len(chunks)] are used (R4.6).
    QCOMPARE(d.last_step().devices, iota(int(printed.size())));
  }

  // R4.5: one configured device: scatter, then the module directly; output_device ignored.
  void singleDeviceShortcut_R4_5_data() {
    QTest::addColumn<QString>("backend");
    add_backend_rows("device_ids [1]", [](QTestData&) {});
  }
  void singleDeviceShortcut_R4_5() {
    QFETCH(QString, backend);
    const auto c = forward_case("single device shortcut");
    DP_TEST_POOL(pool, backend, 2);
    dp::Linear model(5, 2, pool->host());
    dp::DataParallelOptions opts;
    opts.device_ids = std::vector<int>{1};
    opts.output_device = 0;
    dp::Trace trace;
    dp::DataParallel d(model, *pool, opts, &trace);
    QCOMPARE(model.weight().device().index(), 1);  // R3.6: the constructor moved the module
    const dp::Tensor y = d(rows(7, 5, pool->host()));
    QCOMPARE(y.shape().dims(), to_ints(c["output_shape"]));
    QCOMPARE(y.device().index(), 1);
    QVERIFY(d.last_step().shortcut);
    std::map<dp::Phase, int> phases;
    for (const auto& e : trace.events()) ++phases[e.phase];
    const std::map<dp::Phase, int> want{{dp::Phase::Scatter, 1}, {dp::Phase::Forward, 1}, {dp::Phase::StepDone, 1}};
    QCOMPARE(phases, want);  // no replicate, no gather
  }

  // R3.1/R4.1: no accelerator: a plain module call on the CPU.
  // (No scatter, no replica, no warning: nothing in the trace; the module's own result.)
  void noDevicesIsPlainCall_R3_1() {
    auto pool = dp::DevicePool::simulated(0);
    dp::Linear model(5, 2, pool->host());
    PlacementLog placement;
    placement.attach(model);
    dp::Trace trace;
    dp::DataParallel d(model, *pool, {}, &trace);
    QVERIFY(d.device_ids().empty());
    QVERIFY(!d.balance_warning());
    const dp::Tensor x = rows(30, 5, pool->host());
    const dp::Tensor y = d(x);
    QCOMPARE(y.shape(), (dp::Shape{30, 2}));
    QVERIFY(y.device().info().is_host());
    QCOMPARE(trace.size(), std::size_t(0));
    const auto calls = placement.take();
    QCOMPARE(calls.size(), std::size_t(1));
    QCOMPARE(calls[0].replica, -1);  // called directly, not as a replica
    QCOMPARE(mismatch(y, cpu_reference(model, x), true), QString());
  }

  void scalarOutputs_R9_2_data() {
    QTest::addColumn<int>("n");
    QTest::addColumn<QJsonObject>("c");
    QTest::newRow("rows(10)") << 10 << forward_case("scalar loss x.sum() on 4 gpus, input rows(10)");
    QTest::newRow("rows(6)") << 6 << forward_case("scalar loss x.sum() on 4 gpus, input rows(6)");
  }
  void scalarOutputs_R9_2() {
    QFETCH(int, n);
    QFETCH(QJsonObject, c);
    auto pool = dp::DevicePool::simulated(4);
    SumModule model;
    dp::Trace trace;
    dp::DataParallel d(model, *pool, {}, &trace);
    const dp::Tensor y = d(rows(n, 3, pool->host()));
    QCOMPARE(d.last_step().chunk_sizes, to_ints(c["chunk_sizes"]));
    QCOMPARE(y.shape().dims(), to_ints(c["output_shape"]));
    const auto want = c["output"].toArray();
    for (qsizetype i = 0; i < want.size(); ++i) QCOMPARE(double(y.data()[i]), want[i].toDouble());
    QCOMPARE(int(d.last_step().warnings.size()), 1);
    QCOMPARE(QString::fromStdString(d.last_step().warnings[0]), c["warnings"].toArray()[0].toString());
    int warning_events = 0;
    for (const auto& e : trace.events()) warning_events += e.phase == dp::Phase::Warning;
    QCOMPARE(warning_events, 1);
  }

  void scatterAndGatherAlongOtherDims_R1_3_R9_3_data() {
    QTest::addColumn<QString>("backend");
    QTest::addColumn<int>("dim");
    for (int dim : {1, -1, 0}) add_backend_rows(QString("dim=%1").arg(dim), [&](QTestData& row) { row << dim; });
  }
  void scatterAndGatherAlongOtherDims_R1_3_R9_3() {
    QFETCH(QString, backend);
    QFETCH(int, dim);
    DP_TEST_POOL(pool, backend, 3);
    dp::ReLU relu;
    dp::DataParallelOptions opts;
    opts.dim = dim;
    dp::DataParallel d(relu, *pool, opts);
    const dp::Tensor x = randn(dp::Shape{4, 10}, pool->host(), 5);
    const dp::Tensor y = d(x);
    QCOMPARE(y.shape(), x.shape());
    const std::vector<float> got = y.to_vector();
    for (std::int64_t i = 0; i < x.numel(); ++i) QCOMPARE(got[std::size_t(i)], std::max(x.data()[i], 0.0f));
    if (dim != 0) QCOMPARE(d.last_step().chunk_sizes, (std::vector<std::int64_t>{4, 4, 2}));
  }

  // R8.6: all replicas finish, then the lowest failing index is raised with its type.
  void replicaErrors_R8_6_data() {
    QTest::addColumn<QString>("backend");
    QTest::addColumn<unsigned>("mask");
    QTest::addColumn<QList<int>>("ids");
    QTest::addColumn<int>("type");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("first");
    QTest::addColumn<QString>("last");
    const auto cases = golden_["parallel_apply"].toArray();
    for (int i = 0; i < 3; ++i) {
      const auto o = cases[i].toObject();
      const QString type = o["raised_type"].toString();
      const dp::ErrorType t = type == "ValueError" ? dp::ErrorType::ValueError
                              : type == "KeyError" ? dp::ErrorType::KeyError : dp::ErrorType::RuntimeError;
      QString msg = o["last_line"].toString().section(": ", 1);
      if (t == dp::ErrorType::KeyError) msg.remove('\'');  // our KeyError carries the bare key
      const QString last = t == dp::ErrorType::KeyError ? "KeyError: missing_key" : o["last_line"].toString();
      add_backend_rows(type, [&](QTestData& row) {
        row << 4u << QList<int>{0, 1, 2} << int(t) << msg << o["first_line"].toString() << last;
      });
    }
    add_backend_rows("replicas 1,2,3 raise", [&](QTestData& row) {
      row << 14u << QList<int>{0, 1, 2, 3} << int(dp::ErrorType::ValueError) << "boom"
          << cases[3].toObject()["first_line"].toString() << "ValueError: boom";
    });
    add_backend_rows("devices [3, 6]", [&](QTestData& row) {
      row << 2u << QList<int>{3, 6} << int(dp::ErrorType::ValueError) << "boom"
          << cases[4].toObject()["first_line"].toString() << "ValueError: boom";
    });
  }
  void replicaErrors_R8_6() {
    QFETCH(QString, backend);
    QFETCH(unsigned, mask);
    QFETCH(QList<int>, ids);
    QFETCH(int, type);
    QFETCH(QString, message);
    QFETCH(QString, first);
    QFETCH(QString, last);
    DP_TEST_POOL(pool, backend, 8);
    auto thrown = std::make_shared<PlacementLog>();
    BoomModule model(mask, dp::ErrorType(type), message.toStdString(), thrown);
    dp::DataParallelOptions opts;
    opts.device_ids = std::vector<int>(ids.begin(), ids.end());
    dp::DataParallel d(model, *pool, opts);
    dp::ErrorType got{};
    const QString text = error_of([&] { d(rows(3 * ids.size(), 5, pool->host())); }, &got);
    const QStringList lines = text.split('\n');
    QCOMPARE(lines.first(), first);
    // The message names the replica and the device it really ran on: the lowest that threw.
    const auto where = QRegularExpression("^Caught \\w+ in replica (\\d+) on device (\\d+)\\.$").match(lines.first());
    QVERIFY2(where.hasMatch(), qPrintable(lines.first()));
    const auto calls = thrown->take();
    QVERIFY(!calls.empty());
    QCOMPARE(where.captured(1).toInt(), calls.front().replica);
    QCOMPARE(where.captured(2).toInt(), calls.front().input);
    QCOMPARE(calls.front().context, calls.front().input);
    QCOMPARE(lines[1], QString("Original Traceback (most recent call last):"));
    QCOMPARE(lines.last(), last);
    QCOMPARE(int(got), type);
    // The engine is ready for the next step.
    BoomModule fine(0, dp::ErrorType::ValueError, "");
    dp::DataParallel d2(fine, *pool, opts);
    QCOMPARE(d2(rows(9, 5, pool->host())).shape(), (dp::Shape{9, 5}));
  }

  // R8.3: the replicas really run at the same time, one per device.
  void replicasRunConcurrently_R8_3() {
    for (int n : {2, 8, 64}) {
      auto pool = dp::DevicePool::simulated(n);
      auto r = std::make_shared<Rendezvous>();
      RendezvousModule model(r, n);
      dp::DataParallel d(model, *pool);
      d(rows(n, 2, pool->host()));
      QCOMPARE(r->met, n);
    }
  }

  // R6.7: hooks run once per replica, on the replica's device, with its chunk.
  void hooksPerReplica_R6_7_data() {
    QTest::addColumn<QString>("backend");
    add_backend_rows("batch 7 on 3", [](QTestData&) {});
  }
  void hooksPerReplica_R6_7() {
    QFETCH(QString, backend);
    const auto c = forward_case("forward pre-hook calls for batch 7 on 3 gpus");
    DP_TEST_POOL(pool, backend, 3);
    dp::Linear model(5, 2, pool->device(0));
    std::vector<std::vector<std::int64_t>> shapes;
    std::mutex m;
    model.register_forward_hook([&](const dp::HookCall& call) {
      std::lock_guard lock(m);
      shapes.push_back(call.input.shape().dims());
    });
    PlacementLog placement;
    placement.attach(model);
    dp::DataParallel d(model, *pool);
    d(rows(7, 5, pool->host()));
    std::sort(shapes.begin(), shapes.end());
    const auto want = c["hook_input_shapes_sorted"].toArray();
    QCOMPARE(shapes.size(), std::size_t(want.size()));
    for (qsizetype i = 0; i < want.size(); ++i) QCOMPARE(shapes[std::size_t(i)], to_ints(want[i]));
    QCOMPARE(QString::fromStdString(placement_error(placement.take(), {0, 1, 2}, 3)), QString());  // each on its own device
  }

  // R4.6/R7.1 with device_ids in another order: replica r runs on device_ids[r], every forward.
  void replicasRunOnTheirDeviceIds_R7_1_data() {
    QTest::addColumn<QString>("backend");
    add_backend_rows("device_ids [2, 0, 1]", [](QTestData&) {});
  }
  void replicasRunOnTheirDeviceIds_R7_1() {
    QFETCH(QString, backend);
    DP_TEST_POOL(pool, backend, 3);
    dp::Linear model(5, 2, pool->device(2));
    PlacementLog placement;
    placement.attach(model);
    dp::DataParallelOptions opts;
    opts.device_ids = std::vector<int>{2, 0, 1};
    dp::DataParallel d(model, *pool, opts);
    for (const int batch : {9, 2, 9}) {  // 3 replicas, then 2, then 3 again
      const dp::Tensor y = d(rows(batch, 5, pool->host()));
      const std::size_t n = std::min<std::size_t>(std::size_t(batch), 3);
      QCOMPARE(QString::fromStdString(placement_error(placement.take(), *opts.device_ids, n)), QString());
      QCOMPARE(d.last_step().devices, std::vector<int>(opts.device_ids->begin(), opts.device_ids->begin() + std::ptrdiff_t(n)));
      QCOMPARE(y.device().index(), 2);  // output_device defaults to device_ids[0] (R3.2)
    }
  }

  // R6.2/R6.3: replica 0 shares the module's parameters; the others get copies every step.
  void replicateBroadcastsFromDeviceZero_R6_3_data() {
    QTest::addColumn<QString>("backend");
    QTest::addColumn<int>("gpus");
    for (int gpus : {2, 4, 9}) add_backend_rows(QString("%1 GPUs").arg(gpus), [&](QTestData& row) { row << gpus; });
  }
  void replicateBroadcastsFromDeviceZero_R6_3() {
    QFETCH(QString, backend);
    QFETCH(int, gpus);
    DP_TEST_POOL(pool, backend, gpus);
    dp::Linear model(5, 2, pool->device(0));
    dp::Trace trace;
    dp::DataParallel d(model, *pool, {}, &trace);
    const dp::Tensor x = randn(dp::Shape{3 * gpus, 5}, pool->host(), 1);
    d(x);
    std::vector<float> w = model.weight().to_vector();
    for (float& v : w) v += 1.0f;  // a parameter update between steps must reach all replicas
    model.weight().copy_from_host(w.data());
    const dp::Tensor y = d(x);
    QCOMPARE(mismatch(y, cpu_reference(model, x), backend == "sim"), QString());
    int replicate_events = 0;
    for (const auto& e : trace.events()) {
      if (e.phase != dp::Phase::Replicate) continue;
      ++replicate_events;
      QCOMPARE(e.bytes, e.replica == 0 ? std::uint64_t(0) : std::uint64_t((10 + 2) * 4));
    }
    QCOMPARE(replicate_events, 2 * gpus);  // every replica, both steps
  }

  void outputDevice_R9_5_data() {
    QTest::addColumn<QString>("backend");
    QTest::addColumn<int>("output");
    QTest::addColumn<int>("want_index");
    QTest::addColumn<int>("warnings");
    add_backend_rows("default", [](QTestData& row) { row << -2 << 0 << 0; });
    add_backend_rows("output_device=1", [](QTestData& row) { row << 1 << 1 << 0; });
    add_backend_rows("output_device=-1 (CPU)", [](QTestData& row) { row << -1 << -1 << 1; });
  }
  void outputDevice_R9_5() {
    QFETCH(QString, backend);
    QFETCH(int, output);
    QFETCH(int, want_index);
    QFETCH(int, warnings);
    DP_TEST_POOL(pool, backend, 2);
    dp::Linear model(5, 2, pool->device(0));
    dp::DataParallelOptions opts;
    if (output != -2) opts.output_device = output;
    dp::DataParallel d(model, *pool, opts);
    const dp::Tensor x = rows(4, 5, pool->host());
    const dp::Tensor y = d(x);
    QCOMPARE(y.shape(), (dp::Shape{4, 2}));
    QCOMPARE(y.device().index(), want_index);
    QCOMPARE(mismatch(y, cpu_reference(model, x), backend == "sim"), QString());
    QCOMPARE(int(d.last_step().warnings.size()), warnings);
    if (warnings) QCOMPARE(QString::fromStdString(d.last_step().warnings[0]), golden_["strings"].toObject()["cpu_minus_one_deprecated"].toString());
  }

  // R9.4 beyond the tutorial: every batch 0..64 on 1..16 simulated GPUs is bit-exact for the
  // 5→2 model.
  void equalsSingleDeviceForward_R9_4() {
    for (int gpus = 1; gpus <= 16; ++gpus) {
      auto pool = dp::DevicePool::simulated(gpus);
      dp::Linear model(5, 2, pool->device(0), std::uint64_t(gpus));
      dp::DataParallel d(model, *pool);
      for (int batch = 0; batch <= 64; ++batch) {
        const dp::Tensor x = randn(dp::Shape{batch, 5}, pool->host(), std::uint64_t(batch));
        const dp::Tensor y = d(x);
        const dp::Tensor ref = single_device_forward(model, x, pool->device(0));
        const QString wrong = y.shape() != dp::Shape{batch, 2} ? "shape " + QString::fromStdString(y.shape().to_list_string())
                                                               : mismatch(y, ref, true);
        if (!wrong.isEmpty()) QFAIL(qPrintable(QString("batch %1 on %2 GPUs: %3").arg(batch).arg(gpus).arg(wrong)));
      }
    }
  }

  // A deeper model (Linear 64→48, ReLU, Linear 48→16, non-square on purpose: cuBLAS is column-
  // major) over 7 devices matches one device within float tolerance (OpenBLAS and cuBLAS may sum
  // in another order when they see fewer rows).
  void deeperModelEqualsSingleDevice_R9_4_data() {
    QTest::addColumn<QString>("backend");
    add_backend_rows("64-48-16 on 7", [](QTestData&) {});
  }
  void deeperModelEqualsSingleDevice_R9_4() {
    QFETCH(QString, backend);
    DP_TEST_POOL(pool, backend, 7);
    auto seq = std::make_unique<dp::Sequential>();
    seq->add(std::make_unique<dp::Linear>(64, 48, pool->device(0), 1));
    seq->add(std::make_unique<dp::ReLU>());
    seq->add(std::make_unique<dp::Linear>(48, 16, pool->device(0), 2));
    dp::DataParallel d(*seq, *pool);
    const dp::Tensor x = randn(dp::Shape{123, 64}, pool->host(), 9);
    const dp::Tensor y = d(x);
    QCOMPARE(mismatch(y, single_device_forward(*seq, x, pool->device(0)), false), QString());
  }
};

QTEST_GUILESS_MAIN(TestDataParallel)
#include "test_data_parallel.moc"
