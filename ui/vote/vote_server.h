// VoteServer: the class vote's one listening port, on the lecturer's machine for the length of a
// vote. GET / and the page's other bundled files (resources/vote/, nothing else), WebSocket /ws for
// the phones' ballots, GET /tally for loopback only; the browser edition under /web/ (its files read
// once at start, served with the isolation headers) and GET /stage, the projector's run for its
// follow mode. A phone joins (vote::Admission: the QR code's key, the PIN, or its token) before it
// votes, and its slot moves inside. Everything a shared network could abuse is bounded here
// (vote::Limits): connections per address and in all, inside and outside apart, the time each may
// take, what each may leave unread or unsent, the PIN's guesses per address, the new phones a
// second, message sizes and rates, the Host and Origin a request names.
#pragma once

#include <QHash>
#include <QHostAddress>
#include <QList>
#include <QMap>
#include <QObject>
#include <functional>

#include "vote/vote_admission.h"
#include "vote/vote_connection.h"
#include "vote/vote_limits.h"
#include "vote/vote_message.h"

class QTimer;
class QWebSocket;
class QWebSocketServer;
class VoteTcpServer;

class VoteServer : public QObject {
  Q_OBJECT
 public:
  explicit VoteServer(QObject* parent = nullptr);
  ~VoteServer() override;

  // Listens on address:port (0: any free port). False with the system's one-line reason.
  bool start(const QHostAddress& address, quint16 port, const QString& pin, QString* error);
  void stop();  // closes every connection and the port
  bool running() const { return tcp_ != nullptr; }
  QHostAddress address() const;
  quint16 port() const;
  QString pin() const { return admission_.pin(); }
  void setPin(const QString& pin) { admission_.setPin(pin); }  // phones already in stay in
  QString joinKey() const { return admission_.key(); }        // the QR code's #k=...
  QString session() const { return admission_.session(); }
  int clients() const { return int(sockets_.size()); }  // WebSocket connections open now
  const QList<VoteConnection*>& connections() const { return connections_; }  // every one open now
  // Every phone gets `json` now (the push on a change of question, round or state).
  void broadcast(const QByteArray& json);

  // What the vote decides (ClassVote sets them): the push a phone gets on connecting (phone 0)
  // and once it joined (its number: its own ballots come back); a joined phone's ballot → ""
  // (counted) or the refusal's one line; GET /tally's body.
  std::function<QByteArray(int phone)> greeting;
  std::function<QString(const vote::Ballot&, int phone)> castBallot;
  std::function<QByteArray()> tally;
  // GET /stage's body (the shell sets it): the run and phase on the projector, for the browser
  // edition's "follow the projector"; 404 while unset.
  std::function<QByteArray()> stage;
  // Whether /web/ serves the browser edition (this dpviz has one: common/web_edition.h).
  bool servesWebEdition() const { return !web_files_.isEmpty(); }

  // The limits (tests lower them; from the next start on).
  const vote::Limits& limits() const { return gate_.limits(); }
  void setLimits(const vote::Limits& limits);
  const vote::Admission& admission() const { return admission_; }
  // Milliseconds on a monotonic clock for every limit and deadline. A clock set here (tests) stops
  // the sweep's own timer: the test calls sweep() when its clock has moved.
  void setClock(std::function<qint64()> clock);
  qint64 now() const { return clock_(); }
  void sweep();  // the deadlines of every connection, the WebSockets' pings, forgotten addresses
  // What was turned away since start() (the join screen shows it).
  vote::Guard guard() const;
  // The files served: URL path → resource path (":/vote/..."); "/" is index.html.
  const QMap<QString, QString>& files() const { return files_; }

 signals:
  void clientsChanged(int clients);
  void guardChanged();  // at most every kGuardSignalMs while connections are turned away

 private:
  friend class VoteConnection;
  friend class VoteTcpServer;
  static constexpr int kGuardSignalMs = 250;
  struct Answer {
    int status = 404;
    QByteArray type;
    QByteArray body;
    bool webEdition = false;  // the browser edition's: its CSP lets WebAssembly run, and the
                              // isolation headers give it threads
    QByteArray location;      // a redirect's target
  };
  struct WebFile {
    QByteArray body;
    QByteArray type;
  };
  // For VoteConnection.
  Answer answerGet(const QByteArray& path, bool loopbackPeer) const;
  void upgrade(VoteConnection* connection, QTcpSocket* socket);
  void connectionEnded(VoteConnection* connection, VoteConnection::End why);
  void count(VoteConnection::End why);
  // For VoteTcpServer.
  void accept(QTcpSocket* socket);

  void onWebSocket();
  void onMessage(VoteConnection* connection, const QString& text);
  QByteArray answer(VoteConnection& connection, const vote::Ballot& ballot);
  QByteArray join(VoteConnection& connection, const vote::Join& join);
  void joinAtUpgrade(VoteConnection& connection, const QByteArray& target);
  // A phone the admission let in: the connection takes its slot inside. The reply to its join.
  QByteArray seat(VoteConnection& connection, const vote::Admission::Verdict& admitted);
  QByteArray refusal(const char* error, qint64 retryMs = 0);  // counted in the guard
  // Closes one connection on `side` for room: of `address` (null: of the address holding the
  // most on that side), the first by its eviction rank and age. False: none there.
  bool makeRoom(vote::Gate::Side side, QHostAddress address, const VoteConnection* keep = nullptr);
  void guardMoved();
  void loadWebEdition();

  VoteTcpServer* tcp_ = nullptr;
  QWebSocketServer* ws_server_;
  vote::Gate gate_;
  vote::Admission admission_;
  QList<VoteConnection*> connections_;              // every one open, oldest first
  QHash<QWebSocket*, VoteConnection*> sockets_;     // those upgraded to WebSockets
  QHash<QPair<QHostAddress, quint16>, VoteConnection*> upgrading_;  // handed to Qt, by peer
  vote::Guard guard_;
  QTimer* sweep_timer_;
  QTimer* guard_timer_;
  QMap<QString, QString> files_;
  QHash<QByteArray, WebFile> web_files_;  // "/web/NAME" → the file, read at start()
  std::function<qint64()> clock_;
  bool manual_clock_ = false;
};
