// The event line reader: JSON with positions (lessons/json_tree, iterative, depth-limited), then
// every key of the event's kind checked for presence, type and range. What the events mean
// together (ranks within the world, steps in order) is checked by DdpRun.
#include "ddp/ddp_events.h"

#include <QCoreApplication>
#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdlib>

#include "common/json_tree.h"

// The translation context of the reader's messages.
class DdpEvents {
  Q_DECLARE_TR_FUNCTIONS(DdpEvents)
};

namespace {

constexpr int kMaxDepth = 4;               // {"buckets": [[0, 1]]} is the deepest
constexpr qint64 kMaxWorld = 64;           // the engine's device limit (core/limits.h)
constexpr qint64 kMaxList = 10'000'000;    // indices of a shard: the app's largest dataset
constexpr qint64 kMaxCount = 1'000'000'000'000;
constexpr double kMaxMicros = 1e15;        // ~30 years: any real timestamp

struct Refusal {
  QString message;
};

[[noreturn]] void refuse(const QString& message) { throw Refusal{message}; }

struct Fields {
  const JsonValue& obj;
  QString kind;
  const JsonValue& at(const char* key) const {
    const JsonValue* v = obj.member(key);
    if (!v) refuse(DdpEvents::tr("%1 event without \"%2\"").arg(kind, QLatin1String(key)));
    return *v;
  }
  [[noreturn]] void bad(const char* key, const QString& what) const {
    refuse(DdpEvents::tr("%1 event: \"%2\" must be %3").arg(kind, QLatin1String(key), what));
  }
  qint64 integer(const char* key, qint64 min, qint64 max) const { return integerOf(at(key), key, min, max); }
  qint64 integerOf(const JsonValue& v, const char* key, qint64 min, qint64 max) const {
    qint64 n = 0;
    const char* end = v.text.data() + v.text.size();
    const bool ok = v.type == JsonValue::Type::Number && std::from_chars(v.text.data(), end, n).ptr == end;
    if (!ok || n < min || n > max) bad(key, DdpEvents::tr("an integer from %1 to %2").arg(min).arg(max));
    return n;
  }
  double number(const char* key, double min, double max) const { return numberOf(at(key), key, min, max); }
  double numberOf(const JsonValue& v, const char* key, double min, double max) const {
    const double d = v.type == JsonValue::Type::Number ? std::strtod(v.text.c_str(), nullptr) : NAN;
    if (!std::isfinite(d) || d < min || d > max) bad(key, DdpEvents::tr("a number from %1 to %2").arg(min).arg(max));
    return d;
  }
  QString string(const char* key, int max_chars) const {
    const JsonValue& v = at(key);
    if (v.type != JsonValue::Type::String || v.text.size() > std::size_t(max_chars) * 4) {
      bad(key, DdpEvents::tr("a string of at most %1 characters").arg(max_chars));
    }
    QString s = QString::fromStdString(v.text);
    for (QChar& c : s) {
      if (c.category() == QChar::Other_Control) c = QLatin1Char(' ');  // shown on one line
    }
    return s;
  }
  const JsonValue& list(const char* key, qint64 max) const {
    const JsonValue& v = at(key);
    if (v.type != JsonValue::Type::Array || qint64(v.items.size()) > max) bad(key, DdpEvents::tr("a list of at most %1 items").arg(max));
    return v;
  }
  std::vector<qint64> integers(const JsonValue& v, const char* key, qint64 min, qint64 max) const {
    std::vector<qint64> out;
    out.reserve(v.items.size());
    for (const JsonValue& item : v.items) out.push_back(integerOf(item, key, min, max));
    return out;
  }
};

void checkKeys(const JsonValue& obj, const QString& kind, const QStringList& allowed) {
  for (const JsonMember& m : obj.members) {
    if (!allowed.contains(QString::fromStdString(m.key))) {
      refuse(DdpEvents::tr("%1 event: unknown key \"%2\"").arg(kind, QString::fromStdString(m.key).left(40)));
    }
  }
  for (std::size_t i = 0; i < obj.members.size(); ++i) {
    for (std::size_t j = 0; j < i; ++j) {
      if (obj.members[i].key == obj.members[j].key) {
        refuse(DdpEvents::tr("%1 event: \"%2\" appears twice").arg(kind, QString::fromStdString(obj.members[i].key).left(40)));
      }
    }
  }
}

DdpStart start(const Fields& f) {
  checkKeys(f.obj, f.kind, {"event", "world", "local_batch", "global_batch", "steps", "steps_per_epoch", "model",
                            "backend", "params", "buckets", "bucket_bytes", "hosts"});
  DdpStart s;
  s.world = int(f.integer("world", 1, kMaxWorld));
  s.local_batch = f.integer("local_batch", 1, kMaxList);
  s.global_batch = f.integer("global_batch", 1, kMaxList * kMaxWorld);
  s.steps = f.integer("steps", 0, kMaxCount);
  s.steps_per_epoch = f.integer("steps_per_epoch", 0, kMaxCount);
  s.model = f.string("model", 200);
  s.backend = f.string("backend", 20);
  if (!QStringList{"cpu", "nccl", "mpi-host"}.contains(s.backend)) f.bad("backend", DdpEvents::tr("\"cpu\", \"nccl\" or \"mpi-host\""));
  for (const JsonValue& p : f.list("params", 4096).items) {
    if (p.type != JsonValue::Type::Object) f.bad("params", DdpEvents::tr("a list of {\"name\", \"bytes\"} objects"));
    const Fields pf{p, f.kind};
    checkKeys(p, f.kind, {"name", "bytes"});
    s.params.push_back({pf.string("name", 200), pf.integer("bytes", 0, kMaxCount)});
  }
  for (const JsonValue& b : f.list("buckets", 4096).items) {
    if (b.type != JsonValue::Type::Array) f.bad("buckets", DdpEvents::tr("a list of lists of parameter indices"));
    std::vector<int> bucket;
    for (const qint64 i : f.integers(b, "buckets", 0, 4095)) bucket.push_back(int(i));
    s.buckets.push_back(bucket);
  }
  s.bucket_bytes = f.integers(f.list("bucket_bytes", 4096), "bucket_bytes", 0, kMaxCount);
  for (const JsonValue& h : f.list("hosts", kMaxWorld).items) {
    if (h.type != JsonValue::Type::String || h.text.size() > 1024) f.bad("hosts", DdpEvents::tr("a list of host names"));
    s.hosts << QString::fromStdString(h.text);
  }
  return s;
}

DdpPhaseEvent phase(const Fields& f) {
  checkKeys(f.obj, f.kind, {"event", "step", "rank", "phase", "start_us", "end_us", "bucket", "bytes"});
  DdpPhaseEvent e;
  e.step = f.integer("step", 0, kMaxCount);
  e.rank = int(f.integer("rank", 0, kMaxWorld - 1));
  const QString name = f.string("phase", 20);
  int p = 0;
  while (p < kDdpPhaseCount && name != QLatin1String(ddpPhaseName(DdpPhase(p)))) ++p;
  if (p == kDdpPhaseCount) f.bad("phase", DdpEvents::tr("one of load, forward, loss, backward, allreduce, optimizer"));
  e.phase = DdpPhase(p);
  e.start_us = f.number("start_us", 0, kMaxMicros);
  e.end_us = f.number("end_us", 0, kMaxMicros);
  if (e.end_us < e.start_us) refuse(DdpEvents::tr("phase event: it ends (%1 µs) before it starts (%2 µs)").arg(e.end_us).arg(e.start_us));
  const bool allreduce = e.phase == DdpPhase::AllReduce;
  // Only an all-reduce belongs to a bucket; other phases may say -1 and 0 or leave both out.
  if (allreduce || f.obj.member("bucket")) e.bucket = int(f.integer("bucket", allreduce ? 0 : -1, allreduce ? 4095 : -1));
  if (allreduce || f.obj.member("bytes")) e.bytes = f.integer("bytes", 0, allreduce ? kMaxCount : 0);
  return e;
}

DdpEvent event(const JsonValue& root) {
  if (root.type != JsonValue::Type::Object) refuse(DdpEvents::tr("an event must be a JSON object {…}"));
  const JsonValue* kind = root.member("event");
  if (!kind || kind->type != JsonValue::Type::String) refuse(DdpEvents::tr("an event object must name its kind in \"event\""));
  const QString name = QString::fromStdString(kind->text).left(40);
  const Fields f{root, name};
  if (name == QLatin1String("start")) return start(f);
  if (name == QLatin1String("phase")) return phase(f);
  if (name == QLatin1String("shard")) {
    checkKeys(root, name, {"event", "epoch", "rank", "indices"});
    return DdpShard{f.integer("epoch", 0, kMaxCount), int(f.integer("rank", 0, kMaxWorld - 1)),
                    f.integers(f.list("indices", kMaxList), "indices", 0, kMaxList)};
  }
  if (name == QLatin1String("step")) {
    checkKeys(root, name, {"event", "step", "epoch", "losses", "step_us"});
    DdpStepEvent s{f.integer("step", 0, kMaxCount), f.integer("epoch", 0, kMaxCount), {}, f.number("step_us", 0, kMaxMicros)};
    for (const JsonValue& l : f.list("losses", kMaxWorld).items) s.losses.push_back(f.numberOf(l, "losses", -1e30, 1e30));
    return s;
  }
  if (name == QLatin1String("done")) {
    checkKeys(root, name, {"event", "steps", "params_checksum", "identical"});
    DdpDone d{f.integer("steps", 0, kMaxCount), f.string("params_checksum", 128), false};
    const JsonValue& same = f.at("identical");
    if (same.type != JsonValue::Type::Bool) f.bad("identical", DdpEvents::tr("true or false"));
    d.identical = same.boolean;
    if (d.checksum.isEmpty() || !std::all_of(d.checksum.begin(), d.checksum.end(), [](QChar c) { return isxdigit(c.toLatin1()); })) {
      f.bad("params_checksum", DdpEvents::tr("a hexadecimal string"));
    }
    return d;
  }
  if (name == QLatin1String("error")) {
    checkKeys(root, name, {"event", "rank", "message"});
    return DdpError{int(f.integer("rank", -1, kMaxWorld - 1)), f.string("message", 2000).trimmed()};
  }
  refuse(DdpEvents::tr("unknown event \"%1\"").arg(name));
}

}  // namespace

const char* ddpPhaseName(DdpPhase phase) {
  static const char* const names[kDdpPhaseCount] = {"load", "forward", "loss", "backward", "allreduce", "optimizer"};
  return names[int(phase)];
}

DdpEventRead parseDdpEvent(const QByteArray& raw) {
  DdpEventRead out;
  QByteArray line = raw.endsWith('\r') ? raw.chopped(1) : raw;
  if (line.size() > kDdpMaxLineBytes) {
    out.error = DdpEvents::tr("a line of %1 bytes, longer than any event").arg(line.size());
    return out;
  }
  if (line.contains('\0')) {
    out.error = DdpEvents::tr("a line with a NUL byte: not JSON text");
    return out;
  }
  const JsonParse parsed = parseJsonTree(line.toStdString(), kMaxDepth);
  if (!parsed.root) {
    out.error = DdpEvents::tr("not a JSON object (%1 at column %2)").arg(QString::fromStdString(parsed.error)).arg(parsed.offset + 1);
    return out;
  }
  try {
    out.event = event(*parsed.root);
  } catch (const Refusal& r) {
    out.error = r.message;
  }
  return out;
}
