#!/usr/bin/env python3
"""Reports every skipped test by name and fails when one was skipped that should have run.

A CTest test that exits with its SKIP_RETURN_CODE shows as "Skipped", and a Qt Test function that
calls QSKIP exits 0, so CTest calls its program "Passed": both would keep CI green while the check
they stand for never ran. This reads what `ctest` printed (the whole-test skips) and CTest's
LastTest.log (every test's output: the Qt Test "SKIP   :" lines), prints one line per skip, and
exits 1 when
  - a whole test was skipped (on CI every dependency comes from tools/install-deps.sh), or
  - a function was skipped for a missing tool ("... is not installed", "... not found"),
and 0 otherwise: skips that depend on the machine itself (no CUDA device, running as root, a memory
budget that holds) are reported and allowed.

Usage: tools/check_skips.py CTEST_OUTPUT LAST_TEST_LOG
"""
import re
import sys

WHOLE_TEST_SKIP = re.compile(r'^\s*\d+ - (\S+) \((Skipped|Not Run|Disabled)\)\s*$')
TESTING = re.compile(r'^\d+/\d+ Testing: (\S+)\s*$')
QT_SKIP = re.compile(r'^SKIP\s+: (\S+?)\((.*)$')  # "SKIP   : Class::function(row) reason"
MISSING_TOOL = re.compile(r'not installed|not found|is missing|no such program', re.IGNORECASE)


def whole_test_skips(ctest_output):
    skips = []
    for line in ctest_output.splitlines():
        m = WHOLE_TEST_SKIP.match(line)
        if m:
            skips.append((m.group(1), m.group(2)))
    return skips


def function_skips(last_test_log):
    """(test, function, reason) for every Qt Test SKIP line, under the test whose output holds it."""
    skips = []
    test = '?'
    for line in last_test_log.splitlines():
        m = TESTING.match(line)
        if m:
            test = m.group(1)
            continue
        m = QT_SKIP.match(line)
        if m:
            # The row runs to the parenthesis that closes "(": rows and reasons may hold their own.
            rest, depth, end = m.group(2), 1, len(m.group(2))
            for i, c in enumerate(rest):
                depth += (c == '(') - (c == ')')
                if depth == 0:
                    end = i
                    break
            skips.append((test, f'{m.group(1)}({rest[:end]})', rest[end + 1:].strip()))
    return skips


def main(argv):
    if len(argv) != 3:
        print('usage: check_skips.py CTEST_OUTPUT LAST_TEST_LOG', file=sys.stderr)
        return 2
    try:
        with open(argv[1], encoding='utf-8', errors='replace') as f:
            ctest_output = f.read()
        with open(argv[2], encoding='utf-8', errors='replace') as f:
            last_test_log = f.read()
    except OSError as e:
        print(f'check_skips: {e.filename}: {e.strerror}', file=sys.stderr)
        return 2
    refused = 0
    whole = whole_test_skips(ctest_output)
    functions = function_skips(last_test_log)
    for name, how in whole:
        print(f'skipped test: {name} ({how}): expected to run here, its dependencies come from tools/install-deps.sh')
        refused += 1
    allowed = {}  # (test, reason) -> the functions skipped for it, in order
    for test, function, reason in functions:
        if MISSING_TOOL.search(reason):
            print(f'skipped: {test} {function}: {reason}: expected to run here (a missing tool)')
            refused += 1
        else:
            allowed.setdefault((test, reason), []).append(function)
    for (test, reason), names in allowed.items():
        more = f' and {len(names) - 1} more' if len(names) > 1 else ''
        print(f'skipped (allowed on this machine): {test} {names[0]}{more}: {reason}')
    print(f'check_skips: {len(whole)} whole test(s) and {len(functions)} function(s) skipped, '
          f'{refused} of them expected to run')
    return 1 if refused else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
