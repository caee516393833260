// Request heads for the class vote's server. Written here rather than taken from Qt's HTTP server:
// Qt 6.4's QHttpServer reads every pipelined request and any body into memory, with no timeout or
// limit a caller can set (1.5 GB in 12 s from one phone). The server needs only GET and
// HEAD of a few bundled files, so the reader is small, strict, and never holds more than one head.
#include "vote/vote_http.h"

#include <algorithm>

namespace vote::http {
namespace {
bool isToken(char c) {  // RFC 9110 tchar
  if ((c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) return true;
  return QByteArrayView("!#$%&'*+-.^_`|~").contains(c);
}

bool allToken(QByteArrayView s) { return !s.isEmpty() && std::all_of(s.begin(), s.end(), isToken); }

// A header value may hold visible ASCII, blanks and bytes of 0x80 and up (obs-text); no controls.
bool valueBytesOk(QByteArrayView s) {
  return std::all_of(s.begin(), s.end(), [](char c) { return uchar(c) >= 0x20 ? uchar(c) != 0x7f : c == '\t'; });
}

QByteArrayView trimmed(QByteArrayView s) {
  while (!s.isEmpty() && (s.front() == ' ' || s.front() == '\t')) s = s.sliced(1);
  while (!s.isEmpty() && (s.back() == ' ' || s.back() == '\t')) s.chop(1);
  return s;
}

Head bad(int status, const char* why) {
  Head h;
  h.kind = Head::Kind::Bad;
  h.status = status;
  h.why = why;
  return h;
}

// The comma-separated tokens of a header value, such as Connection's.
bool listHas(QByteArrayView value, QByteArrayView token) {
  qsizetype start = 0;
  while (start <= value.size()) {
    qsizetype end = value.indexOf(',', start);
    if (end < 0) end = value.size();
    if (trimmed(value.sliced(start, end - start)).compare(token, Qt::CaseInsensitive) == 0) return true;
    start = end + 1;
  }
  return false;
}
}  // namespace

QByteArray Request::value(QByteArrayView name) const {
  for (const auto& [key, value] : headers) {
    if (key == name) return value;
  }
  return {};
}

int Request::count(QByteArrayView name) const {
  return int(std::count_if(headers.begin(), headers.end(), [&](const auto& h) { return h.first == name; }));
}

bool Request::keepAlive() const {
  const QByteArray connection = value("connection");
  if (version == "HTTP/1.0") return listHas(connection, "keep-alive");
  return !listHas(connection, "close");
}

bool Request::wantsWebSocket() const {
  return value("upgrade").compare("websocket", Qt::CaseInsensitive) == 0 && listHas(value("connection"), "upgrade");
}

Head parseHead(QByteArrayView bytes) {
  const QByteArrayView window = bytes.first(std::min<qsizetype>(bytes.size(), kMaxHeadBytes));
  if (window.contains('\0')) return bad(400, "a NUL byte in the request");
  // Lines end in CRLF, and only so: a bare LF is refused at once (RFC 9112 lets a server accept it,
  // but Qt's WebSocket handshake does not, so an upgrade head with bare LFs would hold its slot
  // until the deadline); the head ends at the first empty line.
  QList<QByteArrayView> lines;
  qsizetype start = 0;
  qsizetype end_of_head = -1;
  while (start < window.size()) {
    const qsizetype lf = window.indexOf('\n', start);
    if (lf < 0) break;
    QByteArrayView line = window.sliced(start, lf - start);
    if (!line.endsWith('\r')) return bad(400, "a line ending in LF alone (CRLF only)");
    line.chop(1);
    start = lf + 1;
    if (line.isEmpty()) {
      if (lines.isEmpty()) continue;  // RFC 9112: an empty line before the request line is skipped
      end_of_head = start;
      break;
    }
    if (line.contains('\r')) return bad(400, "a bare CR in the request");
    lines.append(line);
    if (lines.size() > kMaxHeaderLines + 1) return bad(431, "more than 64 header lines");
  }
  if (end_of_head < 0) {
    if (bytes.size() >= kMaxHeadBytes) return bad(431, "a request head over 8 KiB");
    if (!lines.isEmpty() && lines.front().count(' ') != 2) return bad(400, "a malformed request line");
    // Whatever came must begin as a method does (a TLS hello, say, is refused at once, not waited for).
    qsizetype at = 0;
    while (at < window.size() && (window[at] == '\r' || window[at] == '\n')) ++at;
    const qsizetype space = window.indexOf(' ', at);
    const QByteArrayView method = window.sliced(at, (space < 0 ? window.size() : space) - at);
    if (method.size() > 16 || !std::all_of(method.begin(), method.end(), isToken)) return bad(400, "a malformed method");
    return {};
  }

  Head h;
  Request& r = h.request;
  const QByteArrayView request_line = lines.front();
  const qsizetype sp1 = request_line.indexOf(' ');
  const qsizetype sp2 = sp1 < 0 ? -1 : request_line.indexOf(' ', sp1 + 1);
  if (sp1 <= 0 || sp2 < 0 || request_line.indexOf(' ', sp2 + 1) >= 0) return bad(400, "a malformed request line");
  const QByteArrayView method = request_line.first(sp1);
  const QByteArrayView target = request_line.sliced(sp1 + 1, sp2 - sp1 - 1);
  const QByteArrayView version = request_line.sliced(sp2 + 1);
  if (!allToken(method) || method.size() > 16) return bad(400, "a malformed method");
  if (target.isEmpty() || target.size() > kMaxTargetBytes ||
      !std::all_of(target.begin(), target.end(), [](char c) { return uchar(c) > 0x20 && uchar(c) < 0x7f; })) {
    return bad(400, "a malformed request target");
  }
  if (!version.startsWith("HTTP/")) return bad(400, "a malformed HTTP version");
  if (version != "HTTP/1.1" && version != "HTTP/1.0") return bad(505, "HTTP/1.0 and HTTP/1.1 only");
  r.method = method.toByteArray();
  r.target = target.toByteArray();
  const qsizetype query = r.target.indexOf('?');
  r.path = query < 0 ? r.target : r.target.left(query);
  r.version = version.toByteArray();
  for (qsizetype i = 1; i < lines.size(); ++i) {
    const QByteArrayView line = lines[i];
    if (line.front() == ' ' || line.front() == '\t') return bad(400, "a folded header line");
    const qsizetype colon = line.indexOf(':');
    if (colon <= 0 || !allToken(line.first(colon))) return bad(400, "a malformed header line");
    const QByteArrayView value = trimmed(line.sliced(colon + 1));
    if (!valueBytesOk(value)) return bad(400, "a control byte in a header");
    r.headers.append({line.first(colon).toByteArray().toLower(), value.toByteArray()});
  }
  r.headBytes = end_of_head;
  h.kind = Head::Kind::Complete;
  return h;
}

bool hostNamesUs(QByteArrayView host, QByteArrayView localAddress, bool localIsLoopback, quint16 port) {
  QByteArrayView name;
  QByteArrayView port_text;
  if (host.startsWith('[')) {  // an IPv6 literal
    const qsizetype close = host.indexOf(']');
    if (close < 0) return false;
    name = host.sliced(1, close - 1);
    const QByteArrayView rest = host.sliced(close + 1);
    if (!rest.isEmpty() && !rest.startsWith(':')) return false;
    port_text = rest.isEmpty() ? rest : rest.sliced(1);
  } else {
    const qsizetype colon = host.indexOf(':');
    if (colon >= 0 && host.indexOf(':', colon + 1) >= 0) return false;  // IPv6 must be bracketed
    name = colon < 0 ? host : host.first(colon);
    port_text = colon < 0 ? QByteArrayView() : host.sliced(colon + 1);
    if (colon >= 0 && port_text.isEmpty()) return false;
  }
  if (port_text.isEmpty()) {
    if (port != 80) return false;
  } else {
    if (port_text.size() > 5 || !std::all_of(port_text.begin(), port_text.end(), [](char c) { return c >= '0' && c <= '9'; })) return false;
    if (port_text.toInt() != port) return false;
  }
  if (name.compare(localAddress, Qt::CaseInsensitive) == 0) return true;
  return localIsLoopback && name.compare("localhost", Qt::CaseInsensitive) == 0;
}

int screen(const Request& r, QByteArrayView localAddress, bool localIsLoopback, quint16 port, QByteArray* why) {
  if (r.method != "GET" && r.method != "HEAD") {
    *why = "GET and HEAD only";
    return 405;
  }
  const QByteArray length = r.value("content-length");
  if (r.count("transfer-encoding") > 0 || r.count("content-length") > 1 || (r.count("content-length") == 1 && length != "0")) {
    *why = "no request body is accepted";
    return 413;
  }
  if (r.count("host") != 1) {
    *why = "exactly one Host header";
    return 400;
  }
  const QByteArray host = r.value("host");
  if (!hostNamesUs(host, localAddress, localIsLoopback, port)) {
    *why = "the Host header does not name this server";
    return 421;
  }
  if (r.wantsWebSocket() && r.count("origin") > 0) {
    // The page's own origin only: another site's page (or a rebound name) on a phone may not vote.
    if (r.count("origin") != 1 || r.value("origin").compare("http://" + host, Qt::CaseInsensitive) != 0) {
      *why = "the Origin is not this page";
      return 403;
    }
  }
  return 0;
}

const char* reasonPhrase(int status) {
  switch (status) {
    case 200: return "OK";
    case 308: return "Permanent Redirect";
    case 400: return "Bad Request";
    case 403: return "Forbidden";
    case 404: return "Not Found";
    case 405: return "Method Not Allowed";
    case 408: return "Request Timeout";
    case 413: return "Content Too Large";
    case 421: return "Misdirected Request";
    case 431: return "Request Header Fields Too Large";
    case 505: return "HTTP Version Not Supported";
    default: break;
  }
  return "Error";
}

}  // namespace vote::http
