#!/usr/bin/env python3
"""Instructions per GCC pass summed over every source of one NPB benchmark,
plain and with the plugin: which passes the plugin makes longer.

Usage: bench.py DIR LANG PLUGIN OUT [--march M] [--jobs N]
  DIR     a benchmark's folder of a built NPB tree (its ../common holds the
          headers), e.g. bench-npb.py's BUILD/c/SP/SP
  LANG    c or fortran (which sources: *.c, or *.f without the *_vec.f
          variants the default build does not use)
  PLUGIN  the hyperlane.so to load
  OUT     folder for each compile's passes.txt (run.sh) and the sums
Prints the totals and the 40 passes that grow most; writes OUT/sum-plain.txt
and OUT/sum-plugin.txt.  Each compile runs under callgrind (run.sh): C SP
takes about ten minutes with two jobs.
"""
import argparse, collections, glob, os, subprocess
from concurrent.futures import ThreadPoolExecutor

ap = argparse.ArgumentParser()
ap.add_argument('dir'); ap.add_argument('lang', choices=['c', 'fortran'])
ap.add_argument('plugin'); ap.add_argument('out')
ap.add_argument('--march', default='native')
ap.add_argument('--jobs', type=int, default=2)
a = ap.parse_args()

run_sh = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'run.sh')
pattern = '*.c' if a.lang == 'c' else '*.f'
files = sorted(f for f in glob.glob(os.path.join(a.dir, pattern))
               if not f.endswith('_vec.f'))
driver = 'gcc-12' if a.lang == 'c' else 'gfortran-12'
configs = {'plain': [], 'plugin': ['-fplugin=' + os.path.abspath(a.plugin)]}


def profile(job):
    source, config = job
    out = os.path.join(a.out, config, os.path.basename(source))
    subprocess.run([run_sh, out, driver, '-I../common', '-O3',
                    '-march=' + a.march, '-S', os.path.basename(source),
                    '-o', '/dev/null'] + configs[config],
                   cwd=a.dir, capture_output=True, check=True)
    counts = collections.Counter()
    for line in open(os.path.join(out, 'passes.txt')):
        n, name = line.split(None, 1)
        counts[name.strip()] += int(n)
    return counts


jobs = [(f, c) for f in files for c in configs]
with ThreadPoolExecutor(a.jobs) as pool:
    results = dict(zip(jobs, pool.map(profile, jobs)))
sums = {c: collections.Counter() for c in configs}
for (source, config), counts in results.items():
    sums[config].update(counts)
for config, counts in sums.items():
    with open(os.path.join(a.out, 'sum-%s.txt' % config), 'w') as fh:
        for name, n in counts.most_common():
            fh.write('%14d %s\n' % (n, name))
plain, plugin = sums['plain'], sums['plugin']
total_plain, total_plugin = sum(plain.values()), sum(plugin.values())
print('%d sources: plain %.2f G, with the plugin %.2f G, ratio %.3f'
      % (len(files), total_plain / 1e9, total_plugin / 1e9,
         total_plugin / total_plain))
print('%8s %8s %8s  pass' % ('plain G', 'plugin G', 'growth'))
for name in sorted(set(plain) | set(plugin),
                   key=lambda k: plain[k] - plugin[k])[:40]:
    print('%8.3f %8.3f %+8.3f  %s' % (plain[name] / 1e9, plugin[name] / 1e9,
                                      (plugin[name] - plain[name]) / 1e9,
                                      name))
