// RulesExplorer: a QCPColorMap filled from the engine's split_facts, hover and click on cells.
#include "explorer/rules_explorer.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMouseEvent>
#include <QResizeEvent>
#include <QSplitter>
#include <QTabWidget>
#include <QToolTip>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include "common/no_break.h"
#include "common/sentences.h"
#include "explorer/cell_batch_view.h"
#include "explorer/ddp_page.h"
#include "explorer/dims_page.h"
#include "explorer/epoch_page.h"
#include "explorer/label_fit.h"
#include "explorer/rule_text.h"
#include "panels/plot_text.h"

RulesExplorer::RulesExplorer(QWidget* parent) : QWidget(parent) {
  mode_ = new QComboBox(this);
  mode_->setObjectName(QStringLiteral("explorerMode"));
  plot_ = new QCustomPlot(this);
  plot_->setMinimumSize(240, 180);
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
  // The ring around the current setting: a fixed size in pixels, whatever the zoom.
  ringShadow_ = new QCPItemTracer(plot_);
  ring_ = new QCPItemTracer(plot_);
  for (QCPItemTracer* t : {ringShadow_, ring_}) {
    t->setStyle(QCPItemTracer::tsCircle);
    t->setSize(14);
    t->setBrush(Qt::NoBrush);
    t->setSelectable(false);
  }
  ringShadow_->setPen(QPen(QColor(20, 20, 20), 4));
  ring_->setPen(QPen(Qt::white, 2));
  plot_text::followFont(plot_);  // the zoom and projector mode reach the axes and the colour scale
  plot_text::spaceTicks(plot_);  // and its ticks stay apart at every zoom
  hover_ = new QLabel(this);
  hover_->setWordWrap(true);
  hover_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  // Three lines at least: a hover text of another length must not move the map under the mouse
  // (more only where a zoomed text needs them: never cut).
  label_fit::keepWhole(hover_, 3);
  hover_->setAlignment(Qt::AlignLeft | Qt::AlignTop);

  map_page_ = new QWidget(this);
  auto* left = map_page_;
  auto* left_layout = new QVBoxLayout(left);
  left_layout->setContentsMargins(0, 0, 0, 0);
  left_layout->addWidget(mode_);
  left_layout->addWidget(plot_, 1);
  left_layout->addWidget(hover_);
  cell_ = new CellBatchView(this);
  left_layout->addWidget(cell_);

  ddp_ = new DdpPage(this);
  pages_ = new QTabWidget(this);
  pages_->addTab(new DimsPage(this), QString());
  pages_->addTab(new EpochPage(this), QString());
  pages_->addTab(ddp_, QString());

  splitter_ = new QSplitter(Qt::Horizontal, this);
  splitter_->addWidget(left);
  splitter_->addWidget(pages_);
  splitter_->setStretchFactor(0, 3);
  splitter_->setStretchFactor(1, 2);
  splitter_->setChildrenCollapsible(false);
  auto* layout = new QHBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addWidget(splitter_);
  // An explicit minimum, the narrow layout's: the wide one's would keep the window from ever
  // getting narrow enough to switch (the tab is hidden, and sized, only when shown).
  setMinimumSize(kMinWidthPx, kMinHeightPx);

  connect(mode_, &QComboBox::currentIndexChanged, this, [this] { fillMap(); });
  connect(plot_, &QCustomPlot::mouseMove, this, [this](QMouseEvent* e) { hover(e->pos()); });
  connect(plot_, &QCustomPlot::mousePress, this, [this](QMouseEvent* e) {
    const QPoint cell = cellAt(e->pos());
    // A click shows the cell's batch here; the window's settings change only on the button's word.
    if (e->button() == Qt::LeftButton && cell.x() > 0) cell_->showCell(cell.x(), cell.y());
  });
  connect(cell_, &CellBatchView::runRequested, this, &RulesExplorer::cellActivated);
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
  // At most 12 sizes: the hover text keeps to its three lines (the rule after it says how many).
  return tr("batch %1 on %2 GPUs: %3").arg(batch).arg(gpus).arg(chunkListText(f.chunk_sizes, 12)) +
         QStringLiteral("\n") + workedRule(f);
}

QPoint RulesExplorer::cellAt(const QPoint& pos) const {
  double x = 0, y = 0;
  map_->pixelsToCoords(QPointF(pos), x, y);
  const int batch = qRound(x), gpus = qRound(y);
  if (batch < 1 || batch > kMaxBatch || gpus < 1 || gpus > kMaxGpus) return {};
  return {batch, gpus};
}

void RulesExplorer::setCurrent(qint64 batch, int gpus) {
  current_batch_ = batch;
  current_gpus_ = gpus;
  cell_->setCurrent(batch, gpus);
  placeMarker();
  no_break::setText(hover_, idleText());
  label_fit::refit(hover_);
  plot_->replot();
}

void RulesExplorer::placeMarker() {
  const bool on = markerShown();
  for (QCPItemTracer* t : {ringShadow_, ring_}) {
    t->setVisible(on);
    t->position->setCoords(double(current_batch_), double(current_gpus_));
  }
}

bool RulesExplorer::markerShown() const {
  return current_batch_ >= 1 && current_batch_ <= kMaxBatch && current_gpus_ >= 1 && current_gpus_ <= kMaxGpus;
}

QPointF RulesExplorer::markerCoords() const { return ring_->position->coords(); }

void RulesExplorer::showDdpPage() { pages_->setCurrentWidget(ddp_); }

void RulesExplorer::showMapPage() {
  if (narrow_) pages_->setCurrentWidget(map_page_);
}

bool RulesExplorer::ddpPageShown() const { return pages_->currentWidget() == ddp_; }

void RulesExplorer::setNarrow(bool narrow) {
  if (narrow == narrow_) return;
  narrow_ = narrow;
  if (narrow) {  // one tab among the pages: the explorer is as tall as the taller of the two
    const bool ddp_shown = ddpPageShown();  // a lesson stop's DDP page stays shown
    pages_->insertTab(0, map_page_, tr("Heat map"));
    if (!ddp_shown) pages_->setCurrentIndex(0);
  } else {
    pages_->removeTab(0);
    splitter_->insertWidget(0, map_page_);
    map_page_->show();
    splitter_->setStretchFactor(0, 3);
  }
}

QString RulesExplorer::idleText() const {
  QString text = tr("Hover over a cell to see the rule worked through; click it to see its batch below.");
  if (markerShown()) {
    text = sentences::join(text, tr("The ring marks the current setting: batch %1 on %n GPU(s).", nullptr, current_gpus_)
                                     .arg(current_batch_));
  } else {
    text = sentences::join(text, tr("The current setting, batch %1 on %n GPU(s), is beyond the map.", nullptr, current_gpus_)
                                     .arg(current_batch_));
  }
  return text;
}

void RulesExplorer::resizeEvent(QResizeEvent* event) {
  // Side by side the map and the pages each need room; in a narrow window they share the tabs.
  setNarrow(event->size().width() < kNarrowBelowPx);
  QWidget::resizeEvent(event);
}

void RulesExplorer::hover(const QPoint& pos) {
  const QPoint cell = cellAt(pos);
  if (cell.x() == 0) {  // the last cell's text stays: a tooltip's own move must not wipe it
    QToolTip::hideText();
    return;
  }
  const QString text = cellText(cell.x(), cell.y());
  no_break::setText(hover_, text);
  label_fit::refit(hover_);
  QToolTip::showText(plot_->mapToGlobal(pos), text + QStringLiteral("\n") + tr("Click to see its batch below."), plot_);
}

void RulesExplorer::fillMap() {
  for (int g = 1; g <= kMaxGpus; ++g) {
    for (int b = 1; b <= kMaxBatch; ++b) map_->data()->setCell(b - 1, g - 1, cellValue(b, g));
  }
  map_->rescaleDataRange(true);
  scale_->axis()->setLabel(mode_->currentText());
  plot_->rescaleAxes();
  placeMarker();
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
  no_break::setText(hover_, idleText());
  label_fit::refit(hover_);
  const int first = narrow_ ? 1 : 0;
  if (narrow_) pages_->setTabText(0, tr("Heat map"));
  pages_->setTabText(first, tr("Other dims"));
  pages_->setTabText(first + 1, tr("Whole epoch"));
  pages_->setTabText(first + 2, tr("DDP vs DataParallel"));
  fillMap();
}

void RulesExplorer::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(event);
}
