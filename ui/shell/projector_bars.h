// Projector mode's two bars around the stage: the phase caption above it (large: at least 18 px)
// with the batch counter, and the transport below it (a few large buttons, the speed, and room
// for a lesson's "stop 3 of 9").
#pragma once

#include <QWidget>

class CaptionLabel;
class QAction;
class QLabel;
class QToolButton;

class ProjectorCaption : public QWidget {
  Q_OBJECT
 public:
  // The caption's pixel size at zoom 1, and the least it may have (docs/design.md: ≥ 18 px).
  static constexpr int kPixelSize = 24;
  static constexpr int kMinPixelSize = 18;

  explicit ProjectorCaption(QWidget* parent = nullptr);
  // `text`: what the phase does (explainPhase); `batch`: "batch 1 of 4" (empty: none yet).
  void setText(const QString& text, const QString& batch);
  void setZoom(double zoom);
  // The captions to keep room for: the strip keeps the tallest one's height.
  void reserveFor(const QStringList& captions);
  QString text() const;
  int pixelSize() const;

 private:
  CaptionLabel* text_;
  QLabel* batch_;
};

class ProjectorTransport : public QWidget {
  Q_OBJECT
 public:
  static constexpr int kPixelSize = 18;  // the buttons' text at zoom 1
  static constexpr int kIconSize = 32;

  // `actions`: the buttons, left to right (reset, back, play, phase, batch).
  explicit ProjectorTransport(const QList<QAction*>& actions, QWidget* parent = nullptr);
  void setSpeed(double speed);
  // A lesson's place ("stop 3 of 9"); empty hides it.
  void setStop(const QString& stop);
  // Pause at every phase (P) is on: the bar says so, for it is remembered from the last class.
  void setPhasePause(bool on);
  bool phasePauseShown() const;
  void setZoom(double zoom);

 signals:
  void speedChosen(double speed);

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();

  QList<QToolButton*> buttons_;
  QToolButton* speed_;
  QLabel* stop_;
  QLabel* phase_pause_;
  double speed_value_ = 1.0;
};
