#!/usr/bin/env bash
# Runs routegen's libFuzzer targets (Fuzz/Sources/RouteGenFuzz) for a set time each, all at once.
#
#   scripts/fuzz.sh [seconds-per-target] [target...]     targets: swift objc cache (default: all)
#
# Builds the Fuzz package with -sanitize=fuzzer (a debug build: the one the build plugin runs),
# seeds each target from Fixtures/ (Swift files, Objective-C files, and a facts cache that
# routegen writes for the fixture apps), and runs the targets in parallel at the lowest CPU
# priority. Corpora, logs and crash inputs go to $FUZZ_WORK (default Fuzz/.work, not committed);
# a crash input is written there as crash-<sha1> and the script exits 1.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-60}
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then targets=(swift objc cache); fi
work=${FUZZ_WORK:-$root/Fuzz/.work}
flags=(-Xswiftc -sanitize=fuzzer -Xswiftc -parse-as-library)

# SwiftPM keeps the Fuzz package's build plan when a file is added to routegen (a path dependency),
# and the build then fails to find the new file's types; removing the plan makes it plan again.
rm -f "$root/Fuzz/.build/debug.yaml" "$root/Fuzz/.build/debug/description.json"
nice -n 19 swift build --package-path "$root/Fuzz" "${flags[@]}"
bin="$(swift build --package-path "$root/Fuzz" "${flags[@]}" --show-bin-path)/RouteGenFuzz"

mkdir -p "$work"
seed() { # target, then find(1) name tests
    local target=$1; shift
    mkdir -p "$work/$target/seeds" "$work/$target/corpus"
    local dirs=("$root/Fixtures")
    if [ -d "$root/Fuzz/Regressions/$target" ]; then dirs+=("$root/Fuzz/Regressions/$target"); fi
    find "${dirs[@]}" -type f \( "$@" \) -print0 |
        while IFS= read -r -d '' file; do cp "$file" "$work/$target/seeds/$(sha1sum "$file" | cut -c1-16)"; done
}
seed swift -name '*.swift'
seed objc -name '*.m' -o -name '*.h' -o -name '*.mm'
seed cache -name '*.cache'
# A real cache of the fixture apps: its payload (after magic and checksum) is what the target frames.
routegen="$root/.build/debug/routegen"
if [ -x "$routegen" ]; then
    for app in "$root"/Fixtures/*App; do
        [ -d "$app" ] || continue
        tmp=$(mktemp -d)
        "$routegen" generate "$app" --cache-dir "$tmp" >/dev/null 2>&1 || true
        if [ -f "$tmp/routegen-facts.cache" ]; then
            tail -c +24 "$tmp/routegen-facts.cache" > "$work/cache/seeds/$(basename "$app")-payload"
            cp "$tmp/routegen-facts.cache" "$work/cache/seeds/$(basename "$app")-whole"
        fi
        rm -rf "$tmp"
    done
fi

pids=()
for target in "${targets[@]}"; do
    (
        cd "$work/$target"
        # The Swift runtime's backtracer would take a trap before libFuzzer does, and the input
        # that caused it would not be written: leave crashes to libFuzzer.
        SWIFT_BACKTRACE=enable=no ROUTEGEN_FUZZ_TARGET=$target nice -n 19 "$bin" corpus seeds \
            -max_total_time="$seconds" -timeout="${FUZZ_TIMEOUT:-120}" -rss_limit_mb=4096 -max_len=65536 \
            -print_final_stats=1 -artifact_prefix="$work/$target/" > "$work/$target.log" 2>&1
    ) &
    pids+=($!)
done
status=0
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
for target in "${targets[@]}"; do
    echo "== $target: $(grep -E '^stat::number_of_executed_units' "$work/$target.log" | tail -1)"
    grep -E '^#[0-9]+.*(DONE|pulse)' "$work/$target.log" | tail -1 || true
    ls "$work/$target"/crash-* "$work/$target"/timeout-* "$work/$target"/oom-* 2>/dev/null || true
done
exit $status
