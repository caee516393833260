// dpviz: the desktop app. Command line: dpviz [--preset NAME] [--gpus N] [--batch-size B]
// [--lang zh_CN|en] [--screenshot FILE.png] [--screenshot-at batch:phase]
#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>
#include <cstdio>

#include "panels/controls_panel.h"
#include "shell/gui_options.h"
#include "shell/language.h"
#include "shell/main_window.h"
#include "lessons/presets.h"
#include "shell/settings.h"

int main(int argc, char** argv) {
  QApplication app(argc, argv);
  QApplication::setOrganizationName("dpviz");
  QApplication::setApplicationName("dpviz");
  QApplication::setApplicationVersion(DPVIZ_VERSION);

  GuiOptions options;
  QString error;
  if (!parseGuiOptions(QApplication::arguments(), &options, &error)) {
    std::fprintf(stderr, "dpviz: %s\n", qPrintable(error));
    return 2;
  }
  if (options.exitNow) return 0;

  Settings settings;
  Language::apply(options.language.isEmpty() ? settings.language() : options.language);
  MainWindow window(&settings);
  if (!applyGuiOptions(options, &window, &error)) {
    std::fprintf(stderr, "dpviz: %s\n", qPrintable(error));
    return 2;
  }
  if (!options.screenshot.isEmpty()) return takeScreenshot(options, &window);
  window.show();
  return QApplication::exec();
}
