// TimingsView: the timing charts of one batch (per-device bars, a Gantt timeline of the step's
// phases) and of the whole run (step time per batch), drawn with QCustomPlot.
#pragma once

#include <QTimer>
#include <QVector>
#include <QWidget>
#include <array>
#include <cstdint>
#include <vector>

#include "bridge/step_data.h"

class QCPBars;
class QCPGraph;
class QCPTextElement;
class QCustomPlot;

class TimingsView : public QWidget {
  Q_OBJECT

 public:
  explicit TimingsView(QWidget* parent = nullptr);

  void setDeviceCount(int n);             // lanes/bars (dp::kAppGpuRange); clears the current step
  void showStep(const StepResult& step);  // shows this batch (on the next redraw); appends to history
  void clearHistory();
  void retranslate();                     // re-applies every visible label through tr()
  int historySize() const;                // batches in the history plot, including not yet drawn

 protected:
  void changeEvent(QEvent* e) override;

 private:
  void redraw();  // the throttle timer's slot: the only place that rebuilds and replots
  void scheduleRedraw();
  void rebuildBars();
  void rebuildGantt();
  void rebuildHistory();
  void rebuildTickers();
  void applyPalette();
  QCustomPlot* makePlot(QCPTextElement** title, bool withLegend);

  QCustomPlot* barsPlot_ = nullptr;
  QCustomPlot* ganttPlot_ = nullptr;
  QCustomPlot* historyPlot_ = nullptr;
  QCPTextElement* barsTitle_ = nullptr;
  QCPTextElement* ganttTitle_ = nullptr;
  QCPTextElement* historyTitle_ = nullptr;

  std::vector<QCPBars*> forwardBars_;     // one per device, so each bar gets its device's colour
  QCPBars* copyBars_ = nullptr;           // scatter + gather, one grey series
  std::array<QCPBars*, 4> ganttKeys_{};   // data-less series: they only give the timeline a legend
  QCPGraph* historyGraph_ = nullptr;

  QTimer redrawTimer_;
  int deviceCount_ = 1;
  bool hasStep_ = false;
  StepResult step_;                       // the latest batch; older ones within one tick are skipped
  QVector<double> pendingX_, pendingY_;   // history points not yet handed to the graph
  std::int64_t batchCounter_ = 0;
  double historyMaxUs_ = 0.0;
};
