#!/bin/sh
# The blend-permute measurements of docs/permutations.md: the kernels of
# kernels.c built by gcc -O3 and with plugin A (default: this tree's) and
# optionally plugin B (e.g. one built from an earlier commit), timed
# round-robin in one process, speed relative to gcc -O3.
# Usage: scripts/experiments/blend-permute/run.sh [-march=...|-msse4.2] [A.so [B.so]]
set -e
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
march=${1:--march=haswell}
a=${2:-$root/plugin/hyperlane.so}
b=$3
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
cc="gcc-12 -O3 $march -ffp-contract=off"
syms="de_u8x3 in_u8x3 de_u16x3 in_u16x3 de_f32x5 in_f32x5"
build () {	# build suffix [plugin]
  $cc ${2:+-fplugin=$2} -c "$here/kernels.c" -o "$out/k$1.o"
  for s in $syms; do
    objcopy --redefine-sym "$s=${s}_$1" "$out/k$1.o"
  done
}
build g
build a "$a"
builds=1
if [ -n "$b" ]; then
  build b "$b"
  builds=2
else
  cp "$out/kg.o" "$out/kb.o"
  for s in $syms; do
    objcopy --redefine-sym "${s}_g=${s}_b" "$out/kb.o"
  done
fi
gcc-12 -O2 "$here/main.c" "$out/kg.o" "$out/ka.o" "$out/kb.o" -o "$out/bench"
echo "$march: A = $a${b:+, B = $b}"
taskset -c 1 "$out/bench" $builds
