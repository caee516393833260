// The window's layout: the fit to the screen, the default docks, projector mode and the font zoom.
#include "shell/window_layout.h"

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QMainWindow>
#include <QPlainTextEdit>
#include <QFontInfo>
#include <QMenuBar>
#include <QResizeEvent>
#include <QScreen>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>
#include <algorithm>

#include "lessons/lesson_banner.h"
#include "lessons/pitfall_panel.h"
#include "lessons/tutorial_pane.h"
#include "panels/log_view.h"
#include "shell/caption_label.h"
#include "shell/font_zoom.h"
#include "shell/projector_bars.h"
#include "shell/settings.h"
#include "shell/window_actions.h"
#include "shell/window_fit.h"
#include "shell/window_parts.h"
#include "stage/dataparallel_view.h"

namespace {
// In projector mode the stage's text (and a lesson's caption) is this much larger than at the same
// zoom in the window.
constexpr double kProjectorStageFactor = 1.4;
// Projector mode's caption and transport are sized for this window height and grow with it, so
// that a 4K projector gets the same proportions as a 1024×768 one.
constexpr double kProjectorDesignHeight = 768.0;
}  // namespace

WindowLayout::WindowLayout(QMainWindow* window, const WindowParts& parts, const WindowActions& actions, Settings* settings)
    : QObject(window), window_(window), parts_(parts), actions_(actions), settings_(settings) {
  setObjectName(QStringLiteral("WindowLayout"));
  connect(actions_.presentation, &QAction::triggered, this, [this] { setPresentation(!presentation_); });
  connect(actions_.leave_presentation, &QAction::triggered, this, [this] { setPresentation(false); });
  connect(actions_.zoom_in, &QAction::triggered, this, [this] { setZoom(font_zoom::larger(zoom_)); });
  connect(actions_.zoom_out, &QAction::triggered, this, [this] { setZoom(font_zoom::smaller(zoom_)); });
  connect(actions_.zoom_reset, &QAction::triggered, this, [this] { setZoom(1.0); });
}

void WindowLayout::restore() {
  setZoom(settings_->zoom());
  // A read-only run (screenshots, exports) uses the default layout: the same picture everywhere.
  const bool saved_geometry = !settings_->readOnly() && window_->restoreGeometry(settings_->geometry());
  if (!saved_geometry && window_->screen()) window_->setGeometry(window_fit::firstStart(window_->screen()->availableGeometry()));
  const bool saved_layout = !settings_->readOnly() && window_->restoreState(settings_->windowState());
  default_docks_ = !saved_layout;
  if (default_docks_) arrangeDefaultDocks(window_->width());
  fitToScreen();
}

QByteArray WindowLayout::savedGeometry() const { return presentation_ ? saved_.geometry : window_->saveGeometry(); }

QByteArray WindowLayout::savedState() const { return presentation_ ? saved_.state : window_->saveState(); }

void WindowLayout::setFixedWindowSize(const QSize& size) {
  fixed_size_ = size;
  if (!size.isValid()) return;
  if (default_docks_) arrangeDefaultDocks(size.width());
  window_->resize(size);
}

void WindowLayout::arrangeDefaultDocks(int width) {
  if (width < window_fit::kNarrowScreenWidth) {  // 0: narrow whatever the width
    window_->tabifyDockWidget(parts_.controls_dock, parts_.tutorial_dock);
    parts_.controls_dock->raise();
  } else if (window_->tabifiedDockWidgets(parts_.controls_dock).contains(parts_.tutorial_dock)) {
    window_->addDockWidget(Qt::RightDockWidgetArea, parts_.tutorial_dock);
  }
}

void WindowLayout::fitToScreen() {
  if (fitting_ || presentation_ || window_->isFullScreen() || window_->isMaximized()) return;
  fitting_ = true;
  if (fixed_size_.isValid()) {
    if (window_->size() != fixed_size_) window_->resize(fixed_size_);
  } else if (QScreen* s = window_->screen()) {
    const QRect frame = window_->frameGeometry();
    const QRect client = window_->geometry();
    const QMargins margins(client.left() - frame.left(), client.top() - frame.top(), frame.right() - client.right(),
                           frame.bottom() - client.bottom());
    // A layout saved on a wider screen may need more than this one has: tutorial behind controls.
    const int room = s->availableGeometry().width() - margins.left() - margins.right();
    if (window_->minimumSizeHint().width() > room &&
        !window_->tabifiedDockWidgets(parts_.controls_dock).contains(parts_.tutorial_dock)) {
      arrangeDefaultDocks(0);
    }
    const QRect fit = window_fit::fitted(frame, s->availableGeometry());
    if (fit != frame) window_->setGeometry(fit.marginsRemoved(margins));
  }
  fitting_ = false;
}

void WindowLayout::windowShown() {
  // Docks can only be sized once the window has its size; a saved layout wins.
  if (!first_show_done_ && (settings_->readOnly() || settings_->windowState().isEmpty())) {
    QTimer::singleShot(0, this, [this] {
      window_->resizeDocks({parts_.bottom_dock}, {window_->height() / 4}, Qt::Vertical);
    });
  }
  first_show_done_ = true;
  fitToScreen();
}

void WindowLayout::windowResized(const QResizeEvent* event) {
  if (presentation_ && event->size().height() != event->oldSize().height()) applyZoom();
  // Something grew the window (a longer translation, a restored state): take it back on screen.
  QTimer::singleShot(0, this, &WindowLayout::fitToScreen);
}

void WindowLayout::setPresentation(bool on) {
  actions_.presentation->setChecked(on);
  if (on == presentation_) return;
  QTabWidget* tabs = parts_.centre_tabs;
  if (on) {
    saved_ = {window_->saveGeometry(), window_->saveState(), window_->windowState(), tabs->currentIndex()};
    for (QDockWidget* dock : window_->findChildren<QDockWidget*>()) dock->hide();
    window_->menuBar()->hide();
    window_->statusBar()->hide();
    tabs->setCurrentIndex(0);  // the stage
    tabs->tabBar()->hide();
    parts_.explanation->hide();
  } else {
    tabs->tabBar()->show();
    tabs->setCurrentIndex(saved_.centre_tab);
    window_->menuBar()->show();
    window_->statusBar()->show();
    parts_.explanation->show();
  }
  parts_.caption->setVisible(on);
  parts_.transport->setVisible(on);
  presentation_ = on;
  actions_.leave_presentation->setEnabled(on);
  applyZoom();
  if (fixed_size_.isValid()) {  // --window-size: the area it fills, never the screen
    if (!on) window_->restoreState(saved_.state);
    window_->resize(fixed_size_);
  } else if (on) {
    window_->setWindowState(window_->windowState() | Qt::WindowFullScreen);  // shown full screen (now or at show())
  } else {
    window_->setWindowState(saved_.window_state);
    window_->restoreGeometry(saved_.geometry);
    window_->restoreState(saved_.state);
  }
}

void WindowLayout::setZoom(double zoom) {
  zoom_ = std::clamp(zoom, Settings::kMinZoom, Settings::kMaxZoom);
  if (settings_->zoom() != zoom_) settings_->setZoom(zoom_);
  applyZoom();
}

void WindowLayout::applyZoom() {
  parts_.view->setZoom(zoom_, presentation_ ? kProjectorStageFactor : 1.0);
  const double screen = presentation_ ? std::max(1.0, window_->height() / kProjectorDesignHeight) : 1.0;
  parts_.caption->setZoom(zoom_ * screen);
  parts_.transport->setZoom(zoom_ * screen);
  for (QWidget* w : std::initializer_list<QWidget*>{parts_.explanation, parts_.log, parts_.tutorial}) {
    if (w) font_zoom::apply(w, zoom_);
  }
  // A lesson stop's caption and a pitfall's banner are what the class reads from the back row:
  // projector-sized there.
  const double banners = zoom_ * (presentation_ ? kProjectorStageFactor * screen : 1.0);
  font_zoom::apply(parts_.banner, banners);
  font_zoom::apply(parts_.pitfall_panel, banners);
  // No text on the stage smaller than the log's at this zoom (the cards are laid out again for it).
  if (auto* log_text = parts_.log->findChild<QPlainTextEdit*>()) parts_.view->setTextFloor(QFontInfo(log_text->font()).pixelSize());
  actions_.zoom_out->setEnabled(zoom_ > Settings::kMinZoom);
  actions_.zoom_in->setEnabled(zoom_ < Settings::kMaxZoom);
}
