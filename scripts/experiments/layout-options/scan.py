#!/usr/bin/env python3
"""Which build options change the layout pass's decisions.

Compiles every layout test of testsuite/hyperlane.fortran (--lang
fortran, the default) or testsuite/hyperlane.layout (--lang c: its C and
C++ tests) whose options give a layout spec, with the plugin, once with
the test's layout options alone and once per option set below, and
prints each test and set whose 'layout of X not changed' warnings, or
'loop ... not strip-mined' warnings, differ from the first build's (new
refusals, and refusals gone), and any ICE.  A refusal that appears only
under an option is a layout the user loses by building that way, a loop
not strip-mined one whose subscripts keep a division (docs/testing.md,
"Layouts under build options").  C tests whose layout is a pragma in
the source are scanned too.

Usage: scan.py [--lang fortran|c] [--plugin P] [--sets 'OPTS;OPTS;...']
Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
"""
import argparse, glob, os, re, shlex, subprocess, tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..', '..'))
SETS = ['-fcheck=all', '-fcheck=bounds -fopenmp', '-fdefault-real-8 -fdefault-double-8',
        '-finit-real=snan -finit-integer=-1 -finit-local-zero', '-fstack-arrays',
        '-fno-automatic', '-frecursive', '-fopenmp', '-fopenacc', '-fcoarray=single',
        '-ffrontend-optimize', '-Ofast', '-O0', '-Og', '-fdefault-integer-8',
        '-fno-inline-arg-packing', '-fsanitize=address', '-g', '-fwhole-program',
        '-fsanitize=undefined', '-fno-underscoring', '-fsecond-underscore',
        '-fmax-stack-var-size=0', '-fdec', '-std=legacy', '-fcray-pointer',
        '-fno-range-check -fno-sign-zero', '-fpack-derived', '-fpic', '-flto']
C_SETS = ['-O0', '-Og', '-Os', '-O3 -ffast-math', '-fsanitize=address,undefined',
          '-fsanitize=bounds', '-fopenmp', '-flto', '-fPIC', '-fcommon', '-g',
          '-fno-strict-aliasing -fwrapv', '-ftrapv', '-fstack-protector-strong',
          '-D_FORTIFY_SOURCE=2', '-fprofile-generate', '-fno-inline',
          '-fexceptions -fnon-call-exceptions', '-fwhole-program', '-std=c90',
          '-funsigned-char', '-fdata-sections -ffunction-sections']


def layout_options(path):
    text = open(path).read()
    m = (re.search(r'dg-options \{([^}]*)\}', text)
         or re.search(r'dg-options "([^"]*)"', text))
    pragma = '#pragma array_transform' in text
    if not pragma and (not m or 'layout' not in m.group(1)):
        return None
    return [o for o in shlex.split(m.group(1) if m else '')
            if o.startswith(('-fplugin-arg', '-D', '-m'))]


def refusals(cmd, cwd):
    r = subprocess.run(cmd, capture_output=True, text=True, cwd=cwd)
    ice = 'internal compiler error' in r.stderr
    found = set(re.findall(r"[Ww]arning: layout of .([\w:.]+). not changed: ([^\n]*)",
                           r.stderr))
    for line, array, why in re.findall(
            r":(\d+):\d+: warning: hyperlane: loop at depth \d+ not strip-mined to match "
            r"the strip-mined array .([\w:.]+)., which it indexes by .[^ ]*. \(([^)]*)\)",
            r.stderr):
        found.add(('%s (loop at line %s)' % (array, line), 'not strip-mined: ' + why))
    return found, ice


def main():
    p = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    p.add_argument('--lang', choices=['fortran', 'c'], default='fortran')
    p.add_argument('--plugin', default=os.path.join(ROOT, 'plugin', 'hyperlane.so'))
    p.add_argument('--sets', help="';'-separated option sets (default: the list in the script)")
    a = p.parse_args()
    fortran = a.lang == 'fortran'
    sets = a.sets.split(';') if a.sets else SETS if fortran else C_SETS
    # Module files and the dumps some tests ask for go there.
    mods = tempfile.mkdtemp(prefix='layout-options-')
    suite = 'hyperlane.fortran' if fortran else 'hyperlane.layout'
    tests = sorted(glob.glob(os.path.join(ROOT, 'testsuite', suite,
                                          '*.[fF]90' if fortran else '*.[cC]')))
    differences = 0
    for t in tests:
        opts = layout_options(t)
        if opts is None:
            continue
        if any('@srcdir@' in o for o in opts):
            continue
        compiler = 'gfortran-12' if fortran else 'gcc-12'
        base_cmd = [compiler, '-O3', '-fplugin=' + a.plugin] + opts + [
            '-c', t, '-o', os.devnull] + (['-J', mods] if fortran else [])
        base, _ = refusals(base_cmd, mods)
        for s in sets:
            got, ice = refusals(base_cmd[:3] + shlex.split(s) + base_cmd[3:], mods)
            if ice:
                print('ICE  %s  [%s]' % (os.path.basename(t), s))
                differences += 1
            new, gone = got - base, base - got
            if new or gone:
                differences += 1
                print('%s  [%s]' % (os.path.basename(t), s))
                for name, why in sorted(new):
                    print('   new refusal of %s: %s' % (name, why[:100]))
                for name, why in sorted(gone):
                    print('   refusal gone of %s: %s' % (name, why[:100]))
    print('%d differences' % differences)


if __name__ == '__main__':
    main()
