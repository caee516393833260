// ChartDeck: picks an arrangement from its size on every resize and re-places the charts in one
// grid (rows first, as they read better large; a row when only the width allows it).
#include "panels/chart_deck.h"

#include <QButtonGroup>
#include <QGridLayout>
#include <QResizeEvent>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <numeric>

ChartDeck::ChartDeck(QWidget* parent) : QWidget(parent), group_(new QButtonGroup(this)) {
  grid_ = new QGridLayout(this);
  grid_->setContentsMargins(0, 0, 0, 0);
  grid_->setSpacing(4);
  buttonColumn_ = new QWidget(this);
  buttonLayout_ = new QVBoxLayout(buttonColumn_);
  buttonLayout_->setContentsMargins(2, 2, 2, 2);
  buttonLayout_->setSpacing(2);
  buttonLayout_->addStretch(1);
  group_->setExclusive(true);
  connect(group_, &QButtonGroup::idClicked, this, &ChartDeck::setFocusChart);
}

void ChartDeck::addChart(QWidget* chart, int stretch) {
  chart->setParent(this);
  charts_ << chart;
  stretch_ << std::max(1, stretch);
  auto* b = new QToolButton(buttonColumn_);
  b->setCheckable(true);
  b->setToolButtonStyle(Qt::ToolButtonTextOnly);
  b->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
  b->setChecked(charts_.size() - 1 == focus_);
  group_->addButton(b, int(charts_.size()) - 1);
  buttonLayout_->insertWidget(buttonLayout_->count() - 1, b);
  buttons_ << b;
  arranged_ = false;
  arrange(fitting(size()));
}

void ChartDeck::setButtonTexts(const QStringList& texts) {
  for (int i = 0; i < buttons_.size() && i < texts.size(); ++i) buttons_[i]->setText(texts[i]);
  // One width for all, so the column reads as one control.
  int widest = 0;
  for (QToolButton* b : buttons_) widest = std::max(widest, b->sizeHint().width());
  for (QToolButton* b : buttons_) b->setMinimumWidth(widest);
}

QToolButton* ChartDeck::button(int index) const { return buttons_.value(index); }

void ChartDeck::setFocusChart(int index) {
  if (index < 0 || index >= charts_.size()) return;
  focus_ = index;
  if (buttons_[index]->isChecked() == false) buttons_[index]->setChecked(true);
  if (arrangement_ == Arrangement::Focus) {
    for (int i = 0; i < charts_.size(); ++i) charts_[i]->setVisible(i == focus_);
  }
}

ChartDeck::Arrangement ChartDeck::fitting(QSize size) const {
  if (charts_.size() < 2) return Arrangement::Row;
  // Rows: the first chart across the top, the others side by side below it.
  const int below = int(charts_.size()) - 1;
  if (size.height() >= 2 * kMinChart.height() + grid_->spacing() && size.width() >= below * kMinChart.width()) {
    return Arrangement::Rows;
  }
  // A row: each chart's share of the width at least the minimum (shares as given, else equal).
  if (size.height() >= kMinFocusHeight && size.width() >= int(charts_.size()) * kMinChart.width()) return Arrangement::Row;
  return Arrangement::Focus;
}

bool ChartDeck::stretchedRow(QSize size) const {
  const int total = std::accumulate(stretch_.begin(), stretch_.end(), 0);
  const int smallest = stretch_.isEmpty() ? 1 : *std::min_element(stretch_.begin(), stretch_.end());
  return size.width() * smallest >= kMinChart.width() * total;
}

void ChartDeck::arrange(Arrangement a) {
  const bool stretched = stretchedRow(size());
  if (arranged_ && a == arrangement_ && (a != Arrangement::Row || stretched == stretched_)) return;
  arrangement_ = a;
  stretched_ = stretched;
  arranged_ = true;
  while (grid_->count() > 0) grid_->takeAt(0);  // the widgets stay; only their places change
  for (int c = 0; c < grid_->columnCount(); ++c) grid_->setColumnStretch(c, 0);
  for (int r = 0; r < grid_->rowCount(); ++r) grid_->setRowStretch(r, 0);
  const int n = int(charts_.size());
  buttonColumn_->setVisible(a == Arrangement::Focus);
  if (a == Arrangement::Rows) {
    // The widest chart of a row across the top (the timeline: a lane per device wants the width).
    const int top = int(std::max_element(stretch_.begin(), stretch_.end()) - stretch_.begin());
    for (int i = 0, column = 0; i < n; ++i) {
      if (i == top) continue;
      grid_->addWidget(charts_[i], 1, column);
      grid_->setColumnStretch(column++, 1);
    }
    grid_->addWidget(charts_[top], 0, 0, 1, n - 1);
    grid_->setRowStretch(0, 1);
    grid_->setRowStretch(1, 1);
  } else if (a == Arrangement::Row) {
    for (int i = 0; i < n; ++i) {
      grid_->addWidget(charts_[i], 0, i);
      grid_->setColumnStretch(i, stretched ? stretch_[i] : 1);
    }
  } else {
    grid_->addWidget(buttonColumn_, 0, 0);
    for (int i = 0; i < n; ++i) grid_->addWidget(charts_[i], 0, 1);
    grid_->setColumnStretch(1, 1);
  }
  for (int i = 0; i < n; ++i) charts_[i]->setVisible(a != Arrangement::Focus || i == focus_);
}

void ChartDeck::resizeEvent(QResizeEvent* event) {
  arrange(fitting(event->size()));
  QWidget::resizeEvent(event);
}
