// torch.chunk's rule (SEMANTICS R1): golden cases from real PyTorch, an exhaustive comparison
// with tests/reference's plain split, n-d shapes and error texts.
#include <QRegularExpression>

#include "core/chunk.h"
#include "core/error.h"
#include "golden.h"
#include "reference/dataparallel_reference.h"

class TestChunk : public QObject {
  Q_OBJECT
 private slots:
  void goldenDim0_R1_2_data() {
    QTest::addColumn<qint64>("n");
    QTest::addColumn<qint64>("k");
    QTest::addColumn<QJsonArray>("sizes");
    for (const auto& v : load_golden("chunks.json")["chunk_dim0_shape_Nx5"].toArray()) {
      const auto o = v.toObject();
      QTest::addRow("N=%lld k=%lld", o["N"].toInteger(), o["k"].toInteger())
          << o["N"].toInteger() << o["k"].toInteger() << o["sizes"].toArray();
    }
  }
  void goldenDim0_R1_2() {
    QFETCH(qint64, n);
    QFETCH(qint64, k);
    QFETCH(QJsonArray, sizes);
    QCOMPARE(dp::chunk_sizes(n, k), to_ints(sizes));
  }

  // Beyond the golden subset: every n < 700 and k <= 70, against tests/reference's plain split, both
  // as sizes and as shapes cut along a dimension.
  void exhaustiveAgainstTheReference_R1_2() {
    for (std::int64_t n = 0; n < 700; ++n) {
      for (std::int64_t k = 1; k <= 70; ++k) {
        const std::vector<std::int64_t> want = reference::chunk(n, k);
        if (dp::chunk_sizes(n, k) != want) QFAIL(qPrintable(QString("sizes: n=%1 k=%2").arg(n).arg(k)));
        std::vector<std::int64_t> along_dim1;
        for (const dp::Shape& piece : dp::chunk_shapes(dp::Shape{3, n}, k, 1)) along_dim1.push_back(piece[1]);
        if (along_dim1 != want) QFAIL(qPrintable(QString("shapes: n=%1 k=%2").arg(n).arg(k)));
      }
    }
  }

  void consequences_R1_3() {
    QCOMPARE(dp::chunk_sizes(10, 8), (std::vector<std::int64_t>{2, 2, 2, 2, 2}));
    QCOMPARE(dp::chunk_sizes(30, 7), (std::vector<std::int64_t>(6, 5)));
    QCOMPARE(dp::chunk_sizes(30, 11), (std::vector<std::int64_t>(10, 3)));
    QCOMPARE(dp::chunk_sizes(30, 13), (std::vector<std::int64_t>(10, 3)));
    QCOMPARE(dp::chunk_sizes(6, 4), (std::vector<std::int64_t>{2, 2, 2}));
    QCOMPARE(dp::chunk_sizes(3, 8), (std::vector<std::int64_t>{1, 1, 1}));  // 1 <= N < k
    // Huge sizes do not overflow.
    const std::int64_t big = std::int64_t{1} << 62;
    const auto s = dp::chunk_sizes(big + 1, 2);
    QCOMPARE(s.size(), std::size_t{2});
    QCOMPARE(s[0] + s[1], big + 1);
  }

  void tutorialTable_R11_2_data() {
    QTest::addColumn<int>("gpus");
    QTest::addColumn<QJsonArray>("batches");
    for (const auto& v : load_golden("chunks.json")["tutorial_expected"].toArray()) {
      const auto o = v.toObject();
      QTest::addRow("%d GPUs", o["gpus"].toInt()) << o["gpus"].toInt() << o["batches"].toArray();
    }
  }
  void tutorialTable_R11_2() {
    QFETCH(int, gpus);
    QFETCH(QJsonArray, batches);
    QVERIFY(!batches.isEmpty());
    for (const auto& b : batches) {
      const auto o = b.toObject();
      QCOMPARE(dp::chunk_sizes(o["batch"].toInteger(), gpus), to_ints(o["per_replica_rows"]));
    }
  }

  void nd_R1_3_data() {
    QTest::addColumn<QJsonObject>("c");
    for (const auto& v : load_golden("chunks.json")["chunk_nd"].toArray()) {
      const auto o = v.toObject();
      QTest::addRow("%s k=%d dim=%d", qPrintable(QJsonDocument(o["shape"].toArray()).toJson(QJsonDocument::Compact)),
                    o["chunks"].toInt(), o["dim"].toInt())
          << o;
    }
  }
  void nd_R1_3() {
    QFETCH(QJsonObject, c);
    const auto shapes = dp::chunk_shapes(dp::Shape{to_ints(c["shape"])}, c["chunks"].toInt(), c["dim"].toInt());
    const auto want = c["shapes"].toArray();
    QCOMPARE(shapes.size(), std::size_t(want.size()));
    for (qsizetype i = 0; i < want.size(); ++i) QCOMPARE(shapes[std::size_t(i)].dims(), to_ints(want[i]));
    QCOMPARE(dp::wrap_dim(c["dim"].toInt(), int(c["shape"].toArray().size())), c["wrapped_dim"].toInt());
  }

  void errors_R1_1_data() {
    QTest::addColumn<QString>("call");
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("message");
    for (const auto& v : load_golden("chunks.json")["chunk_errors"].toArray()) {
      const auto o = v.toObject();
      QTest::newRow(qPrintable(o["call"].toString()))
          << o["call"].toString() << o["error"].toObject()["type"].toString()
          << o["error"].toObject()["message"].toString();
    }
  }
  void errors_R1_1() {
    QFETCH(QString, call);
    QFETCH(QString, type);
    QFETCH(QString, message);
    // torch.chunk(torch.empty(3, 4), 2, dim=2) / torch.chunk(torch.tensor(1.0), 2)
    static const QRegularExpression re(
        R"(torch\.chunk\(torch\.(?:tensor\([^)]*\)|empty\(([0-9, ]*)\)), (-?\d+)(?:, dim=(-?\d+))?\))");
    const auto m = re.match(call);
    QVERIFY2(m.hasMatch(), qPrintable(call));
    std::vector<std::int64_t> dims;
    for (const auto& d : m.captured(1).split(',', Qt::SkipEmptyParts)) dims.push_back(d.trimmed().toLongLong());
    const std::int64_t k = m.captured(2).toLongLong();
    const std::int64_t dim = m.captured(3).isEmpty() ? 0 : m.captured(3).toLongLong();
    try {
      dp::chunk_shapes(dp::Shape{dims}, k, dim);
      QFAIL("no error raised");
    } catch (const dp::Error& e) {
      QCOMPARE(QString(e.type_name()), type);
      QCOMPARE(QString(e.what()), message);
    }
  }

  // ATen checks `chunks` before the dim: both wrong reports the chunks error.
  void errorOrder_R1_1() {
    try {
      dp::chunk_shapes(dp::Shape{3, 4}, 0, 5);
      QFAIL("no error raised");
    } catch (const dp::Error& e) {
      QCOMPARE(QString(e.what()), QString("chunk expects `chunks` to be greater than 0, got: 0"));
    }
  }
};

QTEST_GUILESS_MAIN(TestChunk)
#include "test_chunk.moc"
