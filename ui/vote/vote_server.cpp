// The class vote's server. A QTcpServer accepts (within the caps, making room by closing the oldest
// idle HTTP connection), VoteConnection reads HTTP and hands /ws's upgrade to a QWebSocketServer
// that never listens itself, and the ballots pass the Gate before the vote counts them. Each limit
// refuses or closes the one offending message or socket; the server itself stays up.
#include "vote/vote_server.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QElapsedTimer>
#include <QFile>
#include <QTcpServer>
#include <QTimer>
#include <QUrl>
#include <QUrlQuery>
#include <QWebSocket>
#include <QWebSocketServer>
#include <memory>
#include <sys/resource.h>

#include "common/web_edition.h"
#include "vote/vote_address.h"

// Hands every accepted socket to the server, which decides whether it stays.
class VoteTcpServer : public QTcpServer {
 public:
  explicit VoteTcpServer(VoteServer* server) : QTcpServer(server), server_(server) {}

 protected:
  void incomingConnection(qintptr descriptor) override {
    auto* socket = new QTcpSocket;
    if (!socket->setSocketDescriptor(descriptor)) {
      delete socket;
      return;
    }
    server_->accept(socket);
  }

 private:
  VoteServer* server_;
};

namespace {
// The client id a phone names in /ws?client=ID (a reloaded page asks for its own ballot back): the
// ballot's own rule for an id (1 to 64 printable ASCII characters), else none.
QString namedClient(const QUrl& url) {
  const QString id = QUrlQuery(url).queryItemValue(QStringLiteral("client"), QUrl::FullyDecoded);
  if (id.isEmpty() || id.size() > vote::kMaxClientIdLength) return {};
  for (const QChar c : id) {
    if (c.unicode() < 0x21 || c.unicode() > 0x7e) return {};
  }
  return id;
}

QByteArray mimeType(const QString& path) {
  if (path.endsWith(QLatin1String(".html"))) return "text/html; charset=utf-8";
  if (path.endsWith(QLatin1String(".js"))) return "text/javascript; charset=utf-8";
  if (path.endsWith(QLatin1String(".css"))) return "text/css; charset=utf-8";
  if (path.endsWith(QLatin1String(".json"))) return "application/json";
  if (path.endsWith(QLatin1String(".wasm"))) return "application/wasm";
  if (path.endsWith(QLatin1String(".svg"))) return "image/svg+xml";
  if (path.endsWith(QLatin1String(".png"))) return "image/png";
  if (path.endsWith(QLatin1String(".ico"))) return "image/x-icon";
  return "application/octet-stream";
}

// Room for every connection the limits allow, and the app's own files: a desktop session's soft
// limit of 1024 descriptors would otherwise be what refuses the 1000th phone. Returns the cap that fits.
int raiseDescriptorLimit(int connections) {
  constexpr rlim_t kReserve = 256;  // the app's own files, sockets and pipes
  rlimit limit{};
  if (getrlimit(RLIMIT_NOFILE, &limit) != 0) return connections;
  const rlim_t want = rlim_t(connections) + kReserve;
  if (limit.rlim_cur < want) {
    limit.rlim_cur = limit.rlim_max == RLIM_INFINITY ? want : std::min(want, limit.rlim_max);
    setrlimit(RLIMIT_NOFILE, &limit);
    getrlimit(RLIMIT_NOFILE, &limit);
  }
  return limit.rlim_cur >= want ? connections : int(std::max<rlim_t>(limit.rlim_cur, kReserve * 2) - kReserve);
}
}  // namespace

VoteServer::VoteServer(QObject* parent)
    : QObject(parent),
      ws_server_(new QWebSocketServer(QStringLiteral("dpviz"), QWebSocketServer::NonSecureMode, this)),
      sweep_timer_(new QTimer(this)),
      guard_timer_(new QTimer(this)) {
  auto timer = std::make_shared<QElapsedTimer>();
  timer->start();
  clock_ = [timer] { return timer->elapsed(); };
  ws_server_->setMaxPendingConnections(1 << 20);  // each is taken at once (onWebSocket)
  connect(ws_server_, &QWebSocketServer::newConnection, this, &VoteServer::onWebSocket);
  sweep_timer_->setInterval(250);
  connect(sweep_timer_, &QTimer::timeout, this, &VoteServer::sweep);
  guard_timer_->setSingleShot(true);
  guard_timer_->setInterval(kGuardSignalMs);
  connect(guard_timer_, &QTimer::timeout, this, &VoteServer::guardChanged);
  // The bundled page: only these paths exist; any other spelling of them is a 404.
  QDirIterator it(QStringLiteral(":/vote"), QDir::Files, QDirIterator::Subdirectories);
  while (it.hasNext()) {
    const QString resource = it.next();
    files_.insert(resource.mid(QStringLiteral(":/vote").size()), resource);
  }
  if (files_.contains(QStringLiteral("/index.html"))) files_.insert(QStringLiteral("/"), files_.value(QStringLiteral("/index.html")));
}

VoteServer::~VoteServer() { stop(); }

void VoteServer::setMaxConnections(int n) {
  vote::Limits l = gate_.limits();
  l.maxConnections = n;
  l.maxPerAddress = std::min(l.maxPerAddress, n);
  gate_.setLimits(l);
}

void VoteServer::setClock(std::function<qint64()> clock) {
  clock_ = std::move(clock);
  manual_clock_ = true;
  sweep_timer_->stop();
}

bool VoteServer::start(const QHostAddress& address, quint16 port, const QString& pin, QString* error) {
  stop();
  vote::Limits l = gate_.limits();
  l.maxConnections = raiseDescriptorLimit(l.maxConnections);
  gate_.setLimits(l);
  gate_.reset();
  auto* tcp = new VoteTcpServer(this);
  tcp->setListenBacklogSize(l.listenBacklog);  // a room joining at once waits in no SYN retry
  if (!tcp->listen(address, port)) {
    *error = vote::listenError(address, port, tcp->errorString());
    delete tcp;
    return false;
  }
  tcp_ = tcp;
  pin_ = pin;
  guard_ = {};
  loadWebEdition();
  if (!manual_clock_) sweep_timer_->start();  // a test's clock (setClock) sweeps by hand
  return true;
}

void VoteServer::stop() {
  const bool had_clients = !sockets_.isEmpty();
  const QList<VoteConnection*> all = connections_;
  for (VoteConnection* c : all) c->end(VoteConnection::End::Normal);
  connections_.clear();
  sockets_.clear();
  upgrading_.clear();
  if (tcp_) {
    tcp_->close();
    tcp_->deleteLater();
    tcp_ = nullptr;
  }
  sweep_timer_->stop();
  if (had_clients) emit clientsChanged(0);
}

QHostAddress VoteServer::address() const { return tcp_ ? tcp_->serverAddress() : QHostAddress(); }
quint16 VoteServer::port() const { return tcp_ ? tcp_->serverPort() : 0; }

vote::Guard VoteServer::guard() const {
  vote::Guard g = guard_;
  g.phones = gate_.phones();
  return g;
}

void VoteServer::accept(QTcpSocket* socket) {
  const QHostAddress from = vote::Gate::normalized(socket->peerAddress());
  // Full: the oldest HTTP connection waiting for a request makes room (a browser opens another
  // when it needs one); first of the same address, then of any. Past those, when every slot is
  // held, the oldest WebSocket that never showed the right PIN, of the address holding the most
  // connections (and more than this one's): idle sockets from a few addresses cannot keep a room
  // out. A phone that showed the PIN is never closed for room.
  const auto makeRoom = [&](bool sameAddress) {
    VoteConnection* oldest = nullptr;
    for (VoteConnection* c : std::as_const(connections_)) {
      if (c->evictable() && (!sameAddress || c->address() == from) && (!oldest || c->since() < oldest->since())) oldest = c;
    }
    if (oldest) oldest->end(oldest->evictionEnd());
    return oldest != nullptr;
  };
  const auto makeRoomFromTheCrowd = [&] {
    const QHostAddress crowd = gate_.busiest();
    if (gate_.openFrom(crowd) <= gate_.openFrom(from) + 1) return;
    VoteConnection* oldest = nullptr;
    for (VoteConnection* c : std::as_const(connections_)) {
      if (c->address() == crowd && c->mode() == VoteConnection::Mode::WebSocket && c->client.isEmpty() &&
          (!oldest || c->since() < oldest->since())) {
        oldest = c;
      }
    }
    if (oldest) oldest->end(VoteConnection::End::TimedOut);
  };
  if (!gate_.roomForAddress(from)) makeRoom(true);
  if (gate_.roomForAddress(from) && !gate_.roomFor(from) && !makeRoom(false)) makeRoomFromTheCrowd();
  if (!tcp_ || !gate_.roomFor(from)) {
    socket->abort();
    socket->deleteLater();
    ++guard_.refused;
    guardMoved();
    return;
  }
  gate_.opened(from);
  connections_.append(new VoteConnection(socket, this, now()));
}

void VoteServer::connectionEnded(VoteConnection* connection, VoteConnection::End why) {
  if (!connections_.removeOne(connection)) return;
  gate_.closed(connection->address());
  upgrading_.remove({connection->address(), connection->peerPort()});
  count(why);
  if (QWebSocket* ws = connection->webSocket(); ws && sockets_.remove(ws) > 0) emit clientsChanged(clients());
}

void VoteServer::count(VoteConnection::End why) {
  if (why == VoteConnection::End::BrokeRule) ++guard_.closed;
  if (why == VoteConnection::End::TimedOut) ++guard_.timedOut;
  if (why != VoteConnection::End::Normal) guardMoved();
}

void VoteServer::guardMoved() {
  if (!guard_timer_->isActive()) guard_timer_->start();
}

void VoteServer::sweep() {
  const qint64 t = now();
  const QList<VoteConnection*> all = connections_;  // tick() may end one
  for (VoteConnection* c : all) c->tick(t);
  gate_.prune(t);
}

// The browser edition's files, read once: every phone's download shares the one copy (a response
// holds a reference, not a copy). Only its own plain files, a megabyte or two; none when this dpviz
// has no edition.
void VoteServer::loadWebEdition() {
  web_files_.clear();
  const QString dir = web_edition::folder();
  if (dir.isEmpty()) return;
  constexpr qint64 kMaxFileBytes = 16 << 20;
  for (const QFileInfo& info : QDir(dir).entryInfoList(QDir::Files)) {
    QFile f(info.absoluteFilePath());
    if (info.size() > kMaxFileBytes || !f.open(QIODevice::ReadOnly)) continue;
    web_files_.insert("/web/" + info.fileName().toUtf8(), {f.readAll(), mimeType(info.fileName())});
  }
  if (web_files_.contains("/web/index.html")) web_files_.insert("/web/", web_files_.value("/web/index.html"));
}

VoteServer::Answer VoteServer::answerGet(const QByteArray& path, bool loopbackPeer) const {
  Answer a;
  a.type = "text/plain; charset=utf-8";
  if (path == "/web" && servesWebEdition()) {  // its page's files are named relative to /web/
    a.status = 308;
    a.location = "/web/";
    return a;
  }
  if (const auto web = web_files_.constFind(path); web != web_files_.cend()) {
    a.status = 200;
    a.type = web->type;
    a.body = web->body;  // shared, not copied
    a.webEdition = true;
    return a;
  }
  if (path == "/stage") {
    if (!stage) {
      a.body = "not found\n";
      return a;
    }
    a.status = 200;
    a.type = "application/json";
    a.body = stage();
    return a;
  }
  if (path == "/tally") {
    if (!loopbackPeer || !tally) {
      a.status = 403;
      a.body = "loopback only\n";
    } else {
      a.status = 200;
      a.type = "application/json";
      a.body = tally();
    }
    return a;
  }
  const auto file = files_.constFind(QString::fromLatin1(path));
  QFile f(file == files_.cend() ? QString() : file.value());
  if (file == files_.cend() || !f.open(QIODevice::ReadOnly)) {
    a.body = "not found\n";
    return a;
  }
  a.status = 200;
  a.type = mimeType(file.value());
  a.body = f.readAll();
  return a;
}

void VoteServer::upgrade(VoteConnection* connection, QTcpSocket* socket) {
  upgrading_.insert({connection->address(), connection->peerPort()}, connection);
  ws_server_->handleConnection(socket);
}

void VoteServer::onWebSocket() {
  while (ws_server_->hasPendingConnections()) {
    QWebSocket* s = ws_server_->nextPendingConnection();
    if (!s) continue;
    VoteConnection* c = upgrading_.take({vote::Gate::normalized(s->peerAddress()), s->peerPort()});
    if (!c || c->mode() != VoteConnection::Mode::Upgrading) {  // ended meanwhile
      s->abort();
      s->deleteLater();
      continue;
    }
    // A longer message is refused by the socket itself (it closes with "too much data").
    s->setMaxAllowedIncomingFrameSize(vote::kMaxMessageBytes);
    s->setMaxAllowedIncomingMessageSize(vote::kMaxMessageBytes);
    c->adopt(s, now());
    sockets_.insert(s, c);
    connect(s, &QWebSocket::textMessageReceived, this, [this, c](const QString& text) { onMessage(c, text); });
    connect(s, &QWebSocket::binaryMessageReceived, c, [c] { c->closeWith(QWebSocketProtocol::CloseCodeDatatypeNotSupported); });
    if (greeting) s->sendTextMessage(QString::fromUtf8(greeting(namedClient(s->requestUrl()))));
    emit clientsChanged(clients());
  }
}

void VoteServer::broadcast(const QByteArray& json) {
  const QString text = QString::fromUtf8(json);
  const QList<VoteConnection*> all = sockets_.values();
  for (VoteConnection* c : all) {
    if (c->webSocket()) c->webSocket()->sendTextMessage(text);
    c->checkUnsent();
  }
}

void VoteServer::onMessage(VoteConnection* connection, const QString& text) {
  if (!connections_.contains(connection) || connection->mode() != VoteConnection::Mode::WebSocket) return;
  QWebSocket* socket = connection->webSocket();
  const qint64 t = now();
  if (!connection->takeMessage(t)) return;  // dropped: no answer, nothing counted
  const vote::Parsed parsed = vote::parse(text.toUtf8());
  switch (parsed.kind) {
    case vote::Parsed::Kind::Close:
      connection->closeWith(QWebSocketProtocol::CloseCodeProtocolError);
      return;
    case vote::Parsed::Kind::Refused:
      socket->sendTextMessage(QString::fromUtf8(vote::errorReply(parsed.error)));
      break;
    case vote::Parsed::Kind::Ballot:
      connection->heard(t);
      socket->sendTextMessage(QString::fromUtf8(answer(*connection, parsed.ballot)));
      break;
  }
  connection->checkUnsent();
}

QByteArray VoteServer::answer(VoteConnection& connection, const vote::Ballot& ballot) {
  // One connection speaks for one phone: more ids over one socket would be many votes from one hand.
  if (!connection.client.isEmpty() && connection.client != ballot.client) {
    return vote::errorReply(QString::fromLatin1(vote::error::kOneClient));
  }
  const vote::Gate::Verdict v = gate_.ballot(connection.address(), ballot.client, ballot.pin == pin_, now());
  if (!v.ok) {
    ++guard_.ballotsRefused;
    guardMoved();
    const QString error = QString::fromLatin1(v.error);
    const bool retry = v.error == vote::error::kPinChecksPaused || v.error == vote::error::kTooManyNewPhones;
    return retry ? vote::errorReply(error, v.retryMs) : vote::errorReply(error);
  }
  connection.client = ballot.client;
  const QString refusal = castBallot ? castBallot(ballot) : QString::fromLatin1(vote::error::kNoQuestion);
  if (!refusal.isEmpty()) return vote::errorReply(refusal);
  return vote::okReply();
}
