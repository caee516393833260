// What a dpviz-cli run must give, per row of a bad-input table: the exit status and the exact
// one stderr line, or what a successful run printed; and the check of a run against it. Rows
// where the CLI is wrong per the contract say so (known_wrong) and expect the text to change.
#pragma once

#include <QMetaType>
#include <QRegularExpression>
#include <QString>
#include <QtTest>

#include <cstdint>

#include "run/memory_budget.h"

struct Outcome {
  int status = 0;
  QString err;          // the one stderr line, without its newline; "" for none
  int lines = 0;        // a run that succeeds: its stdout's line count,
  QString first, last;  // first and last line (a null `last`: not checked)
  QString known_wrong;  // the line printed today where the contract says otherwise (reported)
};
Q_DECLARE_METATYPE(Outcome)

inline Outcome refused(const QString& err) { return {2, err, 0, {}, {}, {}}; }
inline Outcome printed(int lines, const QString& first, const QString& last = QString()) { return {0, "", lines, first, last, {}}; }
// The CLI's own refusal of a value: "dpviz-cli: --gpus: expected an integer from 0 to 64, got '65'".
inline Outcome expected(const QString& option, const QString& what, const QString& value) {
  return refused(QStringLiteral("dpviz-cli: %1: expected %2, got '%3'").arg(option, what, value));
}
// A refusal whose line claims something false (an input size of 0 told "negative"): reported. The row
// checks the refusal and expects the line to change (a QEXPECT_FAIL that passes once it does).
inline Outcome refusedWrongly(const QString& line) {
  Outcome o = refused({});
  o.known_wrong = line;
  return o;
}

// The memory guard with the default budget: half of this machine's memory, so its text varies.
inline const QString kBudget = QStringLiteral("<the default budget>");
inline QString guard(const QString& need, std::uint64_t bytes) {
  return QStringLiteral("this run needs about %1 (%2 bytes) but the memory budget is %3: make the data, the batch or "
                        "the features smaller, or raise the budget").arg(need).arg(bytes).arg(kBudget);
}
// A guarded run that this machine's default budget would let through (it would run for hours).
inline bool budgetHolds(const Outcome& want) {
  if (!want.err.contains(kBudget)) return false;
  const auto need = QRegularExpression(QStringLiteral(R"(\((\d+) bytes\))")).match(want.err).captured(1).toULongLong();
  return need <= dp::default_memory_budget();
}

// `err` (one line, no newline) against `want`, where kBudget stands for "11.8 GiB (12638035968
// bytes, half of this machine's memory)" with this machine's default budget.
inline bool sameMessage(const QString& err, const QString& want) {
  if (!want.contains(kBudget)) return err == want;
  const qsizetype at = want.indexOf(kBudget);
  const QRegularExpression budget(QRegularExpression::anchoredPattern(
      QRegularExpression::escape(want.left(at)) +
      QStringLiteral(R"(\d+(\.\d)? (bytes|KiB|MiB|GiB|TiB|PiB|EiB) \((\d+) bytes, half of this machine's memory\))") +
      QRegularExpression::escape(want.mid(at + kBudget.size()))));
  const auto m = budget.match(err);
  return m.hasMatch() && m.captured(3).toULongLong() == dp::default_memory_budget();
}

// Checks a finished run against `want`; on a mismatch the test fails (check QTest::currentTestFailed()).
// `checkErr` false: a successful run's stderr is not checked (a warning PyTorch gives and dpviz does not).
inline void verifyOutcome(int status, const QByteArray& out, const QByteArray& errBytes, const Outcome& want, bool checkErr = true) {
  const QString err = QString::fromUtf8(errBytes);
  QCOMPARE(status, want.status);
  if (want.status != 0) {
    QCOMPARE(out, QByteArray());  // nothing else printed
    QVERIFY2(err.endsWith('\n') && err.count('\n') == 1, qPrintable(err));
    if (want.known_wrong.isEmpty()) {
      QVERIFY2(sameMessage(err.chopped(1), want.err), qPrintable(err));
    } else {
      QEXPECT_FAIL("", qPrintable("reported: '" + want.known_wrong + "' is not what the contract asks"), Continue);
      QVERIFY2(err.chopped(1) != want.known_wrong, qPrintable(err));
    }
    return;
  }
  const QStringList lines = QString::fromUtf8(out).split('\n');
  QCOMPARE(lines.last(), QString());  // ends with a newline
  QCOMPARE(int(lines.size()) - 1, want.lines);
  if (want.lines > 0) {
    QCOMPARE(lines.first(), want.first);
    if (!want.last.isNull()) QCOMPARE(lines[lines.size() - 2], want.last);
  }
  if (checkErr) QCOMPARE(err, QString());  // no warning from any of these runs
}
