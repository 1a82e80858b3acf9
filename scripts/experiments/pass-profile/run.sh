#!/bin/sh
# Instructions per GCC pass of one compile, under callgrind, with the
# plugin passprof.so (built here on first use) counting at each pass
# boundary.  Usage (in the source's folder):
#   run.sh OUT DRIVER ARGS...   e.g.  run.sh /tmp/x gcc-12 -O3 -march=native -c rhs.c -fplugin=P
# Writes OUT/passes.txt: instructions and pass name, largest first.  Run it
# with and without -fplugin=hyperlane and compare the two lists.  Needs
# valgrind and its headers (valgrind/callgrind.h); about 50 times the
# compile time.
set -e
here=$(cd "$(dirname "$0")" && pwd)
out=$1; shift
driver=$1; shift
prof=$here/passprof.so
if [ ! -f "$prof" ] || [ "$here/passprof.cc" -nt "$prof" ]; then
  g++-12 -shared -fPIC -fno-rtti -O2 \
    -I"$(gcc-12 -print-file-name=plugin)/include" \
    "$here/passprof.cc" -o "$prof"
fi
rm -rf "$out"; mkdir -p "$out"
# The compiler proper's command line, as the driver would run it.
cmd=$("$driver" -### "$@" -fplugin="$prof" 2>&1 | grep -E '/(cc1|cc1plus|f951) ' | head -1)
eval valgrind --tool=callgrind --dump-instr=no \
  --callgrind-out-file="$out/cg.out" "$cmd" > "$out/log" 2>&1
python3 - "$out" > "$out/passes.txt" <<'PY'
import collections, glob, sys
by_pass = collections.Counter()
for name in glob.glob(sys.argv[1] + '/cg.out*'):
    pass_name, total = 'end', 0
    for line in open(name):
        if line.startswith('desc: Trigger: Client Request: '):
            pass_name = line.split(': ', 3)[3].strip()
        elif line.startswith(('summary:', 'totals:')):
            total = int(line.split()[1])
    by_pass[pass_name] += total
for pass_name, total in by_pass.most_common():
    print('%14d %s' % (total, pass_name))
PY
rm -f "$out"/cg.out*
echo "$out/passes.txt"
