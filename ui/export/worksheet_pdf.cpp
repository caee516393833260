// The worksheet's options, its regenerating command, the checks on its targets, and the writing:
// both PDFs rendered in memory first, then each written to a temporary file beside its target and
// renamed (dp::write_file_atomically), so a refusal or failure leaves no file and no part of one.
#include "export/worksheet_pdf.h"

#include <QFileInfo>
#include <QRegularExpression>
#include <QStringList>
#include <algorithm>
#include <cstdio>
#include <exception>
#include <optional>

#include "core/atomic_file.h"
#include "lessons/lesson_reader.h"

namespace worksheet {
namespace {

QStringList held_messages;  // Qt's messages of a --worksheet run, printed only once it succeeded

void holdMessage(QtMsgType, const QMessageLogContext&, const QString& message) { held_messages << message; }

// A file name as a shell reads it: quoted when it holds anything but plain characters.
QString shellWord(const QString& word) {
  static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_./+,:=@%-]+$"));
  if (plain.match(word).hasMatch()) return word;
  QString quoted = word;
  quoted.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
  return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

}  // namespace

bool parseSeed(const QString& text, std::uint64_t* seed, QString* error) {
  static const QRegularExpression digits(QStringLiteral("^[0-9]{1,20}$"));
  bool ok = digits.match(text).hasMatch();
  const qulonglong value = ok ? text.toULongLong(&ok) : 0;
  if (!ok) {
    *error = QStringLiteral("--seed: expected a whole number from 0 to 18446744073709551615, got '%1'").arg(text);
    return false;
  }
  *seed = value;
  return true;
}

bool parseCount(const QString& text, int* count, QString* error) {
  bool ok = false;
  const int value = text.trimmed().toInt(&ok);
  if (!ok || value < kMinCount || value > kMaxCount) {
    *error = QStringLiteral("--count: expected a number of questions from %1 to %2, got '%3'").arg(kMinCount).arg(kMaxCount).arg(text);
    return false;
  }
  *count = value;
  return true;
}

bool parseKinds(const QString& text, std::vector<dp::quiz::Kind>* kinds, QString* error) {
  QStringList names;
  for (dp::quiz::Kind k : dp::quiz::all_kinds()) names << QString::fromUtf8(dp::quiz::kind_name(k).data(), qsizetype(dp::quiz::kind_name(k).size()));
  kinds->clear();
  for (const QString& part : text.split(QLatin1Char(','))) {
    const std::optional<dp::quiz::Kind> kind = dp::quiz::kind_from_name(part.trimmed().toStdString());
    if (!kind) {
      *error = QStringLiteral("--kinds: unknown kind '%1'; expected a comma-separated list of %2").arg(part, names.join(QStringLiteral(", ")));
      return false;
    }
    if (std::find(kinds->begin(), kinds->end(), *kind) == kinds->end()) kinds->push_back(*kind);
  }
  return true;
}

bool parseLang(const QString& text, QString* lang, QString* error) {
  if (text != QLatin1String("en") && text != QLatin1String("zh_CN")) {
    *error = QStringLiteral("--lang: expected zh_CN or en, got '%1'").arg(text);
    return false;
  }
  *lang = text;
  return true;
}

QString kindsText(const std::vector<dp::quiz::Kind>& kinds) {
  QStringList names;
  for (dp::quiz::Kind k : kinds) names << QString::fromUtf8(dp::quiz::kind_name(k).data(), qsizetype(dp::quiz::kind_name(k).size()));
  return names.join(QLatin1Char(','));
}

QString command(const WorksheetSpec& spec, const QString& worksheet, const QString& answers) {
  QStringList words{QStringLiteral("dpviz"), QStringLiteral("--worksheet"), shellWord(QFileInfo(worksheet).fileName())};
  if (!answers.isEmpty()) words << QStringLiteral("--answers") << shellWord(QFileInfo(answers).fileName());
  words << QStringLiteral("--seed") << QString::number(spec.seed) << QStringLiteral("--count") << QString::number(spec.count)
        << QStringLiteral("--lang") << spec.lang;
  if (!spec.kinds.empty()) words << QStringLiteral("--kinds") << kindsText(spec.kinds);
  if (!spec.lesson.isEmpty()) words << QStringLiteral("--lesson") << shellWord(spec.lesson);
  return words.join(QLatin1Char(' '));
}

bool takeLesson(const QString& path, bool count_given, WorksheetSpec* spec, QString* error) {
  if (!spec->kinds.empty()) {
    *error = QStringLiteral("--kinds and --lesson: a worksheet takes its kinds from one of them");
    return false;
  }
  const LessonRead read = readLessonFile(path);
  if (!read.lesson) {
    *error = read.error;
    return false;
  }
  for (int i = 0; i < int(read.lesson->stops.size()); ++i) {
    const std::optional<dp::quiz::Question> own = read.lesson->quizAt(i);
    if (!own) continue;
    spec->lessonKinds.push_back(own->kind);
    spec->lessonQuestions.push_back(own->text.en);
  }
  if (spec->lessonKinds.empty()) {
    *error = QStringLiteral("--lesson: %1 asks no question (no stop has a \"quiz\")").arg(path);
    return false;
  }
  spec->lesson = QFileInfo(path).fileName();
  if (!count_given) spec->count = std::min(int(spec->lessonKinds.size()), kMaxCount);
  return true;
}

std::vector<dp::quiz::Question> questionsFor(const WorksheetSpec& spec) {
  if (spec.lessonKinds.empty()) return dp::quiz::generate(spec.seed, spec.count, spec.kinds);
  std::vector<dp::quiz::Question> out;
  const std::size_t n = spec.lessonKinds.size();
  for (int i = 0; i < spec.count; ++i) {
    // Each question its own draw of its stop's kind, from the seed and its place; one the lesson
    // asked at that stop is drawn again (the sheet practises the idea, not the class's numbers).
    for (std::uint64_t attempt = 0;; ++attempt) {
      const std::uint64_t seed = spec.seed * 0x9E3779B97F4A7C15ULL + std::uint64_t(i) * 0x100000001B3ULL + attempt;
      dp::quiz::Question q = dp::quiz::generate(seed, 1, {spec.lessonKinds[std::size_t(i) % n]}).front();
      if (q.text.en != spec.lessonQuestions[std::size_t(i) % n] || attempt >= 16) {
        out.push_back(std::move(q));
        break;
      }
    }
  }
  return out;
}

bool checkTargets(const QString& worksheet, const QString& answers, QString* error) {
  if (!answers.isEmpty() && QFileInfo(answers).absoluteFilePath() == QFileInfo(worksheet).absoluteFilePath()) {
    *error = QStringLiteral("--answers: the answer key needs a file of its own, not the worksheet's '%1'").arg(worksheet);
    return false;
  }
  for (const QString& path : {worksheet, answers}) {
    if (path.isEmpty()) continue;
    if (QFileInfo(path).isDir()) {
      *error = QStringLiteral("cannot write %1: Is a directory").arg(path);
      return false;
    }
    try {
      dp::check_writable(path.toStdString());
    } catch (const std::exception& e) {
      *error = QString::fromUtf8(e.what());
      return false;
    }
  }
  return true;
}

bool write(const WorksheetSpec& spec, const QString& worksheet, const QString& answers, QString* error, int* pages) {
  if (!checkTargets(worksheet, answers, error)) return false;
  std::vector<dp::quiz::Question> questions;
  try {
    questions = questionsFor(spec);
  } catch (const std::exception& e) {
    *error = QString::fromUtf8(e.what());
    return false;
  }
  const QString again = command(spec, worksheet, answers);
  // Both rendered before either is written: a failure to draw leaves neither.
  const QByteArray sheet = render(spec, questions, false, again, pages);
  const QByteArray key = answers.isEmpty() ? QByteArray() : render(spec, questions, true, again);
  if (sheet.isEmpty() || (!answers.isEmpty() && key.isEmpty())) {
    *error = QStringLiteral("cannot draw the worksheet's pages");
    return false;
  }
  try {
    dp::write_file_atomically(worksheet.toStdString(), sheet.toStdString());
    if (!answers.isEmpty()) dp::write_file_atomically(answers.toStdString(), key.toStdString());
  } catch (const std::exception& e) {
    *error = QString::fromUtf8(e.what());
    return false;
  }
  return true;
}

void prepareCommandLine() {
  if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");  // no display needed
  qInstallMessageHandler(holdMessage);
}

int runCommandLine(const WorksheetSpec& spec, const QString& worksheet, const QString& answers) {
  QString error;
  int pages = 0;
  if (!write(spec, worksheet, answers, &error, &pages)) {
    std::fprintf(stderr, "dpviz: %s\n", qPrintable(error));
    return 2;
  }
  qInstallMessageHandler(nullptr);
  for (const QString& m : held_messages) std::fprintf(stderr, "%s\n", qPrintable(m));
  std::fprintf(stderr, "dpviz: wrote %s (%d questions, %d pages)\n", qPrintable(worksheet), spec.count, pages);
  if (!answers.isEmpty()) std::fprintf(stderr, "dpviz: wrote %s (the answer key)\n", qPrintable(answers));
  return 0;
}

}  // namespace worksheet
