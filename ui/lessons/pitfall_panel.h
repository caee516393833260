// PitfallPanel: the strip above the scene while a pitfall scenario runs: its title and
// explanation, and for the print-order scenario a table of repeated runs (print order vs output).
#pragma once

#include <QStringList>
#include <QWidget>

#include "bridge/engine_bridge.h"

class QLabel;
class QTableWidget;
class QToolButton;
struct Pitfall;

class PitfallPanel : public QWidget {
  Q_OBJECT
 public:
  explicit PitfallPanel(QWidget* parent = nullptr);
  void showPitfall(const Pitfall* pitfall);  // null hides the panel
  const Pitfall* pitfall() const { return pitfall_; }
  void setRepeats(const QList<RepeatRun>& runs);
  QTableWidget* repeatsTable() const { return repeats_; }
  QString explanationText() const;
  // A line of the log that the explanation points at ("see the log": a warning, the error), shown
  // in the panel too, so that projector mode, which hides the log, still shows it. Cleared by
  // showPitfall().
  void addLogLine(const QString& line);
  QString logText() const;
  // The card whose replica's forward took the longest in the batch shown (the engine's
  // BatchRecord::slowest_device: the time its card shows), said under the explanation; -1 says
  // nothing. Cleared by showPitfall().
  void setSlowest(int device);
  int slowest() const { return slowest_; }

 signals:
  void closed();

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();
  void fitRepeatsHeight();  // the table as tall as its rows (at most 170 px)

  const Pitfall* pitfall_ = nullptr;
  QLabel* title_;
  QLabel* text_;
  QTableWidget* repeats_;
  QLabel* log_;            // the log's lines the explanation points at
  QStringList log_lines_;
  int slowest_ = -1;
  QToolButton* close_;
};
