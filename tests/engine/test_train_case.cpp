// The training case reader is strict: every golden case reads back as written (a shuffled one with
// its epoch orders), and each kind of broken input (syntax, repeated or unknown keys, wrong types,
// out-of-range numbers, wrong counts, an order that is not a permutation) is refused with one line
// saying where. The memory guard counts training's extra buffers.
#include <QJsonDocument>
#include <QTest>

#include "core/error.h"
#include "error_of.h"
#include "gemm_choice.h"
#include "golden.h"
#include "run/memory_budget.h"
#include "run/train_case.h"

namespace {

const char* kSmall = R"({"config": {"mode": "single", "model": "linear", "n": 2, "in": 2, "out": 1, "batch": 2,
  "lr": 0.1, "momentum": 0.0, "epochs": 1, "seed": 0, "drop_last": false},
 "initial_params": [{"name": "weight", "shape": [1, 2], "values": [0.5, -0.25]},
                    {"name": "bias", "shape": [1], "values": [0.0]}],
 "x": [[1, 2], [3, 4]], "y": [[1], [0]], "expect": {"anything": [1, 2, 3]}})";

QString refusal(const std::string& text) {
  dp::ErrorType type{};
  const QString message = error_of([&] { dp::parse_train_case(text, "case.json"); }, &type);
  if (message != "<no error>" && type != dp::ErrorType::ValueError) return "not a ValueError: " + message;
  return message;
}

// kSmall with `from` replaced by `to` (once).
std::string edited(const std::string& from, const std::string& to) {
  std::string s = kSmall;
  const auto at = s.find(from);
  if (at == std::string::npos) qFatal("no '%s' in the small case", from.c_str());
  return s.replace(at, from.size(), to);
}

}  // namespace

class TestTrainCase final : public QObject {
  Q_OBJECT
 private slots:
  void goldenCasesRead() {
    const QJsonArray cases = load_golden("train.json")["cases"].toArray();
    QCOMPARE(cases.size(), 11);
    int shuffled = 0;
    for (const auto& v : cases) {
      const QJsonObject c = v.toObject();
      const dp::TrainCase t = dp::parse_train_case(QJsonDocument(c).toJson().toStdString(), "golden");
      const QJsonObject config = c["config"].toObject();
      QCOMPARE(QString::fromStdString(std::string(dp::train_case_mode_name(t.mode))), config["mode"].toString());
      QCOMPARE(t.n, config["n"].toInteger());
      QCOMPARE(t.batch, config["batch"].toInteger());
      QCOMPARE(t.world, config["world"].toInt());
      QCOMPARE(t.x.size(), std::size_t(t.n * t.in));
      QCOMPARE(t.y.size(), std::size_t(t.n * t.out));
      QCOMPARE(t.x[1], float(c["x"].toArray()[0].toArray()[1].toDouble()));
      const QJsonArray params = c["initial_params"].toArray();
      QCOMPARE(t.initial_params.size(), std::size_t(params.size()));
      QCOMPARE(QString::fromStdString(t.initial_params[0].name), params[0].toObject()["name"].toString());
      QCOMPARE(t.drop_last, config["drop_last"].toBool());
      QCOMPARE(t.shuffle, config["shuffle"].toBool());  // absent: false
      const QJsonArray orders = c["epoch_orders"].toArray();
      QCOMPARE(t.epoch_orders.size(), std::size_t(orders.size()));
      QCOMPARE(t.epoch_orders.size(), t.shuffle ? std::size_t(t.epochs) : std::size_t(0));
      for (std::size_t e = 0; e < t.epoch_orders.size(); ++e) QCOMPARE(t.epoch_orders[e], to_ints(orders[qsizetype(e)]));
      QCOMPARE(dp::train_case_run_config(t, 2, dp::Backend::Simulated).shuffle, t.shuffle);
      shuffled += t.shuffle;
    }
    QCOMPARE(shuffled, 2);  // one single, one ddp (set_epoch)
    const dp::TrainCase small = dp::parse_train_case(kSmall, "small");
    QCOMPARE(small.x, (std::vector<float>{1, 2, 3, 4}));
    QCOMPARE(small.initial_params[0].shape, (dp::Shape{1, 2}));
    const dp::RunConfig r = dp::train_case_run_config(small, 3, dp::Backend::Simulated);
    QCOMPARE(r.gpus, 3);
    QVERIFY(!r.shuffle);  // DataLoader(batch_size, shuffle=False, drop_last)
    QCOMPARE(r.batch_size, std::int64_t(2));
  }

  void refusals_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("error");
    auto row = [](const char* name, const std::string& text, const char* error) {
      QTest::newRow(name) << QString::fromStdString(text) << QString(error);
    };
    row("syntax", "{\"config\":\n  {\"mode\": single}}", "case.json:2:12: syntax error while parsing value - invalid literal; last read: '\"mode\": s'");
    row("empty", "", "case.json:1:1: syntax error while parsing value - unexpected end of input; expected '[', '{', or a literal");
    row("not an object", "[1, 2]", "case.json: the case: expected an object");
    row("repeated key", edited("\"n\": 2,", "\"n\": 2, \"n\": 3,"), "case.json: repeated key \"n\"");
    row("unknown key", edited("\"seed\": 0,", "\"seed\": 0, \"sed\": 1,"), "case.json: config: unknown key \"sed\"");
    row("unknown top key", edited("\"x\":", "\"z\": 1, \"x\":"), "case.json: the case: unknown key \"z\"");
    row("missing", edited("\"epochs\": 1, ", ""), "case.json: config: missing \"epochs\"");
    row("float batch", edited("\"batch\": 2", "\"batch\": 2.0"), "case.json: config.batch: expected an integer, got 2.0");
    row("batch 0", edited("\"batch\": 2", "\"batch\": 0"), "case.json: config.batch: expected an integer from 1 to 1000000, got 0");
    row("huge n", edited("\"n\": 2", "\"n\": 18446744073709551615"), "case.json: config.n: expected an integer from 0 to 10000000, got 18446744073709551615");
    row("mode", edited("\"single\"", "\"multi\""), "case.json: config.mode: expected \"single\" or \"ddp\", got \"multi\"");
    row("model", edited("\"linear\"", "[\"linear\"]"), "case.json: config.model: expected \"linear\", \"mlp\", \"mlp3\" or \"layers\", got an array");
    row("drop_last", edited("\"drop_last\": false", "\"drop_last\": 0"), "case.json: config.drop_last: expected true or false, got 0");
    row("lr", edited("\"lr\": 0.1", "\"lr\": \"0.1\""), "case.json: config.lr: expected a number, got \"0.1\"");
    row("ddp without world", edited("\"single\"", "\"ddp\""), "case.json: config: a ddp case needs \"world\"");
    row("rows", edited("[[1, 2], [3, 4]]", "[[1, 2]]"), "case.json: x: expected 2 rows (config.n), got 1");
    row("row length", edited("[[1, 2], [3, 4]]", "[[1, 2], [3]]"), "case.json: x[1]: expected 2 numbers, got 1");
    row("float32 range", edited("[[1, 2], [3, 4]]", "[[1, 2], [3, 1e39]]"), "case.json: x[1][1]: out of float32 range: 1e+39");
    row("values count", edited("[0.5, -0.25]", "[0.5]"), "case.json: initial_params[0].values: expected 2 numbers (the shape's), got 1");
    row("name type", edited("\"name\": \"bias\"", "\"name\": 7"), "case.json: initial_params[1].name: expected a string");
    row("control char key", edited("\"seed\": 0,", "\"seed\": 0, \"a\\nb\": 1,"), "case.json: config: unknown key \"a?b\"");
    row("whole golden file", "{\"meta\": {}, \"cases\": []}", "case.json: the file: this is a file of cases (like tests/data/train.json): give one object of its \"cases\"");
    // A shuffled case carries the order torch's sampler drew in each epoch: one permutation of 0..n-1 per epoch.
    const std::string shuffled = edited("\"drop_last\": false", "\"drop_last\": false, \"shuffle\": true");
    auto with_orders = [&](const std::string& orders) {
      std::string s = shuffled;
      return s.replace(s.find("\"x\":"), 4, "\"epoch_orders\": " + orders + ", \"x\":");
    };
    row("shuffle type", edited("\"drop_last\": false", "\"drop_last\": false, \"shuffle\": 1"), "case.json: config.shuffle: expected true or false, got 1");
    row("shuffled without orders", shuffled, "case.json: the case: a shuffled case (config.shuffle) needs \"epoch_orders\": the order torch's sampler drew in each epoch");
    row("orders without shuffle", edited("\"x\":", "\"epoch_orders\": [[1, 0]], \"x\":"), "case.json: epoch_orders: only a shuffled case (config.shuffle true) takes epoch orders");
    row("orders per epoch", with_orders("[[1, 0], [0, 1]]"), "case.json: epoch_orders: expected 1 orders (config.epochs), got 2");
    row("order length", with_orders("[[1]]"), "case.json: epoch_orders[0]: expected 2 indices (config.n), got 1");
    row("order index range", with_orders("[[1, 2]]"), "case.json: epoch_orders[0][1]: expected an integer from 0 to 1, got 2");
    row("order repeats", with_orders("[[1, 1]]"), "case.json: epoch_orders[0]: index 1 twice: not a permutation");
    row("order type", with_orders("[[1, 0.0]]"), "case.json: epoch_orders[0][1]: expected an integer, got 0.0");
    row("orders not an array", with_orders("{}"), "case.json: epoch_orders: expected an array");
    row("deep nesting", std::string(100000, '[') + std::string(100000, ']'), "case.json: the case: expected an object");
  }
  void refusals() {
    QFETCH(QString, text);
    QFETCH(QString, error);
    QCOMPARE(refusal(text.toStdString()), error);
  }

  // Training holds more than the forward: targets, activations and their gradients, gradients per
  // device, momentum and the reduce buffer; the forward's estimate stays as it was.
  void memoryGuardCountsTraining() {
    dp::RunConfig forward;
    const auto f = dp::estimate_run_memory(forward);
    QCOMPARE(f.total, std::uint64_t(4 * (100 * 5 + 2 * 30 * 5 + 3 * 30 * 2 + 8 * (5 * 2 + 2))));
    dp::RunConfig train = forward;
    train.mode = dp::RunMode::Train;
    const auto t = dp::estimate_run_memory(train);
    QCOMPARE(t.dataset, std::uint64_t(4 * 100 * (5 + 2)));
    const std::uint64_t params = 5 * 2 + 2;
    QCOMPARE(t.steps, std::uint64_t(4 * (30 * (2 * 5 + 2 + 5 * 2) + 2 * 8 * params + 2 * params)));
    train.train_model = dp::TrainModel::Layers;
    train.layers = {4096, 4096, 4096};
    train.gpus = 64;
    train.memory_budget_bytes = 1ull << 30;
    dp::ErrorType type{};
    QVERIFY(error_of([&] { dp::check_memory_budget(train); }, &type).startsWith("this run needs about "));
    QCOMPARE(type, dp::ErrorType::OutOfMemoryError);
  }
};

QTEST_GUILESS_MAIN(TestTrainCase)
#include "test_train_case.moc"
