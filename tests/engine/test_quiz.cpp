// The quiz (engine/quiz): every answer re-derived by an independent path written here
// (plain arithmetic, a simulated torch.chunk, BatchSampler, DistributedSampler, Linear's gradients),
// the golden files from real PyTorch, 4 distinct options with their why, every kind in any 60
// questions, determinism, the JSON keys and GIFT's syntax.
#include <QtTest>

#include <array>
#include <map>
#include <numeric>
#include <set>

#include <nlohmann/json.hpp>

#include "core/error.h"
#include "golden.h"
#include "quiz/kind_label.h"
#include "quiz/quiz.h"
#include "run/run_config.h"
#include "run/tutorial_numbers.h"
#include "quiz_checks.h"
#include "quiz_reference.h"

using namespace dp::quiz;
using nlohmann::json;

namespace {

// FNV-1a over the text: pins the generator's output across machines and builds.
std::uint64_t fnv1a(const std::string& text, std::uint64_t h = 1469598103934665603ull) {
  for (unsigned char c : text) h = (h ^ c) * 1099511628211ull;
  return h;
}

// 4 distinct options (values and texts), the right one the answer, every why in both languages,
// the answer equal to the independent path's. Empty when all holds, else what failed.
QString problems_of(const Question& q) {
  const json expected = quiz_ref::answer(q);
  const QString where = QString::fromStdString(to_json_line(q));
  if (json::parse(q.answer_json) != expected) {
    return where + ": answer " + QString::fromStdString(q.answer_json) + ", independently " + QString::fromStdString(expected.dump());
  }
  if (q.options.size() != 4) return where + ": not 4 options";
  if (q.right < 0 || q.right > 3 || q.options[static_cast<std::size_t>(q.right)].json != q.answer_json) return where + ": right index";
  if (q.why.en.empty() || q.why.zh_CN.empty() || q.text.en.empty() || q.text.zh_CN.empty()) return where + ": empty text";
  for (std::size_t i = 0; i < 4; ++i) {
    const Option& o = q.options[i];
    if (o.why.en.empty() || o.why.zh_CN.empty() || o.text.en.empty() || o.text.zh_CN.empty()) return where + ": empty option text";
    if (o.why.en.find('{') != std::string::npos || o.why.zh_CN.find('{') != std::string::npos) return where + ": unfilled placeholder";
    for (std::size_t j = i + 1; j < 4; ++j) {
      if (o.json == q.options[j].json || o.text.en == q.options[j].text.en || o.text.zh_CN == q.options[j].text.zh_CN) {
        return where + ": options " + QString::number(i) + " and " + QString::number(j) + " are the same";
      }
    }
  }
  return {};
}

// Small configurations of every kind, edges included (1 GPU, empty batches and datasets, world 1).
std::vector<std::pair<Kind, Config>> edge_configs() {
  std::vector<std::pair<Kind, Config>> out;
  for (std::int64_t g = 1; g <= 16; ++g) {
    for (std::int64_t b = 0; b <= 40; ++b) {
      Config c;
      c.batch = b;
      c.gpus = g;
      out.push_back({Kind::ChunkSizes, c});
      out.push_back({Kind::IdleGpus, c});
      for (std::int64_t f : {1, 2, 5}) {
        c.in = f;
        c.out = 3 - f % 3;
        out.push_back({Kind::GatheredShape, c});
        out.push_back({Kind::GradBytesToGpu0, c});
      }
    }
  }
  for (std::int64_t n = 0; n <= 60; ++n) {
    for (std::int64_t bs = 1; bs <= 24; ++bs) {
      for (bool drop : {false, true}) {
        Config c;
        c.dataset = n;
        c.batch_size = bs;
        c.drop_last = drop;
        out.push_back({Kind::LastBatch, c});
      }
    }
  }
  for (const std::vector<std::int64_t>& shape : std::vector<std::vector<std::int64_t>>{{0}, {1}, {7}, {3, 7, 5}, {4, 0}, {2, 9}, {1, 1, 1}}) {
    for (std::int64_t g = 1; g <= 9; ++g) {
      for (std::int64_t d = -static_cast<std::int64_t>(shape.size()); d < static_cast<std::int64_t>(shape.size()); ++d) {
        Config c;
        c.shape = shape;
        c.dim = d;
        c.gpus = g;
        out.push_back({Kind::ChunkShapes, c});
      }
    }
  }
  for (std::int64_t w = 1; w <= 64; ++w) {
    Config c;
    c.world = w;
    out.push_back({Kind::RingSteps, c});
  }
  for (std::int64_t n = 0; n <= 30; ++n) {
    for (std::int64_t w = 1; w <= 8; ++w) {
      for (std::int64_t r = 0; r < w; ++r) {
        for (bool drop : {false, true}) {
          Config c;
          c.dataset = n;
          c.world = w;
          c.rank = r;
          c.drop_last = drop;
          out.push_back({Kind::DdpShard, c});
        }
      }
    }
  }
  return out;
}

}  // namespace

class TestQuiz : public QObject {
  Q_OBJECT
 private slots:
  void kindNamesRoundTrip() {
    QCOMPARE(all_kinds().size(), std::size_t{8});
    for (Kind k : all_kinds()) QCOMPARE(kind_from_name(kind_name(k)), std::optional<Kind>(k));
    QVERIFY(!kind_from_name("chunks").has_value());
    QCOMPARE(kind_name(Kind::GradBytesToGpu0), std::string_view("grad_bytes_to_gpu0"));
  }

  // The table of kinds (engine/quiz/quiz_kinds.cpp, one descriptor per file in engine/quiz/kinds/)
  // lists every kind once, in the Kind enum's order, with docs/design.md's kinds table's names and
  // config keys, row by row.
  void kindTableMatchesTheEnumAndDesignTable() {
    for (std::size_t i = 0; i < all_kinds().size(); ++i) QCOMPARE(static_cast<std::size_t>(all_kinds()[i]), i);
    QFile doc(DPVIZ_SOURCE_DIR "/docs/design.md");
    QVERIFY(doc.open(QIODevice::ReadOnly | QIODevice::Text));
    static const QRegularExpression row(QStringLiteral("^\\s*\\| `([a-z_0-9]+)` \\| ([^|]+) \\|"));
    std::vector<std::pair<std::string, std::string>> rows;
    for (const QString& line : QString::fromUtf8(doc.readAll()).split(QLatin1Char('\n'))) {
      const QRegularExpressionMatch m = row.match(line);
      if (m.hasMatch()) rows.emplace_back(m.captured(1).toStdString(), m.captured(2).trimmed().toStdString());
    }
    QCOMPARE(rows.size(), all_kinds().size());
    for (std::size_t i = 0; i < rows.size(); ++i) {
      const Kind k = all_kinds()[i];
      QCOMPARE(std::string(kind_name(k)), rows[i].first);
      std::string keys;
      for (std::string_view key : config_keys(k)) keys += (keys.empty() ? "" : ", ") + std::string(key);
      QCOMPARE(keys, rows[i].second);
    }
  }

  // Each kind words itself in a few words in both languages (the worksheet dialog and the lesson
  // editor show the label): none empty, no two alike.
  void kindLabelsInBothLanguages() {
    std::set<std::string> en, zh;
    for (const Kind k : all_kinds()) {
      const Text& label = kind_label(k);
      QVERIFY2(!label.en.empty() && !label.zh_CN.empty(), kind_name(k).data());
      QVERIFY2(label.en.size() < 40, label.en.c_str());  // a check box's words, not a sentence
      en.insert(label.en);
      zh.insert(label.zh_CN);
    }
    QCOMPARE(en.size(), all_kinds().size());
    QCOMPARE(zh.size(), all_kinds().size());
    QCOMPARE(kind_label(Kind::ChunkSizes).en, std::string("Rows in each chunk"));
  }

  // The tutorial's numbers, named once (run/tutorial_numbers.h, R11): the run's defaults are they,
  // the generator's tutorial questions ask them, and no file that starts from them writes them as
  // literals (RunConfig's defaults, the kinds' tutorial configs, the rules explorer's first inputs).
  void tutorialNumbersNamedOnce_R11() {
    const dp::RunConfig run;
    QCOMPARE(run.gpus, dp::tutorial::kGpus);
    QCOMPARE(run.data_size, dp::tutorial::kDataSize);
    QCOMPARE(run.batch_size, dp::tutorial::kBatchSize);
    QCOMPARE(run.input_size, dp::tutorial::kInputSize);
    QCOMPARE(run.output_size, dp::tutorial::kOutputSize);
    QCOMPARE(dp::tutorial::kGpus, 8);  // the tutorial's own numbers (R11.1)
    QCOMPARE(dp::tutorial::kBatchSize, std::int64_t(30));
    QCOMPARE(dp::tutorial::kLastBatch, std::int64_t(10));
    bool asked = false;  // the tutorial's final batch on its GPUs: 10 rows on 8, as idle_gpus draws it
    for (const Question& q : generate(7, 200, {Kind::IdleGpus})) asked |= q.config.batch == 10 && q.config.gpus == 8;
    QVERIFY(asked);    // Named once: the places that start from the tutorial's numbers read them from
    // run/tutorial_numbers.h and never write them as literals (a copy would drift from the name).
    using dp::tutorial::kGpus, dp::tutorial::kDataSize, dp::tutorial::kBatchSize, dp::tutorial::kLastBatch;
    const QString n = QString("(?:%1)").arg(QStringList{QString::number(kGpus), QString::number(kDataSize),
                                                        QString::number(kBatchSize), QString::number(kLastBatch),
                                                        QString::number(dp::tutorial::kInputSize),
                                                        QString::number(dp::tutorial::kOutputSize)}.join('|'));
    // A line assigning one of `fields`, with a tutorial number as its value or a branch of it (= N; ? N : : N;).
    const auto literal = [&](const QString& fields) {
      return QRegularExpression(QString("\\b(?:%1)\\s*=(?:[^;]*[?:])?\\s*%2\\s*[;:,}]").arg(fields, n));
    };
    const QList<std::pair<QString, QRegularExpression>> places = {
        // RunConfig's defaults: any literal at all for the tutorial's five fields.
        {"engine/run/run_config.h", QRegularExpression("\\b(?:gpus|batch_size|data_size|input_size|output_size)\\s*=\\s*\\d")},
        // The kinds' tutorial configs (ddp_shard's dataset of 100 is R13.4's own example, not the tutorial's).
        {"engine/quiz/kinds/chunk_sizes.cpp", literal("c\\.gpus|c\\.batch")},
        {"engine/quiz/kinds/idle_gpus.cpp", literal("c\\.gpus|c\\.batch")},
        {"engine/quiz/kinds/last_batch.cpp", literal("c\\.dataset|c\\.batch_size")},
        {"engine/quiz/kinds/gathered_shape.cpp", literal("c\\.gpus|c\\.batch|c\\.in|c\\.out")},
        {"engine/quiz/kinds/grad_bytes_to_gpu0.cpp", literal("c\\.gpus|c\\.batch|c\\.in|c\\.out")},
        // The rules explorer's first inputs.
        {"ui/explorer/rules_page.h", literal("data|batch|gpus")},
        {"ui/explorer/rules_explorer.h", literal("current_batch_|current_gpus_")},
        {"ui/explorer/cell_batch_view.cpp", QRegularExpression("showCell\\(\\s*(?:int\\()?\\d")},
    };
    QStringList found;
    for (const auto& [path, re] : places) {
      QFile f(DPVIZ_SOURCE_DIR "/" + path);
      QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(path));
      const QStringList lines = QString::fromUtf8(f.readAll()).split('\n');
      QVERIFY2(lines.join('\n').contains("tutorial::"), qPrintable(path + " no longer reads tutorial_numbers.h"));
      for (qsizetype i = 0; i < lines.size(); ++i) {
        if (re.match(lines[i]).hasMatch()) found << QString("%1:%2: %3").arg(path).arg(i + 1).arg(lines[i].trimmed());
      }
    }
    QVERIFY2(found.isEmpty(), qPrintable("the tutorial's numbers as literals:\n" + found.join('\n')));
  }

  // The tutorial's numbers (SEMANTICS R1.3, R7.1, R11, R12.2, R13.4), asked through make().
  void tutorialAnswers_R1_R7_R12_R13() {
    Config c;
    c.batch = 30;
    c.gpus = 8;
    QCOMPARE(make(Kind::ChunkSizes, c).answer_json, std::string("[4,4,4,4,4,4,4,2]"));
    c.batch = 10;
    QCOMPARE(make(Kind::ChunkSizes, c).answer_json, std::string("[2,2,2,2,2]"));
    QCOMPARE(make(Kind::IdleGpus, c).answer_json, std::string("3"));
    Config l;
    l.dataset = 100;
    l.batch_size = 30;
    QCOMPARE(make(Kind::LastBatch, l).answer_json, std::string(R"({"batches":4,"last":10})"));
    l.drop_last = true;
    QCOMPARE(make(Kind::LastBatch, l).answer_json, std::string(R"({"batches":3,"last":30})"));
    Config g;
    g.batch = 30;
    g.gpus = 8;
    g.in = 5;
    g.out = 2;
    QCOMPARE(make(Kind::GatheredShape, g).answer_json, std::string("[30,2]"));
    QCOMPARE(make(Kind::GradBytesToGpu0, g).answer_json, std::string("336"));  // 7 × (5·2 + 2) · 4
    g.batch = 10;
    QCOMPARE(make(Kind::GradBytesToGpu0, g).answer_json, std::string("192"));  // 4 others × 48
    Config r;
    r.world = 4;
    QCOMPARE(make(Kind::RingSteps, r).answer_json, std::string("6"));
    r.world = 1;
    QCOMPARE(make(Kind::RingSteps, r).answer_json, std::string("0"));
    Config d;
    d.dataset = 10;
    d.world = 4;
    d.rank = 2;
    QCOMPARE(make(Kind::DdpShard, d).answer_json, std::string("[2,6,0]"));
    Config s;
    s.shape = {3, 7, 5};
    s.dim = -1;
    s.gpus = 4;
    QCOMPARE(make(Kind::ChunkShapes, s).answer_json, std::string("[[3,7,2],[3,7,2],[3,7,1]]"));
  }

  void badConfigsThrow() {
    Config c;
    c.batch = 30;
    c.gpus = 0;
    QVERIFY_THROWS_EXCEPTION(dp::Error, make(Kind::ChunkSizes, c));
    Config d;
    d.dataset = 10;
    d.world = 4;
    d.rank = 4;
    try {
      make(Kind::DdpShard, d);
      QFAIL("no throw");
    } catch (const dp::Error& e) {
      QVERIFY(std::string(e.what()).find("Invalid rank 4, rank should be in the interval [0, 3]") != std::string::npos);
    }
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, generate(1, 0));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, generate(1, 1001));
  }

  // Thousands of seeded questions: each answer equals the independent path's (quiz_reference.h), 4
  // distinct options with the right one at `right`, every option with its why in both languages.
  void generatedAnswersMatchIndependentPaths_R1_R7_R9_R10_R12_R13() {
    int checked = 0;
    for (std::uint64_t seed = 0; seed < 12; ++seed) {
      for (const Question& q : generate(seed, 1000 / DPVIZ_QUIZ_SHARE)) {
        const QString p = problems_of(q);
        QVERIFY2(p.isEmpty(), qPrintable(QString("seed %1: %2").arg(seed).arg(p)));
        ++checked;
      }
    }
    QCOMPARE(checked, 12 * (1000 / DPVIZ_QUIZ_SHARE));
  }

  // The named mistakes collide with the answer or each other on small configs (1 GPU, B < G, n = 0,
  // world 1): further plausible values keep 3 distinct wrong options, whatever the config.
  void threeDistinctWrongsOnEveryEdgeConfig_R1_R7_R12_R13() {
    int checked = 0, index = 0;
    for (const auto& [kind, config] : edge_configs()) {
      if (index++ % DPVIZ_QUIZ_SHARE != 0) continue;
      for (std::uint64_t seed : {0ull, 7ull}) {
        const QString p = problems_of(make(kind, config, seed));
        QVERIFY2(p.isEmpty(), qPrintable(p));
        ++checked;
      }
    }
    QVERIFY(checked > 20000 / DPVIZ_QUIZ_SHARE);
  }

  // Teaching configs: the named mistakes, not the fallbacks, fill the options almost always, and the
  // right option's place is spread over 1-4 by the seed.
  void classicMistakesAndShuffledOrder() {
    std::map<Kind, int> fallbacks, total;
    std::array<int, 4> right_at{};
    for (const Question& q : generate(3, 1000)) {
      ++total[q.kind];
      ++right_at[static_cast<std::size_t>(q.right)];
      for (const Option& o : q.options) fallbacks[q.kind] += o.why.en.rfind("Not what the rule gives", 0) == 0 ||
                                                             o.why.en.find("do not add up") != std::string::npos ||
                                                             o.why.en.rfind("Every rank gets exactly", 0) == 0;
    }
    for (Kind k : all_kinds()) {
      // Small configs (fewer rows than GPUs, fewer samples than batch_size, divisible sizes) make some
      // named mistakes coincide; fallbacks stay at most one option in 6 questions.
      QVERIFY2(fallbacks[k] * 6 <= total[k], qPrintable(QString("%1: %2 fallbacks in %3 questions")
                                                             .arg(QString::fromUtf8(kind_name(k).data()))
                                                             .arg(fallbacks[k])
                                                             .arg(total[k])));
    }
    for (int n : right_at) QVERIFY(n > 150);
  }

  // Configs are teaching-sized and make the question worth asking.
  void configsAreTeachingSized() {
    int idle_questions = 0, with_idle = 0;
    for (const Question& q : generate(5, 1000)) {
      const Config& c = q.config;
      switch (q.kind) {
        case Kind::ChunkSizes:
        case Kind::IdleGpus:
          QVERIFY(c.batch >= 1 && c.batch <= 128 && c.gpus >= 2 && c.gpus <= 16);
          if (q.kind == Kind::IdleGpus) {
            ++idle_questions;
            with_idle += q.answer_json != "0";
          }
          break;
        case Kind::LastBatch: QVERIFY(c.dataset >= 1 && c.dataset <= 200 && c.batch_size >= 1 && c.batch_size <= 128); break;
        case Kind::GatheredShape:
        case Kind::GradBytesToGpu0:
          QVERIFY(c.batch >= 1 && c.batch <= 128 && c.gpus >= 2 && c.gpus <= 16 && c.in >= 1 && c.in <= 16 && c.out >= 1 && c.out <= 16);
          break;
        case Kind::ChunkShapes: QVERIFY(!c.shape.empty() && c.shape.size() <= 3 && c.gpus >= 2 && c.gpus <= 8); break;
        case Kind::RingSteps: QVERIFY(c.world >= 2 && c.world <= 8); break;
        case Kind::DdpShard: QVERIFY(c.world >= 2 && c.world <= 8 && c.dataset >= c.world && c.dataset <= 200); break;
      }
    }
    QVERIFY(with_idle * 10 >= idle_questions * 7);  // some GPUs idle most of the time
  }

  void goldenChunks_R1_2_R7_1() {
    const QJsonObject g = load_golden("chunks.json");
    int n = 0;
    for (const auto& v : g["chunk_dim0_shape_Nx5"].toArray()) {
      const QJsonObject o = v.toObject();
      Config c;
      c.batch = o["N"].toInteger();
      c.gpus = o["k"].toInteger();
      const std::vector<std::int64_t> sizes = to_ints(o["sizes"]);
      QCOMPARE(json::parse(make(Kind::ChunkSizes, c).answer_json), json(sizes));
      QCOMPARE(json::parse(make(Kind::IdleGpus, c).answer_json), json(c.gpus - static_cast<std::int64_t>(sizes.size())));
      ++n;
    }
    for (const auto& v : g["dp_scatter_plans_single_tensor"].toArray()) {
      const QJsonObject o = v.toObject();
      Config c;
      c.batch = o["batch"].toInteger();
      c.gpus = o["gpus"].toInteger();
      c.in = 5;
      c.out = 2;
      const std::int64_t replicas = o["replicas"].toInteger();
      QCOMPARE(json::parse(make(Kind::ChunkSizes, c).answer_json), json(to_ints(o["chunk_sizes"])));
      QCOMPARE(json::parse(make(Kind::IdleGpus, c).answer_json), json(c.gpus - replicas));
      // R10.3: the replicas but cuda:0's send Linear(5, 2)'s 12 floats each.
      QCOMPARE(json::parse(make(Kind::GradBytesToGpu0, c).answer_json), json((replicas - 1) * 12 * 4));
      QCOMPARE(json::parse(make(Kind::GatheredShape, c).answer_json), json({c.batch, c.out}));
      ++n;
    }
    for (const auto& v : g["chunk_nd"].toArray()) {
      const QJsonObject o = v.toObject();
      if (!o.contains("shapes")) continue;
      Config c;
      c.shape = to_ints(o["shape"]);
      c.dim = o["dim"].toInteger();
      c.gpus = o["chunks"].toInteger();
      json shapes = json::array();
      for (const auto& s : o["shapes"].toArray()) shapes.push_back(to_ints(s));
      QCOMPARE(json::parse(make(Kind::ChunkShapes, c).answer_json), shapes);
      ++n;
    }
    QVERIFY(n > 600);
  }

  void goldenGather_R9_3() {
    int n = 0;
    for (const auto& v : load_golden("dataparallel.json")["gather"].toArray()) {
      const QJsonObject o = v.toObject();
      const QJsonArray calls = o["comm_gather_calls"].toArray();
      if (o["dim"].toInt() != 0 || calls.size() != 1 || !o["result"].toObject().contains("tensor")) continue;
      std::vector<std::int64_t> rows;
      std::int64_t cols = -1;
      for (const auto& s : calls[0].toObject()["input_shapes"].toArray()) {
        const std::vector<std::int64_t> shape = to_ints(s);
        if (shape.size() != 2) cols = -2;
        if (shape.size() == 2 && cols != -2) cols = shape[1], rows.push_back(shape[0]);
      }
      const std::int64_t batch = std::accumulate(rows.begin(), rows.end(), std::int64_t{0});
      if (cols < 1 || quiz_ref::chunk(batch, static_cast<std::int64_t>(rows.size())) != rows) continue;
      Config c;  // the replicas' outputs of a Linear(5, cols) on as many GPUs as pieces
      c.batch = batch;
      c.gpus = static_cast<std::int64_t>(rows.size());
      c.in = 5;
      c.out = cols;
      QCOMPARE(json::parse(make(Kind::GatheredShape, c).answer_json), json(to_ints(o["result"].toObject()["tensor"])));
      ++n;
    }
    QCOMPARE(n, 5);  // along dim 0, even and uneven ([30, 2]), and the three output_device cases ([4, 2])
  }

  void goldenLoader_R12_2() {
    int n = 0;
    for (const auto& v : load_golden("loader.json")["sequential"].toArray()) {
      const QJsonObject o = v.toObject();
      Config c;
      c.dataset = o["data_size"].toInteger();
      c.batch_size = o["batch_size"].toInteger();
      c.drop_last = o["drop_last"].toBool();
      const std::vector<std::int64_t> sizes = to_ints(o["batch_sizes"]);
      const json expected = {{"batches", o["len"].toInteger()}, {"last", sizes.empty() ? 0 : sizes.back()}};
      QCOMPARE(json::parse(make(Kind::LastBatch, c).answer_json), expected);
      ++n;
    }
    QVERIFY(n >= 90);
  }

  void goldenSampler_R13() {
    int n = 0;
    for (const auto& v : load_golden("sampler.json")["cases"].toArray()) {
      const QJsonObject o = v.toObject();
      if (o["shuffle"].toBool()) continue;
      Config c;
      c.dataset = o["dataset_len"].toInteger();
      c.world = o["num_replicas"].toInteger();
      c.rank = o["rank"].toInteger();
      c.drop_last = o["drop_last"].toBool();
      QCOMPARE(json::parse(make(Kind::DdpShard, c).answer_json), json(to_ints(o["indices"])));
      ++n;
    }
    QVERIFY(n > 250);
  }

  // Every kind asked for appears in any 60 consecutive questions, and no other kind.
  void everyKindInAny60() {
    for (std::uint64_t seed = 0; seed < 20 / DPVIZ_QUIZ_SHARE; ++seed) {
      const std::vector<Question> qs = generate(seed, 1000);
      for (std::size_t start = 0; start + 60 <= qs.size(); ++start) {
        std::set<Kind> seen;
        for (std::size_t i = start; i < start + 60; ++i) seen.insert(qs[i].kind);
        QCOMPARE(seen.size(), all_kinds().size());
      }
    }
    const std::vector<Kind> two = {Kind::RingSteps, Kind::DdpShard};
    const std::vector<Question> qs = dp::quiz::generate(9, 200, two);
    for (std::size_t start = 0; start + 60 <= qs.size(); ++start) {
      std::set<Kind> seen;
      for (std::size_t i = start; i < start + 60; ++i) seen.insert(qs[i].kind);
      QCOMPARE(seen, std::set<Kind>(two.begin(), two.end()));
    }
  }

  // Same seed, same questions, on every machine: the output is pinned, not only compared with itself
  // (the pins change with any reworded quiz text).
  void sameSeedSameOutput() {
    std::string all;
    for (const Question& q : generate(1, 1000)) all += to_json_line(q) + "\n";
    std::string again;
    for (const Question& q : generate(1, 1000)) again += to_json_line(q) + "\n";
    QCOMPARE(again, all);
    QCOMPARE(all.substr(0, all.find('\n')),
             std::string(
                         R"({"kind":"chunk_shapes","config":{"shape":[12,21],"dim":1,"gpus":5},)"
                         R"("question":{"en":"x has shape [12, 21]. What shapes does torch.chunk(x, 5, dim=1) give?",)"
                         R"("zh_CN":"张量 x 的形状是 [12, 21]。torch.chunk(x, 5, dim=1) 给出哪些形状？"},"options":[[[12,5],[12,5],[12,)"
                         R"(5],[12,5],[12,1]],[[12,5],[12,4],[12,4],[12,4],[12,4]],[[12,4],[12,4],[12,4],[12,4],[12,4]],)"
                         R"([[12,4],[12,4],[12,4],[12,4],[12,5]]],"answer":[[12,5],[12,5],[12,5],[12,5],[12,1]]})"));
    std::string gift;
    int n = 1;
    for (const Question& q : generate(1, 1000)) {
      gift += to_gift_line(q, n, "en") + to_gift_line(q, n, "zh_CN");
      ++n;
    }
    QCOMPARE(QString::number(fnv1a(all), 16), QStringLiteral("1a285c966e0b9c3f"));
    QCOMPARE(QString::number(fnv1a(gift), 16), QStringLiteral("79e046fd29cb7248"));
    QVERIFY(to_json_line(generate(2, 1)[0]) != to_json_line(generate(1, 1)[0]) ||
            to_json_line(generate(2, 2)[1]) != to_json_line(generate(1, 2)[1]));
  }

  // One JSON object a line with exactly the keys of docs/design.md's kinds table, in its order; the config's keys exactly the kind's.
  void jsonLinesHaveTheIssuesKeys() {
    const std::map<Kind, std::vector<std::string>> keys = {
        {Kind::ChunkSizes, {"batch", "gpus"}},
        {Kind::IdleGpus, {"batch", "gpus"}},
        {Kind::LastBatch, {"dataset", "batch_size", "drop_last"}},
        {Kind::GatheredShape, {"batch", "in", "out", "gpus"}},
        {Kind::ChunkShapes, {"shape", "dim", "gpus"}},
        {Kind::GradBytesToGpu0, {"batch", "gpus", "in", "out"}},
        {Kind::RingSteps, {"world"}},
        {Kind::DdpShard, {"dataset", "world", "rank", "drop_last"}},
    };
    for (const Question& q : generate(4, 1000)) {
      const std::string line = to_json_line(q);
      QVERIFY(line.find('\n') == std::string::npos);
      const nlohmann::ordered_json j = nlohmann::ordered_json::parse(line);
      std::vector<std::string> top;
      for (const auto& [k, v] : j.items()) top.push_back(k);
      const std::vector<std::string> expected_top = q.numeric ? std::vector<std::string>{"kind", "config", "question", "answer"}
                                                              : std::vector<std::string>{"kind", "config", "question", "options", "answer"};
      QCOMPARE(top, expected_top);
      QCOMPARE(j["kind"].get<std::string>(), std::string(kind_name(q.kind)));
      std::vector<std::string> config;
      for (const auto& [k, v] : j["config"].items()) config.push_back(k);
      QCOMPARE(config, keys.at(q.kind));
      std::vector<std::string> cfg_api;
      for (std::string_view k : config_keys(q.kind)) cfg_api.emplace_back(k);
      QCOMPARE(cfg_api, keys.at(q.kind));
      QCOMPARE(j["question"].size(), std::size_t{2});
      QCOMPARE(j["question"]["en"].get<std::string>(), q.text.en);
      QCOMPARE(j["question"]["zh_CN"].get<std::string>(), q.text.zh_CN);
      QCOMPARE(json(j["answer"]), quiz_ref::answer(q));
      if (!q.numeric) {
        QCOMPARE(j["options"].size(), std::size_t{4});
        QCOMPARE(j["options"][static_cast<std::size_t>(q.right)], j["answer"]);
      } else {
        QVERIFY(j["answer"].is_number_integer());
      }
    }
    for (Kind k : all_kinds()) {
      const bool numeric = k == Kind::IdleGpus || k == Kind::GradBytesToGpu0 || k == Kind::RingSteps;
      QCOMPARE(dp::quiz::generate(1, 1, {k})[0].numeric, numeric);
    }
  }

  void giftEscapes() {
    QCOMPARE(gift_escape("a~b=c#d{e}f:g\\h"), std::string("a\\~b\\=c\\#d\\{e\\}f\\:g\\\\h"));
    QCOMPARE(gift_escape("x\ny"), std::string("x\\ny"));
    QCOMPARE(gift_escape("张量 [3, 2]。"), std::string("张量 [3, 2]。"));
  }

  // Every GIFT line is one well-formed question whose unescaped parts are the question's own texts.
  void giftLinesAreOneQuestionEach() {
    for (const char* lang : {"en", "zh_CN"}) {
      int n = 1;
      for (const Question& q : generate(6, 1000)) {
        const std::string line = to_gift_line(q, n, lang);
        const quiz_checks::GiftQuestion g = quiz_checks::parse_gift(line);
        QVERIFY2(g.error.empty(), qPrintable(QString::fromStdString(g.error + ": " + line)));
        QCOMPARE(g.title, "Q" + std::to_string(n));
        QCOMPARE(g.text, q.text.in(lang));
        QCOMPARE(g.numeric, q.numeric);
        if (q.numeric) {
          QCOMPARE(g.number, q.answer_json);
          QCOMPARE(g.general, q.why.in(lang));  // the rule's one sentence, as the options' feedback does
        } else {
          QCOMPARE(g.answers.size(), std::size_t{4});
          for (std::size_t i = 0; i < 4; ++i) {
            QCOMPARE(g.answers[i].right, static_cast<int>(i) == q.right);
            QCOMPARE(g.answers[i].text, q.options[i].text.in(lang));
            QCOMPARE(g.answers[i].feedback, q.options[i].why.in(lang));
          }
        }
        ++n;
      }
    }
    // The checker itself refuses what Moodle would misread.
    QVERIFY(!quiz_checks::parse_gift("::Q1:: a = b {#3}").error.empty());
    QVERIFY(!quiz_checks::parse_gift("::Q1:: a {=x ~y:z}").error.empty());
    QVERIFY(!quiz_checks::parse_gift("::Q1:: a {#3} b").error.empty());
    QVERIFY(quiz_checks::parse_gift("::Q1:: a \\= b {#3}").error.empty());
    QCOMPARE(quiz_checks::parse_gift("::Q1:: a {#3####why}").general, std::string("why"));
    QVERIFY(!quiz_checks::parse_gift("::Q1:: a {#3###why}").error.empty());
  }

  // torch.chunk(x, G, dim) is a question about a tensor alone: its feedback, in either language,
  // never speaks of GPUs (R1 has none; the G is only the number of pieces asked for).
  void chunkShapesFeedbackNamesNoGpu_R1() {
    int seen = 0;
    for (std::uint64_t seed = 0; seed < 3; ++seed) {
      for (const Question& q : generate(seed, 1000, {Kind::ChunkShapes})) {
        std::vector<std::string> texts{q.text.en, q.text.zh_CN, q.why.en, q.why.zh_CN};
        for (const Option& o : q.options) texts.push_back(o.why.en), texts.push_back(o.why.zh_CN);
        for (const std::string& t : texts) {
          QVERIFY2(t.find("GPU") == std::string::npos, t.c_str());
          ++seen;
        }
      }
    }
    QVERIFY(seen > 1000);
  }

  // zh_CN texts use the glossary's words (批次, 数据块, 收集（gather）, rank（进程序号）...), a space
  // between Chinese and Latin, full-width punctuation in Chinese sentences.
  void zhTextsFollowTheGlossary() {
    const QList<GlossaryRow> rows = read_glossary(DPVIZ_SOURCE_DIR "/translations/glossary.md");
    QVERIFY(rows.size() >= 20);
    std::set<std::string> texts;
    for (std::uint64_t seed = 0; seed < 3; ++seed) {
      for (const Question& q : generate(seed, 1000)) {
        texts.insert(q.text.zh_CN);
        texts.insert(q.why.zh_CN);
        for (const Option& o : q.options) texts.insert(o.text.zh_CN), texts.insert(o.why.zh_CN);
      }
    }
    for (const auto& [kind, config] : edge_configs()) {
      const Question q = make(kind, config);
      for (const Option& o : q.options) texts.insert(o.why.zh_CN), texts.insert(o.text.zh_CN);
    }
    for (const Kind k : all_kinds()) texts.insert(kind_label(k).zh_CN);
    QVERIFY(texts.size() > 1000);
    QStringList wrong;
    for (const std::string& t : texts) {
      const QString text = QString::fromStdString(t);
      for (const QString& p : quiz_checks::zh_problems(text, rows)) wrong << text + " — " + p;
    }
    wrong.removeDuplicates();
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.mid(0, 10).join("\n")));
  }
};

QTEST_GUILESS_MAIN(TestQuiz)
#include "test_quiz.moc"
