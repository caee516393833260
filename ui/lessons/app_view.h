// The views a lesson stop's "view" and `--view` name, and their names, one table
// (resources/lessons/schema.md "view"): the lesson reader and --view read it, and a name that is
// none of them is refused there; the window's layout shows and reports them. Header-only, QtCore only.
#pragma once

#include <QString>
#include <QStringList>
#include <array>
#include <optional>

enum class AppView {
  Run,          // the stage (the Run tab)
  Explorer,     // the rules explorer's heat map
  Timings,      // the output tabs: Timings, Scaling, Loss
  Scaling,
  Loss,
  Ddp,          // the DDP tab's ring
  ExplorerDdp,  // the rules explorer's DDP vs DataParallel page
  DdpCompare,   // the DDP tab's DataParallel vs DDP page
};

// The names, in AppView's order.
inline constexpr std::array<const char*, 8> kAppViewNames = {"run",  "explorer", "timings",      "scaling",
                                                             "loss", "ddp",      "explorer-ddp", "ddp-compare"};

inline QString appViewName(AppView view) { return QString::fromLatin1(kAppViewNames[std::size_t(view)]); }

// Every view, in order, by name (for messages and the lesson editor's list).
inline const QStringList& appViewNames() {
  static const QStringList names = [] {
    QStringList n;
    for (const char* name : kAppViewNames) n << QString::fromLatin1(name);
    return n;
  }();
  return names;
}

// The view called `name`; none for any other name.
inline std::optional<AppView> parseAppView(const QString& name) {
  for (std::size_t i = 0; i < kAppViewNames.size(); ++i) {
    if (name == QLatin1String(kAppViewNames[i])) return AppView(i);
  }
  return std::nullopt;
}

// The DDP tab's pages, and the rules explorer's.
inline bool isDdpTabView(AppView view) { return view == AppView::Ddp || view == AppView::DdpCompare; }
inline bool isExplorerView(AppView view) { return view == AppView::Explorer || view == AppView::ExplorerDdp; }
