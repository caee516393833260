// ScalingView: how a step's time grows with the work (dpviz-bench --sweep, measured here on the
// engine thread): DataParallel step and plain forward, against the device count (batch 30) or
// the batch size (8 devices), on log axes, with what the points say in a sentence beside them.
// Before the first measurement it explains what Measure does instead of showing an empty plot.
#pragma once

#include <QWidget>
#include <vector>

#include "run/scaling.h"

class QComboBox;
class QCustomPlot;
class QLabel;
class QPushButton;
class QStackedWidget;

class ScalingView : public QWidget {
  Q_OBJECT
 public:
  explicit ScalingView(QWidget* parent = nullptr);
  void setPoints(const std::vector<dp::ScalingPoint>& points);
  const std::vector<dp::ScalingPoint>& points() const { return points_; }
  QCustomPlot* plot() const { return plot_; }
  QPushButton* measureButton() const { return measure_; }
  void setVersusDevices(bool devices);
  bool plotShown() const;           // false until there are points
  QString conclusion() const;       // what the shown points say

 signals:
  void measureRequested();

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();
  void replot();

  QComboBox* versus_;
  QPushButton* measure_;
  QLabel* note_;
  QLabel* conclusion_;
  QLabel* intro_;
  QStackedWidget* stack_;
  QCustomPlot* plot_;
  std::vector<dp::ScalingPoint> points_;
};
