// The teaching pace, one rule for every view that animates (the DataParallel stage, the DDP ring):
// a phase holds long enough to read its caption aloud at about 2.5 words a second, never under 4 s
// at 1×. Chinese is read by characters: two characters count as one word (about 5 characters a
// second aloud, a lecturer's pace).
#pragma once

#include <QString>

namespace pace {

inline constexpr double kWordsPerSecond = 2.5;
inline constexpr double kMinPhaseSeconds = 4.0;

// The words `caption` reads as aloud: Latin words (digits and symbols between spaces included),
// plus every two CJK characters.
double spokenWords(const QString& caption);
// How long a phase with this caption holds at 1× (seconds): max(4, words / 2.5).
double readingSeconds(const QString& caption);

}  // namespace pace
