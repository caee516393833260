// libFuzzer target: what a phone's connection to the class vote may carry before Qt's code sees it
// (ui/vote/vote_http.cpp, ui/vote/vote_frames.cpp): a request head, and WebSocket frames arriving in
// any pieces. Whatever comes: a head is incomplete, a request within the limits, or one status with
// one line; the frame walker never reads past its input (ASan) and reports a violation with its
// close code; never a crash.
#include <cstddef>
#include <cstdint>

#include "vote/vote_frames.h"
#include "vote/vote_http.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const QByteArrayView bytes(reinterpret_cast<const char*>(data), qsizetype(size));
  const vote::http::Head head = vote::http::parseHead(bytes);
  switch (head.kind) {
    case vote::http::Head::Kind::Incomplete:
      if (size >= std::size_t(vote::http::kMaxHeadBytes)) __builtin_trap();
      break;
    case vote::http::Head::Kind::Bad:
      if (head.status < 400 || head.why.isEmpty() || head.why.contains('\n')) __builtin_trap();
      break;
    case vote::http::Head::Kind::Complete: {
      const vote::http::Request& r = head.request;
      if (r.headBytes <= 0 || r.headBytes > qsizetype(size) || r.headBytes > vote::http::kMaxHeadBytes) __builtin_trap();
      if (r.method.isEmpty() || r.target.isEmpty() || r.target.size() > vote::http::kMaxTargetBytes) __builtin_trap();
      if (r.headers.size() > vote::http::kMaxHeaderLines) __builtin_trap();
      QByteArray why;
      const int status = vote::http::screen(r, "127.0.0.1", true, 8080, &why);
      if ((status == 0) != why.isEmpty() || why.contains('\n')) __builtin_trap();
      break;
    }
  }
  // Frames: the same bytes as what follows a WebSocket handshake.
  vote::frames::Walker whole(1024);
  const vote::frames::Walker::Seen all = whole.walk(bytes);
  if (all.frames < 0 || all.pings > all.frames || all.violation.isEmpty() != (all.closeCode == 0)) __builtin_trap();
  return 0;
}
