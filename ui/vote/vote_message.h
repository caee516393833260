// The class vote's wire format (the contract in docs/classroom.md's "Students vote from their phones"), without any socket: a phone's message parsed
// into a ballot or a one-line refusal, and the server's replies and pushes as JSON. Fuzzed
// (fuzz/fuzz_vote_message.cpp): any bytes give a ballot, a refusal or "close the socket".
#pragma once

#include <QByteArray>
#include <QString>
#include <array>
#include <optional>

#include "quiz/quiz.h"

namespace vote {

inline constexpr int kMaxMessageBytes = 1024;  // a longer message closes its socket
inline constexpr int kMaxSecretLength = 64;  // a key or token: printable ASCII (ours are 22)

// What a phone sends, one of two messages:
//   {"join": {"key": K}} | {"join": {"pin": "NNNNNN"}} | {"join": {"token": T}}
//     joins the vote: with the QR code's key, the PIN typed, or the token it was given before;
//   {"token": T, "question": id, "round": 1|2, "choice": i}
//     a ballot, on the question and round it answers.
struct Join {
  enum class By { Key, Pin, Token };
  By by = By::Pin;
  QString secret;
};
struct Ballot {
  QString token;
  int question = 0;
  int round = 0;
  int choice = -1;
};

struct Parsed {
  enum class Kind { Join, Ballot, Refused, Close };
  Kind kind = Kind::Close;
  Join join;      // Kind::Join
  Ballot ballot;  // Kind::Ballot
  QString error;  // Refused: the one line for {"ok":false}; Close: why the socket closes
};

// The join a WebSocket's address may carry, /ws?k=KEY, /ws?t=TOKEN or /ws?p=PIN (one of them; the
// page's reconnects and its QR code's first connection): the phone is in as its socket opens,
// with no message and no moment outside. None: no such parameter, or not a secret's shape.
std::optional<Join> joinInTarget(const QByteArray& target);

// Bytes → a join or a ballot; valid JSON of the wrong shape → refused with one line; not JSON or over
// kMaxMessageBytes → close. Never throws.
Parsed parse(const QByteArray& bytes);

// The refusals the server sends (the page may match on them; each is one line).
namespace error {
inline constexpr char kWrongPin[] = "wrong PIN";
inline constexpr char kWrongKey[] = "wrong join key";      // a QR code of another vote: scan again
inline constexpr char kUnknownToken[] = "unknown token";   // a token of another vote (or let go)
inline constexpr char kNotJoined[] = "join the vote first";
inline constexpr char kNoQuestion[] = "no question is open";
inline constexpr char kOtherQuestion[] = "that question is over";
inline constexpr char kVoteClosed[] = "the vote is closed";
inline constexpr char kRoundClosed[] = "round 1 is closed";
inline constexpr char kRoundNotOpen[] = "round 2 is not open yet";
inline constexpr char kUnknownChoice[] = "unknown choice";
inline constexpr char kOneClient[] = "one phone per connection";
// Refused by the limits against a hostile room; the two marked "retry" carry retry_ms.
inline constexpr char kTooManyWrongPins[] = "too many wrong PINs from this address";  // retry
inline constexpr char kTooManyNewPhones[] = "too many new phones from one address at once";  // retry
inline constexpr char kAddressFull[] = "too many phones from one address";
inline constexpr char kVoteFull[] = "the vote is full";
}  // namespace error

QByteArray okReply();                         // {"ok":true}
QByteArray joinedReply(const QString& token);  // {"ok":true,"token":"..."}
QByteArray errorReply(const QString& error);  // {"ok":false,"error":"..."}
// {"ok":false,"error":"...","retry_ms":N}: the same ballot may be sent again after N ms.
QByteArray errorReply(const QString& error, qint64 retry_ms);

// The push every phone gets on connecting and on every change of the question, round or state.
enum class State { Open, Closed, Revealed };
struct Push {
  const dp::quiz::Question* question = nullptr;  // null: no question open
  int id = 0;                                    // the question's id (1, 2, ... in this vote)
  int round = 0;                                 // 1 or 2; 0 with no question
  State state = State::Closed;                   // Revealed adds the answer and its why
  QString session;                               // the vote's (public) id: a page's token is for one
  int skipped = 0;  // no question open: the id of the one just closed unrevealed (the lecturer skipped it)
  // The push a phone gets once it joined: its own ballot in round 1 and 2 of this question (-1:
  // none), so a reloaded page shows "vote received" again. Sent as "mine": [r1, r2] (null for
  // none), only when it voted; never before the phone showed its key, PIN or token.
  std::array<int, 2> mine{-1, -1};
  // An open round with think time: the milliseconds left as the push is made, sent as "left_ms"
  // (the phone counts down from when it arrives; no clocks to agree). -1: untimed.
  qint64 leftMs = -1;
  // Revealed only: the class's ballots per option in round 1 and 2, sent as "counts": [[...], [...]]
  // beside the answer (never before the reveal: no herding). Null: none sent.
  const std::array<std::array<int, 4>, 2>* counts = nullptr;
};
QByteArray pushMessage(const Push& push);
const char* stateName(State state);  // "open", "closed", "revealed"

// What the server turned away since the vote started (the join screen shows it: an attack is seen).
struct Guard {
  int refused = 0;         // connections refused at the door: every slot of the address, or of all, held
  int closed = 0;          // connections closed for breaking a rule (Host, Origin, body, frames, floods)
  int timedOut = 0;        // connections that sent no request, half a request, or left their answer unread
  int ballotsRefused = 0;  // joins and ballots refused: wrong PINs or keys, back-offs, too many new phones
  int wrongPins = 0;       // wrong PINs (part of ballotsRefused)
  int phones = 0;          // phones that joined (the QR code's key, the PIN)
};

// GET /tally: {"question": id|null, "round": r, "state": "...", "counts": [...], "clients": n,
// "rounds": [[round 1's counts], [round 2's]], "guard": {"refused", "closed", "timed_out",
// "ballots_refused", "wrong_pins", "phones"}}.
struct Tally {
  int id = 0;  // 0: no question
  int round = 0;
  State state = State::Closed;
  int options = 0;
  std::array<std::array<int, 4>, 2> counts{};
  int clients = 0;
  Guard guard;
};
QByteArray tallyMessage(const Tally& tally);

}  // namespace vote
