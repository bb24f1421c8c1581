#!/usr/bin/env python3
"""Runs the real-runtime tests: the shims, the generated registry on ZIKRouter, the equivalence with
ZIKRouter's own code generators, and ZIKRouter as the oracle for `routegen check`.

Called by scripts/real-runtime-test.sh once GNUstep and ZIKRouter are built; see docs/real-runtime.md.
Prints one line per case (PASS, FAIL or PENDING) and ends with "N passed, N failed".
"""

import argparse
import concurrent.futures
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

# The module layout routegen is told about: the app's folder is the registry's module, and PaymentKit is a
# framework whose headers the registry imports as <PaymentKit/…>.
SCAN_ARGS = ["App", "Frameworks", "--module-map", "App=ShopApp", "--module-map", "Frameworks/PaymentKit=PaymentKit",
             "--no-config"]
GENERATE_ARGS = ["--module", "ShopApp", "--entry", "objc",
                 # The flat CocoaPods header folder has no ViewRouter part, so not the whole ZIKRouter.Internal
                 # module: the two headers a service-only registry needs.
                 "--objc-import", "#import <ZIKRouter/ZIKServiceRouterInternal.h>",
                 "--objc-import", "#import <ZIKRouter/ZIKRouteRegistry.h>"]
HAND_WRITTEN_REGISTRY = "HandWrittenRegistry/ShopRouteRegistry.m"


# What a launch fault's ShopAppLaunch needs: the generated registry (compiled with the Generated folder on the
# quote path) and ZIKRouter's registry.
LAUNCH_IMPORTS = "#import \"RouteRegistry.h\"\n#import <ZIKRouter/ZIKRouteRegistry.h>\n\n"


class Fault:
    """One seeded fault: text replacements in a copy of the fixture.

    subjects: the class or protocol the fault is about; ZIKRouter's messages and check's errors must both
    name one of them. registry: "generated" (regenerated from the faulty sources, as a routegen user gets
    it) or "hand-written" (HandWrittenRegistry/, checked with --registry). blind: why ZIKRouter cannot see
    this fault in the run (then the case expects check's error and ZIKRouter's silence). launch: the fault
    seeds the app's own launch code (ShopAppLaunch, which the driver's "launch" mode runs instead of setting
    registration up itself).
    """

    def __init__(self, ident, title, edits, subjects, registry="generated", blind=None, launch=False):
        self.ident, self.title, self.edits, self.subjects = ident, title, edits, subjects
        self.registry, self.blind, self.launch = registry, blind, launch


FAULTS = [
    Fault("deleted-registration", "a deleted registration",
          [("App/Search/SearchServiceRouter.m", "    [self registerServiceProtocol:ZIKRoutable(SearchServiceInput)];\n", "")],
          ["SearchServiceInput"]),
    Fault("destination-not-adopting", "a destination that stops adopting its protocol",
          [("App/Search/SearchService.h", "<SearchServiceInput, ZIKRoutableService>", "<ZIKRoutableService>")],
          ["SearchService", "SearchServiceInput"]),
    Fault("protocol-two-routers", "a protocol registered by two routers",
          [("App/Search/SearchServiceRouter.m", "#import \"SearchService.h\"\n",
            "#import \"SearchService.h\"\n#import \"AnalyticsServiceInput.h\"\n"),
           ("App/Search/SearchServiceRouter.m", "    [self registerServiceProtocol:ZIKRoutable(SearchServiceInput)];\n",
            "    [self registerServiceProtocol:ZIKRoutable(SearchServiceInput)];\n"
            "    [self registerServiceProtocol:ZIKRoutable(AnalyticsServiceInput)];\n")],
          ["AnalyticsServiceInput"]),
    Fault("exclusive-conflict", "an exclusive-service conflict",
          [("App/Checkout/CheckoutServiceRouter.m", "#import \"CheckoutService.h\"\n",
            "#import \"CheckoutService.h\"\n#import \"CartService.h\"\n"),
           ("App/Checkout/CheckoutServiceRouter.m", "    [self registerService:[CheckoutService class]];\n",
            "    [self registerService:[CheckoutService class]];\n    [self registerService:[CartService class]];\n")],
          ["CartService"]),
    Fault("adapter-cycle", "an adapter cycle",
          [("App/Adapters/ShopServiceRouteAdapter.m",
            "registerDestinationAdapter:ZIKRoutable(AccountSessionInput) forAdaptee:ZIKRoutable(AccountServiceInput)",
            "registerDestinationAdapter:ZIKRoutable(AccountSessionInput) forAdaptee:ZIKRoutable(UserSessionInput)")],
          ["UserSessionInput", "AccountSessionInput"]),
    Fault("dangling-adapter", "a dangling adapter",
          [("App/Adapters/SessionInputs.h", "NS_ASSUME_NONNULL_END\n",
            "/// The account API before the rewrite; nothing provides it any more.\n"
            "@protocol LegacyAccountInput <ZIKServiceRoutable>\n@end\n\nNS_ASSUME_NONNULL_END\n"),
           ("App/Adapters/ShopServiceRouteAdapter.m",
            "registerDestinationAdapter:ZIKRoutable(AccountSessionInput) forAdaptee:ZIKRoutable(AccountServiceInput)",
            "registerDestinationAdapter:ZIKRoutable(AccountSessionInput) forAdaptee:ZIKRoutable(LegacyAccountInput)")],
          ["LegacyAccountInput", "AccountSessionInput", "UserSessionInput"]),
    Fault("wrong-kind", "a protocol registered with the wrong kind",
          [("App/Cart/CartServiceRouter.m", "[self registerServiceProtocol:ZIKRoutable(CartServiceInput)]",
            "[self registerModuleProtocol:ZIKRoutable(CartServiceInput)]")],
          ["CartServiceInput"]),
    Fault("missing-override", "a router missing its +registerRoutableDestination override",
          [("App/Search/SearchServiceRouter.m",
            "+ (void)registerRoutableDestination {\n"
            "    [self registerService:[SearchService class]];\n"
            "    [self registerServiceProtocol:ZIKRoutable(SearchServiceInput)];\n"
            "}\n\n", "")],
          ["SearchServiceRouter", "SearchServiceInput"]),
    Fault("left-out-of-hand-written-registry", "a router left out of a hand-written registry (--registry)",
          [(HAND_WRITTEN_REGISTRY, "    [AnalyticsServiceRouter registerRoutableDestination];\n", "")],
          ["AnalyticsServiceRouter"], registry="hand-written"),

    # Further faults, beyond the list above, where the two could part: a fault whose route nobody requests
    # (check's errors come from requests; ZIKRouter's launch checks look at every loaded class and
    # protocol), conflicts between a block route and an easy registration, and a request ZIKRouter never
    # reaches.
    Fault("duplicate-identifier", "an identifier registered by two routers",
          [("App/Search/SearchServiceRouter.m", "    [self registerServiceProtocol:ZIKRoutable(SearchServiceInput)];\n",
            "    [self registerServiceProtocol:ZIKRoutable(SearchServiceInput)];\n"
            "    [self registerIdentifier:@\"com.shop.analytics\"];\n")],
          ["com.shop.analytics"]),
    Fault("block-route-and-easy-registration", "a protocol registered by a block route and by forMakingService",
          [("App/Adapters/ShopServiceRouteAdapter.m",
            "    [ZIKServiceRouter registerServiceProtocol:ZIKRoutable(ClockServiceInput) forMakingService:[SystemClock class]];\n",
            "    [ZIKServiceRouter registerServiceProtocol:ZIKRoutable(ClockServiceInput) forMakingService:[SystemClock class]];\n"
            "    [ZIKServiceRouter registerServiceProtocol:ZIKRoutable(FeatureFlagsInput) forMakingService:[FeatureFlagsService class]];\n")],
          ["FeatureFlagsInput"],
          blind="ZIKRouter compares a forMaking… registration only with other forMaking… registrations and "
                "factories, and a lookup asks the routes first: the block route answers and the easy registration "
                "is never used, without an assertion"),
    Fault("unregistered-routable-class", "a class adopting ZIKRoutableService that no route registers",
          [("App/Adapters/LightweightServices.h", "@interface KeychainStore",
            "/// Orders the user placed; its router has not been written yet.\n"
            "@interface OrderHistoryStore : NSObject <ZIKRoutableService>\n@end\n\n@interface KeychainStore"),
           ("App/Adapters/LightweightServices.m", "@implementation KeychainStore",
            "@implementation OrderHistoryStore\n@end\n\n@implementation KeychainStore")],
          ["OrderHistoryStore"]),
    Fault("missing-override-unrequested", "a router missing its +registerRoutableDestination override, its route not requested",
          [("App/Search/SearchServiceRouter.m",
            "+ (void)registerRoutableDestination {\n"
            "    [self registerService:[SearchService class]];\n"
            "    [self registerServiceProtocol:ZIKRoutable(SearchServiceInput)];\n"
            "}\n\n", ""),
           ("App/Launch/ShopRouteRequests.m",
            "    report(@\"SearchServiceInput\", [ZIKRouterToService(SearchServiceInput) makeDestination]);\n", ""),
           ("expected-routes.txt", "SearchServiceInput SearchService\n", "")],
          ["SearchServiceRouter", "SearchServiceInput", "SearchService"]),
    Fault("wrong-kind-unrequested", "a protocol registered with the wrong kind, its route not requested",
          [("App/Cart/CartServiceRouter.m", "[self registerServiceProtocol:ZIKRoutable(CartServiceInput)]",
            "[self registerModuleProtocol:ZIKRoutable(CartServiceInput)]"),
           ("App/Launch/ShopRouteRequests.m",
            "    id<CartServiceInput> cart = [ZIKRouterToService(CartServiceInput) makeDestination];\n"
            "    [cart addItemWithSKU:@\"sku-1\"];\n"
            "    report(@\"CartServiceInput\", cart);\n", ""),
           ("expected-routes.txt", "CartServiceInput CartService\n", "")],
          ["CartServiceInput", "CartServiceRouter"]),
    Fault("unscanned-superclass-not-adopting",
          "a destination that stops adopting its protocol, its superclass from a framework routegen does not read",
          [("App/Search/SearchService.h", "@interface SearchService : NSObject <SearchServiceInput, ZIKRoutableService>",
            "@interface SearchService : NSOperation <ZIKRoutableService>")],
          ["SearchService", "SearchServiceInput"]),
    Fault("easy-registration-not-conforming", "a forMakingService class that does not adopt the protocol it is registered for",
          [("App/Adapters/LightweightServices.h", "@interface SystemClock : NSObject <ClockServiceInput, ZIKRoutableService>",
            "@interface SystemClock : NSObject <ZIKRoutableService>")],
          ["SystemClock", "ClockServiceInput"]),
    Fault("routers-to-unroutable-class", "routersToClass given a class that is not a destination",
          [("App/Launch/ShopRouteRequests.m",
            "ZIKServiceRouter.routersToClass([CartService class])",
            "ZIKServiceRouter.routersToClass([CheckoutModuleConfiguration class])")],
          ["CheckoutModuleConfiguration"]),
    Fault("module-factory-not-makeable", "a forMakingService module factory whose configuration is not makeable",
          [("App/Adapters/LightweightServices.h", "@interface FeatureFlagsService",
            "@protocol ClockModuleInput <ZIKServiceModuleRoutable>\n@end\n\n"
            "/// Predates ZIKServiceMakeableConfiguration.\n"
            "@interface ClockConfiguration : ZIKPerformRouteConfiguration <ClockModuleInput>\n"
            "@property (nonatomic, copy, nullable) id _Nullable (^makeDestination)(void);\n@end\n\n"
            "@interface FeatureFlagsService"),
           ("App/Adapters/LightweightServices.m", "@implementation SystemClock",
            "@implementation ClockConfiguration\n@end\n\n@implementation SystemClock"),
           ("App/Adapters/ShopServiceRouteAdapter.m",
            "    [ZIKServiceRouter registerServiceProtocol:ZIKRoutable(ClockServiceInput) forMakingService:[SystemClock class]];\n",
            "    [ZIKServiceRouter registerServiceProtocol:ZIKRoutable(ClockServiceInput) forMakingService:[SystemClock class]];\n"
            "    [ZIKServiceRouter registerModuleProtocol:ZIKRoutable(ClockModuleInput)\n"
            "                            forMakingService:[SystemClock class]\n"
            "                                      making:^ZIKPerformRouteConfiguration<ZIKConfigurationMakeable> * _Nonnull{\n"
            "                                          ClockConfiguration *config = [ClockConfiguration new];\n"
            "                                          config.makeDestination = ^id _Nullable{ return [SystemClock new]; };\n"
            "                                          return (id)config;\n"
            "                                      }];\n")],
          ["ClockConfiguration", "ClockModuleInput"]),
    Fault("unreached-identifier-request", "an unregistered identifier requested on a path the run never takes",
          [("App/Launch/ShopRouteRequests.m", "void ShopRequestRoutes(ShopRouteReport report) {",
            "void ShopOpenWishlist(ShopRouteReport report) {\n"
            "    report(@\"com.shop.wishlist\", [ZIKServiceRouter.toIdentifier(@\"com.shop.wishlist\") makeDestination]);\n"
            "}\n\nvoid ShopRequestRoutes(ShopRouteReport report) {")],
          ["com.shop.wishlist"],
          blind="the request is in a function the run never calls, and ZIKRouter checks identifiers only "
                "when one is looked up (its launch checks cover classes and protocols)"),

    # The registration setup around the generated registry: the app's launch code calls it.
    Fault("registry-with-auto-registration", "the app calls the generated registry but never sets autoRegister = NO",
          [("App/Launch/ShopRouteRequests.m", "void ShopRequestRoutes(ShopRouteReport report) {",
            LAUNCH_IMPORTS + "void ShopAppLaunch(ShopRouteReport report) {\n"
            "    [RouteRegistry registerEarlyRoutes];\n"
            "    ShopRequestLaunchRoutes(report);\n"
            "    [RouteRegistry registerRoutes];\n"
            "}\n\nvoid ShopRequestRoutes(ShopRouteReport report) {")],
          ["notifyRegistrationFinished"], launch=True),
    Fault("registry-finished-twice", "the app finishes registration after the generated registry's registerRoutes",
          [("App/Launch/ShopRouteRequests.m", "void ShopRequestRoutes(ShopRouteReport report) {",
            LAUNCH_IMPORTS + "void ShopAppLaunch(ShopRouteReport report) {\n"
            "    ZIKRouteRegistry.autoRegister = NO;\n"
            "    [RouteRegistry registerEarlyRoutes];\n"
            "    ShopRequestLaunchRoutes(report);\n"
            "    [RouteRegistry registerRoutes];\n"
            "    [ZIKRouteRegistry notifyRegistrationFinished];\n"
            "}\n\nvoid ShopRequestRoutes(ShopRouteReport report) {")],
          ["notifyRegistrationFinished"], launch=True),
]


class Suite:
    """One fixture app and how the tests build, register, request and judge it.

    name: "" for the service app (its test names are unprefixed), else a prefix for test names and work
    folders. zik: the ZIKRouter build it links. driver: the test program in tests/ that registers and makes
    the requests. hand_written, hand_written_class: the team's registry for `check --registry`.
    wrong_guesses: routers whose header codeForImportingRouters() guesses wrongly (docs/real-runtime.md).
    table: the name in the docs' table markers.
    """

    def __init__(self, name, fixture, zik, scan_args, generate_args, module, hand_written, hand_written_class,
                 driver, faults, wrong_guesses, table):
        self.name, self.fixture, self.zik = name, fixture, zik
        self.scan_args, self.generate_args, self.module = scan_args, generate_args, module
        self.hand_written, self.hand_written_class = hand_written, hand_written_class
        self.driver, self.faults, self.wrong_guesses, self.table = driver, faults, wrong_guesses, table

    def label(self, text):
        return f"{self.name} {text}" if self.name else text

    def folder(self, text):
        return f"{self.name}-{text}" if self.name else text


class Results:
    def __init__(self, pending):
        self.passed = self.failed = self.pending_count = 0
        self.pending = pending  # fault id -> reason

    def record(self, name, ok, detail=""):
        if ok:
            self.passed += 1
            print(f"PASS {name}")
        else:
            self.failed += 1
            print(f"FAIL {name}: {detail}")
        sys.stdout.flush()


class Toolchain:
    """Compiles and links the fixture app, the registry and a test driver against the built ZIKRouter."""

    def __init__(self, args):
        self.args = args
        flags = subprocess.run(["bash", "-c", f'prefix="$1"; here="$2"; . "$2/flags.sh"; '
                                              f'printf "%s\\n" "${{OBJC_FLAGS[@]}}"; echo ---; printf "%s\\n" "${{LINK_FLAGS[@]}}"',
                                "flags", str(args.prefix), str(HERE)],
                               check=True, capture_output=True, text=True).stdout.split("---\n")
        self.objc_flags = [f for f in flags[0].splitlines() if f]
        self.link_flags = [f for f in flags[1].splitlines() if f]
        self.jobs = int(os.environ.get("ROUTEGEN_BUILD_JOBS", "2"))
        self.objects = {}       # object key -> object file
        self.dependencies = {}  # source -> the files its last compile read

    def compile_and_link(self, zik, app, extra_sources, output, quote_dirs=()):
        # Xcode's header map makes every project header reachable by its name; an -iquote per folder does
        # the same here. CocoaPods adds Headers/Public and Headers/Public/ZIKRouter.
        header_dirs = sorted({p.parent for p in app.rglob("*.h")} | {Path(d) for d in quote_dirs})
        flags = self.objc_flags + ["-fobjc-arc", "-Wall", "-Werror=objc-method-access",
                                   f"-I{zik}/Headers/Public", f"-I{zik}/Headers/Public/ZIKRouter",
                                   f"-I{app}/Frameworks", f"-I{HERE}/tests"]
        for d in header_dirs:
            flags += ["-iquote", str(d)]
        sources = sorted(app.glob("App/**/*.m")) + sorted(app.glob("Frameworks/**/*.m")) + list(extra_sources)
        objdir = output.parent / (output.name + ".o")
        objdir.mkdir(parents=True, exist_ok=True)
        flags_key = "\0".join(flags).replace(str(app), "<app>")

        def compile_one(item):
            index, source = item
            key = self.object_key(app, source, flags_key)
            if key in self.objects:
                return self.objects[key], None
            obj = objdir / f"{index:03d}-{source.stem}.o"
            proc = subprocess.run(["clang-14", *flags, "-MD", "-MF", f"{obj}.d", "-c", str(source), "-o", str(obj)],
                                  capture_output=True, text=True)
            if proc.returncode == 0:
                self.record_dependencies(app, source, Path(f"{obj}.d"))
                self.objects[self.object_key(app, source, flags_key)] = obj
            return obj, proc

        with concurrent.futures.ThreadPoolExecutor(self.jobs) as pool:
            compiled = list(pool.map(compile_one, enumerate(sources)))
        errors = [p.stderr for _, p in compiled if p is not None and p.returncode != 0]
        if errors:
            return False, "\n".join(errors)[-4000:]
        proc = subprocess.run(["clang-14", *[str(o) for o, _ in compiled],
                               "-Wl,--whole-archive", f"{zik}/libZIKRouter.a", f"{zik}/libZIKRouterShims.a",
                               "-Wl,--no-whole-archive", *self.link_flags, "-o", str(output)],
                              capture_output=True, text=True)
        if proc.returncode != 0:
            return False, proc.stderr[-4000:]
        return True, ""

    # Each fault changes a file or two of a fixture copy, so an object compiled for an earlier copy is reused
    # when the source and every file its last compile read (clang's -MD list) have the same bytes. The app's
    # files are named relative to the copy; ZIKRouter's and GNUstep's headers do not change during a run.
    def relative(self, app, path):
        try:
            return "<app>/" + str(Path(path).resolve().relative_to(app.resolve()))
        except ValueError:
            return str(path)

    def object_key(self, app, source, flags_key):
        digest = hashlib.sha256(flags_key.encode())
        name = self.relative(app, source)
        for dependency in [name] + self.dependencies.get(name, []):
            path = app / dependency[len("<app>/"):] if dependency.startswith("<app>/") else Path(dependency)
            digest.update(dependency.encode() + b"\0")
            digest.update(path.read_bytes() if path.is_file() else b"<missing>")
        return digest.hexdigest()

    def record_dependencies(self, app, source, depfile):
        text = depfile.read_text().replace("\\\n", " ")
        paths = text.split(":", 1)[1].split() if ":" in text else []
        self.dependencies[self.relative(app, source)] = sorted({self.relative(app, Path(p).resolve()) for p in paths})


def run_routegen(args, cwd, *arguments):
    return subprocess.run([str(args.routegen), *arguments], cwd=cwd, capture_output=True, text=True,
                          env={**os.environ, "NO_COLOR": "1"})


def generate_registry(args, suite, app, outdir):
    proc = run_routegen(args, app, "generate", *suite.scan_args, *suite.generate_args, "--output-dir", str(outdir))
    return proc


def parse_run(stdout):
    run = {"asserts": [], "errors": [], "routes": [], "importing": [], "registering": [], "done": None}
    for line in stdout.splitlines():
        kind, _, rest = line.partition(" ")
        if kind == "ASSERT":
            run["asserts"].append(rest)
        elif kind == "ERROR":
            run["errors"].append(rest)
        elif kind == "ROUTE":
            name, cls, conforms = rest.split(" ")
            run["routes"].append((name, cls, conforms))
        elif kind == "CODE-IMPORTING":
            run["importing"].append(rest)
        elif kind == "CODE-REGISTERING":
            run["registering"].append(rest)
        elif kind == "DONE":
            run["done"] = rest
    return run


def run_driver(binary, *arguments):
    proc = subprocess.run([str(binary), *arguments], capture_output=True, text=True, timeout=120)
    run = parse_run(proc.stdout)
    run["returncode"] = proc.returncode
    run["stderr"] = proc.stderr
    return run


def expected_routes(app):
    routes = {}
    for line in (app / "expected-routes.txt").read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            name, cls = line.split()
            routes[name] = cls
    return routes


def check_clean_run(results, name, run, expected):
    """A run with no assertion, no routing error, and every requested route answered by its class."""
    results.record(f"{name}: the driver exits normally", run["returncode"] == 0 and run["done"] == "registration finished",
                   f"exit {run['returncode']}, {run['done']}; stderr: {run['stderr'][-1500:]}")
    results.record(f"{name}: zero ZIKRouter assertions", not run["asserts"], " | ".join(run["asserts"])[:3000])
    # zix_replaceMethodWithMethod logs this and goes on when the class lacks the method it swizzles.
    missing = [line for line in run["stderr"].splitlines() if "replace failed" in line]
    results.record(f"{name}: every method ZIKRouter swizzles exists", not missing, " | ".join(missing)[:2000])
    results.record(f"{name}: no routing errors", not run["errors"], " | ".join(run["errors"])[:2000])
    got = {route: cls for route, cls, _ in run["routes"]}
    results.record(f"{name}: every requested route is requested", set(got) == set(expected),
                   f"missing {sorted(set(expected) - set(got))}, unexpected {sorted(set(got) - set(expected))}")
    wrong = {r: (got.get(r), cls) for r, cls in expected.items() if got.get(r) != cls}
    results.record(f"{name}: every route resolves to its destination", not wrong,
                   ", ".join(f"{r}: got {g}, want {w}" for r, (g, w) in sorted(wrong.items())))
    bad = [r for r, _, conforms in run["routes"] if conforms == "no"]
    results.record(f"{name}: every destination conforms to the requested protocol", not bad, ", ".join(bad))


# ---------------------------------------------------------------------------------------------------------
# 1. Shims


def test_shims(args, toolchain, results):
    out = args.work / "shim-tests"
    proc = subprocess.run(["clang-14", *toolchain.objc_flags, "-fobjc-arc", "-Wall", "-Werror",
                           str(HERE / "tests/ShimTests.m"), "-Wl,--whole-archive", f"{args.zik}/libZIKRouterShims.a",
                           "-Wl,--no-whole-archive", *toolchain.link_flags, "-o", str(out)],
                          capture_output=True, text=True)
    if proc.returncode != 0:
        results.record("shims: ShimTests builds", False, proc.stderr[-3000:])
        return
    run = subprocess.run([str(out)], capture_output=True, text=True, timeout=60)
    cases = 0
    for line in run.stdout.splitlines():
        verdict, _, rest = line.partition(" ")
        if verdict in ("PASS", "FAIL"):
            cases += 1
            name, _, detail = rest.partition(": ")
            results.record(f"shims: {name}", verdict == "PASS", detail)
    results.record("shims: ShimTests ran to the end", run.returncode in (0, 1) and cases > 0,
                   f"exit {run.returncode}; {run.stderr[-1500:]}")


# ---------------------------------------------------------------------------------------------------------
# 2. The generated registry on ZIKRouter


def copy_fixture(args, suite, name):
    dest = args.work / suite.folder(name)
    if dest.exists():
        shutil.rmtree(dest)
    shutil.copytree(suite.fixture, dest)
    return dest


def build_app(args, suite, toolchain, results, app, label, registry):
    """Generates (or takes the hand-written) registry and builds the suite's driver. Returns the binary or None."""
    registry_dir = app / "Generated"
    if registry == "generated":
        proc = generate_registry(args, suite, app, registry_dir)
        if proc.returncode != 0:
            results.record(f"{label}: routegen generate", False, proc.stderr[-3000:])
            return None
        registry_sources = [registry_dir / "RouteRegistry.m"]
    else:
        registry_sources = [app / suite.hand_written]
    # One binary per registry: the equivalence run reuses the generated one after the hand-written one is built.
    binary = args.work / f"{app.name}-{registry}-{Path(suite.driver).stem}"
    ok, log = toolchain.compile_and_link(suite.zik, app, registry_sources + [HERE / "tests/AssertionRecorder.m",
                                                                             HERE / "tests" / suite.driver],
                                         binary, quote_dirs=[registry_dir])
    if not ok:
        results.record(f"{label}: app, registry and ZIKRouter build", False, log)
        return None
    return binary


def test_registry(args, suite, toolchain, results):
    app = copy_fixture(args, suite, "registry")
    expected = expected_routes(app)
    binary = build_app(args, suite, toolchain, results, app, suite.label("registry"), "generated")
    if binary is None:
        return None
    results.record(suite.label("registry: the generated registry, app and ZIKRouter build"), True)
    check_clean_run(results, suite.label("registry (generated, autoRegister=NO)"),
                    run_driver(binary, "manual", "RouteRegistry"), expected)

    hand = build_app(args, suite, toolchain, results, app, suite.label("registry (hand-written)"), "hand-written")
    if hand is not None:
        check_clean_run(results, suite.label("registry (hand-written, autoRegister=NO)"),
                        run_driver(hand, "manual", suite.hand_written_class), expected)
    return app, binary


# ---------------------------------------------------------------------------------------------------------
# 3. Equivalence with codeForRegisteringRouters() / codeForImportingRouters()

REGISTER_CALL = re.compile(r"^\s*\[(\w+) registerRoutableDestination\];")
IMPORT_LINE = re.compile(r'^\s*#import\s+([<"])([^>"]+)[>"]')

# Routers of the service app whose header ZIKRouter's codeForImportingRouters() names wrongly, and why
# (docs/real-runtime.md): it guesses "<Class>.h", and DebugMenuServiceRouter is declared in DebugMenu.h.
ZIKROUTER_WRONG_GUESSES = {"DebugMenuServiceRouter"}


def header_declares(path, cls):
    return path.is_file() and re.search(rf"@interface\s+{re.escape(cls)}\s*:", path.read_text()) is not None


def resolve_import(app, bracket, name):
    """The fixture file an import names: <Module/Header.h> in Frameworks/Module/, "Header.h" in any folder
    (Xcode's header map)."""
    if bracket == "<":
        path = app / "Frameworks" / name
        return [path] if path.is_file() else []
    return [p for p in app.rglob(Path(name).name) if p.is_file() and "Generated" not in p.parts]


def test_equivalence(args, suite, toolchain, results, registry_app, binary):
    app = registry_app
    run = run_driver(binary, "auto")
    check_clean_run(results, suite.label("equivalence (auto registration)"), run, expected_routes(app))

    zik_routers = {m.group(1) for line in run["registering"] if (m := REGISTER_CALL.match(line))}
    ours_text = (app / "Generated/RouteRegistry.m").read_text().splitlines()
    our_routers = {m.group(1) for line in ours_text if (m := REGISTER_CALL.match(line))}
    results.record(suite.label("equivalence: codeForRegisteringRouters() lists routers"), len(zik_routers) >= 5,
                   f"parsed {sorted(zik_routers)} from {run['registering'][:20]}")
    results.record(suite.label("equivalence: the generated registry registers exactly ZIKRouter's set of routers"),
                   zik_routers == our_routers,
                   f"only ZIKRouter: {sorted(zik_routers - our_routers)}, only routegen: {sorted(our_routers - zik_routers)}")

    # Every router the registry calls is declared by a header it imports, and `routegen imports` says the same.
    imports = [m.groups() for line in ours_text if (m := IMPORT_LINE.match(line))]
    resolved = {name: resolve_import(app, bracket, name) for bracket, name in imports}
    unresolved = [name for name, paths in resolved.items() if not paths and not name.startswith(("ZIKRouter/", "RouteRegistry"))]
    results.record(suite.label("equivalence: every import of the generated registry names a fixture header"), not unresolved,
                   ", ".join(unresolved))
    undeclared = [r for r in sorted(our_routers)
                  if not any(header_declares(p, r) for paths in resolved.values() for p in paths)]
    results.record(suite.label("equivalence: each registered router is declared by a header the registry imports"), not undeclared,
                   ", ".join(undeclared))

    proc = run_routegen(args, app, "imports", *suite.scan_args, "--module", suite.module)
    import_lines = [m.groups() for line in proc.stdout.splitlines() if (m := IMPORT_LINE.match(line))]
    registry_router_imports = {(b, n) for b, n in imports if not n.startswith(("ZIKRouter/", "RouteRegistry"))}
    results.record(suite.label("equivalence: `routegen imports` prints the registry's router imports"),
                   proc.returncode == 0 and set(import_lines) == registry_router_imports,
                   f"exit {proc.returncode}; imports {sorted(import_lines)} vs registry {sorted(registry_router_imports)}")

    # ZIKRouter's guesses: the documented wrong ones, and no others.
    zik_imports = {m.group(2) for line in run["importing"] if (m := IMPORT_LINE.match(line))}
    wrong = set()
    for router in zik_routers:
        guess = f"{router}.h"
        if guess not in zik_imports:
            wrong.add(router)
            continue
        if not any(header_declares(p, router) for p in resolve_import(app, '"', guess)):
            wrong.add(router)
    results.record(suite.label("equivalence: ZIKRouter's header guesses fail exactly where docs/real-runtime.md says"),
                   wrong == suite.wrong_guesses, f"wrong guesses: {sorted(wrong)}")


# ---------------------------------------------------------------------------------------------------------
# 4. ZIKRouter as the oracle for `routegen check`


def apply_edits(app, fault):
    for relative, old, new in fault.edits:
        path = app / relative
        text = path.read_text()
        if text.count(old) != 1:
            raise RuntimeError(f"{fault.ident}: expected exactly one {old!r} in {relative}, found {text.count(old)}")
        path.write_text(text.replace(old, new))


def names_in(text, names):
    return [n for n in names if re.search(rf"\b{re.escape(n)}\b", text)]


def run_check(args, suite, app, registry):
    extra = ["--registry", suite.hand_written] if registry == "hand-written" else []
    proc = run_routegen(args, app, "check", *suite.scan_args, *extra, "--format", "json")
    try:
        diagnostics = json.loads(proc.stdout)["diagnostics"]
    except (ValueError, KeyError):
        diagnostics = None
    return proc, diagnostics


def oracle_case(args, suite, toolchain, results, fault, table):
    ident = fault.ident if fault else suite.folder("no-fault")
    app = copy_fixture(args, suite, f"oracle-{fault.ident if fault else 'no-fault'}")
    if fault:
        apply_edits(app, fault)
    registry = fault.registry if fault else "generated"
    binary = build_app(args, suite, toolchain, results, app, f"oracle {ident}", registry)
    if binary is None:
        return
    if fault and fault.launch:
        run = run_driver(binary, "launch")
    else:
        run = run_driver(binary, "manual", "RouteRegistry" if registry == "generated" else suite.hand_written_class)
    unanswered = [r for r, cls, _ in run["routes"] if cls == "nil"]
    zik_problem = bool(run["asserts"]) or bool(unanswered) or run["returncode"] != 0
    zik_text = "\n".join(run["asserts"] + run["errors"])

    proc, diagnostics = run_check(args, suite, app, registry)
    if diagnostics is None:
        results.record(f"oracle {ident}: routegen check runs", False, f"exit {proc.returncode}: {proc.stderr[-2000:]}")
        return
    errors = [d for d in diagnostics if d["severity"] == "error"]
    check_problem = proc.returncode == 1 and bool(errors)
    if proc.returncode not in (0, 1):
        results.record(f"oracle {ident}: routegen check runs", False, f"exit {proc.returncode}: {proc.stderr[-2000:]}")
        return

    subjects = fault.subjects if fault else []
    zik_names = names_in(zik_text, subjects)
    check_names = names_in("\n".join(d["message"] for d in errors), subjects)
    if fault and fault.blind:
        # ZIKRouter cannot see it: check's error alone, naming the subject.
        agree_iff = check_problem and not zik_problem
        agree_names = bool(check_names)
    else:
        agree_iff = zik_problem == check_problem
        # The same class or protocol on both sides, not merely one of the subjects on each; a fault
        # neither reports (a precision probe) names nothing.
        agree_names = not fault or not zik_problem or bool(set(zik_names) & set(check_names))
    # check's messages say when ZIKRouter would assert; the run shows whether it does.
    claims = [d["rule"] for d in diagnostics if "ZIKRouter asserts" in d["message"]]
    agree_claims = not claims or bool(run["asserts"])
    table.append({
        "fault": fault.title if fault else "none (the fixture as is)",
        "id": ident,
        "zikrouter": [a.rsplit(" (", 1)[0] for a in run["asserts"]] + ([f"unanswered: {', '.join(unanswered)}"] if unanswered else []),
        "check": [f"{d['rule']} at {os.path.relpath(d['file'], app)}:{d['line']}: {d['message']}" for d in errors],
        "warnings": [f"{d['rule']} at {os.path.relpath(d['file'], app)}:{d['line']}" for d in diagnostics
                     if d["severity"] != "error"],
        "zik_problem": zik_problem, "check_problem": check_problem,
        "zik_names": zik_names, "check_names": check_names, "blind": fault.blind if fault else None,
    })

    detail = (f"ZIKRouter {'reports' if zik_problem else 'reports nothing'} "
              f"({len(run['asserts'])} assertions, unanswered {unanswered}; names {zik_names}); "
              f"check {'errors' if check_problem else 'passes'} (exit {proc.returncode}; "
              f"{[d['rule'] for d in errors]}; names {check_names})"
              + ("" if agree_claims else f"; check says ZIKRouter asserts ({', '.join(claims)}) but it made no assertion"))
    if fault and fault.blind:
        name = f"oracle {ident}: check reports an error naming {subjects}, which ZIKRouter cannot see"
    else:
        name = f"oracle {ident}: ZIKRouter reports a problem iff check reports an error, naming {subjects or 'nothing'}"
    agrees = agree_iff and agree_names and agree_claims
    if ident in results.pending:
        results.pending_count += 1
        if agrees:
            results.record(name, False, f"listed in pending-disagreements.txt but now agrees: remove the entry. {detail}")
        else:
            print(f"PENDING {name}: {results.pending[ident]} -- {detail}")
        return
    results.record(name, agrees, detail)
    if not fault:
        results.record("oracle no-fault: zero ZIKRouter assertions", not run["asserts"], " | ".join(run["asserts"])[:2000])


def table_markers(suite):
    return (f"<!-- BEGIN {suite.table} (scripts/real-runtime-test.sh; ROUTEGEN_UPDATE_DOCS=1 rewrites it) -->",
            f"<!-- END {suite.table} -->")


def render_table(table, pending):
    def cell(items):
        return "<br>".join(i.replace("|", "\\|") for i in items) or "—"

    rows = ["| Fault | ZIKRouter (assertions in the run, requests left unanswered) | `routegen check` errors: rule, location | Verdict |",
            "|---|---|---|---|"]
    for row in table:
        messages = []
        for message in row["zikrouter"]:
            # A launch check joins its findings with "\n\n❌" in class-list order, which is the runtime's
            # hash order: sorted, so the table does not change between builds. Addresses are dropped.
            parts = sorted(p for p in (re.sub(r"\s+", " ", part).strip(" ❌") for part in
                                       message.replace("\\n", "\n").split("\n\n❌")) if p)
            for part in parts:
                part = re.sub(r"0x[0-9a-f]+", "0x…", part)
                part = part if len(part) <= 180 else part[:180].rstrip() + " …"
                if part not in messages:
                    messages.append(part)
        errors = [f"`{e.split(' at ', 1)[0]}` {e.split(' at ', 1)[1].split(': ', 1)[0]}" for e in row["check"]]
        errors = list(dict.fromkeys(errors))
        if row["warnings"]:
            warnings = list(dict.fromkeys(f"`{w.split(' at ', 1)[0]}`" for w in row["warnings"]))
            errors.append("(warnings: " + ", ".join(warnings) + ")")
        if row["id"] in pending:
            verdict = f"**disagree** (pending: {pending[row['id']]})"
        elif row["blind"]:
            verdict = f"ZIKRouter cannot see it: {row['blind']}"
        elif row["zik_problem"] and row["check_problem"]:
            verdict = "agree: both name " + ", ".join(n for n in row["zik_names"] if n in row["check_names"])
        elif not row["zik_problem"] and not row["check_problem"]:
            verdict = "agree: neither reports anything"
        else:
            verdict = "**disagree**"
        rows.append(f"| {row['fault']} (`{row['id']}`) | {cell(messages)} | {cell(errors)} | {verdict} |")
    return "\n".join(rows) + "\n"


def check_docs_table(args, suite, results, table):
    """docs/real-runtime.md carries this table; it must say what the run found."""
    TABLE_BEGIN, TABLE_END = table_markers(suite)
    text = args.docs.read_text()
    if TABLE_BEGIN not in text or TABLE_END not in text:
        results.record(suite.label("docs: docs/real-runtime.md has the oracle table markers"), False, f"{TABLE_BEGIN} … {TABLE_END}")
        return
    head, rest = text.split(TABLE_BEGIN, 1)
    current, tail = rest.split(TABLE_END, 1)
    rendered = "\n" + render_table(table, results.pending)
    if os.environ.get("ROUTEGEN_UPDATE_DOCS") == "1" and current != rendered:
        args.docs.write_text(head + TABLE_BEGIN + rendered + TABLE_END + tail)
        print(f"updated the oracle table in {args.docs}")
        current = rendered
    results.record(suite.label("docs: the oracle table in docs/real-runtime.md is this run's"), current == rendered,
                   "run `ROUTEGEN_UPDATE_DOCS=1 scripts/real-runtime-test.sh` and review the diff")


def load_pending():
    pending = {}
    for line in (HERE / "pending-disagreements.txt").read_text().splitlines():
        body = line.split("#", 1)[0].strip()
        if body:
            ident, _, reason = body.partition(" ")
            pending[ident] = reason.strip() or "known disagreement"
    return pending


def suites(args):
    service = Suite("", args.fixture, args.zik, SCAN_ARGS, GENERATE_ARGS, "ShopApp", HAND_WRITTEN_REGISTRY,
                    "ShopRouteRegistry", "RegistryRun.m", FAULTS, ZIKROUTER_WRONG_GUESSES, "oracle table")
    found = {"service": service}
    if args.view_fixture and args.view_zik:
        import view_suite
        found["views"] = Suite("views", args.view_fixture, args.view_zik, view_suite.SCAN_ARGS,
                               view_suite.GENERATE_ARGS, view_suite.MODULE, view_suite.HAND_WRITTEN_REGISTRY,
                               view_suite.HAND_WRITTEN_CLASS, "ViewRegistryRun.m",
                               [Fault(**fault) for fault in view_suite.FAULTS], view_suite.WRONG_GUESSES,
                               "view oracle table")
    return found


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--prefix", type=Path, required=True, help="the GNUstep prefix")
    parser.add_argument("--zik", type=Path, required=True, help="build-zikrouter.sh's output folder")
    parser.add_argument("--view-zik", type=Path, help="build-zikrouter.sh's output folder with the ViewRouter part")
    parser.add_argument("--routegen", type=Path, required=True)
    parser.add_argument("--fixture", type=Path, required=True, help="the service app (Fixtures/RealRuntime)")
    parser.add_argument("--view-fixture", type=Path, help="the view app (Fixtures/RealRuntimeViews)")
    parser.add_argument("--work", type=Path, required=True)
    parser.add_argument("--docs", type=Path, help="docs/real-runtime.md, whose oracle tables must match the run")
    parser.add_argument("--only", choices=["shims", "registry", "equivalence", "oracle"], action="append")
    parser.add_argument("--suite", choices=["service", "views"], action="append",
                        help="the apps to test (default: every app given)")
    args = parser.parse_args()
    args.work.mkdir(parents=True, exist_ok=True)
    only = set(args.only or ["shims", "registry", "equivalence", "oracle"])
    available = suites(args)
    chosen = [available[name] for name in (args.suite or available) if name in available]

    results = Results(load_pending())
    unknown = set(results.pending) - {f.ident for suite in available.values() for f in suite.faults}
    results.record("pending-disagreements.txt names only seeded faults", not unknown, ", ".join(sorted(unknown)))
    toolchain = Toolchain(args)
    if "shims" in only:
        test_shims(args, toolchain, results)
    for suite in chosen:
        registry = None
        if only & {"registry", "equivalence"}:
            registry = test_registry(args, suite, toolchain, results)
        if "equivalence" in only and registry:
            test_equivalence(args, suite, toolchain, results, *registry)
        if "oracle" in only:
            table = []
            for fault in [None, *suite.faults]:
                oracle_case(args, suite, toolchain, results, fault, table)
            (args.work / f"{suite.folder('oracle')}.json").write_text(json.dumps(table, indent=2) + "\n")
            if args.docs:
                check_docs_table(args, suite, results, table)
    if results.pending_count:
        print(f"{results.pending_count} pending: known disagreements listed in scripts/real-runtime/pending-disagreements.txt")
    print(f"{results.passed} passed, {results.failed} failed")
    return 0 if results.failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
