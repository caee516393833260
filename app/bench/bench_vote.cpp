// The class vote's load test. The phones live on their own thread with their own event loop, as
// real phones are other machines: the window's thread does only what the lecturer's laptop does
// (the server, the tally, the panel). No timing is asserted; the figures are printed.
#include "bench_vote.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkProxy>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>
#include <QWebSocket>
#include <algorithm>
#include <array>
#include <atomic>
#include <cstdio>
#include <memory>
#include <mutex>
#include <ostream>
#include <vector>

#include "measure.h"
#include "quiz/predict_controller.h"
#include "shell/main_window.h"
#include "shell/predict_runs.h"
#include "shell/settings.h"
#include "shell/vote_runs.h"

namespace bench {
namespace {

constexpr int kDeadlineMs = 60000;  // the whole run is bounded

// The phones, on the crowd thread. Each keeps its last push and its ballot's send time.
struct Crowd {
  struct Phone {
    std::unique_ptr<QWebSocket> socket;
    int round_pushed = 0;      // the round of the last push
    int question = 0;          // the id of the question open
    QString token;             // the vote's, from the join its address carried
    std::int64_t sent_ns = 0;  // the open ballot's send time; 0: answered
  };
  std::vector<Phone> phones;
  std::mutex mutex;  // guards what the main thread reads below
  std::vector<double> latency_ms;
  int ok = 0, refused = 0;
  std::atomic<int> connected{0};
  std::atomic<int> joined{0};
  std::atomic<int> answered{0};
  std::atomic<int> in_round2{0};

  static int choiceOf(int phone, int round) { return (phone * 7 + round * 3) % 4; }

  // Each phone joins as its socket opens (/ws?p=PIN: the page's way once the PIN is typed).
  void open(int n, quint16 port, const QString& pin) {
    phones.resize(std::size_t(n));
    for (int i = 0; i < n; ++i) {
      Phone& p = phones[std::size_t(i)];
      p.socket = std::make_unique<QWebSocket>();
      p.socket->setProxy(QNetworkProxy::NoProxy);
      QWebSocket* s = p.socket.get();
      QObject::connect(s, &QWebSocket::textMessageReceived, s, [this, i](const QString& text) { onMessage(i, text); });
      QObject::connect(s, &QWebSocket::connected, s, [this] { ++connected; });
      s->open(QUrl(QStringLiteral("ws://127.0.0.1:%1/ws?p=%2").arg(port).arg(pin)));
    }
  }

  void onMessage(int i, const QString& text) {
    const std::int64_t now = now_ns();
    const QJsonObject o = QJsonDocument::fromJson(text.toUtf8()).object();
    Phone& p = phones[std::size_t(i)];
    if (o.contains(QLatin1String("token"))) {  // its join's reply
      p.token = o.value(QLatin1String("token")).toString();
      ++joined;
      return;
    }
    if (!o.contains(QLatin1String("ok"))) {  // a push
      p.question = o.value(QLatin1String("question")).toObject().value(QLatin1String("id")).toInt();
      const int before = p.round_pushed;
      p.round_pushed = o.value(QLatin1String("round")).toInt();
      if (p.round_pushed == 2 && before != 2) ++in_round2;
      return;
    }
    std::lock_guard<std::mutex> lock(mutex);
    if (p.sent_ns > 0) latency_ms.push_back(double(now - p.sent_ns) / 1e6);
    p.sent_ns = 0;
    (o.value(QLatin1String("ok")).toBool() ? ok : refused) += 1;
    ++answered;
  }

  // Every phone sends its ballot for `round` at once: the burst of a room voting together.
  void vote(int round) {
    for (std::size_t i = 0; i < phones.size(); ++i) {
      const QByteArray ballot = QJsonDocument(QJsonObject{{"token", phones[i].token}, {"question", phones[i].question},
                                                          {"round", round}, {"choice", choiceOf(int(i), round)}})
                                    .toJson(QJsonDocument::Compact);
      phones[i].sent_ns = now_ns();
      phones[i].socket->sendTextMessage(QString::fromUtf8(ballot));
    }
  }
};

// Intervals between the ticks of a 16 ms timer on the window's thread (the player's frame clock).
struct Ticks {
  QTimer timer;
  std::int64_t last = 0;
  std::vector<double> ms;
  Ticks() {
    timer.setTimerType(Qt::PreciseTimer);
    timer.setInterval(16);
    QObject::connect(&timer, &QTimer::timeout, [this] {
      const std::int64_t now = now_ns();
      if (last > 0) ms.push_back(double(now - last) / 1e6);
      last = now;
    });
  }
  void start() {
    ms.clear();
    last = 0;
    timer.start();
  }
  void stop() { timer.stop(); }
};

double percentile(std::vector<double> v, double q) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, std::size_t(q * double(v.size() - 1) + 0.5))];
}

// Turns the window's event loop until `done` or the deadline; false at the deadline.
template <class F>
bool waitFor(F done, const QElapsedTimer& clock) {
  while (!done()) {
    if (clock.elapsed() > kDeadlineMs) return false;
    QApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
  }
  return true;
}

}  // namespace

bool vote(std::ostream& out, Figures& figures, int phones, int argc, char** argv) {
  qputenv("QT_QPA_PLATFORM", "offscreen");
  QApplication app(argc, argv);
  QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy);
  QTemporaryDir dir;
  Settings settings(dir.path() + "/bench.ini");
  MainWindow w(&settings);
  w.resize(1024, 768);
  w.show();
  VoteRuns* runs = w.votes();
  const QString pin = QStringLiteral("2468");
  runs->setListen(QHostAddress(QHostAddress::LocalHost), 0, pin);
  runs->setRecordPath(dir.filePath(QStringLiteral("bench.dpvizclass")));  // the record is written, as in class
  // On a room's Wi-Fi each phone has its own address; here they all come from 127.0.0.1, so the
  // per-address limits (new phones a second, connections) are raised to the crowd's size: what is
  // measured is the server's speed, not its letting a NAT'd room in (tests/ui/vote_attack measures the
  // same load from 300 addresses against the real dpviz, with every limit as shipped).
  vote::Limits limits;
  limits.newPhoneBurst = std::max(limits.newPhoneBurst, phones);
  limits.maxPerAddress = std::max(limits.maxPerAddress, phones + 16);
  limits.maxInside = std::max(limits.maxInside, phones + 16);
  limits.maxOutside = std::max(limits.maxOutside, phones + 16);
  runs->vote()->server()->setLimits(limits);
  QString error;
  if (!runs->start(&error)) {
    out << "dpviz-bench --vote: " << error.toStdString() << "\n";
    return false;
  }
  PredictState* state = w.predictions()->controller()->state();
  if (!w.askNow(dp::quiz::Kind::ChunkSizes) || state->stage() != PredictState::Stage::Round1) {
    out << "dpviz-bench --vote: no question to vote on\n";
    return false;
  }
  const quint16 port = runs->vote()->server()->port();
  QElapsedTimer clock;
  clock.start();
  Ticks ticks;
  ticks.start();  // idle: the question on screen, nobody connected
  waitFor([&] { return clock.elapsed() > 1500; }, clock);
  ticks.stop();
  const std::vector<double> idle = ticks.ms;

  QThread thread;
  thread.start();
  Crowd crowd;
  QObject anchor;  // the crowd's sockets live on its thread; work is handed to it through this
  anchor.moveToThread(&thread);
  ticks.start();  // under the load: the phones connecting, then both rounds
  const std::int64_t connect_start = now_ns();
  QMetaObject::invokeMethod(&anchor, [&] { crowd.open(phones, port, pin); });
  bool ok = waitFor([&] { return crowd.joined == phones && runs->vote()->clients() == phones; }, clock);
  const double connect_ms = double(now_ns() - connect_start) / 1e6;
  std::array<std::array<int, 4>, 2> sent{};
  for (int round = 1; ok && round <= 2; ++round) {
    for (int i = 0; i < phones; ++i) ++sent[std::size_t(round - 1)][std::size_t(Crowd::choiceOf(i, round))];
    QMetaObject::invokeMethod(&anchor, [&crowd, round] { crowd.vote(round); });
    ok = waitFor([&] { return crowd.answered == phones * round; }, clock);
    if (ok && round == 1) {
      state->advance();  // the lecturer's Enter: round 2 opens, every phone is told
      ok = waitFor([&] { return crowd.in_round2 == phones; }, clock);
    }
  }
  ticks.stop();
  const std::vector<double> load = ticks.ms;
  // The panel's counts follow the tally within ClassVote::kFlushMs.
  ClassVote* cv = runs->vote();
  ok = ok && waitFor([&] {
    for (int r = 1; r <= 2; ++r) {
      for (int o = 0; o < 4; ++o) {
        if (state->votes(r, o) != cv->count(r, o)) return false;
      }
    }
    return true;
  }, clock);
  QMetaObject::invokeMethod(&anchor, [&crowd] { crowd.phones.clear(); }, Qt::BlockingQueuedConnection);
  thread.quit();
  thread.wait();

  // Exactly once: the tally (the one /tally serves) and the panel's counts equal what was sent.
  const QJsonArray rounds = QJsonDocument::fromJson(runs->vote()->tallyJson()).object().value("rounds").toArray();
  bool exact = ok && crowd.ok == 2 * phones && crowd.refused == 0;
  for (int r = 0; r < 2; ++r) {
    for (int o = 0; o < 4; ++o) {
      const int want = sent[std::size_t(r)][std::size_t(o)];
      exact = exact && rounds[r].toArray()[o].toInt() == want && state->votes(r + 1, o) == want;
    }
  }
  const std::vector<double>& lat = crowd.latency_ms;
  char line[200];
  out << "\n# The class vote, loopback: " << phones << " phones (their own thread) on a 1024×768 window's vote; "
      << "each votes in round 1, then in round 2, all at once (one address: the per-address limits raised)\n";
  std::snprintf(line, sizeof line, "#  connect_all_ms  ballots  counted_exactly_once  send_to_counted_ms p50 / p99 / max\n%16.1f %8d %21s %12.1f / %.1f / %.1f\n",
                connect_ms, 2 * phones, exact ? "yes" : "NO", percentile(lat, 0.5), percentile(lat, 0.99),
                lat.empty() ? 0.0 : *std::max_element(lat.begin(), lat.end()));
  out << line;
  std::snprintf(line, sizeof line, "#  16 ms ticks of the window's thread: idle (1.5 s) p50 %.1f p99 %.1f max %.1f ms; connecting and voting p50 %.1f p99 %.1f max %.1f ms\n",
                percentile(idle, 0.5), percentile(idle, 0.99), idle.empty() ? 0.0 : *std::max_element(idle.begin(), idle.end()),
                percentile(load, 0.5), percentile(load, 0.99), load.empty() ? 0.0 : *std::max_element(load.begin(), load.end()));
  out << line;
  figures["vote_phones"] = phones;
  figures["vote_counted_exactly_once"] = exact ? 1 : 0;
  figures["vote_connect_all_ms"] = connect_ms;
  figures["vote_latency_p50_ms"] = percentile(lat, 0.5);
  figures["vote_latency_p99_ms"] = percentile(lat, 0.99);
  figures["vote_tick_p99_idle_ms"] = percentile(idle, 0.99);
  figures["vote_tick_p99_load_ms"] = percentile(load, 0.99);
  if (!ok) out << "dpviz-bench --vote: the run did not finish within " << kDeadlineMs / 1000 << " s\n";
  return exact;
}

}  // namespace bench
