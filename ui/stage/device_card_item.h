// DeviceCardItem: one GPU in the scene: its name and what it is (from the engine's device facts,
// translated when painted), what it is doing now, its chunk's input and output shape, the measured
// forward time, its peak memory with a gauge, the chunk slot where its chunk lands, and the phase's
// progress. Greyed and labelled idle when the batch gives it no chunk; red when its replica failed.
#pragma once

#include <QCoreApplication>
#include <QGraphicsItem>
#include <QString>

#include "device/device.h"
#include "stage/card_layout.h"

class DeviceCardItem : public QGraphicsItem {
  Q_DECLARE_TR_FUNCTIONS(DeviceCardItem)

 public:
  // The forward's states, then a training step's (R10): gradients computed, sent to device_ids[0],
  // summed there, the parameters updated there.
  enum class State {
    Waiting, Idle, Receiving, HasParameters, Replicating, Computing, Done, Sending, Failed,
    ComputingGradients, GradientsReady, SendingGradients, Summing, Updating
  };

  DeviceCardItem(int device, QString backend);

  // What the device is (engine facts): the subtitle is made from these in the current language.
  void setDeviceInfo(const dp::DeviceInfo& info);
  void setRect(const QRectF& rect);
  void setFit(const CardFit& fit);
  void setState(State state, double progress);
  // Shapes as Python lists ("[4, 5]"); empty: not known yet. `failed`: the replica raised.
  void setShapes(const QString& input, const QString& output, bool failed = false);
  // < 0: none yet. `warm_up`: the first batch's (threads starting, memory touched for the first
  // time): the card says so instead of "measured".
  void setForwardTime(double microseconds, bool warm_up = false);
  // Peak device memory in this step (engine accounting; 0: none shown) and its share of the busiest.
  void setMemory(std::uint64_t peak_bytes, double fraction);
  // In training, what of that memory is what (engine accounting): the gauge shows parameters,
  // gradients, reduce buffers and momentum as segments, the rest (batches, activations) after them.
  struct MemoryKinds {
    std::uint64_t parameters = 0, gradients = 0, reduce_buffers = 0, momentum = 0;
  };
  void setMemoryKinds(const MemoryKinds& kinds);
  // The gauge's segment colours, shared with the legend.
  static QColor memoryKindColor(int kind);  // 0 parameters, 1 gradients, 2 reduce buffers, 3 momentum
  void setHighlightOutput(bool output_device);
  // The chunk this replica holds: `fill` is its share of the slot (rows / the largest chunk's
  // rows), `presence` how much of it is there (0: empty, 1: landed).
  void setChunk(double fill, double presence);
  // Re-reads every string (after a language change).
  void retranslate();

  int device() const { return device_; }
  State state() const { return state_; }
  QString stateText() const { return stateText(state_); }
  // `brief`: the short form, for a card too narrow for the full one.
  static QString stateText(State state, bool brief = false);
  QString subtitle() const;
  QString memoryText() const;
  static QString memoryText(double bytes, bool brief = false);
  static QString timeText(double microseconds, bool brief = false, bool warm_up = false);
  static QString shapesText(const QString& input, const QString& output);
  CardStrings strings() const;
  const CardGeometry& geometry() const { return geometry_; }

  // What a text of `role` is drawn in and on, in the card's state (every pair >= 4.5:1).
  QColor textColor(StageRole role) const;
  QColor textUnder(StageRole role) const;

  QRectF boundingRect() const override { return rect_.adjusted(-3, -3, 3, 3); }
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

 private:
  void relayout();  // strings or sizes changed: lay the text out again
  bool subtitleInBand() const;  // the subtitle beside the name on the band (else a row on the body)
  QColor accent() const;  // the band and outline: the device's colour, or a readable grey when idle
  void paintBody(QPainter* p, const QColor& accent) const;

  int device_;
  QString backend_;  // until the engine's facts arrive: "simulated" or "CUDA", as given
  bool has_info_ = false;
  dp::DeviceInfo info_;
  QRectF rect_;
  CardFit fit_;
  CardGeometry geometry_;
  State state_ = State::Waiting;
  double progress_ = 0;
  QString input_, output_;
  bool failed_ = false;
  double forward_us_ = -1;
  bool warm_up_ = false;
  std::uint64_t memory_bytes_ = 0;
  double memory_fraction_ = 0;
  MemoryKinds kinds_;
  bool output_device_ = false;
  double chunk_fill_ = 0, chunk_presence_ = 0;
};
