"""Unit tests of the triage past GCC's own bugs (triage.past_gcc_bug),
with a runner that fails by the flags it is given:

  cd scripts && python3 -m unittest fuzzing.test_triage

Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
"""

import unittest

from fuzzing.model import Case
from fuzzing.outcome import Failure
from fuzzing.triage import GCC_BUG_FLAGS, past_gcc_bug


class FakeRunner:
    """GCC fails unless the case has GCC_FIX; the plugin fails unless it
    has PLUGIN_FIX (None: never fails; 'never': always fails)."""

    def __init__(self, gcc_fix, plugin_fix):
        self.gcc_fix = gcc_fix
        self.plugin_fix = plugin_fix
        self.calls = []

    def test(self, cfg, src, wd, expected, case, plugin=True):
        self.calls.append((tuple(case.extra), plugin))
        fix = self.plugin_fix if plugin else self.gcc_fix
        if fix is None or fix in case.extra:
            return None, None, True
        return Failure('mismatch', 'sse4', 'wrong output', actual='x',
                       flags=list(case.extra)), None, True


def gcc_failure():
    f = Failure('mismatch', 'sse4', 'wrong output', actual='y')
    f.gcc_too = True
    return f


class PastGccBug(unittest.TestCase):
    def test_both_pass_with_the_flag(self):
        case, f = Case(1, 2), gcc_failure()
        runner = FakeRunner('-fno-unswitch-loops', '-fno-unswitch-loops')
        past_gcc_bug(runner, f, None, case, 'case.c', '.', 'ok')
        self.assertTrue(f.gcc_too)
        self.assertEqual(case.extra, [])
        self.assertIn('-fno-unswitch-loops GCC and the plugin both pass', f.detail)

    def test_hyperlane_fails_behind_gcc(self):
        case, f = Case(1, 2), gcc_failure()
        runner = FakeRunner('-fno-tree-loop-distribution', 'never')
        past_gcc_bug(runner, f, None, case, 'case.c', '.', 'ok')
        self.assertFalse(f.gcc_too)
        self.assertEqual(case.extra, ['-fno-tree-loop-distribution'])
        self.assertEqual(f.flags, ['-fno-tree-loop-distribution'])
        self.assertIn('with -fno-tree-loop-distribution, which GCC passes with', f.signature)

    def test_gcc_fails_with_every_flag(self):
        case, f = Case(1, 2), gcc_failure()
        runner = FakeRunner('-fsomething-else', 'never')
        past_gcc_bug(runner, f, None, case, 'case.c', '.', 'ok')
        self.assertTrue(f.gcc_too)
        self.assertEqual(case.extra, [])
        # Only GCC was asked, once per flag.
        self.assertEqual(runner.calls, [((x,), False) for x in GCC_BUG_FLAGS])

    def test_plain_O2_cases_are_left(self):
        case, f = Case(1, 2), gcc_failure()
        case.extra = ['-O2']
        runner = FakeRunner('-fno-unswitch-loops', 'never')
        past_gcc_bug(runner, f, None, case, 'case.c', '.', 'ok')
        self.assertTrue(f.gcc_too)
        self.assertEqual(runner.calls, [])


if __name__ == '__main__':
    unittest.main()
