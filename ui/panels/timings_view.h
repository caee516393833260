// TimingsView: the timing charts of one batch (per device, its work and its wait for a core stacked;
// a timeline of the step's phases, as measured or as ideal parallel hardware would run them) and of the whole run (step time per
// batch), drawn with QCustomPlot, beside a caption that says what measured them.
#pragma once

#include <QTimer>
#include <QVector>
#include <QWidget>
#include <cstdint>
#include <vector>

#include "bridge/step_data.h"
#include "panels/modelled_timeline.h"
#include "panels/step_history.h"
#include "panels/timeline_model.h"
#include "panels/timings_reading.h"
#include "run/measured_on.h"

class ChartDeck;
class QCPBars;
class QCPGraph;
class QCPTextElement;
class QCustomPlot;
class QCPItemText;
class QLabel;
class QComboBox;
class QRadioButton;

class TimingsView : public QWidget {
  Q_OBJECT

 public:
  explicit TimingsView(QWidget* parent = nullptr);

  void setDeviceCount(int n);             // lanes/bars (dp::kAppGpuRange); clears the current step
  // The devices of the run (host lane first), for the caption: what measured the numbers.
  void setLanes(const std::vector<dp::DeviceInfo>& lanes);
  void showStep(const StepResult& step);  // shows this batch (on the next redraw); appends to history
  void clearHistory();
  // The reading shown: as measured, as ideal parallel hardware would run it, or the cost model's
  // (its facts from setModelFacts); the radio buttons follow.
  void setReading(TimingsReading reading);
  TimingsReading reading() const { return reading_; }
  bool ideal() const { return reading_ == TimingsReading::Ideal; }
  bool modelled() const { return reading_ == TimingsReading::Modelled; }
  void setModelFacts(const dp::cost::ModelFacts& facts);
  void retranslate();                     // re-applies every visible label through tr()
  int historySize() const;                // batches in the history plot, including not yet drawn

  // For tests and screenshots: what is drawn.
  QString caption() const;
  const Timeline& timeline() const { return timeline_; }
  const Timeline& measured() const { return measured_; }
  QCustomPlot* barsPlot() const { return barsPlot_; }
  QCustomPlot* ganttPlot() const { return ganttPlot_; }
  QCustomPlot* historyPlot() const { return historyPlot_; }
  // The warm-up step's label on the history chart ("warm-up", and whether it lies above the scale).
  QCPItemText* warmupLabel() const { return warmupLabel_; }
  // The per-device chart's bars for device d: its work and, stacked on it, its wait (µs; 0 if none).
  double workBarUs(int d) const;
  double waitBarUs(int d) const;
  void redrawNow() { redraw(); }

 protected:
  void changeEvent(QEvent* e) override;
  bool eventFilter(QObject* watched, QEvent* e) override;

 private:
  QWidget* makeSide();
  void redraw();  // the throttle timer's slot: the only place that rebuilds and replots
  void scheduleRedraw();
  void rebuildBars();
  void rebuildGantt();
  void rebuildHistory();
  void placeWarmupLabel();  // inside the history chart, at its batch where the text fits
  bool fitDeviceTicks();  // device labels for the plots' current sizes; true if they changed
  void updateCaption();
  void remodel();  // modelled_reading_ for the current step and profile
  void applyPalette();
  QCustomPlot* makePlot(QCPTextElement** title);

  ChartDeck* deck_ = nullptr;
  QCustomPlot* barsPlot_ = nullptr;
  QCustomPlot* ganttPlot_ = nullptr;
  QCustomPlot* historyPlot_ = nullptr;
  QCPTextElement* barsTitle_ = nullptr;
  QCPTextElement* ganttTitle_ = nullptr;
  QCPTextElement* historyTitle_ = nullptr;
  QLabel* caption_ = nullptr;
  QLabel* measures_ = nullptr;  // what the tab measures, set beside Scaling's (one sentence)
  QRadioButton* measuredButton_ = nullptr;
  QRadioButton* idealButton_ = nullptr;
  QRadioButton* modelledButton_ = nullptr;
  QComboBox* profile_ = nullptr;          // the cost model's profiles
  QLabel* profileName_ = nullptr;         // the chosen profile's whole name, wrapped, where the combo cuts it
  void showProfileName();
  QList<QLabel*> legendTexts_;            // load, scatter + gather, replicate, forward

  // Per device, stacked: its work (its thread's CPU time, its GPU's events) in its colour, then the
  // time its thread waited for a core. One series per device, so each bar wears its device's colour.
  std::vector<QCPBars*> workBars_, waitBars_;
  QCPBars* workKey_ = nullptr;            // the legend's two entries (no data)
  QCPBars* waitKey_ = nullptr;
  QCPGraph* historyGraph_ = nullptr;

  QTimer redrawTimer_;
  int deviceCount_ = 1;
  int barStride_ = 0, laneStride_ = 0;    // the tick layout last applied (0: none yet)
  bool barIndices_ = false;
  TimingsReading reading_ = TimingsReading::Measured;
  dp::cost::ModelFacts facts_;
  ModelledReading modelled_reading_;      // this batch on the chosen profile
  dp::MeasuredOn measuredOn_;
  bool hasStep_ = false;
  StepResult step_;                       // the latest batch; older ones within one tick are skipped
  Timeline measured_, idealTimeline_, timeline_;  // timeline_: the reading on screen
  StepHistory history_;                   // the step times the history chart shows
  QCPItemText* warmupLabel_ = nullptr;
};
