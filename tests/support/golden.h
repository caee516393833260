// Loads the golden files of tests/data (made by real PyTorch 1.13.1 with tools/golden; what each holds:
// docs/semantics.md, "Golden files").
#pragma once

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <QtTest>

#include <cstdint>
#include <vector>

inline QString golden_path(const QString& name) { return QStringLiteral(DPVIZ_TEST_DATA "/") + name; }

inline QJsonObject load_golden(const QString& name) {
  QFile f(golden_path(name));
  if (!f.open(QIODevice::ReadOnly)) qFatal("cannot open golden file %s", qPrintable(name));
  return QJsonDocument::fromJson(f.readAll()).object();
}

inline QByteArray read_golden_bytes(const QString& name) {
  QFile f(golden_path(name));
  if (!f.open(QIODevice::ReadOnly)) qFatal("cannot open golden file %s", qPrintable(name));
  return f.readAll();
}

inline std::vector<std::int64_t> to_ints(const QJsonValue& v) {
  std::vector<std::int64_t> out;
  for (const auto& x : v.toArray()) out.push_back(x.toInteger());
  return out;
}
