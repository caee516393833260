// The two votes as grouped bars, in per cent of each vote (the rooms differ in size; the
// shift between the votes is what the class discusses).
#include "quiz/vote_chart.h"

#include <QEvent>
#include <QFontInfo>
#include <QResizeEvent>
#include <algorithm>
#include <QVBoxLayout>
#include <qcustomplot.h>

VoteChart::VoteChart(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("VoteChart"));
  plot_ = new QCustomPlot(this);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(plot_);
  auto* group = new QCPBarsGroup(plot_);
  first_ = new QCPBars(plot_->xAxis, plot_->yAxis);
  second_ = new QCPBars(plot_->xAxis, plot_->yAxis);
  // Two colours told apart in grey too (colour-blind safe: blue and orange).
  first_->setBrush(QColor(0x9e, 0xc5, 0xe8));
  first_->setPen(QPen(QColor(0x1f, 0x5f, 0x9f)));
  second_->setBrush(QColor(0xe6, 0x7e, 0x22));
  second_->setPen(QPen(QColor(0x9a, 0x4a, 0x0a)));
  for (QCPBars* bars : {first_, second_}) {
    bars->setWidth(0.35);
    bars->setBarsGroup(group);
  }
  plot_->yAxis->setRange(0, 100);
  plot_->xAxis->setRange(0.4, 4.6);
  // The legend in a row of its own above the bars (inside the axes it would hide one).
  plot_->legend->setVisible(true);
  plot_->plotLayout()->insertRow(0);
  plot_->plotLayout()->addElement(0, 0, plot_->legend);
  plot_->plotLayout()->setRowStretchFactor(0, 0.001);
  plot_->legend->setFillOrder(QCPLegend::foColumnsFirst);
  plot_->legend->setBorderPen(Qt::NoPen);
  plot_->legend->setMargins(QMargins(4, 2, 4, 2));
  plot_->setInteractions({});
  setMinimumHeight(110);
  retranslate();
}

void VoteChart::setVotes(const QVector<int>& first, const QVector<int>& second, int right) {
  votes_[0] = first;
  votes_[1] = second;
  right_ = right;
  replot();
}

QVector<double> VoteChart::shares(int round) const {
  const QVector<int>& v = votes_[round == 2 ? 1 : 0];
  int total = 0;
  for (int n : v) total += n;
  QVector<double> out;
  for (int n : v) out << (total > 0 ? 100.0 * n / total : 0.0);
  return out;
}

void VoteChart::setPixelSize(int pixels) {
  pixels_ = pixels;
  QFont f = font();
  f.setPixelSize(pixels);
  for (QCPAxis* axis : {plot_->xAxis, plot_->yAxis}) {
    axis->setTickLabelFont(f);
    axis->setLabelFont(f);
  }
  plot_->legend->setFont(f);
  replot();
}

void VoteChart::replot() {
  const int n = int(std::max(votes_[0].size(), votes_[1].size()));
  QVector<double> keys;
  QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
  for (int i = 0; i < n; ++i) {
    keys << i + 1;
    // The right option's tick carries a check mark once revealed.
    ticker->addTick(i + 1, i == right_ ? QStringLiteral("%1 ✓").arg(i + 1) : QString::number(i + 1));
  }
  plot_->xAxis->setTicker(ticker);
  plot_->xAxis->setRange(0.4, n + 0.6);
  updateShareTicks();
  first_->setData(keys, shares(1));
  second_->setData(keys, shares(2));
  plot_->replot(QCustomPlot::rpQueuedReplot);
}

void VoteChart::updateShareTicks() {
  const int px = pixels_ > 0 ? pixels_ : QFontInfo(font()).pixelSize();
  // The plot's height less the legend's row and the key axis's labels: what the share axis spans.
  const double span = std::max(1.0, double(height()) - 4.0 * px);
  const int step = span >= 8.0 * px ? 25 : span >= 4.0 * px ? 50 : 100;
  QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
  for (int v = 0; v <= 100; v += step) ticker->addTick(v, tr("%1 %", "a share of the votes, on the chart's axis").arg(v));
  plot_->yAxis->setTicker(ticker);
}

void VoteChart::resizeEvent(QResizeEvent* event) {
  QWidget::resizeEvent(event);
  updateShareTicks();
  plot_->replot(QCustomPlot::rpQueuedReplot);
}

void VoteChart::changeEvent(QEvent* event) {
  QWidget::changeEvent(event);
  if (event->type() == QEvent::LanguageChange) retranslate();
}

void VoteChart::retranslate() {
  first_->setName(tr("First vote"));
  second_->setName(tr("Second vote"));
  // The share is in the ticks ("50 %"): a title along a short axis was cut.
  setToolTip(tr("Bars: the share of the votes for each option, in the first vote and in the second"));
  replot();
}
