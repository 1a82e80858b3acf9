# What every part of the benchmark harness (scripts/bench.py) shares: the
# paths (kernels.txt, the layout specs, the plugins, build/bench), the
# compilers and common flags, the -march settings and the working-set
# sizes, the configurations in table order, and the progress log.
#
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

"""Paths, compilers, -march settings, sizes, configurations, logging."""

import collections
import os
import sys
import threading

TOP = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
KERNELS_TXT = os.path.join(TOP, "examples", "kernels.txt")
LAYOUT_DIR = os.path.join(TOP, "examples", "layouts")
PLUGIN = os.path.join(TOP, "plugin", "hyperlane.so")
CROSS_PLUGIN = os.path.join(TOP, "plugin", "aarch64-linux-gnu", "hyperlane.so")
BUILD = os.path.join(TOP, "build", "bench")

CC, FC, CLANG = "gcc-12", "gfortran-12", "clang-14"
CROSS_CC, CROSS_FC = "aarch64-linux-gnu-gcc-12", "aarch64-linux-gnu-gfortran-12"
COMMON_FLAGS = ["-O3", "-ffp-contract=off"]

# -march settings: compiler flags, the /proc/cpuinfo flags needed to run
# the code, whether valgrind can run it (no AVX-512 in valgrind).
MARCHES = {
    "haswell": {"flags": ["-march=haswell"], "title": "-march=haswell",
                "cpu": ["avx2", "fma", "bmi2", "f16c", "movbe"], "valgrind": True},
    "x86-64-v4": {"flags": ["-march=x86-64-v4"], "title": "-march=x86-64-v4",
                  "cpu": ["avx512f", "avx512bw", "avx512cd", "avx512dq", "avx512vl"],
                  "valgrind": False},
    "sse4.2": {"flags": ["-msse4.2"], "title": "-msse4.2",
               "cpu": ["sse4_2"], "valgrind": True},
}
SIZES = {"l1": ("L1", "n_l1", "~24 KiB"), "l2": ("L2", "n_l2", "~512 KiB"),
         "dram": ("DRAM", "n_dram", "~128 MiB")}

# Configurations, in table order.  The hand-SoA time is the "soa" line of
# the gcc build, so it has no build of its own.
CONFIG_TITLES = collections.OrderedDict([
    ("scalar", "scalar"), ("gcc", "gcc -O3"), ("hyperlane", "hyperlane"),
    ("hyperlane-layout", "hyperlane+layout"), ("clang", "clang -O3"),
])

_print_lock = threading.Lock()


def log(msg):
    with _print_lock:
        print(msg, file=sys.stderr, flush=True)


def fmt_secs(s):
    return "%d:%02d" % (s // 60, s % 60) if s >= 60 else "%.1f s" % s
