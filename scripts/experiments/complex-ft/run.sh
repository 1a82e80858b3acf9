#!/bin/sh
# NPB FT's complex loops as kernels (docs/performance.md, "NPB FT and
# complex data"): the Fortran butterfly and the C copy loops, plain gcc-12
# against the plugin, and the C butterfly in FT's AoS (plain GCC) against
# the same hand-written in SoA, the limit.  CPU seconds of each run,
# alternated, 3 rounds.  Usage: run.sh [PLUGIN] [MARCH]
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
set -e
here=$(dirname "$0")
plugin=${1:-$here/../../../plugin/hyperlane.so}
march=${2:-native}
out=$(mktemp -d)
flags="-O3 -march=$march"
gfortran-12 $flags -c "$here/bfly.f90" -o "$out/bfly-plain.o"
gfortran-12 $flags -fplugin="$plugin" -c "$here/bfly.f90" -o "$out/bfly-hl.o"
gfortran-12 $flags -c "$here/bflymain.f90" -o "$out/bflymain.o" -J "$out"
gfortran-12 "$out/bflymain.o" "$out/bfly-plain.o" -o "$out/bfly-plain"
gfortran-12 "$out/bflymain.o" "$out/bfly-hl.o" -o "$out/bfly-plugin"
gcc-12 $flags "$here/copy.c" -o "$out/copy-plain"
gcc-12 $flags -fplugin="$plugin" "$here/copy.c" -o "$out/copy-plugin"
gcc-12 $flags "$here/soa.c" -o "$out/soa"
for round in 1 2 3; do
  for side in plain plugin; do
    echo "fortran-butterfly $side $("$out/bfly-$side" 20000000)"
    echo "c-copies $side $("$out/copy-$side" 20000)"
  done
  echo "c-butterfly aos $("$out/soa" 20000000 0)"
  echo "c-butterfly soa $("$out/soa" 20000000 1)"
done
rm -rf "$out"
