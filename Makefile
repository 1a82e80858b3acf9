# hyperlane: a GCC 12 plugin for data-layout and hyper-loop-parallelism
# vectorization.  `make help` lists the targets.
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

CC       ?= gcc-12
ifeq ($(origin CC),default)
CC       := gcc-12
endif
CXX      := g++-12
CROSS_CC ?= aarch64-linux-gnu-gcc-12

# The host compiler's plugin headers and install directory.
PLUGIN_BASE    := $(shell $(CC) -print-file-name=plugin 2>/dev/null)
PLUGINDIR      ?= $(PLUGIN_BASE)
CROSS_BASE     := $(shell $(CROSS_CC) -print-file-name=plugin 2>/dev/null)
CROSS_PLUGINDIR ?= $(CROSS_BASE)

# hyperlane-tune (docs/layout.md, section 13): the script into bindir, its
# modules into datadir/hyperlane, where it looks for them (../share/hyperlane
# from the script, so keep datadir = prefix/share).
prefix   ?= /usr/local
bindir   ?= $(prefix)/bin
datadir  ?= $(prefix)/share
TUNE_PY   := $(filter-out scripts/tuning/test_%,$(wildcard scripts/tuning/*.py))
SUITES_PY := $(filter-out scripts/suites/test_%,$(wildcard scripts/suites/*.py))

CXXFLAGS ?= -O2 -g
# Hidden visibility: calls inside the plugin are direct, and loading it
# binds no symbol of its own by name (EXPORTS, below).
HL_CXXFLAGS := -std=c++17 -fPIC -fno-rtti -fno-exceptions -fvisibility=hidden \
	       -Wall -Wextra -Wno-unused-parameter $(CXXFLAGS)
LDFLAGS  ?=

SOURCES := $(wildcard plugin/*/*.cc)
# GCC-free sources, also linked into the unit tests: every file of plan/
# and target/ but the one that asks GCC about its target, and the model
# of alias/.
UNIT_SOURCES := plugin/driver/options.cc plugin/layout/layout-spec.cc \
		plugin/layout/layout-spec-text.cc \
		plugin/support/printable-text.cc \
		plugin/layout/layout-map.cc \
		plugin/alias/parameter-accesses.cc \
		$(wildcard plugin/plan/*.cc) \
		$(filter-out plugin/target/gcc-target.cc,$(wildcard plugin/target/*.cc))

UNIT_OBJS := $(UNIT_SOURCES:plugin/%.cc=build/unit/obj/%.o)

HOST_OBJS  := $(SOURCES:plugin/%.cc=build/host/%.o)
CROSS_OBJS := $(SOURCES:plugin/%.cc=build/aarch64/%.o)

SPECS        := plugin/driver/hyperlane.specs
HOST_PLUGIN  := plugin/hyperlane.so
CROSS_PLUGIN := plugin/aarch64-linux-gnu/hyperlane.so
# One program per testsuite/unit/*.cc, each printing PASS:/FAIL: lines.
UNIT_TESTS   := $(patsubst testsuite/unit/%.cc,build/unit/%,$(wildcard testsuite/unit/*-tests.cc))

.PHONY: all aarch64 install install-aarch64 uninstall check check-unit \
	demo deps deps-build deps-demo compile-sweep vect-run-sweep check-gcc-vect \
	fuzz fuzz-layout csmith-check bench bench-tsvc bench-npb mca-judge mca-tsvc clean help
all: $(HOST_PLUGIN)

help:
	@echo "make            build $(HOST_PLUGIN) for CC=$(CC)"
	@echo "make aarch64    build $(CROSS_PLUGIN) for CROSS_CC=$(CROSS_CC)"
	@echo "make install    install into DESTDIR/PLUGINDIR ($(PLUGINDIR)), hyperlane-tune into DESTDIR/bindir ($(bindir))"
	@echo "make demo       set up, build, run on examples/"
	@echo "make check      set up, build, run all DejaGnu suites"
	@echo "make deps       install missing Debian packages (as root)"
	@echo "make bench      the full benchmark (bench-results/, docs/performance.md)"
	@echo "make mca-judge  llvm-mca's haswell/skylake/icelake-server/znver3 models judge the kernels (build/mca-judge/)"
	@echo "make bench-tsvc [TSVC=dir]   TSVC_2 loop by loop, plain vs plugin (build/bench-tsvc/, docs/performance.md)"
	@echo "make bench-npb [NPB=dir]     NPB 3.3 serial C and Fortran, class W, plain vs plugin (build/bench-npb/)"
	@echo "make mca-tsvc [TSVC=dir]     llvm-mca's four models judge the TSVC_2 loops hyperlane takes (build/bench-tsvc/)"
	@echo "make fuzz N=..  the differential fuzzer (docs/testing.md)"
	@echo "make fuzz-layout N=..   C and Fortran layouts with and without the layout (docs/testing.md)"
	@echo "make csmith-check N=..   Csmith programs with and without the plugin (docs/testing.md)"
	@echo "make compile-sweep / vect-run-sweep   GCC's vect testsuites with the plugin"
	@echo "make check-gcc-vect [VECT_MARCH=haswell]   GCC's DejaGnu vect suites, plain vs plugin"

# Debian packages; installed when root, else the apt-get line is printed.
deps:
	@scripts/setup-deps.sh build check

deps-build:
	@scripts/setup-deps.sh build

deps-demo:
	@scripts/setup-deps.sh build demo

# Only plugin_init and plugin_is_GPL_compatible are exported.
EXPORTS := plugin/driver/exports.map

$(HOST_PLUGIN): $(HOST_OBJS) $(EXPORTS)
	$(CXX) -shared $(LDFLAGS) -Wl,--version-script=$(EXPORTS) -o $@ $(HOST_OBJS)

$(CROSS_PLUGIN): $(CROSS_OBJS) $(EXPORTS)
	@mkdir -p $(dir $@)
	$(CXX) -shared $(LDFLAGS) -Wl,--version-script=$(EXPORTS) -o $@ $(CROSS_OBJS)

build/host/%.o: plugin/%.cc
	@mkdir -p $(dir $@)
	@test -d "$(PLUGIN_BASE)/include" || { echo "error: no plugin headers for $(CC) ($(PLUGIN_BASE)/include); run 'make deps'" >&2; exit 1; }
	$(CXX) $(HL_CXXFLAGS) -isystem $(PLUGIN_BASE)/include -MMD -MP -c -o $@ $<

build/aarch64/%.o: plugin/%.cc
	@mkdir -p $(dir $@)
	@test -d "$(CROSS_BASE)/include" || { echo "error: no plugin headers for $(CROSS_CC); run 'make deps'" >&2; exit 1; }
	$(CXX) $(HL_CXXFLAGS) -isystem $(CROSS_BASE)/include -MMD -MP -c -o $@ $<

aarch64: $(CROSS_PLUGIN)

# The plugin goes into the compiler's plugin directory, so -fplugin=hyperlane
# finds it; hyperlane.specs beside that directory, so -specs=hyperlane.specs
# does (see docs/options.md).
install: $(HOST_PLUGIN)
	install -d $(DESTDIR)$(PLUGINDIR)
	install -m 644 $(HOST_PLUGIN) $(DESTDIR)$(PLUGINDIR)/hyperlane.so
	install -m 644 $(SPECS) $(DESTDIR)$(PLUGINDIR)/../hyperlane.specs
	install -d $(DESTDIR)$(bindir) $(DESTDIR)$(datadir)/hyperlane/tuning \
		$(DESTDIR)$(datadir)/hyperlane/suites
	install -m 755 scripts/hyperlane-tune $(DESTDIR)$(bindir)/hyperlane-tune
	install -m 644 $(TUNE_PY) $(DESTDIR)$(datadir)/hyperlane/tuning/
	install -m 644 $(SUITES_PY) $(DESTDIR)$(datadir)/hyperlane/suites/

install-aarch64: $(CROSS_PLUGIN)
	install -d $(DESTDIR)$(CROSS_PLUGINDIR)
	install -m 644 $(CROSS_PLUGIN) $(DESTDIR)$(CROSS_PLUGINDIR)/hyperlane.so
	install -m 644 $(SPECS) $(DESTDIR)$(CROSS_PLUGINDIR)/../hyperlane.specs

uninstall:
	rm -f $(DESTDIR)$(PLUGINDIR)/hyperlane.so $(DESTDIR)$(PLUGINDIR)/../hyperlane.specs
	rm -f $(DESTDIR)$(CROSS_PLUGINDIR)/hyperlane.so $(DESTDIR)$(CROSS_PLUGINDIR)/../hyperlane.specs
	rm -f $(DESTDIR)$(bindir)/hyperlane-tune
	rm -rf $(DESTDIR)$(datadir)/hyperlane/tuning $(DESTDIR)$(datadir)/hyperlane/suites

# Unit tests of the GCC-free parts (argument and layout-spec parsers).
# The GCC-free sources are compiled once and linked into every unit test.
build/unit/obj/%.o: plugin/%.cc
	@mkdir -p $(dir $@)
	$(CXX) -std=c++17 -Wall -Wextra -O1 -g -Iplugin -MMD -MP -c -o $@ $<

build/unit/%: testsuite/unit/%.cc testsuite/unit/unit-check.h $(UNIT_OBJS)
	@mkdir -p $(dir $@)
	$(CXX) -std=c++17 -Wall -Wextra -O1 -g -Iplugin -MMD -MP -o $@ $< $(UNIT_OBJS)

check-unit: $(UNIT_TESTS)
	@for t in $(UNIT_TESTS); do $$t || exit 1; done

# The README's test command.  The cross plugin is built when the cross
# compiler is there; its suite reports UNSUPPORTED otherwise.
check: deps
	$(MAKE) all
	-@$(CROSS_CC) --version >/dev/null 2>&1 && $(MAKE) aarch64
	$(MAKE) $(UNIT_TESTS)
	scripts/run-tests.sh

# The README's main command: what hyperlane does with the examples' loops
# (checked against scalar references), then the short benchmark.
demo: deps-demo
	$(MAKE) all
	scripts/demo.sh
	python3 scripts/bench.py --quick --no-install

# Compile GCC 12's own vect testsuites with the plugin forced on; count ICEs
# (SWEEP="--compare-debug": also the files whose code -g changes).
compile-sweep: all
	scripts/compile-sweep.sh $(SWEEP)

# Build and run GCC's own vect run tests with and without the plugin.
vect-run-sweep: all
	scripts/vect-run-sweep.sh

# GCC 12's own DejaGnu vect testsuites with and without the plugin forced on,
# compared (docs/testing.md); VECT_MARCH=haswell adds -march=haswell.
VECT_MARCH ?=
check-gcc-vect: all
	scripts/check-gcc-vect.sh $(if $(VECT_MARCH),--march $(VECT_MARCH))

# The differential fuzzer (docs/testing.md): make fuzz N=20000, the default
# cost model on every target too.  Failures GCC shows the same way without
# the plugin are listed, not counted.
N ?= 1000
fuzz: all
	-@$(CROSS_CC) --version >/dev/null 2>&1 && $(MAKE) aarch64
	python3 scripts/fuzz.py --count $(N) --keep-going --allow-gcc-bugs --model-all

# The layout fuzzers (docs/testing.md): N random C programs with
# '#pragma array_transform' and N Fortran programs with a layout spec, each
# against the same program without the layout; 300 unless N is given.
LAYOUT_FUZZ_N = $(if $(filter file,$(origin N)),300,$(N))
fuzz-layout: all
	@rc=0; \
	python3 scripts/fuzz-c-layout.py --count $(LAYOUT_FUZZ_N) --keep-going \
	  --out build/fuzz-layout/c || rc=1; \
	python3 scripts/fuzz-fortran-layout.py --count $(LAYOUT_FUZZ_N) \
	  --keep build/fuzz-layout/fortran || rc=1; \
	exit $$rc

# Random whole programs from Csmith (docs/testing.md): checksums with and
# without the plugin; N programs, 2000 unless N is given.  Not part of check.
csmith-check: all
	@scripts/setup-deps.sh csmith
	-@$(CROSS_CC) --version >/dev/null 2>&1 && $(MAKE) aarch64
	scripts/csmith-check.sh --count $(if $(filter file,$(origin N)),2000,$(N)) --keep-going

# The full benchmark (docs/performance.md); about half an hour.
bench:
	@scripts/setup-deps.sh build bench
	$(MAKE) all
	python3 scripts/bench.py

# llvm-mca's models of CPUs we do not have judge hyperlane against gcc-12
# on the example kernels, blocks weighed by their execution counts
# (docs/performance.md); a few minutes.  MCA_ARGS=--measure=znver3 also
# times the -march=znver3 programs here.
MCA_ARGS ?=
mca-judge:
	@scripts/setup-deps.sh build bench
	$(MAKE) all
	python3 scripts/mca-judge.py --examples $(MCA_ARGS)

# TSVC_2 loop by loop (docs/performance.md): the loops hyperlane takes timed
# against plain GCC, every other function's code proved identical, all
# checksums compared; about 15 minutes.  TSVC is any TSVC_2 checkout.  No
# thresholds here; the acceptance targets are
# scripts/bench-tsvc.py --require-min 0.97 --require-geomean 1.3.
TSVC ?= ../shared/bench/tsvc
bench-tsvc:
	@scripts/setup-deps.sh build bench
	$(MAKE) all
	python3 scripts/bench-tsvc.py --tsvc $(TSVC)

# The NAS Parallel Benchmarks 3.3, serial C and Fortran, class W: each
# built plain and with hyperlane (copies; NPB is never written), every run
# verified, CPU times alternated min of 3, loops taken, compile-time ratio
# and the hottest functions (perf, else gprof); about 10 minutes.  NPB holds
# NPB3.3-SER-C and NPB3.3-SER.  More: scripts/bench-npb.py --help
# (--class W,A, --layouts DIR, --quick).
NPB ?= ../shared/bench/npb
bench-npb:
	@scripts/setup-deps.sh build bench npb
	$(MAKE) all
	python3 scripts/bench-npb.py --npb $(NPB)

# llvm-mca's haswell, skylake, icelake-server and znver3 models judge the
# TSVC_2 loops hyperlane takes at each of those -march (block counts of a
# short run, no timing); a couple of minutes.  Writes build/bench-tsvc/.
mca-tsvc:
	@scripts/setup-deps.sh build bench
	$(MAKE) all
	python3 scripts/bench-tsvc.py --mca-only --mca default --tsvc $(TSVC)

clean:
	rm -rf build $(HOST_PLUGIN) plugin/aarch64-linux-gnu

-include $(HOST_OBJS:.o=.d) $(CROSS_OBJS:.o=.d) $(UNIT_OBJS:.o=.d) \
	 $(UNIT_TESTS:=.d)
