// LessonBanner: the caption 1.6× the window's text (and the zoom with it), the strip at its size.
#include "lessons/lesson_banner.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

#include "common/language.h"
#include "common/no_break.h"

LessonBanner::LessonBanner(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("lessonBanner"));
  strip_ = new QLabel(this);
  caption_ = new QLabel(this);
  caption_->setObjectName(QStringLiteral("lessonCaption"));
  caption_->setWordWrap(true);
  caption_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  QFont big = caption_->font();
  big.setPointSizeF(big.pointSizeF() * 1.6);
  caption_->setFont(big);
  note_ = new QLabel(this);
  note_->setObjectName(QStringLiteral("lessonNote"));
  note_->setWordWrap(true);
  note_->setForegroundRole(QPalette::ToolTipText);
  note_->hide();
  previous_ = new QToolButton(this);
  next_ = new QToolButton(this);
  close_ = new QToolButton(this);
  previous_->setText(QStringLiteral("◀"));
  next_->setText(QStringLiteral("▶"));
  close_->setText(QStringLiteral("✕"));
  auto* top = new QHBoxLayout;
  top->addWidget(strip_, 1);
  for (QToolButton* b : {previous_, next_, close_}) top->addWidget(b);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(10, 4, 10, 6);
  layout->addLayout(top);
  layout->addWidget(caption_);
  layout->addWidget(note_);
  setAutoFillBackground(true);
  setBackgroundRole(QPalette::ToolTipBase);
  caption_->setForegroundRole(QPalette::ToolTipText);
  strip_->setForegroundRole(QPalette::ToolTipText);
  connect(previous_, &QToolButton::clicked, this, &LessonBanner::previousRequested);
  connect(next_, &QToolButton::clicked, this, &LessonBanner::nextRequested);
  connect(close_, &QToolButton::clicked, this, &LessonBanner::closeRequested);
  retranslate();
  hide();
}

void LessonBanner::showStop(const Lesson& lesson, int index) {
  lesson_ = lesson;
  index_ = index;
  setVisible(index >= 0 && index < int(lesson.stops.size()));
  retranslate();
}

void LessonBanner::setHeld(bool held) {
  if (held == held_) return;
  held_ = held;
  retranslate();
}

void LessonBanner::setWithheldStop(int stop) {
  if (stop == withheld_stop_) return;
  withheld_stop_ = stop;
  retranslate();
}

QString LessonBanner::noteText() const { return note_->isVisibleTo(this) ? no_break::plain(note_->text()) : QString(); }

QString LessonBanner::captionText() const { return no_break::plain(caption_->text()); }
QString LessonBanner::stripText() const { return strip_->text(); }

void LessonBanner::retranslate() {
  previous_->setToolTip(tr("Previous stop (Page Up)"));
  next_->setToolTip(tr("Next stop (Page Down)"));
  close_->setToolTip(tr("Close the lesson"));
  if (index_ < 0 || index_ >= int(lesson_.stops.size())) return;
  const QString language = Language::current();
  const int count = int(lesson_.stops.size());
  strip_->setText(tr("stop %1 of %2 · %3").arg(index_ + 1).arg(count).arg(lesson_.title.in(language)));
  no_break::setText(caption_, held_ ? tr("Predict first: this stop's caption comes with the answer.")
                          : lesson_.captionAt(index_, language));  // its numbers from the run
  QString note;
  if (withheld_stop_ > index_) {
    note = tr("Paused here: what comes next answers the question of stop %1. Page Down goes on to it.").arg(withheld_stop_ + 1);
  } else if (withheld_stop_ >= 0) {
    note = tr("Paused here: what comes next answers the skipped question of stop %1.").arg(withheld_stop_ + 1);
  }
  no_break::setText(note_, note);
  note_->setVisible(!note.isEmpty());
  previous_->setEnabled(index_ > 0);
  next_->setEnabled(true);  // after the last stop: the end of class
  if (index_ + 1 >= count) next_->setToolTip(tr("End of class: what was covered and the votes (Page Down)"));
}

void LessonBanner::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(event);
}
