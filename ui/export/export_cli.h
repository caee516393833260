// `dpviz --export-video FILE.mp4|FILE.gif [--export-batches A-B]`: the path checked before the GUI
// starts, the video rendered offscreen with progress on stderr, exit 0; or exit 2 with exactly one
// line on stderr (Qt's own messages held back so that nothing comes before it) and no file.
#pragma once

#include <QString>

class MainWindow;
struct GuiOptions;

// Before QApplication: offscreen rendering (unless a platform was asked for) and Qt's messages held
// back. Call only for export runs.
void prepareVideoExport();
// Exit status of the whole run.
int exportVideo(const GuiOptions& options, MainWindow* window);
