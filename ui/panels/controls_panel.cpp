// ControlsPanel: edits become a RunConfig; the speed slider is logarithmic from 0.1× to 10×.
#include "panels/controls_panel.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QToolButton>
#include <cmath>

#include "common/no_break.h"
#include "common/sentences.h"
#include "core/limits.h"
#include "run/backends.h"
#include "panels/form_labels.h"
#include "run/memory_budget.h"
#include "lessons/presets.h"
#include "panels/training_controls.h"
#include "stage/device_palette.h"

namespace {
QSpinBox* spin(QWidget* parent, dp::IntRange range) {
  auto* s = new QSpinBox(parent);
  s->setRange(int(range.min), int(range.max));
  s->setAccelerated(true);
  return s;
}
}  // namespace

ControlsPanel::ControlsPanel(QWidget* parent) : QWidget(parent) {
  preset_ = new QComboBox(this);
  gpus_ = spin(this, dp::kAppGpuRange);
  batch_ = spin(this, dp::kBatchSizeRange);
  data_ = spin(this, dp::kDataSizeRange);
  in_ = spin(this, dp::kFeaturesRange);
  out_ = spin(this, dp::kFeaturesRange);
  shuffle_ = new QCheckBox(this);
  drop_last_ = new QCheckBox(this);
  seed_ = spin(this, dp::kSeedRange);
  output_ = new QComboBox(this);
  backend_ = new QComboBox(this);
  backend_->setObjectName(QStringLiteral("backend"));
  speed_ = new QSlider(Qt::Horizontal, this);
  speed_->setRange(-100, 100);  // 10^(v/100): 0.1× .. 10×
  speed_label_ = new QLabel(this);

  form_ = new QFormLayout;
  for (QWidget* field : {static_cast<QWidget*>(preset_), static_cast<QWidget*>(gpus_), static_cast<QWidget*>(batch_),
                         static_cast<QWidget*>(data_), static_cast<QWidget*>(in_), static_cast<QWidget*>(out_),
                         static_cast<QWidget*>(shuffle_), static_cast<QWidget*>(drop_last_),
                         static_cast<QWidget*>(seed_), static_cast<QWidget*>(output_),
                         static_cast<QWidget*>(backend_), static_cast<QWidget*>(speed_)}) {
    form_->addRow(new QLabel(this), field);
  }
  form_->addRow(QString(), speed_label_);
  training_ = new TrainingControls(this);
  form_->addRow(training_);
  memory_ = new QLabel(this);
  memory_->setObjectName(QStringLiteral("memory"));
  memory_->setWordWrap(true);
  form_->addRow(QString(), memory_);
  auto* transport = new QHBoxLayout;
  for (int i = 0; i < 4; ++i) {
    auto* b = new QToolButton(this);
    b->setToolButtonStyle(Qt::ToolButtonTextUnderIcon);
    b->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    transport_ << b;
    transport->addWidget(b);
  }
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(form_);
  layout->addLayout(transport);
  layout->addStretch();

  for (auto* s : {gpus_, batch_, data_, in_, out_, seed_}) connect(s, &QSpinBox::valueChanged, this, &ControlsPanel::onEdited);
  for (auto* c : {shuffle_, drop_last_}) connect(c, &QCheckBox::toggled, this, &ControlsPanel::onEdited);
  connect(output_, &QComboBox::currentIndexChanged, this, &ControlsPanel::onEdited);
  connect(backend_, &QComboBox::currentIndexChanged, this, &ControlsPanel::onEdited);
  connect(training_, &TrainingControls::edited, this, &ControlsPanel::onEdited);
  connect(gpus_, &QSpinBox::valueChanged, this, &ControlsPanel::refillOutputDevices);
  connect(preset_, &QComboBox::activated, this, [this](int index) {
    selectPreset(preset_->itemData(index).toString());
    emit configChanged();
  });
  connect(speed_, &QSlider::valueChanged, this, [this] {
    speed_label_->setText(tr("speed %1×").arg(speed(), 0, 'g', 2));
    emit speedChanged(speed());
  });
  retranslate();
  selectPreset(kDefaultPresetId);
  setSpeed(1.0);
}

void ControlsPanel::retranslate() {
  const QStringList labels = {tr("Preset"), tr("GPUs"), tr("Batch size"), tr("Data size"), tr("Input features"),
                              tr("Output features"), tr("Shuffle"), tr("drop_last"), tr("Seed"), tr("Output device"),
                              tr("Backend"), tr("Speed")};
  setFormLabels(form_, labels);
  shuffle_->setText(tr("shuffle the samples"));
  drop_last_->setText(tr("drop the last, smaller batch"));
  gpus_->setToolTip(tr("GPUs: %1 to %2 (on CUDA, those beyond the physical GPUs are virtual)")
                        .arg(dp::kAppGpuRange.min).arg(dp::kAppGpuRange.max));
  updating_ = true;
  const QString current = presetId();
  preset_->clear();
  for (const auto& p : presets()) preset_->addItem(presetDisplayName(p), p.id);
  preset_->addItem(tr("Custom"), QString());
  preset_->setCurrentIndex(std::max(0, preset_->findData(current)));
  const int backend = backend_->currentIndex();
  backend_->clear();
  backend_->addItem(tr("Simulated GPUs (CPU threads)"));
  // CUDA is offered when the build has it and the machine has a GPU; otherwise the entry stays,
  // disabled, and its tooltip says why ("0 CUDA devices (no driver ...)"). The engine thread
  // asks the driver (which may take a while on a GPU machine), never the GUI thread.
  const int physical = cuda_ ? int(cuda_->devices.size()) : 0;
  if (!cuda_) {
    backend_->addItem(tr("CUDA (looking for GPUs…)"));
  } else if (physical > 0) {
    backend_->addItem(tr("CUDA (%n GPU(s): %1)", nullptr, physical).arg(QString::fromStdString(cuda_->devices[0].name)));
  } else {
    backend_->addItem(tr("CUDA (no CUDA device)"));
  }
  backend_->setItemData(1, cuda_ ? cudaText(*cuda_) : QString(), Qt::ToolTipRole);
  if (auto* model = qobject_cast<QStandardItemModel*>(backend_->model())) model->item(1)->setEnabled(physical > 0);
  backend_->setCurrentIndex(physical > 0 ? std::max(0, backend) : 0);
  updating_ = false;
  refillOutputDevices();
  speed_label_->setText(tr("speed %1×").arg(speed(), 0, 'g', 2));
  updateMemory();
  const QStringList names = {tr("Play"), tr("Phase"), tr("Batch"), tr("Reset")};
  for (int i = 0; i < transport_.size(); ++i) {
    if (!transport_[i]->defaultAction()) transport_[i]->setText(names[i]);
  }
}

void ControlsPanel::refillOutputDevices() {
  const bool was = updating_;
  updating_ = true;
  const int current = output_->currentData().isValid() ? output_->currentData().toInt() : 0;
  output_->clear();
  for (int i = 0; i < gpus_->value(); ++i) output_->addItem(deviceName(i), i);
  output_->addItem(tr("cpu (output_device=-1)"), -1);
  const int index = output_->findData(current);
  output_->setCurrentIndex(index >= 0 ? index : 0);
  updating_ = was;
}

dp::RunConfig ControlsPanel::config() const {
  dp::RunConfig c;
  c.gpus = gpus_->value();
  c.batch_size = batch_->value();
  c.data_size = data_->value();
  c.input_size = in_->value();
  c.output_size = out_->value();
  c.shuffle = shuffle_->isChecked();
  c.drop_last = drop_last_->isChecked();
  c.seed = std::uint64_t(seed_->value());
  const int output = output_->currentData().toInt();
  if (output != 0) c.output_device = output;
  c.backend = backend_->currentIndex() == 1 ? dp::Backend::Cuda : dp::Backend::Simulated;
  training_->applyTo(c);
  return c;
}

void ControlsPanel::setConfig(const dp::RunConfig& c) {
  updating_ = true;
  gpus_->setValue(c.gpus);
  batch_->setValue(int(std::min<std::int64_t>(c.batch_size, batch_->maximum())));
  data_->setValue(int(std::min<std::int64_t>(c.data_size, data_->maximum())));
  in_->setValue(int(c.input_size));
  out_->setValue(int(c.output_size));
  shuffle_->setChecked(c.shuffle);
  drop_last_->setChecked(c.drop_last);
  seed_->setValue(int(c.seed));
  refillOutputDevices();
  output_->setCurrentIndex(std::max(0, output_->findData(c.output_device.value_or(0))));
  if (c.backend == dp::Backend::Simulated || cudaAvailable()) backend_->setCurrentIndex(c.backend == dp::Backend::Cuda ? 1 : 0);
  training_->set(c);
  updating_ = false;
  updateMemory();
  preset_->setCurrentIndex(std::max(0, preset_->findData(presetId())));
}

bool ControlsPanel::selectPreset(const QString& id) {
  const Preset* p = findPreset(id);
  if (!p) return false;
  dp::RunConfig c = p->config;
  training_->applyTo(c);  // a preset sets the tutorial's sizes; training stays as it is
  setConfig(c);
  preset_->setCurrentIndex(preset_->findData(id));
  return true;
}

QString ControlsPanel::presetId() const {
  const dp::RunConfig c = config();
  for (const auto& p : presets()) {
    const auto& q = p.config;
    if (q.gpus == c.gpus && q.batch_size == c.batch_size && q.data_size == c.data_size &&
        q.input_size == c.input_size && q.output_size == c.output_size && q.shuffle == c.shuffle &&
        q.drop_last == c.drop_last && q.seed == c.seed && q.output_device == c.output_device) {
      return p.id;
    }
  }
  return {};
}

void ControlsPanel::setTransportActions(const QList<QAction*>& actions) {
  for (int i = 0; i < transport_.size() && i < actions.size(); ++i) transport_[i]->setDefaultAction(actions[i]);
}

double ControlsPanel::speed() const { return std::pow(10.0, speed_->value() / 100.0); }

void ControlsPanel::setSpeed(double speed) { speed_->setValue(int(std::lround(std::log10(speed) * 100))); }

QString ControlsPanel::memoryText() const { return no_break::plain(memory_->text()); }

void ControlsPanel::setCudaDiscovery(const dp::CudaDiscovery& discovery) {
  cuda_ = discovery;
  retranslate();
}

bool ControlsPanel::cudaAvailable() const { return cuda_ && !cuda_->devices.empty(); }

bool ControlsPanel::overMemoryBudget() const {
  const dp::RunConfig c = config();
  return dp::estimate_run_memory(c).total > dp::memory_budget(c);
}

QString ControlsPanel::cudaText(const dp::CudaDiscovery& found) {
  const int n = int(found.devices.size());
  if (n > 0) {
    QStringList names;
    for (const dp::CudaDeviceFacts& d : found.devices) names << QString::fromStdString(d.name);
    return tr("%n CUDA device(s): %1", nullptr, n).arg(sentences::joinList(names));
  }
  QString why;
  switch (found.absent) {
    case dp::CudaAbsence::NotBuilt: why = tr("this build has no CUDA backend (no CUDA toolkit at build time)"); break;
    case dp::CudaAbsence::RuntimeError:
      why = tr("%1, %2 = %3", "the CUDA runtime's error text, its name, its number")
                .arg(QString::fromStdString(found.error_text), QString::fromStdString(found.error_name))
                .arg(found.error_code);
      break;
    case dp::CudaAbsence::NoDevice: why = tr("the driver reports no CUDA-capable device"); break;
    case dp::CudaAbsence::NoneQueried:
    case dp::CudaAbsence::None: why = tr("no CUDA device could be queried"); break;
  }
  return tr("0 CUDA devices (%1)").arg(why);
}

QString ControlsPanel::bytesText(std::uint64_t bytes) {
  if (bytes < 1024) return tr("%n byte(s)", nullptr, int(bytes));
  static const char* const units[] = {"KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
  double v = double(bytes) / 1024.0;
  int u = 0;
  for (; v >= 1024.0 && u < 5; ++u) v /= 1024.0;
  return QStringLiteral("%1 %2").arg(QString::number(v, 'f', 1), QLatin1String(units[u]));
}

void ControlsPanel::updateMemory() {
  const dp::RunConfig c = config();
  const auto need = dp::estimate_run_memory(c).total, budget = dp::memory_budget(c);
  const bool over = need > budget;
  no_break::setText(memory_, (over ? tr("memory: %1 needed, over the %2 budget") : tr("memory: %1 of the %2 budget"))
                       .arg(bytesText(need), bytesText(budget)));
  memory_->setToolTip(tr("Runs that would need more than the budget (half of this machine's memory) are refused "
                         "before anything is allocated."));
  QPalette pal = memory_->palette();
  pal.setColor(QPalette::WindowText, over ? QColor(200, 40, 40) : palette().color(QPalette::WindowText));
  memory_->setPalette(pal);
}

void ControlsPanel::onEdited() {
  updateMemory();
  if (updating_) return;
  preset_->setCurrentIndex(std::max(0, preset_->findData(presetId())));
  emit configChanged();
}

void ControlsPanel::changeEvent(QEvent* event) {
  QWidget::changeEvent(event);
  if (event->type() == QEvent::LanguageChange) retranslate();
}
