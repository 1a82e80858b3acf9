#!/usr/bin/env bash
# Install the Debian 12 packages hyperlane needs, or say which are missing.
#   scripts/setup-deps.sh [build|check|demo|bench|npb|csmith]...   (default: build check)
# As root the missing packages are installed with apt-get; otherwise the
# exact apt-get line is printed and the script fails.
set -euo pipefail

build_pkgs=(make g++-12 gcc-12 gcc-12-plugin-dev libgmp-dev)
check_pkgs=(dejagnu gfortran-12 python3 gcc-12-multilib
	    gcc-12-aarch64-linux-gnu gcc-12-plugin-dev-aarch64-linux-gnu
	    gfortran-12-aarch64-linux-gnu qemu-user)
demo_pkgs=(python3 python3-matplotlib)
bench_pkgs=(python3 python3-matplotlib clang-14 llvm-14)
csmith_pkgs=(csmith libcsmith-dev)
npb_pkgs=(gfortran-12 binutils)   # NPB's Fortran half; gprof

sets=("$@")
[ ${#sets[@]} -eq 0 ] && sets=(build check)

wanted=()
for s in "${sets[@]}"; do
  case "$s" in
    build) wanted+=("${build_pkgs[@]}") ;;
    check) wanted+=("${build_pkgs[@]}" "${check_pkgs[@]}") ;;
    demo) wanted+=("${build_pkgs[@]}" "${demo_pkgs[@]}") ;;
    bench) wanted+=("${build_pkgs[@]}" "${bench_pkgs[@]}") ;;
    npb) wanted+=("${build_pkgs[@]}" "${npb_pkgs[@]}") ;;
    csmith) wanted+=("${build_pkgs[@]}" "${csmith_pkgs[@]}") ;;
    *) echo "setup-deps.sh: unknown set '$s' (build, check, demo, bench, npb, csmith)" >&2; exit 2 ;;
  esac
done

missing=()
for p in $(printf '%s\n' "${wanted[@]}" | sort -u); do
  status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
  [ "$status" = "install ok installed" ] || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

line="apt-get install -y --no-install-recommends ${missing[*]}"
if [ "$(id -u)" -ne 0 ]; then
  echo "hyperlane: missing Debian packages; as root, run:" >&2
  echo "  apt-get update && $line" >&2
  exit 1
fi
echo "hyperlane: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq </dev/null
# shellcheck disable=SC2086
apt-get install -y -qq --no-install-recommends "${missing[@]}" </dev/null >/dev/null
