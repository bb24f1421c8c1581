#!/usr/bin/env python3
"""Warm runs of two or more routegen builds, alternating: after one edited router, and with the run memo deleted.

The machines these figures come from are shared: one build timed after another can differ by more than
the change between them. Each round here edits one router file of a generated app (a line above its
registration, so its facts change and the graph is resolved again), then runs every binary once on it
with its own cache folder (the order reversed on every other round); then deletes each binary's run memo
and runs each again, so the facts cache alone answers. It prints the median and least time of both, and
checks that every binary wrote the same registry, so a fast wrong answer cannot pass.

Usage (from the repository root, with release builds):
  python3 scripts/warm-alternate.py --binaries /tmp/routegen-base,.build-release/release/routegen \\
      [--modules 5000] [--rounds 10] [--app /tmp/routegen-warm-app]

The app is `scripts/benchmark.py`'s realistic shape, written once under --app and kept for later runs.
"""

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchmark  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binaries", required=True, help="comma-separated routegen binaries")
    parser.add_argument("--modules", type=int, default=5000, help="modules of the generated app (default 5000)")
    parser.add_argument("--rounds", type=int, default=10, help="rounds (default 10)")
    parser.add_argument("--jobs", type=int, default=2, help="--jobs for routegen (default 2)")
    parser.add_argument("--app", help="where the app is written once and kept (default: a temporary folder)")
    args = parser.parse_args()

    binaries = [os.path.abspath(b) for b in args.binaries.split(",")]
    for binary in binaries:
        if not os.access(binary, os.X_OK):
            print(f"warm-alternate: not an executable: {binary}", file=sys.stderr)
            return 2
    app = args.app or os.path.join(tempfile.gettempdir(), f"routegen-warm-app{args.modules}")
    if not os.path.isdir(os.path.join(app, "Sources")):
        benchmark.generate_app(app, args.modules, "realistic", 3)
    work = tempfile.mkdtemp(prefix="routegen-warm-")

    def command(index):
        return [binaries[index], "generate", os.path.join(app, "Sources"), "--module", "App",
                "--output-dir", os.path.join(work, f"out{index}"), "--jobs", str(args.jobs),
                "--cache-dir", os.path.join(work, f"cache{index}")]

    def run(index):
        start = time.monotonic()
        result = subprocess.run(command(index), capture_output=True)
        if result.returncode != 0:
            sys.exit(f"warm-alternate: {binaries[index]} failed (exit {result.returncode})")
        return time.monotonic() - start

    try:
        # Two runs each first: the cache is written, then trusted.
        for index in range(len(binaries)):
            run(index)
            run(index)
        changed = os.path.join(app, "Sources", "Feature0", "Feature0ViewRouter.swift")
        edited = {index: [] for index in range(len(binaries))}
        without_memo = {index: [] for index in range(len(binaries))}
        for round_number in range(args.rounds):
            with open(changed, encoding="utf-8") as handle:
                text = handle.read()
            with open(changed, "w", encoding="utf-8") as handle:
                handle.write(f"// note {round_number}\n" + text)
            order = list(range(len(binaries)))
            if round_number % 2:
                order.reverse()
            for index in order:
                edited[index].append(run(index))
            for index in order:
                memo = os.path.join(work, f"cache{index}", "routegen-run.memo")
                if os.path.exists(memo):
                    os.remove(memo)
                without_memo[index].append(run(index))
        registries = set()
        for index, binary in enumerate(binaries):
            with open(os.path.join(work, f"out{index}", "RouteRegistry.swift"), encoding="utf-8") as handle:
                registries.add(handle.read())
            print(f"{binary}: edited router median {statistics.median(edited[index]):.3f} s, least "
                  f"{min(edited[index]):.3f} s; without the run memo median {statistics.median(without_memo[index]):.3f} s, "
                  f"least {min(without_memo[index]):.3f} s")
        if len(registries) != 1:
            print("warm-alternate: the builds wrote different registries", file=sys.stderr)
            return 1
        print(f"{args.rounds} rounds, {args.modules} modules, the same registry from every build")
        return 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
