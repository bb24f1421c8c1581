#!/usr/bin/env python3
"""routegen at app scale: synthetic apps of N modules, timed next to a floor measured in the same run.

Each app has N modules, half Swift and half Objective-C. Every module holds a view controller, a
routable protocol, a router, a caller that routes to the next module, and ordinary files that mention
no router (a model and a helper). For each size the script times, with a release build of routegen:

  floor    `grep -rl registerRoutableDestination` over the same tree (the cost of reading it)
  cold     `routegen generate` with an empty cache
  warm     the same command again, nothing changed
  change   after one router file changed

and reports peak memory (max RSS) of each routegen run. It checks that the generated registry
registers every router of the app, so a fast wrong answer cannot pass.

Usage (from the repository root):
  swift build -c release --product routegen --scratch-path .build-release
  python3 scripts/benchmark.py --sizes 500 1000 2000 5000 [--jobs N] [--keep]

With --plugin, routegen is run the way the build plugin runs it: every file listed as
MODULE<TAB>PATH in a file list, --strict-visibility, --no-config, --output and --cache-dir in a work
folder. Pair it with the debug binary (`swift build --product routegen`, then
--binary .build/debug/routegen), the configuration SwiftPM builds a plugin's tool in for a debug
build of the app.

Prints a Markdown table for BENCHMARKS.md. Times are the best of --repeat runs (default 3).
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)


def swift_module(root, index, count):
    name = f"Feature{index}"
    folder = os.path.join(root, "Sources", name)
    following = f"Feature{(index + 1) % count}"
    write(os.path.join(folder, f"{name}ViewController.swift"), f"""import UIKit

public protocol {name}ViewInput: AnyObject {{
    var title: String {{ get set }}
}}

open class {name}ViewController: UIViewController, {name}ViewInput {{
    public var title: String = "{name}"
    open override func viewDidLoad() {{
        super.viewDidLoad()
    }}
}}
""")
    write(os.path.join(folder, f"{name}Routable.swift"), f"""import ZRouter

extension RoutableView where Protocol == {name}ViewInput {{
    public init() {{ self.init(declaredProtocol: Protocol.self) }}
}}
""")
    write(os.path.join(folder, f"{name}ViewRouter.swift"), f"""import ZIKRouter
import ZRouter

open class {name}ViewRouter: ZIKViewRouter<{name}ViewController, ViewRouteConfig> {{
    open override class func registerRoutableDestination() {{
        registerView({name}ViewController.self)
        register(RoutableView<{name}ViewInput>())
        registerIdentifier("{name.lower()}")
    }}

    open override func destination(with configuration: ViewRouteConfig) -> {name}ViewController? {{
        {name}ViewController()
    }}
}}
""")
    write(os.path.join(folder, f"{name}Coordinator.swift"), f"""import ZRouter

public final class {name}Coordinator {{
    public init() {{}}
    public func showNext(from source: AnyObject) {{
        Router.perform(to: RoutableView<{following}ViewInput>(), path: .push(from: source))
    }}
}}
""")
    write(os.path.join(folder, f"{name}Model.swift"), f"""import Foundation

public struct {name}Model: Codable, Equatable {{
    public var identifier: Int
    public var caption: String
    public var tags: [String]

    public init(identifier: Int, caption: String, tags: [String] = []) {{
        self.identifier = identifier
        self.caption = caption
        self.tags = tags
    }}
}}
""")
    write(os.path.join(folder, f"{name}Formatting.swift"), f"""import Foundation

extension {name}Model {{
    public var summary: String {{
        tags.isEmpty ? caption : caption + " (" + tags.joined(separator: ", ") + ")"
    }}
}}
""")
    return [f"{name}ViewRouter"]


def objc_module(root, index, count):
    name = f"Legacy{index}"
    folder = os.path.join(root, "Sources", name)
    following = f"Legacy{(index + 1) % count}"
    write(os.path.join(folder, f"{name}ViewController.h"), f"""#import <UIKit/UIKit.h>

@protocol {name}ViewInput <ZIKViewRoutable>
@property (nonatomic, copy) NSString *title;
@end

@interface {name}ViewController : UIViewController <{name}ViewInput>
@end
""")
    write(os.path.join(folder, f"{name}ViewController.m"), f"""#import "{name}ViewController.h"

@interface {name}ViewController ()
@property (nonatomic, strong) UILabel *label;
@end

@implementation {name}ViewController
- (void)viewDidLoad {{
    [super viewDidLoad];
    self.label = [[UILabel alloc] init];
    self.label.text = self.title;
}}
@end
""")
    write(os.path.join(folder, f"{name}ViewRouter.h"), f"""#import <ZIKRouter/ZIKRouter.h>
#import "{name}ViewController.h"

@interface {name}ViewRouter : ZIKViewRouter<{name}ViewController *, ZIKViewRouteConfiguration *>
@end
""")
    write(os.path.join(folder, f"{name}ViewRouter.m"), f"""#import "{name}ViewRouter.h"
#import <ZIKRouter/ZIKViewRouterInternal.h>

@implementation {name}ViewRouter

+ (void)registerRoutableDestination {{
    [self registerView:[{name}ViewController class]];
    [self registerViewProtocol:ZIKRoutable({name}ViewInput)];
    [self registerIdentifier:@"{name.lower()}"];
}}

- (nullable {name}ViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {{
    return [[{name}ViewController alloc] init];
}}

@end
""")
    write(os.path.join(folder, f"{name}Coordinator.m"), f"""#import <UIKit/UIKit.h>
#import "{following}ViewController.h"

@interface {name}Coordinator : NSObject
@end

@implementation {name}Coordinator
- (void)showNextFrom:(UIViewController *)source {{
    [ZIKRouterToView({following}ViewInput) performPath:ZIKViewRoutePath.pushFrom(source)];
}}
@end
""")
    write(os.path.join(folder, f"{name}Model.h"), f"""#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN
typedef NS_ENUM(NSInteger, {name}State) {{ {name}StateIdle, {name}StateLoading }};
NS_ASSUME_NONNULL_END
""")
    return [f"{name}ViewRouter"]


def generate_app(root, modules):
    routers = []
    swift_count = modules // 2
    objc_count = modules - swift_count
    for index in range(swift_count):
        routers += swift_module(root, index, swift_count)
    for index in range(objc_count):
        routers += objc_module(root, index, objc_count)
    return routers


def run_with_memory(command):
    """Wall time, exit status and peak RSS (MiB) of one child process, output discarded."""
    start = time.perf_counter()
    pid = os.fork()
    if pid == 0:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.dup2(devnull, 2)
        try:
            os.execvp(command[0], command)
        finally:
            os._exit(127)
    _, status, usage = os.wait4(pid, 0)
    elapsed = time.perf_counter() - start
    return elapsed, os.waitstatus_to_exitcode(status), usage.ru_maxrss / 1024.0


def best(runs, function):
    results = [function() for _ in range(runs)]
    return min(results, key=lambda result: result[0])


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", type=int, nargs="+", default=[500, 1000, 2000, 5000])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build-release", "release", "routegen"))
    parser.add_argument("--jobs", type=int, default=None)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--keep", action="store_true", help="keep the generated apps")
    parser.add_argument("--plugin", action="store_true", help="run with the build plugin's arguments (a MODULE<TAB>PATH file list)")
    arguments = parser.parse_args()

    if not os.access(arguments.binary, os.X_OK):
        sys.exit(f"no routegen binary at {arguments.binary}: run `swift build -c release --product routegen --scratch-path .build-release` first")
    help_text = subprocess.run([arguments.binary, "generate", "--help"], capture_output=True, text=True).stdout
    has_cache = "--cache-dir" in help_text

    work = tempfile.mkdtemp(prefix="routegen-bench-")
    rows = []
    try:
        for modules in arguments.sizes:
            app = os.path.join(work, f"app{modules}")
            routers = generate_app(app, modules)
            files = sum(len(names) for _, _, names in os.walk(app))
            out_dir = os.path.join(work, f"out{modules}")
            cache_dir = os.path.join(work, f"cache{modules}")
            if arguments.plugin:
                file_list = os.path.join(work, f"files{modules}.txt")
                with open(file_list, "w", encoding="utf-8") as handle:
                    for folder, _, names in sorted(os.walk(os.path.join(app, "Sources"))):
                        for name in sorted(names):
                            handle.write(f"{os.path.basename(folder)}\t{os.path.join(folder, name)}\n")
                command = [arguments.binary, "generate", "--file-list", file_list, "--module", "App", "--no-config",
                           "--output", os.path.join(out_dir, "RouteRegistry.swift"), "--strict-visibility"]
            else:
                command = [arguments.binary, "generate", os.path.join(app, "Sources"), "--module", "App", "--output-dir", out_dir]
            if arguments.jobs:
                command += ["--jobs", str(arguments.jobs)]
            if has_cache:
                command += ["--cache-dir", cache_dir]

            floor = best(arguments.repeat, lambda: run_with_memory(["grep", "-rl", "registerRoutableDestination", app]))[0]

            def cold():
                shutil.rmtree(cache_dir, ignore_errors=True)
                shutil.rmtree(out_dir, ignore_errors=True)
                return run_with_memory(command)

            cold_time, cold_status, cold_memory = best(arguments.repeat, cold)
            if cold_status != 0:
                sys.exit(f"routegen failed on {modules} modules (exit {cold_status}): {' '.join(command)}")
            with open(os.path.join(out_dir, "RouteRegistry.swift"), encoding="utf-8") as handle:
                registry = handle.read()
            missing = [name for name in routers if f"{name}.registerRoutableDestination()" not in registry]
            if missing:
                sys.exit(f"the registry for {modules} modules misses {len(missing)} routers, e.g. {missing[:3]}")

            warm_time, _, warm_memory = best(arguments.repeat, lambda: run_with_memory(command))

            changed = os.path.join(app, "Sources", "Feature0", "Feature0ViewRouter.swift")
            counter = [0]

            def one_change():
                counter[0] += 1
                with open(changed, "a", encoding="utf-8") as handle:
                    handle.write(f"\n// edit {counter[0]}\n")
                return run_with_memory(command)

            change_time, _, change_memory = best(arguments.repeat, one_change)
            rows.append((modules, files, floor, cold_time, warm_time, change_time, max(cold_memory, warm_memory, change_memory)))
            print(f"{modules} modules ({files} files): floor {floor:.3f}s cold {cold_time:.3f}s warm {warm_time:.3f}s change {change_time:.3f}s peak {max(cold_memory, warm_memory, change_memory):.0f} MiB", file=sys.stderr)
            if not arguments.keep:
                shutil.rmtree(app, ignore_errors=True)
    finally:
        if not arguments.keep:
            shutil.rmtree(work, ignore_errors=True)
        else:
            print(f"apps kept in {work}", file=sys.stderr)

    print(f"binary: {arguments.binary}{' (run as the build plugin runs it)' if arguments.plugin else ''}")
    print(f"cache: {'--cache-dir' if has_cache else 'none in this build (warm = cold)'}; jobs: {arguments.jobs or os.cpu_count()}; best of {arguments.repeat}")
    print()
    print("| modules | files | floor (grep -rl) | cold | warm | one change | cold/floor | warm/floor | change/floor | peak memory |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for modules, files, floor, cold_time, warm_time, change_time, memory in rows:
        print(f"| {modules} | {files} | {floor:.3f} s | {cold_time:.3f} s | {warm_time:.3f} s | {change_time:.3f} s "
              f"| {cold_time / floor:.1f}× | {warm_time / floor:.1f}× | {change_time / floor:.1f}× | {memory:.0f} MiB |")


if __name__ == "__main__":
    main()
