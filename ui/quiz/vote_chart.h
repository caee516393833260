// VoteChart: a class's two votes on a prediction side by side (peer instruction): for each option
// 1–4, the share of hands in the first vote and in the second, as bars (QCustomPlot).
#pragma once

#include <QVector>
#include <QWidget>

class QCustomPlot;
class QCPBars;

class VoteChart : public QWidget {
  Q_OBJECT
 public:
  explicit VoteChart(QWidget* parent = nullptr);
  // Hands per option in each vote; `right` (0-based, -1: not revealed yet) is marked on its tick.
  void setVotes(const QVector<int>& first, const QVector<int>& second, int right);
  void setPixelSize(int pixels);  // the axes' and the legend's text
  // The bars' heights as drawn (per cent of the vote's hands), for tests.
  QVector<double> shares(int round) const;
  QCustomPlot* plot() const { return plot_; }

 protected:
  void changeEvent(QEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;

 private:
  void retranslate();
  void replot();
  // The share axis: "0 %", "50 %", "100 %" (every 25 % where the chart is tall enough), no title
  // to be cut on a short chart; at least two line heights between ticks, so that none overlap.
  void updateShareTicks();

  QCustomPlot* plot_;
  QCPBars* first_;
  QCPBars* second_;
  QVector<int> votes_[2];
  int right_ = -1;
  int pixels_ = 0;  // the axes' text (0: the widget's font)
};
