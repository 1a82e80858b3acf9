# The search: coordinate descent over groups of arrays, from the plugin
# without a layout.  A pass tries, for each group in turn, every layout
# kind that fits the group's arrays, the other groups keeping the best
# layouts found so far; the candidates of one group are built, then timed
# in one alternated round with plain GCC, the plugin without a layout and
# the incumbent, and the fastest verified one becomes the incumbent when
# it beats it by more than MIN_GAIN.  Passes repeat while something
# changed (at most PASSES); a final round times the best few again.
# A time budget stops the search before a round that would not fit.
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

"""Coordinate descent over the layouts of groups of arrays."""

import concurrent.futures
import os
import time

from . import candidates, measure

PLAIN, PLUGIN = "plain", "plugin"
FINAL_REPEATS = 5      # runs of the final round, at least


class Entry:
    """One configuration: built, its verdict and its timed rounds."""

    def __init__(self, name, config, label):
        self.name, self.config, self.label = name, config, label
        self.layout = None
        self.status, self.note = "pending", ""
        self.build_cpu = self.build_wall = None
        self.rounds = []          # [{"round", "cpu", "spread", "vs_plugin", "vs_plain"}]

    @property
    def last(self):
        return self.rounds[-1] if self.rounds else None

    @property
    def ok(self):
        return self.status == "ok" and bool(self.rounds)

    def as_dict(self):
        return {"name": self.name, "label": self.label, "layout": self.layout,
                "kinds": self.config.kinds if self.config else None,
                "status": self.status, "note": self.note, "build_cpu": self.build_cpu,
                "rounds": self.rounds}


class Tuner:
    def __init__(self, program, arrays, groups, kinds, workdir, plugin, repeats=3,
                 budget=None, jobs=1, timeout=None, passes=2, min_gain=0.01,
                 progress=None, confirm=2, pin=()):
        self.program, self.arrays, self.groups = program, arrays, groups
        self.pin = list(pin)       # prefix of timed runs (timing.pinned)
        self.kinds, self.workdir, self.plugin = kinds, workdir, plugin
        self.repeats, self.budget, self.jobs, self.timeout = repeats, budget, jobs, timeout
        self.passes, self.min_gain, self.confirm = passes, min_gain, confirm
        self.progress = progress
        self.entries = {}          # config key (or PLAIN) -> Entry
        self.order = []            # entries in creation order
        self.t0 = time.monotonic()
        self.round_no = 0
        self.stopped = None        # why the search stopped early
        self.build_walls, self.run_cpus = [], []

    # ---------------------------------------------------------------- builds
    def entry(self, key, config, label, name=None):
        if key not in self.entries:
            if name is None:
                self.ncand = getattr(self, "ncand", 0) + 1
                name = "c%03d" % self.ncand
            e = self.entries[key] = Entry(name, config, label)
            self.order.append(e)
        return self.entries[key]

    def _build(self, e):
        layout = getattr(e, "layout_given", None)
        if e.config is not None and e.config.kinds:
            os.makedirs(os.path.join(self.workdir, "layouts"), exist_ok=True)
            layout = os.path.join(self.workdir, "layouts", e.name + ".layout")
            with open(layout, "w") as f:
                f.write(e.config.file_text(self.arrays, ["hyperlane-tune %s: %s"
                                                         % (e.name, e.label)]))
        e.layout = layout
        plugin = None if e.name == PLAIN else self.plugin
        t0 = time.monotonic()
        o = self.program.build(os.path.join(self.workdir, "builds", e.name), e.name, plugin,
                               layout)
        e.build_wall, e.build_cpu = time.monotonic() - t0, o.cpu
        e.status, e.note, e.run_dir, e.log = o.status, o.note, o.run_dir, o.log
        if o.status != "build failed":
            self.build_walls.append(e.build_wall)
        if self.progress:
            self.progress.step("built %s (%s): %s" % (e.name, e.label, e.status))
        return e

    def build_all(self, es):
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, self.jobs)) as ex:
            list(ex.map(self._build, es))

    # ---------------------------------------------------------------- timing
    def time_round(self, es, repeats=None):
        """One alternated round of PLAIN, PLUGIN and ES (built ones)."""
        repeats = repeats or self.repeats
        self.round_no += 1
        base = [self.entries[PLAIN], self.entries[()]]
        todo = base + [e for e in es if e.status == "ok" and e not in base]
        sides = [measure.Side(e.name, e.run_dir) for e in todo]

        def tick(side, cpu):
            if cpu is not None:
                self.run_cpus.append(cpu)
            if self.progress:
                self.progress.step("round %d: ran %s %s" % (
                    self.round_no, side.name, "%.2f s" % cpu if cpu is not None else side.failure))
        measure.alternated(sides, self.pin + self.program.run_argv(), self.verify, repeats,
                           self.timeout, tick)
        plain, plug = sides[0].best, sides[1].best
        for e, s in zip(todo, sides):
            if s.failure:
                e.status, e.note = s.failure, e.note
                continue
            e.rounds.append({"round": self.round_no, "cpu": s.best, "spread": s.spread,
                             "samples": s.samples,
                             "vs_plugin": plug / s.best if plug and s.best else None,
                             "vs_plain": plain / s.best if plain and s.best else None})
        return todo

    # ---------------------------------------------------------------- budget
    def estimate(self, nbuilds, nsides, repeats=None):
        bw = max(self.build_walls) if self.build_walls else 60.0
        rc = (sum(self.run_cpus) / len(self.run_cpus)) if self.run_cpus else 5.0
        return nbuilds * bw / max(1, self.jobs) + nsides * (repeats or self.repeats) * rc * 1.2

    def fits(self, nbuilds, nsides, what, repeats=None):
        if self.budget is None:
            return True
        left = self.budget - (time.monotonic() - self.t0)
        if self.estimate(nbuilds, nsides, repeats) <= left:
            return True
        self.stopped = "the budget (%g min) left no time for %s" % (round(self.budget / 60, 2), what)
        return False

    # ---------------------------------------------------------------- search
    def start(self, verify, references=()):
        """Build and time the two baselines and the REFERENCES (the user's
        spec files, timed beside them here and in the final round); an
        error message or None."""
        self.verify = verify
        plain = self.entry(PLAIN, None, "plain GCC (no plugin)", PLAIN)
        plug = self.entry((), candidates.Configuration(), "plugin, no layout", PLUGIN)
        self.references = []
        for n, path in enumerate(references, 1):
            e = self.entry(("reference", n), None, "reference: %s" % os.path.basename(path),
                           "ref%d" % n)
            e.layout_given = path
            self.references.append(e)
        self.build_all([plain, plug] + self.references)
        for e in (plain, plug):
            if e.status != "ok":
                return "the %s baseline: %s (%s); see %s" % (e.name, e.status, e.note, e.log)
        self.time_round(self.references)
        for e in (plain, plug):
            if not e.ok:
                return "the %s baseline: %s" % (e.name, e.status)
        return None

    def search(self, arrays, groups):
        """The coordinate descent over GROUPS of ARRAYS."""
        self.arrays, self.groups = arrays, groups
        plug = self.entries[()]
        for e in self.order:
            if e.config is not None:
                e.label = e.config.label(groups)
        best = plug
        for p in range(self.passes):
            changed = False
            for g in self.groups:
                cur = best.config
                kinds = [k for k in candidates.group_kinds(g, self.kinds)
                         if any(cur.kinds.get(a.name, "aos") != k for a in g)]
                cfgs = [cur.with_group(g, k) for k in kinds]
                new = [c for c in cfgs if c.key() not in self.entries]
                if not new:
                    continue
                if not self.fits(len(new), len(new) + 3, "the %d candidates of %s (pass %d)"
                                 % (len(new), ",".join(a.name for a in g), p + 1)):
                    self.best_entry = best
                    return
                es = [self.entry(c.key(), c, c.label(self.groups)) for c in new]
                if self.progress:
                    self.progress.grow(len(es) + (len(es) + 3) * self.repeats)
                self.build_all(es)
                self.time_round(es + [best])
                if not best.ok or best.last["round"] != self.round_no:
                    continue
                won = [e for e in es if e.ok and e.last["round"] == self.round_no
                       and e.last["cpu"] < best.last["cpu"] * (1 - self.min_gain)]
                if won:
                    best = min(won, key=lambda e: e.last["cpu"])
                    changed = True
            if not changed:
                break
        self.best_entry = best
        # The final round: the best, the runners-up and the references
        # again, side by side, with more runs.
        self.final_round = None
        if self.confirm is not None:
            top = [e for e in self.ranked() if e.ok and e.config is not None
                   and e.name != PLUGIN and e is not best]
            top = ([best] if best.name != PLUGIN else []) + top[:self.confirm]
            top += [e for e in self.references if e.ok]
            reps = max(self.repeats, FINAL_REPEATS)
            if top and self.fits(0, len(top) + 2, "the final round", reps):
                if self.progress:
                    self.progress.grow((len(top) + 2) * reps)
                self.time_round(top, reps)
                self.final_round = self.round_no
                ok = [e for e in top + [plug] if e.ok and e.config is not None
                      and e.last["round"] == self.round_no]
                if ok:
                    self.best_entry = min(ok, key=lambda e: e.last["cpu"])

    def ranked(self):
        """The configurations of the final round first, fastest first (all
        timed side by side), then the other timed ones by their ratio to
        the plugin without a layout in their own round, then the others."""
        final = getattr(self, "final_round", None)
        good = [e for e in self.order if e.ok and e.last["vs_plugin"]]
        last = sorted([e for e in good if final and e.last["round"] == final],
                      key=lambda e: e.last["cpu"])
        rest = sorted([e for e in good if e not in last], key=lambda e: -e.last["vs_plugin"])
        return last + rest + [e for e in self.order if e not in good]

    def best(self):
        return getattr(self, "best_entry", None)
