# The tools around a benchmark run: which optional tools are installed
# (clang-14, llvm-mca, matplotlib) and their installation, the machine and
# compiler descriptions of the report, building and snapshotting the plugin,
# and the git state of the plugin sources.
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

"""Optional tools, the machine, the plugin build and snapshot, git."""

import hashlib
import os
import shutil
import subprocess
import sys
import time

from benching.settings import CLANG, TOP, log


def have(tool):
    return shutil.which(tool) is not None


def matplotlib_python():
    """An interpreter that can import matplotlib: this one or the system's."""
    import importlib.util
    if importlib.util.find_spec("matplotlib"):
        return sys.executable
    for py in ("/usr/bin/python3",):
        if os.path.exists(py) and os.path.realpath(py) != os.path.realpath(sys.executable):
            if subprocess.run([py, "-c", "import matplotlib"], stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL).returncode == 0:
                return py
    return None


def lscpu_summary():
    info = {}
    try:
        out = subprocess.run(["lscpu"], capture_output=True, text=True).stdout
        for line in out.splitlines():
            if ":" in line:
                key, val = line.split(":", 1)
                info[key.strip()] = val.strip()
    except OSError:
        pass
    keys = ["Model name", "CPU family", "Model", "CPU(s)", "Thread(s) per core",
            "Hypervisor vendor", "L1d cache", "L2 cache", "L3 cache"]
    return "; ".join("%s: %s" % (k, info[k]) for k in keys if k in info)


def find_llvm_mca():
    for t in ("llvm-mca-14", "llvm-mca"):
        if have(t):
            return t
    return None


def ensure_deps(no_install):
    """Install the bench packages as root (scripts/setup-deps.sh bench), or
    say what is missing."""
    missing = [t for t in (CLANG,) if not have(t)]
    if not find_llvm_mca():
        missing.append("llvm-mca")
    if not matplotlib_python():
        missing.append("matplotlib")
    if not missing:
        return
    if os.geteuid() == 0 and not no_install:
        log("bench: missing %s; running scripts/setup-deps.sh bench" % ", ".join(missing))
        subprocess.run([os.path.join(TOP, "scripts", "setup-deps.sh"), "bench"])
    else:
        log("bench: missing %s (their columns are skipped); as root, "
            "scripts/setup-deps.sh bench installs them" % ", ".join(missing))
        subprocess.run([os.path.join(TOP, "scripts", "setup-deps.sh"), "bench"],
                       stdout=subprocess.DEVNULL)


def build_plugin(target, path, tries=4, wait=30):
    """make the plugin; others may be editing it, so retry a broken build a
    few times before giving up (an existing .so is then used, with a note)."""
    for attempt in range(tries):
        r = subprocess.run(["make", "-C", TOP, "--no-print-directory"] +
                           ([target] if target else []),
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        if r.returncode == 0 and os.path.exists(path):
            return True, None
        tail = "\n".join(r.stdout.splitlines()[-8:])
        if attempt + 1 < tries:
            log("bench: `make %s` failed (try %d/%d), retrying in %d s:\n%s"
                % (target or "", attempt + 1, tries, wait, tail))
            time.sleep(wait)
    if os.path.exists(path):
        return True, "`make %s` failed; used the existing %s" % (target or "", os.path.relpath(path, TOP))
    return False, "`make %s` failed:\n%s" % (target or "", tail)


def snapshot(src, dst):
    """Copy the plugin so that a rebuild by someone else during the run does
    not mix two plugin versions in one run.  Returns its sha256."""
    os.makedirs(os.path.dirname(dst), exist_ok=True)
    with open(src, "rb") as f:
        data = f.read()
    digest = hashlib.sha256(data).hexdigest()
    old = None
    if os.path.exists(dst):
        with open(dst, "rb") as f:
            old = hashlib.sha256(f.read()).hexdigest()
    if old != digest:
        tmp = dst + ".tmp"
        with open(tmp, "wb") as f:
            f.write(data)
        os.replace(tmp, dst)
    return digest


def git_state():
    def git(*a):
        r = subprocess.run(["git", "-C", TOP] + list(a), capture_output=True, text=True)
        return r.stdout.strip() if r.returncode == 0 else None
    head = git("rev-parse", "--short", "HEAD") or "unknown"
    dirty = git("status", "--porcelain", "--untracked-files=no", "--", "plugin")
    return head + (" + uncommitted plugin changes" if dirty else "")
