// VoteConnection: one phone's TCP connection to the class vote, from accept to close. As HTTP it
// reads one request head at a time (bounded, never a body), answers it, and reads the next only
// once the answer is sent; a WebSocket upgrade it hands to Qt's WebSocket server, and from then on
// walks the frame headers ahead of Qt (masks, sizes, rates) and bounds what waits to be sent. Every
// state has a deadline; the server's sweep calls tick().
#pragma once

#include <QByteArray>
#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QTcpSocket>
#include <QWebSocket>
#include <deque>

#include "vote/vote_admission.h"
#include "vote/vote_frames.h"
#include "vote/vote_http.h"

class VoteServer;

class VoteConnection : public QObject {
  Q_OBJECT
 public:
  // The socket holds at most this much unread (Qt stops reading the network past it): a request
  // head (8 KiB at most) fits, and a phone's pipelined requests wait in the network, not here.
  static constexpr qint64 kReadBufferBytes = 16 * 1024;
  static constexpr qint64 kSliceBytes = 64 * 1024;  // of a large body, written as the phone reads
  // After an answer that closes the connection, its input is read and dropped for this long before
  // the socket closes: closing on unread input resets the connection, and the phone could lose the
  // answer (a 413 to a body it is still sending, say).
  static constexpr qint64 kLingerMs = 2'000;
  enum class Mode { Http, Upgrading, WebSocket, Closing, Gone };
  // Why it ended, for the join screen's counts: Normal is not counted.
  enum class End { Normal, BrokeRule, TimedOut };

  VoteConnection(QTcpSocket* socket, VoteServer* server, qint64 now);

  Mode mode() const { return mode_; }
  const QHostAddress& address() const { return address_; }  // the phone's, IPv4-mapped made IPv4
  quint16 peerPort() const { return peer_port_; }
  QWebSocket* webSocket() const { return ws_; }
  // A WebSocket that joined the vote (its token set): it holds a slot inside.
  bool inside() const { return phone > 0; }
  // Outside, which goes first for room (the lowest): 0 done with (kept alive after its answer,
  // closing, silent past silentGraceMs); 1 spoken but not in (a WebSocket that has not joined, a
  // handshake without a join, half a request); 2 just come, not spoken yet (it may be a phone
  // whose request is on its way); 3 an answer being sent; 4 a handshake whose address carried a
  // good join.
  int evictionRank(qint64 now) const;
  qint64 lastHeard() const { return alive_; }
  qint64 since() const { return since_; }  // HTTP: waiting since; WebSocket: upgraded (or joined) at
  bool readingHead() const { return mode_ == Mode::Http && head_started_ && !responding_; }  // tests
  // Closing it for room now counts as a timeout if it never finished a request.
  End evictionEnd() const { return served_ && !head_started_ ? End::Normal : End::TimedOut; }

  void adopt(QWebSocket* ws, qint64 now);  // Qt's upgrade is done: ws speaks for this connection
  void tick(qint64 now);                   // the deadlines, the WebSocket's ping
  void end(End why);                       // closes it at once and tells the server, once

  // The WebSocket's side. A message, ping or pong takes a place in the last second's
  // messagesPerSecond; false: none left.
  bool takeMessage(qint64 now);
  void heard(qint64 now) { alive_ = now; }  // a valid ballot or a pong
  bool checkUnsent();                       // false (and closed) past maxUnsentBytes unsent
  // A WebSocket close frame with `code` (RFC 6455 7.4.1), then end(why): for breaking a rule, unless told.
  void closeWith(int code, End why = End::BrokeRule);
  // The close code of a WebSocket that did not join in time, or was let go for room (a private
  // code, RFC 6455 7.4.2): the page reconnects at once, quietly.
  static constexpr int kJoinFirst = 4001;
  static constexpr int kRoom = 4002;
  void joined(const QString& phoneToken, int number, qint64 now);  // it speaks for this phone now
  // A join its /ws address carried (vote::joinInTarget), decided as the handshake came: a
  // connection with a good one is the last to make room while it waits for Qt's handshake, and
  // is in as the socket opens.
  bool joinInUrl = false;
  vote::Admission::Verdict urlVerdict;
  QString token;   // the phone's token, once it joined
  int phone = 0;   // its number (0: not joined)

 private:
  void onReadyRead();
  void onBytesWritten();
  void serveHttp();
  void guardFrames();
  void respond(int status, const QByteArray& type, const QByteArray& body, bool close, bool headOnly,
               bool webEdition = false, const QByteArray& location = {});
  void refuse(int status, const QByteArray& why);  // an error answer, then close; counted

  QPointer<QTcpSocket> socket_;
  QPointer<QWebSocket> ws_;
  VoteServer* server_;
  QHostAddress address_;
  quint16 peer_port_ = 0;
  Mode mode_ = Mode::Http;
  bool ended_ = false;
  // HTTP: since_ is when it began waiting for a request (accept, or its last answer sent).
  qint64 since_ = 0;
  bool served_ = false;        // at least one answer sent
  bool head_started_ = false;  // a request's first byte came
  qint64 head_deadline_ = 0;
  bool responding_ = false;    // an answer not yet all sent: the next request waits
  qint64 respond_since_ = 0;
  QByteArray unsent_body_;     // a large body's rest (shared with the server's copy), from unsent_from_
  qint64 unsent_from_ = 0;
  bool close_after_ = false;
  qint64 closing_since_ = 0;
  bool counted_ = false;       // refuse() counted it as breaking a rule
  // Upgrading: the handshake's bytes, until Qt has read them; then frames follow.
  QByteArray handshake_;
  qint64 upgrade_deadline_ = 0;
  qint64 join_deadline_ = 0;  // a WebSocket that has not joined closes then
  // WebSocket.
  vote::frames::Walker walker_;
  std::deque<qint64> recent_;  // when its last messages, pings and pongs came (at most messagesPerSecond)
  qint64 frame_window_ = 0;    // the second frames are counted in, and how many came in it
  int frames_in_window_ = 0;
  qint64 alive_ = 0;
  qint64 last_ping_ = 0;
};
