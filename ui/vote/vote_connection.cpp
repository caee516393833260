// One connection of the class vote. The HTTP side is hand-written (see vote_http.cpp for why);
// the WebSocket side is Qt's, with a walker in front of it: Qt 6.4 accepts a client's unmasked
// frames and answers every ping into an unbounded write buffer, so both are checked here first.
#include "vote/vote_connection.h"

#include <algorithm>
#include <sys/socket.h>

#include "common/web_edition.h"
#include "vote/vote_limits.h"
#include "vote/vote_message.h"
#include "vote/vote_server.h"

namespace {
constexpr const char* kPolicy = "default-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
// The browser edition's pages compile WebAssembly, which CSP allows only by name.
constexpr const char* kWebPolicy =
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
constexpr std::pair<const char*, const char*> kSecurityHeaders[] = {
    {"Cache-Control", "no-store"},
    {"X-Content-Type-Options", "nosniff"},
    {"Referrer-Policy", "no-referrer"},
};

bool isLoopback(const QHostAddress& address) {
  bool v4 = false;
  const quint32 ip = address.toIPv4Address(&v4);  // also ::ffff:127.0.0.1
  return v4 ? (ip >> 24) == 127 : address.isLoopback();
}
}  // namespace

VoteConnection::VoteConnection(QTcpSocket* socket, VoteServer* server, qint64 now)
    : QObject(server), socket_(socket), server_(server), walker_(vote::kMaxMessageBytes) {
  socket->setParent(this);
  socket->setReadBufferSize(kReadBufferBytes);
  address_ = vote::Gate::normalized(socket->peerAddress());
  peer_port_ = socket->peerPort();
  since_ = now;
  // Connected before Qt's WebSocket connects its own: on every readyRead this looks first.
  connect(socket, &QIODevice::readyRead, this, &VoteConnection::onReadyRead);
  connect(socket, &QIODevice::bytesWritten, this, &VoteConnection::onBytesWritten);
  connect(socket, &QAbstractSocket::disconnected, this, [this] { end(End::Normal); });
}

void VoteConnection::end(End why) {
  if (ended_) return;
  ended_ = true;
  mode_ = Mode::Gone;
  server_->connectionEnded(this, counted_ ? End::Normal : why);
  if (ws_) ws_->disconnect(server_);  // no message of it is heard any more
  if (socket_) {
    socket_->disconnect(this);
    socket_->flush();  // what fits of a close frame or an error answer goes out; the rest is dropped
    socket_->abort();
  }
  deleteLater();  // with it the socket and the WebSocket (its children)
}

void VoteConnection::onReadyRead() {
  if (ended_) return;
  if (mode_ == Mode::Http) {
    serveHttp();
  } else if (mode_ == Mode::Closing) {
    socket_->skip(socket_->bytesAvailable());  // dropped unread: only its end is waited for
  } else {
    guardFrames();
  }
}

void VoteConnection::serveHttp() {
  if (mode_ != Mode::Http || responding_ || ended_) return;
  // Peeking past what is buffered also asks the socket to read on (Qt stops at a full buffer).
  const QByteArray bytes = socket_->peek(kReadBufferBytes);
  if (bytes.isEmpty()) return;
  const qint64 now = server_->now();
  if (!head_started_) {
    head_started_ = true;
    head_deadline_ = now + server_->limits().headMs;
  }
  const vote::http::Head head = vote::http::parseHead(bytes);
  if (head.kind == vote::http::Head::Kind::Incomplete) return;
  if (head.kind == vote::http::Head::Kind::Bad) {
    refuse(head.status, head.why);
    return;
  }
  const vote::http::Request& r = head.request;
  const QHostAddress local = vote::Gate::normalized(socket_->localAddress());
  QByteArray why;
  if (const int status = vote::http::screen(r, local.toString().toLatin1(), isLoopback(local), socket_->localPort(), &why)) {
    refuse(status, why);
    return;
  }
  if (r.wantsWebSocket()) {
    if (r.path != "/ws" || r.method != "GET") {  // the upgrade is on /ws alone
      refuse(404, "not found");
      return;
    }
    // Qt's WebSocket server reads the handshake itself: the bytes stay in the socket.
    server_->joinAtUpgrade(*this, r.target);
    mode_ = Mode::Upgrading;
    handshake_ = bytes.left(r.headBytes);
    upgrade_deadline_ = now + server_->limits().upgradeMs;
    server_->upgrade(this, socket_);
    return;
  }
  socket_->skip(r.headBytes);
  head_started_ = false;
  const VoteServer::Answer a = server_->answerGet(r.path, isLoopback(address_));
  respond(a.status, a.type, a.body, !r.keepAlive(), r.method == "HEAD", a.webEdition, a.location);
}

void VoteConnection::respond(int status, const QByteArray& type, const QByteArray& body, bool close, bool headOnly,
                             bool webEdition, const QByteArray& location) {
  QByteArray out = "HTTP/1.1 " + QByteArray::number(status) + ' ' + vote::http::reasonPhrase(status) + "\r\n";
  out += QByteArray("Content-Security-Policy: ") + (webEdition ? kWebPolicy : kPolicy) + "\r\n";
  for (const auto& [key, value] : kSecurityHeaders) out += QByteArray(key) + ": " + value + "\r\n";
  if (webEdition) {
    for (const auto& [key, value] : web_edition::isolationHeaders()) out += key + ": " + value + "\r\n";
  }
  if (!location.isEmpty()) out += "Location: " + location + "\r\n";
  if (status == 405) out += "Allow: GET, HEAD\r\n";
  out += "Content-Type: " + type + "\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n";
  out += close ? "Connection: close\r\n" : "Connection: keep-alive\r\nKeep-Alive: timeout=" +
                                               QByteArray::number(server_->limits().idleMs / 1000) + "\r\n";
  out += "\r\n";
  // A large body (the browser edition's engine) goes out a slice at a time as the phone reads it
  // (onBytesWritten): what a connection holds is one slice, the body itself being shared.
  if (!headOnly && body.size() <= kSliceBytes) {
    out += body;
  } else if (!headOnly) {
    out += body.first(kSliceBytes);
    unsent_body_ = body;
    unsent_from_ = kSliceBytes;
  }
  responding_ = true;
  close_after_ = close;
  respond_since_ = server_->now();
  socket_->write(out);
}

void VoteConnection::refuse(int status, const QByteArray& why) {
  counted_ = true;  // once: its end is not counted again
  server_->count(End::BrokeRule);
  respond(status, "text/plain; charset=utf-8", why + '\n', true, false);
}

void VoteConnection::onBytesWritten() {
  if (ended_ || !responding_) return;
  if (!unsent_body_.isEmpty()) {
    if (socket_->bytesToWrite() >= kSliceBytes) return;
    const qint64 n = std::min<qint64>(kSliceBytes, unsent_body_.size() - unsent_from_);
    socket_->write(unsent_body_.constData() + unsent_from_, n);
    unsent_from_ += n;
    respond_since_ = server_->now();  // the phone reads: its time to read the rest starts again
    if (unsent_from_ >= unsent_body_.size()) unsent_body_.clear();
    return;
  }
  if (socket_->bytesToWrite() > 0) return;
  responding_ = false;
  served_ = true;
  if (close_after_) {
    // All is sent: no more from here (FIN), and whatever the phone still sends is dropped until it
    // closes its side, or kLingerMs pass.
    mode_ = Mode::Closing;
    closing_since_ = server_->now();
    ::shutdown(int(socket_->socketDescriptor()), SHUT_WR);
    socket_->skip(socket_->bytesAvailable());
    return;
  }
  since_ = server_->now();
  serveHttp();  // a pipelined request may be waiting in the buffer already
}

void VoteConnection::adopt(QWebSocket* ws, qint64 now) {
  ws->setParent(this);
  ws_ = ws;
  mode_ = Mode::WebSocket;
  since_ = now;
  alive_ = now;
  last_ping_ = now;
  join_deadline_ = now + server_->limits().joinMs;
  // A pong keeps a joined phone's socket; one that has not joined closes at its deadline anyway.
  connect(ws, &QWebSocket::pong, this, [this] { heard(server_->now()); });
}

void VoteConnection::joined(const QString& phoneToken, int number, qint64 now) {
  token = phoneToken;
  phone = number;
  since_ = now;
  alive_ = now;
}

int VoteConnection::evictionRank(qint64 now) const {
  switch (mode_) {
    case Mode::Http:
      if (responding_) return 3;            // an answer on its way (the page a phone is loading)
      if (head_started_) return 1;          // half a request
      // Kept alive after an answer, or silent since it connected: done with. Not spoken yet, but
      // just come: a phone's request is on its way (a crowd connecting at once must not wipe out
      // the ones that came a moment before).
      return served_ || now - since_ > server_->limits().silentGraceMs ? 0 : 2;
    case Mode::Upgrading: return urlVerdict.ok ? 4 : 1;  // a phone with its key, token or PIN, coming in
    case Mode::WebSocket: return 1;         // not joined
    case Mode::Closing:
    case Mode::Gone: break;
  }
  return 0;
}

void VoteConnection::guardFrames() {
  if (!handshake_.isEmpty()) {
    // Until Qt has read the handshake (it does so a moment after the upgrade was handed to it),
    // the bytes are the request, not frames. A frame cannot look like it: "GET " sets a reserved bit.
    if (socket_->bytesAvailable() >= handshake_.size() && socket_->peek(handshake_.size()) == handshake_) return;
    handshake_.clear();
  }
  if (!checkUnsent()) return;
  const vote::frames::Walker::Seen seen = walker_.walk(socket_->peek(kReadBufferBytes));
  if (!seen.violation.isEmpty()) {
    closeWith(seen.closeCode);  // why stays here: a hostile client learns only the code
    return;
  }
  const qint64 now = server_->now();
  if (now - frame_window_ >= 1000) {
    frame_window_ = now;
    frames_in_window_ = 0;
  }
  frames_in_window_ += seen.frames;
  bool over = frames_in_window_ > server_->limits().framesPerSecond;
  for (int i = 0; i < seen.pings && !over; ++i) over = !takeMessage(now);  // a ping cannot be dropped: Qt answers it
  if (over) closeWith(1008);  // policy violation: frames over the rate
}

bool VoteConnection::takeMessage(qint64 now) {
  while (!recent_.empty() && now - recent_.front() >= 1000) recent_.pop_front();
  if (int(recent_.size()) >= server_->limits().messagesPerSecond) return false;
  recent_.push_back(now);
  return true;
}

bool VoteConnection::checkUnsent() {
  if (ended_) return false;
  if (!socket_) {
    end(End::Normal);
    return false;
  }
  if (socket_->bytesToWrite() <= server_->limits().maxUnsentBytes) return true;
  end(End::BrokeRule);  // a phone that reads nothing of what it is sent (pongs to a ping flood)
  return false;
}

void VoteConnection::closeWith(int code, End why) {
  if (socket_ && socket_->state() == QAbstractSocket::ConnectedState) {
    const char frame[4] = {char(0x88), 0x02, char(code >> 8), char(code & 0xFF)};  // RFC 6455 5.5.1
    socket_->write(frame, 4);
    socket_->flush();
  }
  end(why);
}

void VoteConnection::tick(qint64 now) {
  if (ended_) return;
  const vote::Limits& l = server_->limits();
  switch (mode_) {
    case Mode::Http:
      if (responding_) {
        if (now - respond_since_ > l.idleMs) end(End::TimedOut);  // its answer left unread
      } else if (head_started_) {
        if (now > head_deadline_) end(End::TimedOut);  // half a request
      } else if (now - since_ > l.idleMs) {
        end(served_ ? End::Normal : End::TimedOut);  // kept alive, unused; or silent from the start
      }
      return;
    case Mode::Upgrading:
      if (now > upgrade_deadline_) end(End::TimedOut);
      return;
    case Mode::Closing:
      if (now - closing_since_ > kLingerMs) end(End::Normal);
      return;
    case Mode::WebSocket:
      if (!checkUnsent()) return;
      if (!inside()) {
        // Not joined: the page sees the question and may take its time to type the PIN, but the
        // slot is not held for ever (pongs or not). The page reconnects at once on this code.
        if (now > join_deadline_) closeWith(kJoinFirst, End::Normal);
        return;
      }
      if (now - alive_ >= l.socketIdleMs) {
        end(End::Normal);  // a phone asleep or gone: it reconnects when woken
      } else if (ws_ && now - alive_ >= l.pingMs && now - last_ping_ >= l.pingMs) {
        ws_->ping();  // a phone's browser answers by itself
        last_ping_ = now;
      }
      return;
    case Mode::Gone:
      return;
  }
}
