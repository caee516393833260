// What a viewer can read in the window, and whether a text says a question's answer: the spoiler
// tests' two tools (test_no_spoiler: --predict's reveal points; test_plan_spoilers: a lesson's whole
// plan).
#pragma once

#include <QAbstractButton>
#include <QLabel>
#include <QList>
#include <QPair>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QTableWidget>
#include <QTextEdit>
#include <QWidget>

#include "common/no_break.h"
#include "shell/projector_bars.h"
#include "stage/dataparallel_view.h"
#include "stage/stage_text.h"

namespace spoiler {

inline QString squeezed(QString text) {
  text.remove(QLatin1Char(' '));
  text.remove(QChar(0x2060));  // word joiners (translations may hold them)
  return text;
}

// Whether `text` says `answer` (squeezed). A long answer ("[4,4,4,4,4,4,4,2]", "torch.Size([30,2])")
// anywhere in it; a number of two digits or more ("336" bytes) as a whole number; a one-digit
// number ("3" idle GPUs) as a whole number next to the word for idle (a "cuda:3" or "batch 3 of
// 4" says nothing about idle GPUs).
// With a `unit` (a pattern: "B|bytes?|字节" for a byte count), a number counts only followed by it:
// a measured "144 µs" does not say "144 bytes".
inline bool saysAnswer(const QString& text, const QString& answer, const QString& unit = QString()) {
  const QString t = squeezed(text);
  static const QRegularExpression number(QStringLiteral("^\\d+$"));
  if (!number.match(answer).hasMatch()) return t.contains(answer);
  const QString whole = QStringLiteral("(?<![\\d.])%1(?![\\d.])").arg(answer);
  if (!unit.isEmpty()) return QRegularExpression(whole + QStringLiteral("(?:%1)").arg(unit)).match(t).hasMatch();
  if (answer.size() >= 2) return QRegularExpression(whole).match(t).hasMatch();
  const QRegularExpression idle(QStringLiteral("%1(GPUs?|个GPU|个)?(idle|空闲)|(idle|空闲)\\D{0,12}%1").arg(whole),
                                QRegularExpression::CaseInsensitiveOption);
  return idle.match(t).hasMatch();
}

// Every text a viewer can read now, outside `panel`, each with where it is.
inline QList<QPair<QString, QString>> visibleTexts(QWidget& window, const QWidget* panel) {
  QList<QPair<QString, QString>> out;
  const auto outside = [&](const QWidget* w) { return w->isVisible() && !panel->isAncestorOf(w) && w != panel; };
  for (const QLabel* l : window.findChildren<QLabel*>()) {
    if (outside(l)) out.append({no_break::plain(l->text()), "label " + l->objectName()});
  }
  for (const QAbstractButton* b : window.findChildren<QAbstractButton*>()) {
    if (outside(b)) out.append({b->text(), "button " + b->objectName()});
  }
  for (const QPlainTextEdit* t : window.findChildren<QPlainTextEdit*>()) {
    if (outside(t)) out.append({t->toPlainText(), "text " + t->objectName()});
  }
  for (const QTextEdit* t : window.findChildren<QTextEdit*>()) {
    if (outside(t)) out.append({t->toPlainText(), "text " + t->objectName()});
  }
  for (const QTableWidget* t : window.findChildren<QTableWidget*>()) {
    if (!outside(t)) continue;
    for (int r = 0; r < t->rowCount(); ++r) {
      for (int c = 0; c < t->columnCount(); ++c) {
        if (const QTableWidgetItem* item = t->item(r, c)) out.append({item->text(), "table " + t->objectName()});
      }
    }
  }
  for (const ProjectorCaption* c : window.findChildren<ProjectorCaption*>()) {
    if (outside(c)) out.append({c->text(), "projector caption"});
  }
  for (const DataParallelView* v : window.findChildren<DataParallelView*>()) {
    if (!outside(v)) continue;
    for (const StageText& t : v->texts()) out.append({t.full.isEmpty() ? t.text : t.full, "stage"});
  }
  out.append({window.windowTitle(), "window title"});
  return out;
}

}  // namespace spoiler
