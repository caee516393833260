// ScalingView: how a step's time grows with the work (dpviz-bench --sweep, measured here on the
// engine thread): DataParallel step and plain forward, against the device count (batch 30) or
// the batch size (8 devices), on log axes, with what the points say in a sentence beside them.
// Before this computer has measured it shows the last measurement or the bundled example, labelled
// with the machine; Measure runs on the engine thread with a progress bar.
#pragma once

#include <QWidget>
#include <vector>

#include "panels/scaling_record.h"
#include "run/scaling.h"

class QComboBox;
class QCustomPlot;
class QCPTextElement;
class QLabel;
class QProgressBar;
class QPushButton;
class QStackedWidget;

class ScalingView : public QWidget {
  Q_OBJECT
 public:
  explicit ScalingView(QWidget* parent = nullptr);
  void setPoints(const std::vector<dp::ScalingPoint>& points);  // measured now, on this computer
  void setRecord(const ScalingRecord& record);                 // a measurement with where and when
  const ScalingRecord& record() const { return record_; }
  const std::vector<dp::ScalingPoint>& points() const { return record_.points; }
  QString sourceLabel() const;      // the chart's title: where the points were measured
  QCPTextElement* sourceTitle() const { return title_; }
  QProgressBar* progressBar() const { return progress_; }
  void setProgress(int done, int total);  // a measurement under way (the bar shows while one is)
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
  QCPTextElement* title_;
  QProgressBar* progress_;
  ScalingRecord record_;
};
