// LessonEditor: a list of stops over the fields of the selected one; every edit is stored at once.
#include "lessons/lesson_editor.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include "common/language.h"
#include "quiz/kind_label.h"

namespace {
QPlainTextEdit* captionEdit(QWidget* parent) {
  auto* e = new QPlainTextEdit(parent);
  e->setTabChangesFocus(true);
  e->setMaximumHeight(e->fontMetrics().lineSpacing() * 5);
  return e;
}
}  // namespace

LessonEditor::LessonEditor(QWidget* parent) : QWidget(parent) {
  title_label_ = new QLabel(this);
  title_en_ = new QLineEdit(this);
  title_zh_ = new QLineEdit(this);
  list_ = new QListWidget(this);
  list_->setObjectName(QStringLiteral("lessonStops"));
  add_ = new QPushButton(this);
  up_ = new QPushButton(QStringLiteral("↑"), this);
  down_ = new QPushButton(QStringLiteral("↓"), this);
  delete_ = new QPushButton(this);
  at_label_ = new QLabel(this);
  batch_ = new QSpinBox(this);
  batch_->setRange(1, 1000000);
  phase_ = new QComboBox(this);
  view_ = new QComboBox(this);
  quiz_ = new QComboBox(this);
  quiz_->setObjectName(QStringLiteral("lessonQuiz"));
  caption_label_ = new QLabel(this);
  caption_en_ = captionEdit(this);
  caption_zh_ = captionEdit(this);

  auto* buttons = new QHBoxLayout;
  buttons->addWidget(add_, 1);
  for (QPushButton* b : {up_, down_, delete_}) buttons->addWidget(b);
  auto* at = new QHBoxLayout;
  at->addWidget(batch_);
  at->addWidget(phase_, 1);
  at->addWidget(view_, 1);
  at->addWidget(quiz_, 1);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(title_label_);
  layout->addWidget(title_en_);
  layout->addWidget(title_zh_);
  layout->addWidget(list_, 1);
  layout->addLayout(buttons);
  layout->addWidget(at_label_);
  layout->addLayout(at);
  layout->addWidget(caption_label_);
  layout->addWidget(caption_en_);
  layout->addWidget(caption_zh_);

  connect(title_en_, &QLineEdit::textEdited, this, &LessonEditor::edited);
  connect(title_zh_, &QLineEdit::textEdited, this, &LessonEditor::edited);
  connect(caption_en_, &QPlainTextEdit::textChanged, this, &LessonEditor::edited);
  connect(caption_zh_, &QPlainTextEdit::textChanged, this, &LessonEditor::edited);
  connect(batch_, &QSpinBox::valueChanged, this, &LessonEditor::edited);
  connect(phase_, &QComboBox::activated, this, &LessonEditor::edited);
  connect(view_, &QComboBox::activated, this, &LessonEditor::edited);
  connect(quiz_, &QComboBox::activated, this, &LessonEditor::edited);
  connect(list_, &QListWidget::currentRowChanged, this, [this](int row) {
    showStop(row);
    if (!filling_ && row >= 0) emit stopActivated(row);
  });
  connect(add_, &QPushButton::clicked, this, &LessonEditor::addStopRequested);
  connect(up_, &QPushButton::clicked, this, [this] { moveStop(-1); });
  connect(down_, &QPushButton::clicked, this, [this] { moveStop(+1); });
  connect(delete_, &QPushButton::clicked, this, &LessonEditor::deleteStop);
  retranslate();
  showStop(-1);
}

void LessonEditor::setLesson(const Lesson& lesson) {
  lesson_ = lesson;
  filling_ = true;
  title_en_->setText(lesson_.title.en);
  title_zh_->setText(lesson_.title.zh_CN);
  filling_ = false;
  refillList();
  setCurrentStop(lesson_.stops.empty() ? -1 : 0);
}

int LessonEditor::currentStop() const { return list_->currentRow(); }

void LessonEditor::setCurrentStop(int index) {
  filling_ = true;
  list_->setCurrentRow(index);
  filling_ = false;
  showStop(index);
}

void LessonEditor::insertStop(const LessonStop& stop) {
  const int at = currentStop() + 1;
  lesson_.stops.insert(lesson_.stops.begin() + at, stop);
  refillList();
  setCurrentStop(at);
  emit changed();
}

void LessonEditor::refillList() {
  filling_ = true;
  const int row = list_->currentRow();
  list_->clear();
  const QString language = QLocale().name() == QLatin1String("zh_CN") ? QStringLiteral("zh_CN") : QStringLiteral("en");
  for (std::size_t i = 0; i < lesson_.stops.size(); ++i) {
    const LessonStop& s = lesson_.stops[i];
    list_->addItem(tr("%1. at %2 — %3").arg(i + 1).arg(s.at.text(), s.caption.in(language).section(QLatin1Char('\n'), 0, 0)));
  }
  list_->setCurrentRow(std::min(row, list_->count() - 1));
  filling_ = false;
}

void LessonEditor::showStop(int index) {
  const bool valid = index >= 0 && index < int(lesson_.stops.size());
  for (QWidget* w : std::initializer_list<QWidget*>{batch_, phase_, view_, quiz_, caption_en_, caption_zh_, up_, down_, delete_}) {
    w->setEnabled(valid);
  }
  if (!valid) return;
  filling_ = true;
  const LessonStop& s = lesson_.stops[std::size_t(index)];
  batch_->setValue(s.at.batch);
  phase_->setCurrentIndex(std::max(0, phase_->findData(int(s.at.phase))));
  view_->setCurrentIndex(std::max(0, view_->findData(int(s.view))));
  quiz_->setCurrentIndex(s.quiz ? std::max(0, quiz_->findData(int(s.quiz->kind))) : 0);
  caption_en_->setPlainText(s.caption.en);
  caption_zh_->setPlainText(s.caption.zh_CN);
  up_->setEnabled(index > 0);
  down_->setEnabled(index + 1 < int(lesson_.stops.size()));
  filling_ = false;
}

void LessonEditor::storeFields() {
  lesson_.title = {title_en_->text().trimmed(), title_zh_->text().trimmed()};
  const int index = currentStop();
  if (index < 0 || index >= int(lesson_.stops.size())) return;
  LessonStop& s = lesson_.stops[std::size_t(index)];
  s.at = {batch_->value(), AnimPhase(phase_->currentData().toInt())};
  s.view = AppView(view_->currentData().toInt());
  const QVariant kind = quiz_->currentData();
  if (!kind.isValid()) {
    s.quiz.reset();
  } else if (!s.quiz || int(s.quiz->kind) != kind.toInt()) {
    s.quiz = LessonQuiz{dp::quiz::Kind(kind.toInt()), std::nullopt};  // a new kind asks about rank 0
  }
  s.caption = {caption_en_->toPlainText().trimmed(), caption_zh_->toPlainText().trimmed()};
}

void LessonEditor::edited() {
  if (filling_) return;
  storeFields();
  const int row = currentStop();
  if (row >= 0) {
    const QSignalBlocker block(list_);
    refillList();
    list_->setCurrentRow(row);
  }
  emit changed();
}

void LessonEditor::moveStop(int delta) {
  const int from = currentStop(), to = from + delta;
  if (from < 0 || to < 0 || to >= int(lesson_.stops.size())) return;
  std::swap(lesson_.stops[std::size_t(from)], lesson_.stops[std::size_t(to)]);
  refillList();
  setCurrentStop(to);
  emit changed();
}

void LessonEditor::deleteStop() {
  const int index = currentStop();
  if (index < 0 || index >= int(lesson_.stops.size())) return;
  lesson_.stops.erase(lesson_.stops.begin() + index);
  refillList();
  setCurrentStop(std::min(index, int(lesson_.stops.size()) - 1));
  emit changed();
}

void LessonEditor::retranslate() {
  title_label_->setText(tr("Title (English, then Chinese)"));
  title_en_->setPlaceholderText(tr("Title in English"));
  title_zh_->setPlaceholderText(tr("Title in Chinese"));
  add_->setText(tr("Add the current state as a stop"));
  up_->setToolTip(tr("Move the stop up"));
  down_->setToolTip(tr("Move the stop down"));
  delete_->setText(tr("Delete"));
  at_label_->setText(tr("Pause at batch, phase; show view; ask a prediction"));
  caption_label_->setText(tr("Caption (English, then Chinese)"));
  caption_en_->setPlaceholderText(tr("What to say at this stop, in English"));
  caption_zh_->setPlaceholderText(tr("What to say at this stop, in Chinese"));
  const QStringList phase_names = {tr("load"), tr("scatter"), tr("replicate"), tr("forward"), tr("gather"),
                                   tr("loss"), tr("backward"), tr("reduce"), tr("step"), tr("done")};
  const QStringList view_names = {tr("Run"), tr("Rules explorer"), tr("Timings"), tr("Scaling"), tr("Loss"), tr("DDP"),
                                  tr("Rules explorer: DDP vs DataParallel"), tr("DataParallel vs DDP")};
  filling_ = true;
  quiz_->clear();
  quiz_->addItem(tr("No prediction"));
  // Each kind as its descriptor words it (engine/quiz/kinds/<kind>.cpp), in the app's language.
  const std::string language = Language::current().toStdString();
  for (dp::quiz::Kind k : dp::quiz::all_kinds()) {
    //: %1: a question kind in a few words, such as "Rows in each chunk"
    quiz_->addItem(tr("Predict: %1").arg(QString::fromStdString(dp::quiz::kind_label(k).in(language))), int(k));
  }
  phase_->clear();
  for (int i = 0; i < animPhaseNames().size(); ++i) phase_->addItem(phase_names.value(i), i + int(AnimPhase::Load));
  view_->clear();
  for (int i = 0; i < int(kAppViewNames.size()); ++i) view_->addItem(view_names.value(i), i);
  filling_ = false;
  refillList();
  showStop(currentStop());
}

void LessonEditor::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(event);
}
