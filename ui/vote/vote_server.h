// VoteServer: the class vote's one listening port, on the lecturer's machine for the length of a
// vote. GET / and the page's other bundled files (resources/vote/, nothing else), WebSocket /ws for
// the phones' ballots, GET /tally for loopback only. Everything a shared network could abuse is
// bounded here: the PIN, message size, messages a second, connections, the files served.
#pragma once

#include <QAbstractHttpServer>
#include <QHash>
#include <QHostAddress>
#include <QMap>
#include <QPointer>
#include <deque>
#include <functional>

#include "vote/vote_message.h"

class QWebSocket;
class VoteTcpServer;

class VoteServer : public QAbstractHttpServer {
  Q_OBJECT
 public:
  static constexpr int kMaxConnections = 500;    // sockets open at once (HTTP and WebSocket)
  static constexpr int kMessagesPerSecond = 5;   // per connection; more are dropped unanswered
  static constexpr int kMaxWrongPins = 10;       // per address and vote; then its messages are refused

  explicit VoteServer(QObject* parent = nullptr);
  ~VoteServer() override;

  // Listens on address:port (0: any free port). False with the system's one-line reason.
  bool start(const QHostAddress& address, quint16 port, const QString& pin, QString* error);
  void stop();  // closes every connection and the port
  bool running() const { return tcp_ != nullptr; }
  QHostAddress address() const;
  quint16 port() const;
  QString pin() const { return pin_; }
  int clients() const { return int(peers_.size()); }  // WebSocket connections open now
  // Every phone gets `json` now (the push on a change of question, round or state).
  void broadcast(const QByteArray& json);

  // What the vote decides (ClassVote sets them): the push a phone gets on connecting; a ballot
  // with the right PIN → "" (counted) or the refusal's one line; GET /tally's body.
  std::function<QByteArray()> greeting;
  std::function<QString(const vote::Ballot&)> castBallot;
  std::function<QByteArray()> tally;
  // Fewer connections at once than kMaxConnections (tests; from the next start on).
  void setMaxConnections(int n) { max_connections_ = n; }
  // Milliseconds on a monotonic clock, for the rate limit (tests stop it).
  void setClock(std::function<qint64()> clock) { clock_ = std::move(clock); }
  // The files served: URL path → resource path (":/vote/..."); "/" is index.html.
  const QMap<QString, QString>& files() const { return files_; }

 signals:
  void clientsChanged(int clients);

 protected:
  bool handleRequest(const QHttpServerRequest& request, QTcpSocket* socket) override;
  void missingHandler(const QHttpServerRequest& request, QTcpSocket* socket) override;

 private:
  struct Peer {
    QHostAddress address;
    std::deque<qint64> recent;  // when its last messages (at most kMessagesPerSecond) came
    QString client;             // the client id its first counted ballot named
  };
  void onWebSocket();
  void onMessage(QWebSocket* socket, const QString& text);
  void drop(QWebSocket* socket);
  QByteArray answer(Peer& peer, const vote::Ballot& ballot);

  VoteTcpServer* tcp_ = nullptr;
  int max_connections_ = kMaxConnections;
  QString pin_;
  QHash<QWebSocket*, Peer> peers_;
  QHash<QHostAddress, int> wrong_pins_;  // per address, this vote
  QMap<QString, QString> files_;
  std::function<qint64()> clock_;
};
