#!/usr/bin/env bash
# Checks that routegen's code is layered as docs/architecture.md says:
#  1. prints each target's dependencies, as SwiftPM reads them from Package.swift (SwiftPM itself refuses
#     a cycle between targets);
#  2. checks that every Swift file imports only modules its target declares (or the system's), so that a
#     dependency cannot sneak in through a module the build happens to have built, and that only
#     RouteGenScanners sees SwiftSyntax, SwiftParser or libclang among the library targets;
#  3. runs LayerTests, which fails on a cycle between the folders of a target and prints their layers.
# Usage: bash scripts/check-layers.sh [--skip-build | --imports-only]   (--imports-only: steps 1 and 2, no build)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi

swift package describe --type json > /tmp/routegen-package.json
python3 - /tmp/routegen-package.json <<'EOF'
import json, os, re, sys

package = json.load(open(sys.argv[1]))
# Modules of a product: a dependency on the product may import them.
product_modules = {
    "SwiftSyntax": {"SwiftSyntax"}, "SwiftParser": {"SwiftParser", "SwiftSyntax"},
    "ArgumentParser": {"ArgumentParser"}, "Yams": {"Yams"},
}
system = {"Foundation", "FoundationEssentials", "FoundationXML", "FoundationNetworking", "Dispatch", "Glibc", "Musl", "Darwin", "Testing", "XCTest",
          "PackagePlugin", "PackageDescription", "XcodeProjectPlugin", "os", "Synchronization", "WinSDK"}
parsers = {"SwiftSyntax", "SwiftParser", "CLibClang"}
library = {"RouteGenModel", "RouteGenScanners", "RouteGenCore"}
failures = []
print("Targets and their dependencies:")
for target in sorted(package["targets"], key=lambda t: t["name"]):
    name = target["name"]
    if target.get("type") == "plugin":
        continue
    deps = set(target.get("target_dependencies", []))
    for product in target.get("product_dependencies", []):
        deps |= product_modules.get(product, {product})
    print(f"  {name:24} -> {', '.join(sorted(deps)) or '(none)'}")
    # A test target may import the modules its dependencies bring (its support target re-exports none).
    transitive = set(deps)
    frontier = list(target.get("target_dependencies", []))
    by_name = {t["name"]: t for t in package["targets"]}
    while frontier:
        other = by_name.get(frontier.pop())
        if not other:
            continue
        for dep in other.get("target_dependencies", []):
            if dep not in transitive:
                transitive.add(dep)
                frontier.append(dep)
    for root, _, files in os.walk(target["path"]):
        for file in sorted(files):
            if not file.endswith(".swift"):
                continue
            path = os.path.join(root, file)
            for line_number, line in enumerate(open(path, encoding="utf-8"), 1):
                # Imports open a file; past them, `import` lines are sample code in string literals.
                stripped = line.strip()
                if stripped and not re.match(r"(//|#if|#elseif|#else|#endif|@testable|@_implementationOnly|@preconcurrency|import\s)", stripped):
                    break
                match = re.match(r"\s*(?:@testable\s+|@_implementationOnly\s+|@preconcurrency\s+)?import\s+(?:struct\s+|enum\s+|class\s+|func\s+)?([A-Za-z_][A-Za-z0-9_]*)", line)
                if not match:
                    continue
                module = match.group(1)
                if module in system or module == name:
                    continue
                allowed = deps if target.get("type") != "test" else transitive | deps
                if module not in allowed:
                    failures.append(f"{path}:{line_number}: imports {module}, which target {name} does not declare")
                if name in library and name != "RouteGenScanners" and module in parsers:
                    failures.append(f"{path}:{line_number}: only RouteGenScanners may import {module}")
if failures:
    print("\n".join(failures), file=sys.stderr)
    sys.exit(1)
print("Every import is a declared dependency; only RouteGenScanners sees the parsers.")
EOF

if [ "${1:-}" = "--imports-only" ]; then exit 0; fi
if [ "${1:-}" != "--skip-build" ]; then swift build --build-tests >/dev/null; fi
swift test --skip-build --filter LayerTests 2>&1 | grep -E 'layers, lowest first|✘|Test run with'
