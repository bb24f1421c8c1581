#!/usr/bin/env python3
"""Where a cold run's CPU goes, and the least time the two real parsers alone allow.

Writes the realistic benchmark app of scripts/benchmark.py (or uses --app), then:

  1. times `grep -rl registerRoutableDestination` over it (the floor benchmark.py reports) and a
     cold `routegen generate`, best of --repeat each, with user and system CPU;
  2. records one more cold run with `perf record -g` and sorts every sample into one bucket:
       SwiftParser   a frame of the SwiftParser module is on the stack (its allocations included)
       libclang      the sample is in the libclang library, or in libc or libstdc++ with no frame of
                     routegen's binary above it (libclang has no frame pointers, so perf cannot see
                     its callers; Swift code keeps them, so routegen's own calls are always seen)
       kernel        the sample is in the kernel (reading files, mapping memory, threads)
       routegen      everything else: routegen's own code and the Swift runtime and libc under it
     The kernel's work for libclang (its page faults) lands in "kernel": the parser shares are, if
     anything, low;
  3. prints each bucket as CPU seconds (its share of the samples times the cold run's measured CPU)
     and the lower bound

       (SwiftParser + libclang CPU + grep's CPU) / jobs

     which no tool can beat that reads the tree and runs these parsers over the files routegen must
     parse, even with all of its own work made free and both cores busy all the time.

Needs `perf` (linux-tools) and a release build:
  swift build -c release --product routegen --scratch-path .build-release
  python3 scripts/cold-profile.py --modules 5000 [--jobs 2] [--app KEPT_APP]

Prints a Markdown table for BENCHMARKS.md.
"""

import argparse
import collections
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchmark  # noqa: E402  (the app generator and the timing helpers)


def timed(command):
    """Wall time, user + system CPU of one child, output discarded."""
    before = os.times()
    elapsed, status, _ = benchmark.run_with_memory(command)
    after = os.times()
    if status != 0:
        sys.exit(f"cold-profile: {' '.join(command)} exited {status}")
    cpu = (after.children_user - before.children_user) + (after.children_system - before.children_system)
    return elapsed, cpu


def samples(perf_data):
    """Each perf sample as a list of (symbol, library) frames, leaf first."""
    output = subprocess.run(["perf", "script", "-i", perf_data, "-F", "ip,sym,dso"],
                            capture_output=True, text=True, errors="replace").stdout
    current = []
    for line in output.splitlines():
        line = line.strip()
        if not line:
            if current:
                yield current
            current = []
            continue
        # "<ip> <symbol> (<library>)"; the symbol may be missing or hold spaces.
        match = re.match(r"[0-9a-f]+\s+(.*?)\s*\(([^()]*)\)$", line)
        if match:
            current.append((match.group(1), match.group(2)))
        else:
            current.append((line, ""))
    if current:
        yield current


def bucket(frames, binary):
    if any(symbol.startswith("$s11SwiftParser") for symbol, _ in frames):
        return "SwiftParser"
    libraries = [os.path.basename(library) for _, library in frames]
    if any("libclang" in library for library in libraries):
        return "libclang"
    if "kernel" in libraries[0]:
        return "kernel"
    # Swift code keeps frame pointers, so a user-space sample with no frame of routegen's binary
    # was taken in code that does not: libclang calling into libc or libstdc++.
    if not any(library == binary for library in libraries):
        return "libclang"
    return "routegen"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--modules", type=int, default=5000)
    parser.add_argument("--app", help="an app benchmark.py --keep left (its folder holding Sources/)")
    parser.add_argument("--binary", default=os.path.join(benchmark.ROOT, ".build-release", "release", "routegen"))
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--frequency", type=int, default=2999, help="perf samples per second")
    arguments = parser.parse_args()
    if shutil.which("perf") is None:
        sys.exit("cold-profile: needs perf (apt-get install linux-perf)")

    work = tempfile.mkdtemp(prefix="routegen-profile-")
    try:
        app = arguments.app
        if app is None:
            app = os.path.join(work, "app")
            benchmark.generate_app(app, arguments.modules)
        cache = os.path.join(work, "cache")
        command = [arguments.binary, "generate", os.path.join(app, "Sources"), "--module", "App",
                   "--output-dir", os.path.join(work, "out"), "--cache-dir", cache, "--jobs", str(arguments.jobs)]

        def cold():
            shutil.rmtree(cache, ignore_errors=True)
            return timed(command)

        floor, floor_cpu = min(timed(["grep", "-rl", "registerRoutableDestination", app]) for _ in range(arguments.repeat))
        wall, cpu = min(cold() for _ in range(arguments.repeat))

        shutil.rmtree(cache, ignore_errors=True)
        perf_data = os.path.join(work, "perf.data")
        subprocess.run(["perf", "record", "-q", "-F", str(arguments.frequency), "-g", "-o", perf_data] + command,
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        binary = os.path.basename(arguments.binary)
        counts = collections.Counter(bucket(frames, binary) for frames in samples(perf_data))
        total = sum(counts.values())
        if total == 0:
            sys.exit("cold-profile: perf recorded no samples (is perf_event_paranoid too high?)")
        seconds = {name: cpu * counts[name] / total for name in ("SwiftParser", "libclang", "kernel", "routegen")}
        bound = (seconds["SwiftParser"] + seconds["libclang"] + floor_cpu) / arguments.jobs

        print(f"app: {app}; binary: {arguments.binary}; jobs: {arguments.jobs}; "
              f"best of {arguments.repeat}; {total} perf samples at {arguments.frequency} Hz\n")
        print("| floor (grep -rl) | cold | cold CPU | SwiftParser | libclang | kernel | routegen's own | "
              "parsers + floor CPU / jobs | bound/floor | cold/floor |")
        print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
        print(f"| {floor:.3f} s | {wall:.3f} s | {cpu:.2f} s | "
              + " | ".join(f"{seconds[name]:.2f} s ({100 * counts[name] / total:.0f} %)"
                           for name in ("SwiftParser", "libclang", "kernel", "routegen"))
              + f" | {bound:.3f} s | {bound / floor:.1f}× | {wall / floor:.1f}× |")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
