# Timing two (or more) builds of one benchmark against each other on a
# shared, noisy machine: the runs alternate so that a slow period hits
# both sides alike, and each measurement's minimum over the rounds is
# kept, since noise only ever adds time.  The time is CPU time (the
# program's own clock_gettime(CLOCK_PROCESS_CPUTIME_ID), or the child's
# rusage), which other processes on the machine do not inflate the way
# they inflate wall time.
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

"""Alternated min-of-N CPU-time runs of several builds of one program."""

import os
import resource
import subprocess
import time

PROCESS = "process"  # the key of a run's whole-process CPU time


def pinned(cpu="1", realtime=True):
    """The prefix that runs a timed command pinned to CPU (taskset; "none"
    for no pinning) at real-time priority (chrt -f 1, where permitted),
    and notes on what could not be had.  SCHED_FIFO: other processes on
    the machine (builds, tests, other benchmarks) no longer preempt a
    timed run; the kernel's RT throttling still leaves 5% of each second
    to them."""
    import shutil
    prefix, notes = [], []
    if cpu != "none" and shutil.which("taskset") and (os.cpu_count() or 1) > int(cpu):
        prefix = ["taskset", "-c", cpu]
    elif cpu != "none":
        notes.append("timing runs not pinned (taskset or CPU %s missing)" % cpu)
    if realtime and shutil.which("chrt") and subprocess.run(
            ["chrt", "-f", "1", "true"], stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL).returncode == 0:
        prefix = ["chrt", "-f", "1"] + prefix
    elif realtime:
        notes.append("timing runs at normal priority (chrt -f not permitted): "
                     "other load on the machine adds noise")
    return prefix, notes


class RunError(RuntimeError):
    """A timed run exited non-zero or printed no measurement."""


def run_once(argv, env=None, cwd=None, timeout=None):
    """Run ARGV; returns (stdout, CPU seconds of the child, user + system).
    The CPU time comes from the rusage of reaped children, so nothing else
    may reap a child of this process meanwhile (runs are sequential)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    r = subprocess.run(argv, env=env, cwd=cwd, stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, text=True, timeout=timeout)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if r.returncode != 0:
        raise RunError("%s exited %d: %s" % (argv[0], r.returncode,
                                             r.stderr.strip()[-500:]))
    return r.stdout, cpu


def run_rusage(argv, cwd=None, env=None, output=None):
    """Run ARGV with stdout and stderr appended to the file OUTPUT (or
    discarded); returns (exit code, wall seconds, CPU seconds).  The CPU
    time is that of the child and every descendant it waited for (a make
    and its compilers), read by os.wait4 from this child alone, so other
    threads may run commands meanwhile."""
    t0 = time.monotonic()
    with open(output or os.devnull, "ab") as out:
        p = subprocess.Popen(argv, cwd=cwd, env=env, stdout=out, stderr=subprocess.STDOUT)
        _, status, ru = os.wait4(p.pid, 0)
    p.returncode = os.waitstatus_to_exitcode(status)
    return p.returncode, time.monotonic() - t0, ru.ru_utime + ru.ru_stime


def alternated(sides, repeats, parse=None, env=None, cwd=None, progress=None,
               timeout=None, check=None):
    """Run each side's command REPEATS times, alternating sides, the order
    reversed every other round (A B, B A, A B, ...) so that neither side is
    always the one running after the other.

    SIDES is [(name, argv)].  PARSE(stdout) returns {key: seconds} of the
    measurements a run prints (e.g. one per loop); without it the key
    PROCESS holds the run's CPU time.  Returns {side: {key: [seconds per
    round]}}.  PROGRESS(round, side, seconds) is called after each run;
    CHECK(side, stdout), when given, may raise RunError for a run whose
    output is wrong (a failed verification)."""
    env = dict(os.environ if env is None else env)
    samples = {name: {} for name, _ in sides}
    for rnd in range(repeats):
        order = sides if rnd % 2 == 0 else list(reversed(sides))
        for name, argv in order:
            out, cpu = run_once(argv, env=env, cwd=cwd, timeout=timeout)
            if check:
                check(name, out)
            got = parse(out) if parse else {PROCESS: cpu}
            if not got:
                raise RunError("%s printed no measurement" % argv[0])
            for key, secs in got.items():
                samples[name].setdefault(key, []).append(secs)
            if progress:
                progress(rnd, name, cpu)
    return samples


def minima(samples):
    """{side: {key: minimum seconds}} of alternated()'s samples."""
    return {side: {k: min(v) for k, v in keys.items()}
            for side, keys in samples.items()}


def spread(values):
    """(max - min) / min of one key's samples: how noisy its rounds were,
    shown beside a ratio so that a small difference can be judged."""
    lo = min(values)
    return (max(values) - lo) / lo if lo > 0 else None
