#!/usr/bin/env python3
"""Launch cost of ZIKRouter's auto registration against the generated registry, on GNUstep's runtime.

Called by scripts/real-runtime-bench.sh once GNUstep and both ZIKRouter builds (launch checks on and
off) exist. The fixture app (Fixtures/RealRuntime, 10 routers) is linked with 1,000 / 10,000 / 50,000
ordinary classes; each binary runs each mode RUNS times, one process per run, and the median is printed
as a Markdown table.
"""

import argparse
import concurrent.futures
import os
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
CHUNK = 1000  # ordinary classes per generated file


def flags(prefix):
    out = subprocess.run(["bash", "-c", 'prefix="$1"; here="$2"; . "$2/flags.sh"; printf "%s\\n" "${OBJC_FLAGS[@]}"; '
                                        'echo ---; printf "%s\\n" "${LINK_FLAGS[@]}"', "flags", str(prefix), str(HERE)],
                         check=True, capture_output=True, text=True).stdout.split("---\n")
    return [f for f in out[0].splitlines() if f], [f for f in out[1].splitlines() if f]


def compile_all(jobs, commands):
    def run(command):
        proc = subprocess.run(command, capture_output=True, text=True)
        if proc.returncode != 0:
            raise SystemExit(f"failed: {' '.join(command)}\n{proc.stderr[-3000:]}")
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        list(pool.map(run, commands))


def ordinary_chunk(path, index):
    # Plain NSObject subclasses with a method each, the bulk of any app's class list.
    lines = ["#import <Foundation/Foundation.h>"]
    for i in range(index * CHUNK, (index + 1) * CHUNK):
        lines += [f"@interface Ordinary{i} : NSObject", "- (NSInteger)value;", "@end",
                  f"@implementation Ordinary{i}", f"- (NSInteger)value {{ return {i}; }}", "@end"]
    path.write_text("\n".join(lines) + "\n")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--prefix", type=Path, required=True)
    parser.add_argument("--zik-checks", type=Path, required=True, help="ZIKRouter built with the launch checks")
    parser.add_argument("--zik-no-checks", type=Path, required=True, help="ZIKRouter built with ZIKROUTER_CHECK=0")
    parser.add_argument("--fixture", type=Path, required=True)
    parser.add_argument("--registry", type=Path, required=True, help="the generated RouteRegistry.m")
    parser.add_argument("--work", type=Path, required=True)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--sizes", default="1000,10000,50000")
    args = parser.parse_args()
    jobs = int(os.environ.get("ROUTEGEN_BUILD_JOBS", "2"))
    objc_flags, link_flags = flags(args.prefix)
    sizes = [int(s) for s in args.sizes.split(",")]

    chunks = args.work / "ordinary"
    chunks.mkdir(parents=True, exist_ok=True)
    count = max(sizes) // CHUNK
    commands = []
    for index in range(count):
        source = chunks / f"Ordinary{index:03d}.m"
        ordinary_chunk(source, index)
        commands.append(["clang-14", *objc_flags, "-g0", "-fobjc-arc", "-c", str(source), "-o", str(source.with_suffix(".o"))])
    print(f"compiling {max(sizes)} ordinary classes", file=sys.stderr)
    compile_all(jobs, commands)

    app = args.fixture
    header_dirs = sorted({p.parent for p in app.rglob("*.h")} | {args.registry.parent})
    sources = sorted(app.glob("App/**/*.m")) + sorted(app.glob("Frameworks/**/*.m")) + [
        args.registry, HERE / "tests/AssertionRecorder.m", HERE / "tests/LaunchBench.m"]
    variants = {"on": (args.zik_checks, []), "off": (args.zik_no_checks, ["-DZIKROUTER_CHECK=0"])}
    app_objects = {}
    for name, (zik, extra) in variants.items():
        objdir = args.work / f"app-checks-{name}"
        objdir.mkdir(parents=True, exist_ok=True)
        app_flags = objc_flags + extra + ["-g0", "-fobjc-arc", f"-I{zik}/Headers/Public", f"-I{zik}/Headers/Public/ZIKRouter",
                                          f"-I{app}/Frameworks", f"-I{HERE}/tests"]
        for d in header_dirs:
            app_flags += ["-iquote", str(d)]
        objects = [objdir / f"{i:03d}-{s.stem}.o" for i, s in enumerate(sources)]
        compile_all(jobs, [["clang-14", *app_flags, "-c", str(s), "-o", str(o)] for s, o in zip(sources, objects)])
        app_objects[name] = objects

    rows = []
    for size in sizes:
        ordinary = [chunks / f"Ordinary{i:03d}.o" for i in range(size // CHUNK)]
        for name, (zik, _) in variants.items():
            binary = args.work / f"bench-{size}-checks-{name}"
            subprocess.run(["clang-14", *map(str, app_objects[name]), *map(str, ordinary),
                            "-Wl,--whole-archive", f"{zik}/libZIKRouter.a", f"{zik}/libZIKRouterShims.a",
                            "-Wl,--no-whole-archive", *link_flags, "-o", str(binary)], check=True)
            times = {}
            for mode in ("auto", "manual"):
                samples = []
                for _ in range(args.runs):
                    out = subprocess.run([str(binary), mode], check=True, capture_output=True, text=True).stdout.split()
                    fields = dict(f.split("=") for f in out[2:])
                    if fields["asserts"] != "0" or fields["resolved"] != "1":
                        raise SystemExit(f"{binary} {mode}: {' '.join(out)} (expected no assertion and a resolved route)")
                    samples.append(float(out[1]))
                    classes = int(fields["classes"])
                times[mode] = statistics.median(samples)
            rows.append((size, classes, name, times["auto"], times["manual"]))
            print(f"{size} classes, checks {name}: auto {times['auto']:.2f} ms, registry {times['manual']:.2f} ms",
                  file=sys.stderr)

    print("| Ordinary classes | Classes in the runtime | Launch checks | Auto registration (ms) | Generated registry (ms) | Auto / registry |")
    print("|---:|---:|---|---:|---:|---:|")
    for size, classes, checks, auto, manual in rows:
        print(f"| {size:,} | {classes:,} | {checks} | {auto:.2f} | {manual:.2f} | {auto / manual:.1f}× |")


if __name__ == "__main__":
    main()
