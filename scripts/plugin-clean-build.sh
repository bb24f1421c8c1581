#!/usr/bin/env bash
# Times a clean `swift build` of Fixtures/SwiftApp (three modules over the ZIKRouter stand-in) with the
# source build plugin or the binary one, from an empty scratch folder, the way CI builds it.
#
#   scripts/plugin-clean-build.sh source            # routegen built from source (this package)
#   scripts/plugin-clean-build.sh binary [BINARY]   # Plugins/Binary over a bundle packed from BINARY
#                                                   # (default: a release build, see make-artifactbundle.sh)
#
# Prints the wall time and whether the log shows swift-syntax being compiled. With
# KEEP=1 the work folder is kept (its path is printed). ENGINE=swiftbuild builds with
# `--build-system swiftbuild` instead of SwiftPM's native engine. REBUILDS=1 then also times an
# unchanged build, a build after a router is added to a dependency (ProfileKit), and one more
# unchanged build, and says after each whether the registry was written.
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

ENGINE="${ENGINE:-native}"
case "$ENGINE" in
    native) ENGINE_ARGS=() ;;
    swiftbuild) ENGINE_ARGS=(--build-system swiftbuild) ;;
    *) echo "plugin-clean-build.sh: ENGINE is native or swiftbuild, not $ENGINE" >&2; exit 2 ;;
esac
REGISTRY="$WORK/scratch/plugins/outputs/swiftapp/App/destination/RouteGenPlugin/RouteRegistry.swift"

# Runs one build into $WORK/$1.log and prints its wall time.
timed_build() {
    local start end
    start=$(date +%s.%N)
    swift build --package-path "$PACKAGE/Fixtures/SwiftApp" --scratch-path "$WORK/scratch" --product App \
        ${ENGINE_ARGS[@]+"${ENGINE_ARGS[@]}"} > "$WORK/$1.log" 2>&1
    end=$(date +%s.%N)
    printf '%s plugin, %s engine: %s build %.1f s\n' "$MODE" "$ENGINE" "$1" "$(echo "$end - $start" | bc)"
}

timed_build clean
if grep -q "SwiftSyntax\|SwiftParser" "$WORK/clean.log"; then echo "the log shows swift-syntax being compiled"; else echo "the log shows no swift-syntax"; fi
if [[ "$ENGINE" == native ]]; then grep -c "^\[" "$WORK/clean.log" | sed 's/^/build steps: /'; fi

if [[ "${REBUILDS:-0}" == "1" ]]; then
    # The registry's modification time says whether the generator wrote it; Swift Build's log does
    # not name the command without -v, which would slow the build it times.
    stamp() { stat -c %y "$REGISTRY"; }
    before=$(stamp); timed_build unchanged
    [[ "$(stamp)" == "$before" ]] && echo "  registry untouched" || echo "  registry written"
    cat > "$PACKAGE/Fixtures/SwiftApp/Sources/ProfileKit/ZoomViewRouter.swift" <<'SWIFT'
import UIKit
import ZIKRouter.Internal
import ZRouter

public final class ZoomViewController: UIViewController {}

extension ZoomViewController: ZIKRoutableView {}

public final class ZoomViewRouter: ZIKAnyViewRouter {
    public override class func registerRoutableDestination() {
        registerView(ZoomViewController.self)
    }

    public override func destination(with configuration: ViewRouteConfig) -> AnyObject? {
        ZoomViewController()
    }
}
SWIFT
    before=$(stamp); timed_build router-added
    [[ "$(stamp)" == "$before" ]] && echo "  registry untouched" || echo "  registry written"
    grep -q ZoomViewRouter "$REGISTRY" && echo "  ZoomViewRouter registered" || echo "  ZoomViewRouter NOT registered"
    before=$(stamp); timed_build unchanged-again
    [[ "$(stamp)" == "$before" ]] && echo "  registry untouched" || echo "  registry written"
fi
if [[ "${KEEP:-0}" == "1" ]]; then echo "kept: $WORK"; else rm -rf "$WORK"; fi
