// A two-column table in a dialog; the rows come translated from the window.
#include "shell/shortcut_sheet.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

ShortcutSheet::ShortcutSheet(QWidget* parent) : QDialog(parent) {
  setObjectName(QStringLiteral("ShortcutSheet"));
  intro_ = new QLabel(this);
  intro_->setWordWrap(true);
  table_ = new QTableWidget(0, 2, this);
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->setSelectionMode(QAbstractItemView::NoSelection);
  table_->setFocusPolicy(Qt::NoFocus);
  table_->verticalHeader()->hide();
  table_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
  table_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(intro_);
  layout->addWidget(table_, 1);
  layout->addWidget(buttons);
  resize(560, 520);
  retranslate();
}

void ShortcutSheet::setRows(const QList<Row>& rows) {
  rows_ = rows;
  table_->setRowCount(int(rows.size()));
  for (int r = 0; r < int(rows.size()); ++r) {
    table_->setItem(r, 0, new QTableWidgetItem(rows[r].keys));
    table_->setItem(r, 1, new QTableWidgetItem(rows[r].what));
  }
}

bool ShortcutSheet::lists(const QString& keys) const {
  for (const Row& row : rows_) {
    if (row.keys.split(QStringLiteral(" / ")).contains(keys)) return true;
  }
  return false;
}

void ShortcutSheet::changeEvent(QEvent* event) {
  QDialog::changeEvent(event);
  if (event->type() == QEvent::LanguageChange) retranslate();
}

void ShortcutSheet::retranslate() {
  setWindowTitle(tr("Keyboard shortcuts", "the shortcut sheet's window title"));
  intro_->setText(tr("Every key dpviz answers to. The arrows and Space work everywhere in the window."));
  table_->setHorizontalHeaderLabels({tr("Keys"), tr("What it does")});
}
