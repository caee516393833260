// The command line's options for the class beyond the window: --worksheet and its own options
// (with --lesson, the lesson's questions), and the class vote's (--class-vote, --vote-*,
// --think-time, --class-record, --class-report). parseGuiOptions adds and reads them; each refusal
// is one line naming the option.
#pragma once

#include <QCommandLineOption>
#include <QList>
#include <QString>

#include "shell/gui_options.h"

class QCommandLineParser;

QList<QCommandLineOption> worksheetOptions();
bool parseWorksheetOptions(const QCommandLineParser& parser, GuiOptions* o, QString* error);
QList<QCommandLineOption> voteOptions();
bool parseVoteOptions(const QCommandLineParser& parser, GuiOptions* o, QString* error);
