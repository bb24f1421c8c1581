#!/usr/bin/env bash
# Formats the hand-written Swift with the toolchain's swift-format and the repository's .swift-format.
#
#   scripts/format.sh            rewrite the files in place
#   scripts/format.sh --lint     change nothing; list every finding and exit 1 if there is one (what CI runs)
#
# Not formatted: Fixtures/ (scanner input: goldens and expected line numbers depend on its exact
# bytes) and Fuzz/Regressions/ (malformed input kept as it crashed; swift-format itself stops on
# some of it). Symbolic links are skipped, so the plugin files shared through links under
# Plugins/ are formatted once, at their real path.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi

paths=(Package.swift Sources Tests Plugins Fuzz/Package.swift Fuzz/Sources scripts)

if ! swift format --version >/dev/null 2>&1; then
  echo "format.sh: 'swift format' not found; it ships with Swift 6 toolchains (swift on PATH or in /opt/swift/usr/bin)" >&2
  exit 2
fi

case "${1:-}" in
  "")
    exec swift format format --configuration .swift-format --in-place --recursive --parallel "${paths[@]}"
    ;;
  --lint)
    exec swift format lint --configuration .swift-format --strict --recursive --parallel "${paths[@]}"
    ;;
  *)
    echo "usage: scripts/format.sh [--lint]" >&2
    exit 2
    ;;
esac
