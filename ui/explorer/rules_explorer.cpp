// RulesExplorer: a QCPColorMap filled from the engine's split_facts, hover and click on cells.
#include "explorer/rules_explorer.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMouseEvent>
#include <QSplitter>
#include <QTabWidget>
#include <QToolTip>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include "explorer/ddp_page.h"
#include "explorer/dims_page.h"
#include "explorer/epoch_page.h"
#include "explorer/rule_text.h"

RulesExplorer::RulesExplorer(QWidget* parent) : QWidget(parent) {
  mode_ = new QComboBox(this);
  mode_->setObjectName(QStringLiteral("explorerMode"));
  plot_ = new QCustomPlot(this);
  plot_->setMinimumSize(360, 240);
  plot_->setMouseTracking(true);
  map_ = new QCPColorMap(plot_->xAxis, plot_->yAxis);
  map_->data()->setSize(kMaxBatch, kMaxGpus);
  map_->data()->setRange(QCPRange(1, kMaxBatch), QCPRange(1, kMaxGpus));
  map_->setInterpolate(false);
  scale_ = new QCPColorScale(plot_);
  plot_->plotLayout()->addElement(0, 1, scale_);
  map_->setColorScale(scale_);
  QCPColorGradient gradient;
  gradient.setColorStopAt(0.0, QColor(30, 60, 110));
  gradient.setColorStopAt(0.5, QColor(40, 160, 140));
  gradient.setColorStopAt(1.0, QColor(250, 220, 80));
  map_->setGradient(gradient);
  auto* margins = new QCPMarginGroup(plot_);
  plot_->axisRect()->setMarginGroup(QCP::msBottom | QCP::msTop, margins);
  scale_->setMarginGroup(QCP::msBottom | QCP::msTop, margins);
  hover_ = new QLabel(this);
  hover_->setWordWrap(true);
  hover_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  hover_->setMinimumHeight(hover_->fontMetrics().height() * 2 + 8);

  auto* left = new QWidget(this);
  auto* left_layout = new QVBoxLayout(left);
  left_layout->setContentsMargins(0, 0, 0, 0);
  left_layout->addWidget(mode_);
  left_layout->addWidget(plot_, 1);
  left_layout->addWidget(hover_);

  dims_ = new DimsPage(this);
  epoch_ = new EpochPage(this);
  ddp_ = new DdpPage(this);
  pages_ = new QTabWidget(this);
  pages_->addTab(dims_, QString());
  pages_->addTab(epoch_, QString());
  pages_->addTab(ddp_, QString());

  auto* splitter = new QSplitter(Qt::Horizontal, this);
  splitter->addWidget(left);
  splitter->addWidget(pages_);
  splitter->setStretchFactor(0, 3);
  splitter->setStretchFactor(1, 2);
  auto* layout = new QHBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addWidget(splitter);

  connect(mode_, &QComboBox::currentIndexChanged, this, [this] { fillMap(); });
  connect(plot_, &QCustomPlot::mouseMove, this, [this](QMouseEvent* e) { hover(e->pos()); });
  connect(plot_, &QCustomPlot::mousePress, this, [this](QMouseEvent* e) {
    const QPoint cell = cellAt(e->pos());
    if (e->button() == Qt::LeftButton && cell.x() > 0) emit cellActivated(cell.x(), cell.y());
  });
  retranslate();
}

RulesExplorer::Mode RulesExplorer::mode() const { return Mode(std::max(0, mode_->currentIndex())); }

void RulesExplorer::setMode(Mode mode) { mode_->setCurrentIndex(int(mode)); }

double RulesExplorer::cellValue(int batch, int gpus) const {
  const dp::SplitFacts f = dp::split_facts(batch, gpus);
  switch (mode()) {
    case Mode::DevicesUsed: return f.used;
    case Mode::Imbalance: return f.imbalance;
    case Mode::IdleDevices: return f.idle;
  }
  return 0;
}

QString RulesExplorer::cellText(int batch, int gpus) const {
  const dp::SplitFacts f = dp::split_facts(batch, gpus);
  return tr("batch %1 on %2 GPUs: %3").arg(batch).arg(gpus).arg(chunkListText(f.chunk_sizes)) +
         QStringLiteral("\n") + workedRule(f);
}

QPoint RulesExplorer::cellAt(const QPoint& pos) const {
  double x = 0, y = 0;
  map_->pixelsToCoords(QPointF(pos), x, y);
  const int batch = qRound(x), gpus = qRound(y);
  if (batch < 1 || batch > kMaxBatch || gpus < 1 || gpus > kMaxGpus) return {};
  return {batch, gpus};
}

void RulesExplorer::hover(const QPoint& pos) {
  const QPoint cell = cellAt(pos);
  if (cell.x() == 0) {
    QToolTip::hideText();
    return;
  }
  const QString text = cellText(cell.x(), cell.y());
  hover_->setText(text);
  QToolTip::showText(plot_->mapToGlobal(pos), text + QStringLiteral("\n") + tr("Click to run it."), plot_);
}

void RulesExplorer::fillMap() {
  for (int g = 1; g <= kMaxGpus; ++g) {
    for (int b = 1; b <= kMaxBatch; ++b) map_->data()->setCell(b - 1, g - 1, cellValue(b, g));
  }
  map_->rescaleDataRange(true);
  scale_->axis()->setLabel(mode_->currentText());
  plot_->rescaleAxes();
  plot_->replot();
}

void RulesExplorer::retranslate() {
  const int mode = std::max(0, mode_->currentIndex());
  const QSignalBlocker block(mode_);
  mode_->clear();
  mode_->addItems({tr("GPUs used"), tr("Imbalance (largest chunk ÷ smallest)"), tr("Idle GPUs")});
  mode_->setCurrentIndex(mode);
  plot_->xAxis->setLabel(tr("batch size"));
  plot_->yAxis->setLabel(tr("GPU count"));
  hover_->setText(tr("Hover over a cell to see the rule worked through; click it to run that batch."));
  pages_->setTabText(0, tr("Other dims"));
  pages_->setTabText(1, tr("Whole epoch"));
  pages_->setTabText(2, tr("DDP vs DataParallel"));
  fillMap();
}

void RulesExplorer::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(event);
}
