// A question kind in a few words, in both languages, from its descriptor
// (engine/quiz/kinds/<kind>.cpp): the worksheet dialog's boxes and the lesson editor's list show it,
// so a kind added there needs no label anywhere else.
#pragma once

#include "quiz/quiz.h"

namespace dp::quiz {

const Text& kind_label(Kind kind);  // "Rows in each chunk" / "每个数据块的行数", ...

}  // namespace dp::quiz
