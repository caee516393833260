// Shape text against torch.Size (SEMANTICS R2) and dim wrapping (R1.1).
#include "golden.h"
#include "core/error.h"
#include "core/shape.h"

class TestShape : public QObject {
  Q_OBJECT
 private slots:
  void torchSizeText_R2_1_data() {
    QTest::addColumn<QJsonArray>("dims");
    QTest::addColumn<QString>("text");
    for (const auto& v : load_golden("chunks.json")["torch_size_str"].toArray()) {
      const auto o = v.toObject();
      QTest::newRow(qPrintable(o["str"].toString())) << o["dims"].toArray() << o["str"].toString();
    }
  }
  void torchSizeText_R2_1() {
    QFETCH(QJsonArray, dims);
    QFETCH(QString, text);
    dp::Shape shape{to_ints(dims)};
    QCOMPARE(QString::fromStdString(shape.to_string()), text);
  }

  void numelOuterInner() {
    dp::Shape s{2, 3, 4};
    QCOMPARE(s.numel(), 24);
    QCOMPARE(s.outer(1), 2);
    QCOMPARE(s.inner(1), 4);
    QCOMPARE(dp::Shape{}.numel(), 1);  // a 0-dim tensor holds one element
    QCOMPARE((dp::Shape{2, 0, 3}.numel()), 0);
  }

  void wrapDim_R1_1() {
    QCOMPARE(dp::wrap_dim(-1, 2), 1);
    QCOMPARE(dp::wrap_dim(-2, 2), 0);
    QCOMPARE(dp::wrap_dim(1, 2), 1);
    try {
      dp::wrap_dim(2, 2);
      QFAIL("no error");
    } catch (const dp::Error& e) {
      QCOMPARE(e.type(), dp::ErrorType::IndexError);
      QCOMPARE(QString(e.what()),
               QString("Dimension out of range (expected to be in range of [-2, 1], but got 2)"));
    }
  }

  void pythonList() {
    QCOMPARE(QString::fromStdString(dp::python_list({2, 2, 1})), QString("[2, 2, 1]"));
    QCOMPARE(QString::fromStdString(dp::python_list({})), QString("[]"));
  }
};

QTEST_GUILESS_MAIN(TestShape)
#include "test_shape.moc"
