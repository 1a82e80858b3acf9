# Building one configuration of the program being tuned, in a copy of its
# own, and reading the build's verdict: built, failed, or built with a
# layout the plugin refused ("layout of 'u' not changed: ...", which
# leaves the array as it was: such a build is never a candidate).
#
# Two kinds of program: a user's (a source folder copied, the --build
# command run in the copy by /bin/sh with the HYPERLANE_* variables of
# ENV_DOC set) and an NPB 3.3 C benchmark (scripts/suites/npb.py's copy and
# make.def, as bench-npb.py builds it).
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

"""Per-configuration builds: a user's build command, or NPB's make."""

import os
import re
import shlex
import shutil
import subprocess
import threading

from suites import npb, timing

ENV_DOC = """\
The build command runs in a fresh copy of the source folder (--src) under
/bin/sh, with these variables set:
  HYPERLANE_CFLAGS       the compiler options of the configuration: empty for
                         plain GCC, -fplugin=PLUGIN for the plugin without a
                         layout, and for a candidate also
                         -fplugin-arg-hyperlane-layout-file=FILE
                         -fplugin-arg-hyperlane-layout-trust
  HYPERLANE_LAYOUT_FILE  FILE (empty for the two baselines)
  HYPERLANE_PLUGIN       PLUGIN
  HYPERLANE_CONFIG       the configuration's name (plain, plugin, ref1, c001, ...;
                         profile: plain GCC with HYPERLANE_CFLAGS=-pg, for
                         gprof where perf cannot sample)
Use them in the build, e.g. --build 'make CFLAGS="-O3 $HYPERLANE_CFLAGS"'."""

# The plugin's warning for an array it leaves as it was (docs/layout.md §7).
_REFUSED = re.compile(r"layout of .(\w+). not changed")
_DIVISION = re.compile(r"keep[s]? a division|not strip-mined to match")


def flags(plugin, layout, pg=False):
    """HYPERLANE_CFLAGS of a configuration (PLUGIN None: plain GCC; PG:
    plain GCC with -pg, the profile of the analysis where perf cannot
    sample)."""
    if plugin is None:
        return ["-pg"] if pg else []
    out = ["-fplugin=" + plugin]
    if layout:
        out += ["-fplugin-arg-hyperlane-layout-file=" + layout,
                "-fplugin-arg-hyperlane-layout-trust"]
    return out


class Outcome:
    """What a build left: STATUS ok | build failed | refused, a note, the
    log, the directory to run in and the CPU seconds the build took."""

    def __init__(self, status, note, log, run_dir, cpu):
        self.status, self.note, self.log, self.run_dir, self.cpu = status, note, log, run_dir, cpu


def judge(rc, log, run_dir, cpu, ok_extra=True):
    """The Outcome of a build that exited RC and wrote LOG."""
    try:
        with open(log, errors="replace") as f:
            text = f.read()
    except OSError:
        text = ""
    if rc != 0 or not ok_extra:
        errs = [l.strip() for l in text.splitlines() if "error" in l.lower()]
        return Outcome("build failed", (errs[0] if errs else "exit %d" % rc)[:160], log,
                       run_dir, cpu)
    refused = sorted(set(_REFUSED.findall(text)))
    if refused:
        return Outcome("refused", "layout of %s not changed" % ", ".join(refused), log,
                       run_dir, cpu)
    div = len(set(l for l in text.splitlines() if _DIVISION.search(l)))
    return Outcome("ok", "%d loops keep a division" % div if div else "", log, run_dir, cpu)


class Generic:
    """A user's program: SRC copied to each build's folder, BUILD and RUN
    shell commands."""

    def __init__(self, src, build, run, ignore=()):
        self.src, self.build_cmd, self.run_cmd = os.path.abspath(src), build, run
        self.ignore = [os.path.abspath(p) for p in ignore]

    def sources(self, run_dir):
        return [run_dir]

    def _ignore(self, d, names):
        return [n for n in names if n in (".git", ".hg", ".svn")
                or os.path.abspath(os.path.join(d, n)) in self.ignore]

    def build(self, root, name, plugin, layout, pg=False):
        """Copy, then run the build command in the copy; an Outcome."""
        if os.path.exists(root):
            shutil.rmtree(root)
        shutil.copytree(self.src, root, ignore=self._ignore, symlinks=True)
        log = os.path.join(os.path.dirname(root), os.path.basename(root) + ".log")
        env = dict(os.environ, HYPERLANE_CFLAGS=" ".join(flags(plugin, layout, pg)),
                   HYPERLANE_LAYOUT_FILE=layout or "", HYPERLANE_PLUGIN=plugin or "",
                   HYPERLANE_CONFIG=name)
        with open(log, "w") as f:
            f.write("$ %s\n" % self.build_cmd)
        rc, _, cpu = timing.run_rusage(["/bin/sh", "-c", self.build_cmd], cwd=root, env=env,
                                       output=log)
        return judge(rc, log, root, cpu)

    def run_argv(self):
        return ["/bin/sh", "-c", self.run_cmd]

    def binary(self, run_dir):
        """The program the run command starts (its first word), for gprof."""
        words = shlex.split(self.run_cmd)
        return os.path.join(run_dir, words[0]) if words else None


class Npb:
    """An NPB 3.3 C benchmark BENCH of class CLS from the tree SRC (never
    written), built with FLAGS, as bench-npb.py does."""

    def __init__(self, src, bench, cls, flags_, cc="gcc-12"):
        self.src, self.bench, self.cls, self.flags, self.cc = src, bench, cls, flags_, cc
        self.run_cmd = "./%s.%s.x" % (bench.lower(), cls)

    def sources(self, run_dir):
        root = os.path.dirname(run_dir)
        return [os.path.join(root, self.bench), os.path.join(root, "common")]

    def build(self, root, name, plugin, layout, pg=False):
        cfg = npb.Config(name, self.flags, ["-fplugin=" + plugin] if plugin else [],
                         layout=layout, pg=pg)
        b = npb.Build("c", self.bench, self.cls, cfg, root)
        b.run(self.src, self.cc, None)
        return judge(0 if not b.error else 1, b.log, os.path.dirname(b.binary), b.cpu or 0.0,
                     ok_extra=not b.error)

    def run_argv(self):
        return [self.run_cmd]

    def binary(self, run_dir):
        return os.path.join(run_dir, self.run_cmd[2:])


def show(argv):
    return " ".join(shlex.quote(a) for a in argv)


def run_timed(argv, cwd, timeout=None, env=None):
    """Run ARGV in CWD: (exit code, CPU seconds of the child and what it
    waited for, by os.wait4, its output).  A run past TIMEOUT is killed
    (exit code None)."""
    out_path = os.path.join(cwd, ".hyperlane-tune-run.out")
    with open(out_path, "wb") as out:
        p = subprocess.Popen(argv, cwd=cwd, env=env, stdout=out, stderr=subprocess.STDOUT,
                             start_new_session=True)
        timer = None
        if timeout:
            def kill():
                try:
                    os.killpg(p.pid, 9)
                except OSError:
                    pass
            timer = threading.Timer(timeout, kill)
            timer.start()
        _, status, ru = os.wait4(p.pid, 0)
        if timer:
            timed_out = not timer.is_alive()
            timer.cancel()
        else:
            timed_out = False
    p.returncode = os.waitstatus_to_exitcode(status)
    with open(out_path, errors="replace") as f:
        text = f.read()
    return (None if timed_out else p.returncode), ru.ru_utime + ru.ru_stime, text
