#!/usr/bin/env bash
# Launch cost on GNUstep's Objective-C runtime (not Apple's): ZIKRouter's auto registration against the
# registry routegen generates, for the fixture app among 1,000 / 10,000 / 50,000 ordinary classes, with
# ZIKRouter's launch checks on (DEBUG) and off (ZIKROUTER_CHECK=0). Prints a Markdown table (BENCHMARKS.md).
# Usage: scripts/real-runtime-bench.sh [RUNS]   (median of RUNS processes per figure; default 5)
# Same environment as scripts/real-runtime-test.sh (ROUTEGEN_THIRD_PARTY, ROUTEGEN_BINARY, …).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
rr_counts_on_failure=0
# shellcheck source=scripts/real-runtime/prepare.sh
. "$root/scripts/real-runtime/prepare.sh"
zik_no_checks=$(zikrouter_build -DZIKROUTER_CHECK=0) || fail "the ZIKRouter build without launch checks failed"

work=$(mktemp -d "${TMPDIR:-/tmp}/routegen-real-runtime-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
(cd "$root/Fixtures/RealRuntime" && "$routegen" generate App Frameworks --module-map App=ShopApp \
  --module-map Frameworks/PaymentKit=PaymentKit --no-config --module ShopApp --entry objc \
  --objc-import '#import <ZIKRouter/ZIKServiceRouterInternal.h>' --objc-import '#import <ZIKRouter/ZIKRouteRegistry.h>' \
  --output-dir "$work/Generated")
python3 "$here/bench.py" --prefix "$prefix" --zik-checks "$zik" --zik-no-checks "$zik_no_checks" \
  --fixture "$root/Fixtures/RealRuntime" --registry "$work/Generated/RouteRegistry.m" --work "$work" --runs "${1:-5}"
