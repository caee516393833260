// part<T>(window, "Name"): one part of the main window (a widget, a dock, an action, a helper
// object), found through the window by its object name, as a user finds it on screen. A window
// without that part fails the test at once, naming what is missing and where it was asked for.
#pragma once

#include <QObject>
#include <QtGlobal>
#include <source_location>

template <class T>
T* part(const QObject& window, const char* name, std::source_location where = std::source_location::current()) {
  T* found = window.findChild<T*>(QString::fromLatin1(name));
  if (!found) {
    qFatal("%s:%u: the window has no %s named \"%s\"", where.file_name(), unsigned(where.line()),
           T::staticMetaObject.className(), name);
  }
  return found;
}
