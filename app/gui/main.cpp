// dpviz: the desktop app. Command line: dpviz --help. The command line is read before the GUI
// starts, so --help, --version and bad options work with no display at all.
#include <QApplication>
#include <QIcon>
#include <cstdio>

#include "common/language.h"
#include "device/blas_kernel.h"
#include "export/export_cli.h"
#include "export/web_export.h"
#include "export/class_report.h"
#include "export/worksheet_pdf.h"
#include "shell/gui_options.h"
#include "shell/main_window.h"
#include "shell/settings.h"

namespace {
void setNames() {
  QCoreApplication::setOrganizationName("dpviz");
  QCoreApplication::setApplicationName("dpviz");
  QCoreApplication::setApplicationVersion(DPVIZ_VERSION);
}

// The desktop entry's id (Wayland finds the icon through it) and the window icon: the installed
// theme's, or the one compiled in when dpviz runs from its build folder.
void setIdentity() {
  QGuiApplication::setDesktopFileName(QStringLiteral(DPVIZ_APP_ID));
  QIcon icon = QIcon::fromTheme(QStringLiteral(DPVIZ_APP_ID));
  if (icon.isNull()) {
    for (int size : {32, 64, 256}) icon.addFile(QStringLiteral(":/icons/%1x%1/apps/" DPVIZ_APP_ID ".png").arg(size));
  }
  QApplication::setWindowIcon(icon);
}
}  // namespace

int main(int argc, char** argv) {
  dp::blas_restart_with_best_kernel(argv);  // before anything else: it may start the program again
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
    if (!options.exportWeb.isEmpty()) return exportWebEdition(options.exportWeb);  // no window
  }
  if (!options.worksheet.isEmpty() || !options.classReport.isEmpty()) {  // PDFs need fonts, not a window
    worksheet::prepareCommandLine();
    QGuiApplication app(argc, argv);
    setNames();
    if (!options.classReport.isEmpty()) return classreport::runCommandLine(options.classReport, options.classReportLang);
    return worksheet::runCommandLine(options.worksheetSpec, options.worksheet, options.worksheetAnswers);
  }
  if (!options.exportVideo.isEmpty()) prepareVideoExport();  // offscreen, and nothing on stderr before a refusal
  QApplication app(argc, argv);
  setNames();
  setIdentity();
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
  if (!options.exportVideo.isEmpty()) {
    return exportVideo(options.exportVideo, options.exportFirst, options.exportLast, &window, options.exportKeepTransport);
  }
  window.show();
  return QApplication::exec();
}
