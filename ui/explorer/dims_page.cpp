// DimsPage: parses "4, 10, 3", calls the engine's chunk_shapes, lists the pieces.
#include "explorer/dims_page.h"

#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QVBoxLayout>

#include "core/chunk.h"
#include "core/error.h"
#include "core/shape.h"

DimsPage::DimsPage(QWidget* parent) : RulesPage(Gpus, parent) {
  shape_ = new QLineEdit(QStringLiteral("4, 10, 3"), this);
  dim_ = new QSpinBox(this);
  dim_->setRange(-8, 7);
  dim_->setValue(1);
  addRow(shape_);
  addRow(dim_);
  result_ = new QPlainTextEdit(this);
  result_->setReadOnly(true);
  body()->addWidget(result_, 1);
  connect(shape_, &QLineEdit::textChanged, this, &DimsPage::compute);
  recomputeOn(dim_);
  retranslate();
  compute();
}

void DimsPage::setShape(const QString& shape, int dim) {
  const QSignalBlocker b1(shape_), b2(dim_);
  shape_->setText(shape);
  dim_->setValue(dim);
  compute();
}

QString DimsPage::resultText() const { return result_->toPlainText(); }

void DimsPage::compute() {
  QString cleaned = shape_->text();
  cleaned.remove('[').remove(']').remove('(').remove(')');
  std::vector<std::int64_t> dims;
  bool ok = true;
  for (const QString& part : cleaned.split(',', Qt::SkipEmptyParts)) {
    const qlonglong v = part.trimmed().toLongLong(&ok);
    if (!ok || v < 0 || v > 1000000000) {
      ok = false;
      break;
    }
    dims.push_back(v);
  }
  if (!ok) {
    result_->setPlainText(tr("Enter the sizes of the dims, such as 4, 10, 3."));
    return;
  }
  try {
    const dp::Shape shape{dims};
    const auto pieces = dp::chunk_shapes(shape, input().gpus, dim_->value());
    const int wrapped = dp::wrap_dim(dim_->value(), shape.ndim());
    QStringList lines;
    lines << tr("x.shape = %1: torch.chunk(x, %2, dim=%3) gives %n piece(s) along dim %4", nullptr, int(pieces.size()))
                 .arg(QString::fromStdString(shape.to_string()))
                 .arg(input().gpus)
                 .arg(dim_->value())
                 .arg(wrapped);
    for (std::size_t i = 0; i < pieces.size(); ++i) {
      lines << tr("GPU %1: %2").arg(i).arg(QString::fromStdString(pieces[i].to_list_string()));
    }
    const int idle = input().gpus - int(pieces.size());
    if (idle > 0) lines << tr("%n GPU(s) idle", nullptr, idle);
    result_->setPlainText(lines.join('\n'));
  } catch (const dp::Error& e) {
    result_->setPlainText(QString::fromLatin1(e.type_name()) + QStringLiteral(": ") + QString::fromUtf8(e.what()));
  }
}

void DimsPage::retranslate() {
  setLabels({tr("GPUs"), tr("Shape"), tr("dim")});
  shape_->setToolTip(tr("Sizes of the tensor's dims, comma-separated"));
}
