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

void VoteServer::setLimits(const vote::Limits& limits) {
  gate_.setLimits(limits);
  admission_.setLimits(limits);
}

void VoteServer::setClock(std::function<qint64()> clock) {
  clock_ = std::move(clock);
  manual_clock_ = true;
  sweep_timer_->stop();
}

bool VoteServer::start(const QHostAddress& address, quint16 port, const QString& pin, QString* error) {
  stop();
  vote::Limits l = gate_.limits();
  if (const int fits = raiseDescriptorLimit(l.maxConnections()); fits < l.maxConnections()) {
    l.maxOutside = std::max(1, std::min(l.maxOutside, fits / 3));
    l.maxInside = std::max(1, fits - l.maxOutside);
  }
  setLimits(l);
  gate_.reset();
  auto* tcp = new VoteTcpServer(this);
  tcp->setListenBacklogSize(l.listenBacklog);  // a room joining at once waits in no SYN retry
  if (!tcp->listen(address, port)) {
    *error = vote::listenError(address, port, tcp->errorString());
    delete tcp;
    return false;
  }
  tcp_ = tcp;
  admission_.start(pin);
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
  g.phones = admission_.phones();
  g.wrongPins = admission_.wrongPins();
  return g;
}

// A new connection is outside. When the outside is full (or its address's share is), the one to
// go is an outside connection of the same address, else of the address holding the most outside:
// the newest always gets its turn to join, and a crowd of sockets from a few addresses makes room
// for everyone else first. A phone that joined is never closed for a connection that has not.
void VoteServer::accept(QTcpSocket* socket) {
  using Side = vote::Gate::Side;
  const QHostAddress from = vote::Gate::normalized(socket->peerAddress());
  if (tcp_ && !gate_.roomForAddress(Side::Outside, from)) makeRoom(Side::Outside, from);
  if (tcp_ && gate_.roomForAddress(Side::Outside, from) && !gate_.roomFor(Side::Outside, from)) makeRoom(Side::Outside, {});
  if (!tcp_ || !gate_.roomFor(Side::Outside, from)) {
    socket->abort();
    socket->deleteLater();
    ++guard_.refused;
    guardMoved();
    return;
  }
  gate_.opened(from);
  connections_.append(new VoteConnection(socket, this, now()));
}

bool VoteServer::makeRoom(vote::Gate::Side side, QHostAddress address, const VoteConnection* keep) {
  const bool inside = side == vote::Gate::Side::Inside;
  const qint64 t = now();
  // Outside: of the lowest rank there is (VoteConnection::evictionRank); among the spoken ones
  // that are not in (rank 1), of the address holding the most (ties: all of them, so a crowd of
  // single sockets from many addresses gives way oldest first); then the oldest. Inside: of the
  // address holding the most, the quietest. Either of `address` when one is named.
  const auto candidate = [&](const VoteConnection* c) { return c != keep && c->inside() == inside && (address.isNull() || c->address() == address); };
  int rank = 0;
  if (!inside) {
    rank = 5;
    for (const VoteConnection* c : std::as_const(connections_)) {
      if (candidate(c)) rank = std::min(rank, c->evictionRank(t));
    }
  }
  const bool crowd = address.isNull() && (inside || rank == 1);
  int most = 0;
  if (crowd) {
    for (const VoteConnection* c : std::as_const(connections_)) {
      if (candidate(c) && (inside || c->evictionRank(t) == rank)) most = std::max(most, gate_.openFrom(side, c->address()));
    }
  }
  VoteConnection* gone = nullptr;
  for (VoteConnection* c : std::as_const(connections_)) {
    if (!candidate(c) || (!inside && c->evictionRank(t) != rank)) continue;
    if (crowd && gate_.openFrom(side, c->address()) != most) continue;
    if (!gone || (inside ? c->lastHeard() < gone->lastHeard() : c->since() < gone->since())) gone = c;
  }
  if (!gone) return false;
  if (gone->mode() == VoteConnection::Mode::WebSocket) {
    gone->closeWith(VoteConnection::kRoom, VoteConnection::End::Normal);  // it reconnects when it can
  } else {
    gone->end(gone->evictionEnd());
  }
  return true;
}

void VoteServer::connectionEnded(VoteConnection* connection, VoteConnection::End why) {
  if (!connections_.removeOne(connection)) return;
  gate_.closed(connection->inside() ? vote::Gate::Side::Inside : vote::Gate::Side::Outside, connection->address());
  if (connection->inside()) admission_.connected(connection->token, false, now());
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
  admission_.prune(t);
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
    if (c->joinInUrl) {  // the join its address carried: in now (or the refusal), then its push
      const vote::Admission::Verdict& v = c->urlVerdict;
      const QByteArray reply = v.ok ? seat(*c, v) : refusal(v.error, v.retryMs);
      s->sendTextMessage(QString::fromUtf8(reply));
    }
    if (greeting) s->sendTextMessage(QString::fromUtf8(greeting(c->phone)));
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
    case vote::Parsed::Kind::Join: {
      const QByteArray reply = join(*connection, parsed.join);
      if (!connections_.contains(connection)) return;  // it made room for itself, and had none
      socket->sendTextMessage(QString::fromUtf8(reply));
      if (connection->inside() && greeting) socket->sendTextMessage(QString::fromUtf8(greeting(connection->phone)));
      break;
    }
    case vote::Parsed::Kind::Ballot:
      if (connection->inside()) connection->heard(t);
      socket->sendTextMessage(QString::fromUtf8(answer(*connection, parsed.ballot)));
      break;
  }
  connection->checkUnsent();
}

QByteArray VoteServer::refusal(const char* error, qint64 retryMs) {
  ++guard_.ballotsRefused;
  guardMoved();
  const QString line = QString::fromLatin1(error);
  return retryMs > 0 ? vote::errorReply(line, retryMs) : vote::errorReply(line);
}

// A join: the admission decides, then the connection takes a slot inside (one connection per
// phone: a reloaded page's old socket goes; when the inside is full, the quietest of the address
// holding the most makes room, and reconnects itself when it can).
QByteArray VoteServer::join(VoteConnection& connection, const vote::Join& request) {
  if (connection.inside()) {  // joined twice: nothing changes; as another phone: refused
    const bool same = request.by == vote::Join::By::Token && vote::sameSecret(request.secret, connection.token);
    return same ? vote::joinedReply(connection.token) : refusal(vote::error::kOneClient);
  }
  const vote::Admission::Verdict v = admission_.join(connection.address(), request, now());
  if (!v.ok) return refusal(v.error, v.retryMs);
  return seat(connection, v);
}

void VoteServer::joinAtUpgrade(VoteConnection& connection, const QByteArray& target) {
  const std::optional<vote::Join> request = vote::joinInTarget(target);
  if (!request) return;
  connection.joinInUrl = true;
  connection.urlVerdict = admission_.join(connection.address(), *request, now());
}

QByteArray VoteServer::seat(VoteConnection& connection, const vote::Admission::Verdict& v) {
  using Side = vote::Gate::Side;
  const QList<VoteConnection*> all = connections_;
  for (VoteConnection* c : all) {
    if (c != &connection && c->inside() && c->token == v.token) c->closeWith(VoteConnection::kRoom, VoteConnection::End::Normal);
  }
  if (!gate_.roomForAddress(Side::Inside, connection.address())) makeRoom(Side::Inside, connection.address(), &connection);
  if (gate_.roomForAddress(Side::Inside, connection.address()) && !gate_.roomFor(Side::Inside, connection.address())) {
    makeRoom(Side::Inside, {}, &connection);
  }
  if (!gate_.roomFor(Side::Inside, connection.address())) return refusal(vote::error::kVoteFull);
  gate_.joined(connection.address());
  connection.joined(v.token, v.phone, now());
  admission_.connected(v.token, true, now());
  return vote::joinedReply(v.token);
}

QByteArray VoteServer::answer(VoteConnection& connection, const vote::Ballot& ballot) {
  if (!connection.inside() || admission_.phoneOf(ballot.token) == 0) return refusal(vote::error::kNotJoined);
  // One connection speaks for one phone: other tokens over it would be many votes from one hand.
  if (!vote::sameSecret(connection.token, ballot.token)) return refusal(vote::error::kOneClient);
  const QString refused = castBallot ? castBallot(ballot, connection.phone) : QString::fromLatin1(vote::error::kNoQuestion);
  if (!refused.isEmpty()) return vote::errorReply(refused);
  admission_.voted(connection.token, now());
  return vote::okReply();
}
