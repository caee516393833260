// Scatter and gather against real PyTorch's recorded calls: golden chunks.json ->
// dp_scatter_plans_single_tensor (R5.1, R7.1) and dataparallel.json -> scatter_kwargs (R5.8, R5.9)
// and gather (R9.1-R9.5), through the engine's plans and through a real DataParallel forward on
// simulated GPUs. The engine's forward takes one tensor and its modules return one tensor: golden
// cases built on containers, kwargs or non-tensors (the pytree rules) are listed and skipped with
// the reason, and each test asserts how many cases it exercised.
#include <QRegularExpression>

#include <algorithm>

#include "core/chunk.h"
#include "error_of.h"
#include "golden.h"
#include "parallel/data_parallel.h"
#include "parallel/scatter_gather.h"
#include "test_modules.h"

namespace {

// torch.chunk as scatter does it, through the engine's per-step planner.
dp::SlicePlan plan_scatter(const dp::Shape& input, std::int64_t devices, std::int64_t dim) {
  dp::SlicePlan plan;
  dp::plan_scatter_into(input, devices, dim, plan);
  return plan;
}


// `shape` on the host, every element set to its index along `dim` (the golden files' test
// tensors: row i filled with i, so a piece's first element is where it starts along dim).
dp::Tensor indexed(const dp::Shape& shape, int dim, dp::Device& host) {
  dp::Tensor t = dp::Tensor::empty(shape, host);
  const std::int64_t inner = shape.inner(dim), size = shape[dim];
  for (std::int64_t i = 0; i < t.numel(); ++i) t.data()[i] = float((i / inner) % size);
  return t;
}

dp::Shape shape_of(const QJsonValue& v) { return dp::Shape(to_ints(v)); }

// Replica r returns a tensor of shapes[r] (0-dim for a scalar) on its device, every element r.
class ShapedOutputModule final : public dp::Module {
 public:
  explicit ShapedOutputModule(std::vector<dp::Shape> shapes) : shapes_(std::move(shapes)) {}
  dp::Tensor forward(const dp::Tensor& x) override {
    const int r = dp::current_replica().replica;
    dp::Tensor y = dp::Tensor::empty(shapes_[std::size_t(r)], x.device());
    for (std::int64_t i = 0; i < y.numel(); ++i) y.data()[i] = float(r);
    return y;
  }
  std::string repr() const override { return "ShapedOutput()"; }

 protected:
  std::unique_ptr<dp::Module> make_skeleton(dp::Device&) const override {
    return std::make_unique<ShapedOutputModule>(shapes_);
  }

 private:
  std::vector<dp::Shape> shapes_;
};

// Why the engine cannot run a scatter_kwargs case, or "" when it can: one positional tensor and
// no kwargs (R5.1), or the 0-dim error (R5.8).
QString scatter_skip_reason(const QJsonObject& c) {
  if (c.contains("error")) return {};
  const auto args = c["inputs"].toObject()["tuple"].toArray();
  if (args.isEmpty()) return "forward() with no arguments (R4.4): the engine's forward always takes a tensor";
  if (!c["kwargs"].toObject()["dict"].toObject().isEmpty()) return "kwargs (R5.9): the engine's forward takes none";
  if (args.size() != 1 || !args[0].toObject().contains("tensor")) {
    return "containers or non-tensor arguments (R5.2-R5.7): the engine has no pytree, one tensor only";
  }
  return {};
}

// The same for a gather case: one tensor per replica (R9.2, R9.3), on an int output device.
QString gather_skip_reason(const QJsonObject& c) {
  if (!c["result"].toObject().contains("tensor")) {
    return "containers, None or non-tensor outputs (R9.1): the engine's modules return one tensor";
  }
  if (c["target_device"].isString()) return "output_device 'cpu' as a string: the engine spells the CPU only as -1 (R9.5)";
  return {};
}

}  // namespace

class TestScatterGather : public QObject {
  Q_OBJECT
  QJsonObject dp_golden_ = load_golden("dataparallel.json");

 private slots:
  // Every recorded DataParallel split of one [batch, 5] tensor: the scatter plan, and a real
  // forward: chunk sizes, devices device_ids[:replicas], each replica on its device, output == input.
  void scatterPlansSingleTensor_R5_1_R7_1() {
    const auto plans = load_golden("chunks.json")["dp_scatter_plans_single_tensor"].toArray();
    QCOMPARE(plans.size(), 297);
    std::map<int, std::unique_ptr<dp::DevicePool>> pools;
    int exercised = 0;
    for (const auto& v : plans) {
      const auto c = v.toObject();
      const int gpus = c["gpus"].toInt();
      const std::int64_t batch = c["batch"].toInteger();
      const QString where = QString("batch %1 on %2 GPUs").arg(batch).arg(gpus);
      const auto want = to_ints(c["chunk_sizes"]);
      const dp::SlicePlan plan = plan_scatter(dp::Shape{batch, 5}, gpus, 0);
      QVERIFY2(plan.shapes.size() == std::size_t(c["replicas"].toInt()), qPrintable(where));
      std::int64_t offset = 0;
      for (std::size_t r = 0; r < plan.shapes.size(); ++r) {
        QVERIFY2(plan.shapes[r] == (dp::Shape{want[r], 5}) && plan.offsets[r] == offset, qPrintable(where));
        offset += want[r];
      }
      auto& pool = pools[gpus];
      if (!pool) pool = dp::DevicePool::simulated(gpus);
      BoomModule model(0, dp::ErrorType::ValueError, "");  // throws nowhere: returns its input
      PlacementLog placement;
      placement.attach(model);
      dp::DataParallel d(model, *pool);
      const dp::Tensor x = indexed(dp::Shape{batch, 5}, 0, pool->host());
      const dp::Tensor y = d(x);
      QVERIFY2(d.last_step().chunk_sizes == want, qPrintable(where));
      const auto used = to_ints(c["used_device_ids"]);
      QVERIFY2(d.last_step().devices == std::vector<int>(used.begin(), used.end()), qPrintable(where));
      const std::string wrong = placement_error(placement.take(), d.device_ids(), want.size());
      QVERIFY2(wrong.empty(), qPrintable(where + ": " + QString::fromStdString(wrong)));
      QVERIFY2(y.shape() == x.shape() && y.to_vector() == x.to_vector(), qPrintable(where));
      ++exercised;
    }
    QCOMPARE(exercised, 297);
  }

  void scatterKwargs_R5_8_R5_9_data() {
    QTest::addColumn<QJsonObject>("c");
    for (const auto& v : dp_golden_["scatter_kwargs"].toArray()) {
      QTest::newRow(qPrintable(v.toObject()["name"].toString())) << v.toObject();
    }
  }
  // One tensor, no kwargs: replica count and each replica's rows (shape and first row) as
  // scatter_kwargs gave them, from the plan and from a real forward; a 0-dim input fails (R5.8).
  void scatterKwargs_R5_8_R5_9() {
    QFETCH(QJsonObject, c);
    const QString skip = scatter_skip_reason(c);
    if (!skip.isEmpty()) QSKIP(qPrintable(skip));
    auto pool = dp::DevicePool::simulated(c.contains("gpus") ? c["gpus"].toInt() : 2);
    BoomModule model(0, dp::ErrorType::ValueError, "");
    dp::DataParallelOptions opts;
    opts.dim = c["dim"].toInt();
    if (c.contains("error")) {
      const QString want = c["error"].toObject()["message"].toString();
      QCOMPARE(error_of([&] { plan_scatter(dp::Shape{}, pool->count(), 0); }), want);
      dp::DataParallel d(model, *pool, opts);
      dp::ErrorType type{};
      QCOMPARE(error_of([&] { d(dp::Tensor::empty(dp::Shape{}, pool->host())); }, &type), want);
      QCOMPARE(QString(dp::Error(type, "").type_name()), c["error"].toObject()["type"].toString());
      return;
    }
    const dp::Shape input = shape_of(c["inputs"].toObject()["tuple"].toArray()[0].toObject()["tensor"]);
    const auto pieces = c["scattered_inputs"].toArray();
    QCOMPARE(pieces.size(), c["len_inputs"].toInt());
    QCOMPARE(c["len_kwargs"].toInt(), pieces.size());  // every replica gets {} (R5.9)
    const dp::SlicePlan plan = plan_scatter(input, pool->count(), opts.dim);
    QCOMPARE(int(plan.shapes.size()), int(pieces.size()));
    std::mutex m;
    std::map<int, std::pair<dp::Shape, float>> seen;  // replica → (its chunk's shape, first value)
    model.register_forward_hook([&](const dp::HookCall& call) {
      std::lock_guard lock(m);
      seen[dp::current_replica().replica] = {call.input.shape(), call.input.numel() ? call.input.to_vector()[0] : -1.0f};
    });
    dp::DataParallel d(model, *pool, opts);
    d(indexed(input, dp::wrap_dim(opts.dim, input.ndim()), pool->host()));
    QCOMPARE(int(seen.size()), int(pieces.size()));
    for (int r = 0; r < int(pieces.size()); ++r) {
      const auto piece = pieces[r].toObject()["tuple"].toArray()[0].toObject();
      const dp::Shape shape = shape_of(piece["tensor"]);
      QCOMPARE(plan.shapes[std::size_t(r)], shape);
      QCOMPARE(seen[r].first, shape);
      if (piece.contains("first")) {
        QCOMPARE(double(plan.offsets[std::size_t(r)]), piece["first"].toDouble());
        QCOMPARE(double(seen[r].second), piece["first"].toDouble());
      }
    }
  }

  // How many scatter_kwargs cases the engine can express: 8 with one tensor and no kwargs, and
  // the 0-dim error; the other 15 are containers, kwargs or no arguments.
  void scatterKwargsCasesExercised_R5_9() {
    int run = 0, all = 0;
    for (const auto& v : dp_golden_["scatter_kwargs"].toArray()) {
      ++all;
      run += scatter_skip_reason(v.toObject()).isEmpty();
    }
    QCOMPARE(all, 24);
    QCOMPARE(run, 9);
  }

  void gather_R9_data() {
    QTest::addColumn<QJsonObject>("c");
    for (const auto& v : dp_golden_["gather"].toArray()) {
      QTest::newRow(qPrintable(v.toObject()["name"].toString())) << v.toObject();
    }
    // R4.4's forward() with no inputs ran the module once and gathered its one [2] output. The
    // engine cannot call forward without a tensor, so only that gather is checked (a one-row input
    // on the case's 3 GPUs gives the one replica).
    for (const auto& v : dp_golden_["data_parallel_forward"].toArray()) {
      const auto o = v.toObject();
      if (!o["case"].toString().startsWith("forward() with no inputs")) continue;
      const auto call = o["comm_gather_calls"].toArray()[0].toObject();
      const QJsonObject c{{"name", "no inputs"}, {"gpus", 3}, {"dim", call["dim"]}, {"target_device", call["destination"]},
                          {"result", QJsonObject{{"tensor", o["output_shape"]}}}, {"warnings", QJsonArray{}},
                          {"comm_gather_calls", o["comm_gather_calls"]}};
      QTest::newRow("gather of forward() with no inputs (R4.4)") << c;
    }
  }
  // Replica outputs of the recorded shapes gathered on target_device along dim: the plan's whole
  // shape and pieces, the scalar rule (R9.2), and a real forward: shape, device (R9.5), warnings,
  // and every element from the right replica (concatenation in replica order, R9.3).
  void gather_R9() {
    QFETCH(QJsonObject, c);
    const QString skip = gather_skip_reason(c);
    if (!skip.isEmpty()) QSKIP(qPrintable(skip));
    const auto calls = c["comm_gather_calls"].toArray();
    QCOMPARE(calls.size(), 1);
    const auto gathered = calls[0].toObject()["input_shapes"].toArray();
    const bool scalars = c["name"].toString().startsWith("scalars");  // the replicas returned 0-dim
    std::vector<dp::Shape> outputs, pieces;
    for (const auto& s : gathered) {
      pieces.push_back(shape_of(s));
      outputs.push_back(scalars ? dp::Shape{} : shape_of(s));
    }
    const int dim = c["dim"].toInt(), target = c["target_device"].toInt();
    const dp::Shape whole = shape_of(c["result"].toObject()["tensor"]);
    std::vector<std::string> warnings;
    for (const auto& w : c["warnings"].toArray()) warnings.push_back(w.toString().toStdString());
    // The generator replaced comm.gather, where -1 warns (R9.5), by a CPU stand-in: the golden case
    // has no warning, the text is golden strings.cpu_minus_one_deprecated.
    if (target == -1) warnings.push_back(dp_golden_["strings"].toObject()["cpu_minus_one_deprecated"].toString().toStdString());

    const dp::GatherPlan plan = dp::plan_gather(outputs, dim);
    QCOMPARE(plan.slices.whole, whole);
    QCOMPARE(plan.slices.shapes, pieces);
    QCOMPARE(plan.unsqueezed_scalars, scalars);

    const int n = int(outputs.size());
    auto pool = dp::DevicePool::simulated(c.contains("gpus") ? c["gpus"].toInt() : std::max(n, target + 1));
    ShapedOutputModule model(outputs);
    dp::DataParallelOptions opts;
    opts.dim = dim;
    opts.output_device = target;
    dp::DataParallel d(model, *pool, opts);
    std::vector<float> ones(std::size_t(n * n), 1.0f);  // n rows and n columns: n replicas along dim
    const dp::Tensor y = d(dp::Tensor::from_host(dp::Shape{n, n}, ones.data(), pool->host()));
    QCOMPARE(d.last_step().chunk_sizes.size(), std::size_t(n));
    QCOMPARE(y.shape(), whole);
    QCOMPARE(y.device().index(), target);
    QCOMPARE(d.last_step().warnings, warnings);
    const int wd = dp::wrap_dim(dim, whole.ndim());
    std::vector<float> want;
    for (std::int64_t i = 0; i < whole.numel(); ++i) {
      std::int64_t at = (i / whole.inner(wd)) % whole[wd];
      int r = 0;
      while (at >= pieces[std::size_t(r)][wd]) at -= pieces[std::size_t(r++)][wd];
      want.push_back(float(r));
    }
    QCOMPARE(y.to_vector(), want);
  }

  // How many gather cases the engine can express: 7 of the 16 (tensor or scalar outputs on an int
  // device) and the gather of the no-input forward.
  void gatherCasesExercised_R9() {
    int run = 0, all = 0;
    for (const auto& v : dp_golden_["gather"].toArray()) {
      ++all;
      run += gather_skip_reason(v.toObject()).isEmpty();
    }
    QCOMPARE(all, 16);
    QCOMPARE(run, 7);
  }

  // comm.gather's checks (R9.3, read from comm.cpp: no golden run) and the scalar rule's literal
  // dim 0 (R9.2): -1 does not unsqueeze, so 0-dim outputs cannot be concatenated.
  void gatherErrors_R9_2_R9_3() {
    const auto p = dp::plan_gather({dp::Shape{4, 4}, dp::Shape{4, 2}}, -1);
    QCOMPARE(p.slices.whole, (dp::Shape{4, 6}));
    QCOMPARE(p.slices.offsets, (std::vector<std::int64_t>{0, 4}));
    QCOMPARE(error_of([] { dp::plan_gather({dp::Shape{4, 4}, dp::Shape{4}}, 0); }),
             QString("Expected all input tensors to have the same number of dimensions, but tensor at index 1 has 1 dimensions, (expected 2)"));
    QCOMPARE(error_of([] { dp::plan_gather({dp::Shape{4, 4}, dp::Shape{3, 3}}, 0); }),
             QString("Input tensor at index 1 has invalid shape [3, 3], but expected [3, 4]"));
    QCOMPARE(error_of([] { dp::plan_gather({}, 0); }), QString("Expected at least one tensor to gather from"));
    QVERIFY(dp::plan_gather({dp::Shape{}, dp::Shape{}}, 0).unsqueezed_scalars);
    QCOMPARE(error_of([] { dp::plan_gather({dp::Shape{}, dp::Shape{}}, -1); }),
             QString("zero-dimensional tensor (at position 0) cannot be concatenated"));
  }
};

QTEST_GUILESS_MAIN(TestScatterGather)
#include "test_scatter_gather.moc"
