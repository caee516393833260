// DDP bucket assignment (SEMANTICS R14.3–R14.5): SEMANTICS' example, one bucket per dtype on the
// first iteration, and randomized property tests against the rule read literally (each closed
// bucket reaches its limit only with its last tensor; keys never mix; sorted by smallest index).
#include <QTest>

#include <algorithm>
#include <map>
#include <random>
#include <set>

#include "parallel/buckets.h"

using Buckets = std::vector<std::vector<std::size_t>>;

namespace {

std::vector<dp::BucketTensor> of_bytes(const std::vector<std::uint64_t>& bytes) {
  std::vector<dp::BucketTensor> t;
  for (auto b : bytes) t.push_back({b, "float32"});
  return t;
}

// Checks `got` against R14.4 for tensors walked in `order`; returns "" or what is wrong.
std::string violation(const std::vector<dp::BucketTensor>& t, const std::vector<std::uint64_t>& limits,
                      const std::vector<std::size_t>& order, const Buckets& got, bool sorted) {
  std::set<std::size_t> seen;
  std::map<std::string, std::vector<const std::vector<std::size_t>*>> per_key;  // in walk order
  std::map<std::size_t, std::size_t> position;
  for (std::size_t k = 0; k < order.size(); ++k) position[order[k]] = k;
  for (const auto& b : got) {
    if (b.empty()) return "an empty bucket";
    for (std::size_t i : b) {
      if (!seen.insert(i).second) return "tensor " + std::to_string(i) + " twice";
      if (t[i].key != t[b[0]].key) return "keys mixed in one bucket";
    }
    for (std::size_t j = 1; j < b.size(); ++j) {
      if (position[b[j]] < position[b[j - 1]]) return "a bucket not in walk order";
    }
    per_key[t[b[0]].key].push_back(&b);
  }
  if (seen.size() != order.size()) return "a tensor missing";
  for (auto& [key, list] : per_key) {
    std::sort(list.begin(), list.end(), [&](auto* a, auto* b) { return position[a->front()] < position[b->front()]; });
    for (std::size_t n = 0; n < list.size(); ++n) {
      const std::uint64_t limit = limits[std::min(n, limits.size() - 1)];
      std::uint64_t sum = 0;
      for (std::size_t j = 0; j < list[n]->size(); ++j) {
        sum += t[(*list[n])[j]].bytes;
        const bool last = j + 1 == list[n]->size();
        if (!last && sum >= limit) return "a bucket went on past its limit";
        if (last && n + 1 < list.size() && sum < limit) return "a bucket closed below its limit";
      }
    }
  }
  if (sorted && !std::is_sorted(got.begin(), got.end(), [](const auto& a, const auto& b) {
        return *std::min_element(a.begin(), a.end()) < *std::min_element(b.begin(), b.end());
      })) {
    return "not sorted by smallest index";
  }
  return "";
}

}  // namespace

class TestBuckets final : public QObject {
  Q_OBJECT
 private slots:
  void r14_4_semanticsExample() {
    const auto t = of_bytes({400, 1200000, 1200000, 40, 20000000, 8000000, 32000000});
    const dp::BucketPlan plan = dp::plan_buckets(t, dp::kDefaultBucketCapBytes, dp::kDefaultFirstBucketBytes, false);
    QCOMPARE(plan.buckets, (Buckets{{0, 1}, {2, 3, 4, 5}, {6}}));
    QCOMPARE(plan.reducer_order, (Buckets{{6}, {2, 3, 4, 5}, {0, 1}}));
    QCOMPARE(dp::bucket_plan_json(plan), std::string("{\"buckets\":[[0,1],[2,3,4,5],[6]],\"reducer_order\":[[6],[2,3,4,5],[0,1]]}"));
  }

  void r14_3_caps() {
    QCOMPARE(dp::kDefaultBucketCapBytes, std::uint64_t(26214400));
    QCOMPARE(dp::kDefaultFirstBucketBytes, std::uint64_t(1048576));
    // ">=": exactly the first limit closes the bucket.
    QCOMPARE(dp::compute_bucket_assignment_by_size(of_bytes({1048576, 1}), {1048576, 26214400}), (Buckets{{0}, {1}}));
    QCOMPARE(dp::compute_bucket_assignment_by_size(of_bytes({1048575, 1, 5}), {1048576, 26214400}), (Buckets{{0, 1}, {2}}));
  }

  void r14_5_initialIsOneBucketPerDtype() {
    std::vector<dp::BucketTensor> t = of_bytes({400, 1200000, 1200000, 40, 20000000, 8000000, 32000000});
    QCOMPARE(dp::plan_buckets(t, dp::kDefaultBucketCapBytes, dp::kDefaultFirstBucketBytes, true).buckets,
             (Buckets{{0, 1, 2, 3, 4, 5, 6}}));
    t[1].key = t[4].key = "float16";
    const dp::BucketPlan plan = dp::plan_buckets(t, dp::kDefaultBucketCapBytes, dp::kDefaultFirstBucketBytes, true);
    QCOMPARE(plan.buckets, (Buckets{{0, 2, 3, 5, 6}, {1, 4}}));
    QCOMPARE(plan.reducer_order, (Buckets{{1, 4}, {0, 2, 3, 5, 6}}));
  }

  void r14_4_limitsPerDtype() {
    // Each dtype walks its own limits: float16's first bucket closes at 1 MiB too.
    std::vector<dp::BucketTensor> t = of_bytes({600000, 600000, 600000, 600000});
    t[1].key = t[3].key = "float16";
    QCOMPARE(dp::compute_bucket_assignment_by_size(t, {1048576, 26214400}), (Buckets{{0, 2}, {1, 3}}));
  }

  void r14_5_explicitOrderKeepsClosingOrder() {
    // The rebuild walks gradient-ready order and does not sort.
    const auto t = of_bytes({1048576, 4096, 4194304, 4096, 1048576, 1024});
    QCOMPARE(dp::compute_bucket_assignment_by_size(t, {1048576, 1048576}, {5, 4, 3, 2, 1, 0}),
             (Buckets{{5, 4}, {3, 2}, {1, 0}}));
  }

  void r14_4_randomizedProperties() {
    std::mt19937_64 rng(14);
    const char* keys[] = {"float32", "float16", "float64"};
    for (int trial = 0; trial < 2000; ++trial) {
      const std::size_t n = rng() % 12;
      std::vector<dp::BucketTensor> t;
      for (std::size_t i = 0; i < n; ++i) {
        const std::uint64_t bytes = (rng() % 4 == 0) ? 0 : 1 + rng() % 3000;
        t.push_back({bytes, keys[rng() % (1 + trial % 3)]});
      }
      std::vector<std::uint64_t> limits{1 + rng() % 2000};
      if (rng() % 2) limits.push_back(1 + rng() % 5000);
      std::vector<std::size_t> order(n);
      for (std::size_t i = 0; i < n; ++i) order[i] = i;
      const bool explicit_order = rng() % 2;
      if (explicit_order) std::shuffle(order.begin(), order.end(), rng);
      const Buckets got = dp::compute_bucket_assignment_by_size(t, limits, explicit_order ? order : std::vector<std::size_t>{});
      const std::string wrong = violation(t, limits, order, got, !explicit_order);
      if (!wrong.empty()) QFAIL(qPrintable(QString("trial %1: %2").arg(trial).arg(QString::fromStdString(wrong))));
    }
  }

  void r14_4_emptyLimitsRefused() {
    QVERIFY_THROWS_EXCEPTION(std::exception, dp::compute_bucket_assignment_by_size(of_bytes({1}), {}));
  }
};

QTEST_GUILESS_MAIN(TestBuckets)
#include "test_buckets.moc"
