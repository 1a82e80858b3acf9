#!/bin/sh
# Element-wise access against AVX2 gathers for a column walk
# (docs/performance.md, NPB BT and LU): plain gcc -O3, then hyperlane
# forced to take the loop (cost=always, element by element); each line
# prints the loop as built and the hand-written gather version.
# Usage: run.sh [MARCH] (default haswell).
set -e
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../../.." && pwd)
march=${1:-haswell}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cc="gcc-12 -O3 -march=$march -ffp-contract=off"
$cc -c "$here/kernels.c" -o "$tmp/k0.o"
$cc -fplugin="$top/plugin/hyperlane.so" -fplugin-arg-hyperlane-cost=always \
    -c "$here/kernels.c" -o "$tmp/k1.o"
gcc-12 -O3 "$here/main.c" "$tmp/k0.o" -o "$tmp/plain"
gcc-12 -O3 "$here/main.c" "$tmp/k1.o" -o "$tmp/hyperlane"
for r in 1 2 3; do
  echo "plain: $("$tmp/plain" | tr '\n' ' ')"
  echo "hyperlane: $("$tmp/hyperlane" | tr '\n' ' ')"
done
