#!/bin/bash
# Column walks planned element by element against GCC's scalar loop
# (docs/performance.md, "Column walks"): elementwise-kernels.c with the
# column jam off and every plan taken (-fno-loop-unroll-and-jam
# -fplugin-arg-hyperlane-cost=always), then as hyperlane decides.
# Prints plain / hyperlane per kernel and the remarks of the loops taken.
# Usage: elementwise.sh [marches]   (default: "native haswell")
# Environment: PLUGIN (default the repository's plugin/hyperlane.so).
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
PLUGIN=${PLUGIN:-$(cd "$HERE/../../.." && pwd)/plugin/hyperlane.so}
OUT=$(mktemp -d /tmp/column-elementwise.XXXXXX)
F="-O3 -ffp-contract=off -fno-math-errno"
SYMS="a b c k1 k2 k3 k4 k5"
cd "$OUT"
for m in ${1:-native haswell}; do
  for args in "-fno-loop-unroll-and-jam -fplugin-arg-hyperlane-cost=always" ""; do
    gcc-12 $F -march=$m -c "$HERE/elementwise-kernels.c" -o kp.o
    gcc-12 $F -march=$m -fplugin="$PLUGIN" $args -fopt-info-vec-optimized \
      -c "$HERE/elementwise-kernels.c" -o kh.o 2> remarks.txt
    objcopy $(for s in $SYMS; do printf -- "--redefine-sym %s=%s_p " $s $s; done) kp.o kp2.o
    objcopy $(for s in $SYMS; do printf -- "--redefine-sym %s=%s_h " $s $s; done) kh.o kh2.o
    gcc-12 -O2 "$HERE/elementwise-main.c" kp2.o kh2.o -o bench
    echo "-march=$m ${args:-(default)}: $(./bench)"
    grep -o "elementwise-kernels.c:[0-9]*:[0-9]*: optimized: loop vectorized by hyperlane: VF [0-9]*" remarks.txt | sed 's/^/  /' || true
  done
done
