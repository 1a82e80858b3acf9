#!/bin/sh
# Build and run the overlapping-load experiment (docs/performance.md).
# Usage: scripts/experiments/overlapping-loads/run.sh
# The overlapping-load versions are AVX2 intrinsics: everything is built
# for -march=haswell, where they compete with 256-bit code.
set -e
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
cc="gcc-12 -O3 -march=haswell -ffp-contract=off"
$cc -c "$here/kernels.c" -o "$out/gcc.o"
$cc -fplugin="$root/plugin/hyperlane.so" -c "$here/kernels.c" -o "$out/hl.o"
objcopy --redefine-sym rot=rot_h --redefine-sym cross=cross_h "$out/hl.o"
$cc -c "$here/overlap.c" -o "$out/overlap.o"
gcc-12 -O2 "$here/main.c" "$out/gcc.o" "$out/hl.o" "$out/overlap.o" -o "$out/bench"
for off in 0 16; do
  echo "arrays $off bytes off a 64-byte boundary:"
  taskset -c 1 "$out/bench" $off
done
