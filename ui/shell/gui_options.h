// The GUI's command line: parsing (QCommandLineParser), applying it to the window, and the
// --screenshot mode (run to batch:phase, render, write the PNG, exit).
#pragma once

#include <QSize>
#include <QString>
#include <QStringList>

#include "stage/player.h"

class MainWindow;

struct GuiOptions {
  QString preset;
  int gpus = -1;            // -1: from the preset
  qint64 batchSize = -1;    // -1: from the preset
  QString language;         // "", "zh_CN" or "en"
  QString screenshot;       // PNG path; empty: run interactively
  int shotBatch = 1;        // 1-based
  AnimPhase shotPhase = AnimPhase::Forward;
  QString pitfall;          // start with this pitfall scenario (ids in pitfalls.cpp)
  bool explorer = false;    // show the rules explorer tab
  QSize windowSize;         // --window-size: exactly this, also in projector mode; invalid: fit the screen
  bool presentation = false;  // start in projector mode
  bool exitNow = false;     // --help / --version were handled
};

// Returns false with a one-line error for bad input.
bool parseGuiOptions(const QStringList& arguments, GuiOptions* options, QString* error);
bool parsePhase(const QString& name, AnimPhase* phase);
bool applyGuiOptions(const GuiOptions& options, MainWindow* window, QString* error);
// Runs that must leave no trace in the settings (no geometry, zoom, language, projector state).
bool savesNothing(const GuiOptions& options);
// Exit status: 0 when the PNG (the whole window, exactly its size) was written.
int takeScreenshot(const GuiOptions& options, MainWindow* window);
