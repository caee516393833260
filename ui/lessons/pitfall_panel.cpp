// PitfallPanel: labels and the repeats table, retranslated on language change.
#include "lessons/pitfall_panel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <algorithm>
#include <QToolButton>
#include <QVBoxLayout>

#include "common/no_break.h"
#include "common/sentences.h"
#include "lessons/pitfalls.h"

PitfallPanel::PitfallPanel(QWidget* parent) : QWidget(parent) {
  title_ = new QLabel(this);
  QFont bold = title_->font();
  bold.setBold(true);
  title_->setFont(bold);
  text_ = new QLabel(this);
  text_->setWordWrap(true);
  text_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  log_ = new QLabel(this);
  log_->setWordWrap(true);
  log_->setTextFormat(Qt::PlainText);
  log_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  log_->hide();
  repeats_ = new QTableWidget(0, 3, this);
  repeats_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  repeats_->verticalHeader()->hide();
  // One line a run: the numbers take their width, the print order the rest (wrapped rows made the
  // table push the stage down to a strip at 1024×768).
  repeats_->setWordWrap(false);
  repeats_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
  repeats_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
  repeats_->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
  repeats_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  repeats_->hide();
  close_ = new QToolButton(this);
  close_->setText(QStringLiteral("✕"));
  connect(close_, &QToolButton::clicked, this, [this] {
    showPitfall(nullptr);
    emit closed();
  });
  auto* top = new QHBoxLayout;
  top->addWidget(title_, 1);
  top->addWidget(close_);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(8, 4, 8, 4);
  layout->addLayout(top);
  layout->addWidget(text_);
  layout->addWidget(log_);
  layout->addWidget(repeats_);
  setAutoFillBackground(true);
  setBackgroundRole(QPalette::AlternateBase);
  hide();
}

void PitfallPanel::showPitfall(const Pitfall* pitfall) {
  pitfall_ = pitfall;
  repeats_->setRowCount(0);
  log_lines_.clear();
  slowest_ = -1;
  log_->hide();
  repeats_->setVisible(pitfall && pitfall->repeats > 0);
  setVisible(pitfall != nullptr);
  retranslate();
}

QString PitfallPanel::explanationText() const { return no_break::plain(text_->text()); }

void PitfallPanel::addLogLine(const QString& line) {
  if (!pitfall_) return;
  const QString text = line.simplified();  // one paragraph: the log's own line breaks fit its width, not the panel's
  if (text.isEmpty() || log_lines_.contains(text)) return;  // once: a warning repeats every batch
  log_lines_ << text;
  retranslate();
  log_->show();
}

QString PitfallPanel::logText() const { return no_break::plain(log_->text()); }

void PitfallPanel::setSlowest(int device) {
  if (!pitfall_ || device == slowest_) return;
  slowest_ = device;
  retranslate();
}

void PitfallPanel::setRepeats(const QList<RepeatRun>& runs) {
  repeats_->setRowCount(int(runs.size()));
  for (int r = 0; r < int(runs.size()); ++r) {
    QStringList order;
    for (int i : runs[r].printed_order) order << QString::number(i);
    const QStringList cells = {QString::number(r + 1), order.join(QStringLiteral(", ")),
                               QStringLiteral("%1").arg(runs[r].checksum, 16, 16, QLatin1Char('0'))};
    for (int c = 0; c < cells.size(); ++c) repeats_->setItem(r, c, new QTableWidgetItem(cells[c]));
  }
  fitRepeatsHeight();
}

void PitfallPanel::fitRepeatsHeight() {
  // Exactly its rows (at most 170 px, then it scrolls): the stage below keeps the rest.
  repeats_->resizeRowsToContents();
  int h = repeats_->horizontalHeader()->sizeHint().height() + 2 * repeats_->frameWidth();
  for (int r = 0; r < repeats_->rowCount(); ++r) h += repeats_->rowHeight(r);
  repeats_->setFixedHeight(std::min(h, 170));
}

void PitfallPanel::retranslate() {
  close_->setToolTip(tr("Close the scenario"));
  repeats_->setHorizontalHeaderLabels({tr("Run", "repeats table: the run's number"), tr("Replicas in print order"), tr("Output checksum (FNV-1a)")});
  if (!pitfall_) return;
  title_->setText(tr("Pitfall: %1").arg(pitfallTitle(*pitfall_)));
  QString text = pitfallExplanation(*pitfall_);
  if (slowest_ >= 0) {
    text = sentences::join(text, tr("In this run, cuda:%1 was the slowest.").arg(slowest_));
  }
  no_break::setText(text_, text);
  if (!log_lines_.isEmpty()) no_break::setText(log_, tr("The log: %1").arg(log_lines_.join(QLatin1Char('\n'))));
}

void PitfallPanel::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  if (event->type() == QEvent::FontChange) fitRepeatsHeight();  // the zoom: taller rows
  QWidget::changeEvent(event);
}
