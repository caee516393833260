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
#include "quiz/predict_panel.h"
#include "ddp/ddp_compare.h"
#include "ddp/ddp_loss_compare.h"
#include "ddp/ddp_view.h"
#include "explorer/rules_explorer.h"
#include "panels/loss_view.h"
#include "panels/scaling_view.h"
#include "panels/timings_view.h"
#include "stage/dataparallel_view.h"

namespace {
// In projector mode the stage's text (and a lesson's caption) is this much larger than at the same
// zoom in the window.
constexpr double kProjectorStageFactor = 1.4;
// Projector mode's caption and transport are sized for this window height and grow with it, so
// that a 4K projector gets the same proportions as a 1024×768 one.
constexpr double kProjectorDesignHeight = 768.0;
// The zoom beyond which projector mode's caption (24 px at 1×, bold) and transport stop growing.
constexpr double kProjectorCaptionMaxZoom = 1.5;
constexpr double kProjectorTransportMaxZoom = 1.25;
// The zoom beyond which projector mode's views (Timings, Scaling, Loss, the explorer, the DDP
// comparison, a pitfall's panel) stop growing: at 1024×768 a larger text no longer fits beside the
// caption and the transport (tests/ui/test_projector_text.cpp).
constexpr double kProjectorViewsMaxZoom = 1.75;
// A window shorter than this leaves the DDP ring (and the explorer's pages) too little room under
// the Output dock.
constexpr int kTallTabRoomHeight = 900;
}  // namespace

WindowLayout::WindowLayout(QMainWindow* window, const WindowParts& parts, const WindowActions& actions, Settings* settings)
    : QObject(window), window_(window), parts_(parts), actions_(actions), settings_(settings) {
  setObjectName(QStringLiteral("WindowLayout"));
  connect(actions_.presentation, &QAction::triggered, this, [this] { setPresentation(!presentation_); });
  connect(actions_.leave_presentation, &QAction::triggered, this, [this] { setPresentation(false); });
  connect(actions_.zoom_in, &QAction::triggered, this, [this] { setZoom(font_zoom::larger(zoom_)); });
  connect(actions_.zoom_out, &QAction::triggered, this, [this] { setZoom(font_zoom::smaller(zoom_)); });
  connect(actions_.zoom_reset, &QAction::triggered, this, [this] { setZoom(1.0); });
  // A click on a tab makes its page the current view (the Log is no view of its own: the centre's is).
  connect(parts_.centre_tabs->tabBar(), &QTabBar::tabBarClicked, this, [this] {
    output_view_ = nullptr;
    emit viewChanged();
  });
  connect(parts_.output_tabs->tabBar(), &QTabBar::tabBarClicked, this, [this](int index) {
    QWidget* page = parts_.output_tabs->widget(index);
    output_view_ = page == parts_.log ? nullptr : page;
    emit viewChanged();
  });
  connect(parts_.centre_tabs, &QTabWidget::currentChanged, this, &WindowLayout::centreTabChanged);
}

AppView WindowLayout::currentView() const {
  if (output_view_ == parts_.timings) return AppView::Timings;
  if (output_view_ == parts_.scaling) return AppView::Scaling;
  if (output_view_ == parts_.loss) return AppView::Loss;
  QWidget* page = parts_.centre_tabs->currentWidget();
  if (page == parts_.ddp) return parts_.ddp->comparePageShown() ? AppView::DdpCompare : AppView::Ddp;
  if (page == parts_.explorer) return parts_.explorer->ddpPageShown() ? AppView::ExplorerDdp : AppView::Explorer;
  return AppView::Run;
}

void WindowLayout::showView(AppView view) {
  QWidget* output = view == AppView::Timings   ? static_cast<QWidget*>(parts_.timings)
                    : view == AppView::Scaling ? static_cast<QWidget*>(parts_.scaling)
                    : view == AppView::Loss    ? static_cast<QWidget*>(parts_.loss)
                                               : nullptr;
  if (borrowed_.page && borrowed_.page != output) returnOutput();
  QTabWidget* centre = parts_.centre_tabs;
  if (isDdpTabView(view)) {
    centre->setCurrentWidget(parts_.ddp);
    parts_.ddp->showComparePage(view == AppView::DdpCompare);
  }
  else if (isExplorerView(view)) centre->setCurrentWidget(parts_.explorer);
  else if (!borrowed_.page) centre->setCurrentIndex(0);  // the Run tab (and under an output view)
  if (view == AppView::ExplorerDdp) parts_.explorer->showDdpPage();
  else if (view == AppView::Explorer) parts_.explorer->showMapPage();
  output_view_ = output;
  if (output && !borrowed_.page) parts_.output_tabs->setCurrentWidget(output);
  borrowOutput();
  emit viewChanged();
}

void WindowLayout::borrowOutput() {
  if (!presentation_ || !output_view_ || borrowed_.page) return;
  QTabWidget* output = parts_.output_tabs;
  QTabWidget* centre = parts_.centre_tabs;
  moving_ = true;
  borrowed_ = {output_view_, output->indexOf(output_view_), output->currentIndex(), centre->currentIndex(),
               output->tabText(output->indexOf(output_view_))};
  output->removeTab(borrowed_.index);
  centre->setCurrentIndex(centre->addTab(borrowed_.page, borrowed_.title));
  moving_ = false;
}

void WindowLayout::returnOutput() {
  if (!borrowed_.page) return;
  QTabWidget* output = parts_.output_tabs;
  QTabWidget* centre = parts_.centre_tabs;
  moving_ = true;
  const bool was_shown = centre->currentWidget() == borrowed_.page;
  centre->removeTab(centre->indexOf(borrowed_.page));
  if (was_shown) centre->setCurrentIndex(borrowed_.centre_before);
  output->insertTab(borrowed_.index, borrowed_.page, borrowed_.title);
  output->setCurrentIndex(borrowed_.output_current);
  borrowed_ = {};
  moving_ = false;
}

void WindowLayout::centreTabChanged() {
  if (moving_) return;
  // Another page chosen over the borrowed one (a pitfall, an explorer cell): that page is the view.
  if (borrowed_.page && parts_.centre_tabs->currentWidget() != borrowed_.page) {
    output_view_ = nullptr;
    returnOutput();
  }
  fitTallTab();
  emit viewChanged();
}

void WindowLayout::fitTallTab() {
  if (presentation_) return;
  QWidget* page = parts_.centre_tabs->currentWidget();
  const bool tall = page == parts_.ddp || page == parts_.explorer;
  // isHidden(), not isVisible(): a lesson may open the tab before the window is shown.
  if (tall && window_->height() < kTallTabRoomHeight && !parts_.bottom_dock->isHidden() && !parts_.bottom_dock->isFloating()) {
    parts_.bottom_dock->hide();
    output_hidden_for_tab_ = true;
  } else if (!tall && output_hidden_for_tab_) {
    parts_.bottom_dock->show();
    output_hidden_for_tab_ = false;
  }
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

QByteArray WindowLayout::savedState() const {
  if (presentation_) return saved_.state;
  if (!output_hidden_for_tab_) return window_->saveState();
  // The Output dock hidden for the DDP or explorer tab is the user's dock all the same: kept shown.
  parts_.bottom_dock->show();
  const QByteArray state = window_->saveState();
  parts_.bottom_dock->hide();
  return state;
}

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
  // The current view is what is projected: the centre's tab as it is, or an output tab borrowed.
  if (on) {
    saved_ = {window_->saveGeometry(), window_->saveState(), window_->windowState()};
    for (QDockWidget* dock : window_->findChildren<QDockWidget*>()) dock->hide();
    window_->menuBar()->hide();
    window_->statusBar()->hide();
    tabs->tabBar()->hide();
    parts_.explanation->hide();
  } else {
    returnOutput();
    tabs->tabBar()->show();
    window_->menuBar()->show();
    window_->statusBar()->show();
    parts_.explanation->show();
  }
  parts_.caption->setVisible(on);
  parts_.transport->setVisible(on);
  parts_.ddp->setProjector(on);
  presentation_ = on;
  borrowOutput();
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
  if (!on) fitTallTab();
  emit viewChanged();
}

void WindowLayout::setZoom(double zoom) {
  zoom_ = std::clamp(zoom, Settings::kMinZoom, Settings::kMaxZoom);
  if (settings_->zoom() != zoom_) settings_->setZoom(zoom_);
  applyZoom();
}

double WindowLayout::bodyFactor() const {
  const double screen = presentation_ ? std::max(1.0, window_->height() / kProjectorDesignHeight) : 1.0;
  return presentation_ ? std::min(zoom_, kProjectorViewsMaxZoom) * kProjectorStageFactor * screen : zoom_;
}

void WindowLayout::applyZoom() {
  parts_.view->setZoom(zoom_, presentation_ ? kProjectorStageFactor : 1.0);
  parts_.ddp->setZoom(zoom_ * (presentation_ ? kProjectorStageFactor : 1.0));  // the ring, like the stage
  const double screen = presentation_ ? std::max(1.0, window_->height() / kProjectorDesignHeight) : 1.0;
  // The bars grow with the zoom only so far: at 1024×768 a larger caption would leave the stage a
  // sliver, and larger buttons would make the window wider than the projector.
  parts_.caption->setZoom(std::min(zoom_, kProjectorCaptionMaxZoom) * screen);
  parts_.transport->setZoom(std::min(zoom_, kProjectorTransportMaxZoom) * screen);
  // A prediction's question at the caption's size; its options as large as its room allows.
  parts_.predict->setProjector(presentation_, std::min(zoom_, kProjectorCaptionMaxZoom) * screen);
  for (QWidget* w : std::initializer_list<QWidget*>{parts_.log, parts_.tutorial}) {
    if (w) font_zoom::apply(w, bodyFactor());
  }
  // What the class reads from the back row: a lesson stop's caption, a pitfall's banner, the
  // stage's explanation and every view projector mode can show (Timings, Scaling, Loss, the rules
  // explorer, DataParallel vs DDP and the DDP losses): projector-sized there, like the stage's text.
  for (QWidget* w : std::initializer_list<QWidget*>{parts_.banner, parts_.pitfall_panel, parts_.explanation, parts_.timings,
                                                         parts_.scaling, parts_.loss, parts_.explorer,
                                                         parts_.ddp->compare(), parts_.ddp->losses()}) {
    if (w) font_zoom::apply(w, bodyFactor());
  }
  // The DDP tab's page tabs and its corner (world size, Start, Stop): read from the back row too.
  for (QWidget* w : parts_.ddp->projectorControls()) font_zoom::apply(w, bodyFactor());
  // No text on the stage smaller than the log's at this zoom (the cards are laid out again for it).
  if (auto* log_text = parts_.log->findChild<QPlainTextEdit*>()) parts_.view->setTextFloor(QFontInfo(log_text->font()).pixelSize());
  actions_.zoom_out->setEnabled(zoom_ > Settings::kMinZoom);
  actions_.zoom_in->setEnabled(zoom_ < Settings::kMaxZoom);
}
