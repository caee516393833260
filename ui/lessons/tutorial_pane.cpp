// TutorialPane: a scrollable column of sections; the comparison table in the results section.
#include "lessons/tutorial_pane.h"

#include <QComboBox>
#include <QEvent>
#include <QFile>
#include <QFontDatabase>
#include <QFrame>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QStyle>
#include <QTableWidget>
#include <QVBoxLayout>

#include "common/no_break.h"
#include "lessons/python_highlighter.h"

namespace {

QPlainTextEdit* codeCell(const QString& code, QWidget* parent) {
  auto* edit = new QPlainTextEdit(code, parent);
  edit->setReadOnly(true);
  edit->setLineWrapMode(QPlainTextEdit::NoWrap);
  edit->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
  const int lines = int(code.count('\n')) + 1;
  const int scrollbar = edit->style()->pixelMetric(QStyle::PM_ScrollBarExtent);  // long lines scroll sideways
  edit->setFixedHeight(edit->fontMetrics().lineSpacing() * lines + 16 + scrollbar);
  new PythonHighlighter(edit->document());
  return edit;
}

std::vector<std::string> toStd(const QStringList& lines) {
  std::vector<std::string> out;
  for (const auto& l : lines) out.push_back(l.toStdString());
  return out;
}

}  // namespace

TutorialPane::TutorialPane(QWidget* parent) : QWidget(parent) {
  auto* content = new QWidget;
  auto* column = new QVBoxLayout(content);
  column->setSpacing(4);
  const auto& all = tutorialSections();
  for (int i = 0; i < int(all.size()); ++i) {
    const TutorialSection& s = all[std::size_t(i)];
    SectionWidgets w;
    // Each section in a frame of its own, so the current one can be highlighted as a whole.
    w.frame = new QFrame(content);
    w.frame->setObjectName(QStringLiteral("tutorialSection"));
    auto* box = new QVBoxLayout(w.frame);
    box->setContentsMargins(8, 4, 6, 6);
    w.title = new QLabel(w.frame);
    QFont bold = w.title->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    w.title->setFont(bold);
    w.title->setWordWrap(true);
    w.text = new QLabel(w.frame);
    w.text->setWordWrap(true);
    w.text->setTextFormat(Qt::RichText);
    w.text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    box->addWidget(w.title);
    box->addWidget(w.text);
    if (*s.code) box->addWidget(codeCell(QString::fromUtf8(s.code), w.frame));
    if (s.action == TutorialAction::Compare) {
      box->addWidget(makeComparison(w.frame));
    } else if (s.action != TutorialAction::None) {
      w.run = new QPushButton(w.frame);
      w.run->setObjectName(QStringLiteral("run-%1").arg(QString::fromLatin1(s.id)));
      connect(w.run, &QPushButton::clicked, this, [this, i] { runSection(i); });
      w.status = new QLabel(w.frame);
      w.status->setWordWrap(true);
      w.status->setObjectName(QStringLiteral("status-%1").arg(QString::fromLatin1(s.id)));
      w.status->hide();  // until the step is run
      auto* row = new QHBoxLayout;
      row->addStretch(1);
      row->addWidget(w.run);
      box->addLayout(row);
      box->addWidget(w.status);
    }
    column->addWidget(w.frame);
    sections_.push_back(w);
  }
  column->addStretch(1);
  auto* scroll = new QScrollArea(this);
  scroll_ = scroll;
  scroll->setWidgetResizable(true);
  scroll->setWidget(content);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(scroll);
  setMinimumWidth(240);
  retranslate();
}

QWidget* TutorialPane::makeComparison(QWidget* parent) {
  auto* box = new QWidget(parent);
  auto* layout = new QVBoxLayout(box);
  layout->setContentsMargins(0, 0, 0, 0);
  gpus_ = new QComboBox(box);
  for (int g : {2, 3, 8}) gpus_->addItem(QString(), g);
  gpus_->setCurrentIndex(2);
  compare_ = new QPushButton(box);
  compare_->setObjectName(QStringLiteral("run-results"));
  connect(compare_, &QPushButton::clicked, this, [this] {
    setCurrent(sectionOf(TutorialAction::Compare));
    pending_ = current_;  // its run is the comparison's, not the loop's
    emit compareRequested(compareGpus());
  });
  auto* row = new QHBoxLayout;
  row->addWidget(gpus_);
  row->addWidget(compare_, 1);
  layout->addLayout(row);
  summary_ = new QLabel(box);
  summary_->setWordWrap(true);
  order_note_ = new QLabel(box);
  order_note_->setWordWrap(true);
  table_ = new QTableWidget(0, 3, box);
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->verticalHeader()->hide();
  table_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
  table_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
  table_->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
  table_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
  table_->setMinimumHeight(260);
  layout->addWidget(summary_);
  layout->addWidget(table_);
  layout->addWidget(order_note_);
  return box;
}

QStringList TutorialPane::expectedPrintout(int gpus) {
  QFile f(QStringLiteral(":/tutorial/printout_%1gpu.txt").arg(gpus));
  if (!f.open(QIODevice::ReadOnly)) return {};
  return QString::fromUtf8(f.readAll()).split('\n', Qt::SkipEmptyParts);
}

int TutorialPane::compareGpus() const { return gpus_->currentData().toInt(); }

void TutorialPane::setCompareGpus(int gpus) { gpus_->setCurrentIndex(std::max(0, gpus_->findData(gpus))); }

QPushButton* TutorialPane::runButton(int section) const {
  if (section < 0 || section >= int(sections_.size())) return nullptr;
  return tutorialSections()[std::size_t(section)].action == TutorialAction::Compare ? compare_
                                                                                   : sections_[std::size_t(section)].run;
}

QString TutorialPane::comparisonSummary() const { return no_break::plain(summary_->text()); }

void TutorialPane::showComparison(int gpus, const QStringList& printed) {
  compared_gpus_ = gpus;
  comparison_ = dp::compare_printout(toStd(expectedPrintout(gpus)), toStd(printed));
  table_->setRowCount(int(comparison_.rows.size()));
  for (int r = 0; r < int(comparison_.rows.size()); ++r) {
    const auto& row = comparison_.rows[std::size_t(r)];
    table_->setItem(r, 0, new QTableWidgetItem(QString::fromStdString(row.expected)));
    table_->setItem(r, 1, new QTableWidgetItem(QString::fromStdString(row.actual)));
    auto* mark = new QTableWidgetItem(row.match ? QStringLiteral("✓") : QStringLiteral("✗"));
    mark->setForeground(row.match ? QColor(40, 150, 70) : QColor(200, 50, 50));
    table_->setItem(r, 2, mark);
  }
  retranslate();
}

void TutorialPane::runSection(int section) {
  const TutorialAction action = tutorialSections()[std::size_t(section)].action;
  setCurrent(section);
  pending_ = section;
  sections_[std::size_t(section)].fed.reset();  // "Working…" until the run says otherwise
  showStatus(section);
  emit stepRequested(action);
}

int TutorialPane::sectionOf(TutorialAction action) const {
  const auto& all = tutorialSections();
  for (std::size_t i = 0; i < all.size(); ++i) {
    if (all[i].action == action) return int(i);
  }
  return -1;
}

void TutorialPane::setCurrent(int section) {
  current_ = section;
  for (int i = 0; i < int(sections_.size()); ++i) {
    // A bar in the highlight colour down the left, on the alternate background: the step in view.
    sections_[std::size_t(i)].frame->setStyleSheet(
        i == section ? QStringLiteral("QFrame#tutorialSection { border-left: 4px solid palette(highlight);"
                                      " background-color: palette(alternate-base); }")
                     : QString());
  }
  // The step in view: its title and button, as far as the dock's height allows.
  if (section >= 0) scroll_->ensureWidgetVisible(sections_[std::size_t(section)].frame, 0, 0);
}

void TutorialPane::followRun(const TutorialRunState& state) {
  if (state == state_) return;
  state_ = state;
  const int loop = sectionOf(TutorialAction::RunEpoch);
  // The epoch playing is the tutorial's loop, whichever button (or key) started it.
  const bool comparing = pending_ >= 0 && pending_ == sectionOf(TutorialAction::Compare);
  if (state.playing && pending_ != loop && !comparing && loop >= 0) {
    setCurrent(loop);
    pending_ = loop;
  }
  if (pending_ < 0) return;
  const TutorialAction action = tutorialSections()[std::size_t(pending_)].action;
  sections_[std::size_t(pending_)].fed = state;
  showStatus(pending_);
  if (TutorialFeedback::finished(action, state)) pending_ = -1;
}

void TutorialPane::showStatus(int section) {
  SectionWidgets& w = sections_[std::size_t(section)];
  if (!w.status) return;
  const TutorialAction action = tutorialSections()[std::size_t(section)].action;
  no_break::setText(w.status, w.fed ? TutorialFeedback::text(action, *w.fed) : TutorialFeedback::text(action, {}));
  w.status->show();
  if (section == current_) scroll_->ensureWidgetVisible(w.status, 0, 0);
}

QString TutorialPane::statusText(int section) const {
  if (section < 0 || section >= int(sections_.size()) || !sections_[std::size_t(section)].status) return {};
  const QLabel* status = sections_[std::size_t(section)].status;
  return status->isVisibleTo(this) ? no_break::plain(status->text()) : QString();
}

QString TutorialPane::sectionHeading(int section) const {
  if (section < 0 || section >= int(sections_.size())) return {};
  return no_break::plain(sections_[std::size_t(section)].title->text());
}

void TutorialPane::retranslate() {
  const auto& all = tutorialSections();
  for (std::size_t i = 0; i < all.size(); ++i) {
    no_break::setText(sections_[i].title, sectionTitle(all[i]));
    no_break::setText(sections_[i].text, sectionText(all[i]));
    if (sections_[i].run) sections_[i].run->setText(tr("Run this step"));
    if (sections_[i].status && sections_[i].status->isVisibleTo(this)) showStatus(int(i));
  }
  for (int i = 0; i < gpus_->count(); ++i) gpus_->setItemText(i, tr("%n GPU(s)", nullptr, gpus_->itemData(i).toInt()));
  compare_->setText(tr("Run it and compare with the tutorial"));
  table_->setHorizontalHeaderLabels({tr("The tutorial printed"), tr("dpviz printed"), QString()});
  no_break::setText(order_note_, tr("Within a batch the replicas' lines may come in any order: the replicas run at the same "
                          "time and print when they finish, so each line is matched against the same batch of the "
                          "tutorial's printout."));
  if (compared_gpus_ == 0) {
    no_break::setText(summary_, tr("Not compared yet."));
  } else {
    const int total = int(comparison_.rows.size());
    no_break::setText(summary_, comparison_.full_match
                          ? tr("%1 GPUs: all %2 lines match the tutorial.").arg(compared_gpus_).arg(total)
                          : tr("%1 GPUs: %2 of %3 lines match the tutorial.").arg(compared_gpus_).arg(comparison_.matched).arg(total));
  }
}

void TutorialPane::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(event);
}
