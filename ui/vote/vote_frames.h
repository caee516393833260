// The frame headers of a phone's WebSocket stream, walked ahead of Qt's WebSocket (which reads the
// same bytes right after): RFC 6455's rules Qt 6.4 does not enforce on a server (a client's frames
// must be masked), the sizes, and a count of the frames and control frames for the rate limits.
// No socket (fuzz/fuzz_vote_http.cpp feeds it any bytes in any pieces).
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QtGlobal>

namespace vote::frames {

// Walks the stream the way Qt's QWebSocketFrame consumes it (Qt 6.4, qwebsocketframe.cpp): the two
// header bytes, then the 2- or 8-byte length, then the 4-byte mask, each as soon as it is all
// there, then the payload once it is all there. So the socket's unread bytes always begin at the
// piece the walker waits for, and each walk is given them from their start.
class Walker {
 public:
  struct Seen {
    int frames = 0;           // frame headers walked this time
    int pings = 0;            // of which pings and pongs (control frames a phone may send unasked)
    int closeCode = 0;        // 0, or the close code (1002 protocol, 1009 too big) of a violation
    QByteArray violation;     // one line, with closeCode
  };
  explicit Walker(qint64 maxFrameBytes) : max_frame_(maxFrameBytes) {}
  // `unread`: every byte the socket holds, unread, from its start. After a violation the
  // connection is to close; the walker says so again on every later walk.
  Seen walk(QByteArrayView unread);

 private:
  enum class Piece { Header, Length16, Length64, Mask, Payload };
  qint64 max_frame_;
  Piece piece_ = Piece::Header;
  bool masked_ = false;
  bool control_ = false;
  quint64 payload_ = 0;
  QByteArray violation_;
  int close_code_ = 0;
};

}  // namespace vote::frames
