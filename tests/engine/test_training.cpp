// Training against real PyTorch (SEMANTICS R10, tests/data/train.json) through the engine API: every
// `single` case on 1, 2, 3, 5 and 8 GPUs (losses, first step's gradients, final parameters), the
// gradient sum on device_ids[0] against one-device training for 1–16 GPUs and batches 1–64, the
// coalesced buffers, the trace's training phases, memory by kind, and the errors.
#include <QJsonDocument>

#include <cmath>

#include "backend_rows.h"
#include "core/chunk.h"
#include "device/host_device.h"
#include "error_of.h"
#include "gemm_choice.h"
#include "golden.h"
#include "nn/gradients.h"
#include "nn/grad_mode.h"
#include "nn/loss.h"
#include "nn/sgd.h"
#include "parallel/coalesce.h"
#include "parallel/data_parallel.h"
#include "core/random.h"
#include "run/train_model.h"
#include "run/training.h"
#include "reference/dataparallel_reference.h"
#include "tolerance.h"

namespace {

// Elementwise within kGoldenTolerance; the first mismatch as a message.
QString mismatch(const std::vector<float>& got, const QJsonArray& want, const QString& what) {
  if (std::size_t(want.size()) != got.size()) return QString("%1: %2 values, want %3").arg(what).arg(got.size()).arg(want.size());
  for (std::size_t i = 0; i < got.size(); ++i) {
    const double b = want[qsizetype(i)].toDouble();
    if (!within_tolerance(double(got[i]), b)) {
      return QString("%1[%2]: got %3, PyTorch %4").arg(what).arg(i).arg(double(got[i]), 0, 'g', 9).arg(b, 0, 'g', 9);
    }
  }
  return {};
}

QJsonArray flat(const QJsonValue& v) {
  if (!v.isArray()) return QJsonArray{v};
  QJsonArray out;
  for (const auto& x : v.toArray()) {
    for (const auto& y : flat(x)) out.append(y);
  }
  return out;
}

dp::TrainCase golden_case(int index) {
  const QJsonObject c = load_golden("train.json")["cases"].toArray()[index].toObject();
  return dp::parse_train_case(QJsonDocument(c).toJson().toStdString(), "train.json case " + std::to_string(index));
}

// Integer values in [-k, k]: every sum of their products is exact in float32, so gradients summed
// in any order compare bit for bit (the nccl-tests idea).
std::vector<float> ints(std::int64_t n, int k, dp::Rng& rng) {
  std::vector<float> v(static_cast<std::size_t>(n));
  for (float& x : v) x = float(std::int64_t(rng.below(std::uint64_t(2 * k + 1))) - k);
  return v;
}

void set_int_parameters(dp::Module& m, dp::Rng& rng) {
  for (dp::Tensor* p : m.parameters()) p->copy_from_host(ints(p->numel(), 2, rng).data());
}

std::vector<float> all_gradients(dp::Module& m) {
  std::vector<float> out;
  for (dp::Tensor* g : m.gradients()) {
    const auto v = g->to_vector();
    out.insert(out.end(), v.begin(), v.end());
  }
  return out;
}

}  // namespace

class TestTraining final : public QObject {
  Q_OBJECT
 private slots:
  // Every single case, any GPU count: PyTorch's trajectory (R10.3: the result does not depend on it).
  void singleCasesMatchPyTorch_R10_3_data() {
    QTest::addColumn<QString>("backend");
    QTest::addColumn<int>("index");
    QTest::addColumn<int>("gpus");
    const QJsonArray cases = load_golden("train.json")["cases"].toArray();
    for (int i = 0; i < cases.size(); ++i) {
      if (cases[i]["config"]["mode"].toString() != "single") continue;
      for (int g : {1, 2, 3, 5, 8}) {
        add_backend_rows(QString("case %1 (%2) %3 GPUs").arg(i).arg(cases[i]["config"]["model"].toString()).arg(g),
                         [&](QTestData& row) { row << i << g; });
      }
    }
  }
  void singleCasesMatchPyTorch_R10_3() {
    QFETCH(QString, backend);
    QFETCH(int, index);
    QFETCH(int, gpus);
    if (!backend_available(backend)) QSKIP(skip_reason(backend).constData());
    const QJsonObject expect = load_golden("train.json")["cases"].toArray()[index].toObject()["expect"].toObject();
    const dp::TrainCase c = golden_case(index);
    dp::Training run(dp::train_case_run_config(c, gpus, test_backend(backend)), nullptr, &c);
    QJsonArray losses;
    std::vector<float> got_losses;
    while (!run.done()) {
      got_losses.push_back(run.step().loss);
      if (got_losses.size() == 1) {
        const auto grads = run.gradients();
        const QJsonArray want = expect["first_step_grads"].toArray();
        QCOMPARE(qsizetype(grads.size()), want.size());
        for (std::size_t p = 0; p < grads.size(); ++p) {
          const QString bad = mismatch(grads[p].values, flat(want[qsizetype(p)]), "grad of " + QString::fromStdString(grads[p].name));
          QVERIFY2(bad.isEmpty(), qPrintable(bad));
        }
      }
    }
    const QString bad_loss = mismatch(got_losses, expect["losses"].toArray(), "losses");
    QVERIFY2(bad_loss.isEmpty(), qPrintable(bad_loss));
    const auto params = run.parameters();
    const QJsonArray want = expect["final_params"].toArray();
    QCOMPARE(qsizetype(params.size()), want.size());
    for (std::size_t p = 0; p < params.size(); ++p) {
      QCOMPARE(QString::fromStdString(params[p].name), want[qsizetype(p)]["name"].toString());
      QCOMPARE(params[p].shape.dims(), to_ints(want[qsizetype(p)]["shape"]));
      const QString bad = mismatch(params[p].values, want[qsizetype(p)]["values"].toArray(), QString::fromStdString(params[p].name));
      QVERIFY2(bad.isEmpty(), qPrintable(bad));
    }
  }

  // R10.3: after DataParallel's backward, the gradients on device_ids[0] are exactly those of one
  // device running the whole batch, for 1–16 GPUs and batches 1–64 (a batch smaller than the GPU
  // count leaves devices idle: they add nothing). Integer data: the sums are exact, any order.
  void gradientsSummedOnDevice0_R10_3() {
    dp::RunConfig rc;
    rc.train_model = dp::TrainModel::Mlp;
    for (int g = 1; g <= 16; ++g) {
      auto pool = dp::DevicePool::simulated(g);
      auto model = dp::make_train_model(rc, pool->host());
      auto reference = dp::make_train_model(rc, dp::unpooled_host());
      dp::Rng rng{std::uint64_t(g)};
      set_int_parameters(*model, rng);
      for (std::size_t p = 0; p < model->parameters().size(); ++p) {
        reference->parameters()[p]->copy_from_host(model->parameters()[p]->to_vector().data());
      }
      model->to(pool->device(0));
      dp::DataParallel wrapped(*model, *pool);
      for (std::int64_t b = 1; b <= 64; ++b) {
        const auto xv = ints(b * 5, 3, rng), gv = ints(b * 2, 3, rng);
        const dp::Tensor x = dp::Tensor::from_host({b, 5}, xv.data(), pool->host());
        const dp::Tensor grad = dp::Tensor::from_host({b, 2}, gv.data(), pool->host());
        {
          dp::GradModeGuard on(true);
          wrapped(x);
          (*reference)(x.clone_to(dp::unpooled_host()));
        }
        wrapped.backward(grad);
        reference->backward(grad.clone_to(dp::unpooled_host()), false);
        const dp::StepReport& r = wrapped.last_step();
        QCOMPARE(r.grad_chunk_sizes, dp::chunk_sizes(b, g));  // R10.1: the forward's sizes
        QCOMPARE(r.reduce_bytes.size(), dp::chunk_sizes(b, g).size());
        for (auto bytes : r.reduce_bytes) QCOMPARE(bytes, std::uint64_t(4 * (5 * 16 + 16 + 16 * 2 + 2)));
        QCOMPARE(r.reduce_device, 0);
        for (dp::Tensor* t : model->gradients()) QCOMPARE(&t->device(), &pool->device(0));
        if (all_gradients(*model) != all_gradients(*reference)) {
          QFAIL(qPrintable(QString("%1 GPUs, batch %2: the sum on device 0 differs from one device's gradient").arg(g).arg(b)));
        }
      }
    }
  }

  // R7.1, R9.3, R10.1, R10.3 against the plain reference (tests/reference), not the engine's own
  // helpers: the scatter's pieces, the gathered rows, and the gradient DataParallel leaves on
  // device_ids[0] equal to the reference's reduce of every replica's gradient, each computed alone
  // on its own piece by a separate model. Integer data: every sum is exact.
  void gradientSumIsTheReferencesReduce_R10_3() {
    dp::RunConfig rc;
    rc.train_model = dp::TrainModel::Mlp;
    for (int g : {2, 3, 5, 8}) {
      for (std::int64_t b : {1, 7, 30, 33}) {
        auto pool = dp::DevicePool::simulated(g);
        auto model = dp::make_train_model(rc, pool->host());
        dp::Rng rng{std::uint64_t(100 * g + b)};
        set_int_parameters(*model, rng);
        std::vector<std::vector<float>> params;
        for (dp::Tensor* p : model->parameters()) params.push_back(p->to_vector());
        model->to(pool->device(0));
        dp::DataParallel wrapped(*model, *pool);
        const auto xv = ints(b * 5, 3, rng), gv = ints(b * 2, 3, rng);
        dp::Tensor y;
        {
          dp::GradModeGuard on(true);
          y = wrapped(dp::Tensor::from_host({b, 5}, xv.data(), pool->host()));
        }
        wrapped.backward(dp::Tensor::from_host({b, 2}, gv.data(), pool->host()));
        const std::vector<std::int64_t> pieces = reference::scatter(b, g);
        QCOMPARE(wrapped.last_step().grad_chunk_sizes, reference::chunk(b, g));
        QCOMPARE(y.shape()[0], reference::gather(pieces));
        std::vector<std::vector<double>> per_replica;
        std::int64_t row = 0;
        for (const std::int64_t rows : pieces) {
          if (rows == 0) continue;  // an idle GPU: no replica
          auto alone = dp::make_train_model(rc, dp::unpooled_host());
          for (std::size_t p = 0; p < params.size(); ++p) alone->parameters()[p]->copy_from_host(params[p].data());
          {
            dp::GradModeGuard on(true);
            (*alone)(dp::Tensor::from_host({rows, 5}, xv.data() + row * 5, dp::unpooled_host()));
          }
          alone->backward(dp::Tensor::from_host({rows, 2}, gv.data() + row * 2, dp::unpooled_host()), false);
          const std::vector<float> grads = all_gradients(*alone);
          per_replica.emplace_back(grads.begin(), grads.end());
          row += rows;
        }
        const std::vector<double> want = reference::reduce(per_replica);
        const std::vector<float> got = all_gradients(*model);
        QCOMPARE(got.size(), want.size());
        for (std::size_t i = 0; i < got.size(); ++i) {
          if (double(got[i]) != want[i]) {
            QFAIL(qPrintable(QString("%1 GPUs, batch %2: gradient %3 is %4, the reference's sum %5").arg(g).arg(b).arg(i).arg(got[i]).arg(want[i])));
          }
        }
      }
    }
  }

  // Parameters of more than 10 MiB: several coalesced buffers (R10.3), the same sum.
  void severalCoalescedBuffers_R10_3() {
    QCOMPARE(dp::plan_coalesced_buffers({1 << 20, 2 << 20, 10, 3 << 20}).size(), std::size_t(3));
    const auto b = dp::plan_coalesced_buffers({1 << 20, 2 << 20, 10, 3 << 20});
    QCOMPARE(b[0].begin, 0);
    QCOMPARE(b[0].end, std::int64_t(1 << 20));                // 4 MiB + 8 MiB would overflow 10 MiB
    QCOMPARE(b[1].end, std::int64_t((3 << 20) + 10));         // 8 MiB and 40 bytes
    QCOMPARE(b[2].elems(), std::int64_t(3 << 20));            // 12 MiB: a buffer of its own
    QCOMPARE(dp::plan_coalesced_buffers({}).size(), std::size_t(0));
    dp::RunConfig rc;
    rc.train_model = dp::TrainModel::Layers;
    rc.layers = {1024, 1536, 1024};  // 6 MiB + 6 MiB of weights
    auto pool = dp::DevicePool::simulated(3);
    auto model = dp::make_train_model(rc, pool->device(0));
    auto reference = dp::make_train_model(rc, dp::unpooled_host());
    dp::Rng rng(5);
    set_int_parameters(*model, rng);
    for (std::size_t p = 0; p < model->parameters().size(); ++p) {
      reference->parameters()[p]->copy_from_host(model->parameters()[p]->to_vector().data());
    }
    dp::DataParallel wrapped(*model, *pool);
    const auto xv = ints(5 * 1024, 1, rng), gv = ints(5 * 1024, 1, rng);
    const dp::Tensor x = dp::Tensor::from_host({5, 1024}, xv.data(), pool->host());
    const dp::Tensor grad = dp::Tensor::from_host({5, 1024}, gv.data(), pool->host());
    {
      dp::GradModeGuard on(true);
      wrapped(x);
      (*reference)(x.clone_to(dp::unpooled_host()));
    }
    wrapped.backward(grad);
    reference->backward(grad.clone_to(dp::unpooled_host()), false);
    QVERIFY(all_gradients(*model) == all_gradients(*reference));
    std::vector<dp::MemoryByKind> memory(3);
    wrapped.add_memory_by_kind(memory);
    QCOMPARE(memory[0].reduce_buffer_bytes, std::uint64_t(4 * (1536 * 1024 + 1536)));  // the widest buffer
    QCOMPARE(memory[1].reduce_buffer_bytes, std::uint64_t(0));
  }

  // The step report and the trace: the forward's chunks come back as gradient pieces (R10.1), each
  // replica's backward on its device (R10.2), the sum on device 0 (R10.3), with the bytes moved.
  void tracedPhasesAndBytes_R10() {
    dp::Trace trace;
    dp::RunConfig c;
    c.mode = dp::RunMode::Train;
    c.gpus = 3;
    c.train_model = dp::TrainModel::Mlp;
    c.momentum = 0.9;
    dp::Training run(c, &trace);
    const dp::TrainRecord rec = run.step();
    const std::uint64_t param_bytes = 4 * (5 * 16 + 16 + 16 * 2 + 2);
    QCOMPARE(rec.chunk_sizes, (std::vector<std::int64_t>{10, 10, 10}));
    QCOMPARE(rec.grad_chunk_sizes, rec.chunk_sizes);
    QCOMPARE(rec.reduce_bytes, (std::vector<std::uint64_t>{param_bytes, param_bytes, param_bytes}));
    QCOMPARE(rec.reduce_device, 0);
    QVERIFY(std::isfinite(rec.loss) && rec.loss > 0);
    int loss = 0, scatter = 0, backward = 0, reduce = 0, optimizer = 0;
    for (const dp::Event& e : trace.events()) {
      QVERIFY(e.end_ns >= e.start_ns);
      switch (e.phase) {
        case dp::Phase::Loss: ++loss; QCOMPARE(e.bytes, std::uint64_t(30 * 2 * 4)); QCOMPARE(e.device, 0); break;
        case dp::Phase::GradScatter: ++scatter; QCOMPARE(e.bytes, std::uint64_t(10 * 2 * 4)); QCOMPARE(e.output, (dp::Shape{10, 2})); break;
        case dp::Phase::Backward: ++backward; QCOMPARE(e.device, e.replica); QCOMPARE(e.input, (dp::Shape{10, 2})); break;
        case dp::Phase::Reduce: ++reduce; QCOMPARE(e.device, 0); QCOMPARE(e.bytes, param_bytes); QCOMPARE(e.message, std::string("cuda:0")); break;
        case dp::Phase::Optimizer: ++optimizer; QCOMPARE(e.bytes, param_bytes); QCOMPARE(e.device, 0); break;
        default: break;
      }
    }
    QCOMPARE(loss, 1);
    QCOMPARE(scatter, 3);
    QCOMPARE(backward, 3);
    QCOMPARE(reduce, 3);
    QCOMPARE(optimizer, 1);
    QCOMPARE(QString(dp::phase_name(dp::Phase::GradScatter)), QString("grad_scatter"));
    QCOMPARE(QString(dp::phase_name(dp::Phase::Optimizer)), QString("optimizer"));
    // Memory by kind: a replica's parameters and gradients on every device, momentum and the
    // reduce buffer on device 0 only.
    QCOMPARE(rec.memory_by_kind.size(), std::size_t(3));
    for (std::size_t d = 0; d < 3; ++d) {
      const dp::MemoryByKind& m = rec.memory_by_kind[d];
      QCOMPARE(m.parameters_bytes, param_bytes);
      QCOMPARE(m.gradients_bytes, param_bytes);
      QCOMPARE(m.momentum_bytes, d == 0 ? param_bytes : 0);
      QCOMPARE(m.reduce_buffer_bytes, d == 0 ? param_bytes : 0);
      QVERIFY(m.total.in_use_bytes >= m.parameters_bytes + m.gradients_bytes + m.momentum_bytes + m.reduce_buffer_bytes);
      QCOMPARE(rec.memory[d].peak_bytes, m.total.peak_bytes);  // the forward facts' totals are the same
    }
    // The forward facts the stage draws come in the same record: the step, each replica's output.
    QCOMPARE(rec.index, std::int64_t(0));
    QCOMPARE(rec.replica_outputs, (std::vector<dp::Shape>{{10, 2}, {10, 2}, {10, 2}}));
    QCOMPARE(rec.memory.size(), std::size_t(3));
  }

  // Idle devices (R7.2): a batch of 2 on 8 GPUs uses 2 replicas; the others add nothing.
  void idleDevicesAddNothing_R7_2() {
    dp::RunConfig c;
    c.mode = dp::RunMode::Train;
    c.gpus = 8;
    c.data_size = 2;
    c.batch_size = 2;
    dp::Training run(c);
    const dp::TrainRecord rec = run.step();
    QCOMPARE(rec.devices, (std::vector<int>{0, 1}));
    QCOMPARE(rec.grad_chunk_sizes, (std::vector<std::int64_t>{1, 1}));
    QCOMPARE(rec.reduce_bytes.size(), std::size_t(2));
    for (std::size_t d = 2; d < 8; ++d) QCOMPARE(rec.memory_by_kind[d].gradients_bytes, std::uint64_t(0));
  }

  // No GPU (R4.1): the model trains unwrapped on the host, with the same result.
  void noGpuTrainsOnTheHost_R4_1() {
    const dp::TrainCase c = golden_case(0);
    dp::Training host(dp::train_case_run_config(c, 0, dp::Backend::Simulated), nullptr, &c);
    dp::Training two(dp::train_case_run_config(c, 2, dp::Backend::Simulated), nullptr, &c);
    while (!host.done()) {
      const float a = host.step().loss, b = two.step().loss;
      QVERIFY(within_tolerance(a, b));
    }
    QCOMPARE(host.parameters().size(), two.parameters().size());
  }

  // PyTorch's errors: a second backward, a gradient of the wrong shape, bad SGD settings.
  void errorsHavePyTorchTexts() {
    auto pool = dp::DevicePool::simulated(2);
    dp::RunConfig rc;
    auto model = dp::make_train_model(rc, pool->device(0));
    dp::DataParallel wrapped(*model, *pool);
    std::vector<float> v(30 * 5, 0.5f);
    const dp::Tensor x = dp::Tensor::from_host({30, 5}, v.data(), pool->host());
    const dp::Tensor grad = dp::Tensor::zeros({30, 2}, pool->host());
    QCOMPARE(error_of([&] { wrapped.backward(grad); }), QString(dp::kBackwardTwiceMessage));  // nothing recorded
    {
      dp::GradModeGuard on(true);
      wrapped(x);
    }
    QCOMPARE(error_of([&] { wrapped.backward(dp::Tensor::zeros({3}, pool->host())); }),
             QString("Mismatch in shape: grad_output[0] has a shape of torch.Size([3]) and output[0] has a shape of "
                     "torch.Size([30, 2])."));
    wrapped.backward(grad);
    QCOMPARE(error_of([&] { wrapped.backward(grad); }), QString(dp::kBackwardTwiceMessage));
    dp::ErrorType type{};
    QCOMPARE(error_of([&] { dp::SGD(model->parameters(), model->gradients(), -0.1); }, &type), QString("Invalid learning rate: -0.1"));
    QCOMPARE(type, dp::ErrorType::ValueError);
    QCOMPARE(error_of([&] { dp::SGD(model->parameters(), model->gradients(), 0.1, -1); }), QString("Invalid momentum value: -1.0"));
    QCOMPARE(error_of([&] { dp::SGD({}, {}, 0.1); }), QString("optimizer got an empty parameter list"));
    dp::RunConfig bad;
    bad.mode = dp::RunMode::Train;
    bad.train_model = dp::TrainModel::Layers;
    bad.layers = {5};
    QCOMPARE(error_of([&] { dp::Training t(bad); }),
             QString("layers: expected from 2 to 17 widths (input, hidden..., output), got 1"));
    const dp::TrainCase c = golden_case(1);  // mlp parameters for a linear model
    dp::RunConfig linear = dp::train_case_run_config(c, 2, dp::Backend::Simulated);
    linear.train_model = dp::TrainModel::Linear;
    QCOMPARE(error_of([&] { dp::Training t(linear, nullptr, &c); }),
             QString("initial_params: the model has 2 parameters, the case gives 4"));
  }

  // SGD with momentum follows PyTorch's rule: buf = grad first, then m·buf + grad; p −= lr·buf.
  void sgdMomentumRule() {
    dp::Device& host = dp::unpooled_host();
    std::vector<float> p0{1.0f, -2.0f}, g0{0.5f, 0.25f};
    dp::Tensor p = dp::Tensor::from_host({2}, p0.data(), host), g = dp::Tensor::from_host({2}, g0.data(), host);
    dp::SGD sgd({&p}, {&g}, 0.5, 0.5);
    sgd.step();  // buf = g = [0.5, 0.25]; p = [0.75, -2.125]
    QCOMPARE(p.to_vector(), (std::vector<float>{0.75f, -2.125f}));
    sgd.step();  // buf = 0.5·buf + g = [0.75, 0.375]; p = [0.375, -2.3125]
    QCOMPARE(p.to_vector(), (std::vector<float>{0.375f, -2.3125f}));
    QCOMPARE(sgd.momentum_buffers()[0].to_vector(), (std::vector<float>{0.75f, 0.375f}));
  }
};

QTEST_GUILESS_MAIN(TestTraining)
#include "test_training.moc"
