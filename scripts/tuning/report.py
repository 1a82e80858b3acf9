# What the tuner shows: a progress bar on stderr (a bar redrawn in place on
# a terminal, one plain line per step otherwise), and the ranked table of
# every configuration it built, in markdown.
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

"""Progress display and the ranked table."""

import shutil
import sys
import time

from suites import report


class Progress:
    """Steps done of TOTAL (builds and timed runs); TOTAL grows as rounds
    are planned."""

    def __init__(self, total, stream=None):
        self.total, self.done = total, 0
        self.stream = stream or sys.stderr
        self.tty = hasattr(self.stream, "isatty") and self.stream.isatty()
        self.t0 = time.monotonic()

    def grow(self, n):
        self.total = max(self.total, self.done + n)

    def step(self, what):
        self.done += 1
        self.total = max(self.total, self.done)
        el = time.monotonic() - self.t0
        head = "[%d/%d %3d%% %dm%02ds]" % (self.done, self.total,
                                          100 * self.done // max(1, self.total),
                                          el // 60, el % 60)
        if self.tty:
            width = shutil.get_terminal_size((80, 20)).columns
            bar_w = 24
            fill = bar_w * self.done // max(1, self.total)
            line = "|%s%s| %s %s" % ("#" * fill, "-" * (bar_w - fill), head, what)
            self.stream.write("\r\x1b[K" + line[:width - 1])
        else:
            self.stream.write("hyperlane-tune: %s %s\n" % (head, what))
        self.stream.flush()

    def note(self, msg):
        if self.tty:
            self.stream.write("\r\x1b[K")
        self.stream.write("hyperlane-tune: %s\n" % msg)
        self.stream.flush()

    def finish(self):
        if self.tty:
            self.stream.write("\n")
            self.stream.flush()


HEADER = ["rank", "configuration", "layout", "status", "CPU s", "vs plugin", "vs plain",
          "spread", "round", "note"]


def rows(tuner):
    out, n = [], 0
    for e in tuner.ranked():
        last = e.last
        if e.ok:
            n += 1
            rank = str(n)
        else:
            rank = "-"
        status = e.status if e.status != "ok" or last else "not timed"
        out.append([rank, e.name, e.label, status,
                    report.secs(last["cpu"]) if last else "",
                    report.ratio(last["vs_plugin"]) if last else "",
                    report.ratio(last["vs_plain"]) if last else "",
                    "%.0f%%" % (100 * last["spread"]) if last and last["spread"] is not None else "",
                    str(last["round"]) if last else "", e.note])
    return out


def markdown(tuner, title, lines_before=()):
    best = tuner.best()
    md = ["# %s" % title, ""] + list(lines_before) + [""]
    md.append(report.md_table(HEADER, rows(tuner),
                              ["r", "l", "l", "l", "r", "r", "r", "r", "r", "l"]))
    md.append("")
    final = getattr(tuner, "final_round", None)
    md.append("Ratios are CPU-time speed-ups (higher is faster) against the plugin "
              "without a layout and against plain GCC, both timed in the same "
              "alternated round; CPU s is the minimum over the round's runs.%s" % (
                  "  The configurations of round %d, the final one, come first, fastest "
                  "first: they ran side by side." % final if final else ""))
    if best is not None:
        md.append("")
        md.append("Best: **%s** (%s)." % (best.label, best.name))
    if tuner.stopped:
        md.append("")
        md.append("Stopped early: %s." % tuner.stopped)
    return "\n".join(md) + "\n"
