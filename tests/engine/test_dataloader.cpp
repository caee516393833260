// DataLoader batching (SEMANTICS R11.1, R12): sizes, indices and error texts against real PyTorch;
// the shuffle is the engine's own (R12.3), so only its sizes and permutation property are compared.
#include <algorithm>
#include <numeric>

#include "data/dataloader.h"
#include "core/error.h"
#include "golden.h"
#include "device/host_device.h"

class TestDataLoader : public QObject {
  Q_OBJECT
  dp::HostDevice host_;

 private slots:
  void sequential_R12_2_data() {
    QTest::addColumn<QJsonObject>("c");
    for (const auto& v : load_golden("loader.json")["sequential"].toArray()) {
      const auto o = v.toObject();
      QTest::addRow("n=%lld bs=%lld drop=%d", o["data_size"].toInteger(), o["batch_size"].toInteger(),
                    o["drop_last"].toBool())
          << o;
    }
  }
  void sequential_R12_2() {
    QFETCH(QJsonObject, c);
    dp::RandomDataset data(5, c["data_size"].toInteger(), 0, host_);
    dp::DataLoader loader(data, {c["batch_size"].toInteger(), false, c["drop_last"].toBool(), 0});
    QCOMPARE(loader.size(), c["len"].toInteger());
    std::vector<std::int64_t> sizes;
    for (const auto& b : loader.batches()) sizes.push_back(std::int64_t(b.size()));
    QCOMPARE(sizes, to_ints(c["batch_sizes"]));
    QCOMPARE(dp::batch_sizes(c["data_size"].toInteger(), c["batch_size"].toInteger(), c["drop_last"].toBool()),
             to_ints(c["batch_sizes"]));
    if (c.contains("indices")) {
      const auto want = c["indices"].toArray();
      QCOMPARE(loader.batches().size(), std::size_t(want.size()));
      for (qsizetype i = 0; i < want.size(); ++i) QCOMPARE(loader.batches()[std::size_t(i)], to_ints(want[i]));
    }
  }

  void tutorialCase_R11_1() {
    const auto c = load_golden("loader.json")["tutorial_case"].toObject();
    dp::RandomDataset data(5, 100, 0, host_);
    dp::DataLoader loader(data, {30, false, false, 0});
    const auto shapes = c["batch_shapes"].toArray();
    QCOMPARE(loader.size(), c["len"].toInteger());
    for (std::int64_t i = 0; i < loader.size(); ++i) {
      const dp::Tensor batch = loader.batch(i, host_);
      QCOMPARE(batch.shape().dims(), to_ints(shapes[i]));
      // default_collate stacks the samples: row r of the batch is sample indices[i][r].
      const auto& idx = loader.batches()[std::size_t(i)];
      for (std::size_t r = 0; r < idx.size(); ++r) {
        QCOMPARE(batch.data()[r * 5 + 3], data.data().data()[idx[r] * 5 + 3]);
      }
    }
  }

  // Shuffling changes only which samples go where (R12.3): same sizes as torch, a permutation of
  // 0..n-1, reproducible for a seed, different for another seed and for another epoch.
  void shuffled_R12_3_data() {
    QTest::addColumn<QJsonObject>("c");
    for (const auto& v : load_golden("loader.json")["shuffled"].toArray()) {
      const auto o = v.toObject();
      QTest::addRow("n=%lld bs=%lld drop=%d", o["data_size"].toInteger(), o["batch_size"].toInteger(),
                    o["drop_last"].toBool())
          << o;
    }
  }
  void shuffled_R12_3() {
    QFETCH(QJsonObject, c);
    dp::RandomDataset data(5, c["data_size"].toInteger(), 0, host_);
    const dp::DataLoaderOptions opts{c["batch_size"].toInteger(), true, c["drop_last"].toBool(), 7};
    if (c.contains("error")) {
      try {
        dp::DataLoader loader(data, opts);
        QFAIL("no error raised");
      } catch (const dp::Error& e) {
        QCOMPARE(QString(e.type_name()), c["error"].toObject()["type"].toString());
        QCOMPARE(QString(e.what()), c["error"].toObject()["message"].toString());
      }
      return;
    }
    dp::DataLoader loader(data, opts);
    std::vector<std::int64_t> sizes, all;
    for (const auto& b : loader.batches()) {
      sizes.push_back(std::int64_t(b.size()));
      all.insert(all.end(), b.begin(), b.end());
    }
    QCOMPARE(sizes, to_ints(c["batch_sizes"]));
    std::sort(all.begin(), all.end());
    QVERIFY(std::adjacent_find(all.begin(), all.end()) == all.end());  // no sample twice
    for (auto i : all) QVERIFY(i >= 0 && i < c["data_size"].toInteger());
    dp::DataLoader again(data, opts);
    QCOMPARE(again.batches(), loader.batches());
  }

  void shufflePermutesAndDependsOnSeed_R12_3() {
    dp::RandomDataset data(2, 100, 0, host_);
    dp::DataLoader a(data, {100, true, false, 1});
    dp::DataLoader b(data, {100, true, false, 2});
    std::vector<std::int64_t> identity(100);
    std::iota(identity.begin(), identity.end(), 0);
    QVERIFY(a.batches()[0] != identity);
    QVERIFY(a.batches()[0] != b.batches()[0]);
    auto first_epoch = a.batches();
    a.set_epoch(1);
    QVERIFY(a.batches() != first_epoch);
    auto sorted = a.batches()[0];
    std::sort(sorted.begin(), sorted.end());
    QCOMPARE(sorted, identity);
  }

  void errors_R12_4_data() {
    QTest::addColumn<qint64>("n");
    QTest::addColumn<qint64>("batch");
    QTest::addColumn<bool>("shuffle");
    QTest::addColumn<QString>("message");
    QTest::newRow("batch 0") << 10LL << 0LL << false
                             << "batch_size should be a positive integer value, but got batch_size=0";
    QTest::newRow("batch -3") << 10LL << -3LL << false
                              << "batch_size should be a positive integer value, but got batch_size=-3";
    QTest::newRow("shuffle empty first") << 0LL << 0LL << true
                                         << "num_samples should be a positive integer value, but got num_samples=0";
  }
  void errors_R12_4() {
    QFETCH(qint64, n);
    QFETCH(qint64, batch);
    QFETCH(bool, shuffle);
    QFETCH(QString, message);
    dp::RandomDataset data(5, n, 0, host_);
    try {
      dp::DataLoader loader(data, {batch, shuffle, false, 0});
      QFAIL("no error raised");
    } catch (const dp::Error& e) {
      QCOMPARE(e.type(), dp::ErrorType::ValueError);
      QCOMPARE(QString(e.what()), message);
    }
  }

  void randomDatasetIsReproducibleAndNormal() {
    dp::RandomDataset a(5, 2000, 42, host_), b(5, 2000, 42, host_), c(5, 2000, 43, host_);
    QVERIFY(std::equal(a.data().data(), a.data().data() + 10000, b.data().data()));
    QVERIFY(!std::equal(a.data().data(), a.data().data() + 10000, c.data().data()));
    double sum = 0, sq = 0;
    for (int i = 0; i < 10000; ++i) {
      sum += a.data().data()[i];
      sq += double(a.data().data()[i]) * a.data().data()[i];
    }
    QVERIFY(std::abs(sum / 10000) < 0.05);            // mean ~ 0
    QVERIFY(std::abs(sq / 10000 - 1.0) < 0.08);       // variance ~ 1 (torch.randn)
  }
};

QTEST_GUILESS_MAIN(TestDataLoader)
#include "test_dataloader.moc"
