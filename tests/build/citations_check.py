#!/usr/bin/env python3
"""Every citation in the tree points at a file in it: no source, script, resource, test, README.md or
docs/*.md cites a document that is not in the repository (DESIGN, STYLE) or an issue number, every
docs/*.md named exists, and every relative link or image in README.md and docs/*.md (`](path)`, not
http(s), mailto or a #anchor alone) points at a file that exists. Run with the source directory."""
import os
import re
import sys

ROOT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), '..', '..')
FOLDERS = ['engine', 'ui', 'app', 'tests', 'tools', 'resources', 'fuzz', 'cmake', '.ci']
SUFFIXES = ('.h', '.cpp', '.cu', '.cuh', '.py', '.sh', '.cmake', '.txt', '.js', '.mjs', '.html', '.css', '.in', '.dpviz', '')
OUTSIDE = re.compile(r'\bDESIGN\b|\bSTYLE S\d+|\b[Ii]ssues? #?\d+\b')
NAMED = re.compile(r'\b(docs/[\w.-]+\.md|translations/glossary\.md)\b')
LINK = re.compile(r'\]\(([^)\s]+)(?:\s+"[^"]*")?\)')
SELF = os.path.normpath(os.path.abspath(__file__))


def documents():
    """README.md and every docs/*.md: the prose that readers follow."""
    yield os.path.join(ROOT, 'README.md')
    docs = os.path.join(ROOT, 'docs')
    for name in sorted(os.listdir(docs)) if os.path.isdir(docs) else []:
        if name.endswith('.md'):
            yield os.path.join(docs, name)


def broken_links(path, lines):
    """Relative links and images in a markdown file whose target is not a file or folder in the tree."""
    base = os.path.dirname(path)
    fence = False
    for number, line in enumerate(lines, 1):
        if line.lstrip().startswith('```'):
            fence = not fence
            continue
        if fence:
            continue
        for target in LINK.findall(line):
            if re.match(r'^[a-z][a-z0-9+.-]*:', target) or target.startswith('#'):
                continue  # http(s), mailto, or an anchor in the same page
            file = target.split('#', 1)[0]
            if not os.path.exists(os.path.normpath(os.path.join(base, file))):
                yield number, target


def sources():
    for folder in FOLDERS:
        for dirpath, dirnames, filenames in os.walk(os.path.join(ROOT, folder)):
            dirnames[:] = [d for d in dirnames if d not in ('node_modules', 'corpus', 'regressions', 'data')]
            for name in filenames:
                path = os.path.join(dirpath, name)
                if name.endswith(SUFFIXES) and os.path.normpath(os.path.abspath(path)) != SELF:
                    yield path


def main():
    problems, count, docs = [], 0, 0
    for path in list(sources()) + list(documents()):
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
        if path.endswith('.md') and os.path.dirname(os.path.abspath(path)) in (os.path.abspath(ROOT), os.path.abspath(os.path.join(ROOT, 'docs'))):
            docs += 1
            for number, target in broken_links(path, lines):
                problems.append(f'{rel}:{number}: links to {target}, which does not exist')
    for p in problems:
        print(p)
    if count < 200 or docs < 5:
        print(f'citations_check: only {count} files ({docs} README/docs pages) read under {ROOT}')
        return 1
    print(f'citations_check: {count} files ({docs} README/docs pages), {len(problems)} citation(s) or link(s) outside the repository')
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
