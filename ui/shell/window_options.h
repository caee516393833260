// The window's command-line options, by group: the run on the stage (--preset, --gpus, --backend,
// --batch-size, --train, --lang, --pitfall, the DDP tab's --ddp and --hostfile), what the window
// shows (--view, --explorer, --tutorial, --presentation, --zoom, --window-size, --timings-reading),
// and what it captures and exits with (--screenshot, --screenshot-at, --export-video and its
// options, --predict and its shot options, --export-web). parseGuiOptions adds each group and
// reads it (the view before the capture: a video takes the window's size); each refusal is one
// line naming the option.
#pragma once

#include <QCommandLineOption>
#include <QList>
#include <QString>

#include "shell/gui_options.h"

class QCommandLineParser;

QList<QCommandLineOption> runOptions();
bool parseRunOptions(const QCommandLineParser& parser, GuiOptions* o, QString* error);
QList<QCommandLineOption> viewOptions();
bool parseViewOptions(const QCommandLineParser& parser, GuiOptions* o, QString* error);
QList<QCommandLineOption> captureOptions();
bool parseCaptureOptions(const QCommandLineParser& parser, GuiOptions* o, QString* error);
