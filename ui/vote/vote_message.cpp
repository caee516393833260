// The class vote's messages: strict about what a phone may send (types, ranges, one line per
// refusal), plain about what the server sends (compact JSON, both languages in every text).
#include "vote/vote_message.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <algorithm>
#include <cmath>

#include "common/rule_codes.h"

namespace vote {
namespace {
Parsed refused(const char* error) {
  Parsed p;
  p.kind = Parsed::Kind::Refused;
  p.error = QString::fromLatin1(error);
  return p;
}

// A JSON number that is a whole number in [lo, hi]; JSON has no integers of its own.
std::optional<int> wholeNumber(const QJsonValue& v, int lo, int hi) {
  if (!v.isDouble()) return std::nullopt;
  const double d = v.toDouble();
  if (!std::isfinite(d) || d != std::floor(d) || d < lo || d > hi) return std::nullopt;
  return int(d);
}

bool printableAscii(const QString& s) {
  for (const QChar c : s) {
    if (c.unicode() < 0x21 || c.unicode() > 0x7e) return false;
  }
  return true;
}

QJsonObject texts(const dp::quiz::Text& t) {
  return QJsonObject{{QStringLiteral("en"), QString::fromStdString(t.en)},
                     {QStringLiteral("zh_CN"), QString::fromStdString(t.zh_CN)}};
}

// A reveal's sentence for the phones: the rule codes (R1.2) are for the worksheet's key, not the room.
QJsonObject whyText(const dp::quiz::Text& t) {
  return {{QStringLiteral("en"), rule_codes::strip(QString::fromStdString(t.en))},
          {QStringLiteral("zh_CN"), rule_codes::strip(QString::fromStdString(t.zh_CN))}};
}

QByteArray compact(const QJsonObject& o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); }


// A key, PIN or token: a non-empty string of printable ASCII, at most kMaxSecretLength.
std::optional<QString> secretOf(const QJsonValue& v) {
  if (!v.isString()) return std::nullopt;
  const QString s = v.toString();
  if (s.isEmpty() || s.size() > kMaxSecretLength || !printableAscii(s)) return std::nullopt;
  return s;
}

Parsed parseJoin(const QJsonValue& value) {
  static constexpr char kShape[] = "join: expected {\"key\": K}, {\"pin\": \"NNNNNN\"} or {\"token\": T}";
  if (!value.isObject() || value.toObject().size() != 1) return refused(kShape);
  const QJsonObject o = value.toObject();
  static constexpr std::pair<const char*, Join::By> kWays[] = {
      {"key", Join::By::Key}, {"pin", Join::By::Pin}, {"token", Join::By::Token}};
  for (const auto& [name, by] : kWays) {
    if (!o.contains(QLatin1String(name))) continue;
    const std::optional<QString> secret = secretOf(o.value(QLatin1String(name)));
    if (!secret) return refused(kShape);
    Parsed p;
    p.kind = Parsed::Kind::Join;
    p.join = Join{by, *secret};
    return p;
  }
  return refused(kShape);
}
}  // namespace

std::optional<Join> joinInTarget(const QByteArray& target) {
  const qsizetype q = target.indexOf('?');
  if (q < 0) return std::nullopt;
  static constexpr std::pair<const char*, Join::By> kWays[] = {{"k", Join::By::Key}, {"t", Join::By::Token}, {"p", Join::By::Pin}};
  std::optional<Join> found;
  for (const QByteArray& item : target.mid(q + 1).split('&')) {
    const qsizetype eq = item.indexOf('=');
    if (eq <= 0) continue;
    const QByteArray name = item.left(eq);
    for (const auto& [key, by] : kWays) {
      if (name != key) continue;
      const std::optional<QString> secret = secretOf(QString::fromLatin1(QByteArray::fromPercentEncoding(item.mid(eq + 1))));
      if (!secret || found) return std::nullopt;  // a bad one, or two: none
      found = Join{by, *secret};
    }
  }
  return found;
}

Parsed parse(const QByteArray& bytes) {
  Parsed p;
  if (bytes.size() > kMaxMessageBytes) {
    p.error = QStringLiteral("message over 1 KiB");
    return p;
  }
  QJsonParseError e{};
  const QJsonDocument doc = QJsonDocument::fromJson(bytes, &e);
  if (e.error != QJsonParseError::NoError || doc.isNull()) {
    p.error = QStringLiteral("not JSON");
    return p;
  }
  if (!doc.isObject()) return refused("expected a JSON object: {\"join\": {...}} or {\"token\", \"question\", \"round\", \"choice\"}");
  const QJsonObject o = doc.object();
  if (o.contains(QLatin1String("join"))) return parseJoin(o.value(QLatin1String("join")));
  const std::optional<QString> token = secretOf(o.value(QLatin1String("token")));
  if (!token) return refused("token: expected the token the join gave, 1 to 64 printable ASCII characters");
  const std::optional<int> question = wholeNumber(o.value(QLatin1String("question")), 1, 1 << 20);
  if (!question) return refused("question: expected the question's id");
  const std::optional<int> round = wholeNumber(o.value(QLatin1String("round")), 1, 2);
  if (!round) return refused("round: expected 1 or 2");
  const std::optional<int> choice = wholeNumber(o.value(QLatin1String("choice")), 0, 1 << 20);
  if (!choice) return refused(error::kUnknownChoice);
  p.kind = Parsed::Kind::Ballot;
  p.ballot = Ballot{*token, *question, *round, *choice};
  return p;
}

QByteArray okReply() { return QByteArrayLiteral("{\"ok\":true}"); }

QByteArray joinedReply(const QString& token) {
  return compact(QJsonObject{{QStringLiteral("ok"), true}, {QStringLiteral("token"), token}});
}

QByteArray errorReply(const QString& error) {
  QString line = error;
  line.replace(QLatin1Char('\n'), QLatin1Char(' '));
  return compact(QJsonObject{{QStringLiteral("ok"), false}, {QStringLiteral("error"), line}});
}

QByteArray errorReply(const QString& error, qint64 retry_ms) {
  QString line = error;
  line.replace(QLatin1Char('\n'), QLatin1Char(' '));
  return compact(QJsonObject{{QStringLiteral("ok"), false}, {QStringLiteral("error"), line},
                             {QStringLiteral("retry_ms"), double(std::max<qint64>(retry_ms, 1))}});
}

const char* stateName(State state) {
  switch (state) {
    case State::Open: return "open";
    case State::Revealed: return "revealed";
    case State::Closed: break;
  }
  return "closed";
}

QByteArray pushMessage(const Push& push) {
  QJsonObject o;
  if (!push.question) {
    if (!push.session.isEmpty()) o.insert(QStringLiteral("session"), push.session);
    o.insert(QStringLiteral("question"), QJsonValue::Null);
    if (push.skipped > 0) o.insert(QStringLiteral("skipped"), push.skipped);
    o.insert(QStringLiteral("round"), 0);
    o.insert(QStringLiteral("state"), QString::fromLatin1(stateName(State::Closed)));
    return compact(o);
  }
  const dp::quiz::Question& q = *push.question;
  QJsonArray options;
  for (std::size_t i = 0; i < q.options.size() && i < 4; ++i) options.append(texts(q.options[i].text));
  o.insert(QStringLiteral("question"), QJsonObject{{QStringLiteral("id"), push.id},
                                                   {QStringLiteral("kind"), QString::fromLatin1(dp::quiz::kind_name(q.kind).data(),
                                                                                                 qsizetype(dp::quiz::kind_name(q.kind).size()))},
                                                   {QStringLiteral("text"), texts(q.text)},
                                                   {QStringLiteral("options"), options}});
  if (!push.session.isEmpty()) o.insert(QStringLiteral("session"), push.session);
  o.insert(QStringLiteral("round"), push.round);
  o.insert(QStringLiteral("state"), QString::fromLatin1(stateName(push.state)));
  if (push.leftMs >= 0 && push.state == State::Open) o.insert(QStringLiteral("left_ms"), push.leftMs);
  if (push.mine[0] >= 0 || push.mine[1] >= 0) {
    QJsonArray mine;
    for (int c : push.mine) mine.append(c >= 0 ? QJsonValue(c) : QJsonValue(QJsonValue::Null));
    o.insert(QStringLiteral("mine"), mine);
  }
  if (push.state == State::Revealed) {  // never before: the phones must not see it early
    o.insert(QStringLiteral("answer"), QJsonObject{{QStringLiteral("choice"), q.right},
                                                   {QStringLiteral("text"), texts(q.options[std::size_t(q.right)].text)},
                                                   {QStringLiteral("why"), whyText(q.why)}});
    if (push.counts) {
      QJsonArray rounds;
      for (const auto& round : *push.counts) {
        QJsonArray counts;
        for (std::size_t i = 0; i < q.options.size() && i < round.size(); ++i) counts.append(round[i]);
        rounds.append(counts);
      }
      o.insert(QStringLiteral("counts"), rounds);
    }
  }
  return compact(o);
}

QByteArray tallyMessage(const Tally& t) {
  QJsonObject o;
  o.insert(QStringLiteral("question"), t.id > 0 ? QJsonValue(t.id) : QJsonValue(QJsonValue::Null));
  o.insert(QStringLiteral("round"), t.round);
  o.insert(QStringLiteral("state"), QString::fromLatin1(stateName(t.state)));
  QJsonArray rounds;
  for (const auto& round : t.counts) {
    QJsonArray counts;
    for (int i = 0; i < t.options && i < 4; ++i) counts.append(round[std::size_t(i)]);
    rounds.append(counts);
  }
  o.insert(QStringLiteral("counts"), t.round >= 1 ? rounds.at(t.round - 1) : QJsonValue(QJsonArray()));
  o.insert(QStringLiteral("rounds"), rounds);
  o.insert(QStringLiteral("clients"), t.clients);
  o.insert(QStringLiteral("guard"), QJsonObject{{QStringLiteral("refused"), t.guard.refused},
                                                {QStringLiteral("closed"), t.guard.closed},
                                                {QStringLiteral("timed_out"), t.guard.timedOut},
                                                {QStringLiteral("ballots_refused"), t.guard.ballotsRefused},
                                                {QStringLiteral("wrong_pins"), t.guard.wrongPins},
                                                {QStringLiteral("phones"), t.guard.phones}});
  return compact(o);
}

}  // namespace vote
