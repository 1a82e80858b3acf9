"""Parts of the differential fuzzer scripts/fuzz.py (the entry point):
values (C types, ranges, expressions), harness (the code every generated
program shares), shapes (the newer shapes of the AoS-kernel generator) and
program (the whole-program generator style, --style program)."""
