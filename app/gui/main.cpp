// dpviz: the desktop app. Command line: dpviz --help. The command line is read before the GUI
// starts, so --help, --version and bad options work with no display at all.
#include <QApplication>
#include <cstdio>

#include "export/export_cli.h"
#include "shell/gui_options.h"
#include "shell/language.h"
#include "shell/main_window.h"
#include "shell/settings.h"

namespace {
void setNames() {
  QCoreApplication::setOrganizationName("dpviz");
  QCoreApplication::setApplicationName("dpviz");
  QCoreApplication::setApplicationVersion(DPVIZ_VERSION);
}
}  // namespace

int main(int argc, char** argv) {
  GuiOptions options;
  {
    QCoreApplication parsing(argc, argv);  // no display needed to parse, print help or refuse
    setNames();
    QString error;
    if (!parseGuiOptions(QCoreApplication::arguments(), &options, &error)) {
      std::fprintf(stderr, "dpviz: %s\n", qPrintable(error));
      return 2;
    }
    if (options.exitNow) return 0;
    if (!options.checkLesson.isEmpty()) return checkLesson(options.checkLesson);  // no window
  }
  if (!options.exportVideo.isEmpty()) prepareVideoExport();  // offscreen, and nothing on stderr before a refusal
  QApplication app(argc, argv);
  setNames();
  Settings settings;
  settings.setReadOnly(savesNothing(options));  // a screenshot run leaves the settings as they were
  Language::apply(options.language.isEmpty() ? settings.language() : options.language);
  MainWindow window(&settings);
  QString error;
  if (!applyGuiOptions(options, &window, &error)) {
    std::fprintf(stderr, "dpviz: %s\n", qPrintable(error));
    return 2;
  }
  if (!options.screenshot.isEmpty()) return takeScreenshot(options, &window);
  if (!options.exportVideo.isEmpty()) return exportVideo(options, &window);
  window.show();
  return QApplication::exec();
}
