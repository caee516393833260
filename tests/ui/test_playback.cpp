// The transport both players share (stage/playback.h), without an engine or a window: the gate
// holds and refuses play, release resumes only what was playing, the pause at every unit, and the
// speed scaling a unit's hold. A small owner with units of fixed lengths stands for Player and the
// DDP replay; the clock is driven by elapse(), never waited for.
#include <QSignalSpy>
#include <QtTest>
#include <vector>

#include "stage/playback.h"

namespace {

// An owner as Player and the DDP replay are: its units and their lengths at 1×, a gate before
// some units, and the clock moving it through them.
struct Owner {
  explicit Owner(Playback& p, std::vector<double> lengths, std::vector<int> gated = {})
      : playback(p), lengths(std::move(lengths)), gated(std::move(gated)) {
    QObject::connect(&playback, &Playback::advanced, [this](double s) { move(s); });
  }
  void move(double seconds) {
    elapsed += seconds;
    while (playback.playing() && elapsed >= lengths[std::size_t(unit)]) {
      const int next = unit + 1;
      if (next >= int(lengths.size())) {
        elapsed = lengths[std::size_t(unit)];
        playback.pause();
        return;
      }
      if (std::find(gated.begin(), gated.end(), next) != gated.end() && !passed_gate(next)) {
        elapsed = lengths[std::size_t(unit)];
        playback.hold(next);
        return;
      }
      if (playback.stopAtUnitEnd()) {
        elapsed = lengths[std::size_t(unit)];
        stopped_at_end = true;
        return;
      }
      elapsed -= lengths[std::size_t(unit)];
      unit = next;
    }
  }
  // play() as the owners do it: paused at a unit's end, playing goes on with the next unit.
  void play() {
    if (stopped_at_end && unit + 1 < int(lengths.size())) {
      ++unit;
      elapsed = 0;
      stopped_at_end = false;
    }
    playback.play();
  }
  void release() {
    const int next = playback.heldBefore();
    const bool resume = playback.release();
    released.push_back(next);
    unit = next;
    elapsed = 0;
    if (resume) playback.play();
  }
  bool passed_gate(int u) const { return std::find(released.begin(), released.end(), u) != released.end(); }

  Playback& playback;
  std::vector<double> lengths;
  std::vector<int> gated;
  std::vector<int> released;
  int unit = 0;
  double elapsed = 0;
  bool stopped_at_end = false;
};

}  // namespace

class TestPlayback : public QObject {
  Q_OBJECT
 private slots:
  // At 2× a unit of 4 s at 1× holds 2 s on the wall clock: 1.9 s leaves it on screen, 2.1 s
  // moves on; at 0.5× it holds 8 s. The speed stays within 0.1 .. 10.
  void speedScalesAUnitsHold() {
    Playback playback(40);
    playback.setExternalClock(true);
    Owner owner(playback, {4.0, 6.0, 5.0});
    QSignalSpy advanced(&playback, &Playback::advanced);
    playback.setSpeed(2.0);
    QCOMPARE(playback.wallSeconds(4.0), 2.0);
    QVERIFY(playback.play());
    playback.elapse(1.9);
    QCOMPARE(advanced.last().at(0).toDouble(), 3.8);
    QCOMPARE(owner.unit, 0);
    playback.elapse(0.2);
    QCOMPARE(owner.unit, 1);
    playback.setSpeed(0.5);
    QCOMPARE(playback.wallSeconds(6.0), 12.0);
    playback.elapse(11.0);
    QCOMPARE(owner.unit, 1);
    playback.elapse(1.0);
    QCOMPARE(owner.unit, 2);
    playback.setSpeed(100);
    QCOMPARE(playback.speed(), Playback::kMaxSpeed);
    playback.setSpeed(0);
    QCOMPARE(playback.speed(), Playback::kMinSpeed);
    // Paused, the clock moves nothing.
    playback.pause();
    const int before = int(advanced.size());
    playback.elapse(5.0);
    QCOMPARE(int(advanced.size()), before);
  }

  // The gate holds before unit 1: paused on unit 0's last frame, play refused (the question
  // first); release goes into unit 1 and plays on, because it was playing when it held.
  void gateHoldsAndReleaseResumes() {
    Playback playback(40);
    playback.setExternalClock(true);
    Owner owner(playback, {4.0, 4.0, 4.0}, {1});
    QSignalSpy reached(&playback, &Playback::gateReached);
    QSignalSpy left(&playback, &Playback::gateLeft);
    QSignalSpy playing(&playback, &Playback::playingChanged);
    owner.play();
    playback.elapse(5.0);
    QVERIFY(playback.held());
    QCOMPARE(playback.heldBefore(), 1);
    QVERIFY(!playback.playing());
    QCOMPARE(owner.unit, 0);
    QCOMPARE(owner.elapsed, 4.0);
    QCOMPARE(reached.size(), 1);
    QCOMPARE(reached.last().at(0).toInt(), 1);
    QCOMPARE(playing.last().at(0).toBool(), false);
    QVERIFY(!playback.play());
    QVERIFY(!playback.playing());
    playback.elapse(10.0);
    QCOMPARE(owner.unit, 0);
    owner.release();
    QVERIFY(!playback.held());
    QCOMPARE(playback.heldBefore(), -1);
    QCOMPARE(left.size(), 1);
    QCOMPARE(owner.unit, 1);
    QVERIFY(playback.playing());
    playback.elapse(4.5);
    QCOMPARE(owner.unit, 2);
  }

  // Held while paused (a step forward reached the gate): release goes in, paused.
  void releaseAfterAPausedHoldStaysPaused() {
    Playback playback(40);
    QSignalSpy left(&playback, &Playback::gateLeft);
    playback.hold(2);
    QVERIFY(playback.held());
    QVERIFY(!playback.release());
    QVERIFY(!playback.playing());
    QCOMPARE(left.size(), 1);
    QVERIFY(!playback.release());  // nothing held: nothing to leave
    QCOMPARE(left.size(), 1);
    playback.hold(3);
    playback.leave();  // stepped back from the gate
    QVERIFY(!playback.held());
    QCOMPARE(left.size(), 2);
  }

  // Pausing at every phase: playing stops at each unit's end, on its last frame; play goes on
  // with the next unit. Off, the units follow one another; with an external clock (a video) it
  // never stops.
  void pauseAtEveryPhaseStopsAtEachUnitsEnd() {
    Playback playback(40);  // its own timer: no event loop runs here, so only elapse() moves it
    Owner owner(playback, {4.0, 4.0, 4.0});
    playback.setPauseAtEveryPhase(true);
    QVERIFY(playback.pauseAtEveryPhase());
    owner.play();
    playback.elapse(6.0);
    QVERIFY(!playback.playing());
    QCOMPARE(owner.unit, 0);
    QCOMPARE(owner.elapsed, 4.0);
    owner.play();
    QCOMPARE(owner.unit, 1);
    playback.elapse(3.0);
    QVERIFY(playback.playing());
    playback.elapse(1.0);
    QVERIFY(!playback.playing());
    QCOMPARE(owner.unit, 1);

    Playback video(40);
    video.setExternalClock(true);
    video.setPauseAtEveryPhase(true);
    Owner filmed(video, {4.0, 4.0, 4.0});
    filmed.play();
    video.elapse(9.0);
    QCOMPARE(filmed.unit, 2);
    QVERIFY(video.playing());

    Playback off(40);
    off.setExternalClock(true);
    Owner flowing(off, {4.0, 4.0, 4.0});
    flowing.play();
    off.elapse(9.0);
    QCOMPARE(flowing.unit, 2);
  }

  // Playing on its own clock, the timer moves the owner on (waited for as an event, not timed);
  // play and pause report a change once each.
  void timerMovesTheOwnerWhilePlaying() {
    Playback playback(10);
    QSignalSpy advanced(&playback, &Playback::advanced);
    QSignalSpy playing(&playback, &Playback::playingChanged);
    QVERIFY(playback.play());
    QVERIFY(!playback.play());  // already playing
    QCOMPARE(playing.size(), 1);
    QVERIFY(QTest::qWaitFor([&] { return !advanced.isEmpty(); }, 10000));
    QVERIFY(advanced.first().at(0).toDouble() >= 0.0);
    playback.pause();
    playback.pause();
    QCOMPARE(playing.size(), 2);
  }
};

QTEST_GUILESS_MAIN(TestPlayback)
#include "test_playback.moc"
