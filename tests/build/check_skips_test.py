#!/usr/bin/env python3
"""tools/check_skips.py on made-up CTest logs: a whole-test skip and a skip for a missing tool fail
it, a machine's own skip (no CUDA device) is reported and allowed, a clean run passes."""
import os
import subprocess
import sys
import tempfile

TOOL = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'tools', 'check_skips.py')

CLEAN_CTEST = """    Start 1: test_a
1/2 Test #1: test_a ...........   Passed    0.10 sec
2/2 Test #2: vote_page ........   Passed    9.00 sec

100% tests passed, 0 tests failed out of 2
"""
SKIPPED_CTEST = CLEAN_CTEST.replace('2/2 Test #2: vote_page ........   Passed', '2/2 Test #2: vote_page ........***Skipped') + """
The following tests did not run:
\t  2 - vote_page (Skipped)
"""


def log(*sections):
    out = ['Start testing: Dec 05 04:12 UTC', '-' * 58]
    for i, (name, lines) in enumerate(sections, 1):
        out += [f'{i}/{len(sections)} Testing: {name}', f'{i}/{len(sections)} Test: {name}', 'Output:', '-' * 58]
        out += lines + ['<end of output>', 'Test Passed.']
    return '\n'.join(out) + '\n'


CUDA_SKIP = ['PASS   : TestCuda::initTestCase()',
             'SKIP   : TestCuda::deviceWork() cuda: no CUDA device: 0 CUDA devices (cudaErrorInsufficientDriver = 35)',
             'SKIP   : TestCuda::copies(8 GPUs) cuda: no CUDA device: 0 CUDA devices (cudaErrorInsufficientDriver = 35)',
             # a row with parentheses of its own: the reason still starts after the row's closing one
             'SKIP   : TestCuda::cases(case 0 (linear): 1 GPUs [cuda]) cuda: no CUDA device: 0 CUDA devices (cudaErrorInsufficientDriver = 35)']
TOOL_SKIP = ['SKIP   : TestProjector::codeReadsBack(zh_CN) zbarimg (zbar-tools) is not installed: the code is not read back']

CASES = [  # (name, ctest output, LastTest.log, exit status, texts the output must hold)
    ('clean run', CLEAN_CTEST, log(('test_a', ['PASS   : A::f()'])), 0, ['0 whole test(s) and 0 function(s)']),
    ('a whole test skipped', SKIPPED_CTEST, log(('test_a', [])), 1, ['skipped test: vote_page (Skipped)']),
    ('no CUDA device', CLEAN_CTEST, log(('test_cuda', CUDA_SKIP)), 0,
     ['skipped (allowed on this machine): test_cuda TestCuda::deviceWork() and 2 more: cuda: no CUDA device',
      '0 whole test(s) and 3 function(s) skipped, 0 of them']),
    ('a missing tool', CLEAN_CTEST, log(('test_cuda', CUDA_SKIP), ('test_projector', TOOL_SKIP)), 1,
     ['skipped: test_projector TestProjector::codeReadsBack(zh_CN): zbarimg', '1 of them expected to run']),
]


def main():
    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        for name, ctest, last, want_rc, texts in CASES:
            a, b = os.path.join(tmp, 'ctest.out'), os.path.join(tmp, 'LastTest.log')
            with open(a, 'w') as f:
                f.write(ctest)
            with open(b, 'w') as f:
                f.write(last)
            r = subprocess.run([sys.executable, TOOL, a, b], capture_output=True, text=True)
            missing = [t for t in texts if t not in r.stdout]
            if r.returncode != want_rc or missing:
                print(f'FAIL {name}: exit {r.returncode} (want {want_rc}); missing {missing}\n{r.stdout}{r.stderr}')
                failures += 1
            else:
                print(f'ok   {name}')
        r = subprocess.run([sys.executable, TOOL, os.path.join(tmp, 'none'), os.path.join(tmp, 'none')],
                           capture_output=True, text=True)
        if r.returncode != 2 or r.stderr.count('\n') != 1:
            print(f'FAIL a missing log: exit {r.returncode}, stderr {r.stderr!r}')
            failures += 1
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
