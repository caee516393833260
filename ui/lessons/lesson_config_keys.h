// The keys of a lesson's "config" (resources/lessons/schema.md "config"), written once: each key's
// name, its type, its range or its names, and the LessonConfig member it fills. The reader refuses
// any other key and reads each by its row, the writer writes the set members in the table's order,
// and test_lesson_files checks the schema's table against this one.
#pragma once

#include <QStringList>
#include <optional>
#include <span>
#include <variant>

#include "core/limits.h"
#include "lessons/lesson.h"

namespace lesson_config {

// An integer member (qint64) in `range`.
struct Integer {
  std::optional<qint64> LessonConfig::*member;
  dp::IntRange range;
};
// An integer member held as int (GPUs, ranks, a device index) in `range`.
struct SmallInteger {
  std::optional<int> LessonConfig::*member;
  dp::IntRange range;
};
struct Flag {
  std::optional<bool> LessonConfig::*member;
};
struct Number {
  std::optional<double> LessonConfig::*member;
  dp::DoubleRange range;
};
// One of `names()`; the member's value is the index of its name (get: none when not set).
struct Choice {
  QStringList (*names)();
  std::optional<int> (*get)(const LessonConfig&);
  void (*set)(LessonConfig&, int index);
};

struct Key {
  const char* name;
  std::variant<Integer, SmallInteger, Flag, Number, Choice> field;
};

// Reading and writing visit a row's field with one lambda per kind.
template <class... F>
struct Overloaded : F... {
  using F::operator()...;
};
// (Written out: Debian 12's clang 14 does not deduce an aggregate's template arguments.)
template <class... F>
Overloaded(F...) -> Overloaded<F...>;

// Every key, in the schema's order: the writer writes them so and a refusal lists them so.
std::span<const Key> keys();
// Their names, in that order.
QStringList names();

}  // namespace lesson_config
