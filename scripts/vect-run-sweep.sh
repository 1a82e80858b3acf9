#!/usr/bin/env bash
# Build and run the executable tests of GCC 12's gcc.dg/vect (and
# costmodel/x86_64) with and without the plugin forced on (cost=always,
# verify) and report the tests whose outcome differs: a wrong result or a
# crash with the plugin where plain GCC passes is a hyperlane bug.
# A quick stand-in for issue #7's DejaGnu-based check-gcc-vect.
#   scripts/vect-run-sweep.sh [--jobs N] [--march M]
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
jobs=$(nproc)
march=haswell
while [ $# -gt 0 ]; do
  case "$1" in
    --jobs) jobs=$2; shift 2 ;;
    --march) march=$2; shift 2 ;;
    *) echo "usage: $0 [--jobs N] [--march M]" >&2; exit 2 ;;
  esac
done
CC=${CC:-gcc-12}
plugin="$top/plugin/hyperlane.so"
ts=$("$top/scripts/gcc-testsuite.sh")
out="$top/build/vect-run-sweep"
rm -rf "$out"; mkdir -p "$out/work"

run_one () {
  local file=$1 name; name=$(basename "$file" .c)
  grep -qE 'dg-do (compile|assemble|link|preprocess)' "$file" && { echo "SKIP $name"; return; }
  local opts
  opts=$(grep -oE '\{ *dg-(additional-)?options +"[^"]*"' "$file" \
	   | sed -E 's/.*"([^"]*)"/\1/' | tr '\n' ' ' || true)
  local w="$out/work/$name"; mkdir -p "$w"
  local common=(-O2 -ftree-vectorize -fno-vect-cost-model -march="$march" -w
		-I"$ts"/gcc.dg/vect -I"$ts"/gcc.dg $opts "$file" -lm)
  if ! timeout 120 "$CC" "${common[@]}" -o "$w/plain" >"$w/plain.log" 2>&1; then
    echo "SKIP $name"; rm -rf "$w"; return
  fi
  if ! timeout 300 "$CC" "${common[@]}" -fplugin="$plugin" \
       -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify \
       -fopt-info-vec-optimized="$w/remarks" -o "$w/hl" >"$w/hl.log" 2>&1; then
    echo "COMPILE-FAIL $name"; return
  fi
  local took=0
  grep -q "by hyperlane" "$w/remarks" && took=1
  local p=0 h=0
  (cd "$w" && timeout 20 ./plain >/dev/null 2>&1) || p=$?
  (cd "$w" && timeout 20 ./hl >/dev/null 2>&1) || h=$?
  if [ "$p" -eq 0 ] && [ "$h" -ne 0 ]; then
    echo "WRONG $name (vectorized by hyperlane: $took)"
  else
    echo "OK $name $took"; rm -rf "$w"
  fi
}
export -f run_one
export CC plugin ts out march

ls "$ts"/gcc.dg/vect/*.c "$ts"/gcc.dg/vect/costmodel/x86_64/*.c \
  | grep -v '/bb-slp' | xargs -P "$jobs" -I{} bash -c 'run_one "$1"' _ {} \
  > "$out/results"
ok=$(grep -c '^OK ' "$out/results" || true)
took=$(grep -c '^OK .* 1$' "$out/results" || true)
skip=$(grep -c '^SKIP ' "$out/results" || true)
bad=$(grep -vc '^OK \|^SKIP ' "$out/results" || true)
echo "vect-run-sweep: $ok run tests agree ($took with loops vectorized by hyperlane), $skip skipped (not run tests or not built by plain GCC), $bad differ"
grep -v '^OK \|^SKIP ' "$out/results" | sed 's/^/  /' || true
[ "$bad" -eq 0 ]
