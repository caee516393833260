// The worksheet dialog: every field has a default (seed 1, 12 questions, the window's language, all
// kinds, the key on), so Export at once gives a usable sheet.
#include "export/worksheet_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QStatusBar>
#include <QThread>
#include <algorithm>
#include <limits>
#include <memory>

#include "common/language.h"
#include "quiz/kind_label.h"

namespace {
// A kind in the app's language, as its descriptor words it (engine/quiz/kinds/<kind>.cpp).
QString kindLabel(dp::quiz::Kind kind) { return QString::fromStdString(dp::quiz::kind_label(kind).in(Language::current().toStdString())); }
}  // namespace

WorksheetDialog::WorksheetDialog(const QString& language, QWidget* parent) : QDialog(parent) {
  setWindowTitle(tr("Export worksheet"));
  path_ = new QLineEdit(QDir::home().filePath(QStringLiteral("dpviz-worksheet.pdf")), this);
  path_->setObjectName(QStringLiteral("worksheetPath"));
  auto* browse = new QPushButton(tr("Browse…"), this);
  connect(browse, &QPushButton::clicked, this, &WorksheetDialog::browse);
  auto* file_row = new QHBoxLayout;
  file_row->addWidget(path_, 1);
  file_row->addWidget(browse);
  seed_ = new QSpinBox(this);
  seed_->setObjectName(QStringLiteral("worksheetSeed"));
  seed_->setRange(0, std::numeric_limits<int>::max());
  seed_->setValue(1);
  count_ = new QSpinBox(this);
  count_->setObjectName(QStringLiteral("worksheetCount"));
  count_->setRange(worksheet::kMinCount, worksheet::kMaxCount);
  count_->setValue(12);
  lang_ = new QComboBox(this);
  lang_->setObjectName(QStringLiteral("worksheetLanguage"));
  lang_->addItem(QStringLiteral("中文"), QStringLiteral("zh_CN"));
  lang_->addItem(QStringLiteral("English"), QStringLiteral("en"));
  lang_->setCurrentIndex(language == QLatin1String("zh_CN") ? 0 : 1);
  auto* kinds = new QGridLayout;
  for (dp::quiz::Kind kind : dp::quiz::all_kinds()) {
    auto* box = new QCheckBox(kindLabel(kind), this);
    box->setObjectName(QStringLiteral("kind_") + QString::fromUtf8(dp::quiz::kind_name(kind).data(), qsizetype(dp::quiz::kind_name(kind).size())));
    box->setChecked(true);
    connect(box, &QCheckBox::toggled, this, &WorksheetDialog::update);
    kinds->addWidget(box, int(kinds_.size()) / 2, int(kinds_.size()) % 2);
    kinds_ << box;
  }
  answers_ = new QCheckBox(this);
  answers_->setObjectName(QStringLiteral("worksheetAnswers"));
  answers_->setChecked(true);
  connect(path_, &QLineEdit::textChanged, this, &WorksheetDialog::update);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  ok_ = buttons->button(QDialogButtonBox::Ok);
  ok_->setText(tr("Export"));
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  auto* form = new QFormLayout(this);
  form->addRow(tr("File (.pdf):"), file_row);
  form->addRow(tr("Seed:"), seed_);
  form->addRow(tr("Questions:"), count_);
  form->addRow(tr("Language:"), lang_);
  form->addRow(tr("Kinds:"), kinds);
  form->addRow(answers_);
  form->addRow(buttons);
  update();
}

QString WorksheetDialog::answersPathFor(const QString& worksheet) {
  const bool pdf = worksheet.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive);
  return (pdf ? worksheet.chopped(4) : worksheet) + QStringLiteral("-answers.pdf");
}

WorksheetSpec WorksheetDialog::spec() const {
  WorksheetSpec spec;
  spec.seed = std::uint64_t(seed_->value());
  spec.count = count_->value();
  spec.lang = lang_->currentData().toString();
  const std::vector<dp::quiz::Kind>& all = dp::quiz::all_kinds();
  bool every = true;
  for (int i = 0; i < kinds_.size(); ++i) {
    if (kinds_[i]->isChecked()) spec.kinds.push_back(all[std::size_t(i)]);
    every = every && kinds_[i]->isChecked();
  }
  if (every) spec.kinds.clear();  // all kinds: the footer's command needs no --kinds
  return spec;
}

QString WorksheetDialog::path() const { return path_->text().trimmed(); }
QString WorksheetDialog::answersPath() const { return answers_->isChecked() ? answersPathFor(path()) : QString(); }
void WorksheetDialog::setPath(const QString& path) { path_->setText(path); }
void WorksheetDialog::setCount(int count) { count_->setValue(count); }
void WorksheetDialog::setAnswers(bool on) { answers_->setChecked(on); }

void WorksheetDialog::setKinds(const std::vector<dp::quiz::Kind>& kinds) {
  const std::vector<dp::quiz::Kind>& all = dp::quiz::all_kinds();
  for (int i = 0; i < kinds_.size(); ++i) {
    kinds_[i]->setChecked(kinds.empty() || std::find(kinds.begin(), kinds.end(), all[std::size_t(i)]) != kinds.end());
  }
}

void WorksheetDialog::browse() {
  const QString chosen = QFileDialog::getSaveFileName(this, tr("Save as"), path(), tr("PDF document (*.pdf)"));
  if (!chosen.isEmpty()) path_->setText(chosen);
}

void WorksheetDialog::update() {
  answers_->setText(tr("Also write the answer key: %1").arg(QFileInfo(answersPathFor(path())).fileName()));
  bool any = false;
  for (const QCheckBox* box : kinds_) any = any || box->isChecked();
  ok_->setEnabled(any && !path().isEmpty());
}

void exportWorksheetWithDialog(QMainWindow* window) {
  WorksheetDialog dialog(Language::current(), window);
  if (dialog.exec() != QDialog::Accepted) return;
  // Drawn on a thread of its own (a thousand questions take a second or two): the window stays live.
  struct Job {
    WorksheetSpec spec;
    QString path, answers, error;
    bool ok = false;
  };
  auto job = std::make_shared<Job>(Job{dialog.spec(), dialog.path(), dialog.answersPath(), {}, false});
  QThread* thread = QThread::create([job] { job->ok = worksheet::write(job->spec, job->path, job->answers, &job->error); });
  window->statusBar()->showMessage(WorksheetDialog::tr("Writing %1…").arg(job->path));
  QObject::connect(thread, &QThread::finished, window, [window, thread, job] {
    thread->deleteLater();
    if (job->ok) {
      window->statusBar()->showMessage(WorksheetDialog::tr("Wrote %1").arg(job->path), 10000);
      return;
    }
    window->statusBar()->clearMessage();
    QMessageBox::warning(window, WorksheetDialog::tr("Could not write the worksheet"), job->error);
  });
  // Closing the window while it draws waits for the files rather than ending the thread under them.
  QObject::connect(window, &QObject::destroyed, thread, [thread] { thread->wait(); });
  thread->start();
}
