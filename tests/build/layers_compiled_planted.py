#!/usr/bin/env python3
"""The compiled layer check (tools/check_layer_deps.py --compile) refuses the upward includes a text
scan of the directives lets through: each is preprocessed as if it stood in its folder, and must be
refused naming the header it really reaches; a clean include must pass. A widget header read by a
source of ui/'s base tier is refused too. Run with the source dir."""
import glob
import os
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), '..', '..'))
CHECK = os.path.join(ROOT, 'tools', 'check_layer_deps.py')
UP_ENGINE = 'engine/run/run_config.h: run stands above core'
UP_UI = 'ui/shell/settings.h: shell stands above common'
WIDGET = 'QtWidgets in the base tier'
QT = sorted(glob.glob('/usr/include/*/qt6/QtCore') + glob.glob('/usr/include/qt6/QtCore'))
# Qt's folder and every module's, as a widget tier's compile sees them (the check judges what is read).
QT_FLAGS = (['-fPIC', '-I', os.path.dirname(QT[0])] +
            [flag for module in ('QtCore', 'QtGui', 'QtWidgets') for flag in ('-I', os.path.join(os.path.dirname(QT[0]), module))]
            if QT else [])

# (what it is, the folder it stands in, the source, extra files beside it, the refusal expected or None)
PLANTS = [
    ('a ".." in the path', 'engine/core', '#include "core/../run/run_config.h"\n', {}, UP_ENGINE),
    ('a comment inside the directive', 'engine/core', '#include /* the config */ "run/run_config.h"\n', {}, UP_ENGINE),
    ('a line continuation', 'engine/core', '#include \\\n  "run/run_config.h"\n', {}, UP_ENGINE),
    ('a macro-computed include', 'engine/core', '#define DP_UP "run/run_config.h"\n#include DP_UP\n', {}, UP_ENGINE),
    ('through a .inc file', 'engine/core', '#include "up.inc"\n', {'up.inc': '#include "run/run_config.h"\n'}, UP_ENGINE),
    ('through a .hpp file', 'engine/core', '#include "up.hpp"\n', {'up.hpp': '#include <run/run_config.h>\n'}, UP_ENGINE),
    ('a ".." from a UI folder', 'ui/common', '#include "common/../shell/settings.h"\n', {}, UP_UI),
    ('the engine from ui/, allowed', 'ui/common', '#include "run/run_config.h"\n', {}, None),
    ('its own folder and below, allowed', 'engine/parallel', '#include "core/chunk.h"\n#include "parallel/data_parallel.h"\n', {}, None),
    ('a widget in the base tier', 'ui/lessons:base', '#include <QtWidgets/QLabel>\n', {}, WIDGET),
    ('a widget through a header of the folder', 'ui/stage:base', '#include "stage/flow_item.h"\n', {}, WIDGET),
    ('QtCore in the base tier, allowed', 'ui/lessons:base', '#include <QtCore/QObject>\n', {}, None),
    ('a widget in the widget tier, allowed', 'ui/lessons', '#include <QtWidgets/QLabel>\n', {}, None),
]


def main():
    if not QT_FLAGS:
        print('no Qt headers (qt6/QtCore) under /usr/include')
        return 1
    failures = 0
    for name, where, source, extra, expected in PLANTS:
        with tempfile.TemporaryDirectory() as scratch:
            for file, text in extra.items():
                with open(os.path.join(scratch, file), 'w') as f:
                    f.write(text)
            path = os.path.join(scratch, 'planted.cpp')
            with open(path, 'w') as f:
                f.write(source)
            run = subprocess.run([sys.executable, CHECK, '--compile', ROOT, where, path, *QT_FLAGS], capture_output=True,
                                 text=True)
            said = run.stdout + run.stderr
            if expected is None and run.returncode != 0:
                print(f'{name}: refused, but it is allowed:\n{said}')
                failures += 1
            elif expected is not None and (run.returncode != 1 or expected not in said):
                print(f'{name}: not refused as "{expected}" (exit {run.returncode}):\n{said}')
                failures += 1
            else:
                print(f'{name}: {"refused" if expected else "allowed"}')
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
