#!/usr/bin/env bash
# Times a clean `swift build` of Fixtures/SwiftApp (three modules over the ZIKRouter stand-in) with the
# source build plugin or the binary one, from an empty scratch folder, the way CI builds it.
#
#   scripts/plugin-clean-build.sh source            # routegen built from source (this package)
#   scripts/plugin-clean-build.sh binary [BINARY]   # Plugins/Binary over a bundle packed from BINARY
#                                                   # (default: a release build, see make-artifactbundle.sh)
#
# Prints the wall time and whether the log shows swift-syntax being compiled. With
# KEEP=1 the work folder is kept (its path is printed).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
MODE="${1:?source or binary}"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/routegen-plugin-build.XXXXXX")"
PACKAGE="$WORK/routegen"
mkdir -p "$PACKAGE/Fixtures"

case "$MODE" in
    source)
        cp -R "$ROOT/Package.swift" "$ROOT/Sources" "$ROOT/Plugins" "$PACKAGE/"
        ;;
    binary)
        "$ROOT/scripts/make-artifactbundle.sh" ${2:+--binary "$2"} --output "$WORK/bundle" >/dev/null
        cp -RL "$ROOT/Plugins/Binary/." "$PACKAGE/"
        cp "$WORK/bundle/routegen.artifactbundle.zip" "$PACKAGE/"
        ;;
    *) echo "plugin-clean-build.sh: source or binary, not $MODE" >&2; exit 2 ;;
esac
cp -R "$ROOT/Fixtures/SwiftApp" "$ROOT/Fixtures/ZIKRouterStub" "$PACKAGE/Fixtures/"
rm -rf "$PACKAGE/Fixtures/SwiftApp/.build" "$PACKAGE/Fixtures/ZIKRouterStub/.build"

START=$(date +%s.%N)
swift build --package-path "$PACKAGE/Fixtures/SwiftApp" --scratch-path "$WORK/scratch" --product App > "$WORK/build.log" 2>&1
END=$(date +%s.%N)
printf '%s plugin: clean build %.1f s\n' "$MODE" "$(echo "$END - $START" | bc)"
if grep -q "SwiftSyntax\|SwiftParser" "$WORK/build.log"; then echo "the log shows swift-syntax being compiled"; else echo "the log shows no swift-syntax"; fi
grep -c "^\[" "$WORK/build.log" | sed 's/^/build steps: /'
if [[ "${KEEP:-0}" == "1" ]]; then echo "kept: $WORK"; else rm -rf "$WORK"; fi
