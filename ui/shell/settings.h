// Settings: every persisted value, typed, with its key defined once (QSettings, INI format).
// A corrupt or unreadable file falls back to defaults. Read-only for runs that must leave no trace
// (--screenshot, exports, checks): the setters then change nothing on disk.
#pragma once

#include <QByteArray>
#include <QSettings>
#include <QString>
#include <QStringList>

#include "quiz/predict_state.h"

class Settings {
 public:
  Settings();  // the app's settings file
  explicit Settings(const QString& path);  // a given file (tests)

  QString language() const;        // "" = follow the system locale
  void setLanguage(const QString& language);
  QString preset() const;
  void setPreset(const QString& id);
  double speed() const;
  void setSpeed(double speed);
  QByteArray geometry() const;
  void setGeometry(const QByteArray& geometry);
  QByteArray windowState() const;
  void setWindowState(const QByteArray& state);
  // The font zoom of the stage, caption, log and tutorial (kMinZoom..kMaxZoom; 1 = as designed).
  static constexpr double kMinZoom = 0.5;
  static constexpr double kMaxZoom = 3.0;
  double zoom() const;
  void setZoom(double zoom);
  // While playing, "Done" stays on screen a moment between batches.
  bool donePause() const;
  void setDonePause(bool on);
  // While playing, the player stops at the end of every phase (a lecturer's narration).
  bool pauseAtEveryPhase() const;
  void setPauseAtEveryPhase(bool on);
  // Predict, then reveal: the stage asks before each reveal; class (votes) or self-study, saved by
  // PredictState::kModeNames (self-study when none is saved or the saved name is none of them).
  bool predict() const;
  void setPredict(bool on);
  PredictState::Mode predictMode() const;
  void setPredictMode(PredictState::Mode mode);
  // A class vote from phones: an open round's counts on the projector while phones vote (off:
  // hidden until the second vote closes, so the room does not follow the leading option).
  bool voteLive() const;
  void setVoteLive(bool on);
  // The think time of each round of a class vote, in seconds (0, the default: a round waits for Enter).
  int thinkSeconds() const;
  void setThinkSeconds(int seconds);
  // Peer instruction's thresholds after the first vote, in % right (guidance::Thresholds; the
  // lecturer's view edits them): under low re-teach, over high move on, between discuss.
  int guideLow() const;
  void setGuideLow(int percent);
  int guideHigh() const;
  void setGuideHigh(int percent);
  // Lesson files opened lately, newest first (at most kMaxRecentLessons).
  static constexpr int kMaxRecentLessons = 8;
  QStringList recentLessons() const;
  void addRecentLesson(const QString& path);
  // The Scaling tab's last measurement (ScalingRecord's JSON; empty: none). Checked where it is read.
  QByteArray scalingRecord() const;
  void setScalingRecord(const QByteArray& json);

  // Nothing is written any more (values set before stay as they are on disk).
  void setReadOnly(bool read_only) { read_only_ = read_only; }
  bool readOnly() const { return read_only_; }

  // What in the file could not be used (unreadable file, keys with invalid values): each of
  // those falls back to its default. Empty when all is well.
  QStringList problems() const;
  QString fileName() const { return settings_.fileName(); }
  void sync() {
    if (!read_only_) settings_.sync();
  }

 private:
  void set(const char* key, const QVariant& value);

  QSettings settings_;
  bool read_only_ = false;
};
