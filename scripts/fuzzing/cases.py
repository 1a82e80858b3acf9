"""Case N of a seed, of either style: the AoS kernels (fuzzing.aos) or
whole programs (fuzzing.program), chosen per case under --style mix; the
flags drawn for a case beside its source (-O2, a forced planner); the
generator features --avoid can leave out.  Every draw of this module
comes from a random stream of its own, so that a case's source stays what
earlier versions generated.

Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
"""

import random

from fuzzing import program, shapes
from fuzzing.aos import gen_aos_case
from fuzzing.generator import Generator
from fuzzing.targets import EXTRA_FLAG_SETS

AVOIDABLE = ['shift', 'red', 'scan', 'iv', 'cond', 'intdiv', 'call', 'carried', 'down',
             'widen', 'nest', 'overlap', 'layout', 'global', 'struct', 'flat', 'live',
             'tight', 'bounds', 'ptr', 'twoiv', 'step', 'gbind', 'negzero', 'flags',
             'view', 'o2'] + shapes.SHAPES

# The generator styles: AoS kernels (gen_loop) and whole programs
# (fuzzing.program); 'mix' makes PROGRAM_SHARE of the cases programs.
STYLES = ['aos', 'program', 'mix']
PROGRAM_SHARE = 0.2


def case_style(seed, n):
    """The style of case N, from a stream of its own (an AoS case is the
    case earlier versions generated)."""
    if Generator.style != 'mix':
        return Generator.style
    r = random.Random('hyperlane-fuzz-style:%d:%d' % (seed, n))
    return 'program' if r.random() < PROGRAM_SHARE else 'aos'


def gen_program_case(seed, n, quick):
    c = program.gen_program(seed, n, quick, Generator.avoid)
    r = random.Random('hyperlane-fuzz-program-flags:%d:%d' % (seed, n))
    c.attr = 'noipa' if r.random() < 0.85 else 'noinline'
    if r.random() < 0.3 and 'flags' not in Generator.avoid:
        c.extra = list(r.choice(EXTRA_FLAG_SETS))
        c.desc.append('extra flags %s' % ' '.join(c.extra))
    return c


def gen_case(seed, n, quick=False):
    if case_style(seed, n) == 'program':
        c = gen_program_case(seed, n, quick)
    else:
        c = gen_aos_case(seed, n, quick)
    # Either planner forced where the loop allows it, so that both are
    # exercised beyond the plans plan_weight picks.  From a random stream
    # of its own: the cases' sources stay those of earlier versions.
    # Plain -O2: GCC 12's very cheap vectorizer cost model in front of
    # hyperlane (issue 23's ICEs were at -O2 too); not in the CI sample,
    # whose batches it would split.
    o2 = random.Random('hyperlane-fuzz-o2:%d:%d' % (seed, n))
    if (not quick and not c.extra and not Generator.avoid & {'flags', 'o2'}
            and o2.random() < 0.06):
        c.extra = ['-O2']
        c.desc.append('extra flags -O2')
    pr = random.Random('hyperlane-fuzz-plan:%d:%d' % (seed, n))
    if pr.random() < 0.3:
        c.extra.append('-fplugin-arg-hyperlane-plan='
                       + pr.choice(['memory-order', 'memory-order', 'classic']))
        c.desc.append('planner forced: %s' % c.extra[-1].split('=')[1])
    # Record lanes are hyperlane's plan of a wide-record loop only where
    # the wide plan loses, so cost=always would never make them: half the
    # cases with such loops ask for them wherever they can be made.
    wr = random.Random('hyperlane-fuzz-records:%d:%d' % (seed, n))
    if any(d.startswith('shapes: wide records') for d in c.desc) and wr.random() < 0.5:
        c.extra = [x for x in c.extra if not x.startswith('-fplugin-arg-hyperlane-plan=')]
        c.extra.append('-fplugin-arg-hyperlane-plan=records')
        c.desc = [d for d in c.desc if not d.startswith('planner forced')]
        c.desc.append('planner forced: records')
    return c

