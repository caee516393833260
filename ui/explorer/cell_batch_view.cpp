// CellBatchView: a bar of the batch's rows, one piece per replica in its GPU's stage colour, each
// as wide as its rows; the piece's size in it when it fits.
#include "explorer/cell_batch_view.h"
#include "common/no_break.h"
#include "explorer/label_fit.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

#include "explorer/rule_text.h"
#include "run/tutorial_numbers.h"
#include "stage/device_palette.h"

CellBatchBar::CellBatchBar(QWidget* parent) : QWidget(parent) {
  setMinimumHeight(fontMetrics().height() + 10);
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void CellBatchBar::setFacts(const dp::SplitFacts& facts) {
  facts_ = facts;
  update();
}

QRectF CellBatchBar::chunkRect(int replica) const {
  if (replica < 0 || replica >= int(facts_.chunk_sizes.size()) || facts_.batch <= 0) return {};
  const QRectF area = QRectF(rect()).adjusted(1, 1, -1, -1);
  std::int64_t before = 0;
  for (int i = 0; i < replica; ++i) before += facts_.chunk_sizes[std::size_t(i)];
  const double perRow = area.width() / double(facts_.batch);
  return {area.left() + perRow * double(before), area.top(), perRow * double(facts_.chunk_sizes[std::size_t(replica)]),
          area.height()};
}

void CellBatchBar::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setPen(QPen(palette().color(QPalette::Mid), 1));
  p.setBrush(palette().color(QPalette::AlternateBase));
  p.drawRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5));
  const QFontMetrics fm(font());
  for (int i = 0; i < int(facts_.chunk_sizes.size()); ++i) {
    const QRectF r = chunkRect(i);
    p.fillRect(r, deviceColor(i));  // replica i runs on GPU i (device_ids = 0..G-1)
    p.setPen(QPen(palette().color(QPalette::Base), 1));
    p.drawLine(r.topRight(), r.bottomRight());
    const QString n = QString::number(facts_.chunk_sizes[std::size_t(i)]);
    if (fm.horizontalAdvance(n) + 4 <= r.width()) {
      p.setPen(deviceTextColor(i));
      p.drawText(r, Qt::AlignCenter, n);
    }
  }
}

CellBatchView::CellBatchView(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("CellBatchView"));
  text_ = new QLabel(this);
  text_->setWordWrap(true);
  text_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  // Two lines whatever the cell (the map above must not move when another cell is shown), more
  // where a zoomed text needs them: a readout is never cut.
  label_fit::keepWhole(text_, 2);
  text_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
  bar_ = new CellBatchBar(this);
  run_ = new QPushButton(this);
  run_->setObjectName(QStringLiteral("runCellInRunTab"));
  connect(run_, &QPushButton::clicked, this, [this] { emit runRequested(batch(), gpus()); });
  auto* row = new QHBoxLayout;
  row->setContentsMargins(0, 0, 0, 0);
  row->addWidget(bar_, 1);
  row->addWidget(run_);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(text_);
  layout->addLayout(row);
  showCell(int(dp::tutorial::kBatchSize), dp::tutorial::kGpus);
}

void CellBatchView::showCell(int batch, int gpus) {
  bar_->setFacts(dp::split_facts(batch, gpus));  // the engine's rule, not a copy of it
  retranslate();
}

void CellBatchView::setCurrent(std::int64_t batch, int gpus) {
  current_batch_ = batch;
  current_gpus_ = gpus;
  retranslate();
}

void CellBatchView::retranslate() {
  const dp::SplitFacts& f = bar_->facts();
  no_break::setText(text_, tr("Batch %1 on %n GPU(s): chunks %2", nullptr, f.gpus)
                     .arg(f.batch)
                     .arg(chunkListText(f.chunk_sizes, 12)) +
                 QStringLiteral("\n") + workedRule(f));
  label_fit::refit(text_);
  run_->setText(tr("Run it in the Run tab"));
  run_->setToolTip(tr("Sets the batch size and GPU count in the controls and runs the first batch."));
  run_->setEnabled(!(f.batch == current_batch_ && f.gpus == current_gpus_));
}

void CellBatchView::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(event);
}
