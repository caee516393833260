// The class vote's server. Qt's HTTP server answers GET and hands /ws's upgrade to its WebSocket
// server, so one port serves both. Each limit refuses or drops the one offending message or socket;
// the server itself stays up.
#include "vote/vote_server.h"

#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QTcpServer>
#include <QTcpSocket>
#include <QWebSocket>

#include "vote/vote_address.h"

// Counts the sockets open at once and refuses past kMaxConnections. A socket that became a
// WebSocket is re-parented (to the WebSocket), so each is followed by a QPointer, not by signals.
class VoteTcpServer : public QTcpServer {
 public:
  VoteTcpServer(int max_connections, QObject* parent) : QTcpServer(parent), max_(max_connections) {}

 protected:
  void incomingConnection(qintptr descriptor) override {
    live_.removeIf([](const QPointer<QTcpSocket>& s) { return !s || s->state() == QAbstractSocket::UnconnectedState; });
    auto* socket = new QTcpSocket(this);
    if (!socket->setSocketDescriptor(descriptor)) {
      delete socket;
      return;
    }
    if (live_.size() >= max_) {
      socket->abort();  // full: this one is closed at once, the others go on
      socket->deleteLater();
      return;
    }
    live_.append(socket);
    addPendingConnection(socket);
  }

 private:
  const int max_;
  QList<QPointer<QTcpSocket>> live_;
};

namespace {
constexpr std::pair<const char*, const char*> kSecurityHeaders[] = {
    {"Content-Security-Policy", "default-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"},
    {"Cache-Control", "no-store"},
    {"X-Content-Type-Options", "nosniff"},
    {"Referrer-Policy", "no-referrer"},
};

QByteArray mimeType(const QString& path) {
  if (path.endsWith(QLatin1String(".html"))) return "text/html; charset=utf-8";
  if (path.endsWith(QLatin1String(".js"))) return "text/javascript; charset=utf-8";
  if (path.endsWith(QLatin1String(".css"))) return "text/css; charset=utf-8";
  if (path.endsWith(QLatin1String(".json"))) return "application/json";
  if (path.endsWith(QLatin1String(".svg"))) return "image/svg+xml";
  if (path.endsWith(QLatin1String(".png"))) return "image/png";
  if (path.endsWith(QLatin1String(".ico"))) return "image/x-icon";
  return "application/octet-stream";
}

void respond(QHttpServerResponder& responder, QHttpServerResponder::StatusCode status, const QByteArray& type,
             const QByteArray& body) {
  responder.writeStatusLine(status);
  for (const auto& [key, value] : kSecurityHeaders) responder.writeHeader(key, value);
  responder.writeHeader("Content-Type", type);
  responder.writeHeader("Content-Length", QByteArray::number(body.size()));
  responder.writeBody(body);
}

// A browser names the page that opens a WebSocket: only our own page may (another site open on a
// phone could otherwise vote, or spend its address's wrong PINs). Scripts send no Origin.
bool sameOrigin(const QWebSocket& s) {
  if (s.origin().isEmpty()) return true;
  const QUrl origin(s.origin());
  const QUrl request = s.requestUrl();  // ws://<the Host header>/ws
  return origin.scheme() == QLatin1String("http") && origin.host().compare(request.host(), Qt::CaseInsensitive) == 0 &&
         origin.port(80) == request.port(80);
}

bool isLoopback(const QHostAddress& address) {
  bool v4 = false;
  const quint32 ip = address.toIPv4Address(&v4);  // also ::ffff:127.0.0.1
  return v4 ? (ip >> 24) == 127 : address.isLoopback();
}
}  // namespace

VoteServer::VoteServer(QObject* parent) : QAbstractHttpServer(parent) {
  QElapsedTimer* timer = new QElapsedTimer;
  timer->start();
  clock_ = [timer = std::shared_ptr<QElapsedTimer>(timer)] { return timer->elapsed(); };
  connect(this, &QAbstractHttpServer::newWebSocketConnection, this, &VoteServer::onWebSocket);
  // The bundled page: only these paths exist; any other spelling of them is a 404.
  QDirIterator it(QStringLiteral(":/vote"), QDir::Files, QDirIterator::Subdirectories);
  while (it.hasNext()) {
    const QString resource = it.next();
    files_.insert(resource.mid(QStringLiteral(":/vote").size()), resource);
  }
  if (files_.contains(QStringLiteral("/index.html"))) files_.insert(QStringLiteral("/"), files_.value(QStringLiteral("/index.html")));
}

VoteServer::~VoteServer() { stop(); }

bool VoteServer::start(const QHostAddress& address, quint16 port, const QString& pin, QString* error) {
  stop();
  auto* tcp = new VoteTcpServer(max_connections_, this);
  if (!tcp->listen(address, port)) {
    *error = vote::listenError(address, port, tcp->errorString());
    delete tcp;
    return false;
  }
  tcp_ = tcp;
  pin_ = pin;
  wrong_pins_.clear();
  bind(tcp_);
  return true;
}

void VoteServer::stop() {
  const bool had_clients = !peers_.isEmpty();
  const QList<QWebSocket*> sockets = peers_.keys();
  peers_.clear();
  for (QWebSocket* s : sockets) {
    s->disconnect(this);
    s->abort();
    s->deleteLater();
  }
  if (tcp_) {
    tcp_->close();
    tcp_->deleteLater();  // with it, every HTTP connection it accepted
    tcp_ = nullptr;
  }
  if (had_clients) emit clientsChanged(0);
}

QHostAddress VoteServer::address() const { return tcp_ ? tcp_->serverAddress() : QHostAddress(); }
quint16 VoteServer::port() const { return tcp_ ? tcp_->serverPort() : 0; }

void VoteServer::broadcast(const QByteArray& json) {
  const QString text = QString::fromUtf8(json);
  for (auto it = peers_.cbegin(); it != peers_.cend(); ++it) it.key()->sendTextMessage(text);
}

bool VoteServer::handleRequest(const QHttpServerRequest& request, QTcpSocket* socket) {
  // Qt 6.4 asks here before it hands a WebSocket upgrade to its WebSocket server: no answer now,
  // or the phone would read it in place of the handshake (onWebSocket checks the path).
  if (request.value("upgrade").compare("websocket", Qt::CaseInsensitive) == 0) return true;
  QHttpServerResponder responder = makeResponder(request, socket);
  if (request.method() != QHttpServerRequest::Method::Get) {
    respond(responder, QHttpServerResponder::StatusCode::MethodNotAllowed, "text/plain; charset=utf-8", "GET only\n");
    return true;
  }
  const QString path = request.url().path(QUrl::FullyEncoded);
  if (path == QLatin1String("/tally")) {
    if (!isLoopback(request.remoteAddress()) || !tally) {
      respond(responder, QHttpServerResponder::StatusCode::Forbidden, "text/plain; charset=utf-8", "loopback only\n");
    } else {
      respond(responder, QHttpServerResponder::StatusCode::Ok, "application/json", tally());
    }
    return true;
  }
  const auto file = files_.constFind(path);
  QFile f(file == files_.cend() ? QString() : file.value());
  if (file == files_.cend() || !f.open(QIODevice::ReadOnly)) {
    respond(responder, QHttpServerResponder::StatusCode::NotFound, "text/plain; charset=utf-8", "not found\n");
    return true;
  }
  respond(responder, QHttpServerResponder::StatusCode::Ok, mimeType(file.value()), f.readAll());
  return true;
}

void VoteServer::missingHandler(const QHttpServerRequest& request, QTcpSocket* socket) {
  QHttpServerResponder responder = makeResponder(request, socket);
  respond(responder, QHttpServerResponder::StatusCode::NotFound, "text/plain; charset=utf-8", "not found\n");
}

void VoteServer::onWebSocket() {
  while (hasPendingWebSocketConnections()) {
    QWebSocket* s = nextPendingWebSocketConnection().release();
    if (!s) continue;
    s->setParent(this);
    if (!tcp_ || s->requestUrl().path() != QLatin1String("/ws") || !sameOrigin(*s)) {  // the upgrade comes on any path
      s->abort();
      s->deleteLater();
      continue;
    }
    // A longer message is refused by the socket itself (it closes with "too much data").
    s->setMaxAllowedIncomingFrameSize(vote::kMaxMessageBytes);
    s->setMaxAllowedIncomingMessageSize(vote::kMaxMessageBytes);
    peers_.insert(s, Peer{s->peerAddress(), {}, {}});
    connect(s, &QWebSocket::textMessageReceived, this, [this, s](const QString& text) { onMessage(s, text); });
    connect(s, &QWebSocket::binaryMessageReceived, this, [this, s] { s->close(QWebSocketProtocol::CloseCodeDatatypeNotSupported); });
    connect(s, &QWebSocket::disconnected, this, [this, s] { drop(s); });
    if (greeting) s->sendTextMessage(QString::fromUtf8(greeting()));
    emit clientsChanged(clients());
  }
}

void VoteServer::drop(QWebSocket* socket) {
  if (peers_.remove(socket) == 0) return;
  socket->deleteLater();
  emit clientsChanged(clients());
}

void VoteServer::onMessage(QWebSocket* socket, const QString& text) {
  const auto it = peers_.find(socket);
  if (it == peers_.end()) return;
  Peer& peer = it.value();
  const qint64 now = clock_();
  while (!peer.recent.empty() && now - peer.recent.front() >= 1000) peer.recent.pop_front();
  if (int(peer.recent.size()) >= kMessagesPerSecond) return;  // dropped: no answer, nothing counted
  peer.recent.push_back(now);
  const vote::Parsed parsed = vote::parse(text.toUtf8());
  switch (parsed.kind) {
    case vote::Parsed::Kind::Close:
      socket->close(QWebSocketProtocol::CloseCodeProtocolError, parsed.error);
      drop(socket);
      return;
    case vote::Parsed::Kind::Refused:
      socket->sendTextMessage(QString::fromUtf8(vote::errorReply(parsed.error)));
      return;
    case vote::Parsed::Kind::Ballot:
      socket->sendTextMessage(QString::fromUtf8(answer(peer, parsed.ballot)));
      return;
  }
}

QByteArray VoteServer::answer(Peer& peer, const vote::Ballot& ballot) {
  int& wrong = wrong_pins_[peer.address];
  if (wrong >= kMaxWrongPins) return vote::errorReply(QString::fromLatin1(vote::error::kTooManyWrongPins));
  if (ballot.pin != pin_) {
    ++wrong;
    return vote::errorReply(QString::fromLatin1(vote::error::kWrongPin));
  }
  // One connection speaks for one phone: more ids over one socket would be many votes from one hand.
  if (!peer.client.isEmpty() && peer.client != ballot.client) {
    return vote::errorReply(QString::fromLatin1(vote::error::kOneClient));
  }
  const QString refusal = castBallot ? castBallot(ballot) : QString::fromLatin1(vote::error::kNoQuestion);
  if (!refusal.isEmpty()) return vote::errorReply(refusal);
  peer.client = ballot.client;
  return vote::okReply();
}
