// The take-home worksheet: dp::quiz's questions on numbered A4 pages through QPdfWriter,
// the answer key in a second PDF, each written beside its target and renamed. No widgets: the
// command line (dpviz --worksheet) and File › Export › Worksheet… both call writeWorksheet().
#pragma once

#include <QString>
#include <cstdint>
#include <vector>

#include "quiz/quiz.h"

// What a worksheet is made of; the same spec gives the same text on every machine.
struct WorksheetSpec {
  std::uint64_t seed = 1;
  int count = 12;
  QString lang = QStringLiteral("en");  // "en" or "zh_CN"
  std::vector<dp::quiz::Kind> kinds;     // empty: every kind
  // --lesson: the lesson's own questions, in its stops' order (repeated past its end), each with
  // fresh numbers (never the stop's own question); lesson: its file name, for the footer's command.
  QString lesson;
  std::vector<dp::quiz::Kind> lessonKinds;
  std::vector<std::string> lessonQuestions;  // each quiz stop's own question (its English text)
};

namespace worksheet {

constexpr int kMinCount = 1;
constexpr int kMaxCount = 1000;
constexpr int kPerPage = 12;  // questions a page at most (docs/design.md "Predict, then reveal")

// The command line's values; false with a one-line error naming the option.
bool parseSeed(const QString& text, std::uint64_t* seed, QString* error);
bool parseCount(const QString& text, int* count, QString* error);
bool parseKinds(const QString& text, std::vector<dp::quiz::Kind>* kinds, QString* error);
bool parseLang(const QString& text, QString* lang, QString* error);
// --lesson FILE with --worksheet: the lesson's quiz stops into `spec` (its count: one question
// each, unless --count was given). False with one line (a lesson refused, or one without a quiz).
bool takeLesson(const QString& path, bool count_given, WorksheetSpec* spec, QString* error);
// The worksheet's questions: the lesson's kinds with fresh numbers, or `count` of `kinds` drawn by
// the seed.
std::vector<dp::quiz::Question> questionsFor(const WorksheetSpec& spec);
// The kinds as the command line writes them ("chunk_sizes,ring_steps"); empty for every kind.
QString kindsText(const std::vector<dp::quiz::Kind>& kinds);
// The command that makes this worksheet again (file names only), printed in every page's footer.
QString command(const WorksheetSpec& spec, const QString& worksheet, const QString& answers);
// Whether both targets' folders can take a file, checked before anything is drawn. `answers` may be
// empty; the two must differ.
bool checkTargets(const QString& worksheet, const QString& answers, QString* error);

// The pages, as PDF bytes (needs a QGuiApplication for the fonts). `answer_key`: the key instead of
// the questions. `regenerate` is the footer's command.
QByteArray render(const WorksheetSpec& spec, const std::vector<dp::quiz::Question>& questions, bool answer_key,
                  const QString& regenerate, int* pages = nullptr);

// Generates the questions and writes the worksheet (and the key when `answers` is not empty). Each
// file is written to a temporary name in its folder and renamed, so a failure leaves nothing half
// written. False with the reason in one line.
bool write(const WorksheetSpec& spec, const QString& worksheet, const QString& answers, QString* error,
           int* pages = nullptr);

// `dpviz --worksheet`: the run's exit status (0, or 2 with one line on stderr). Needs the
// QGuiApplication that prepareCommandLine()'s platform choice made.
int runCommandLine(const WorksheetSpec& spec, const QString& worksheet, const QString& answers);
// Before the QGuiApplication of a --worksheet run: offscreen unless a platform was asked for, and
// Qt's own messages held back so that a refusal is the only line on stderr.
void prepareCommandLine();

}  // namespace worksheet
