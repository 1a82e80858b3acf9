"""The target and flag matrix: the compilers (HYPERLANE_CC,
HYPERLANE_CROSS_CC, qemu), the reference's flags, the targets (Target,
TARGETS), one plugin compilation of a case (Config: a target and the cost
mode) and its flags, the extra flag sets that put other passes in front of
hyperlane, and what can be compiled and run here (Env: the plugins, their
snapshot, the targets this CPU or qemu runs).

Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
"""

import hashlib
import os
import shutil
import sys

from fuzzing.outcome import run
from suites import toolchain

CC = os.environ.get('HYPERLANE_CC', 'gcc-12')
CROSS_CC = os.environ.get('HYPERLANE_CROSS_CC', 'aarch64-linux-gnu-gcc-12')
QEMU = os.environ.get('HYPERLANE_QEMU', 'qemu-aarch64')
SYSROOT = os.environ.get('HYPERLANE_CROSS_SYSROOT', '/usr/aarch64-linux-gnu')

COMMON = ['-ffp-contract=off']
REF_FLAGS = ['-O0'] + COMMON
SAN_FLAGS = ['-fsanitize=address,undefined,float-cast-overflow',
             '-fno-sanitize-recover=all', '-g']
PLUGIN_ARGS = ['-fplugin-arg-hyperlane-verify']

SAN_ENV = dict(os.environ, ASAN_OPTIONS='detect_leaks=0:abort_on_error=0',
               UBSAN_OPTIONS='print_stacktrace=1:halt_on_error=1')

# Other pipelines in front of hyperlane, same semantics: a case draws one
# of these in 30% of the cases.
EXTRA_FLAG_SETS = [
    ['-fno-strict-aliasing'], ['-fwrapv'], ['-O2', '-ftree-vectorize'],
    ['-fno-tree-loop-distribution'], ['-funroll-loops'], ['-fno-tree-pre'],
    ['-fno-ipa-cp', '-fno-inline'], ['-fno-tree-loop-distribute-patterns'],
    ['-fno-peel-loops', '-fno-split-loops'], ['-fno-tree-dominator-opts'],
    # Stores of some fields may write the others back (blend, whole store).
    ['-fallow-store-data-races'],
]


class Target:
    def __init__(self, name, cross, march, cpu_flags):
        self.name = name
        self.cross = cross
        self.march = march
        self.cpu_flags = cpu_flags

    @property
    def cc(self):
        return CROSS_CC if self.cross else CC


TARGETS = {
    # x86-64-v2: SSE4.2 and POPCNT (the acceptance names the level).
    'sse4': Target('sse4', False, ['-march=x86-64-v2'], {'sse4_2', 'popcnt'}),
    # The flags the generated code can use: its kernels have no bit counts,
    # so LZCNT ('abm', which some hypervisors hide) is not required, as for
    # avx512 (-march=x86-64-v4 implies it too).
    'avx2': Target('avx2', False, ['-march=haswell'],
                   {'avx2', 'fma', 'bmi1', 'bmi2', 'f16c', 'movbe'}),
    'avx512': Target('avx512', False, ['-march=x86-64-v4'],
                     {'avx512f', 'avx512bw', 'avx512cd', 'avx512dq', 'avx512vl',
                      'avx2', 'fma', 'bmi2'}),
    'aarch64': Target('aarch64', True, [], set()),
    # Not in the default list: AVX without AVX2 (32-byte float vectors, no
    # 32-byte integer arithmetic), AVX-512 preferring 32-byte vectors.
    'avx': Target('avx', False, ['-march=sandybridge'], {'avx', 'sse4_2'}),
    # GCC 12's name for Zen 4: znver3 tuning with AVX-512, where a loop is
    # also planned at 256 bits (docs/design.md, the plan's vector width).
    'zen4': Target('zen4', False,
                   ['-march=znver3', '-mavx512f', '-mavx512bw', '-mavx512cd',
                    '-mavx512dq', '-mavx512vl'],
                   {'avx512f', 'avx512bw', 'avx512cd', 'avx512dq', 'avx512vl',
                    'avx2', 'fma', 'bmi2'}),
    'avx512-256': Target('avx512-256', False,
                         ['-march=x86-64-v4', '-mprefer-vector-width=256'],
                         {'avx512f', 'avx512bw', 'avx512cd', 'avx512dq', 'avx512vl',
                          'avx2', 'fma', 'bmi2'}),
}


class Config:
    """One test compilation: a target and the plugin's cost mode."""

    def __init__(self, target, cost):
        self.target = target
        self.cost = cost
        self.name = target.name if cost == 'always' else '%s-model' % target.name

    def flags(self, env, case=None, plugin=True):
        """The command-line flags; CASE brings its layout spec and extra
        flags."""
        layout = case.layout if case is not None else None
        extra = list(case.extra) if case is not None else []
        # Plugin arguments among the extra flags go after -fplugin.
        plugin_extra = [x for x in extra if x.startswith('-fplugin-arg-')]
        extra = [x for x in extra if not x.startswith('-fplugin-arg-')]
        opt = ['-O3']
        if '-O2' in extra:
            opt = []
        f = opt + COMMON + self.target.march + extra
        if plugin:
            f += ['-fplugin=' + (env.cross_plugin if self.target.cross else env.plugin)]
            f += PLUGIN_ARGS + plugin_extra
            if self.cost == 'always':
                f += ['-fplugin-arg-hyperlane-cost=always']
            if layout:
                f += ['-fplugin-arg-hyperlane-layout=' + layout]
        return f


def older_than_sources(plugin):
    """Whether PLUGIN, a build in a plugin/ folder of a source tree, is older
    than a source of that tree: make builds only the host plugin, so the
    aarch64 one falls behind unless make aarch64 runs too."""
    tree = os.path.dirname(os.path.abspath(plugin))
    while tree != os.path.dirname(tree) and os.path.basename(tree) != 'plugin':
        tree = os.path.dirname(tree)
    if os.path.basename(tree) != 'plugin' or not os.path.exists(plugin):
        return False
    built = os.path.getmtime(plugin)
    for folder, _, files in os.walk(tree):
        for f in files:
            if f.endswith(('.cc', '.h')) and os.path.getmtime(os.path.join(folder, f)) > built:
                return True
    return False


def die(msg):
    """A set-up error: exit status 2, as for a usage error."""
    print(msg, file=sys.stderr)
    sys.exit(2)


def cpu_flags():
    """/proc/cpuinfo's flags, empty where it cannot be read."""
    return toolchain.cpu_flags() or set()


class Env:
    """Tools, plugins and what can run here."""

    def __init__(self, args):
        self.args = args
        self.plugin = args.plugin
        self.cross_plugin = args.cross_plugin
        self.runnable = {}
        self.why_not = {}
        self.targets = []
        self.timeout_compile = args.timeout
        self.timeout_run = max(10, args.timeout // 4)

    def setup(self, tmp):
        names = [t for t in self.args.targets.split(',') if t]
        for n in names:
            if n not in TARGETS:
                die('fuzz.py: unknown target %s (known: %s)' % (n, ', '.join(TARGETS)))
        if not shutil.which(CC):
            die('fuzz.py: %s not found' % CC)
        if not os.path.exists(self.plugin):
            die('fuzz.py: no plugin at %s; run make' % self.plugin)
        for p in (self.plugin, self.cross_plugin):
            if older_than_sources(p):
                print('fuzz.py: warning: %s is older than the plugin sources '
                      '(make%s)' % (p, ' aarch64' if p == self.cross_plugin else ''),
                      file=sys.stderr)
        if self.args.snapshot:
            # The plugin may be rebuilt while we run: use one build throughout.
            snap = os.path.join(tmp, 'plugin')
            os.makedirs(snap, exist_ok=True)
            shutil.copy2(self.plugin, os.path.join(snap, 'hyperlane.so'))
            self.plugin = os.path.join(snap, 'hyperlane.so')
            if os.path.exists(self.cross_plugin):
                os.makedirs(os.path.join(snap, 'aarch64'), exist_ok=True)
                dst = os.path.join(snap, 'aarch64', 'hyperlane.so')
                shutil.copy2(self.cross_plugin, dst)
                self.cross_plugin = dst
        self.plugin_sha = sha(self.plugin)
        self.cross_sha = sha(self.cross_plugin) if os.path.exists(self.cross_plugin) else None
        probe = os.path.join(tmp, 'probe.c')
        with open(probe, 'w') as fh:
            fh.write('int main (void) { return 0; }\n')
        r = run([CC, '-O3', '-fplugin=' + self.plugin, probe, '-o',
                 os.path.join(tmp, 'probe')], 60)
        if r.returncode != 0:
            die('fuzz.py: the plugin does not load:\n' + r.stderr)
        flags = cpu_flags()
        for n in names:
            t = TARGETS[n]
            if t.cross:
                if not shutil.which(CROSS_CC):
                    self.why_not[n] = '%s not found' % CROSS_CC
                    continue
                if not os.path.exists(self.cross_plugin):
                    self.why_not[n] = 'no cross plugin (make aarch64)'
                    continue
                r = run([CROSS_CC, '-O3', '-fplugin=' + self.cross_plugin, probe, '-o',
                         os.path.join(tmp, 'probe-a64')], 60)
                if r.returncode != 0:
                    self.why_not[n] = 'cross plugin does not load: ' + r.stderr.strip()[:200]
                    continue
                self.targets.append(t)
                if shutil.which(QEMU) and os.path.isdir(SYSROOT):
                    self.runnable[n] = True
                else:
                    self.runnable[n] = False
                    self.why_not[n] = 'no %s or sysroot: compiled only' % QEMU
            else:
                self.targets.append(t)
                missing = t.cpu_flags - flags
                self.runnable[n] = not missing
                if missing:
                    self.why_not[n] = 'CPU lacks %s: compiled only' % ','.join(sorted(missing))
        if not self.targets:
            die('fuzz.py: no usable target')

    def run_prefix(self, target):
        if target.cross:
            return [QEMU, '-L', SYSROOT]
        return []

    def run_timeout(self, target):
        """Seconds for one run of a program compiled for TARGET (qemu is
        slower)."""
        return self.timeout_run * (6 if target.cross else 1)

    def configs(self, case_n):
        cs = [Config(t, 'always') for t in self.targets]
        if self.args.model_all:
            cs += [Config(t, 'model') for t in self.targets]
        elif not self.args.no_model:
            cs.append(Config(self.targets[case_n % len(self.targets)], 'model'))
        return cs

    def config_named(self, name, case_n):
        for cfg in self.configs(case_n):
            if cfg.name == name:
                return cfg
        return None

    def portable(self, flags):
        """Flags with the snapshot plugin paths replaced by the repository's."""
        out = []
        for f in flags:
            if f.startswith('-fplugin=') and self.args.snapshot:
                p = f[len('-fplugin='):]
                if p == self.plugin:
                    f = '-fplugin=' + self.args.plugin
                elif p == self.cross_plugin:
                    f = '-fplugin=' + self.args.cross_plugin
            out.append(f)
        return out


def sha(path):
    h = hashlib.sha256()
    with open(path, 'rb') as fh:
        h.update(fh.read())
    return h.hexdigest()[:12]
