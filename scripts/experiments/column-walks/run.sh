#!/bin/bash
# Column walks, plain gcc-12 against gcc-12 + hyperlane (docs/performance.md,
# "Column walks"): kernels.c at each size and -march, both builds linked
# into one program that times them alternated and checks that their
# results are bit-identical.  Prints plain / hyperlane per kernel.
# Usage: run.sh [sizes] [marches]   (default: "256 1024" "native haswell")
# Environment: PLUGIN (default the repository's plugin/hyperlane.so).
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
PLUGIN=${PLUGIN:-$(cd "$HERE/../../.." && pwd)/plugin/hyperlane.so}
OUT=$(mktemp -d /tmp/column-walks.XXXXXX)
FLAGS="-O3 -ffp-contract=off -fno-math-errno"
SYMS="af bf cf ad bd cd mulf muld trf trd"
for n in ${1:-256 1024}; do
  for m in ${2:-native haswell}; do
    d=$OUT/$n-$m; mkdir -p "$d"
    gcc-12 $FLAGS -march=$m -DN=$n -c "$HERE/kernels.c" -o "$d/plain.o"
    gcc-12 $FLAGS -march=$m -DN=$n -fplugin="$PLUGIN" -fopt-info-vec-optimized="$d/remarks.txt" \
      -c "$HERE/kernels.c" -o "$d/plugin.o"
    for side in p h; do
      obj=$([ $side = p ] && echo plain || echo plugin)
      objcopy $(for s in $SYMS; do printf -- "--redefine-sym %s=%s_%s " $s $s $side; done) \
        "$d/$obj.o" "$d/$obj-renamed.o"
    done
    gcc-12 -O2 -DN=$n "$HERE/main.c" "$d/plain-renamed.o" "$d/plugin-renamed.o" -o "$d/bench"
    reps=$((200 * 256 * 256 / n / n)); [ $reps -ge 1 ] || reps=1
    echo "N=$n -march=$m: $(taskset -c 1 "$d/bench" $reps 2>/dev/null || "$d/bench" $reps)"
  done
done
echo "builds and remarks in $OUT"
