#!/usr/bin/env python3
"""routegen at app scale: synthetic apps of N modules, timed next to a floor measured in the same run.

Each app has N modules, half Swift and half Objective-C, shaped like a real app (--shape realistic,
the default): every module has one router and a view controller that routes to the next module; the
rest are ordinary files with no ZIKRouter code, as most of a real app is (Swift classes and structs
with methods; Objective-C `NSObject` subclasses with a few methods, a UITableViewCell subclass of a
module base class). --ordinary sets how many such files a module has (default 3 per language: with the
router and view controller files that is 5 Swift files and 7 Objective-C files per module, 30,000
files at 5000 modules). --shape classic writes the earlier app (a view controller, a routable protocol,
a router, a caller that routes to the next module, a model and a helper: 6 files per module), whose
figures BENCHMARKS.md keeps. For each size the script times, with a release build of routegen:

  floor    `grep -rl registerRoutableDestination` over the same tree (the cost of reading it)
  cold     `routegen generate` with an empty cache
  warm     the same command again, nothing changed (answered by the run memo when the build has one)
  no memo  the same, with the run memo deleted before each run: the facts cache alone
  change   after a comment was added to one router file (no file's facts change: the run memo answers)
  facts    after a line was added above one router's registration (its facts change: resolved again)

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

With --workspace, routegen is timed on the project path instead, as an Xcode Run Script phase runs it
(`generate --workspace App.xcworkspace --target App --configuration Debug --entry objc` with
--output-dir, --xcfilelist-dir and --cache-dir in a work folder, SRCROOT set, the workspace's folder as
the working directory). For each size the script writes a CocoaPods workspace of N modules, laid out as
Xcode and CocoaPods write them (scripts/workspace_bench.py describes it): App.xcodeproj with the app
target, which depends on and links the frameworks of the sub-project Modules/Modules.xcodeproj through
PBXReferenceProxy products; Pods/Pods.xcodeproj with the development pods (Podfile.lock `:path:`
entries), two spec-repo pods and the Pods-App aggregate target; .xcconfig #include chains, prefix
headers, per-configuration GCC_PREPROCESSOR_DEFINITIONS and a slice of folder-synchronised frameworks.
The modules are the realistic shape above; in each language 70 % are frameworks with build phases,
10 % folder-synchronised frameworks and 20 % development pods. It times, in the same run:

  floor    `grep -rl registerRoutableDestination` over the source trees (project files excluded)
  parse    Foundation's PropertyListSerialization over every project.pbxproj (scripts/plist_parse_floor.swift,
           compiled with `swiftc -O` into the work folder; swiftc from PATH, else /opt/swift/usr/bin)
  folder   the same files given as a MODULE<TAB>PATH --file-list, cold
  cold     the workspace run with no cache and no outputs
  re-run   the same run again, nothing changed
  edit .m  after a comment was added to an ordinary .m of a framework (no router changes)
  router   after a Swift framework router registered a new identifier and moved in or out of the early
           registration (`// routegen:early`): its facts and the registry change every time
  add      after a new ordinary .m was added to a framework target (Modules.xcodeproj is rewritten)

with the peak memory (max RSS) of the routegen runs and, when --timings prints a `project` line, how long
reading the project took (n/a otherwise). It prints one table row per size, each figure with its ratio
to the floor, and passes or fails the targets: cold <= folder + 1.5 x parse, re-run <= 0.5 x floor, one
edited file <= 1 x floor, one added file <= parse + 1 x floor. It exits non-zero when a run fails or the
registry misses a router of the app (or imports a framework's router other than as <Module/Header.h>).

  python3 scripts/benchmark.py --workspace --sizes 1000 5000 --binary PATH [--repeat 3] [--jobs N] [--keep]

Prints a Markdown table for BENCHMARKS.md. Times are the best of --repeat runs (default 3).
"""

import argparse
import os
import re
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

open class {name}ViewController: UIViewController, ZIKRoutableView, {name}ViewInput {{
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


def write_objc_router(folder, name):
    """The router of an Objective-C module: header and implementation, the same in both app shapes."""
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


def objc_module(root, index, count):
    name = f"Legacy{index}"
    folder = os.path.join(root, "Sources", name)
    following = f"Legacy{(index + 1) % count}"
    write(os.path.join(folder, f"{name}ViewController.h"), f"""#import <UIKit/UIKit.h>

@protocol {name}ViewInput <ZIKViewRoutable>
@property (nonatomic, copy) NSString *title;
@end

@interface {name}ViewController : UIViewController <ZIKRoutableView, {name}ViewInput>
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
    write_objc_router(folder, name)
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


SWIFT_ORDINARY = [
    ("Store", lambda n, i: f"""import Foundation

/// Keeps the {n} items loaded from the server, newest first.
public final class {n}Store{i} {{
    private var items: [{n}Item{i}] = []
    private let queue = DispatchQueue(label: "{n.lower()}.store{i}")
    public private(set) var lastRefresh: Date?

    public init() {{}}

    public var count: Int {{ queue.sync {{ items.count }} }}

    public func replace(with newItems: [{n}Item{i}]) {{
        queue.sync {{
            items = newItems.sorted {{ $0.created > $1.created }}
            lastRefresh = Date()
        }}
    }}

    public func item(withIdentifier identifier: Int) -> {n}Item{i}? {{
        queue.sync {{ items.first {{ $0.identifier == identifier }} }}
    }}

    public func remove(identifier: Int) {{
        queue.sync {{ items.removeAll {{ $0.identifier == identifier }} }}
    }}
}}

public struct {n}Item{i}: Codable, Equatable {{
    public var identifier: Int
    public var caption: String
    public var created: Date
    public var tags: [String]
}}
"""),
    ("Cell", lambda n, i: f"""import UIKit

class {n}BaseCell{i}: UITableViewCell {{
    let titleLabel = UILabel()
    let detailLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {{
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(titleLabel)
        contentView.addSubview(detailLabel)
    }}

    required init?(coder: NSCoder) {{ nil }}
}}

final class {n}ItemCell{i}: {n}BaseCell{i} {{
    static let reuseIdentifier = "{n}ItemCell{i}"

    func configure(title: String, detail: String?) {{
        titleLabel.text = title
        detailLabel.text = detail
        detailLabel.isHidden = detail == nil
        accessibilityLabel = [title, detail].compactMap {{ $0 }}.joined(separator: ", ")
    }}

    override func prepareForReuse() {{
        super.prepareForReuse()
        titleLabel.text = nil
        detailLabel.text = nil
    }}
}}
"""),
    ("Formatter", lambda n, i: f"""import Foundation

/// Formats {n} dates and amounts for display.
struct {n}Formatter{i} {{
    private let dateFormatter: DateFormatter
    private let numberFormatter: NumberFormatter

    init(locale: Locale = .current) {{
        dateFormatter = DateFormatter()
        dateFormatter.locale = locale
        dateFormatter.dateStyle = .medium
        numberFormatter = NumberFormatter()
        numberFormatter.locale = locale
        numberFormatter.numberStyle = .currency
    }}

    func string(from date: Date) -> String {{
        dateFormatter.string(from: date)
    }}

    func string(fromAmount amount: Decimal) -> String {{
        numberFormatter.string(from: amount as NSDecimalNumber) ?? "\\(amount)"
    }}
}}

extension {n}Formatter{i} {{
    static let shared = {n}Formatter{i}()
}}
"""),
]

OBJC_ORDINARY = [
    ("Service", lambda n, i: [(f"{n}Service{i}.h", f"""#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/// Loads {n} records from the API and caches them on disk.
@interface {n}Service{i} : NSObject
@property (nonatomic, copy, readonly) NSString *baseURL;
- (instancetype)initWithBaseURL:(NSString *)baseURL;
- (void)fetchRecordsWithCompletion:(void (^)(NSArray<NSDictionary *> *records, NSError *_Nullable error))completion;
- (nullable NSDictionary *)cachedRecordWithIdentifier:(NSInteger)identifier;
@end

NS_ASSUME_NONNULL_END
"""), (f"{n}Service{i}.m", f"""#import "{n}Service{i}.h"

@interface {n}Service{i} ()
@property (nonatomic, strong) NSMutableDictionary<NSNumber *, NSDictionary *> *cache;
@property (nonatomic, strong) NSURLSession *session;
@end

@implementation {n}Service{i}

- (instancetype)initWithBaseURL:(NSString *)baseURL {{
    if (self = [super init]) {{
        _baseURL = [baseURL copy];
        _cache = [NSMutableDictionary dictionary];
        _session = [NSURLSession sharedSession];
    }}
    return self;
}}

- (void)fetchRecordsWithCompletion:(void (^)(NSArray<NSDictionary *> *, NSError *))completion {{
    NSURL *url = [NSURL URLWithString:[self.baseURL stringByAppendingPathComponent:@"records"]];
    [[self.session dataTaskWithURL:url completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {{
        NSArray *records = data ? [NSJSONSerialization JSONObjectWithData:data options:0 error:NULL] : @[];
        for (NSDictionary *record in records) {{
            self.cache[record[@"id"]] = record;
        }}
        dispatch_async(dispatch_get_main_queue(), ^{{ completion(records, error); }});
    }}] resume];
}}

- (NSDictionary *)cachedRecordWithIdentifier:(NSInteger)identifier {{
    return self.cache[@(identifier)];
}}

@end
""")]),
    ("Formatter", lambda n, i: [(f"{n}Formatter{i}.m", f"""#import <Foundation/Foundation.h>

@interface {n}Formatter{i} : NSObject
+ (NSString *)stringFromDate:(NSDate *)date;
+ (NSString *)stringFromAmount:(NSDecimalNumber *)amount;
@end

@implementation {n}Formatter{i}

+ (NSDateFormatter *)dateFormatter {{
    static NSDateFormatter *formatter;
    static dispatch_once_t once;
    dispatch_once(&once, ^{{
        formatter = [[NSDateFormatter alloc] init];
        formatter.dateStyle = NSDateFormatterMediumStyle;
    }});
    return formatter;
}}

+ (NSString *)stringFromDate:(NSDate *)date {{
    return [[self dateFormatter] stringFromDate:date];
}}

+ (NSString *)stringFromAmount:(NSDecimalNumber *)amount {{
    return [NSNumberFormatter localizedStringFromNumber:amount numberStyle:NSNumberFormatterCurrencyStyle];
}}

@end
""")]),
]


def realistic_swift_module(root, index, count, ordinary):
    name = f"Feature{index}"
    folder = os.path.join(root, "Sources", name)
    following = f"Feature{(index + 1) % count}"
    write(os.path.join(folder, f"{name}ViewController.swift"), f"""import UIKit
import ZRouter

public protocol {name}ViewInput: AnyObject {{
    var title: String? {{ get set }}
}}

extension RoutableView where Protocol == {name}ViewInput {{
    public init() {{ self.init(declaredProtocol: Protocol.self) }}
}}

open class {name}ViewController: UIViewController, ZIKRoutableView, {name}ViewInput {{
    private let tableView = UITableView()

    open override func viewDidLoad() {{
        super.viewDidLoad()
        view.addSubview(tableView)
        title = "{name}"
    }}

    @objc func showNext() {{
        Router.perform(to: RoutableView<{following}ViewInput>(), path: .push(from: self))
    }}
}}
""")
    write(os.path.join(folder, f"{name}ViewRouter.swift"), f"""import ZIKRouter
import ZRouter

public final class {name}ViewRouter: ZIKViewRouter<{name}ViewController, ViewRouteConfig> {{
    override public class func registerRoutableDestination() {{
        registerView({name}ViewController.self)
        register(RoutableView<{name}ViewInput>())
        registerIdentifier("{name.lower()}")
    }}

    override public func destination(with configuration: ViewRouteConfig) -> {name}ViewController? {{
        {name}ViewController()
    }}
}}
""")
    for number in range(ordinary):
        kind, text = SWIFT_ORDINARY[number % len(SWIFT_ORDINARY)]
        write(os.path.join(folder, f"{name}{kind}{number}.swift"), text(name, number))
    return [f"{name}ViewRouter"]


def realistic_objc_module(root, index, count, ordinary):
    name = f"Legacy{index}"
    folder = os.path.join(root, "Sources", name)
    following = f"Legacy{(index + 1) % count}"
    write(os.path.join(folder, f"{name}ViewController.h"), f"""#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol {name}ViewInput <ZIKViewRoutable>
@property (nonatomic, copy, nullable) NSString *title;
@end

@interface {name}ViewController : UIViewController <ZIKRoutableView, {name}ViewInput>
@end

NS_ASSUME_NONNULL_END
""")
    write(os.path.join(folder, f"{name}ViewController.m"), f"""#import "{name}ViewController.h"
#import "{following}ViewController.h"
#import <ZIKRouter/ZIKRouter.h>

@interface {name}ViewController () <UITableViewDataSource>
@property (nonatomic, strong) UITableView *tableView;
@end

@implementation {name}ViewController

- (void)viewDidLoad {{
    [super viewDidLoad];
    self.tableView = [[UITableView alloc] initWithFrame:self.view.bounds style:UITableViewStylePlain];
    self.tableView.dataSource = self;
    [self.view addSubview:self.tableView];
}}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {{
    return 0;
}}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {{
    return [[UITableViewCell alloc] init];
}}

- (void)showNext {{
    [ZIKRouterToView({following}ViewInput) performPath:ZIKViewRoutePath.pushFrom(self)];
}}

@end
""")
    write_objc_router(folder, name)
    written = 0
    number = 0
    while written < ordinary:
        kind, files = OBJC_ORDINARY[number % len(OBJC_ORDINARY)]
        for file_name, text in files(name, number)[:ordinary - written]:
            write(os.path.join(folder, file_name), text)
            written += 1
        number += 1
    return [f"{name}ViewRouter"]


def generate_app(root, modules, shape="realistic", ordinary=3):
    routers = []
    swift_count = modules // 2
    objc_count = modules - swift_count
    for index in range(swift_count):
        routers += swift_module(root, index, swift_count) if shape == "classic" else realistic_swift_module(root, index, swift_count, ordinary)
    for index in range(objc_count):
        routers += objc_module(root, index, objc_count) if shape == "classic" else realistic_objc_module(root, index, objc_count, ordinary)
    # The module the registry is compiled into (`--module App`) must hold a scanned file.
    write(os.path.join(root, "Sources", "App", "AppDelegate.swift"),
          "import Foundation\n\nfinal class AppDelegate {\n    func launch() {}\n}\n")
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
    parser.add_argument("--shape", choices=["realistic", "classic"], default="realistic", help="the app written (see above)")
    parser.add_argument("--ordinary", type=int, default=3, help="ordinary files per module and language (realistic shape)")
    parser.add_argument("--extra-args", nargs="*", default=[], help="more routegen arguments, e.g. --no-prefilter")
    parser.add_argument("--timings", action="store_true", help="print routegen --timings of one cold run per size")
    parser.add_argument("--plugin", action="store_true", help="run with the build plugin's arguments (a MODULE<TAB>PATH file list)")
    parser.add_argument("--workspace", action="store_true", help="time the project path: a CocoaPods workspace run as a Run Script phase runs it (see above)")
    arguments = parser.parse_args()

    if arguments.workspace:
        if arguments.plugin or arguments.shape != "realistic":
            parser.error("--workspace writes the realistic shape and runs routegen as a Run Script phase: no --plugin or --shape classic")
        sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
        sys.dont_write_bytecode = True  # no __pycache__ left in scripts/
        import workspace_bench
        workspace_bench.main(arguments)
        return

    if not os.access(arguments.binary, os.X_OK):
        sys.exit(f"no routegen binary at {arguments.binary}: run `swift build -c release --product routegen --scratch-path .build-release` first")
    help_text = subprocess.run([arguments.binary, "generate", "--help"], capture_output=True, text=True).stdout
    has_cache = "--cache-dir" in help_text

    work = tempfile.mkdtemp(prefix="routegen-bench-")
    rows = []
    try:
        for modules in arguments.sizes:
            app = os.path.join(work, f"app{modules}")
            routers = generate_app(app, modules, arguments.shape, arguments.ordinary)
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
            command += arguments.extra_args

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

            # One more cold run, for the counts of parsed and skipped files.
            shutil.rmtree(cache_dir, ignore_errors=True)
            report = subprocess.run(command + ["--timings"], capture_output=True, text=True).stderr
            if arguments.timings:
                print(f"--- {modules} modules, cold, --timings:\n{report}", file=sys.stderr)
            swift_parsed = re.search(r"parse Swift .*?(\d+) parsed", report)
            objc_parsed = re.search(r"parse Objective-C .*?(\d+) parsed", report)
            parsed = f"{swift_parsed.group(1)} + {objc_parsed.group(1)}" if swift_parsed and objc_parsed else "?"

            memo = os.path.join(cache_dir, "routegen-run.memo")
            # The first warm run may still find the tree too recent to remember; one run first.
            run_with_memory(command)
            warm_time, _, warm_memory = best(arguments.repeat, lambda: run_with_memory(command))

            def without_memo():
                if os.path.exists(memo):
                    os.remove(memo)
                return run_with_memory(command)

            no_memo_time, _, no_memo_memory = best(arguments.repeat, without_memo)
            warm_memory = max(warm_memory, no_memo_memory)

            changed = os.path.join(app, "Sources", "Feature0", "Feature0ViewRouter.swift")
            counter = [0]

            def one_change():
                counter[0] += 1
                with open(changed, "a", encoding="utf-8") as handle:
                    handle.write(f"\n// edit {counter[0]}\n")
                return run_with_memory(command)

            change_time, _, change_memory = best(arguments.repeat, one_change)

            def facts_change():
                # A line above the registration moves it: the file's facts change, so the graph
                # is resolved again (the edit above leaves every fact as it was).
                counter[0] += 1
                with open(changed, encoding="utf-8") as handle:
                    text = handle.read()
                with open(changed, "w", encoding="utf-8") as handle:
                    handle.write(f"// note {counter[0]}\n" + text)
                return run_with_memory(command)

            facts_time, _, facts_memory = best(arguments.repeat, facts_change)
            change_memory = max(change_memory, facts_memory)
            rows.append((modules, files, parsed, floor, cold_time, warm_time, no_memo_time, change_time, facts_time, max(cold_memory, warm_memory, change_memory)))
            print(f"{modules} modules ({files} files, parsed cold: {parsed}): floor {floor:.3f}s cold {cold_time:.3f}s warm {warm_time:.3f}s warm without memo {no_memo_time:.3f}s change {change_time:.3f}s facts change {facts_time:.3f}s peak {max(cold_memory, warm_memory, change_memory):.0f} MiB", file=sys.stderr)
            if not arguments.keep:
                shutil.rmtree(app, ignore_errors=True)
    finally:
        if not arguments.keep:
            shutil.rmtree(work, ignore_errors=True)
        else:
            print(f"apps kept in {work}", file=sys.stderr)

    print(f"app: {arguments.shape}" + (f", {arguments.ordinary} ordinary files per module" if arguments.shape == "realistic" else "") + (f"; extra arguments: {' '.join(arguments.extra_args)}" if arguments.extra_args else ""))
    print(f"binary: {arguments.binary}{' (run as the build plugin runs it)' if arguments.plugin else ''}")
    print(f"cache: {'--cache-dir' if has_cache else 'none in this build (warm = cold)'}; jobs: {arguments.jobs or os.cpu_count()}; best of {arguments.repeat}")
    print()
    print("| modules | files | parsed cold (Swift + ObjC) | floor (grep -rl) | cold | warm | warm, no memo | one change | one change of facts | cold/floor | warm/floor | no memo/floor | change/floor | facts change/floor | peak memory |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for modules, files, parsed, floor, cold_time, warm_time, no_memo_time, change_time, facts_time, memory in rows:
        print(f"| {modules} | {files} | {parsed} | {floor:.3f} s | {cold_time:.3f} s | {warm_time:.3f} s | {no_memo_time:.3f} s | {change_time:.3f} s | {facts_time:.3f} s "
              f"| {cold_time / floor:.1f}× | {warm_time / floor:.1f}× | {no_memo_time / floor:.1f}× | {change_time / floor:.1f}× | {facts_time / floor:.1f}× | {memory:.0f} MiB |")


if __name__ == "__main__":
    main()
