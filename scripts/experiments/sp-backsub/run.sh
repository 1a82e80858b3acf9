#!/bin/sh
# NPB SP's back substitution (y_solve.c:269) alone: plain GCC against
# hyperlane as it chooses, at 256 bits and with the classic planner, and
# both without GCC's unroll-and-jam (docs/performance.md, "SP's back
# substitution loses at 512 bits", "bound by its loads").
# Usage: run.sh [MARCH [REPS]] (defaults native, 300).  Prints the CPU
# seconds and checksum of each build, three alternated rounds.
set -e
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../../.." && pwd)
march=${1:-native}
reps=${2:-300}
plugin=-fplugin=$top/plugin/hyperlane.so
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cc="gcc-12 -O3 -march=$march"
$cc "$here/backsub.c" -o "$tmp/plain"
$cc $plugin -fopt-info-vec "$here/backsub.c" -o "$tmp/hyperlane" 2>&1 | grep 'by hyperlane' || true
$cc $plugin -fplugin-arg-hyperlane-vector-width=256 "$here/backsub.c" -o "$tmp/w256"
$cc $plugin -fplugin-arg-hyperlane-plan=classic "$here/backsub.c" -o "$tmp/classic"
# Without GCC's unroll-and-jam, as gfortran compiles y_solve.f:289.
$cc -fno-loop-unroll-and-jam "$here/backsub.c" -o "$tmp/plain-nojam"
$cc $plugin -fno-loop-unroll-and-jam -fopt-info-vec "$here/backsub.c" \
  -o "$tmp/hyperlane-nojam" 2>&1 | grep 'by hyperlane' || true
for r in 1 2 3; do
  for b in plain hyperlane w256 classic plain-nojam hyperlane-nojam; do
    echo "$b: $("$tmp/$b" "$reps")"
  done
done
