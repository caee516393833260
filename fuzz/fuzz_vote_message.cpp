// libFuzzer target: the class vote's message parser (ui/vote/vote_message.cpp), the bytes a phone on
// a shared network may send. Whatever comes: a ballot within the contract's ranges, a refusal of one
// line, or "close", never a crash; a ballot printed back parses to itself, a refusal's reply is JSON.
#include <QJsonDocument>
#include <QJsonObject>
#include <cstddef>
#include <cstdint>

#include "vote/vote_message.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
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
    case vote::Parsed::Kind::Ballot: {
      const vote::Ballot& b = p.ballot;
      if (size > std::size_t(vote::kMaxMessageBytes) || (b.round != 1 && b.round != 2) || b.choice < 0 ||
          b.client.isEmpty() || b.client.size() > vote::kMaxClientIdLength || b.pin.isEmpty()) {
        __builtin_trap();
      }
      const QByteArray again = QJsonDocument(QJsonObject{{QLatin1String("pin"), b.pin}, {QLatin1String("client"), b.client},
                                                         {QLatin1String("round"), b.round}, {QLatin1String("choice"), b.choice}})
                                   .toJson(QJsonDocument::Compact);
      const vote::Parsed q = vote::parse(again);
      if (q.kind != vote::Parsed::Kind::Ballot || q.ballot.pin != b.pin || q.ballot.client != b.client ||
          q.ballot.round != b.round || q.ballot.choice != b.choice) {
        __builtin_trap();
      }
      break;
    }
  }
  return 0;
}
