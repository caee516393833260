// The Timings tab's three readings (panels/timings_view.h draws them) and their names, one table:
// --timings-reading reads it, and a name that is none of them is refused there.
#pragma once

#include <QString>
#include <array>
#include <optional>

enum class TimingsReading {
  Measured,  // the step as this machine ran it
  Ideal,     // the same work on ideal parallel hardware
  Modelled,  // the α–β cost model's estimate on a hardware profile
};

// The names, in TimingsReading's order.
inline constexpr std::array<const char*, 3> kTimingsReadingNames = {"measured", "ideal", "modelled"};

inline QString timingsReadingName(TimingsReading reading) { return QString::fromLatin1(kTimingsReadingNames[std::size_t(reading)]); }

// The reading called `name`; none for any other name.
inline std::optional<TimingsReading> parseTimingsReading(const QString& name) {
  for (std::size_t i = 0; i < kTimingsReadingNames.size(); ++i) {
    if (name == QLatin1String(kTimingsReadingNames[i])) return TimingsReading(i);
  }
  return std::nullopt;
}
