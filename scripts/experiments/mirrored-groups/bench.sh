#!/bin/bash
# Mirrored-group kernels, plain gcc-12 against gcc-12 with hyperlane
# (docs/performance.md, "Mirrored groups"): each build's output is first
# compared with the -O0 build's, then each kernel is timed, the two builds
# alternated, the minimum of 7 CPU times kept.
#   bench.sh [MARCH] [PLUGIN] [REPS] [PLUGIN-ARGS...]
set -e
here=$(cd "$(dirname "$0")" && pwd)
march=${1:-native}
plugin=${2:-$here/../../../plugin/hyperlane.so}
reps=${3:-20000}
shift 3 2>/dev/null || shift $#
args=("$@")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
flags="-O3 -march=$march -ffp-contract=off"
gcc-12 -O0 -ffp-contract=off -fno-strict-aliasing "$here/main.c" "$here/kernels.c" -o ref
gcc-12 $flags -fno-strict-aliasing "$here/main.c" "$here/kernels.c" -o plain
gcc-12 $flags -c "$here/kernels.c" -o kernels.o -fplugin="$plugin" "${args[@]}" \
  -fopt-info-vec-optimized 2> remarks.txt
# The kernel each taken loop belongs to: the last definition above its line.
taken=$(grep 'by hyperlane' remarks.txt | sed 's/^[^:]*:\([0-9]*\):.*/\1/' | while read -r l; do
  head -n "$l" "$here/kernels.c" | grep -o '^void [a-z0-9_]*' | tail -1 | cut -c6-; done)
gcc-12 $flags -fno-strict-aliasing "$here/main.c" kernels.o -o hl
./ref > ref.out
for b in plain hl; do ./$b > $b.out; cmp -s $b.out ref.out || { echo "$b: output differs from -O0"; exit 1; }; done
pin=""; command -v taskset >/dev/null && pin="taskset -c 1"
for k in $(grep -o 'X([a-z0-9_]*)' "$here/kernels.h" | sed 's/X(\(.*\))/\1/'); do
  p=9; h=9
  for r in 1 2 3 4 5 6 7; do
    a=$($pin ./plain $reps $k | awk '{print $2}'); b=$($pin ./hl $reps $k | awk '{print $2}')
    p=$(echo "if ($a < $p) $a else $p" | bc -l); h=$(echo "if ($b < $h) $b else $h" | bc -l)
  done
  printf "%-14s plain %.4f hyperlane %.4f ratio %.2f%s\n" $k $p $h $(echo "$p / $h" | bc -l) \
    "$(grep -qx "$k" <<< "$taken" || echo '  (not taken: the same code)')"
done
