#!/bin/bash
# Survey: plain gcc-12 against gcc-12 + hyperlane on AoS mini-app kernels
# (n-body, particle-in-cell, SPH, complex, RGB, NPB-style flux, C++ and
# Fortran records): results bit-identical, and no kernel slower
# (docs/performance.md, "Masked stores at 512 bits").  Each program prints
# its kernel's CPU time and a checksum of every output bit.
# Usage: run.sh [kernel-name-filter-regex] [march list]   (default: . "native haswell")
# Environment: PLUGIN (default the repository's plugin/hyperlane.so),
# OUT (default a new folder under /tmp): builds, results.txt, remarks.
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
PLUGIN=${PLUGIN:-$(cd "$HERE/../../.." && pwd)/plugin/hyperlane.so}
ROOT=${OUT:-$(mktemp -d /tmp/aos-miniapps.XXXXXX)}
mkdir -p "$ROOT"
ln -sfn "$HERE/src" "$ROOT/src"
echo "aos-miniapps: output in $ROOT"
FILTER=${1:-.}
MARCHES=${2:-"native haswell"}
RUNS=5           # alternations in the first pass
RERUN_RUNS=7     # alternations in each confirmation re-run
RERUNS=2
THRESH=0.95
PIN=""; command -v taskset >/dev/null && PIN="taskset -c 1"

# name  source  compiler  extra-flags
KERNELS="
c01_nbody_kd      c01_nbody_kd.c      gcc-12      -
c02_pic_push      c02_pic_push.c      gcc-12      -
c03_sph_density   c03_sph_density.c   gcc-12      -
c04_mixed_rec     c04_mixed_rec.c     gcc-12      -
c05_mat3vec       c05_mat3vec.c       gcc-12      -
c06_cplx_mac      c06_cplx_mac.c      gcc-12      -
c07_cplx_mul      c07_cplx_mul.c      gcc-12      -
c07_cplx_mul_lr   c07_cplx_mul.c      gcc-12      -fcx-limited-range
c08_rgb2gray      c08_rgb2gray.c      gcc-12      -
c09_rgba_premul   c09_rgba_premul.c   gcc-12      -
c10_npb_flux      c10_npb_flux.c      gcc-12      -
c11_sumsq         c11_sumsq.c         gcc-12      -
c12_minmax        c12_minmax.c        gcc-12      -
c13_cond_mass     c13_cond_mass.c     gcc-12      -
p14_vec3          p14_vec3.cpp        g++-12      -
p15_array4        p15_array4.cpp      g++-12      -
f16_particle      f16_particle.f90    gfortran-12 -
f17_cplx          f17_cplx.f90        gfortran-12 -
f18_flux          f18_flux.f90        gfortran-12 -
"

RES=$ROOT/results.txt
ERR=$ROOT/errors.txt
: > "$ERR"
{
  echo "# hyperlane AoS mini-app survey  $(date -u +%FT%TZ)  host: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2)"
  echo "# flags: -O3 -ffp-contract=off -march=M [extra]; plugin adds -fplugin=$PLUGIN -fopt-info-vec-optimized-missed=FILE"
  echo "# times = min CPU seconds over $RUNS alternating runs (pinned: ${PIN:-no}); ratio = plain/plugin (>1: plugin faster)"
  echo "# same-bin: plugin executable byte-identical to plain (then ratio is pure noise)"
  printf "%-16s %-8s %-6s %-8s %-9s %-9s %-6s %-s\n" kernel march cksum same-bin plain_s plugin_s ratio "re-run ratios"
} > "$RES"

# run_pair PLAINBIN HLBIN N -> prints "minplain minhl cks_equal"
run_pair() {
  local pb=$1 hb=$2 n=$3 i out tp th cp ch
  local mp=999 mh=999 eq=yes cp0="" ch0=""
  for ((i = 0; i < n; i++)); do
    out=$($PIN "$pb"); tp=$(awk '/^time/{print $2}' <<<"$out"); cp=$(grep '^checksum' <<<"$out")
    out=$($PIN "$hb"); th=$(awk '/^time/{print $2}' <<<"$out"); ch=$(grep '^checksum' <<<"$out")
    [ -z "$cp0" ] && cp0=$cp && ch0=$ch
    [ "$cp" != "$cp0" ] && eq="PLAIN-NONDET"
    [ "$cp" != "$ch" ] && eq=NO
    mp=$(awk -v a="$mp" -v b="$tp" 'BEGIN{print (b<a)?b:a}')
    mh=$(awk -v a="$mh" -v b="$th" 'BEGIN{print (b<a)?b:a}')
  done
  echo "$mp $mh $eq"
  [ "$eq" = yes ] || { echo "  plain: $cp0" >&2; echo "  plugin: $ch0" >&2; }
}

REMARKS_ALL=$ROOT/remarks_summary.txt
: > "$REMARKS_ALL"
CKDIFF=$ROOT/checksum_diffs.txt
: > "$CKDIFF"

for M in $MARCHES; do
  B=$ROOT/build/$M; mkdir -p "$B"
  while read -r name src cc extra; do
    [ -z "$name" ] && continue
    [[ "$name" =~ $FILTER ]] || continue
    [ "$extra" = "-" ] && extra=""
    lib=""; [ "$cc" = gcc-12 ] && lib="-lm"
    base="$cc -O3 -ffp-contract=off -march=$M $extra"
    cmd_p="$base $ROOT/src/$src -o $B/$name.plain $lib"
    cmd_h="$base -fplugin=$PLUGIN -fopt-info-vec-optimized-missed=$B/$name.remarks $ROOT/src/$src -o $B/$name.hl $lib"
    rm -f "$B/$name.plain" "$B/$name.hl" "$B/$name.remarks"
    ( cd "$B" && $cmd_p -fopt-info-vec-optimized=$B/$name.plain.remarks ) > "$B/$name.plain.log" 2>&1; rcp=$?
    ( cd "$B" && $cmd_h ) > "$B/$name.hl.log" 2>&1; rch=$?
    for k in p h; do
      rc=$([ $k = p ] && echo $rcp || echo $rch); log=$B/$name.$([ $k = p ] && echo plain || echo hl).log
      cmd=$([ $k = p ] && echo "$cmd_p" || echo "$cmd_h")
      if [ "$rc" != 0 ] || grep -qiE 'internal compiler error|segmentation fault|error:' "$log"; then
        { echo "=== $name $M ($([ $k = p ] && echo plain || echo plugin)) rc=$rc"; echo "cmd: $cmd"; head -30 "$log"; } >> "$ERR"
      elif grep -qi 'warning' "$log"; then
        { echo "--- (warning only) $name $M ($([ $k = p ] && echo plain || echo plugin))"; echo "cmd: $cmd"; grep -i warning "$log" | head -10; } >> "$ERR"
      fi
    done
    if [ ! -x "$B/$name.plain" ] || [ ! -x "$B/$name.hl" ]; then
      printf "%-16s %-8s %s\n" "$name" "$M" "BUILD FAILED (see errors.txt)" >> "$RES"; continue
    fi
    same=no; cmp -s "$B/$name.plain" "$B/$name.hl" && same=yes
    read -r mp mh eq < <(run_pair "$B/$name.plain" "$B/$name.hl" $RUNS 2>"$B/$name.ckdiff")
    ratio=$(awk -v a="$mp" -v b="$mh" 'BEGIN{printf "%.3f", a/b}')
    reruns=""
    if awk -v r="$ratio" -v t=$THRESH 'BEGIN{exit !(r<t)}'; then
      for ((j = 0; j < RERUNS; j++)); do
        read -r rp rh req < <(run_pair "$B/$name.plain" "$B/$name.hl" $RERUN_RUNS 2>>"$B/$name.ckdiff")
        rr=$(awk -v a="$rp" -v b="$rh" 'BEGIN{printf "%.3f", a/b}')
        reruns="$reruns $rr($rp/$rh)"
        [ "$req" != yes ] && eq=$req
      done
      all_slow=$(for x in $reruns; do awk -v r="${x%%(*}" -v t=$THRESH 'BEGIN{print (r<t)?"s":"f"}'; done | sort -u | tr -d '\n')
      [ "$all_slow" = s ] && reruns="$reruns CONFIRMED-SLOWER" || reruns="$reruns not-confirmed"
    fi
    printf "%-16s %-8s %-6s %-8s %-9s %-9s %-6s %s\n" "$name" "$M" "$eq" "$same" "$mp" "$mh" "$ratio" "$reruns" >> "$RES"
    if [ "$eq" != yes ]; then
      { echo "=== $name $M checksum $eq"; cat "$B/$name.ckdiff"; echo "plain : (cd $B && $cmd_p)"; echo "plugin: (cd $B && $cmd_h)"; } >> "$CKDIFF"
    fi
    { echo "=== $name $M"; grep -h "$src" "$B/$name.remarks" 2>/dev/null | grep -i hyperlane | sed "s|$ROOT/src/||" | sort -u;
      echo "  [plain GCC vectorized:]"; grep -h "$src" "$B/$name.plain.remarks" 2>/dev/null | grep optimized | sed "s|$ROOT/src/||;s|^|  |" | sort -u; } >> "$REMARKS_ALL"
    echo "done $name $M: $eq $mp $mh $ratio $reruns" >&2
  done <<< "$KERNELS"
done
{
  echo; echo "## compile errors / ICEs / warnings (errors.txt)"; if [ -s "$ERR" ]; then cat "$ERR"; else echo "none"; fi
  echo; echo "## checksum differences (checksum_diffs.txt)"; if [ -s "$CKDIFF" ]; then cat "$CKDIFF"; else echo "none"; fi
  echo; echo "## hyperlane remark lines per kernel (remarks_summary.txt)"; cat "$REMARKS_ALL"
} >> "$RES"
