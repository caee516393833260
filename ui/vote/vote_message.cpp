// The class vote's messages: strict about what a phone may send (types, ranges, one line per
// refusal), plain about what the server sends (compact JSON, both languages in every text).
#include "vote/vote_message.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <algorithm>
#include <cmath>

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

QByteArray compact(const QJsonObject& o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); }
}  // namespace

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
  if (!doc.isObject()) return refused("expected a JSON object {\"pin\", \"client\", \"round\", \"choice\"}");
  const QJsonObject o = doc.object();
  const QJsonValue pin = o.value(QLatin1String("pin"));
  if (!pin.isString() || pin.toString().isEmpty() || pin.toString().size() > 16) {
    return refused("pin: expected the PIN as a string, such as \"1234\"");
  }
  const QJsonValue client = o.value(QLatin1String("client"));
  if (!client.isString() || client.toString().isEmpty() || client.toString().size() > kMaxClientIdLength ||
      !printableAscii(client.toString())) {
    return refused("client: expected an id of 1 to 64 printable ASCII characters");
  }
  const std::optional<int> round = wholeNumber(o.value(QLatin1String("round")), 1, 2);
  if (!round) return refused("round: expected 1 or 2");
  const std::optional<int> choice = wholeNumber(o.value(QLatin1String("choice")), 0, 1 << 20);
  if (!choice) return refused(error::kUnknownChoice);
  p.kind = Parsed::Kind::Ballot;
  p.ballot = Ballot{pin.toString(), client.toString(), *round, *choice};
  return p;
}

QByteArray okReply() { return QByteArrayLiteral("{\"ok\":true}"); }

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
    o.insert(QStringLiteral("question"), QJsonValue::Null);
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
  o.insert(QStringLiteral("round"), push.round);
  o.insert(QStringLiteral("state"), QString::fromLatin1(stateName(push.state)));
  if (push.mine[0] >= 0 || push.mine[1] >= 0) {
    QJsonArray mine;
    for (int c : push.mine) mine.append(c >= 0 ? QJsonValue(c) : QJsonValue(QJsonValue::Null));
    o.insert(QStringLiteral("mine"), mine);
  }
  if (push.state == State::Revealed) {  // never before: the phones must not see it early
    o.insert(QStringLiteral("answer"), QJsonObject{{QStringLiteral("choice"), q.right},
                                                   {QStringLiteral("text"), texts(q.options[std::size_t(q.right)].text)},
                                                   {QStringLiteral("why"), texts(q.why)}});
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
                                                {QStringLiteral("phones"), t.guard.phones}});
  return compact(o);
}

}  // namespace vote
