// DdpForm: the settings form's widgets, their labels and the projector corner (ddp/ddp_form.h).
#include "ddp/ddp_form.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QGridLayout>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <algorithm>

#include "common/model_words.h"

DdpForm::DdpForm(QWidget* parent) : QWidget(parent) {
  setObjectName("DdpForm");
  world_ = new QSpinBox(this);
  world_->setObjectName("DdpWorldSize");
  world_->setRange(1, 16);
  world_->setValue(4);  // the smallest ring whose steps differ from rank to rank (2 is a swap)
  local_batch_ = new QSpinBox(this);
  local_batch_->setObjectName("DdpLocalBatch");
  local_batch_->setRange(1, 1024);
  local_batch_->setValue(4);
  model_ = new QComboBox(this);
  // The models dpviz-ddp takes (--model); their labels, set in retranslate(), are ModelWords'.
  for (const dp::TrainModel m : dp::kNamedModels) model_->addItem(QString(), int(m));
  model_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
  model_->setMinimumContentsLength(12);
  lr_ = new QDoubleSpinBox(this);
  lr_->setRange(0.0001, 10);
  lr_->setDecimals(4);
  lr_->setValue(0.1);
  epochs_ = new QSpinBox(this);
  epochs_->setRange(1, 100);
  start_ = new QPushButton(this);
  start_->setObjectName("DdpStart");
  stop_ = new QPushButton(this);
  stop_->setObjectName("DdpStop");
  stop_->setEnabled(false);
  world_label_ = new QLabel(this);
  batch_label_ = new QLabel(this);
  model_label_ = new QLabel(this);
  lr_label_ = new QLabel(this);
  epochs_label_ = new QLabel(this);
  hostfile_label_ = new QLabel(this);
  hostfile_ = new QLineEdit(this);
  hostfile_->setObjectName("DdpHostfile");
  hostfile_->setClearButtonEnabled(true);
  browse_ = new QPushButton(this);
  browse_->setObjectName("DdpHostfileBrowse");
  auto* grid = grid_ = new QGridLayout(this);
  grid->setContentsMargins(0, 0, 0, 0);
  const QList<QWidget*> first{world_label_, world_, batch_label_, local_batch_, model_label_, model_};
  const QList<QWidget*> second{lr_label_, lr_, epochs_label_, epochs_, start_, stop_};
  for (int i = 0; i < first.size(); ++i) {
    grid->addWidget(first[i], 0, i);
    grid->addWidget(second[i], 1, i);
  }
  grid->addWidget(hostfile_label_, 2, 0);
  grid->addWidget(hostfile_, 2, 1, 1, first.size() - 2);
  grid->addWidget(browse_, 2, first.size() - 1);
  grid->setColumnStretch(first.size(), 1);
  for (QSpinBox* s : {world_, local_batch_}) connect(s, &QSpinBox::valueChanged, this, &DdpForm::settingsChanged);
  connect(model_, &QComboBox::currentIndexChanged, this, &DdpForm::settingsChanged);
  connect(start_, &QPushButton::clicked, this, [this] {
    recording_.clear();  // a lesson's recorded run is replayed by its stop; Start runs the form's settings
    emit startClicked();
  });
  connect(stop_, &QPushButton::clicked, this, &DdpForm::stopClicked);
  connect(browse_, &QPushButton::clicked, this, &DdpForm::browse);
  retranslate();
}

DdpLaunch DdpForm::launch() const {
  DdpLaunch l;
  l.world = world_->value();
  l.local_batch = local_batch_->value();
  l.model = dp::TrainModel(model_->currentData().toInt());
  l.lr = lr_->value();
  l.epochs = epochs_->value();
  l.gpu_ranks = gpu_ranks_;
  l.hostfile = hostfile();
  l.recording = recording_;
  return l;
}

void DdpForm::setLaunch(const DdpLaunch& l) {
  world_->setValue(l.world);
  local_batch_->setValue(l.local_batch);
  model_->setCurrentIndex(std::max(0, model_->findData(int(l.model))));
  lr_->setValue(l.lr);
  epochs_->setValue(l.epochs);
  recording_ = l.recording;
}

void DdpForm::setHostfile(const QString& hostfile) { hostfile_->setText(hostfile); }

QString DdpForm::hostfile() const { return hostfile_->text().trimmed(); }

void DdpForm::browse() {
  const QString path = QFileDialog::getOpenFileName(this, tr("OpenMPI hostfile"), hostfile());
  if (!path.isEmpty()) hostfile_->setText(path);
}

void DdpForm::setRunning(bool running) {
  start_->setEnabled(!running);
  stop_->setEnabled(running);
  for (QWidget* w : std::initializer_list<QWidget*>{world_, local_batch_, model_, lr_, epochs_, hostfile_, browse_}) w->setEnabled(!running);
}

// The world size, Start and Stop stay, beside the ring's page tabs (no height taken from the
// ring): the lecturer changes the ring without leaving projector mode.
void DdpForm::setProjector(bool on, QWidget* corner) {
  if (on) {
    for (QWidget* w : std::initializer_list<QWidget*>{world_label_, world_, start_, stop_}) corner->layout()->addWidget(w);
  } else {
    grid_->addWidget(world_label_, 0, 0);
    grid_->addWidget(world_, 0, 1);
    grid_->addWidget(start_, 1, 4);
    grid_->addWidget(stop_, 1, 5);
  }
  corner->setVisible(on);
  for (QWidget* w : std::initializer_list<QWidget*>{world_label_, world_, start_, stop_}) w->show();  // moved: shown again
  setVisible(!on);
}

void DdpForm::changeEvent(QEvent* event) {
  QWidget::changeEvent(event);
  if (event->type() == QEvent::LanguageChange) retranslate();
}

void DdpForm::retranslate() {
  world_label_->setText(tr("World size"));
  batch_label_->setText(tr("Local batch"));
  model_label_->setText(tr("Model"));
  for (int i = 0; i < model_->count(); ++i) {
    const QString label = ModelWords::label(dp::TrainModel(model_->itemData(i).toInt()));
    model_->setItemText(i, label);
    model_->setItemData(i, label, Qt::ToolTipRole);
  }
  lr_label_->setText(tr("Learning rate"));
  epochs_label_->setText(tr("Epochs"));
  start_->setText(tr("Start"));
  stop_->setText(tr("Stop"));
  world_->setToolTip(tr("Ranks: mpirun starts one dpviz-ddp process per rank"));
  hostfile_label_->setText(tr("Hostfile"));
  hostfile_->setPlaceholderText(tr("this machine (no hostfile)"));
  hostfile_->setToolTip(tr("An OpenMPI hostfile (NAME slots=N a line): mpirun starts the ranks on its hosts over ssh"));
  browse_->setText(tr("Browse…"));
  local_batch_->setToolTip(tr("Rows each rank takes per step; the global batch is world size × local batch"));
}
