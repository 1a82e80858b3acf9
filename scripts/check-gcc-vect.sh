#!/usr/bin/env bash
# Run GCC 12's own DejaGnu vectorizer testsuites with the installed compilers
# (gcc-12, g++-12, gfortran-12), once as they are ("plain") and once with hyperlane
# loaded and forced on ("hyperlane": -fplugin=<snapshot> -fplugin-arg-
# hyperlane-cost=always -fplugin-arg-hyperlane-verify), then compare the two
# sets of .sum files:
#   gcc.dg/vect (vect.exp, with tsvc/), gcc.dg/vect/costmodel/x86_64
#   (x86_64-costmodel-vect.exp), g++.dg/vect (vect.exp) and gfortran.dg/vect
#   (vect.exp).
# The testsuite sources come from Debian's gcc-12-source (scripts/gcc-
# testsuite.sh unpacks them under build/gcc-12-src; never committed).
#
# Usage:
#   scripts/check-gcc-vect.sh [--march M] [--jobs N] [--files GLOB]
#                             [--outdir DIR] [--plugin SO]
#     --march M     add -march=M to every compile through the target board
#                   (runtest --target_board=unix/-march=M); default: none,
#                   i.e. GCC's default x86-64
#     --jobs N      runtest processes at once (default: CPUs, at most 6); each
#                   configuration's gcc tests are split into N shards
#     --files GLOB  only test files whose name matches GLOB (e.g. 'slp-*')
#     --outdir DIR  default build/check-gcc-vect (build/check-gcc-vect-M with
#                   --march M)
#     --plugin SO   the plugin to test (default plugin/hyperlane.so); it is
#                   copied to DIR/hyperlane.so first, so a rebuild during the
#                   run does not mix two builds
#     --compare-only  do not run anything; compare the .sum files in DIR again
#
# The hyperlane configuration passes the plugin flags through TOOL_OPTIONS in
# its site.exp, which GCC's gcc.exp, g++.exp and gfortran.exp add to every compile,
# effective-target probes included.  Results: DIR/{plain,hyperlane}/*/{gcc,g++,
# gfortran}.{sum,log}; the comparison: DIR/report.txt (printed), DIR/new-
# failures-{a,b,c}.txt.  A new failure is a FAIL, UNRESOLVED or ERROR with the
# plugin that plain GCC does not have.  Class (a), hyperlane bugs, which fail
# the run: execution and output-pattern tests, tests for excess errors whose
# output is more than -fopt-info remarks (errors, warnings, verifier
# failures), internal compiler errors, executables not built, timeouts,
# DejaGnu ERRORs, ICEs in effective-target probes (seen in the logs), and
# whatever is not recognised as (b) or (c).  Class (b), expected: dump and
# assembler scans (scan-tree-dump "vectorized N loops" and the like), which
# differ because hyperlane vectorized the loop before GCC's vectorizer saw
# it.  Class (c), expected: remark checks of -fopt-info tests and excess
# "errors" that are only remarks (hyperlane's remarks are extra output, GCC's
# are missing).  For (b) and (c) every source file involved is compiled again
# with the test's command and -fopt-info-vec-optimized, and the files where
# hyperlane vectorized no loop are listed.
# The last line is "N passed, N failed": passed = results of the class (a)
# kinds (execution tests, tests for excess errors, ...) that PASS with the
# plugin, failed = new class (a) failures.
# Exit status: 0, 1 when failed > 0, 2 on a set-up error (no testsuite,
# no plugin, a runtest that produced no results).
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
jobs=$(nproc)
[ "$jobs" -gt 6 ] && jobs=6
march=""
files="*"
compare_only=0
outdir=""
plugin="$top/plugin/hyperlane.so"
usage () {
  echo "usage: $0 [--march M] [--jobs N] [--files GLOB] [--outdir DIR] [--plugin SO] [--compare-only]" >&2
  exit 2
}
while [ $# -gt 0 ]; do
  case "$1" in
    --march) [ $# -ge 2 ] || usage; march=$2; shift 2 ;;
    --jobs|-j) [ $# -ge 2 ] || usage; jobs=$2; shift 2 ;;
    --files) [ $# -ge 2 ] || usage; files=$2; shift 2 ;;
    --outdir) [ $# -ge 2 ] || usage; outdir=$2; shift 2 ;;
    --plugin) [ $# -ge 2 ] || usage; plugin=$2; shift 2 ;;
    --compare-only) compare_only=1; shift ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) usage ;;
  esac
done
case "$jobs" in ''|*[!0-9]*|0) usage ;; esac
case "$march" in */*|*' '*) echo "check-gcc-vect: --march takes one name" >&2; exit 2 ;; esac
[ -n "$outdir" ] || outdir="$top/build/check-gcc-vect${march:+-$march}"
mkdir -p "$outdir"
outdir=$(cd "$outdir" && pwd)
# The test files matching --files in directories DIR..., split into N shards
# of similar size (every N-th file of the sorted list), one shard per line.
# runtest selects files by basename: it matches each pattern of "vect.exp=
# PATTERNS" against */PATTERN of the full path, so the shards list exact
# names (a glob such as v* would also match directory names).
shard_lists () {  # N DIR...
  local n=$1 d f b; shift
  for d in "$@"; do
    for f in "$d"/*.c "$d"/*.cc "$d"/*.C "$d"/*.S "$d"/*.f "$d"/*.f90 "$d"/*.F90 "$d"/*.f95 "$d"/*.f03 "$d"/*.f08; do
      [ -f "$f" ] || continue
      b=${f##*/}
      # shellcheck disable=SC2053
      if [[ $b == $files || ${b%.*} == $files ]]; then echo "$b"; fi
    done
  done | sort -u | awk -v n="$n" '{ s[(NR-1)%n] = s[(NR-1)%n] " " $0 }
      END { for (i = 0; i < n; i++) if (s[i] != "") print substr(s[i], 2) }'
}

# One runtest process: CONFIG NAME TOOL EXP=FILES...; output in DIR/CONFIG/NAME.
run_job () {
  local cfg=$1 name=$2 tool=$3; shift 3
  local dir="$outdir/$cfg/$name" t0 n
  mkdir -p "$dir"
  {
    echo "set srcdir \"$ts\""
    echo "set tmpdir \"$dir\""
    echo "set host_triplet x86_64-pc-linux-gnu"
    echo "set build_triplet x86_64-pc-linux-gnu"
    echo "set target_triplet x86_64-pc-linux-gnu"
    echo "set target_alias x86_64-linux-gnu"
    echo "set GCC_UNDER_TEST \"gcc-12\""
    echo "set GFORTRAN_UNDER_TEST \"gfortran-12\""
    echo "set GXX_UNDER_TEST \"g++-12\""
    echo "set HOSTCC \"gcc-12\""
    echo "set HOSTCFLAGS \"\""
    if [ "$cfg" = hyperlane ]; then echo "set TOOL_OPTIONS \"$hl_flags\""; fi
  } > "$dir/site.exp"
  t0=$(date +%s)
  (cd "$dir" && runtest --tool "$tool" "${board[@]}" "$@" >runtest.out 2>&1) || true
  n=$(grep -cE '^(PASS|FAIL|XPASS|XFAIL|UNRESOLVED|UNSUPPORTED|UNTESTED|ERROR):' \
	"$dir/$tool.sum" 2>/dev/null || true)
  printf '  %-10s %-9s %6d results, %ds\n' "$cfg" "$name" "${n:-0}" $(( $(date +%s) - t0 ))
}

run_all () {
  local t
  for t in runtest gcc-12 g++-12 gfortran-12 python3; do
    command -v "$t" >/dev/null || { echo "check-gcc-vect: $t not found (make deps)" >&2; exit 2; }
  done
  [ -f "$plugin" ] || { echo "check-gcc-vect: no plugin $plugin (make)" >&2; exit 2; }
  [ -f "$ts/gcc.dg/vect/vect.exp" ] || { echo "check-gcc-vect: no $ts/gcc.dg/vect/vect.exp" >&2; exit 2; }
  rm -rf "$outdir/plain" "$outdir/hyperlane" "$outdir"/report.txt "$outdir"/new-failures-*.txt
  snap="$outdir/hyperlane.so"
  cp "$plugin" "$snap"
  gcc-12 -fplugin="$snap" -x c -c /dev/null -o /dev/null \
    || { echo "check-gcc-vect: gcc-12 does not load $snap" >&2; exit 2; }
  hl_flags="-fplugin=$snap -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify"
  board=()
  if [ -n "$march" ]; then board=(--target_board="unix/-march=$march"); fi
  echo "check-gcc-vect: testsuite $ts"
  echo "check-gcc-vect: plugin $plugin copied to $snap (sha256 $(sha256sum "$snap" | cut -c1-12))"
  echo "check-gcc-vect: -march ${march:-default (x86-64)}, $jobs runtest processes at once"

  local -a vect_shards joblist
  local costmodel fortran cxx cfg i s
  # (No process substitution: "wait -n" below would wait for it too.)
  s=$(shard_lists "$jobs" "$ts/gcc.dg/vect" "$ts/gcc.dg/vect/tsvc")
  vect_shards=()
  if [ -n "$s" ]; then mapfile -t vect_shards <<<"$s"; fi
  costmodel=$(shard_lists 1 "$ts/gcc.dg/vect/costmodel/x86_64")
  fortran=$(shard_lists 1 "$ts/gfortran.dg/vect")
  cxx=$(shard_lists 1 "$ts/g++.dg/vect")
  # Jobs "CONFIG|NAME|TOOL|EXP=FILES[|EXP=FILES]"; the plugin's and plain
  # GCC's alternate, so both configurations progress at the same pace.
  i=0
  for s in "${vect_shards[@]}"; do
    i=$((i + 1))
    for cfg in hyperlane plain; do
      if [ "$i" -eq 1 ] && [ -n "$costmodel" ]; then
	joblist+=("$cfg|gcc-$i|gcc|vect.exp=$s|x86_64-costmodel-vect.exp=$costmodel")
      else
	joblist+=("$cfg|gcc-$i|gcc|vect.exp=$s")
      fi
    done
  done
  if [ "$i" -eq 0 ] && [ -n "$costmodel" ]; then
    for cfg in hyperlane plain; do joblist+=("$cfg|gcc-1|gcc|x86_64-costmodel-vect.exp=$costmodel"); done
  fi
  if [ -n "$fortran" ]; then
    for cfg in hyperlane plain; do joblist+=("$cfg|gfortran|gfortran|vect.exp=$fortran"); done
  fi
  if [ -n "$cxx" ]; then
    for cfg in hyperlane plain; do joblist+=("$cfg|g++|g++|vect.exp=$cxx"); done
  fi
  [ ${#joblist[@]} -gt 0 ] || { echo "check-gcc-vect: no test file matches '$files'" >&2; exit 2; }

  local running=0 j
  local -a a
  for j in "${joblist[@]}"; do
    IFS='|' read -r -a a <<<"$j"
    if [ "$running" -ge "$jobs" ]; then wait -n || true; running=$((running - 1)); fi
    run_job "${a[@]}" &
    running=$((running + 1))
  done
  wait
}

ts=$("$top/scripts/gcc-testsuite.sh") || exit 2
start=$(date +%s)
elapsed=-1
if [ "$compare_only" -eq 0 ]; then
  run_all
  elapsed=$(( $(date +%s) - start ))
fi
rc=0
python3 - "$outdir" "$ts" "$elapsed" "${march:-default}" "$jobs" "$start" <<'EOF' || rc=$?
import collections, concurrent.futures, glob, os, re, shlex, shutil, subprocess, sys, tempfile

out, ts, elapsed, march = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
jobs = int(sys.argv[5])
start = int(sys.argv[6])
STATUSES = ["PASS", "FAIL", "XPASS", "XFAIL", "UNRESOLVED", "UNSUPPORTED",
            "UNTESTED", "ERROR"]
BAD = ("FAIL", "UNRESOLVED", "ERROR")
result_re = re.compile(r"^(%s): (.*)$" % "|".join(STATUSES))
running_re = re.compile(r"^Running (\S+\.exp) \.\.\.")
ice_re = re.compile(r"[Ii]nternal compiler error")
report = []
def say(line=""):
    report.append(line)

def directory(exp):
    rel = os.path.relpath(exp, ts)
    return os.path.dirname(rel)

excess = {}   # the hyperlane configuration's excess-errors output per test name
commands = {} # its first compile command per source file (without -flto if any)
exec_re = re.compile(r"^Executing on host: ((gcc-12|g\+\+-12|gfortran-12) +(\S+) .*?) +\(timeout = \d+\)$")

def load(cfg):
    """(results: list of (dir, status, name), ICE messages in the logs, .sum files)"""
    results = []
    ices_in_log = 0
    sums = sorted(glob.glob(os.path.join(out, cfg, "*", "*.sum")))
    for s in sums:
        d = "?"
        with open(s, errors="replace") as f:
            for line in f:
                line = line.rstrip("\n")
                m = running_re.match(line)
                if m:
                    d = directory(m.group(1))
                    continue
                m = result_re.match(line)
                if m:
                    results.append((d, m.group(1), m.group(2).strip()))
        log = s[:-4] + ".log"
        if os.path.exists(log):
            block = None
            with open(log, errors="replace") as f:
                for line in f:
                    line = line.rstrip("\n")
                    if cfg == "hyperlane":
                        e = exec_re.match(line)
                        if e and (e.group(3) not in commands
                                  or " -flto" in commands[e.group(3)]):
                            commands[e.group(3)] = e.group(1)
                    m = result_re.match(line)
                    # Compiler output, not the FAIL/XFAIL line that repeats it.
                    if ice_re.search(line) and not m:
                        ices_in_log += 1
                    # The output of a failed excess-errors test follows it.
                    if m and m.group(1) == "FAIL" and "test for excess errors" in line:
                        block = (excess if cfg == "hyperlane" else {}).setdefault(
                            m.group(2).strip(), [])
                    elif block is not None:
                        if line == "Excess errors:":
                            continue
                        if not line.strip():
                            block = None
                        else:
                            block.append(line)
    return results, ices_in_log, len(sums)

cfgs = ["plain", "hyperlane"]
data = {c: load(c) for c in cfgs}
setup_error = False
for c in cfgs:
    if not data[c][0]:
        print("check-gcc-vect: no results for configuration %s (see %s/%s/*/runtest.out)"
              % (c, out, c))
        setup_error = True
if setup_error:
    print("0 passed, 0 failed")
    sys.exit(2)

def source_file(name):
    return name.split(" ", 1)[0]

dirs = sorted({d for c in cfgs for d, _, _ in data[c][0]})
say("Tests (source files) run, per directory:")
for d in dirs:
    n = {c: len({source_file(nm) for dd, _, nm in data[c][0] if dd == d}) for c in cfgs}
    say("  %-30s %5d files (plain), %5d (hyperlane)" % (d, n["plain"], n["hyperlane"]))
say()
say("Results per directory and configuration:")
hdr = "  %-30s %-10s" % ("directory", "config") + "".join(" %11s" % s for s in STATUSES) + " %7s" % "total"
say(hdr)
totals = {c: collections.Counter() for c in cfgs}
for d in dirs:
    for c in cfgs:
        cnt = collections.Counter(st for dd, st, _ in data[c][0] if dd == d)
        totals[c].update(cnt)
        say("  %-30s %-10s" % (d, c) + "".join(" %11d" % cnt[s] for s in STATUSES)
            + " %7d" % sum(cnt.values()))
for c in cfgs:
    say("  %-30s %-10s" % ("all", c) + "".join(" %11d" % totals[c][s] for s in STATUSES)
        + " %7d" % sum(totals[c].values()))
say()

# New failures: per test name, the bad results with the plugin beyond those
# of plain GCC (a multiset difference; names repeat now and then).
def by_name(results):
    m = collections.defaultdict(collections.Counter)
    for d, st, nm in results:
        m[nm][st] += 1
    return m
plain, hl = by_name(data["plain"][0]), by_name(data["hyperlane"][0])
new = []
for d, st, nm in data["hyperlane"][0]:
    if st in BAD and plain.get(nm, collections.Counter())[st] < hl[nm][st]:
        new.append((d, st, nm))
        hl[nm][st] -= 1     # count each surplus once
hl = by_name(data["hyperlane"][0])

KIND_A = re.compile(r"execution test|output pattern test|"
                    r"[Ii]nternal compiler error|compilation failed to produce executable|"
                    r"program timed out|[Ss]egmentation fault")
KIND_B = re.compile(r"\sscan-[a-z-]+\s")
# A remark of -fopt-info: "file:line:col: optimized|missed|note: ...".
REMARK = re.compile(r"^(\S+:(\d+:(\d+:)?)? )?(optimized|missed|note): ")
fopt_cache = {}
def uses_fopt_info(nm):
    path = os.path.join(ts, source_file(nm))
    if path not in fopt_cache:
        try:
            with open(path, errors="replace") as f:
                fopt_cache[path] = "fopt-info" in f.read()
        except OSError:
            fopt_cache[path] = False
    return fopt_cache[path]

def classify(st, nm):
    """(class, reason) of a new failure."""
    if st == "ERROR":
        return "a", "DejaGnu ERROR"
    m = KIND_A.search(nm)
    if m:
        return "a", m.group(0)
    if "test for excess errors" in nm:
        block = excess.get(nm, [])
        if block and all(REMARK.match(l) for l in block):
            return "c", "excess output is only -fopt-info remarks"
        first = next((l for l in block if not REMARK.match(l)), "")
        first = re.sub(r"^\S*/", "", first)[:110]
        return "a", "excess errors" + (": " + first if first else "")
    if KIND_B.search(nm):
        return "b", "dump scan"
    if re.search(r"\(test for warnings, line \d+\)", nm) and uses_fopt_info(nm):
        return "c", "remark check of an -fopt-info test"
    return "a", "not one of the expected kinds"

classes = {"a": [], "b": [], "c": []}
for d, st, nm in new:
    k, why = classify(st, nm)
    classes[k].append((d, st, nm if k != "a" else "%s   [%s]" % (nm, why)))

probe_ices = {}
for c in cfgs:
    in_results = sum(1 for _, st, nm in data[c][0] if ice_re.search(nm))
    probe_ices[c] = max(0, data[c][1] - in_results)
extra_probe_ices = max(0, probe_ices["hyperlane"] - probe_ices["plain"])
if extra_probe_ices:
    classes["a"].append(("-", "ICE", "%d internal compiler error(s) in the logs outside "
                         "any test result (effective-target probes?)" % extra_probe_ices))

fixed = sum(1 for nm, cnt in plain.items()
            if any(cnt[s] for s in BAD) and not any(hl.get(nm, {}).get(s, 0) for s in BAD)
            and nm in hl)
only_plain = sorted(set(plain) - set(hl))
only_hl = sorted(set(hl) - set(plain))

def took_loop(src):
    """Whether hyperlane vectorizes a loop in the test's own compile command."""
    cmd = commands.get(os.path.join(ts, src))
    if cmd is None:
        return None
    d = tempfile.mkdtemp(prefix="check-gcc-vect-")
    try:
        r = subprocess.run(shlex.split(cmd) + ["-fopt-info-vec-optimized"], cwd=d,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           text=True, errors="replace", timeout=600)
        return "vectorized by hyperlane" in r.stdout
    except (OSError, subprocess.SubprocessError):
        return None
    finally:
        shutil.rmtree(d, ignore_errors=True)

def check_took(items):
    """(files where hyperlane took a loop, files where it did not or unknown)"""
    files = sorted({source_file(nm) for _, _, nm in items})
    with concurrent.futures.ThreadPoolExecutor(max(1, jobs)) as ex:
        res = dict(zip(files, ex.map(took_loop, files)))
    took = [f for f in files if res[f]]
    without = ["%s%s" % (f, " (no compile command found)" if res[f] is None else "")
               for f in files if not res[f]]
    return took, without

titles = {
    "a": "(a) hyperlane bugs: execution, excess errors, ICE, crash, unrecognised",
    "b": "(b) expected: dump/assembler scans (hyperlane took the loop first)",
    "c": "(c) expected: -fopt-info remark checks (hyperlane's remarks, GCC's missing)",
}
say("New failures with the plugin (FAIL/UNRESOLVED/ERROR that plain GCC does not have):")
for k in "abc":
    items = classes[k]
    say("  %-80s %5d" % (titles[k], len(items)))
    with open(os.path.join(out, "new-failures-%s.txt" % k), "w") as f:
        for d, st, nm in items:
            f.write("%s: %s\n" % (st, nm))
    per_dir = collections.Counter(d for d, _, _ in items)
    if k in "bc" and items:
        took, without = check_took(items)
        say("      %d source files; hyperlane vectorizes a loop in %d of them (their compile"
            % (len(took) + len(without), len(took)))
        say("      command again, with -fopt-info-vec-optimized)%s"
            % ("; not in:" if without else ""))
        for f in without:
            say("        %s" % f)
    if k in "bc" and len(items) > 12:
        say("      per directory: " + ", ".join("%s %d" % (d, n) for d, n in sorted(per_dir.items())))
        say("      list: %s" % os.path.join(out, "new-failures-%s.txt" % k))
    else:
        for d, st, nm in items:
            say("      %s: %s" % (st, nm))
new_xpass = sum(max(0, hl[nm]["XPASS"] - plain.get(nm, collections.Counter())["XPASS"]) for nm in hl)
say("Bad with plain GCC, good with the plugin: %d; new XPASS with the plugin: %d"
    % (fixed, new_xpass))
say("Results only in plain: %d, only with the plugin: %d" % (len(only_plain), len(only_hl)))
for nm in only_plain[:20]:
    say("      only plain: %s" % nm)
for nm in only_hl[:20]:
    say("      only hyperlane: %s" % nm)
say("ICE messages in the logs: plain %d, hyperlane %d"
    % (data["plain"][1], data["hyperlane"][1]))
if elapsed >= 0:
    total = int(__import__("time").time()) - start
    say("Wall time: %dm%02ds, of which runtest %dm%02ds (-march %s, %d runtest processes)"
        % (total // 60, total % 60, elapsed // 60, elapsed % 60, march, jobs))

passed = sum(1 for _, st, nm in data["hyperlane"][0]
             if st == "PASS" and (KIND_A.search(nm) or "test for excess errors" in nm))
failed = len(classes["a"])
say("%d passed, %d failed" % (passed, failed))
text = "\n".join(report) + "\n"
with open(os.path.join(out, "report.txt"), "w") as f:
    f.write(text)
sys.stdout.write(text)
sys.exit(1 if failed else 0)
EOF
exit $rc
