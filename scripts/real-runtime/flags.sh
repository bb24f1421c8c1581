# Compiler and linker flags shared by every real-runtime build step. Expects $prefix (the GNUstep prefix)
# and $here (scripts/real-runtime).
# shellcheck shell=bash
swift_lib=${ROUTEGEN_SWIFT_LIB:-$(dirname "$(dirname "$(command -v swift || echo /opt/swift/usr/bin/swift)")")/lib/swift}
# ZIKRouter calls dispatch_once and dispatch_async; libdispatch and its headers come from the Swift
# toolchain (Debian 12 has no libdispatch-dev). DEBUG=1 turns on ZIKROUTER_CHECK, the launch checks.
OBJC_FLAGS=( -fobjc-runtime=gnustep-2.2 -fblocks -fexceptions -fobjc-exceptions -pthread -fPIC
             -DGNUSTEP -DGNUSTEP_RUNTIME=1 -D_NONFRAGILE_ABI=1 -DGNUSTEP_BASE_LIBRARY=1 -D_NATIVE_OBJC_EXCEPTIONS
             -DDEBUG=1 -D_GNU_SOURCE -g -O0
             -I"$prefix/include" -I"$here/shims/include" -I"$here/appkit/include" -I"$swift_lib"
             -include "$here/shims/include/ZIKRouterLinuxPrefix.h" )
LINK_FLAGS=( -fobjc-runtime=gnustep-2.2 -pthread -rdynamic
             -L"$prefix/lib" -Wl,-rpath,"$prefix/lib" -L"$swift_lib/linux" -Wl,-rpath,"$swift_lib/linux"
             -lgnustep-base -lobjc -ldispatch -ldl )
