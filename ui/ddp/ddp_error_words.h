// Why a DDP run failed, in the current language: dpviz-ddp's error event keeps its English prose
// on the wire and says the cause as a code (run/ddp_schema.h's DdpCause, with its seconds, step and
// lost hosts); a cause known here is worded by tr(), any other shows the event's prose as it is.
#pragma once

#include <QString>

#include "ddp/ddp_events.h"

// The error's words: "no step finished for 3 s: step 8 waits on …; node2 cannot be reached".
QString ddpErrorWords(const DdpError& error);
// The run's failure line for that error: "rank 2 failed: …" or "a rank failed: …".
QString ddpFailureLine(const DdpError& error);
