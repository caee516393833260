// `dpviz --export-video FILE.mp4|FILE.gif [--export-batches A-B]`: the path checked before the GUI
// starts, the video rendered offscreen with progress on stderr, exit 0; or exit 2 with exactly one
// line on stderr (Qt's own messages held back so that nothing comes before it) and no file.
#pragma once

#include <QString>

#include "export/filmed_window.h"

// Before QApplication: offscreen rendering (unless a platform was asked for) and Qt's messages held
// back. Call only for export runs.
void prepareVideoExport();
// Films `window` into `path` (MP4 or GIF), batches `first` to `last` (1-based, inclusive; `last` 0:
// the epoch's last batch; `keep_transport`: the transport bar stays in the frames). Exit status of
// the whole run.
int exportVideo(const QString& path, int first, int last, FilmedWindow* window, bool keep_transport = false);
