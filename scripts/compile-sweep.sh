#!/usr/bin/env bash
# Compile every C and Fortran test of GCC 12's gcc.dg/vect (with costmodel/)
# and gfortran.dg/vect with the plugin loaded and forced on, under several
# -march settings, and count internal compiler errors.  A file that fails
# to compile for another reason (a target-specific test, say) is counted
# but is not an ICE.  Each test's dg-options are added to the command.
# --compare-debug adds -fcompare-debug (GCC compiles each file again with
# -g toggled and compares the code): a file whose code -g changes with the
# plugin, but not without it, is counted as a DEBUG difference.  Usage:
#   scripts/compile-sweep.sh [--jobs N] [--march "haswell x86-64-v4 ..."] [--compare-debug]
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
jobs=$(nproc)
marches="x86-64-v2 haswell x86-64-v4"
compare_debug=
while [ $# -gt 0 ]; do
  case "$1" in
    --jobs) jobs=$2; shift 2 ;;
    --march) marches=$2; shift 2 ;;
    --compare-debug) compare_debug=-fcompare-debug; shift ;;
    *) echo "usage: $0 [--jobs N] [--march LIST] [--compare-debug]" >&2; exit 2 ;;
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
      -fplugin-arg-hyperlane-alias-versioning=always \
      -fplugin-arg-hyperlane-verify \
      -fplugin-arg-hyperlane-dump=-details=/dev/null \
      -fopt-info-vec-all=/dev/null $compare_debug $opts -c "$file" \
      -o "$tag.o" ) >"$log" 2>&1
  local rc=$?
  rm -f "$out/work/$tag.o" "$out/work/$tag".*.gkd
  if grep -qE "internal compiler error|Segmentation fault|Please submit a full bug report" "$log" \
     || [ $rc -ge 124 ]; then
    echo "ICE $march $file"
  elif grep -q "fcompare-debug failure" "$log"; then
    # GCC's own: the same file without the plugin.
    if ( cd "$out/work" && timeout 300 "$comp" -O3 -march="$march" -w \
	   -I"$ts"/gcc.dg/vect -I"$ts"/gcc.dg $compare_debug $opts \
	   -c "$file" -o "$tag.plain.o" ) >/dev/null 2>&1; then
      echo "DEBUG $march $file"
    else
      echo "GCCDEBUG $march $file"; rm -f "$log"
    fi
    rm -f "$out/work/$tag.plain.o" "$out/work/$tag".*.gkd
  elif [ $rc -ne 0 ]; then
    echo "ERROR $march $file"; rm -f "$log"
  else
    echo "OK $march $file"; rm -f "$log"
  fi
}
export -f compile_one
export CC FC plugin ts out compare_debug

for m in $marches; do sed "s|^|$m |" "$list"; done \
  | xargs -P "$jobs" -L1 bash -c 'compile_one "$1" "$0"' > "$out/results"

files=$(wc -l < "$list")
total=$(wc -l < "$out/results")
ok=$(grep -c '^OK ' "$out/results" || true)
err=$(grep -c '^ERROR ' "$out/results" || true)
ice=$(grep -c '^ICE ' "$out/results" || true)
dbg=$(grep -c '^DEBUG ' "$out/results" || true)
gccdbg=$(grep -c '^GCCDEBUG ' "$out/results" || true)
echo "compile-sweep: $files files x $(echo $marches | wc -w) -march settings = $total compiles${compare_debug:+ (-fcompare-debug)}"
echo "compile-sweep: $ok compiled, $err rejected for other reasons, $ice ICEs"
if [ -n "$compare_debug" ]; then
  echo "compile-sweep: $dbg files whose code -g changes with the plugin ($gccdbg without it too, not counted)"
fi
grep -E '^(ICE|DEBUG) ' "$out/results" | sed 's/^/  /' || true
echo "logs: $out/work/*.log"
[ "$ice" -eq 0 ] && [ "$dbg" -eq 0 ]
