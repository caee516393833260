#!/usr/bin/env python3
"""layers_linked_planted.py BUILD_DIR: the link checks refuse a call upward, and only that.

The build links each layer library alone (cmake/DpvizLayers.cmake, dpviz_link_checks): the program
link_checks/link_check_<library> is all the library's objects linked to what the library links. This
test plants, in each of those links, an object that calls a function defined in the library just above
it in the order (the next engine folder; from a ui/ base tier, its own folder's widget tier; from a
widget tier, the next folder's base tier). The link must fail and name that function. The same planted
object added to the upper library's own link must succeed: the function is there, only the layer
below may not reach it. Needs the build's ninja files and nm.
"""
import concurrent.futures
import os
import re
import shlex
import subprocess
import sys
import tempfile


def order(libraries):
    """The layer libraries bottom first, as cmake/DpvizLayers.cmake ranks them."""
    layers = {}
    with open(os.path.join(os.path.dirname(__file__), '..', '..', 'cmake', 'DpvizLayers.cmake'), encoding='utf-8') as f:
        text = f.read()
    for tree in ('ENGINE', 'UI'):
        layers[tree] = re.search(r'set\(DPVIZ_%s_LAYERS ([^)]*)\)' % tree, text).group(1).split()
    ranked = ['dpengine_' + l for l in layers['ENGINE']]
    for l in layers['UI']:
        ranked += ['dpui_%s_base' % l, 'dpui_' + l]
    return [name for name in ranked if name in libraries]


def link_command(build, library, out, obj):
    """The build's own link of link_check_<library> (a shell line), writing to `out` instead and with
    `obj` after the main."""
    target = 'link_checks/link_check_' + library
    link = subprocess.run(['ninja', '-C', build, '-t', 'commands', target], capture_output=True, text=True,
                          check=True).stdout.strip().splitlines()[-1]
    for old, new in ((' -o %s ' % target, ' -o %s ' % shlex.quote(out)),
                     ('link_check_main.cpp.o ', 'link_check_main.cpp.o %s ' % shlex.quote(obj))):
        if old not in link:
            raise SystemExit('the link of %s has no %r: %s' % (target, old, link[:300]))
        link = link.replace(old, new, 1)
    return link


def defined_function(build, library):
    """A global function defined in the library's archive (its mangled and its readable name)."""
    archive = None
    for root, _, files in os.walk(build):
        if 'lib%s.a' % library in files:
            archive = os.path.join(root, 'lib%s.a' % library)
            break
    if not archive:
        raise SystemExit('no archive lib%s.a under %s' % (library, build))
    symbols = subprocess.run(['nm', '--defined-only', '--extern-only', archive], capture_output=True, text=True,
                             check=True).stdout
    for line in symbols.splitlines():
        parts = line.split()
        # A strong text symbol of C++ (not an inline or template, which a lower object may hold too).
        if len(parts) == 3 and parts[1] == 'T' and parts[2].startswith('_Z') and 'qt_' not in parts[2]:
            readable = subprocess.run(['c++filt', parts[2]], capture_output=True, text=True, check=True).stdout.strip()
            return parts[2], readable
    raise SystemExit('lib%s.a defines no function' % library)


def planted_object(work, name, mangled):
    """An object whose one function calls `mangled` (declared by its linker name)."""
    source = os.path.join(work, name + '.cpp')
    with open(source, 'w', encoding='utf-8') as f:
        f.write('extern "C" void %s();\nextern "C" void dpviz_planted_call() { %s(); }\n' % (mangled, mangled))
    obj = os.path.join(work, name + '.o')
    subprocess.run(['c++', '-c', source, '-o', obj], check=True)
    return obj


def link_with(build, library, obj, work):
    out = os.path.join(work, 'out-%s-%s' % (library, os.path.basename(obj)))
    run = subprocess.run(['bash', '-c', link_command(build, library, out, obj)], cwd=build, capture_output=True,
                         text=True)
    return run.returncode, run.stdout + run.stderr


def main():
    build = os.path.abspath(sys.argv[1])
    checks = os.path.join(build, 'link_checks')
    if not os.path.isdir(checks):
        print('SKIP: this build has no link checks (DPVIZ_LINK_CHECK off)')
        return 77
    libraries = order({name[len('link_check_'):] for name in os.listdir(checks) if name.startswith('link_check_')})
    if len(libraries) < 20:
        raise SystemExit('only %d layer libraries have a link check' % len(libraries))
    failures = []
    with tempfile.TemporaryDirectory() as work:
        pairs = []
        for lower, upper in zip(libraries, libraries[1:]):
            mangled, readable = defined_function(build, upper)
            pairs.append((lower, upper, planted_object(work, 'call-' + upper, mangled), readable))

        def judge(pair):
            lower, upper, obj, readable = pair
            rc, out = link_with(build, lower, obj, work)
            wanted = 'undefined reference to `%s' % readable.split('(')[0]
            if rc == 0 or wanted not in out:
                return '%s: a call to %s (%s) linked, or failed for another reason:\n%s' % (
                    lower, readable, upper, out[-2000:])
            rc, out = link_with(build, upper, obj, work)
            if rc != 0:
                return '%s: the control (the same call in its own layer) failed to link:\n%s' % (upper, out[-2000:])
            print('refused: %s calling %s (%s); its own layer links it' % (lower, readable, upper))
            return None

        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, min(4, os.cpu_count() or 1))) as pool:
            failures = [f for f in pool.map(judge, pairs) if f]
    for failure in failures:
        print('FAIL', failure)
    print('%d planted upward calls, %d refused by the link checks' % (len(libraries) - 1,
                                                                      len(libraries) - 1 - len(failures)))
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
