#!/bin/sh
# The limit of a layout for NPB SP (C), issue 20: SP written in full SoA
# by hand (soa_rewrite.py: the same layout as examples/npb-layouts/sp.layout)
# and built by plain GCC, beside plain GCC on the original and hyperlane
# with the layout.  Usage: run.sh [CLASS [MARCH [ROUNDS]]] (default W
# native 5).  Prints each build's verification and the minimum CPU time of
# ROUNDS alternated runs (pinned to CPU 1 at real-time priority where
# permitted), and the ratios against plain GCC.
set -e
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../../.." && pwd)
npb=${NPB:-$top/../shared/bench/npb}/NPB3.3-SER-C
class=${1:-W}; march=${2:-native}; rounds=${3:-5}
plugin=${PLUGIN:-$top/plugin/hyperlane.so}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
build () { # NAME SP-SOURCE EXTRA-CFLAGS
  d=$tmp/$1
  mkdir -p "$d/bin"
  cp -r "$npb/config" "$npb/sys" "$npb/common" "$d/"
  cp -r "$2" "$d/SP"
  rm -f "$d/sys/setparams" "$d"/*/*.o
  cat > "$d/config/make.def" <<MK
CC = gcc-12
CLINK = \$(CC)
UCC = gcc-12
C_LIB = -lm
C_INC = -I../common
BINDIR = ../bin
RAND = randdp
WTIME = wtime.c
CFLAGS = -O3 -march=$march $3
CLINKFLAGS = -O3 -march=$march
MK
  (cd "$d/sys" && make CC=gcc-12 >/dev/null 2>&1)
  (cd "$d/SP" && make CLASS=$class >"$d/build.log" 2>&1) || { tail "$d/build.log"; exit 1; }
}
python3 "$here/soa_rewrite.py" "$npb/SP" "$tmp/SP-soa"
build aos "$npb/SP" ""
build layout "$npb/SP" "-fplugin=$plugin -fplugin-arg-hyperlane-layout-file=$top/examples/npb-layouts/sp.layout -fplugin-arg-hyperlane-layout-trust"
build soa "$tmp/SP-soa" ""
build soa-plugin "$tmp/SP-soa" "-fplugin=$plugin"
exe=sp.$class.x
PYTHONPATH=$top/scripts python3 - "$tmp" "$exe" "$rounds" <<'PY'
import os, sys
from suites import npb, timing
tmp, exe, rounds = sys.argv[1], sys.argv[2], int(sys.argv[3])
pin, notes = timing.pinned()
for n in notes:
    print("note:", n)
names = ["aos", "layout", "soa", "soa-plugin"]
verdict = {}
def check(side, out):
    verdict[side] = npb.verification(out)
    if verdict[side] != "SUCCESSFUL":
        raise timing.RunError("%s: Verification = %s" % (side, verdict[side]))
s = timing.alternated([(n, pin + [os.path.join(tmp, n, "bin", exe)]) for n in names],
                      rounds, cwd=tmp, check=check)
best = {n: min(s[n][timing.PROCESS]) for n in names}
labels = {"aos": "plain GCC, SP as written", "layout": "hyperlane + sp.layout",
          "soa": "plain GCC, SP in SoA by hand", "soa-plugin": "hyperlane, SP in SoA by hand"}
for n in names:
    print("%-32s %-10s %7.3f s  %5.2fx of plain" % (labels[n], verdict[n], best[n], best["aos"] / best[n]))
print("hyperlane + layout reaches %.0f%% of the hand-written SoA program's speed"
      % (100.0 * best["soa"] / best["layout"]))
PY
