// CostWords: the cost model's facts (engine/trace/cost_model.h) in the reader's language: a
// profile's title, where its numbers come from, why it cannot run a step. The engine gives codes
// and numbers; every sentence is made here, through tr().
#pragma once

#include <QCoreApplication>
#include <QString>

#include "trace/cost_model.h"

class CostWords {
  Q_DECLARE_TR_FUNCTIONS(CostWords)

 public:
  static QString profileName(const dp::cost::Profile& p);   // "8× A100 SXM4, NVLink 3"
  static QString sources(const dp::cost::Profile& p);       // one sentence per source note
  static QString refusal(const dp::cost::Unavailable& u);   // why a step cannot run (empty: it can)
};
