// The six attacks on the class vote's admission (docs/security.md, "Against a hostile phone"), each run while the room joins and votes beside it:
// 200 phones from 200 addresses that type the PIN, and 30 behind one address (a NAT) that scanned
// the QR code, every one of them acting as the page does (join, vote on the open question, come
// back at once on 4001/4002, wait what retry_ms says). Every honest ballot is counted within 10 s
// of the server's clock, which the test moves (100 ms a pass; no timed assertion on the machine's
// own time). Loopback addresses stand in for phones; the caps are scaled down (outside 100,
// inside 300) so that one process holds both ends.
#include <QTest>
#include <functional>

#include "quiz/predict_state.h"
#include "vote/class_vote.h"
#include "vote/vote_connection.h"
#include "vote/vote_message.h"
#include "vote_raw_phone.h"

using namespace votetest;

namespace {
const QString kPin = QStringLiteral("583920");
const QHostAddress kNat(QStringLiteral("127.9.0.1"));  // 30 phones, and in attack 5 the attacker too
constexpr qint64 kPassMs = 100;
constexpr qint64 kWithinMs = 10'000;

QHostAddress address(int block, int i) { return QHostAddress(QStringLiteral("127.%1.%2.%3").arg(block).arg(i / 250).arg(i % 250 + 1)); }

struct Room {
  qint64 t = 1'000'000;
  PredictState state;
  ClassVote vote{&state};
  Room() {
    vote::Limits l;
    l.maxOutside = 100;
    l.maxInside = 300;
    vote.server()->setLimits(l);
    vote.server()->setClock([this] { return t; });
    QString error;
    if (!vote.start(QHostAddress::LocalHost, 0, kPin, &error)) qFatal("%s", qPrintable(error));
    dp::quiz::Config c;
    c.batch = 30;
    c.gpus = 8;
    state.open(dp::quiz::make(dp::quiz::Kind::ChunkSizes, c, 3));
  }
  quint16 port() const { return vote.server()->port(); }
};

// A student's phone, as the page behaves.
struct Honest {
  QHostAddress from;
  bool scanned = false;  // the QR code's key; else the PIN typed
  int choice = 0;
  std::unique_ptr<RawPhone> phone;
  qsizetype seen = 0;        // replies read
  bool waiting = false;      // a message sent, its reply not read
  qint64 not_before = 0;     // retry_ms
  bool counted = false;
  QString problem;           // a refusal the page could not get past
  qint64 reconnect_at = 0;   // closed: the page connects again then
  int attempts = 0;

  void pass(Room& room) {
    if (phone && phone->closed && reconnect_at == 0) {
      // As the page: back at once (100 to 500 ms) after 4001 or 4002, else after a back-off of
      // 0.5 s doubling to 5 s (each with jitter; here spread by the phone's own number).
      const bool quiet = phone->closeCode == VoteConnection::kJoinFirst || phone->closeCode == VoteConnection::kRoom;
      if (!quiet && phone->closeCode != 0) problem = QStringLiteral("closed with %1").arg(phone->closeCode);
      attempts = quiet ? 0 : attempts + 1;
      const qint64 delay = quiet ? 100 + 100 * (choice + seen % 5) : std::min<qint64>(5000, 500LL << std::min(attempts - 1, 4));
      reconnect_at = room.t + delay;
    }
    if (phone && phone->closed && room.t < reconnect_at) return;
    if (!phone || phone->closed) {
      reconnect_at = 0;
      // As the page: a new socket carries what it can join with (its token, the QR code's key, or
      // the PIN once typed: on every socket but the first, which opened before the student typed).
      const QString token = phone ? phone->token : QString();
      const QString key = room.vote.server()->joinKey();
      const QByteArray path = !token.isEmpty() ? "/ws?t=" + token.toLatin1()
                              : scanned        ? "/ws?k=" + key.toLatin1()
                              : phone          ? "/ws?p=" + kPin.toLatin1()
                                               : QByteArray("/ws");
      phone = std::make_unique<RawPhone>(from);
      phone->token = token;
      phone->begin(room.port(), path);
      seen = 0;
      joined = false;
      waiting = path != "/ws";  // its join's reply comes as it opens
      return;
    }
    for (; seen < phone->replies.size(); ++seen) {
      const QJsonObject r = phone->replies[seen];
      waiting = false;
      if (r.value("ok").toBool()) {
        if (r.contains("token")) {
          joined = true;
          phone->token = r.value("token").toString();
        } else {
          counted = true;
        }
      } else if (r.contains("retry_ms")) {
        not_before = room.t + r.value("retry_ms").toInteger();
      } else if (r.value("error").toString() == QLatin1String(vote::error::kUnknownToken)) {
        phone->token.clear();
      } else {
        problem = r.value("error").toString();
      }
    }
    if (counted || waiting || !phone->upgraded || phone->pushes.isEmpty() || room.t < not_before) return;
    if (!joined) {
      const QString how = !phone->token.isEmpty() ? "token" : scanned ? "key" : "pin";
      const QString secret = !phone->token.isEmpty() ? phone->token : scanned ? room.vote.server()->joinKey() : kPin;
      phone->sendText(joinMessage(how, secret));
    } else {
      phone->sendText(ballot(phone->token, openQuestion(phone->pushes), 1, choice));
    }
    waiting = true;
  }
  bool joined = false;
};

}  // namespace

class TestVoteAttacks : public QObject {
  Q_OBJECT

  // The room joins and votes while `attack` acts once a pass (it may keep what it opens); every
  // honest phone is counted within kWithinMs, its ballot as it chose, and nothing else is.
  void underAttack(const std::function<void(Room&, int pass)>& attack, const std::function<void(Room&)>& after = {}) {
    Room room;
    std::vector<Honest> room_phones;
    for (int i = 0; i < 200; ++i) room_phones.push_back(Honest{address(8, i), false, i % 4});
    for (int i = 0; i < 30; ++i) room_phones.push_back(Honest{kNat, true, (i + 1) % 4});
    std::array<int, 4> chosen{};
    for (const Honest& h : room_phones) ++chosen[std::size_t(h.choice)];
    // The attack starts first: the room comes into it.
    for (int pass = 0; pass < 10; ++pass) {
      attack(room, pass);
      room.t += kPassMs;
      room.vote.server()->sweep();
      QTest::qWait(2);
    }
    const qint64 start = room.t;
    int pass = 10;
    for (; room.t - start <= kWithinMs; ++pass) {
      attack(room, pass);
      // The phones answer within milliseconds (a few turns of the loop in one pass of the clock);
      // the attacker acts once a pass, 100 ms of the clock: some thousands of connections a second.
      for (int turn = 0; turn < 4; ++turn) {
        for (Honest& h : room_phones) h.pass(room);
        QTest::qWait(3);
      }
      if (std::all_of(room_phones.begin(), room_phones.end(), [](const Honest& h) { return h.counted; })) break;
      room.t += kPassMs;
      room.vote.server()->sweep();
    }
    int counted = 0;
    for (const Honest& h : room_phones) {
      counted += h.counted ? 1 : 0;
      QVERIFY2(h.problem.isEmpty(), qPrintable(h.from.toString() + ": " + h.problem));
    }
    int shown = 0;
    for (const Honest& h : room_phones) {
      if (h.counted || shown++ >= 6) continue;
      qInfo("not counted: %s scanned %d joined %d waiting %d upgraded %d status %d pushes %d replies %d closed %d code %d token %d not_before %lld",
            qPrintable(h.from.toString()), h.scanned, h.joined, h.waiting, h.phone->upgraded, h.phone->status, int(h.phone->pushes.size()),
            int(h.phone->replies.size()), h.phone->closed, h.phone->closeCode, !h.phone->token.isEmpty(), h.not_before - room.t);
    }
    const vote::Guard g = room.vote.server()->guard();
    qInfo("guard refused %d closed %d timed out %d; open at the end: %d HTTP, %d WebSockets", g.refused, g.closed,
          g.timedOut, int(room.vote.server()->connections().size()) - room.vote.clients(), room.vote.clients());
    const qint64 took = room.t - start;
    qInfo("%d of %zu honest phones counted in %lld ms of the server's clock (%d passes)", counted, room_phones.size(),
          took, pass - 10);
    QCOMPARE(counted, int(room_phones.size()));
    QVERIFY(took <= kWithinMs);
    QTest::qWait(20);  // the attacker's last replies
    if (count_attacker_) count_attacker_();
    QTRY_COMPARE(room.vote.votesIn(1), int(room_phones.size()) + attacker_ballots_);
    for (int o = 0; o < 4; ++o) QCOMPARE(room.vote.count(1, o) - attacker_counts_[std::size_t(o)], chosen[std::size_t(o)]);
    if (after) after(room);
  }
  int attacker_ballots_ = 0;                  // ballots an attacker with the PIN cast, counted as any phone's
  std::function<void()> count_attacker_;     // sets attacker_ballots_ and _counts_ at the end
  std::array<int, 4> attacker_counts_{};
  std::vector<std::unique_ptr<RawPhone>> held_;  // what the attacker keeps open

 private slots:
  void initTestCase() { QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy); }
  void init() {
    held_.clear();
    attacker_ballots_ = 0;
    attacker_counts_ = {};
    count_attacker_ = {};
  }
  void cleanup() { held_.clear(); }

  // 1. Wrong PINs from 10 addresses, 5 a second each, for the whole class: only those addresses
  //    wait (per address, with back-off); nothing stops the room (it used to: a room-wide budget).
  void wrongPinsStopNoOne() {
    int guess = 0;
    underAttack([&](Room& room, int pass) {
      if (pass == 0) {
        for (int a = 0; a < 10; ++a) {
          held_.push_back(std::make_unique<RawPhone>(address(20, a)));
          held_.back()->begin(room.port());
        }
      }
      for (auto& p : held_) {
        if (p->upgraded && !p->closed && pass % 2 == 0) p->sendText(joinMessage("pin", QStringLiteral("%1").arg(guess++ % 1000, 6, 10, QLatin1Char('0'))));
      }
    }, [&](Room& room) {
      QCOMPARE(room.vote.server()->admission().phones(), 230);  // not one of the guesses joined
      QVERIFY(room.vote.server()->guard().wrongPins <= 10 * (vote::Limits().freeWrongPins + 4));  // 0, 1, 3, 7 s
    });
  }

  // 2. Every outside slot held without the PIN: sockets that answer pings and never join, from
  //    250 addresses, reopened as soon as they are closed. The oldest gives way to each newcomer.
  void unjoinedSocketsHoldNothing() {
    underAttack([&](Room& room, int) {
      held_.erase(std::remove_if(held_.begin(), held_.end(), [](const auto& p) { return p->closed; }), held_.end());
      for (int i = int(held_.size()); i < 250; ++i) {
        held_.push_back(std::make_unique<RawPhone>(address(21, i)));
        held_.back()->begin(room.port());
      }
    });
  }

  // 3. No PIN oracle: a phone that joined (its token known to the attacker) sprays PINs, from
  //    its own connection and from 50 addresses; not one PIN is accepted, and the sprayed guesses
  //    are checked only as the back-off allows (once the right PIN + a known id passed at once).
  void noPinOracle() {
    QString token;
    underAttack([&](Room& room, int pass) {
      if (pass == 0) {
        auto insider = std::make_unique<RawPhone>(address(22, 0));
        QVERIFY(insider->open(room.port()));
        QVERIFY(insider->join("key", room.vote.server()->joinKey()).value("ok").toBool());
        token = insider->token;
        held_.push_back(std::move(insider));
        for (int a = 1; a <= 50; ++a) {
          held_.push_back(std::make_unique<RawPhone>(address(22, a)));
          held_.back()->begin(room.port());
        }
      }
      for (std::size_t i = 0; i < held_.size(); ++i) {
        RawPhone& p = *held_[i];
        if (!p.upgraded || p.closed) continue;
        p.sendText(joinMessage("pin", QStringLiteral("%1").arg(int(pass * 51 + i) % 1'000'000, 6, 10, QLatin1Char('0'))));
        if (i == 0) p.sendText(joinMessage("token", token));
      }
    }, [&](Room& room) {
      for (const auto& p : held_) {
        for (const QJsonObject& r : p->replies) {
          if (r.value("ok").toBool()) QCOMPARE(r.value("token").toString(), token);  // only its own token, never a PIN
        }
      }
      QVERIFY(room.vote.server()->guard().wrongPins <= 50 * (vote::Limits().freeWrongPins + 5));
    });
  }

  // 4. A PIN holder fills what it can: new phones from 5 addresses as fast as they are let in,
  //    each voting once and keeping its socket. It gets at most its addresses' shares; the inside
  //    makes room (its quietest first), and every phone of the room still joins and is counted.
  //    (Its ballots are counted too, as any phone's: the PIN makes it one of the room.)
  void pinHolderFillsNothing() {
    std::vector<int> step;  // per attacker phone: 0 nothing sent, 1 join sent, 2 ballot sent
    count_attacker_ = [&] {
      attacker_ballots_ = 0;
      for (std::size_t i = 0; i < held_.size(); ++i) {
        if (step[i] == 2 && held_[i]->replies.size() >= 2 && held_[i]->replies[1].value("ok").toBool()) ++attacker_ballots_;
      }
      attacker_counts_[3] = attacker_ballots_;
    };
    underAttack([&](Room& room, int pass) {
      for (int a = 0; a < 5; ++a) {
        for (int k = 0; k < (pass == 0 ? 60 : 1); ++k) {
          held_.push_back(std::make_unique<RawPhone>(address(23, a)));
          held_.back()->begin(room.port());
          step.push_back(0);
        }
      }
      for (std::size_t i = 0; i < held_.size(); ++i) {
        RawPhone& p = *held_[i];
        if (!p.upgraded || p.closed || p.pushes.isEmpty()) continue;
        if (step[i] == 0) {
          p.sendText(joinMessage("pin", kPin));
          step[i] = 1;
        } else if (step[i] == 1 && !p.replies.isEmpty() && p.replies[0].value("ok").toBool()) {
          p.token = p.replies[0].value("token").toString();
          p.sendText(ballot(p.token, openQuestion(p.pushes), 1, 3));
          step[i] = 2;
        }
      }
    }, [&](Room& room) {
      QVERIFY(attacker_ballots_ > 0);
      QVERIFY(room.vote.server()->admission().phonesFrom(address(23, 0)) <= vote::Limits().maxPerAddress);
    });
  }

  // 5. The NAT's own address attacked from behind it: wrong PINs until it waits, and every
  //    outside slot of that address held. The 30 phones behind it scanned the QR code: in.
  void natAddressAttackedFromWithin() {
    int guess = 0;
    underAttack([&](Room& room, int) {
      held_.erase(std::remove_if(held_.begin(), held_.end(), [](const auto& p) { return p->closed; }), held_.end());
      for (int i = int(held_.size()); i < 120; ++i) {
        held_.push_back(std::make_unique<RawPhone>(kNat));
        held_.back()->begin(room.port());
      }
      for (int i = 0; i < 3 && i < int(held_.size()); ++i) {
        if (held_[std::size_t(i)]->upgraded) held_[std::size_t(i)]->sendText(joinMessage("pin", QStringLiteral("%1").arg(guess++, 6, 10, QLatin1Char('0'))));
      }
    });
  }

  // 6. Ballots bound to their phone, question and round: without a token, with a made-up one,
  //    naming every question and round; none is counted (a greeting names no one's vote).
  void ballotsBoundToTheirPhone() {
    underAttack([&](Room& room, int pass) {
      if (pass == 0) {
        for (int a = 0; a < 5; ++a) {
          held_.push_back(std::make_unique<RawPhone>(address(24, a)));
          held_.back()->begin(room.port());
        }
      }
      for (auto& p : held_) {
        if (!p->upgraded || p->closed) continue;
        p->sendText(ballot(QString(22, 'A'), 1 + pass % 3, 1 + pass % 2, pass % 4));
        for (const QJsonObject& push : p->pushes) QVERIFY(!push.contains("mine"));
      }
    });
  }
};

QTEST_GUILESS_MAIN(TestVoteAttacks)
#include "test_vote_attacks.moc"
