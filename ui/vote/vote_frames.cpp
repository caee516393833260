// The WebSocket frame walker: RFC 6455 section 5.2's header, read piece by piece exactly as far as
// Qt will read it, so that a violation is seen before Qt acts on the frame (answers a ping, hands
// on a message).
#include "vote/vote_frames.h"

#include <QtEndian>

namespace vote::frames {
namespace {
bool reservedOpcode(int opcode) { return (opcode >= 0x3 && opcode <= 0x7) || opcode >= 0xB; }
}  // namespace

Walker::Seen Walker::walk(QByteArrayView unread) {
  Seen seen;
  const auto fail = [&](int code, const char* why) {
    close_code_ = code;
    violation_ = why;
  };
  qsizetype at = 0;
  while (violation_.isEmpty()) {
    const qsizetype left = unread.size() - at;
    const auto* p = reinterpret_cast<const uchar*>(unread.data()) + at;
    if (piece_ == Piece::Header) {
      if (left < 2) break;
      at += 2;
      ++seen.frames;
      const int opcode = p[0] & 0x0F;
      control_ = (opcode & 0x8) != 0;
      if (opcode == 0x9 || opcode == 0xA) ++seen.pings;
      masked_ = (p[1] & 0x80) != 0;
      payload_ = p[1] & 0x7F;
      if (!masked_) {
        fail(1002, "an unmasked frame (RFC 6455 5.1: a client masks every frame)");
      } else if ((p[0] & 0x70) != 0 || reservedOpcode(opcode)) {
        fail(1002, "a reserved bit or opcode");
      } else if (control_ && (payload_ > 125 || (p[0] & 0x80) == 0)) {
        fail(1002, "a control frame over 125 bytes, or fragmented");
      } else {
        piece_ = payload_ == 126 ? Piece::Length16 : payload_ == 127 ? Piece::Length64 : Piece::Mask;
      }
    } else if (piece_ == Piece::Length16) {
      if (left < 2) break;
      at += 2;
      payload_ = qFromBigEndian<quint16>(p);
      if (payload_ < 126) fail(1002, "a length not in its shortest form");
      piece_ = Piece::Mask;
    } else if (piece_ == Piece::Length64) {
      if (left < 8) break;
      at += 8;
      payload_ = qFromBigEndian<quint64>(p);
      if ((payload_ >> 63) != 0 || payload_ <= 0xFFFF) fail(1002, "a length not in its shortest form");
      piece_ = Piece::Mask;
    } else if (piece_ == Piece::Mask) {
      if (payload_ > quint64(max_frame_)) {
        fail(1009, "a frame over the message limit");
        break;
      }
      if (left < 4) break;
      at += 4;
      piece_ = Piece::Payload;
    } else {  // Piece::Payload
      if (quint64(left) < payload_) break;
      at += qsizetype(payload_);
      piece_ = Piece::Header;
    }
  }
  seen.violation = violation_;
  seen.closeCode = close_code_;
  return seen;
}

}  // namespace vote::frames
