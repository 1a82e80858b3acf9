#!/usr/bin/env bash
# `make demo`: compile every example kernel (examples/kernels.txt) with the
# plugin, show what hyperlane did with its loops, and check each program's
# results against its scalar reference.  Fails loudly on a wrong result.
#   scripts/demo.sh [--march M] [--cost model|always]
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
march=haswell
cost=model
while [ $# -gt 0 ]; do
  case "$1" in
    --march) march=$2; shift 2 ;;
    --cost) cost=$2; shift 2 ;;
    *) echo "usage: $0 [--march M] [--cost model|always]" >&2; exit 2 ;;
  esac
done
CC=${CC:-gcc-12}
FC=${FC:-gfortran-12}
plugin="$top/plugin/hyperlane.so"
out="$top/build/demo"
rm -rf "$out"; mkdir -p "$out"

printf 'hyperlane demo: -O3 -march=%s -fplugin=hyperlane (cost=%s)\n\n' "$march" "$cost"
printf '%-15s %-7s %6s %8s %11s %10s  %s\n' kernel stride loops inter- vectorized "left to" check
printf '%-15s %-7s %6s %8s %11s %10s\n' "" "" seen leaved "by hyperl." GCC
failed=0
while read -r name lang group stride type soa flags n1 n2 n3 sources; do
  case "$name" in ''|\#*) continue ;; esac
  [ "$flags" = - ] && flags=
  srcs=$(echo "$sources" | tr ',' ' ' | sed "s|\([^ ]*\)|$top/\1|g")
  bin="$out/$name"
  remarks="$out/$name.remarks"
  common=(-O3 -march="$march" -ffp-contract=off $flags -fplugin="$plugin"
	  -fplugin-arg-hyperlane-cost="$cost" -fopt-info-vec-all="$remarks")
  if [ "$lang" = fortran ]; then
    mkdir -p "$out/$name.mod"
    "$FC" "${common[@]}" -J "$out/$name.mod" $srcs -o "$bin" 2>"$out/$name.log"
  else
    "$CC" "${common[@]}" -I"$top/examples/common" $srcs -o "$bin" -lm 2>"$out/$name.log"
  fi
  seen=$(grep -c 'hyperlane: analysed loop' "$remarks" || true)
  inter=$(grep -c 'hyperlane: interleaved' "$remarks" || true)
  vect=$(grep -c 'loop vectorized by hyperlane' "$remarks" || true)
  left=$(grep -c 'hyperlane: loop left to GCC\|hyperlane: loop not analysed' "$remarks" || true)
  if result=$("$bin" check 2>/dev/null); then :; else failed=1; fi
  printf '%-15s %-7s %6s %8s %11s %10s  %s\n' "$name" "$stride" "$seen" "$inter" "$vect" "$left" "$result"
done < "$top/examples/kernels.txt"

echo
echo "Remarks per kernel: $out/<kernel>.remarks (grep hyperlane)."
if [ "$failed" -ne 0 ]; then
  echo "demo: A KERNEL PRODUCED A WRONG RESULT" >&2
  exit 1
fi
echo "demo: every kernel's result matches its scalar reference."
