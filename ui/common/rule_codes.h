// The SEMANTICS rule codes the quiz's sentences cite, "(R14.2)" or "（R13.2、R13.3）": a reference
// for the worksheet's key and dpviz-cli, noise to a room of students. What the projector's reveal
// and the phones show goes through here.
#pragma once

#include <QString>

namespace rule_codes {

// `text` without its parenthesised rule codes (and the space before an English one).
QString strip(const QString& text);

}  // namespace rule_codes
