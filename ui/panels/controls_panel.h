// ControlsPanel: the left dock. Preset, GPU count, batch and data size, features, shuffle,
// drop_last, seed, output device, backend; the transport buttons and the speed slider.
#pragma once

#include <QWidget>
#include <cstdint>
#include <optional>

#include "run/backends.h"

#include "run/run_config.h"

class QAction;
class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QSlider;
class QSpinBox;
class QToolButton;
class TrainingControls;

class ControlsPanel : public QWidget {
  Q_OBJECT
 public:
  explicit ControlsPanel(QWidget* parent = nullptr);

  dp::RunConfig config() const;
  void setConfig(const dp::RunConfig& config);  // no configChanged
  bool selectPreset(const QString& id);         // sets the config; false for an unknown id
  QString presetId() const;
  QString memoryText() const;
  // A size in the current language: "636 bytes" / "636 字节", "4.2 KiB" (the engine gives numbers).
  static QString bytesText(std::uint64_t bytes);
  // What CUDA discovery found, in the reader's language (the engine gives codes; the CUDA
  // runtime's own error text stays as the library wrote it).
  static QString cudaText(const dp::CudaDiscovery& found);
  // What the engine thread found (EngineBridge::cudaDiscovered); until then CUDA is "looking".
  void setCudaDiscovery(const dp::CudaDiscovery& discovery);
  bool cudaKnown() const { return cuda_.has_value(); }
  bool cudaAvailable() const;
  bool overMemoryBudget() const;                     // "" when the controls differ from every preset
  void setTransportActions(const QList<QAction*>& actions);
  double speed() const;
  void setSpeed(double speed);

 signals:
  void configChanged();
  void speedChanged(double speed);

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();
  void onEdited();
  void refillOutputDevices();
  void updateMemory();

  QComboBox* preset_;
  QSpinBox* gpus_;
  QSpinBox* batch_;
  QSpinBox* data_;
  QSpinBox* in_;
  QSpinBox* out_;
  QCheckBox* shuffle_;
  QCheckBox* drop_last_;
  QSpinBox* seed_;
  QComboBox* output_;
  QComboBox* backend_;
  QSlider* speed_;
  QLabel* speed_label_;
  TrainingControls* training_;
  QLabel* memory_;  // the run's estimated memory against the budget (the memory guard)
  std::optional<dp::CudaDiscovery> cuda_;
  QFormLayout* form_;
  QList<QToolButton*> transport_;
  bool updating_ = false;
};
