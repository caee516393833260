#!/usr/bin/env python3
"""The layers of engine/ and ui/ as the compiler saw them: every header a folder's objects read is of
its own folder or of a folder below it (cmake/DpvizLayers.cmake has the order; ui/ may read all of
engine/, engine/ none of ui/), and ui/'s base tier (dpui_<folder>_base) reads no Qt header beyond
QtCore, QtNetwork and QtWebSockets (no widget, no painting). The headers are the compiler's own dependency output, so an include
reached through "core/../run/x.h", a macro, a line continuation, a comment inside the directive, a
.inc or .hpp file, or another header is judged by the file it really opened.

Usage: check_layer_deps.py --ninja BUILD ROOT
           every object of the build's dpengine_<folder>, dpui_<folder>_base and dpui_<folder>
           libraries (`ninja -t deps`)
       check_layer_deps.py --compile ROOT TREE/FOLDER FILE [FLAG ...]
           FILE preprocessed as if it stood in TREE/FOLDER (c++ -MM -MG -I ROOT/engine -I ROOT/ui);
           ui/FOLDER:base: as a source of the folder's base tier
One line per refused header, as a compiler's (the object or file: what it read, why); exit 1 then.
"""
import os
import re
import subprocess
import sys


def layer_order(root):
    text = open(os.path.join(root, 'cmake', 'DpvizLayers.cmake'), encoding='utf-8').read()
    order = {}
    for tree, name in (('engine', 'DPVIZ_ENGINE_LAYERS'), ('ui', 'DPVIZ_UI_LAYERS')):
        m = re.search(r'set\(%s ([^)]*)\)' % name, text)
        if not m:
            sys.exit(f'check_layer_deps: no {name} in cmake/DpvizLayers.cmake')
        order[tree] = m.group(1).split()
    return order


# The Qt modules ui/'s base tier may read (cmake/DpvizLayers.cmake: QtCore and QtNetwork only).
BASE_QT = {'QtCore', 'QtNetwork', 'QtWebSockets'}


def verdict(order, root, tree, own, header, base=False):
    """None when `header` (a path) may be read from tree/own (its base tier if `base`), else why not."""
    qt = re.search(r'/qt6/(Qt\w+)/', header)
    if base and qt and qt.group(1) not in BASE_QT:
        return f'{header}: {qt.group(1)} in the base tier, which reads only {", ".join(sorted(BASE_QT))}'
    rel = os.path.relpath(os.path.normpath(header), root)
    parts = rel.split(os.sep)
    if len(parts) < 3 or parts[0] not in ('engine', 'ui'):
        return None  # not ours: the system, Qt, the build's generated files
    htree, hfolder = parts[0], parts[1]
    if htree == 'engine' and tree == 'ui':
        return None  # the whole engine stands below the UI
    if htree == 'ui' and tree == 'engine':
        return f'{rel} is of ui/, which stands above all of engine/'
    layers = order[tree]
    if hfolder not in layers:
        return f'{rel} is in no layer of {tree}/'
    if layers.index(hfolder) > layers.index(own):
        return f'{rel}: {hfolder} stands above {own} ({tree} layers, bottom first: {" < ".join(layers)})'
    return None


def ninja_units(build):
    """(tree, folder, object, [headers], base tier?) for each object of a layer library, from ninja's
    deps log."""
    out = subprocess.run(['ninja', '-C', build, '-t', 'deps'], capture_output=True, text=True, check=True).stdout
    obj = re.compile(r'^((engine|ui)/([^/]+)/CMakeFiles/(dpengine|dpui)_\3(_base)?\.dir/\S+\.o): #deps')
    units, current = [], None
    for line in out.splitlines():
        m = obj.match(line)
        if m:
            current = (m.group(2), m.group(3), m.group(1), [], bool(m.group(5)))
            units.append(current)
        elif not line.startswith(' '):
            current = None
        elif current is not None and line.strip():
            path = line.strip()
            current[3].append(path if os.path.isabs(path) else os.path.join(build, path))
    return units


def compiled_unit(root, where, source, flags):
    tree, folder = where.split('/', 1)
    base = folder.endswith(':base')  # ui/FOLDER:base: as a source of the folder's base tier
    folder = folder.removesuffix(':base')
    cmd = ['c++', '-std=c++20', '-MM', '-MG', '-I', os.path.join(root, 'engine'), '-I', os.path.join(root, 'ui'), *flags, source]
    run = subprocess.run(cmd, capture_output=True, text=True)
    if run.returncode:
        sys.exit(f'check_layer_deps: {" ".join(cmd)} failed:\n{run.stderr}')
    deps = run.stdout.replace('\\\n', ' ').split(':', 1)[1].split()
    return [(tree, folder, source, [d if os.path.isabs(d) else os.path.join(os.path.dirname(source), d) for d in deps], base)]


def main(argv):
    if len(argv) >= 3 and argv[0] == '--ninja':
        build, root = argv[1], os.path.abspath(argv[2])
        units = ninja_units(build)
        if len(units) < 50:
            sys.exit(f'check_layer_deps: only {len(units)} objects of the layer libraries in {build}\'s deps log (build it first, with Ninja)')
    elif len(argv) >= 4 and argv[0] == '--compile':
        root = os.path.abspath(argv[1])
        units = compiled_unit(root, argv[2], os.path.abspath(argv[3]), argv[4:])
    else:
        sys.exit(__doc__)
    order = layer_order(root)
    problems, headers = [], 0
    for tree, folder, unit, deps, base in units:
        if folder not in order[tree]:
            problems.append(f'{unit}: {tree}/{folder} is in no layer (cmake/DpvizLayers.cmake)')
            continue
        for dep in deps:
            headers += 1
            why = verdict(order, root, tree, folder, dep, base)
            if why:
                problems.append(f'{unit}: {tree}/{folder} reads {why}')
    for p in sorted(set(problems)):
        print(p)
    if problems:
        return 1
    print(f'layers as compiled: {len(units)} objects, {headers} headers read, none from a folder above its own, no widget in the base tier')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
