#!/bin/sh
# Short loops covered in part by the vector loop (docs/performance.md,
# "Vector loops that never ran"): plain GCC against hyperlane for trip
# counts N, at native and haswell; min of 3 alternated pinned runs per
# binary; ratios plain / hyperlane.
# Usage: run.sh [PLUGIN] [REPS]
set -e
here=$(cd "$(dirname "$0")" && pwd)
plugin=${1:-$here/../../../plugin/hyperlane.so}
reps=${2:-20000000}
tmp=$(mktemp -d)
for n in 12 20 28 44; do
  for m in native haswell; do
    gcc-12 -O3 -march=$m -ffp-contract=off -DN=$n "$here/kernels.c" -o "$tmp/p"
    gcc-12 -O3 -march=$m -ffp-contract=off -DN=$n "$here/kernels.c" -o "$tmp/h" \
      -fplugin="$plugin"
    for r in 1 2 3; do
      for k in p h; do
        taskset -c 1 "$tmp/$k" "$reps" | awk -v k=$k '{print k, $1, $2}'
      done
    done | awk -v n=$n -v m=$m '
      { if (!($1 in a) || $2 < a[$1]) a[$1] = $2
        if (!($1 in b) || $3 < b[$1]) b[$1] = $3 }
      END { printf "N=%-3s %-8s norm2 %.2f  scale %.2f\n", n, m,
            a["p"] / a["h"], b["p"] / b["h"] }'
  done
done
rm -rf "$tmp"
