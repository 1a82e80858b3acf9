#!/bin/sh
# The limits of issue 20 item 4 (docs/performance.md, NPB BT and LU):
# BT's block forming (x_solve.c:152) forced element by element, the same
# in record lanes (hyperlane's own choice), and BT's block solve with
# the recurrence removed, gcc -O3 against hyperlane.
# Usage: run.sh [MARCH] (default native).  Prints "checksum seconds" of
# plain GCC, then of hyperlane (then, for form-records, of the loop
# written by hand over each block's fields), three times each; the
# checksums agree.
set -e
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../../.." && pwd)
npb=${NPB:-$top/../shared/bench/npb/NPB3.3-SER-C}
march=${1:-native}
plugin=-fplugin=$top/plugin/hyperlane.so
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
sed -n '/^void matvec_sub/,$p' "$npb/BT/solve_subs.c" \
  | sed 's/^void /static inline void /' > "$tmp/solve_subs.inc"
cc="gcc-12 -O3 -march=$march -ffp-contract=off -I$tmp"
# form-fields: form.c's loop by hand as loops over each block's fields,
# plain GCC: the limit of the record-lane plan.
$cc -c "$here/form-fields.c" -o "$tmp/form-fields.o"
gcc-12 -O3 "$here/form-main.c" "$tmp/form-fields.o" -o "$tmp/form-fields"
for run in form form-records solve; do
  k=${run%-records}
  extra=; [ $run = form ] && extra=-fplugin-arg-hyperlane-cost=always
  $cc -c "$here/$k.c" -o "$tmp/$k-0.o"
  $cc $plugin $extra -fopt-info-vec -c "$here/$k.c" -o "$tmp/$k-1.o"
  gcc-12 -O3 "$here/$k-main.c" "$tmp/$k-0.o" -o "$tmp/$k-0"
  gcc-12 -O3 "$here/$k-main.c" "$tmp/$k-1.o" -o "$tmp/$k-1"
  for r in 1 2 3; do
    if [ $run = form-records ]; then
      echo "$run: $("$tmp/$k-0") | $("$tmp/$k-1") | by hand $("$tmp/form-fields")"
    else
      echo "$run: $("$tmp/$k-0") | $("$tmp/$k-1")"
    fi
  done
done
