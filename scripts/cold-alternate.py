#!/usr/bin/env python3
"""Cold runs of two or more routegen builds, alternating, with the `grep -rl` floor in the same rounds.

The machines these figures come from are shared: one binary's wall time drifts by 15-20 % within an
hour, so two builds timed one after the other can differ by more than the change between them. Each
round here times the floor once, then every binary once (the order reversed on every other round), each
with its cache folder emptied first, and prints the medians of wall time and of user + system CPU.

Usage (from the repository root, after `scripts/benchmark.py --keep` wrote an app):
  python3 scripts/cold-alternate.py --app /tmp/routegen-bench-XXXX/app5000/Sources \\
      --binaries /tmp/routegen-base,.build-release/release/routegen --rounds 12

Prints one line per binary (median and least wall time, ratio to the median floor, median CPU) and
checks that every binary wrote the same registry, so a fast wrong answer cannot pass.
"""

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--app", required=True, help="the folder to scan (an app's Sources)")
    parser.add_argument("--binaries", required=True, help="comma-separated routegen binaries")
    parser.add_argument("--rounds", type=int, default=10, help="rounds (default 10)")
    parser.add_argument("--jobs", type=int, default=2, help="--jobs for routegen (default 2)")
    args = parser.parse_args()

    binaries = [os.path.abspath(b) for b in args.binaries.split(",")]
    for binary in binaries:
        if not os.access(binary, os.X_OK):
            print(f"cold-alternate: not an executable: {binary}", file=sys.stderr)
            return 2
    if not os.path.isdir(args.app):
        print(f"cold-alternate: no such folder: {args.app}", file=sys.stderr)
        return 2

    work = tempfile.mkdtemp(prefix="routegen-alternate-")
    walls = {b: [] for b in binaries}
    cpus = {b: [] for b in binaries}
    floors = []
    try:
        for round_number in range(args.rounds):
            start = time.perf_counter()
            subprocess.run(["grep", "-rl", "registerRoutableDestination", args.app], stdout=subprocess.DEVNULL)
            floors.append(time.perf_counter() - start)
            order = binaries if round_number % 2 == 0 else binaries[::-1]
            for number, binary in enumerate(order):
                slot = binaries.index(binary)
                cache = os.path.join(work, f"cache{slot}")
                shutil.rmtree(cache, ignore_errors=True)
                before = resource.getrusage(resource.RUSAGE_CHILDREN)
                start = time.perf_counter()
                run = subprocess.run(
                    [binary, "generate", args.app, "--output", os.path.join(work, f"out{slot}.swift"), "--cache-dir", cache, "--jobs", str(args.jobs)],
                    stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
                walls[binary].append(time.perf_counter() - start)
                after = resource.getrusage(resource.RUSAGE_CHILDREN)
                cpus[binary].append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
                if run.returncode != 0:
                    print(f"cold-alternate: {binary} exited with {run.returncode}:\n{run.stderr}", file=sys.stderr)
                    return 1
        outputs = {open(os.path.join(work, f"out{slot}.swift"), "rb").read() for slot in range(len(binaries))}
        floor = statistics.median(floors)
        print(f"floor (grep -rl): median {floor:.3f} s over {args.rounds} rounds")
        for binary in binaries:
            wall = statistics.median(walls[binary])
            print(f"{binary}: wall median {wall:.3f} s (least {min(walls[binary]):.3f} s), {wall / floor:.2f}x the floor; CPU median {statistics.median(cpus[binary]):.3f} s")
        if len(outputs) != 1:
            print("cold-alternate: the binaries wrote different registries", file=sys.stderr)
            return 1
        return 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
