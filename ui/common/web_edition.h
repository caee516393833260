// Where the browser edition (web/: the engine in WebAssembly and the web stage) lies on this machine:
// the class vote server serves it to the phones, `dpviz --export-web` copies it. The files a host
// needs besides it: the two headers that give the page threads (cross-origin isolation).
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <utility>

namespace web_edition {

// The folder that holds it (its dpviz_web.js): $DPVIZ_WEB_DIR, else the installed share/dpviz/web
// beside the program, else the build's web-site/ (a program in build/default/app); empty when none
// has it (a build without emscripten).
QString folder();

// The headers every page of it is served with where threads are wanted (COOP and COEP).
const QList<std::pair<QByteArray, QByteArray>>& isolationHeaders();

}  // namespace web_edition
