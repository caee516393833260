// ScalingView: how a step's time grows with the work (dpviz-bench --sweep, measured here on the
// engine thread): DataParallel step and plain forward, against the device count (batch 30) or
// the batch size (8 devices), on log axes.
#pragma once

#include <QWidget>
#include <vector>

#include "run/scaling.h"

class QComboBox;
class QCustomPlot;
class QLabel;
class QPushButton;

class ScalingView : public QWidget {
  Q_OBJECT
 public:
  explicit ScalingView(QWidget* parent = nullptr);
  void setPoints(const std::vector<dp::ScalingPoint>& points);
  const std::vector<dp::ScalingPoint>& points() const { return points_; }
  QCustomPlot* plot() const { return plot_; }
  QPushButton* measureButton() const { return measure_; }
  void setVersusDevices(bool devices);

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
  QCustomPlot* plot_;
  std::vector<dp::ScalingPoint> points_;
};
