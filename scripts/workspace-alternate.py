#!/usr/bin/env python3
"""The runs an Xcode build pays, for two or more routegen builds alternating on one generated workspace.

The machines these figures come from are shared: one build timed after another can differ by more than
the change between them. This writes `scripts/benchmark.py --workspace`'s CocoaPods workspace once, runs
each binary on it cold (its own cache and output folders), then for every round: the `grep -rl` floor;
each binary on the unchanged workspace (**re-run**); a comment appended to one ordinary `.m`, then each
binary (**edited .m**); one router's registration edited (a new identifier, in or out of the early
registration), then each binary (**edited router**). The order of the binaries is reversed on every other
round, and the re-run comes last so that the edits are older than the stamp's racy window. It prints the
median and least of each, their ratio to the median floor, the load average, and the median of each
`--timings` line; it fails unless every binary wrote the same registry bytes after every run. With
`--cold N`, N more cold runs of each binary, alternated the same way, come first (**cold**: the whole
facts cache is written, where the edits read it).

Usage (from the repository root, with release builds):
  python3 scripts/workspace-alternate.py --binaries /tmp/routegen-base,.build-release/release/routegen \\
      [--modules 5000] [--rounds 10] [--cold 0] [--root /tmp/routegen-ws-alternate]
"""

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import workspace_bench  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binaries", required=True, help="comma-separated routegen binaries")
    parser.add_argument("--modules", type=int, default=5000, help="modules of the generated workspace (default 5000)")
    parser.add_argument("--rounds", type=int, default=10, help="rounds (default 10)")
    parser.add_argument("--jobs", type=int, default=2, help="--jobs for routegen (default 2)")
    parser.add_argument("--cold", type=int, default=0, help="alternated cold runs of each binary first (default 0)")
    parser.add_argument("--root", help="folder the workspace is written to (default: a temporary folder, removed)")
    args = parser.parse_args()

    binaries = [os.path.abspath(b) for b in args.binaries.split(",")]
    for binary in binaries:
        if not os.access(binary, os.X_OK):
            print(f"workspace-alternate: not an executable: {binary}", file=sys.stderr)
            return 2
    work = tempfile.mkdtemp(prefix="routegen-wsalt-")
    root = args.root or os.path.join(work, "ws")
    shutil.rmtree(root, ignore_errors=True)
    workspace = workspace_bench.Workspace(root, args.modules, 3)
    env = dict(os.environ, SRCROOT=root, PROJECT_DIR=root, TARGET_NAME="App", CONFIGURATION="Debug")

    def command(index):
        run = os.path.join(work, f"run{index}")
        return [binaries[index], "generate", "--workspace", workspace.workspace, "--target", "App", "--configuration",
                "Debug", "--entry", "objc", "--output-dir", os.path.join(run, "Generated"), "--xcfilelist-dir",
                os.path.join(run, "xcfilelists"), "--cache-dir", os.path.join(run, "cache"), "--timings",
                "--jobs", str(args.jobs)]

    timings = {}

    def run(index, label):
        start = time.monotonic()
        result = subprocess.run(command(index), cwd=root, env=env, capture_output=True, text=True)
        elapsed = time.monotonic() - start
        if result.returncode != 0:
            sys.exit(f"workspace-alternate: {binaries[index]} failed ({label}, exit {result.returncode}):\n{result.stderr[-3000:]}")
        for line in result.stderr.splitlines():
            found = re.match(r"\s*([A-Za-z][A-Za-z .'/()-]*?):?\s+([0-9.]+) ?(ms|s)\b", line)
            if found:
                seconds = float(found.group(2)) / (1000 if found.group(3) == "ms" else 1)
                timings.setdefault((label, index, found.group(1).strip()), []).append(seconds)
        return elapsed

    def same_registry(label):
        blobs = [workspace_bench.registry_bytes(os.path.join(work, f"run{index}", "Generated")) for index in range(len(binaries))]
        if any(blob != blobs[0] for blob in blobs):
            sys.exit(f"workspace-alternate: the binaries wrote different registries ({label})")

    cold_times = [[] for _ in binaries]
    for round_index in range(max(1, args.cold)):
        order = list(range(len(binaries)))
        if round_index % 2:
            order.reverse()
        for index in order:
            shutil.rmtree(os.path.join(work, f"run{index}"), ignore_errors=True)
            cold_times[index].append(run(index, "cold"))
        same_registry("cold")
    time.sleep(3)
    for index in range(len(binaries)):
        run(index, "settle")

    edit_module = workspace.edit_module()
    ordinary = os.path.join(edit_module.folder, next(name for name in edit_module.files if name.endswith(".m")
                                                      and "ViewRouter" not in name and "ViewController" not in name))
    swift_module = workspace.edit_swift_module()
    router_file = os.path.join(swift_module.folder, f"{swift_module.routers[0]}.swift")
    with open(router_file, encoding="utf-8") as handle:
        original = handle.read()
    registration = "override public class func registerRoutableDestination() {\n"
    declaration = f"public final class {swift_module.routers[0]}:"

    times = {label: [[] for _ in binaries] for label in ("re-run", "edited .m", "edited router")}
    if args.cold:
        times = {"cold": cold_times, **times}
    floors, loads = [], []
    grep = ["grep", "-rl", "registerRoutableDestination"] + workspace.source_trees()
    for round_index in range(args.rounds):
        order = list(range(len(binaries)))
        if round_index % 2:
            order.reverse()
        loads.append(os.getloadavg()[0])
        start = time.monotonic()
        subprocess.run(grep, cwd=root, stdout=subprocess.DEVNULL)
        floors.append(time.monotonic() - start)

        with open(ordinary, "a", encoding="utf-8") as handle:
            handle.write(f"\n// edit {round_index}\n")
        for index in order:
            times["edited .m"][index].append(run(index, "edited .m"))
        same_registry("edited .m")

        text = original.replace(registration, registration + f'        registerIdentifier("alternate-edit{round_index}")\n', 1)
        if round_index % 2 == 0:
            text = text.replace(declaration, "// routegen:early\n" + declaration, 1)
        with open(router_file, "w", encoding="utf-8") as handle:
            handle.write(text)
        for index in order:
            times["edited router"][index].append(run(index, "edited router"))
        same_registry("edited router")

        time.sleep(max(0.0, 3.0 - (time.monotonic() - start)))
        for index in reversed(order):  # the first run settles the memo on the edit's stamps
            run(index, "settle")
        for index in order:
            times["re-run"][index].append(run(index, "re-run"))
        same_registry("re-run")

    floor = statistics.median(floors)
    print(f"{args.modules} modules, {args.rounds} rounds, jobs {args.jobs}; load average (1 min) at the rounds' start: "
          f"{min(loads):.2f}–{max(loads):.2f}; floor (grep -rl) median {floor:.3f} s, least {min(floors):.3f} s")
    for label, per_binary in times.items():
        for index, values in enumerate(per_binary):
            median = statistics.median(values)
            print(f"  {label:14} {os.path.relpath(binaries[index])}: median {median:.3f} s ({median / floor:.2f}× floor), "
                  f"least {min(values):.3f} s")
    print("--timings medians (s):")
    for label in times:
        for index in range(len(binaries)):
            parts = [(name, statistics.median(values)) for (run_label, run_index, name), values in timings.items()
                     if run_label == label and run_index == index]
            print(f"  {label} {os.path.relpath(binaries[index])}: " + ", ".join(f"{name} {value:.3f}" for name, value in parts))
    if not args.root:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
