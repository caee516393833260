#!/usr/bin/env python3
"""Every citation in the tree points at a file in it: no source, script, resource or test cites a
document that is not in the repository (DESIGN, STYLE) or an issue number, and every docs/*.md or
README named in a comment exists. Run with the source directory."""
import os
import re
import sys

ROOT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), '..')
FOLDERS = ['engine', 'ui', 'app', 'tests', 'tools', 'resources', 'fuzz', 'cmake', '.ci']
SUFFIXES = ('.h', '.cpp', '.cu', '.cuh', '.py', '.sh', '.cmake', '.txt', '.js', '.mjs', '.html', '.css', '.in', '.dpviz', '')
OUTSIDE = re.compile(r'\bDESIGN\b|\bSTYLE S\d+|\b[Ii]ssues? #?\d+\b')
NAMED = re.compile(r'\b(docs/[\w.-]+\.md|translations/glossary\.md)\b')
SELF = os.path.normpath(os.path.abspath(__file__))


def sources():
    for folder in FOLDERS:
        for dirpath, dirnames, filenames in os.walk(os.path.join(ROOT, folder)):
            dirnames[:] = [d for d in dirnames if d not in ('node_modules', 'corpus', 'regressions', 'data')]
            for name in filenames:
                path = os.path.join(dirpath, name)
                if name.endswith(SUFFIXES) and os.path.normpath(os.path.abspath(path)) != SELF:
                    yield path


def main():
    problems, count = [], 0
    for path in sources():
        try:
            with open(path, encoding='utf-8') as f:
                lines = f.readlines()
        except (UnicodeDecodeError, OSError):
            continue  # binary files (icons, fixtures) cite nothing
        count += 1
        rel = os.path.relpath(path, ROOT)
        for number, line in enumerate(lines, 1):
            m = OUTSIDE.search(line)
            if m:
                problems.append(f'{rel}:{number}: cites "{m.group(0)}", which is not in the repository: cite a file in it')
            for doc in NAMED.findall(line):
                if not os.path.exists(os.path.join(ROOT, doc)):
                    problems.append(f'{rel}:{number}: cites {doc}, which does not exist')
    for p in problems:
        print(p)
    if count < 200:
        print(f'citations_check: only {count} files read under {ROOT}')
        return 1
    print(f'citations_check: {count} files, {len(problems)} citation(s) outside the repository')
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
