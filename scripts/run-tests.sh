#!/usr/bin/env bash
# run-tests.sh -- run hyperlane's DejaGnu testsuite and summarize it.
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
#
# Usage: scripts/run-tests.sh [--outdir DIR] [SUITE ...]
#
# SUITE is hyperlane.dg, hyperlane.layout, hyperlane.hostile, hyperlane.fortran,
# hyperlane.aarch64, hyperlane.unit, hyperlane.fuzz or hyperlane.tune (default: all eight).  DIR (default build/testsuite under the repository root) gets
# site.exp, hyperlane.sum and hyperlane.log.  All suites run in one runtest
# invocation, one after the other.
#
# The compilers, plugins and qemu come from the HYPERLANE_* environment
# variables when set (HYPERLANE_CC, HYPERLANE_CXX, HYPERLANE_FC,
# HYPERLANE_PLUGIN, HYPERLANE_CROSS_CC, HYPERLANE_CROSS_FC,
# HYPERLANE_CROSS_PLUGIN, HYPERLANE_QEMU, HYPERLANE_CROSS_SYSROOT,
# HYPERLANE_SPECS, HYPERLANE_UNIT_TESTS, HYPERLANE_TIMEOUT,
# HYPERLANE_KEEP_TEMPS, HYPERLANE_PRETEND_MISSING); the defaults
# are in testsuite/lib/hyperlane.exp.
#
# The last line printed is "N passed, M failed", where
#   passed = PASS + XFAIL + KFAIL   (results as expected)
#   failed = FAIL + XPASS + KPASS + ERROR + UNRESOLVED.
# UNSUPPORTED and UNTESTED count in neither.  The exit status is 1 when
# failed > 0 or when no test passed or failed at all, 2 on a usage error.

set -u

usage() {
    cat <<'END'
Usage: scripts/run-tests.sh [--outdir DIR] [SUITE ...]
Suites: hyperlane.dg hyperlane.layout hyperlane.hostile hyperlane.fortran hyperlane.aarch64 hyperlane.unit hyperlane.fuzz hyperlane.tune
(default: all).
DIR defaults to build/testsuite (relative to the repository root).
END
}

root=$(cd "$(dirname "$0")/.." && pwd)
outdir=build/testsuite
suites=()

while [ $# -gt 0 ]; do
    case $1 in
	--outdir) [ $# -ge 2 ] || { usage >&2; exit 2; }
		  outdir=$2; shift 2 ;;
	--outdir=*) outdir=${1#--outdir=}; shift ;;
	-h|--help) usage; exit 0 ;;
	hyperlane.dg|hyperlane.layout|hyperlane.hostile|hyperlane.fortran|hyperlane.aarch64|hyperlane.unit|hyperlane.fuzz|hyperlane.tune)
	    suites+=("$1"); shift ;;
	*) echo "run-tests.sh: unknown suite or option '$1'" >&2
	   usage >&2; exit 2 ;;
    esac
done

command -v runtest >/dev/null 2>&1 || {
    echo "run-tests.sh: runtest not found; install dejagnu" >&2
    exit 1
}

# A relative --outdir is relative to the repository root.
case $outdir in
    /*) ;;
    *) outdir=$root/$outdir ;;
esac
mkdir -p "$outdir" && outdir=$(cd "$outdir" && pwd) || exit 1

# Each suite's driver, as runtest selects it (by file name).
drivers=()
for suite in "${suites[@]+"${suites[@]}"}"; do
    case $suite in
	hyperlane.dg) drivers+=(dg.exp) ;;
	hyperlane.layout) drivers+=(layout.exp) ;;
	hyperlane.hostile) drivers+=(hostile.exp) ;;
	hyperlane.fortran) drivers+=(fortran.exp) ;;
	hyperlane.aarch64) drivers+=(aarch64.exp) ;;
	hyperlane.unit) drivers+=(unit.exp) ;;
	hyperlane.fuzz) drivers+=(fuzz.exp) ;;
	hyperlane.tune) drivers+=(tune.exp) ;;
    esac
done

# site.exp: the tool, the directories and the HYPERLANE_* settings given.
tcl_quote() {
    printf '{%s}' "$1"
}
{
    echo "# Written by scripts/run-tests.sh; rewritten on every run."
    echo "set tool hyperlane"
    echo "set srcdir $(tcl_quote "$root/testsuite")"
    echo "set objdir $(tcl_quote "$outdir")"
    for var in HYPERLANE_CC HYPERLANE_CXX HYPERLANE_FC HYPERLANE_PLUGIN \
	       HYPERLANE_CROSS_CC HYPERLANE_CROSS_FC HYPERLANE_CROSS_PLUGIN \
	       HYPERLANE_QEMU HYPERLANE_CROSS_SYSROOT HYPERLANE_SPECS \
	       HYPERLANE_UNIT_TESTS HYPERLANE_TIMEOUT HYPERLANE_KEEP_TEMPS \
	       HYPERLANE_CORPUS_SECONDS HYPERLANE_CORPUS_KB \
	       HYPERLANE_PRETEND_MISSING; do
	if [ -n "${!var:-}" ]; then
	    echo "set $var $(tcl_quote "${!var}")"
	fi
    done
} > "$outdir/site.exp"

sum=$outdir/hyperlane.sum
rm -f "$sum" "$outdir/hyperlane.log"

# runtest reads site.exp from the current directory; no stdin.
(cd "$outdir" && LC_ALL=C runtest --tool hyperlane \
    --srcdir "$root/testsuite" --outdir "$outdir" \
    "${drivers[@]+"${drivers[@]}"}") </dev/null

if [ ! -f "$sum" ]; then
    echo "run-tests.sh: runtest wrote no $sum" >&2
    echo "0 passed, 0 failed"
    exit 1
fi

count() {
    grep -c "^$1: " "$sum"
}

echo
echo "=== hyperlane results ($sum) ==="
for outcome in PASS FAIL XPASS XFAIL KPASS KFAIL UNRESOLVED UNTESTED \
	       UNSUPPORTED ERROR WARNING; do
    printf '%-12s %d\n' "$outcome:" "$(count $outcome)"
done
echo "unsupported: $(count UNSUPPORTED), untested: $(count UNTESTED)," \
     "unresolved: $(count UNRESOLVED), xfail: $(count XFAIL)"

passed=$(( $(count PASS) + $(count XFAIL) + $(count KFAIL) ))
failed=$(( $(count FAIL) + $(count XPASS) + $(count KPASS) \
	   + $(count ERROR) + $(count UNRESOLVED) ))
status=0
if [ "$failed" -gt 0 ]; then
    status=1
elif [ "$passed" -eq 0 ]; then
    echo "run-tests.sh: no test ran" >&2
    status=1
fi
echo "$passed passed, $failed failed"
exit $status
