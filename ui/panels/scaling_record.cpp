// ScalingRecord's JSON: {"format": "dpviz-scaling", "version": 1, "cores", "arch", "measured",
// "points": [{"kind", "batch", "devices", "step_us", "plain_us"}]}; every field checked.
#include "panels/scaling_record.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QSysInfo>
#include <cmath>

#include "core/limits.h"
#include "run/measured_on.h"

namespace {

constexpr const char* kFormat = "dpviz-scaling";
constexpr int kVersion = 1;

bool fail(QString* error, const QString& why) {
  if (error) *error = why;
  return false;
}

bool readPoint(const QJsonValue& value, dp::ScalingPoint* p, QString* error) {
  if (!value.isObject()) return fail(error, QStringLiteral("a point is not an object"));
  const QJsonObject o = value.toObject();
  const QString kind = o.value("kind").toString();
  if (kind == QLatin1String("batch")) p->kind = dp::ScalingKind::Batch;
  else if (kind == QLatin1String("devices")) p->kind = dp::ScalingKind::Devices;
  else return fail(error, QStringLiteral("unknown kind '%1'").arg(kind.left(20)));
  const double batch = o.value("batch").toDouble(-1), devices = o.value("devices").toDouble(-1);
  if (!(batch >= 1 && batch <= double(dp::kBatchSizeRange.max) && batch == std::floor(batch))) {
    return fail(error, QStringLiteral("batch out of range"));
  }
  if (!(devices >= dp::kAppGpuRange.min && devices <= dp::kAppGpuRange.max && devices == std::floor(devices))) {
    return fail(error, QStringLiteral("devices out of range"));
  }
  p->batch = std::int64_t(batch);
  p->devices = int(devices);
  p->step_us = o.value("step_us").toDouble(-1);
  p->plain_us = o.value("plain_us").toDouble(-1);
  for (double us : {p->step_us, p->plain_us}) {
    if (!(std::isfinite(us) && us > 0 && us < 1e9)) return fail(error, QStringLiteral("a time is not a positive number"));
  }
  return true;
}

}  // namespace

ScalingRecord ScalingRecord::here(const std::vector<dp::ScalingPoint>& points) {
  return {points, dp::cpu_core_count(), QSysInfo::currentCpuArchitecture(), QDateTime::currentDateTimeUtc(), false};
}

ScalingRecord ScalingRecord::bundledExample() {
  QFile file(QStringLiteral(":/scaling/bundled.json"));
  if (!file.open(QIODevice::ReadOnly)) return {};
  std::optional<ScalingRecord> r = fromJson(file.readAll());
  if (!r) return {};
  r->bundled = true;
  return *r;
}

QByteArray ScalingRecord::toJson() const {
  QJsonArray array;
  for (const dp::ScalingPoint& p : points) {
    array.append(QJsonObject{{"kind", QString::fromLatin1(dp::scaling_kind_name(p.kind).data(), qsizetype(dp::scaling_kind_name(p.kind).size()))},
                             {"batch", double(p.batch)},
                             {"devices", p.devices},
                             {"step_us", p.step_us},
                             {"plain_us", p.plain_us}});
  }
  const QJsonObject o{{"format", kFormat}, {"version", kVersion}, {"cores", cores}, {"arch", arch},
                      {"measured", measured.toString(Qt::ISODate)}, {"points", array}};
  return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

std::optional<ScalingRecord> ScalingRecord::fromJson(const QByteArray& json, QString* error) {
  QJsonParseError parse;
  const QJsonDocument doc = QJsonDocument::fromJson(json, &parse);
  if (doc.isNull()) return fail(error, parse.errorString()), std::nullopt;
  const QJsonObject o = doc.object();
  if (!doc.isObject() || o.value("format").toString() != QLatin1String(kFormat)) {
    return fail(error, QStringLiteral("not a dpviz-scaling record")), std::nullopt;
  }
  if (o.value("version").toInt() != kVersion) return fail(error, QStringLiteral("unknown version")), std::nullopt;
  ScalingRecord r;
  const double cores = o.value("cores").toDouble(0);
  if (!(cores >= 1 && cores <= 4096 && cores == std::floor(cores))) return fail(error, QStringLiteral("cores out of range")), std::nullopt;
  r.cores = int(cores);
  r.arch = o.value("arch").toString().left(32);
  r.measured = QDateTime::fromString(o.value("measured").toString(), Qt::ISODate);
  const QJsonArray array = o.value("points").toArray();
  if (array.isEmpty() || array.size() > 2 * dp::kScalingPointCount) return fail(error, QStringLiteral("no points, or too many")), std::nullopt;
  for (const QJsonValue& v : array) {
    dp::ScalingPoint p;
    if (!readPoint(v, &p, error)) return std::nullopt;
    r.points.push_back(p);
  }
  return r;
}

QString ScalingSource::machine(int cores, const QString& arch) {
  QString shown = arch;
  if (shown == QLatin1String("x86_64")) shown = QStringLiteral("x86-64");  // as the vendors write it
  return tr("%n-core %1", nullptr, cores).arg(shown.isEmpty() ? tr("CPU") : shown);
}

QString ScalingSource::label(const ScalingRecord& r) {
  const QString where = machine(r.cores, r.arch);
  if (r.bundled) return tr("Measured on a %1 (bundled example)").arg(where);
  const QString when = r.measured.isValid() ? QLocale().toString(r.measured.toLocalTime(), QLocale::ShortFormat) : QString();
  return tr("Measured on this computer (%1), %2").arg(where, when);
}
