// PredictPanel: the view of a PredictState, in the stage's place while a question is open: the
// question at the caption's size, the options as 2–4 numbered tiles (2 × 2, each half the stage
// wide; in one row over the chart), the class's two votes as bars, the reveal's sentence; every text as large as
// the room allows (projector mode: the caption's size), none clipped; a timed round's time left.
#pragma once

#include <QList>
#include <QPointer>
#include <QWidget>

#include "quiz/predict_state.h"

class QGridLayout;
class QLabel;
class QPushButton;
class QSpinBox;
class RoundClock;
class VoteChart;

class PredictTile;

class PredictPanel : public QWidget {
  Q_OBJECT
 public:
  // The question's pixel size at zoom 1 in projector mode (the projector caption's), and the
  // least any text of the panel gets.
  static constexpr int kProjectorPixelSize = 24;
  static constexpr int kMinPixelSize = 12;

  explicit PredictPanel(PredictState* state, QWidget* parent = nullptr);
  // Projector mode: the texts start from the caption's size times `zoom` (windowed: from 20 px).
  void setProjector(bool on, double zoom);
  // The counts hidden while a round is open, the first or the second (a class vote from phones:
  // the room would follow the leading option, and in round 2 the first vote's shape too), and
  // after the second closes until the reveal, where both votes show as bars.
  void setOpenRoundHidden(bool hidden);
  bool openRoundHidden() const { return open_round_hidden_; }
  // The rounds' think time: what is left shows beside the button while a round runs.
  void setClock(RoundClock* clock);
  QLabel* clockLabel() const { return clock_label_; }

  PredictState* state() const { return state_; }
  // For tests: the tiles (visible ones are the question's options), the chart, the texts.
  QWidget* tile(int index) const;
  VoteChart* chart() const { return chart_; }
  QLabel* questionLabel() const { return question_; }
  QLabel* verdictLabel() const { return verdict_; }
  QLabel* scoreLabel() const { return score_; }
  QPushButton* scoreButton() const { return score_button_; }
  // The spin box where the lecturer types the hands for `option` in the vote being taken.
  QSpinBox* votesBox(int option) const;
  int questionPixelSize() const;
  int tilePixelSize() const;
  // Every text shown fits its label at the size chosen (no word cut, no line lost).
  bool textFits() const;

 protected:
  void resizeEvent(QResizeEvent* event) override;
  void changeEvent(QEvent* event) override;
  void showEvent(QShowEvent* event) override;

 private:
  void refresh();        // from the state, in the current language
  void fit();            // the largest text size at which everything fits
  // Every text from two sizes: the question's (the caption's in projector mode) and the rest's.
  void applySize(int question_px, int px);
  // The tiles 2 × 2, or in one row over the chart or the reveal's sentence (they need the
  // height) where every option still reads on one line there (fit() chooses).
  void arrange(bool one_row);
  bool fitsNow() const;
  bool optionsOnOneLine() const;

  PredictState* state_;
  QLabel* question_;
  QList<PredictTile*> tiles_;
  QGridLayout* grid_;
  bool one_row_ = false;
  bool row_wanted_ = false;  // the chart or the reveal shows: one row where the options allow it
  VoteChart* chart_;
  QLabel* verdict_;
  QPushButton* primary_;
  QPushButton* score_button_;
  QLabel* score_;
  QLabel* clock_label_;
  QPointer<RoundClock> clock_;  // its owner may go first
  void showClock();  // the clock's text (each second: no refit)
  bool projector_ = false;
  bool open_round_hidden_ = false;
  double zoom_ = 1.0;
  bool fitting_ = false;
};
