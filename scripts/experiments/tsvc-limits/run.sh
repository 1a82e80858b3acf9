#!/bin/sh
# The limits of TSVC_2's loops hyperlane takes (docs/performance.md, "TSVC_2:
# latest run"): each loop as TSVC writes it and its limit (the same stores
# without permutes, hand-written SoA, the scalar loop), plain gcc-12 and with
# the plugin.  Usage: run.sh [PLUGIN] [MARCH]
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
set -e
here=$(dirname "$0")
plugin=${1:-$here/../../../plugin/hyperlane.so}
march=${2:-haswell}
out=$(mktemp -d)
flags="-O3 -ffp-contract=off -march=$march"
gcc-12 $flags "$here/limits.c" "$here/sink.c" -o "$out/plain"
gcc-12 $flags -fno-tree-vectorize "$here/limits.c" "$here/sink.c" -o "$out/scalar"
gcc-12 $flags -fplugin="$plugin" "$here/limits.c" "$here/sink.c" -o "$out/plugin"
echo "function plain scalar plugin (CPU seconds, best of 5)"
"$out/plain" > "$out/plain.txt"
"$out/scalar" > "$out/scalar.txt"
"$out/plugin" > "$out/plugin.txt"
paste "$out/plain.txt" "$out/scalar.txt" "$out/plugin.txt" | awk '{print $1, $2, $4, $6}'
rm -rf "$out"
