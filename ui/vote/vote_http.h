// The class vote's HTTP/1.1 request heads, read without any socket: the request line and headers a
// phone sent, bounded in size and strict in form, and the screening every request passes before its
// path is looked at (methods, bodies, the Host header, the page's Origin). Fuzzed
// (fuzz/fuzz_vote_http.cpp): any bytes give "incomplete", a request, or one status with one line.
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <utility>

namespace vote::http {

inline constexpr int kMaxHeadBytes = 8 * 1024;  // the request line, the headers and the blank line
inline constexpr int kMaxHeaderLines = 64;
inline constexpr int kMaxTargetBytes = 2048;

struct Request {
  QByteArray method;   // "GET", "HEAD", or another token (refused by screen())
  QByteArray target;   // as sent, e.g. "/vote.js" or "/?pin=0427"
  QByteArray path;     // the target before '?'
  QByteArray version;  // "HTTP/1.1" or "HTTP/1.0"
  QList<std::pair<QByteArray, QByteArray>> headers;  // names lower-cased, values without outer blanks
  qsizetype headBytes = 0;  // bytes of the head, the blank line included: where a body would start

  QByteArray value(QByteArrayView name) const;  // the first header of that (lower-case) name, or ""
  int count(QByteArrayView name) const;         // how many headers have that name
  bool keepAlive() const;     // HTTP/1.1 unless "Connection: close"; HTTP/1.0 only with keep-alive
  bool wantsWebSocket() const;  // "Upgrade: websocket" with "Connection: ... upgrade ..."
};

struct Head {
  enum class Kind { Incomplete, Complete, Bad };
  Kind kind = Kind::Incomplete;
  Request request;  // Complete
  int status = 0;   // Bad: 400 (malformed), 431 (too large), 505 (not HTTP/1.x)
  QByteArray why;   // Bad: one line
};

// The head at the start of `bytes` (what the socket holds, unread). Incomplete until its blank line
// comes; Bad as soon as what came cannot be a request, or kMaxHeadBytes pass without a blank line.
// Lines end in CRLF or LF; a line folded onto the one before, a control byte or a NUL is Bad.
Head parseHead(QByteArrayView bytes);

// Whether a Host header names this server: "<address>:<port>" for the address the connection came
// in on (IPv6 in brackets; no port means 80), or "localhost:<port>" when that address is loopback.
// A name an attacker's DNS could point here (DNS rebinding) never passes.
bool hostNamesUs(QByteArrayView host, QByteArrayView localAddress, bool localIsLoopback, quint16 port);

// What a request gets before its path is looked at: 0 to go on, else the status with `why`:
// 405 for a method other than GET and HEAD, 413 for a body (any Content-Length but 0, any
// Transfer-Encoding), 400 for a missing or repeated Host, 421 for a Host that is not this server,
// and, for a WebSocket upgrade, 403 for an Origin other than this page's (no Origin: a script).
int screen(const Request& request, QByteArrayView localAddress, bool localIsLoopback, quint16 port, QByteArray* why);

const char* reasonPhrase(int status);  // "OK", "Not Found", "Misdirected Request", ...

}  // namespace vote::http
