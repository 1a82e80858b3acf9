# Timing the built configurations against each other on a shared, noisy
# machine, as scripts/suites/timing.py does for the benchmarks: the runs
# alternate (the order reversed every other round), each configuration's
# time is its minimum CPU time (the child's rusage, os.wait4) over the
# rounds, and every run must exit 0 and print the verification pattern.
# Unlike timing.alternated, a configuration whose run fails is recorded
# as failed and dropped from the later rounds; the others go on.
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

"""Alternated min-of-N CPU time of configurations, failures recorded."""

import re

from . import builds


class Side:
    """A built configuration to time: NAME, the folder to run in."""

    def __init__(self, name, run_dir):
        self.name, self.run_dir = name, run_dir
        self.samples, self.failure = [], None

    @property
    def best(self):
        return min(self.samples) if self.samples else None

    @property
    def spread(self):
        if len(self.samples) < 2 or not self.best:
            return None
        return (max(self.samples) - self.best) / self.best


def alternated(sides, argv, verify, repeats, timeout=None, tick=None):
    """Run ARGV in each side's folder REPEATS times, alternated; a run that
    exits non-zero, times out or does not match the regex VERIFY marks its
    side failed.  TICK(side, seconds or None) after each run."""
    pattern = re.compile(verify, re.M)
    for rnd in range(repeats):
        order = sides if rnd % 2 == 0 else sides[::-1]
        for s in order:
            if s.failure:
                continue
            rc, cpu, out = builds.run_timed(argv, s.run_dir, timeout)
            if rc is None:
                s.failure = "run timed out (%s s)" % timeout
            elif rc != 0:
                s.failure = "run failed (exit %d)" % rc
            elif not pattern.search(out):
                s.failure = "verification failed"
            else:
                s.samples.append(cpu)
            if tick:
                tick(s, None if s.failure else cpu)
    return sides
