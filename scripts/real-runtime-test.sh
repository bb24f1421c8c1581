#!/usr/bin/env bash
# Runs the generated Objective-C registry on the real ZIKRouter (unmodified: its ServiceRouter part for a
# service app, and its ViewRouter and URLRouter parts over an AppKit stand-in for a view app) on GNUstep's
# Objective-C runtime, and uses ZIKRouter's own launch checks as the oracle for `routegen check`.
# See docs/real-runtime.md. Ends with one line, "N passed, N failed"; exits 1 when a test fails.
# Arguments are passed to run-tests.py (e.g. --suite views, --only oracle).
#
# Environment:
#   ROUTEGEN_THIRD_PARTY        folder with the source tarballs (default: ../shared/third_party from the
#                               repository root): libobjc2-*.tar.gz, gnustep-make-*.tar.gz,
#                               gnustep-base-*.tar.gz, ZIKRouter-*.tar.gz
#   ROUTEGEN_BINARY             a routegen binary to test (default: `swift build --product routegen`)
#   ROUTEGEN_REAL_RUNTIME_CACHE where the GNUstep and ZIKRouter builds are kept, one folder per set of
#                               inputs (default: ${XDG_CACHE_HOME:-$HOME/.cache}/routegen-real-runtime)
#   ROUTEGEN_REAL_RUNTIME_WORK  keep the test's work folder here instead of a temporary one
#   ROUTEGEN_UPDATE_DOCS=1      rewrite the oracle's table in docs/real-runtime.md from this run
#   ROUTEGEN_BUILD_JOBS         parallel compilers (default: the number of cores)
#   CI                          when true, missing tarballs or tools fail the run instead of skipping it
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=scripts/real-runtime/prepare.sh
. "$root/scripts/real-runtime/prepare.sh"
# The view app links the pod's default subspecs (ServiceRouter, ViewRouter) and its URL routers.
flock 9 2>/dev/null || true
zik_views=$(ZIKROUTER_SUBSPECS="ServiceRouter ViewRouter URLRouter" zikrouter_build) \
  || fail "the ZIKRouter build with the ViewRouter part failed"
flock -u 9 2>/dev/null || true

# --- Tests ----------------------------------------------------------------------------------------------
if [ -n "${ROUTEGEN_REAL_RUNTIME_WORK:-}" ]; then
  work=$ROUTEGEN_REAL_RUNTIME_WORK
  rm -rf "$work"
  mkdir -p "$work"
else
  work=$(mktemp -d "${TMPDIR:-/tmp}/routegen-real-runtime.XXXXXX")
fi
tests_started=$SECONDS
set +e
python3 "$here/run-tests.py" --prefix "$prefix" --zik "$zik" --view-zik "$zik_views" --routegen "$routegen" \
  --fixture "$root/Fixtures/RealRuntime" --view-fixture "$root/Fixtures/RealRuntimeViews" \
  --work "$work" --docs "$root/docs/real-runtime.md" "$@" 2>&1 | tee "$work/results.txt" | sed -u '$d'
status=${PIPESTATUS[0]}
set -e
summary=$(tail -n 1 "$work/results.txt" 2>/dev/null || true)
# The count is held back from the stream above so that it comes last; anything else in its place (a
# crash's last line) is shown, and the run counts as failed.
case $summary in
  *" passed, "*" failed") ;;
  *) [ -n "$summary" ] && echo "$summary"; summary="0 passed, 1 failed"; status=1 ;;
esac
if [ "$status" -eq 0 ] && [ -z "${ROUTEGEN_REAL_RUNTIME_WORK:-}" ]; then
  rm -rf "$work"
  echo "real-runtime: $((SECONDS - started))s, of which the tests $((SECONDS - tests_started))s"
else
  echo "real-runtime: $((SECONDS - started))s, of which the tests $((SECONDS - tests_started))s (work folder kept: $work)"
fi
echo "$summary"
exit "$status"
