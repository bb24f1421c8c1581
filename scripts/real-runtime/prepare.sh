# Shared by scripts/real-runtime-test.sh and scripts/real-runtime-bench.sh: finds the tarballs and tools,
# builds GNUstep and ZIKRouter (each cached by the hashes of what it is built from) and routegen.
# Sourced with $root set to the repository root; sets $here, $prefix, $zik, $routegen and defines
# zikrouter_build FLAGS… for a ZIKRouter build with extra compiler flags (ZIKROUTER_SUBSPECS: which parts).
# shellcheck shell=bash

here=$root/scripts/real-runtime
third_party=${ROUTEGEN_THIRD_PARTY:-$root/../shared/third_party}
export ROUTEGEN_BUILD_JOBS=${ROUTEGEN_BUILD_JOBS:-$(nproc 2>/dev/null || echo 2)}

in_ci() { [ -n "${CI:-}" ] && [ "${CI}" != "false" ] && [ "${CI}" != "0" ]; }
# The test script's last line is always its count, also when it stops early.
fail() {
  echo "real-runtime: $*" >&2
  if [ "${rr_counts_on_failure:-1}" = 1 ]; then echo "0 passed, 1 failed"; fi
  exit 1
}

# Missing inputs: a failure in CI, an explanation elsewhere (a clone without the tarballs is normal).
missing_inputs() {
  if in_ci; then fail "$1"; fi
  echo "real-runtime: $1" >&2
  echo "real-runtime tests skipped: set ROUTEGEN_THIRD_PARTY to the folder holding the libobjc2, gnustep-make, gnustep-base and ZIKRouter tarballs (see docs/real-runtime.md)"
  exit 0
}

# --- Inputs ---------------------------------------------------------------------------------------------
if [ ! -d "$third_party" ]; then
  missing_inputs "no tarball folder at $third_party (ROUTEGEN_THIRD_PARTY is ${ROUTEGEN_THIRD_PARTY:-unset})"
fi
third_party=$(cd "$third_party" && pwd)
tarball() {
  local matches=("$third_party"/$1)
  if [ ! -f "${matches[0]}" ]; then missing_inputs "no $1 in $third_party"; fi
  if [ "${#matches[@]}" -gt 1 ]; then fail "several $1 in $third_party: keep one"; fi
  echo "${matches[0]}"
}
objc2_tgz=$(tarball 'libobjc2-*.tar.gz')
make_tgz=$(tarball 'gnustep-make-*.tar.gz')
base_tgz=$(tarball 'gnustep-base-*.tar.gz')
zik_tgz=$(tarball 'ZIKRouter-*.tar.gz')

# --- Tools ----------------------------------------------------------------------------------------------
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
missing=()
for tool in clang-14 clang++-14 cmake make patch pkg-config python3 sha256sum; do
  command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
done
[ -f /usr/include/tsl/robin_map.h ] || missing+=("robin-map headers")
pkg-config --exists libffi 2>/dev/null || missing+=("libffi")
pkg-config --exists libcurl 2>/dev/null || missing+=("libcurl")
if [ "${#missing[@]}" -gt 0 ]; then
  msg="missing ${missing[*]}; on Debian/Ubuntu: apt-get install clang-14 cmake make patch pkg-config robin-map-dev libffi-dev libcurl4-openssl-dev python3"
  if in_ci; then fail "$msg"; fi
  echo "real-runtime: $msg" >&2
  echo "real-runtime tests skipped: install the packages above"
  exit 0
fi
if ! command -v swift >/dev/null 2>&1; then
  fail "no Swift toolchain on PATH: it builds routegen and provides libdispatch for ZIKRouter"
fi
swift_bin=$(dirname "$(command -v swift)")
export ROUTEGEN_SWIFT_LIB=${ROUTEGEN_SWIFT_LIB:-$(cd "$swift_bin/.." && pwd)/lib/swift}
[ -f "$ROUTEGEN_SWIFT_LIB/linux/libdispatch.so" ] || fail "no libdispatch.so in $ROUTEGEN_SWIFT_LIB/linux (set ROUTEGEN_SWIFT_LIB to the toolchain's usr/lib/swift)"

started=$SECONDS

# --- GNUstep (cached by the tarballs' and the recipe's hashes) ------------------------------------------
cache_root=${ROUTEGEN_REAL_RUNTIME_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/routegen-real-runtime}
mkdir -p "$cache_root"
gnustep_key=$(cat "$objc2_tgz" "$make_tgz" "$base_tgz" "$here/build-gnustep.sh" "$here"/patches/gnustep-base-*.patch \
              | sha256sum | cut -c1-16)
prefix=$cache_root/gnustep-$gnustep_key
exec 9>"$cache_root/.lock"
flock 9 2>/dev/null || true   # one build at a time when two runs share a cache
if [ ! -f "$prefix/.complete" ]; then
  echo "Building libobjc2, gnustep-make and gnustep-base into $prefix (about two minutes on 2 cores)"
  rm -rf "$prefix" "$prefix".build.*
  if ! bash "$here/build-gnustep.sh" "$third_party" "$prefix"; then
    rm -rf "$prefix"
    fail "the GNUstep build failed (log: $prefix.build.log)"
  fi
  touch "$prefix/.complete"
else
  echo "GNUstep: cached in $prefix"
fi

# --- ZIKRouter (cached by its tarball, the shims, the AppKit stand-in, the subspecs and the flags) ---------
# Prints the folder of a ZIKRouter build made with the given extra compiler flags (none: the tests' build)
# of the subspecs in ZIKROUTER_SUBSPECS (default: ServiceRouter).
zikrouter_build() {
  local key dir log step subspecs=${ZIKROUTER_SUBSPECS:-ServiceRouter}
  key=$( (echo "$gnustep_key $* ($subspecs)"; cat "$zik_tgz" "$here/build-zikrouter.sh" "$here/flags.sh";
          find "$here/shims" "$here/appkit" -type f | LC_ALL=C sort | xargs cat) | sha256sum | cut -c1-16)
  dir=$cache_root/zikrouter-$key
  log=$dir.log
  if [ ! -f "$dir/.complete" ]; then
    echo "Compiling ZIKRouter's ${subspecs// / + } and the shims${*:+ with $*} into $dir" >&2
    step=$SECONDS
    if ! ZIKROUTER_SUBSPECS="$subspecs" ZIKROUTER_EXTRA_FLAGS="$*" bash "$here/build-zikrouter.sh" "$zik_tgz" "$prefix" "$dir" > "$log" 2>&1; then
      tail -n 40 "$log" >&2
      rm -rf "$dir"
      echo "real-runtime: the ZIKRouter build failed (log: $log)" >&2
      return 1
    fi
    touch "$dir/.complete"
    echo "  $((SECONDS - step))s" >&2
  else
    echo "ZIKRouter ${subspecs// / + }${*:+ ($*)}: cached in $dir" >&2
  fi
  echo "$dir"
}
zik=$(zikrouter_build) || fail "the ZIKRouter build failed"
flock -u 9 2>/dev/null || true

# --- routegen -------------------------------------------------------------------------------------------
if [ -n "${ROUTEGEN_BINARY:-}" ]; then
  routegen=$ROUTEGEN_BINARY
  [ -x "$routegen" ] || fail "ROUTEGEN_BINARY=$routegen is not an executable"
else
  echo "Building routegen (swift build --product routegen)"
  step=$SECONDS
  if ! (cd "$root" && swift build --product routegen > "$cache_root/swift-build.log" 2>&1); then
    tail -n 40 "$cache_root/swift-build.log" >&2
    fail "swift build --product routegen failed (log: $cache_root/swift-build.log)"
  fi
  echo "  $((SECONDS - step))s"
  routegen=$(cd "$root" && swift build --show-bin-path)/routegen
fi

