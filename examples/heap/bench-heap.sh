#!/bin/sh
# bench-heap.sh [MARCH [ROUNDS]]: particles_heap.c as plain gcc-12 -O3, with
# 'struct particle -> SOA' and 'struct particle -> AOSOA(16)' under
# -fwhole-program and under -flto -flto-partition=one, 'struct particle ->
# AOSOA(8)' under -fwhole-program, and written in SoA by
# hand; each build's checksum must be the same; then the minimum CPU time of
# ROUNDS alternated runs per build at three working sets (L1, L2, L3-sized),
# printed as ratios to plain gcc.  docs/performance.md has the figures.
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
set -e
MARCH=${1:-native}
ROUNDS=${2:-5}
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
PLUGIN=${PLUGIN:-$ROOT/plugin/hyperlane.so}
SRC=$HERE/particles_heap.c
OUT=${OUT:-$ROOT/build/bench-heap}
mkdir -p "$OUT"
cd "$OUT"
F="-O3 -march=$MARCH -ffp-contract=off"
gcc-12 $F "$SRC" -o plain
gcc-12 $F -DHAND_SOA "$SRC" -o hand
gcc-12 $F -fwhole-program -fplugin="$PLUGIN" \
  '-fplugin-arg-hyperlane-layout=struct particle -> SOA' "$SRC" -o soa
gcc-12 $F -fwhole-program -fplugin="$PLUGIN" \
  '-fplugin-arg-hyperlane-layout=struct particle -> AOSOA(16)' "$SRC" -o aosoa
gcc-12 $F -fwhole-program -fplugin="$PLUGIN" \
  '-fplugin-arg-hyperlane-layout=struct particle -> AOSOA(8)' "$SRC" -o aosoa8
gcc-12 $F -flto -c "$SRC" -o lto.o
gcc-12 $F -flto -flto-partition=one -fplugin="$PLUGIN" \
  '-fplugin-arg-hyperlane-layout=struct particle -> SOA' lto.o -o soa-lto
BUILDS="plain hand soa soa-lto aosoa aosoa8"
ref=$(./plain 5000 10 | head -1)
for b in $BUILDS; do
  sum=$(./$b 5000 10 | head -1)
  if [ "$sum" != "$ref" ]; then
    echo "$b: $sum differs from plain's $ref" >&2
    exit 1
  fi
done
echo "checksums: all builds print '$ref'"
for n in 1000 10000 100000; do
  steps=$((200000000 / n))
  for b in $BUILDS; do echo 1e9 > "min.$b"; done
  r=0
  while [ $r -lt "$ROUNDS" ]; do
    for b in $BUILDS; do
      t=$(./$b $n $steps | awk '/^cpu/ {print $2}')
      awk -v t="$t" -v f="min.$b" \
	'BEGIN { getline m < f; if (t < m) m = t; print m > f }'
    done
    r=$((r + 1))
  done
  p=$(cat min.plain)
  line="n=$n ($((n * 36 / 1024)) KiB):"
  for b in $BUILDS; do
    line="$line $b $(awk -v p="$p" -v t="$(cat min.$b)" 'BEGIN { printf "%.2fx", p / t }')"
  done
  h=$(cat min.hand)
  line="$line; soa/hand $(awk -v h="$h" -v t="$(cat min.soa)" 'BEGIN { printf "%.0f%%", 100 * h / t }')"
  echo "$line"
done
