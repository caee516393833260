// The window's parts made in the order their keyboard focus follows (the controls first), each named
// (objectName) so that tests and screenshots find it through the window.
#include "shell/window_parts.h"

#include <QDockWidget>
#include <QLabel>
#include <QMainWindow>
#include <QScrollArea>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QVBoxLayout>

#include "ddp/ddp_view.h"
#include "explorer/rules_explorer.h"
#include "lessons/class_summary.h"
#include "lessons/lesson_banner.h"
#include "lessons/pitfall_panel.h"
#include "lessons/tutorial_pane.h"
#include "panels/controls_panel.h"
#include "panels/log_view.h"
#include "panels/loss_view.h"
#include "panels/scaling_view.h"
#include "panels/timings_view.h"
#include "quiz/predict_panel.h"
#include "shell/caption_label.h"
#include "shell/projector_bars.h"
#include "stage/dataparallel_view.h"

namespace {
const QSize kCentreMinimum(400, 280);

template <class T>
T* named(T* widget, const char* name) {
  widget->setObjectName(QLatin1String(name));
  return widget;
}
}  // namespace

void WindowParts::build(QMainWindow* window, const Player* player, const QList<QAction*>& transport) {
  controls = named(new ControlsPanel(window), "ControlsPanel");
  window->setCentralWidget(buildCentre(window, player, transport));
  buildDocks(window);
  status = named(new QLabel(window), "StatusLine");
  window->statusBar()->addWidget(status, 1);
  tutorial = named(new TutorialPane(window), "TutorialPane");
  tutorial_dock = named(new QDockWidget(window), "TutorialDock");
  tutorial_dock->setWidget(tutorial);
  window->addDockWidget(Qt::RightDockWidgetArea, tutorial_dock);
}

QWidget* WindowParts::buildCentre(QMainWindow* window, const Player* player, const QList<QAction*>& transport_actions) {
  view = named(new DataParallelView(player, window), "DataParallelView");
  explanation = named(new CaptionLabel(window), "Explanation");
  explanation->setMargin(6);
  explanation->setTextInteractionFlags(Qt::TextSelectableByMouse);
  QFont big = explanation->font();
  big.setPointSizeF(big.pointSizeF() * 1.2);
  explanation->setFont(big);
  pitfall_panel = named(new PitfallPanel(window), "PitfallPanel");
  caption = new ProjectorCaption(window);  // names itself
  caption->hide();
  transport = new ProjectorTransport(transport_actions, window);
  transport->hide();
  auto* run = new QWidget(window);
  auto* layout = new QVBoxLayout(run);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(0);
  layout->addWidget(pitfall_panel);
  layout->addWidget(view, 1);
  layout->addWidget(explanation);
  explorer = named(new RulesExplorer(window), "RulesExplorer");
  centre_tabs = named(new QTabWidget(window), "CentreTabs");
  centre_tabs->setDocumentMode(true);
  centre_tabs->addTab(run, QString());
  centre_tabs->addTab(explorer, QString());
  ddp = new DdpView(window);  // names itself
  centre_tabs->addTab(ddp, QString());  // index 2: the DDP tab
  // The explorer asks for ~610 px; the window must fit a 1024 px projector beside the docks, so
  // the centre's minimum is set here rather than taken from its largest page.
  centre_tabs->setMinimumSize(kCentreMinimum);
  // A lesson's banner stays over whichever view its stop shows; projector mode's caption and
  // transport too (every view can be projected, not only the stage).
  banner = new LessonBanner(window);  // names itself
  auto* centre = new QWidget(window);
  auto* column = new QVBoxLayout(centre);
  column->setContentsMargins(0, 0, 0, 0);
  column->setSpacing(0);
  column->addWidget(banner);
  column->addWidget(caption);
  predict_state = new PredictState(window);
  predict = new PredictPanel(predict_state, window);  // names itself
  centre_stack = named(new QStackedWidget(window), "CentreStack");
  centre_stack->addWidget(centre_tabs);
  centre_stack->addWidget(predict);
  skipped = named(new QLabel(window), "SkippedNote");
  skipped->setAlignment(Qt::AlignCenter);
  skipped->setWordWrap(true);
  skipped->setMargin(24);
  QFont note_font = skipped->font();
  note_font.setPointSizeF(note_font.pointSizeF() * 1.6);
  skipped->setFont(note_font);
  centre_stack->addWidget(skipped);
  summary = new ClassSummary(window);  // names itself
  centre_stack->addWidget(summary);
  column->addWidget(centre_stack, 1);
  column->addWidget(transport);
  return centre;
}

void WindowParts::buildDocks(QMainWindow* window) {
  controls_dock = named(new QDockWidget(window), "ControlsDock");
  // The controls scroll vertically on a short screen instead of making the window taller than it.
  auto* controls_scroll = new QScrollArea(window);
  controls_scroll->setWidget(controls);
  controls_scroll->setWidgetResizable(true);
  controls_scroll->setFrameShape(QFrame::NoFrame);
  controls_dock->setWidget(controls_scroll);
  window->addDockWidget(Qt::LeftDockWidgetArea, controls_dock);
  log = named(new LogView(window), "LogView");
  timings = named(new TimingsView(window), "TimingsView");
  scaling = named(new ScalingView(window), "ScalingView");
  output_tabs = named(new QTabWidget(window), "OutputTabs");
  output_tabs->addTab(log, QString());
  output_tabs->addTab(timings, QString());
  output_tabs->addTab(scaling, QString());
  loss = named(new LossView(window), "LossView");
  output_tabs->addTab(loss, QString());
  bottom_dock = named(new QDockWidget(window), "BottomDock");
  bottom_dock->setWidget(output_tabs);
  window->addDockWidget(Qt::BottomDockWidgetArea, bottom_dock);
}

void WindowParts::retranslate() {
  centre_tabs->setTabText(0, tr("Run"));
  centre_tabs->setTabText(1, tr("Rules explorer"));
  centre_tabs->setTabText(2, tr("DDP"));
  controls_dock->setWindowTitle(tr("Controls"));
  // By page, not index: in projector mode one of them may be in the centre.
  for (QTabWidget* tabs : {output_tabs, centre_tabs}) {
    for (const auto& [page, title] : {std::pair<QWidget*, QString>{log, tr("Log")}, {timings, tr("Timings")},
                                      {scaling, tr("Scaling")}, {loss, tr("Loss")}}) {
      if (tabs->indexOf(page) >= 0) tabs->setTabText(tabs->indexOf(page), title);
    }
  }
  bottom_dock->setWindowTitle(tr("Output"));
  tutorial_dock->setWindowTitle(tr("Tutorial"));
  skipped->setText(tr("The question was skipped, so its answer stays hidden. To ask it, come back to this stop: Page Up, "
                      "then Page Down."));
}
