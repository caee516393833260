// MainWindow's view: the fit to the screen, projector mode (F11, Esc), the font zoom (Ctrl+=,
// Ctrl+−, Ctrl+0), the shortcut sheet (F1, ?), the Done pause and the legend.
#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QResizeEvent>
#include <QScreen>
#include <QStatusBar>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>

#include "lessons/lesson_banner.h"
#include "lessons/pitfall_panel.h"
#include "lessons/tutorial_pane.h"
#include "panels/log_view.h"
#include "shell/font_zoom.h"
#include "shell/main_window.h"
#include "shell/projector_bars.h"
#include "shell/shortcut_sheet.h"
#include "shell/window_fit.h"
#include "stage/dataparallel_view.h"

namespace {
// In projector mode the stage's text (and a lesson's caption) is this much larger than at the same
// zoom in the window.
constexpr double kProjectorStageFactor = 1.4;
// Projector mode's caption and transport are sized for this window height and grow with it, so
// that a 4K projector gets the same proportions as a 1024×768 one.
constexpr double kProjectorDesignHeight = 768.0;

QAction* newAction(QObject* parent, const QList<QKeySequence>& keys) {
  auto* a = new QAction(parent);
  a->setShortcuts(keys);
  return a;
}
}  // namespace

void MainWindow::createViewActions() {
  back_ = newAction(this, {QKeySequence(Qt::Key_Left)});
  back_->setShortcutContext(Qt::ApplicationShortcut);  // like → beside it
  back_->setIcon(style()->standardIcon(QStyle::SP_MediaSeekBackward));
  connect(back_, &QAction::triggered, session_->player(), &Player::stepBack);
  leave_presentation_ = newAction(this, {QKeySequence(Qt::Key_Escape)});
  leave_presentation_->setEnabled(false);  // Esc belongs to the rest of the window otherwise
  connect(leave_presentation_, &QAction::triggered, this, [this] { setPresentation(false); });
  zoom_in_ = newAction(this, {QKeySequence(Qt::CTRL | Qt::Key_Equal), QKeySequence(Qt::CTRL | Qt::Key_Plus)});
  connect(zoom_in_, &QAction::triggered, this, [this] { setZoom(font_zoom::larger(zoom_)); });
  zoom_out_ = newAction(this, {QKeySequence(Qt::CTRL | Qt::Key_Minus)});
  connect(zoom_out_, &QAction::triggered, this, [this] { setZoom(font_zoom::smaller(zoom_)); });
  zoom_reset_ = newAction(this, {QKeySequence(Qt::CTRL | Qt::Key_0)});
  connect(zoom_reset_, &QAction::triggered, this, [this] { setZoom(1.0); });
  done_pause_ = newAction(this, {});
  done_pause_->setCheckable(true);
  connect(done_pause_, &QAction::toggled, this, &MainWindow::setDonePause);
  legend_ = newAction(this, {});
  legend_->setCheckable(true);
  connect(legend_, &QAction::toggled, this, &MainWindow::setLegendVisible);
  shortcuts_ = newAction(this, {QKeySequence(Qt::Key_F1), QKeySequence(Qt::Key_Question)});
  connect(shortcuts_, &QAction::triggered, this, &MainWindow::showShortcutSheet);
  // Reserved for lessons (their stops); disabled until a lesson is open.
  next_stop_ = newAction(this, {QKeySequence(Qt::Key_PageDown)});
  previous_stop_ = newAction(this, {QKeySequence(Qt::Key_PageUp)});
  next_stop_->setEnabled(false);
  previous_stop_->setEnabled(false);
  shortcut_sheet_ = new ShortcutSheet(this);
}

QList<QAction*> MainWindow::shortcutActions() const {
  return {play_,     step_phase_, back_,       step_batch_, reset_,     presentation_, leave_presentation_, zoom_in_,
          zoom_out_, zoom_reset_, screenshot_, shortcuts_,  next_stop_, previous_stop_, quit_};
}

void MainWindow::retranslateView() {
  back_->setText(tr("Back"));
  back_->setToolTip(tr("Step one phase back (←)"));
  leave_presentation_->setText(tr("Leave projector mode"));
  zoom_in_->setText(tr("Zoom in"));
  zoom_out_->setText(tr("Zoom out"));
  zoom_reset_->setText(tr("Normal size"));
  done_pause_->setText(tr("Pause at “Done” between batches"));
  legend_->setText(tr("Legend"));
  shortcuts_->setText(tr("Keyboard shortcuts"));
  next_stop_->setText(tr("Next lesson stop"));
  previous_stop_->setText(tr("Previous lesson stop"));
  const QList<QPair<QAction*, QString>> what = {
      {play_, tr("Play or pause")},
      {step_phase_, tr("Step one phase")},
      {back_, tr("Step one phase back (the recorded run is replayed, not run again)")},
      {step_batch_, tr("Step one batch")},
      {reset_, tr("Start the epoch again")},
      {presentation_, tr("Projector mode on or off")},
      {leave_presentation_, tr("Leave projector mode")},
      {zoom_in_, tr("Larger text")},
      {zoom_out_, tr("Smaller text")},
      {zoom_reset_, tr("Text at its normal size")},
      {screenshot_, tr("Save a screenshot")},
      {shortcuts_, tr("This list of keys")},
      {next_stop_, tr("Next lesson stop")},
      {previous_stop_, tr("Previous lesson stop")},
      {quit_, tr("Quit")},
  };
  QList<ShortcutSheet::Row> rows;
  for (const auto& [action, text] : what) {
    QStringList keys;
    for (const QKeySequence& k : action->shortcuts()) keys << k.toString(QKeySequence::NativeText);
    rows.push_back({keys.join(QStringLiteral(" / ")), text});
  }
  shortcut_sheet_->setRows(rows);
}

void MainWindow::showShortcutSheet() {
  shortcut_sheet_->show();
  shortcut_sheet_->raise();
  shortcut_sheet_->activateWindow();
}

void MainWindow::setFixedWindowSize(const QSize& size) {
  fixed_size_ = size;
  if (!size.isValid()) return;
  if (default_docks_) arrangeDefaultDocks(size.width());
  resize(size);
}

void MainWindow::arrangeDefaultDocks(int width) {
  if (width < window_fit::kNarrowScreenWidth) {  // 0: narrow whatever the width
    tabifyDockWidget(controls_dock_, tutorial_dock_);
    controls_dock_->raise();
  } else if (tabifiedDockWidgets(controls_dock_).contains(tutorial_dock_)) {
    addDockWidget(Qt::RightDockWidgetArea, tutorial_dock_);
  }
}

void MainWindow::fitToScreen() {
  if (fitting_ || presentation_mode_ || isFullScreen() || isMaximized()) return;
  fitting_ = true;
  if (fixed_size_.isValid()) {
    if (size() != fixed_size_) resize(fixed_size_);
  } else if (QScreen* s = screen()) {
    const QRect frame = frameGeometry();
    const QRect client = geometry();
    const QMargins margins(client.left() - frame.left(), client.top() - frame.top(), frame.right() - client.right(),
                           frame.bottom() - client.bottom());
    // A layout saved on a wider screen may need more than this one has: tutorial behind controls.
    const int room = s->availableGeometry().width() - margins.left() - margins.right();
    if (minimumSizeHint().width() > room && !tabifiedDockWidgets(controls_dock_).contains(tutorial_dock_)) {
      arrangeDefaultDocks(0);
    }
    const QRect fit = window_fit::fitted(frame, s->availableGeometry());
    if (fit != frame) setGeometry(fit.marginsRemoved(margins));
  }
  fitting_ = false;
}

void MainWindow::resizeEvent(QResizeEvent* event) {
  QMainWindow::resizeEvent(event);
  if (presentation_mode_ && event->size().height() != event->oldSize().height()) applyZoom();
  // Something grew the window (a longer translation, a restored state): take it back on screen.
  QTimer::singleShot(0, this, &MainWindow::fitToScreen);
}

void MainWindow::setPresentation(bool on) {
  presentation_->setChecked(on);
  if (on == presentation_mode_) return;
  if (on) {
    saved_ = {saveGeometry(), saveState(), windowState(), centre_tabs_->currentIndex()};
    for (QDockWidget* dock : findChildren<QDockWidget*>()) dock->hide();
    menuBar()->hide();
    statusBar()->hide();
    centre_tabs_->setCurrentIndex(0);  // the stage
    centre_tabs_->tabBar()->hide();
    explanation_->hide();
  } else {
    centre_tabs_->tabBar()->show();
    centre_tabs_->setCurrentIndex(saved_.centre_tab);
    menuBar()->show();
    statusBar()->show();
    explanation_->show();
  }
  caption_->setVisible(on);
  transport_->setVisible(on);
  presentation_mode_ = on;
  leave_presentation_->setEnabled(on);
  applyZoom();
  if (fixed_size_.isValid()) {  // --window-size: the area it fills, never the screen
    if (!on) restoreState(saved_.state);
    resize(fixed_size_);
  } else if (on) {
    setWindowState(windowState() | Qt::WindowFullScreen);  // shown full screen (now or at show())
  } else {
    setWindowState(saved_.window_state);
    restoreGeometry(saved_.geometry);
    restoreState(saved_.state);
  }
}

void MainWindow::setZoom(double zoom) {
  zoom_ = std::clamp(zoom, Settings::kMinZoom, Settings::kMaxZoom);
  if (settings_->zoom() != zoom_) settings_->setZoom(zoom_);
  applyZoom();
}

void MainWindow::applyZoom() {
  view_->setZoom(zoom_ * (presentation_mode_ ? kProjectorStageFactor : 1.0));
  const double screen = presentation_mode_ ? std::max(1.0, height() / kProjectorDesignHeight) : 1.0;
  caption_->setZoom(zoom_ * screen);
  transport_->setZoom(zoom_ * screen);
  for (QWidget* w : std::initializer_list<QWidget*>{explanation_, pitfall_panel_, log_, tutorial_}) {
    if (w) font_zoom::apply(w, zoom_);
  }
  // A lesson stop's caption is what the class reads from the back row: projector-sized there.
  font_zoom::apply(lesson_banner_, zoom_ * (presentation_mode_ ? kProjectorStageFactor * screen : 1.0));
  zoom_out_->setEnabled(zoom_ > Settings::kMinZoom);
  zoom_in_->setEnabled(zoom_ < Settings::kMaxZoom);
}

void MainWindow::setDonePause(bool on) {
  session_->player()->setDonePause(on);
  done_pause_->setChecked(on);
  if (settings_->donePause() != on) settings_->setDonePause(on);
}

void MainWindow::setLegendVisible(bool on) {
  legend_visible_ = on;
  legend_->setChecked(on);
  // The legend itself is drawn by the stage (DataParallelView::setLegendVisible, being written).
}
