// libFuzzer target: the class vote's message parser (ui/vote/vote_message.cpp), the bytes a phone on
// a shared network may send, and the join a WebSocket's address may carry (/ws?k=|t=|p=). Whatever
// comes: a join or a ballot within the contract's ranges, a refusal of one line, or "close", never
// a crash; a join or ballot printed back parses to itself, a refusal's reply is JSON.
#include <QJsonDocument>
#include <QJsonObject>
#include <cstddef>
#include <cstdint>

#include "vote/vote_message.h"

namespace {
bool secretShape(const QString& s) {
  if (s.isEmpty() || s.size() > vote::kMaxSecretLength) return false;
  for (const QChar c : s) {
    if (c.unicode() < 0x21 || c.unicode() > 0x7e) return false;
  }
  return true;
}

const char* wayName(vote::Join::By by) {
  switch (by) {
    case vote::Join::By::Key: return "key";
    case vote::Join::By::Pin: return "pin";
    case vote::Join::By::Token: break;
  }
  return "token";
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
  if (const std::optional<vote::Join> j = vote::joinInTarget(bytes); j && !secretShape(j->secret)) __builtin_trap();
  const vote::Parsed p = vote::parse(bytes);
  switch (p.kind) {
    case vote::Parsed::Kind::Close:
      if (p.error.isEmpty()) __builtin_trap();
      if (size <= std::size_t(vote::kMaxMessageBytes) && QJsonDocument::fromJson(bytes).isObject()) __builtin_trap();
      break;
    case vote::Parsed::Kind::Refused: {
      if (p.error.isEmpty() || p.error.contains(QLatin1Char('\n'))) __builtin_trap();
      const QJsonObject reply = QJsonDocument::fromJson(vote::errorReply(p.error)).object();
      if (reply.value(QLatin1String("ok")).toBool(true) || reply.value(QLatin1String("error")).toString() != p.error) __builtin_trap();
      break;
    }
    case vote::Parsed::Kind::Join: {
      const vote::Join& j = p.join;
      if (size > std::size_t(vote::kMaxMessageBytes) || !secretShape(j.secret)) __builtin_trap();
      const QByteArray again = QJsonDocument(QJsonObject{{QLatin1String("join"), QJsonObject{{QLatin1String(wayName(j.by)), j.secret}}}})
                                   .toJson(QJsonDocument::Compact);
      const vote::Parsed q = vote::parse(again);
      if (q.kind != vote::Parsed::Kind::Join || q.join.by != j.by || q.join.secret != j.secret) __builtin_trap();
      break;
    }
    case vote::Parsed::Kind::Ballot: {
      const vote::Ballot& b = p.ballot;
      if (size > std::size_t(vote::kMaxMessageBytes) || (b.round != 1 && b.round != 2) || b.choice < 0 || b.question < 1 ||
          !secretShape(b.token)) {
        __builtin_trap();
      }
      const QByteArray again = QJsonDocument(QJsonObject{{QLatin1String("token"), b.token}, {QLatin1String("question"), b.question},
                                                         {QLatin1String("round"), b.round}, {QLatin1String("choice"), b.choice}})
                                   .toJson(QJsonDocument::Compact);
      const vote::Parsed q = vote::parse(again);
      if (q.kind != vote::Parsed::Kind::Ballot || q.ballot.token != b.token || q.ballot.question != b.question ||
          q.ballot.round != b.round || q.ballot.choice != b.choice) {
        __builtin_trap();
      }
      break;
    }
  }
  return 0;
}
