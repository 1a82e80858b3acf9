#!/usr/bin/env bash
# Compile every C and Fortran test of GCC 12's gcc.dg/vect (with costmodel/)
# and gfortran.dg/vect with the plugin loaded and forced on, under several
# -march settings, and count internal compiler errors.  A file that fails
# to compile for another reason (a target-specific test, say) is counted
# but is not an ICE.  Each test's dg-options are added to the command.  Usage:
#   scripts/compile-sweep.sh [--jobs N] [--march "haswell x86-64-v4 ..."]
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
jobs=$(nproc)
marches="x86-64-v2 haswell x86-64-v4"
while [ $# -gt 0 ]; do
  case "$1" in
    --jobs) jobs=$2; shift 2 ;;
    --march) marches=$2; shift 2 ;;
    *) echo "usage: $0 [--jobs N] [--march LIST]" >&2; exit 2 ;;
  esac
done
CC=${CC:-gcc-12}
FC=${FC:-gfortran-12}
plugin="$top/plugin/hyperlane.so"
[ -f "$plugin" ] || { echo "compile-sweep: build $plugin first (make)" >&2; exit 1; }
ts=$("$top/scripts/gcc-testsuite.sh")
out="$top/build/compile-sweep"
rm -rf "$out"; mkdir -p "$out/work"

list="$out/files"
{ ls "$ts"/gcc.dg/vect/*.c "$ts"/gcc.dg/vect/costmodel/x86_64/*.c
  ls "$ts"/gfortran.dg/vect/*.f* ; } > "$list"

# One compile: FILE MARCH -> a line "STATUS MARCH FILE" on stdout.
compile_one () {
  local file=$1 march=$2 comp=$CC
  case "$file" in *.f|*.f90|*.F90|*.f03) comp=$FC ;; esac
  local tag; tag=$(basename "$file")-$march
  # The test's own dg-options and dg-additional-options (selectors ignored).
  local opts
  opts=$(grep -oE '\{ *dg-(additional-)?options +"[^"]*"' "$file" \
	   | sed -E 's/.*"([^"]*)"/\1/' | tr '\n' ' ' || true)
  local log="$out/work/$tag.log"
  ( cd "$out/work" && timeout 300 "$comp" -O3 -march="$march" -w \
      -I"$ts"/gcc.dg/vect -I"$ts"/gcc.dg -fno-diagnostics-color \
      -fplugin="$plugin" -fplugin-arg-hyperlane-cost=always \
      -fplugin-arg-hyperlane-verify \
      -fplugin-arg-hyperlane-dump=-details=/dev/null \
      -fopt-info-vec-all=/dev/null $opts -c "$file" -o /dev/null ) >"$log" 2>&1
  local rc=$?
  if grep -qE "internal compiler error|Segmentation fault|Please submit a full bug report" "$log" \
     || [ $rc -ge 124 ]; then
    echo "ICE $march $file"
  elif [ $rc -ne 0 ]; then
    echo "ERROR $march $file"; rm -f "$log"
  else
    echo "OK $march $file"; rm -f "$log"
  fi
}
export -f compile_one
export CC FC plugin ts out

for m in $marches; do sed "s|^|$m |" "$list"; done \
  | xargs -P "$jobs" -L1 bash -c 'compile_one "$1" "$0"' > "$out/results"

files=$(wc -l < "$list")
total=$(wc -l < "$out/results")
ok=$(grep -c '^OK ' "$out/results" || true)
err=$(grep -c '^ERROR ' "$out/results" || true)
ice=$(grep -c '^ICE ' "$out/results" || true)
echo "compile-sweep: $files files x $(echo $marches | wc -w) -march settings = $total compiles"
echo "compile-sweep: $ok compiled, $err rejected for other reasons, $ice ICEs"
grep '^ICE ' "$out/results" | sed 's/^/  /' || true
echo "logs of ICEs: $out/work/*.log"
[ "$ice" -eq 0 ]
