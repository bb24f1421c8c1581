#!/usr/bin/env python3
"""`routegen map` at app scale: the page's size and the time to make it and to open it.

Generates the same synthetic apps as benchmark.py (N modules, half Swift, half Objective-C, each
routing to the next), then for each size times, best of --repeat:

  html       `routegen map --format html --output FILE` (Graphviz's dot on PATH draws the module diagram)
  html-nodot the same with dot hidden from PATH (the page without the diagram)
  dot        `routegen map --format dot --level module`, and `dot -Tsvg` on that output
  mermaid    `routegen map --format mermaid --level module`
  browser    headless Chromium loading the page and running its search (`?q=`), to --dump-dom

and prints a Markdown table with the output sizes. It checks that the page lists every router.

Usage (from the repository root):
  swift build --product routegen            # or a release build with --binary
  python3 scripts/benchmark_map.py --sizes 500 5000 --binary .build/debug/routegen
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from benchmark import generate_app  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def timed(command, env=None, stdout=subprocess.DEVNULL):
    start = time.perf_counter()
    result = subprocess.run(command, env=env, stdout=stdout, stderr=subprocess.PIPE)
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        sys.exit(f"failed (exit {result.returncode}): {' '.join(command)}\n{result.stderr.decode(errors='replace')[-2000:]}")
    return elapsed, result


def best(repeat, function):
    return min((function() for _ in range(repeat)), key=lambda pair: pair[0])


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", type=int, nargs="+", default=[500, 5000])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "routegen"))
    parser.add_argument("--repeat", type=int, default=3)
    arguments = parser.parse_args()
    chromium = shutil.which("chromium")
    dot = shutil.which("dot")
    if not dot:
        sys.exit("Graphviz's dot is not on PATH (apt-get install graphviz)")

    work = tempfile.mkdtemp(prefix="routegen-map-bench-")
    rows = []
    try:
        for modules in arguments.sizes:
            app = os.path.join(work, f"app{modules}")
            routers = generate_app(app, modules)
            sources = os.path.join(app, "Sources")
            page = os.path.join(work, f"map{modules}.html")
            html_time, _ = best(arguments.repeat, lambda: timed([arguments.binary, "map", sources, "--no-config", "--output", page]))
            with open(page, encoding="utf-8") as handle:
                html = handle.read()
            missing = [name for name in routers if f"<code>{name}</code>" not in html]
            if missing:
                sys.exit(f"the page for {modules} modules misses {len(missing)} routers, e.g. {missing[:3]}")
            has_svg = "<svg" in html
            bare_env = dict(os.environ, PATH=os.path.dirname(arguments.binary) if "/" in arguments.binary else "/nonexistent")
            bare_page = os.path.join(work, f"map{modules}-nodot.html")
            nodot_time, _ = best(arguments.repeat, lambda: timed([os.path.abspath(arguments.binary), "map", sources, "--no-config", "--output", bare_page], env=bare_env))
            dot_time, dot_result = best(arguments.repeat, lambda: timed([arguments.binary, "map", sources, "--no-config", "--format", "dot", "--level", "module"], stdout=subprocess.PIPE))
            dot_text = dot_result.stdout
            layout_start = time.perf_counter()
            subprocess.run([dot, "-Tsvg"], input=dot_text, stdout=subprocess.DEVNULL, check=True)
            layout_time = time.perf_counter() - layout_start
            mermaid_time, mermaid_result = best(arguments.repeat, lambda: timed([arguments.binary, "map", sources, "--no-config", "--format", "mermaid", "--level", "module"], stdout=subprocess.PIPE))
            browser_time = None
            if chromium:
                profile = os.path.join(work, "profile")
                browser_time, _ = best(arguments.repeat, lambda: timed([
                    chromium, "--headless", "--no-sandbox", "--disable-gpu", f"--user-data-dir={profile}",
                    "--virtual-time-budget=10000", "--dump-dom", f"file://{page}?q=Feature42"]))
            row = (modules, html_time, len(html.encode()), has_svg, nodot_time, os.path.getsize(bare_page), dot_time, len(dot_text), layout_time,
                   mermaid_time, len(mermaid_result.stdout), browser_time)
            rows.append(row)
            print(f"{modules} modules: html {html_time:.2f}s {len(html.encode()) / 1e6:.2f} MB (svg {has_svg}), no dot {nodot_time:.2f}s, "
                  f"dot {dot_time:.2f}s + layout {layout_time:.2f}s, mermaid {mermaid_time:.2f}s, browser {browser_time}", file=sys.stderr)
            shutil.rmtree(app, ignore_errors=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)

    print(f"binary: {arguments.binary}; best of {arguments.repeat}; times include the scan (no cache)")
    print()
    print("| modules | html (with diagram) | page size | html without dot | page size | dot --level module | size | dot -Tsvg layout | mermaid --level module | size | Chromium load + search |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for modules, html_time, html_size, has_svg, nodot_time, nodot_size, dot_time, dot_size, layout_time, mermaid_time, mermaid_size, browser_time in rows:
        browser = f"{browser_time:.2f} s" if browser_time is not None else "n/a"
        print(f"| {modules} | {html_time:.2f} s{'' if has_svg else ' (no svg)'} | {html_size / 1e6:.2f} MB | {nodot_time:.2f} s | {nodot_size / 1e6:.2f} MB "
              f"| {dot_time:.2f} s | {dot_size / 1e3:.0f} kB | {layout_time:.2f} s | {mermaid_time:.2f} s | {mermaid_size / 1e3:.0f} kB | {browser} |")


if __name__ == "__main__":
    main()
