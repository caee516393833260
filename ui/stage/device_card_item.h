// DeviceCardItem: one GPU in the scene: its name, what it is doing now, its chunk's input and
// output shape, the measured forward time, and a progress bar. Greyed and labelled idle when the
// batch gives it no chunk.
#pragma once

#include <QCoreApplication>
#include <QGraphicsItem>
#include <QString>

class DeviceCardItem : public QGraphicsItem {
  Q_DECLARE_TR_FUNCTIONS(DeviceCardItem)

 public:
  enum class State { Waiting, Idle, Receiving, Replicating, Computing, Done, Sending, Failed };

  DeviceCardItem(int device, QString subtitle);

  void setRect(const QRectF& rect);
  void setState(State state, double progress);
  void setShapes(const QString& input, const QString& output);
  void setTime(const QString& time);
  void setHighlightOutput(bool output_device);
  // Peak device memory in this step (engine accounting) and its share of the busiest device's.
  void setMemory(const QString& text, double fraction);
  QString memoryText() const { return memory_; }
  void setFontScale(double scale) { font_scale_ = scale; }
  void setSubtitle(const QString& subtitle) {
    subtitle_ = subtitle;
    update();
  }
  QString subtitle() const { return subtitle_; }

  int device() const { return device_; }
  State state() const { return state_; }
  QString stateText() const;

  QRectF boundingRect() const override { return rect_.adjusted(-2, -2, 2, 2); }
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

 private:
  int device_;
  QString subtitle_;
  QRectF rect_;
  State state_ = State::Waiting;
  double progress_ = 0;
  QString input_, output_, time_, memory_;
  double memory_fraction_ = 0;
  bool output_device_ = false;
  double font_scale_ = 1.0;
};
