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
#include <span>
#include <string_view>

#include "common/json_tree.h"
#include "common/sentences.h"

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

// The schema's words in a message: "one of load, forward, ..., optimizer" and "\"cpu\", \"nccl\" or
// \"mpi-host\"" (the words themselves are the stream's, never translated).
QString word(std::string_view w) { return QString::fromUtf8(w.data(), qsizetype(w.size())); }

QString oneOf(std::span<const std::string_view> words) {
  QStringList list;
  for (std::string_view w : words) list << word(w);
  return DdpEvents::tr("one of %1").arg(sentences::joinList(list));
}

QString quotedChoice(std::span<const std::string_view> words) {
  QStringList quoted;
  for (std::string_view w : words) quoted << QLatin1Char('"') + word(w) + QLatin1Char('"');
  const QString last = quoted.takeLast();
  return DdpEvents::tr("%1 or %2").arg(sentences::joinList(quoted), last);
}

void checkKeys(const JsonValue& obj, const QString& kind, std::span<const std::string_view> allowed) {
  for (const JsonMember& m : obj.members) {
    if (std::find(allowed.begin(), allowed.end(), m.key) == allowed.end()) {
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
  namespace key = dp::ddp_key;
  DdpStart s;
  s.world = int(f.integer(key::world, 1, kMaxWorld));
  s.local_batch = f.integer(key::local_batch, 1, kMaxList);
  s.global_batch = f.integer(key::global_batch, 1, kMaxList * kMaxWorld);
  s.steps = f.integer(key::steps, 0, kMaxCount);
  s.steps_per_epoch = f.integer(key::steps_per_epoch, 0, kMaxCount);
  s.model = f.string(key::model, 200);
  s.backend = f.string(key::backend, 20);
  const auto& backends = dp::kGroupBackendNames;
  if (std::find(backends.begin(), backends.end(), s.backend.toStdString()) == backends.end()) {
    f.bad(key::backend, quotedChoice(backends));
  }
  for (const JsonValue& p : f.list(key::params, 4096).items) {
    if (p.type != JsonValue::Type::Object) f.bad(key::params, DdpEvents::tr("a list of {\"name\", \"bytes\"} objects"));
    const Fields pf{p, f.kind};
    checkKeys(p, f.kind, dp::kDdpParamKeys);
    s.params.push_back({pf.string(key::name, 200), pf.integer(key::bytes, 0, kMaxCount)});
  }
  for (const JsonValue& b : f.list(key::buckets, 4096).items) {
    if (b.type != JsonValue::Type::Array) f.bad(key::buckets, DdpEvents::tr("a list of lists of parameter indices"));
    std::vector<int> bucket;
    for (const qint64 i : f.integers(b, key::buckets, 0, 4095)) bucket.push_back(int(i));
    s.buckets.push_back(bucket);
  }
  s.bucket_bytes = f.integers(f.list(key::bucket_bytes, 4096), key::bucket_bytes, 0, kMaxCount);
  for (const JsonValue& h : f.list(key::hosts, kMaxWorld).items) {
    if (h.type != JsonValue::Type::String || h.text.size() > 1024) f.bad(key::hosts, DdpEvents::tr("a list of host names"));
    s.hosts << QString::fromStdString(h.text);
  }
  return s;
}

DdpPhaseEvent phase(const Fields& f) {
  namespace key = dp::ddp_key;
  DdpPhaseEvent e;
  e.step = f.integer(key::step, 0, kMaxCount);
  e.rank = int(f.integer(key::rank, 0, kMaxWorld - 1));
  const std::optional<dp::DdpPhase> p = dp::parse_ddp_phase(f.string(key::phase, 20).toStdString());
  if (!p) f.bad(key::phase, oneOf(dp::kDdpPhaseNames));
  e.phase = *p;
  e.start_us = f.number(key::start_us, 0, kMaxMicros);
  e.end_us = f.number(key::end_us, 0, kMaxMicros);
  if (e.end_us < e.start_us) refuse(DdpEvents::tr("phase event: it ends (%1 µs) before it starts (%2 µs)").arg(e.end_us).arg(e.start_us));
  const bool allreduce = e.phase == dp::DdpPhase::AllReduce;
  // Only an all-reduce belongs to a bucket; other phases may say -1 and 0 or leave both out.
  if (allreduce || f.obj.member(key::bucket)) e.bucket = int(f.integer(key::bucket, allreduce ? 0 : -1, allreduce ? 4095 : -1));
  if (allreduce || f.obj.member(key::bytes)) e.bytes = f.integer(key::bytes, 0, allreduce ? kMaxCount : 0);
  return e;
}

DdpDone done(const Fields& f) {
  namespace key = dp::ddp_key;
  DdpDone d{f.integer(key::steps, 0, kMaxCount), f.string(key::params_checksum, 128), false};
  const JsonValue& same = f.at(key::identical);
  if (same.type != JsonValue::Type::Bool) f.bad(key::identical, DdpEvents::tr("true or false"));
  d.identical = same.boolean;
  if (d.checksum.isEmpty() || !std::all_of(d.checksum.begin(), d.checksum.end(), [](QChar c) { return isxdigit(c.toLatin1()); })) {
    f.bad(key::params_checksum, DdpEvents::tr("a hexadecimal string"));
  }
  return d;
}

// An error: its rank and prose, then what says why, each optional (streams written before them).
DdpError error(const Fields& f) {
  namespace key = dp::ddp_key;
  DdpError e{int(f.integer(key::rank, -1, kMaxWorld - 1)), f.string(key::message, 2000).trimmed(), {}, -1, -1, {}};
  if (f.obj.member(key::cause)) {
    e.cause = f.string(key::cause, 40);
    const bool word = !e.cause.isEmpty() && std::all_of(e.cause.begin(), e.cause.end(), [](QChar c) { return c == u'_' || (c >= u'a' && c <= u'z'); });
    if (!word) f.bad(key::cause, DdpEvents::tr("a word of lowercase letters (%1)").arg(oneOf(dp::kDdpCauseNames)));
  }
  if (f.obj.member(key::seconds)) e.seconds = int(f.integer(key::seconds, 0, 1'000'000));
  if (f.obj.member(key::step)) e.step = f.integer(key::step, 0, kMaxCount);
  if (f.obj.member(key::lost_hosts)) {
    for (const JsonValue& h : f.list(key::lost_hosts, kMaxWorld).items) {
      if (h.type != JsonValue::Type::String || h.text.empty() || h.text.size() > 255) f.bad(key::lost_hosts, DdpEvents::tr("a list of host names"));
      e.lost_hosts << QString::fromStdString(h.text);
    }
  }
  return e;
}

DdpEvent event(const JsonValue& root) {
  namespace key = dp::ddp_key;
  if (root.type != JsonValue::Type::Object) refuse(DdpEvents::tr("an event must be a JSON object {…}"));
  const JsonValue* kind = root.member(key::event);
  if (!kind || kind->type != JsonValue::Type::String) refuse(DdpEvents::tr("an event object must name its kind in \"event\""));
  const QString name = QString::fromStdString(kind->text).left(40);
  const std::optional<dp::DdpEventKind> known = dp::parse_ddp_event(kind->text);
  if (!known) refuse(DdpEvents::tr("unknown event \"%1\"").arg(name));
  checkKeys(root, name, dp::ddp_event_keys(*known));
  const Fields f{root, name};
  switch (*known) {
    case dp::DdpEventKind::Start: return start(f);
    case dp::DdpEventKind::Phase: return phase(f);
    case dp::DdpEventKind::Shard:
      return DdpShard{f.integer(key::epoch, 0, kMaxCount), int(f.integer(key::rank, 0, kMaxWorld - 1)),
                      f.integers(f.list(key::indices, kMaxList), key::indices, 0, kMaxList)};
    case dp::DdpEventKind::Step: {
      DdpStepEvent s{f.integer(key::step, 0, kMaxCount), f.integer(key::epoch, 0, kMaxCount), {},
                     f.number(key::step_us, 0, kMaxMicros)};
      for (const JsonValue& l : f.list(key::losses, kMaxWorld).items) s.losses.push_back(f.numberOf(l, key::losses, -1e30, 1e30));
      return s;
    }
    case dp::DdpEventKind::Done: return done(f);
    case dp::DdpEventKind::Error: return error(f);
  }
  refuse(DdpEvents::tr("unknown event \"%1\"").arg(name));
}

}  // namespace

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
