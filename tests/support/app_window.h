// The main window as `dpviz ARGS` makes it, shown, with its settings and its data (a class vote's
// record) in a temporary folder: the fixture of the tests that drive the whole window (predict, the
// class vote, the projector).
#pragma once

#include <QCoreApplication>
#include <QEvent>
#include <QFile>
#include <QStringList>
#include <QTemporaryDir>
#include <QtTest>
#include <memory>

#include "common/language.h"
#include "shell/gui_options.h"
#include "shell/main_window.h"
#include "shell/settings.h"

struct AppWindow {
  QTemporaryDir dir;
  std::unique_ptr<Settings> settings;
  std::unique_ptr<MainWindow> w;

  explicit AppWindow(const QStringList& args) {
    qputenv("XDG_DATA_HOME", QFile::encodeName(dir.path() + "/data"));  // read by QStandardPaths at each call
    settings = std::make_unique<Settings>(dir.path() + "/s.ini");
    GuiOptions o;
    QString error;
    if (!parseGuiOptions(QStringList{"dpviz"} + args, &o, &error)) qFatal("%s", qPrintable(error));
    if (!o.language.isEmpty()) Language::apply(o.language);
    w = std::make_unique<MainWindow>(settings.get());
    if (!applyGuiOptions(o, w.get(), &error)) qFatal("%s", qPrintable(error));
    w->show();
    if (!QTest::qWaitForWindowExposed(w.get())) qFatal("not exposed");
  }
  // Layouts done and posted events delivered, as before a frame is painted.
  void settle() {
    for (int i = 0; i < 4; ++i) QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QCoreApplication::processEvents();
  }
};
