// File › Export › Animation…: a dialog for the file (MP4 or GIF) and the batches, then the export
// with a progress dialog whose Cancel leaves no file.
#pragma once

#include <QDialog>

#include "export/filmed_window.h"

class QCheckBox;
class QLabel;
class QLineEdit;
class QSpinBox;

class ExportAnimationDialog : public QDialog {
  Q_OBJECT
 public:
  // `batches`: how many the run has (the spin boxes' range); `batch_seconds`: one batch at 1×, for
  // the video's length.
  ExportAnimationDialog(qint64 batches, double batch_seconds, QWidget* parent = nullptr);
  QString path() const;
  int firstBatch() const;
  int lastBatch() const;
  // Keep projector mode's transport bar in the frames (off: the video leaves it out).
  bool keepTransport() const;
  void setPath(const QString& path);

 private:
  void browse();
  void updateLength();

  QLineEdit* path_;
  QSpinBox* first_;
  QSpinBox* last_;
  QLabel* length_;
  QCheckBox* keep_transport_;
  double batch_seconds_;
};

// Asks for the file and the batches, then exports with a progress dialog; failures in a message box.
void exportAnimationWithDialog(FilmedWindow* window);
// The export itself, with the progress dialog (modal; Cancel stops it and nothing is written).
// False when cancelled or failed (`error` empty when cancelled). Either way the window ends at the
// batch it showed before (its first phase, paused): the export replays the run from its start.
bool exportAnimation(FilmedWindow* window, const QString& path, int first, int last, QString* error,
                     bool keep_transport = false);
