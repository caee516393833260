// LogView: QPlainTextEdit with per-line character formats; the plain text stays byte-exact.
#include "panels/log_view.h"

#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QPushButton>
#include <QScrollBar>
#include <QVBoxLayout>

#include "stage/device_palette.h"

LogView::LogView(QWidget* parent) : QWidget(parent) {
  edit_ = new QPlainTextEdit(this);
  edit_->setReadOnly(true);
  edit_->setLineWrapMode(QPlainTextEdit::NoWrap);
  edit_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
  edit_->setTabStopDistance(edit_->fontMetrics().horizontalAdvance(' ') * 4);
  edit_->setMaximumBlockCount(20000);  // a long run keeps memory flat
  copy_ = new QPushButton(this);
  clear_ = new QPushButton(this);
  connect(copy_, &QPushButton::clicked, this, &LogView::copyAll);
  connect(clear_, &QPushButton::clicked, this, &LogView::clear);
  auto* buttons = new QHBoxLayout;
  buttons->addStretch();
  buttons->addWidget(copy_);
  buttons->addWidget(clear_);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(2, 2, 2, 2);
  layout->addWidget(edit_);
  layout->addLayout(buttons);
  retranslate();
}

void LogView::appendLine(const QString& line, int device) {
  QTextCharFormat format;
  format.setForeground(device < 0 ? palette().color(QPalette::Text) : deviceTextOnWhite(device));
  QTextCursor cursor(edit_->document());
  cursor.movePosition(QTextCursor::End);
  if (!edit_->document()->isEmpty()) cursor.insertBlock();
  cursor.insertText(line, format);
  edit_->verticalScrollBar()->setValue(edit_->verticalScrollBar()->maximum());
}

void LogView::copyAll() { QApplication::clipboard()->setText(text()); }

void LogView::changeEvent(QEvent* event) {
  QWidget::changeEvent(event);
  if (event->type() == QEvent::LanguageChange) retranslate();
}

void LogView::retranslate() {
  copy_->setText(tr("Copy all"));
  clear_->setText(tr("Clear"));
  edit_->setPlaceholderText(tr("The tutorial's printed lines appear here as the replicas finish."));
}
