#!/usr/bin/env bash
# Print the path of GCC 12's own testsuite (gcc/testsuite), unpacking it from
# Debian's gcc-12-source under build/gcc-12-src the first time.  It is never
# committed.  As root, installs gcc-12-source when missing.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
dest="$top/build/gcc-12-src"
tarball=$(ls /usr/src/gcc-12/gcc-*.tar.xz 2>/dev/null | head -n1 || true)
if [ -z "$tarball" ]; then
  if [ "$(id -u)" -eq 0 ]; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq gcc-12-source \
      </dev/null >/dev/null
    tarball=$(ls /usr/src/gcc-12/gcc-*.tar.xz | head -n1)
  else
    echo "gcc-testsuite.sh: as root, run: apt-get install gcc-12-source" >&2
    exit 1
  fi
fi
# What is unpacked; the vect tests also include a few files of other
# directories (gcc.c-torture/execute/pr51581-[12].c, among the execution
# torture tests that scripts/experiments/gcc-torture runs, and
# gcc.dg/torture/pr59651.c).
patterns=('*/gcc/testsuite/lib/*' '*/gcc/testsuite/config/*'
  '*/gcc/testsuite/gcc.dg/vect/*' '*/gcc/testsuite/gfortran.dg/vect/*'
  '*/gcc/testsuite/g++.dg/vect/*' '*/gcc/testsuite/g++.dg/*.exp'
  '*/gcc/testsuite/gcc.dg/*.h' '*/gcc/testsuite/gcc.target/i386/*.h'
  '*/gcc/testsuite/gfortran.dg/*.exp' '*/gcc/testsuite/gcc.dg/*.exp'
  '*/gcc/testsuite/gcc.dg/torture/pr59651.c'
  '*/gcc/testsuite/gcc.c-torture/execute/*'
  '*/gcc/testsuite/gfortran.fortran-torture/execute/*')
# .unpacked holds the list; when it grows, the new files are added (files
# already there are left alone, so a running testsuite is not disturbed).
if [ ! -f "$dest/.unpacked" ] || [ "$(cat "$dest/.unpacked")" != "${patterns[*]}" ]; then
  mkdir -p "$dest"
  tar -xf "$tarball" -C "$dest" --strip-components=1 --skip-old-files \
    --wildcards "${patterns[@]}"
  printf '%s\n' "${patterns[*]}" > "$dest/.unpacked"
fi
echo "$dest/gcc/testsuite"
