#!/usr/bin/env bash
# Differential test of hyperlane on random whole programs from Csmith
# (docs/testing.md, "Random whole programs (Csmith)").  Program i is
# `csmith --seed S+i` with the option set below; it is compiled
#   * without the plugin at -O0 (the reference), and
#   * with the plugin at -O3 -ffp-contract=off, cost=always,
#     alias-versioning=always and verify, for
#     every target of --march (x86: -march=M; aarch64: the cross compiler
#     and the cross plugin, run under qemu, on every K-th program only),
# and the printed checksums are compared.  A reference that does not build,
# crashes or runs longer than the run timeout skips the program (counted).
# A mismatch, an ICE, a compile error or compile timeout, a crash or a run
# timeout of a plugin build is a failure unless the same build without the
# plugin fails the same way (then it is GCC's: reported, not counted).  A
# failing program is saved under OUT/<seed>/ with a repro.sh.
#
#   scripts/csmith-check.sh [--count N] [--start K] [--seed S] [--jobs J]
#                           [--march LIST] [--out DIR] [--keep-going]
#                           [--aarch64-every K] [--timeout S]
#                           [--compile-timeout S] [--max-lines L]
#                           [--no-variants] [--keep-work]
#
# The last line is "N passed, N failed"; exit 1 when a program failed, 2
# for a usage or set-up error.  Environment: HYPERLANE_CC,
# HYPERLANE_CROSS_CC, HYPERLANE_QEMU, HYPERLANE_CROSS_SYSROOT (as for the
# testsuite), CSMITH, CSMITH_INCLUDE.
set -uo pipefail

top=$(cd "$(dirname "$0")/.." && pwd)
count=100
start=0
seed=
jobs=$(nproc)
marches=haswell,x86-64-v4,aarch64
out="$top/csmith-failures"
keep_going=0
aarch64_every=7
run_timeout=2
variants_on=1
compile_timeout=120
max_lines=3000
keep_work=0

usage () {
  sed -n '16,20p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
}
while [ $# -gt 0 ]; do
  case "$1" in
    --count|-n) count=$2; shift 2 ;;
    --start) start=$2; shift 2 ;;
    --seed|-s) seed=$2; shift 2 ;;
    --jobs|-j) jobs=$2; shift 2 ;;
    -j[0-9]*) jobs=${1#-j}; shift ;;
    --march) marches=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    --keep-going|-k) keep_going=1; shift ;;
    --aarch64-every) aarch64_every=$2; shift 2 ;;
    --timeout) run_timeout=$2; shift 2 ;;
    --compile-timeout) compile_timeout=$2; shift 2 ;;
    --max-lines) max_lines=$2; shift 2 ;;
    --keep-work) keep_work=1; shift ;;
    --no-variants) variants_on=0; shift ;;
    -h|--help) usage ;;
    *) echo "csmith-check: unknown argument '$1'" >&2; usage ;;
  esac
done
for v in "$count" "$jobs" "$aarch64_every" "$run_timeout" "$compile_timeout" "$max_lines"; do
  [[ "$v" =~ ^[0-9]+$ ]] && [ "$v" -gt 0 ] \
    || { echo "csmith-check: '$v' is not a positive number" >&2; exit 2; }
done
[[ "$start" =~ ^[0-9]+$ ]] || { echo "csmith-check: bad start '$start'" >&2; exit 2; }
[ -z "$seed" ] && seed=$(( (RANDOM << 15 | RANDOM) % 1000000000 ))
[[ "$seed" =~ ^[0-9]+$ ]] || { echo "csmith-check: bad seed '$seed'" >&2; exit 2; }
case "$out" in /*) ;; *) out="$PWD/$out" ;; esac

CC=${HYPERLANE_CC:-gcc-12}
CROSS_CC=${HYPERLANE_CROSS_CC:-aarch64-linux-gnu-gcc-12}
QEMU=${HYPERLANE_QEMU:-qemu-aarch64}
SYSROOT=${HYPERLANE_CROSS_SYSROOT:-/usr/aarch64-linux-gnu}
CSMITH=${CSMITH:-csmith}
CSMITH_INC=${CSMITH_INCLUDE:-/usr/include/csmith}
host_plugin="$top/plugin/hyperlane.so"
cross_plugin="$top/plugin/aarch64-linux-gnu/hyperlane.so"

# The Csmith option set (docs/testing.md explains each choice): small
# programs (about 700 lines, about a second per compile) with many array
# loops and few of the constructs that keep hyperlane off a loop:
# volatiles, bit-fields, packed structs, unions, pointers (unknown
# aliasing), and the operations whose safe-math wrappers branch (signed
# arithmetic with its overflow checks, division, modulo, shifts, && and ||).
csmith_opts=(--no-volatiles --no-volatile-pointers --no-bitfields
	     --no-packed-struct --no-unions --no-pointers
	     --max-funcs 4 --max-block-depth 3 --max-expr-complexity 4
	     --max-array-dim 2 --max-array-len-per-dim 32)
# Statement mix: the thresholds are cumulative (csmith's own defaults:
# if-else 15, for 30, return 35, continue 40, break 45, goto 50, array
# loop 60, assignment 100).  Here: if-else 5%, for 30%, return, continue,
# break and goto 1% each, array loops 36%, assignments 25%.  Safe-math
# wrappers unsigned, new array variables three times as often.
csmith_prob='safe_ops_signed_prob=0
new_array_var_prob=60
[statement_prob,statement_assign_prob=100,statement_block_prob=0,statement_for_prob=35,statement_ifelse_prob=5,statement_return_prob=36,statement_continue_prob=37,statement_break_prob=38,statement_goto_prob=39,statement_arrayop_prob=75]
(assign_binary_ops_prob,binary_add_prob=1,binary_sub_prob=1,binary_mul_prob=1,binary_div_prob=0,binary_mod_prob=0,binary_gt_prob=1,binary_lt_prob=1,binary_ge_prob=1,binary_le_prob=1,binary_eq_prob=1,binary_ne_prob=1,binary_and_prob=0,binary_or_prob=0,binary_bit_xor_prob=1,binary_bit_and_prob=1,binary_bit_or_prob=1,binary_bit_rshift_prob=0,binary_bit_lshift_prob=0)'

# Flags added to every tested compile, by program number modulo 4: plain
# -O3, and three variants that keep loops away from the passes that would
# otherwise turn them into memset/memcpy calls, split them or unroll them
# completely before hyperlane sees them (none changes the meaning of a
# program).  --no-variants: plain -O3 only.
variants=(""
	  "-fno-tree-loop-distribute-patterns"
	  "-fno-tree-loop-distribute-patterns -fno-tree-loop-distribution"
	  "-fno-tree-loop-distribute-patterns --param=max-completely-peel-times=1")

ICE_RE='internal compiler error|during (GIMPLE|RTL|IPA) pass|Please submit a full bug report|verify_[a-z_]+ failed|Segmentation fault|Aborted|killed by signal'
REMARK_RE='^prog\.c:[0-9]+:[0-9]+: optimized: loop vectorized by hyperlane'

die () { echo "csmith-check: $*" >&2; exit 2; }
command -v "$CSMITH" >/dev/null || die "no $CSMITH (scripts/setup-deps.sh csmith)"
[ -f "$CSMITH_INC/csmith.h" ] || die "no $CSMITH_INC/csmith.h (scripts/setup-deps.sh csmith)"
command -v "$CC" >/dev/null || die "no $CC"
[ -f "$host_plugin" ] || die "build $host_plugin first (make)"

work=$(mktemp -d "${TMPDIR:-/tmp}/hyperlane-csmith-XXXXXX")
cleanup () {
  local pids; pids=$(jobs -p)
  [ -n "$pids" ] && kill $pids 2>/dev/null
  wait 2>/dev/null
  [ $keep_work = 1 ] || rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# Snapshot the plugins, so that a rebuild during the run does not mix two
# builds.  GCC takes the plugin's name from the file name: keep it.
mkdir -p "$work/plugin/host" "$work/plugin/aarch64" "$work/res"
cp "$host_plugin" "$work/plugin/host/hyperlane.so"
snap_host="$work/plugin/host/hyperlane.so"
snap_cross="$work/plugin/aarch64/hyperlane.so"
echo 'int main (void) { return 0; }' > "$work/empty.c"
"$CC" -fplugin="$snap_host" "$work/empty.c" -o "$work/empty" 2>"$work/load.err" \
  || die "the plugin does not load: $(head -1 "$work/load.err")"
printf '%s\n' "$csmith_prob" > "$work/csmith.prob"
csmith_shown="${csmith_opts[*]} --probability-configuration csmith.prob"
csmith_opts+=(--probability-configuration "$work/csmith.prob")

cpu_has () {
  local f
  for f in "$@"; do grep -qw "$f" /proc/cpuinfo || return 1; done
}
# Targets: NAME -> compile (and run) configuration.
targets=()
declare -A runnable=()
notes=()
IFS=, read -r -a mlist <<< "$marches"
for m in "${mlist[@]}"; do
  case "$m" in
    aarch64)
      if ! command -v "$CROSS_CC" >/dev/null || [ ! -f "$cross_plugin" ]; then
	notes+=("aarch64 skipped: no $CROSS_CC or no $cross_plugin (make aarch64)")
	continue
      fi
      cp "$cross_plugin" "$snap_cross"
      "$CROSS_CC" -fplugin="$snap_cross" -c "$work/empty.c" -o "$work/empty.o" 2>"$work/load.err" \
	|| die "the cross plugin does not load: $(head -1 "$work/load.err")"
      targets+=(aarch64)
      if command -v "$QEMU" >/dev/null; then runnable[aarch64]=1
      else runnable[aarch64]=0; notes+=("aarch64 compiled only: no $QEMU"); fi ;;
    *)
      "$CC" -march="$m" -c "$work/empty.c" -o "$work/empty.o" 2>/dev/null \
	|| die "$CC does not know -march=$m"
      targets+=("$m")
      runnable[$m]=1
      case "$m" in
	x86-64-v4|skylake-avx512|icelake*|sapphirerapids|znver4)
	  cpu_has avx512f avx512bw avx512cd avx512dq avx512vl || runnable[$m]=0 ;;
	# Not abm (LZCNT), which some hypervisors hide from /proc/cpuinfo:
	# as for x86-64-v4, which implies it too.
	haswell|x86-64-v3|broadwell|skylake|znver*)
	  cpu_has avx2 fma bmi1 bmi2 f16c movbe || runnable[$m]=0 ;;
      esac
      [ "${runnable[$m]}" = 1 ] || notes+=("$m compiled only: the CPU lacks its features") ;;
  esac
done
[ ${#targets[@]} -gt 0 ] || die "no target left of '$marches'"

sha () { sha256sum "$1" | cut -c1-12; }
plugin_desc="plugin $host_plugin (sha $(sha "$snap_host"))"
[ -f "$snap_cross" ] && plugin_desc+=", cross plugin sha $(sha "$snap_cross")"
csmith_version=$(cd "$work" && "$CSMITH" --version 2>&1 | head -1)

# ---------------------------------------------------------------------------
# One program.  Runs in its own directory; writes one result line
#   <i> <seed> <pass|fail|skip> <reason> <loops> <notes>
# to $work/res/<i>, where <loops> is "target=count,..." (the number of
# "loop vectorized by hyperlane" remarks in the program itself) and <notes>
# lists GCC-only problems and failures as kind@target items ("-" if none).

compile_cmd () {   # TARGET EXTRA -> the tested command line (without plugin)
  if [ "$1" = aarch64 ]; then
    echo "$CROSS_CC -O3 -ffp-contract=off${2:+ $2} -w -I$CSMITH_INC"
  else
    echo "$CC -O3 -ffp-contract=off -march=$1${2:+ $2} -w -I$CSMITH_INC"
  fi
}
plugin_args () {   # TARGET -> the plugin options
  local p=$snap_host
  [ "$1" = aarch64 ] && p=$snap_cross
  echo "-fplugin=$p -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-alias-versioning=always -fplugin-arg-hyperlane-verify"
}
run_bin () {       # TARGET BINARY OUTFILE -> exit status of the run
  if [ "$1" = aarch64 ]; then
    timeout $((run_timeout * 10)) "$QEMU" -L "$SYSROOT" "./$2" > "$3" 2>/dev/null
  else
    timeout $((run_timeout * 2)) "./$2" > "$3" 2>/dev/null
  fi
}

save_repro () {    # SEED TARGET KIND DETAIL EXTRA (in the program's directory)
  local s=$1 t=$2 kind=$3 detail=$4 extra=$5 dir="$out/$1"
  mkdir -p "$dir/include"
  cp prog.c "$dir/"
  cp "$CSMITH_INC"/*.h "$dir/include/"
  cp "$work/csmith.prob" "$dir/csmith.prob"
  cp ref.out "$dir/expected.out"
  for f in out-$t.txt err-$t.txt rem-$t.txt nopl-out-$t.txt nopl-err-$t.txt; do
    [ -f "$f" ] && cp "$f" "$dir/"
  done
  local cc; cc=$(compile_cmd "$t" "$extra" | sed "s| -I$CSMITH_INC| -Iinclude|")
  local pl=$host_plugin run="./test" tmo=$((run_timeout * 2))
  if [ "$t" = aarch64 ]; then
    pl=$cross_plugin; run="$QEMU -L $SYSROOT ./test"; tmo=$((run_timeout * 10))
  fi
  local diffline=
  if [ -f "out-$t.txt" ]; then
    diffline=$(diff ref.out "out-$t.txt" | head -3 | tr '\n' ' ')
  fi
  {
    echo "Csmith program: seed $s, $csmith_version"
    echo "  $CSMITH $csmith_shown --seed $s -o prog.c"
    echo "failure: $kind on $t: $detail"
    [ -n "$diffline" ] && echo "first difference (expected < > actual): $diffline"
    echo "tested plugin: $plugin_desc"
    echo
    echo "reference: $CC -O0 -w -Iinclude prog.c -o ref && ./ref"
    echo "tested:    $cc -fplugin=PLUGIN -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-alias-versioning=always -fplugin-arg-hyperlane-verify prog.c -o test && $run"
    echo
    echo "files: prog.c (the program; include/ holds Csmith's runtime headers),"
    echo "expected.out (the reference's output), out-$t.txt, err-$t.txt and"
    echo "rem-$t.txt (output, compiler messages and remarks of the plugin build),"
    echo "nopl-*-$t.txt (the same build without the plugin: the triage)."
    echo "./repro.sh [PLUGIN] recompiles and compares; it exits 1 while the failure is there."
    echo "Again in the checker: scripts/csmith-check.sh --seed $seed --start $((s - seed)) --count 1 --march $t"
  } > "$dir/README"
  {
    echo "reference: $CC -O0 -w -Iinclude"
    echo "tested:    $cc -fplugin=$pl -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-alias-versioning=always -fplugin-arg-hyperlane-verify"
  } > "$dir/flags"
  cat > "$dir/repro.sh" <<EOF
#!/bin/sh
# csmith seed $s: $kind on $t.  Exits 1 while the failure is there.
cd "\$(dirname "\$0")" || exit 2
PLUGIN=\${1:-$pl}
$CC -O0 -w -Iinclude prog.c -o ref || exit 2
timeout $run_timeout ./ref > ref.out || exit 2
timeout $compile_timeout $cc -fplugin="\$PLUGIN" -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-alias-versioning=always -fplugin-arg-hyperlane-verify prog.c -o test || { echo "compile failed"; exit 1; }
timeout $tmo $run > test.out; rc=\$?
[ \$rc -eq 0 ] || { echo "run failed: exit status \$rc"; exit 1; }
cmp -s ref.out test.out || { echo "output differs:"; diff ref.out test.out | head; exit 1; }
echo "no failure"
EOF
  chmod +x "$dir/repro.sh"
}

check_one () {
  local i=$1 s=$(( seed + $1 ))
  local d="$work/p$s" res="$work/res/$1"
  local status=pass reason=- loops='' note='' extra='' strided=0
  [ $variants_on = 1 ] && extra=${variants[$(( $1 % ${#variants[@]} ))]}
  mkdir -p "$d" && cd "$d" || return
  finish () {
    echo "$i $s $status $reason ${loops:--} ${note:--} $(( variants_on ? i % ${#variants[@]} : 0 )) $strided" > "$res.tmp"
    mv "$res.tmp" "$res"
    [ "$status" = fail ] && touch "$work/failed"
    cd "$work" && { [ $keep_work = 1 ] || rm -rf "$d"; }
  }
  if ! timeout 60 "$CSMITH" "${csmith_opts[@]}" --seed "$s" -o prog.c >csmith.log 2>&1; then
    status=skip reason=csmith-failed; finish; return
  fi
  if [ "$(wc -l < prog.c)" -gt "$max_lines" ]; then
    status=skip reason=too-large; finish; return
  fi
  if ! timeout "$compile_timeout" "$CC" -O0 -w -I"$CSMITH_INC" prog.c -o ref 2>ref.err; then
    status=skip reason=reference-compile; finish; return
  fi
  timeout "$run_timeout" ./ref > ref.out 2>/dev/null
  case $? in
    0) grep -q '^checksum = ' ref.out || { status=skip reason=reference-output; finish; return; } ;;
    124) status=skip reason=reference-timeout; finish; return ;;
    *) status=skip reason=reference-crash; finish; return ;;
  esac

  local t
  for t in "${targets[@]}"; do
    if [ "$t" = aarch64 ] && [ $((i % aarch64_every)) -ne 0 ]; then continue; fi
    local cc pa rc k kind='' detail=''
    cc=$(compile_cmd "$t" "$extra"); pa=$(plugin_args "$t")
    timeout "$compile_timeout" $cc $pa -fopt-info-vec-optimized="rem-$t.txt" \
      prog.c -o "test-$t" 2>"err-$t.txt"
    rc=$?
    k=$(grep -cE "$REMARK_RE" "rem-$t.txt" 2>/dev/null); k=${k:-0}
    strided=$(( strided + $(grep -E "$REMARK_RE" "rem-$t.txt" 2>/dev/null | grep -vc ' 0 strided groups') ))
    loops+="${loops:+,}$t=$k"
    if [ $rc -ne 0 ]; then
      if [ $rc -eq 124 ]; then kind=compile-timeout; detail="over $compile_timeout s"
      elif [ $rc -gt 128 ] || grep -qE "$ICE_RE" "err-$t.txt"; then
	kind=ice; detail=$(grep -m1 -E "$ICE_RE" "err-$t.txt")
	[ -n "$detail" ] || detail="exit status $rc"
      else kind=compile-error; detail=$(grep -m1 'error' "err-$t.txt")
      fi
      # Triage: the same compile without the plugin.
      timeout "$compile_timeout" $cc prog.c -o "nopl-$t" 2>"nopl-err-$t.txt"
      local nrc=$?
      if [ $nrc -ne 0 ] && { [ $kind != ice ] || grep -qE "$ICE_RE" "nopl-err-$t.txt"; }; then
	note+="${note:+,}gcc-$kind@$t"; continue
      fi
    elif [ "${runnable[$t]}" = 1 ]; then
      run_bin "$t" "test-$t" "out-$t.txt"
      rc=$?
      if [ $rc -ne 0 ] || ! cmp -s ref.out "out-$t.txt"; then
	if [ $rc -eq 124 ]; then kind=timeout; detail="run longer than the limit"
	elif [ $rc -ne 0 ]; then kind=crash; detail="exit status $rc"
	else kind=mismatch; detail="got '$(grep -m1 '^checksum' "out-$t.txt" || echo 'no checksum')', expected '$(grep -m1 '^checksum' ref.out)'"
	fi
	# Triage: the same build without the plugin, run the same way.
	local nrc=1
	timeout "$compile_timeout" $cc prog.c -o "nopl-$t" 2>"nopl-err-$t.txt" \
	  && { run_bin "$t" "nopl-$t" "nopl-out-$t.txt"; nrc=$?; }
	if [ $nrc -eq $rc ] && cmp -s "out-$t.txt" "nopl-out-$t.txt"; then
	  note+="${note:+,}gcc-$kind@$t"; continue
	fi
      fi
    fi
    if [ -n "$kind" ]; then
      status=fail
      note+="${note:+,}$kind@$t"
      save_repro "$s" "$t" "$kind" "$detail" "$extra"
    fi
  done
  [ $status = fail ] && reason=$(echo "$note" | tr ',' '\n' | grep -v '^gcc-' | paste -sd, -)
  finish
}

# ---------------------------------------------------------------------------
summary_counts () {   # -> "done passed failed skipped"
  cat "$work"/res/* 2>/dev/null | awk '{n++; c[$3]++}
    END {printf "%d %d %d %d\n", n, c["pass"], c["fail"], c["skip"]}'
}
t_start=$(date +%s)
fmt_time () { printf '%dm%02ds' $(($1 / 60)) $(($1 % 60)); }
progress () {
  local now ndone passed failed skipped el eta=''
  now=$(date +%s); el=$((now - t_start))
  read -r ndone passed failed skipped <<< "$(summary_counts)"
  [ "$ndone" -gt 0 ] && eta=", about $(fmt_time $(( el * (count - ndone) / ndone ))) left"
  local loops
  loops=$(cat "$work"/res/* 2>/dev/null | awk '{n=split($5, a, ","); for (j = 1; j <= n; j++) {split(a[j], b, "="); if (b[2] > 0) {t[b[1]] += b[2]}}}
    END {s = ""; for (k in t) s = s sprintf("%s%s %d", (s == "" ? "" : ", "), k, t[k]); print (s == "" ? "none" : s)}')
  echo "[$ndone/$count] $passed passed, $failed failed, $skipped skipped; loops taken: $loops; $(fmt_time $el)$eta"
}

last=$((start + count - 1))
echo "hyperlane csmith check: seed $seed, programs $start..$last (csmith seeds $((seed + start))..$((seed + last))), $jobs jobs"
echo "$plugin_desc"
echo "targets: ${targets[*]} (aarch64 on every ${aarch64_every}th program)"
for n in "${notes[@]}"; do echo "note: $n"; done
if [ $variants_on = 1 ]; then
  echo "tested flags: -O3 -ffp-contract=off, plus by program number modulo ${#variants[@]}:"
  for ((v = 0; v < ${#variants[@]}; v++)); do echo "  $v: ${variants[$v]:-(nothing)}"; done
fi
echo "$csmith_version; timeouts: run ${run_timeout} s (reference), compile ${compile_timeout} s; programs over $max_lines lines skipped"

step=$(( count / 40 )); [ $step -lt 10 ] && step=10
next_report=$step; last_report=$t_start
maybe_progress () {
  local f ndone=0
  for f in "$work"/res/*; do case "$f" in *.tmp|*'*') ;; *) ndone=$((ndone + 1)) ;; esac; done
  if [ "$ndone" -ge "$next_report" ] || [ $(( $(date +%s) - last_report )) -ge 120 ]; then
    [ "$ndone" -ge "$next_report" ] && next_report=$(( (ndone / step + 1) * step ))
    last_report=$(date +%s)
    progress
  fi
}
stopped=0
for ((i = start; i <= last; i++)); do
  while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n; done
  maybe_progress
  if [ $keep_going = 0 ] && [ -e "$work/failed" ]; then stopped=1; break; fi
  check_one "$i" &
done
while [ "$(jobs -rp | wc -l)" -gt 0 ]; do wait -n; maybe_progress; done
wait

# ---------------------------------------------------------------------------
el=$(( $(date +%s) - t_start ))
all=$(cat "$work"/res/* 2>/dev/null | sort -n)
read -r ndone passed failed skipped <<< "$(summary_counts)"
echo
echo "hyperlane csmith report: seed $seed, $ndone programs, $(fmt_time $el), $jobs jobs"
[ $stopped = 1 ] && echo "stopped after the first failure (--keep-going to go on)"
echo "programs          $ndone: $((passed + failed)) tested, $skipped skipped"
if [ "$skipped" -gt 0 ]; then
  echo "$all" | awk '$3 == "skip" {c[$4]++} END {for (k in c) printf "  skipped %-18s %d\n", k, c[k]}' | sort
fi
echo "loops vectorized by hyperlane (\"loop vectorized by hyperlane\" remarks in the program):"
echo "$all" | awk -v tl="${targets[*]}" '
  $3 != "skip" && $5 != "-" {
    n = split($5, a, ","); any = 0
    for (j = 1; j <= n; j++) {
      split(a[j], b, "="); prog[b[1]]++; loops[b[1]] += b[2]
      if (b[2] > 0) { with[b[1]]++; any = 1 }
    }
    if (any) anyp++; tested++; strided += $8
  }
  END {
    m = split(tl, T, " ")
    for (j = 1; j <= m; j++)
      printf "  %-12s %6d loops in %5d of %5d programs\n", T[j], loops[T[j]], with[T[j]], prog[T[j]]
    printf "  any target   programs with at least one loop taken: %d of %d (%.1f%%); %d of the loops with strided groups\n", anyp, tested, tested ? 100 * anyp / tested : 0, strided
  }'
if [ $variants_on = 1 ]; then
  echo "$all" | awk -v nv=${#variants[@]} '
    $3 != "skip" && $5 != "-" {
      n = split($5, a, ","); any = 0
      for (j = 1; j <= n; j++) { split(a[j], b, "="); L[$7] += b[2]; if (b[2] > 0) any = 1 }
      P[$7]++; W[$7] += any
    }
    END { for (v = 0; v < nv; v++) printf "  flags %d      %6d loops (all targets), %d of %d programs with one or more\n", v, L[v], W[v], P[v] }'
fi
gcc_issues=$(echo "$all" | awk '$6 != "-" {n = split($6, a, ","); for (j = 1; j <= n; j++) if (a[j] ~ /^gcc-/) print "  " $2 ": " a[j]}')
if [ -n "$gcc_issues" ]; then
  echo "GCC without the plugin fails the same way (not counted):"
  echo "$gcc_issues"
fi
echo "$all" | awk '$3 == "fail" {n = split($6, a, ","); for (j = 1; j <= n; j++) if (a[j] !~ /^gcc-/) {split(a[j], b, "@"); c[b[1]]++}}
  END {printf "failures          mismatches %d, ICEs %d, compile errors %d, compile timeouts %d, crashes %d, timeouts %d\n",
       c["mismatch"], c["ice"], c["compile-error"], c["compile-timeout"], c["crash"], c["timeout"]}'
echo "$all" | awk -v o="$out" '$3 == "fail" {print "  seed " $2 ": " $4 "  " o "/" $2 "/"}'
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
