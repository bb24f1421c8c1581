#!/usr/bin/env bash
# Builds libobjc2, gnustep-make and gnustep-base (the library only) from source tarballs into PREFIX.
# Usage: build-gnustep.sh THIRD_PARTY_DIR PREFIX
# Debian's GNUstep packages use GCC's runtime, on which clang refuses ARC and blocks; ZIKRouter needs both,
# hence libobjc2 (gnustep-2.2 ABI) and a GNUstep built against it.
set -euo pipefail

third_party=$1
prefix=$2
jobs=${ROUTEGEN_BUILD_JOBS:-$(nproc 2>/dev/null || echo 2)}

mkdir -p "$prefix"
work=$(mktemp -d "${prefix%/}.build.XXXXXX")
trap 'rm -rf "$work"' EXIT
log=$prefix.build.log
: >"$log"

step() { printf '  %-34s' "$1"; SECONDS=0; }
done_step() { echo "${SECONDS}s"; }
# A failing step prints the tail of its log: the first thing a CI reader needs.
run() {
  if ! "$@" >>"$log" 2>&1; then
    echo "FAILED"; echo "--- last lines of $log ---" >&2; tail -n 40 "$log" >&2
    exit 1
  fi
}

export CC=clang-14 CXX=clang++-14 OBJC=clang-14 OBJCXX=clang++-14

step "libobjc2"
tar xzf "$third_party"/libobjc2-*.tar.gz -C "$work"
run cmake -S "$work"/libobjc2-* -B "$work/objc-build" -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_INSTALL_PREFIX="$prefix" -DCMAKE_INSTALL_LIBDIR=lib -DTESTS=OFF -DGNUSTEP_INSTALL_TYPE=NONE
run make -C "$work/objc-build" -j"$jobs" install
done_step

step "gnustep-make"
tar xzf "$third_party"/gnustep-make-*.tar.gz -C "$work"
# Its own GNUstep.conf inside the prefix: a system-wide /etc/GNUstep must neither be read nor written.
(cd "$work"/gnustep-make-* && run ./configure --prefix="$prefix" --with-layout=fhs \
  --with-config-file="$prefix/etc/GNUstep/GNUstep.conf" --disable-importing-config-file \
  --with-library-combo=ng-gnu-gnu --with-runtime-abi=gnustep-2.2 \
  --enable-objc-arc --enable-native-objc-exceptions \
  CPPFLAGS="-I$prefix/include" LDFLAGS="-L$prefix/lib -Wl,-rpath,$prefix/lib")
run make -C "$work"/gnustep-make-* install
done_step

step "gnustep-base (library)"
tar xzf "$third_party"/gnustep-base-*.tar.gz -C "$work"
export GNUSTEP_CONFIG_FILE="$prefix/etc/GNUstep/GNUstep.conf"
# GNUstep.sh reads unset variables (ZSH_VERSION, …).
set +u
# shellcheck disable=SC1091
. "$prefix/share/GNUstep/Makefiles/GNUstep.sh"
set -u
(cd "$work"/gnustep-base-* && run ./configure \
  --disable-xml --disable-xslt --disable-tls --disable-icu --disable-zeroconf --disable-libdispatch \
  --disable-importing-config-file \
  CPPFLAGS="-I$prefix/include" LDFLAGS="-L$prefix/lib -Wl,-rpath,$prefix/lib")
# -O0: the library is only a host for ZIKRouter's code here, and optimising it doubles the build time.
run make -C "$work"/gnustep-base-*/Source -j"$jobs" OPTFLAG=-O0 debug=no messages=no
run make -C "$work"/gnustep-base-*/Source install OPTFLAG=-O0
# The patches change installed headers only (patches/*.patch say why): the library is as built.
for p in "$(cd "$(dirname "$0")" && pwd)"/patches/gnustep-base-*.patch; do
  run patch -p1 -d "$prefix/include" -i "$p"
done
done_step
