#!/usr/bin/env bash
# Lays out ZIKRouter's subspecs as CocoaPods does and compiles them, unmodified, with the shims and the
# AppKit stand-in.
# Usage: build-zikrouter.sh ZIKROUTER_TARBALL GNUSTEP_PREFIX OUT_DIR
# ZIKROUTER_SUBSPECS: the podspec's subspecs to build (default ServiceRouter); ViewRouter and URLRouter
# (ServiceURLRouter + ViewURLRouter) need ServiceRouter, as the podspec's dependencies say.
# Produces OUT_DIR/Headers/{Public,Private}/ZIKRouter (flat, as Pods/Headers/…), OUT_DIR/libZIKRouter.a
# (ZIKRouter's own objects) and OUT_DIR/libZIKRouterShims.a.
set -euo pipefail

tarball=$1
prefix=$2
out=$3
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=scripts/real-runtime/flags.sh
. "$here/flags.sh"

rm -rf "$out"
mkdir -p "$out/src" "$out/obj" "$out/Headers/Public/ZIKRouter" "$out/Headers/Private/ZIKRouter"
tar xzf "$tarball" -C "$out/src" --strip-components=1
z=$out/src/ZIKRouter

# The ServiceRouter subspec's files (ZIKRouter.podspec). CocoaPods flattens every header of source_files
# into Headers/Private/ZIKRouter (what the pod itself compiles against) and the public_header_files into
# Headers/Public/ZIKRouter (what the app sees). The podspec's private_header_files misses a comma, so the
# two strings join into one pattern that matches nothing: ZIKBlockServiceRouter.h stays public, and the
# Debug headers are project headers (private folder only), which is what CocoaPods does with it too.
# Symbolic links, as CocoaPods makes: clang then sees one file whether a .m reaches a header beside it
# or through the folder, and #import includes it once.
shopt -s nullglob globstar
subspecs=" ${ZIKROUTER_SUBSPECS:-ServiceRouter} "
public=( "$z"/Router/*.h "$z"/Router/**/*.h "$z"/ServiceRouter/*.h "$z"/ServiceRouter/**/*.h "$z"/Utilities/*.h
         "$z"/Framework/*.h "$z"/ViewRouter/BlockRouter/ZIKViewRoute.h "$z"/ViewRouter/ZIKViewRouterInternal.h
         "$z"/ViewRouter/Registry/ZIKViewRouteRegistry.h )
private=( "$z"/Utilities/Debug/*.h "$z"/Utilities/Debug/**/*.h )
sources=( "$z"/Router/**/*.m "$z"/ServiceRouter/**/*.m "$z"/Utilities/**/*.m )
# The ViewRouter subspec: every header under ViewRouter/ is public but Private/ and ZIKBlockViewRouter.h.
if [[ $subspecs == *" ViewRouter "* ]]; then
  for h in "$z"/ViewRouter/*.h "$z"/ViewRouter/**/*.h; do
    case $h in */ViewRouter/Private/*|*/ZIKBlockViewRouter.h) private+=("$h") ;; *) public+=("$h") ;; esac
  done
  sources+=( "$z"/ViewRouter/*.m "$z"/ViewRouter/**/*.m )
fi
# URLRouter is ServiceURLRouter and ViewURLRouter: ZIKURLRouter.h is their only private header.
if [[ $subspecs == *" URLRouter "* ]]; then
  public+=( "$z"/URLRouter/ZIKRouter+URLRouter.h "$z"/URLRouter/ZIKURLRouteResult.h "$z"/URLRouter/ZIKViewRouter+URLRouter.h )
  private+=( "$z"/URLRouter/ZIKURLRouter.h )
  sources+=( "$z"/URLRouter/ZIKURLRouter.m "$z"/URLRouter/ZIKRouter+URLRouter.m "$z"/URLRouter/ZIKURLRouteResult.m
             "$z"/URLRouter/ZIKViewRouter+URLRouter.m )
fi
shopt -u globstar
# A header listed twice (the ServiceRouter subspec names three ViewRouter headers) is linked once.
mapfile -t public < <(printf '%s\n' "${public[@]}" | awk '!seen[$0]++')
mapfile -t sources < <(printf '%s\n' "${sources[@]}" | awk '!seen[$0]++')
for h in "${public[@]}"; do
  case $h in */Router/Private/*) continue ;; esac
  ln -sf "$h" "$out/Headers/Public/ZIKRouter/"
done
for h in "${public[@]}" "${private[@]}"; do
  ln -sf "$h" "$out/Headers/Private/ZIKRouter/"
done

# ZIKImageSymbol.mm and ZIKFindSymbol.cpp parse Mach-O symbol tables; ImageSymbolShim.m replaces them.
# ZIKROUTER_EXTRA_FLAGS: e.g. -DZIKROUTER_CHECK=0, the documented switch for the launch checks.
# shellcheck disable=SC2206
pod_flags=( "${OBJC_FLAGS[@]}" ${ZIKROUTER_EXTRA_FLAGS:-} -I"$out/Headers/Private" -I"$out/Headers/Private/ZIKRouter"
            -I"$out/Headers/Public" -I"$out/Headers/Public/ZIKRouter" )
objs=()
pids=()
for m in "${sources[@]}"; do
  o=$out/obj/$(basename "${m%.m}").o
  # ZIKRouter is third-party code compiled as is: its warnings are not ours to act on.
  clang-14 "${pod_flags[@]}" -w -fobjc-arc -c "$m" -o "$o" &
  pids+=($!)
  objs+=("$o")
  # Two compilers at a time: the machines this runs on have two cores.
  if (( ${#pids[@]} >= ${ROUTEGEN_BUILD_JOBS:-2} )); then wait "${pids[0]}"; pids=("${pids[@]:1}"); fi
done
for p in "${pids[@]}"; do wait "$p"; done
ar rcs "$out/libZIKRouter.a" "${objs[@]}"

s=$here/shims
clang-14 "${pod_flags[@]}" -fobjc-arc -c "$s/CoreFoundationShim.m" -o "$out/obj/CoreFoundationShim.o"
# The AppKit stand-in is compiled like the pod: ZIKRouter's +load swizzles its methods.
clang-14 "${pod_flags[@]}" -fobjc-arc -c "$here/appkit/AppKit.m" -o "$out/obj/AppKit.o"
clang-14 "${pod_flags[@]}" -fobjc-arc -c "$s/ImageSymbolShim.m" -o "$out/obj/ImageSymbolShim.o"
clang-14 "${pod_flags[@]}" -fno-objc-arc -c "$s/ProtocolShim.m" -o "$out/obj/ProtocolShim.o"
ar rcs "$out/libZIKRouterShims.a" "$out/obj/CoreFoundationShim.o" "$out/obj/AppKit.o" \
  "$out/obj/ImageSymbolShim.o" "$out/obj/ProtocolShim.o"
