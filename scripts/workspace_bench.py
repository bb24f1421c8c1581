"""routegen on the project path: a CocoaPods workspace of N modules, timed as an Xcode Run Script runs it.

Used by `scripts/benchmark.py --workspace` (see its usage). The workspace is laid out as Xcode and
CocoaPods write them:

  App.xcworkspace                 lists App.xcodeproj and Pods/Pods.xcodeproj (as `pod install` does)
  App.xcodeproj                   objectVersion 56: the app target `App` (Objective-C and Swift sources,
                                  one router of its own, a prefix header) that depends on and links, as
                                  PBXReferenceProxy products, every framework of the sub-project, and
                                  links Pods_App.framework; Config/Debug.xcconfig includes Shared.xcconfig
                                  at project level, Pods-App.<config>.xcconfig is the target's base
  Modules/Modules.xcodeproj       objectVersion 77: CoreKit (no router) and the framework modules, each
                                  linking and depending on CoreKit (a product of the same project); a
                                  slice of them are folder-synchronised (PBXFileSystemSynchronizedRootGroup
                                  with an exception set naming the public headers and Info.plist); project
                                  level Config/Debug.xcconfig -> Base.xcconfig -> ../../App/Config/Shared.xcconfig
                                  and a shared prefix header
  Pods/Pods.xcodeproj             objectVersion 55: the development pods (sources in LocalPods/<Name>,
                                  `:path:` in Podfile.lock), two spec-repo pods (ZIKRouter and AFNetworking,
                                  sources under Pods/<Name>/), the Pods-App aggregate target, and each pod's
                                  Target Support Files (xcconfigs, prefix header, umbrella header, dummy.m)

Of the N modules, half are Swift and half Objective-C, written by the folder mode's writers (--shape
realistic: one router per module, a view controller that routes to the next module, --ordinary ordinary
files). In each language, module i is a development pod when i % 5 == 4 (20 %), a folder-synchronised
framework when i % 10 == 1 (10 %), and a framework with classic groups and build phases otherwise (70 %):
at 1000 modules, 800 frameworks (100 of them synchronised) and 200 development pods.
"""

import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

import benchmark as folder_mode

write = folder_mode.write


# MARK: - project.pbxproj, written as Xcode writes it

class Ref(str):
    """An object id used as a value: written with the object's comment, as Xcode does."""


_UNQUOTED = re.compile(r"^[A-Za-z0-9_$/:.]+$")


def _quote(text):
    if _UNQUOTED.match(text):
        return text
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
    return f'"{escaped}"'


class PBXProject:
    """The objects of one project.pbxproj. Ids are derived from keys, so a project is the same bytes
    every time it is written (as Xcode keeps ids stable)."""

    # Objects Xcode writes on one line.
    SINGLE_LINE = {"PBXBuildFile", "PBXFileReference"}

    def __init__(self, name, object_version):
        self.name = name
        self.object_version = object_version
        self.objects = {}
        self.comments = {}
        self.root = None

    def make_id(self, key):
        return Ref(hashlib.md5(f"{self.name}\0{key}".encode()).hexdigest()[:24].upper())

    def add(self, key, isa, comment, **fields):
        ident = self.make_id(key)
        if ident in self.objects:
            raise ValueError(f"duplicate object {key} in {self.name}")
        fields["isa"] = isa
        self.objects[ident] = fields
        self.comments[ident] = comment
        return ident

    def _value(self, value, indent, single):
        if isinstance(value, Ref):
            comment = self.comments.get(value)
            return f"{value} /* {comment} */" if comment else str(value)
        if isinstance(value, int):
            return str(value)
        if isinstance(value, str):
            return _quote(value)
        if isinstance(value, list):
            if single:
                return "(" + "".join(self._value(item, indent, True) + ", " for item in value) + ")"
            inner = "\t" * (indent + 1)
            return "(\n" + "".join(f"{inner}{self._value(item, indent + 1, False)},\n" for item in value) + "\t" * indent + ")"
        if isinstance(value, dict):
            keys = sorted(value)
            if single:
                return "{" + "".join(f"{_quote(key)} = {self._value(value[key], indent, True)}; " for key in keys) + "}"
            inner = "\t" * (indent + 1)
            return "{\n" + "".join(f"{inner}{_quote(key)} = {self._value(value[key], indent + 1, False)};\n" for key in keys) + "\t" * indent + "}"
        raise TypeError(f"cannot write {value!r}")

    def text(self):
        sections = {}
        for ident, fields in self.objects.items():
            sections.setdefault(fields["isa"], []).append(ident)
        out = ["// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n", f"\tobjectVersion = {self.object_version};\n\tobjects = {{\n"]
        for isa in sorted(sections):
            out.append(f"\n/* Begin {isa} section */\n")
            single = isa in self.SINGLE_LINE
            for ident in sorted(sections[isa]):
                fields = self.objects[ident]
                keys = ["isa"] + sorted(key for key in fields if key != "isa")
                head = f"\t\t{self._value(Ref(ident), 2, True)} = "
                if single:
                    out.append(head + "{" + "".join(f"{key} = {self._value(fields[key], 2, True)}; " for key in keys) + "};\n")
                else:
                    body = "".join(f"\t\t\t{key} = {self._value(fields[key], 3, False)};\n" for key in keys)
                    out.append(head + "{\n" + body + "\t\t};\n")
            out.append(f"/* End {isa} section */\n")
        out.append(f"\t}};\n\trootObject = {self._value(self.root, 1, True)};\n}}\n")
        return "".join(out)

    # Helpers for the objects every project has.

    def file_ref(self, key, path, name=None, source_tree="<group>", **extra):
        fields = {"path": path, "sourceTree": source_tree}
        if name:
            fields["name"] = name
        if "explicitFileType" not in extra and "lastKnownFileType" not in extra:
            fields["lastKnownFileType"] = file_type(path)
        fields.update(extra)
        return self.add(key, "PBXFileReference", name or os.path.basename(path), **fields)

    def group(self, key, children, path=None, name=None, comment=None):
        fields = {"children": children, "sourceTree": "<group>"}
        if path is not None:
            fields["path"] = path
        if name is not None:
            fields["name"] = name
        return self.add(key, "PBXGroup", comment if comment is not None else (name or path), **fields)

    def build_file(self, key, file_ref, file_name, phase_name, attributes=None):
        fields = {"fileRef": file_ref}
        if attributes:
            fields["settings"] = {"ATTRIBUTES": attributes}
        return self.add(key, "PBXBuildFile", f"{file_name} in {phase_name}", **fields)

    def phase(self, key, isa, comment, files, **extra):
        fields = {"buildActionMask": 2147483647, "files": files, "runOnlyForDeploymentPostprocessing": 0}
        fields.update(extra)
        return self.add(key, isa, comment, **fields)

    def configuration_list(self, key, owner, configurations):
        """configurations: [(name, base reference or None, settings)]"""
        ids = []
        for name, base, settings in configurations:
            fields = {"buildSettings": settings, "name": name}
            if base:
                fields["baseConfigurationReference"] = base
            ids.append(self.add(f"{key}/config/{name}", "XCBuildConfiguration", name, **fields))
        return self.add(f"{key}/list", "XCConfigurationList", f"Build configuration list for {owner}",
                        buildConfigurations=ids, defaultConfigurationIsVisible=0, defaultConfigurationName="Release")

    def local_dependency(self, key, target, target_name):
        proxy = self.add(f"{key}/proxy", "PBXContainerItemProxy", "PBXContainerItemProxy",
                         containerPortal=self.make_id("project"), proxyType="1", remoteGlobalIDString=target, remoteInfo=target_name)
        return self.add(f"{key}/dependency", "PBXTargetDependency", "PBXTargetDependency", target=target, targetProxy=proxy)


FILE_TYPES = {
    ".swift": "sourcecode.swift", ".m": "sourcecode.c.objc", ".h": "sourcecode.c.h", ".pch": "sourcecode.c.h",
    ".plist": "text.plist.xml", ".xcconfig": "text.xcconfig", ".xcodeproj": "wrapper.pb-project",
    ".modulemap": "sourcecode.module-map", ".sh": "text.script.sh", ".markdown": "text", ".podspec": "text",
}


def file_type(path):
    return FILE_TYPES.get(os.path.splitext(path)[1], "text")


def is_source(name):
    return name.endswith((".swift", ".m", ".mm", ".c", ".cpp"))


# MARK: - The workspace's files

class Module:
    def __init__(self, name, language, placement, folder, routers):
        self.name = name
        self.language = language
        self.placement = placement  # "framework", "synced" or "pod"
        self.folder = folder
        self.routers = routers
        self.files = sorted(entry for entry in os.listdir(folder) if not entry.startswith("."))
        self.added = []  # ordinary .m files added to the project by the "added file" runs

    @property
    def headers(self):
        return [name for name in self.files if name.endswith(".h")]

    @property
    def public_headers(self):
        return [name for name in self.headers if name.endswith(("ViewController.h", "ViewRouter.h"))]


def placement_of(index):
    if index % 5 == 4:
        return "pod"
    if index % 10 == 1:
        return "synced"
    return "framework"


INFO_PLIST = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
\t<key>CFBundleDevelopmentRegion</key>
\t<string>$(DEVELOPMENT_LANGUAGE)</string>
\t<key>CFBundleExecutable</key>
\t<string>$(EXECUTABLE_NAME)</string>
\t<key>CFBundleIdentifier</key>
\t<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
\t<key>CFBundlePackageType</key>
\t<string>$(PRODUCT_BUNDLE_PACKAGE_TYPE)</string>
\t<key>CFBundleShortVersionString</key>
\t<string>1.0</string>
</dict>
</plist>
"""

POD_PREFIX = """#ifdef __OBJC__
#import <UIKit/UIKit.h>
#else
#ifndef FOUNDATION_EXPORT
#if defined(__cplusplus)
#define FOUNDATION_EXPORT extern "C"
#else
#define FOUNDATION_EXPORT extern
#endif
#endif
#endif

"""


def pod_umbrella(name, headers):
    imports = "".join(f'#import "{header}"\n' for header in headers)
    return f"""{POD_PREFIX}{imports}
FOUNDATION_EXPORT double {name}VersionNumber;
FOUNDATION_EXPORT const unsigned char {name}VersionString[];

"""


def pod_dummy(name):
    symbol = re.sub(r"[^A-Za-z0-9_]", "_", name)
    return f"#import <Foundation/Foundation.h>\n@interface PodsDummy_{symbol} : NSObject\n@end\n@implementation PodsDummy_{symbol}\n@end\n"


def pod_xcconfig(name, source_root):
    return f"""CONFIGURATION_BUILD_DIR = ${{PODS_CONFIGURATION_BUILD_DIR}}/{name}
FRAMEWORK_SEARCH_PATHS = $(inherited) "${{PODS_CONFIGURATION_BUILD_DIR}}/ZIKRouter"
GCC_PREPROCESSOR_DEFINITIONS = $(inherited) COCOAPODS=1
OTHER_LDFLAGS = $(inherited) -framework "Foundation" -framework "UIKit" -framework "ZIKRouter"
OTHER_SWIFT_FLAGS = $(inherited) -D COCOAPODS
PODS_BUILD_DIR = ${{BUILD_DIR}}
PODS_CONFIGURATION_BUILD_DIR = ${{PODS_BUILD_DIR}}/$(CONFIGURATION)$(EFFECTIVE_PLATFORM_NAME)
PODS_DEVELOPMENT_LANGUAGE = ${{DEVELOPMENT_LANGUAGE}}
PODS_ROOT = ${{SRCROOT}}
PODS_TARGET_SRCROOT = {source_root}
PRODUCT_BUNDLE_IDENTIFIER = org.cocoapods.${{PRODUCT_NAME:rfc1034identifier}}
SKIP_INSTALL = YES
USE_RECURSIVE_SCRIPT_INPUTS_IN_SCRIPT_PHASES = YES
"""


def pods_app_xcconfig(pods):
    frameworks = " ".join(f'"${{PODS_CONFIGURATION_BUILD_DIR}}/{pod}"' for pod in pods)
    headers = " ".join(f'"${{PODS_CONFIGURATION_BUILD_DIR}}/{pod}/{pod}.framework/Headers"' for pod in pods)
    flags = " ".join(f'-framework "{pod}"' for pod in pods)
    return f"""ALWAYS_EMBED_SWIFT_STANDARD_LIBRARIES = YES
FRAMEWORK_SEARCH_PATHS = $(inherited) {frameworks}
GCC_PREPROCESSOR_DEFINITIONS = $(inherited) COCOAPODS=1
HEADER_SEARCH_PATHS = $(inherited) {headers}
LD_RUNPATH_SEARCH_PATHS = $(inherited) /usr/lib/swift '@executable_path/Frameworks' '@loader_path/Frameworks'
LIBRARY_SEARCH_PATHS = $(inherited) "${{TOOLCHAIN_DIR}}/usr/lib/swift/${{PLATFORM_NAME}}" /usr/lib/swift
OTHER_LDFLAGS = $(inherited) -ObjC -framework "Foundation" -framework "UIKit" {flags}
OTHER_SWIFT_FLAGS = $(inherited) -D COCOAPODS
PODS_BUILD_DIR = ${{BUILD_DIR}}
PODS_CONFIGURATION_BUILD_DIR = ${{PODS_BUILD_DIR}}/$(CONFIGURATION)$(EFFECTIVE_PLATFORM_NAME)
PODS_PODFILE_DIR_PATH = ${{SRCROOT}}/.
PODS_ROOT = ${{SRCROOT}}/Pods
PODS_XCFRAMEWORKS_BUILD_DIR = $(PODS_CONFIGURATION_BUILD_DIR)/XCFrameworkIntermediates
USE_RECURSIVE_SCRIPT_INPUTS_IN_SCRIPT_PHASES = YES
"""


def podspec(name, language):
    extension = "swift" if language == "swift" else "{h,m}"
    swift = "\n  s.swift_version    = '5.0'" if language == "swift" else ""
    return f"""Pod::Spec.new do |s|
  s.name             = '{name}'
  s.version          = '0.1.0'
  s.summary          = 'The {name} feature.'
  s.homepage         = 'https://example.com/{name}'
  s.license          = {{ :type => 'MIT' }}
  s.author           = {{ 'App Team' => 'team@example.com' }}
  s.source           = {{ :git => 'https://example.com/{name}.git', :tag => s.version.to_s }}
  s.ios.deployment_target = '13.0'{swift}
  s.source_files     = 'Sources/{name}/**/*.{extension}'
  s.frameworks       = 'Foundation', 'UIKit'
  s.dependency 'ZIKRouter', '>= 1.1.1'
end
"""


def app_files(root):
    """The app's own sources: an Objective-C app delegate and main, an ordinary Swift file, one router."""
    app = os.path.join(root, "App")
    write(os.path.join(app, "AppDelegate.h"), """#import <UIKit/UIKit.h>

@interface AppDelegate : UIResponder <UIApplicationDelegate>
@property (strong, nonatomic) UIWindow *window;
@end
""")
    write(os.path.join(app, "AppDelegate.m"), """#import "AppDelegate.h"
#import "RouteRegistry.h"
#import "AppHomeViewController.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    ZIKRouteRegistry.autoRegister = NO;
    [RouteRegistry registerAllRoutes];
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[[AppHomeViewController alloc] init]];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
""")
    write(os.path.join(app, "main.m"), """#import <UIKit/UIKit.h>
#import "AppDelegate.h"

int main(int argc, char * argv[]) {
    @autoreleasepool {
        return UIApplicationMain(argc, argv, nil, NSStringFromClass([AppDelegate class]));
    }
}
""")
    write(os.path.join(app, "AppHomeViewController.h"), """#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol AppHomeViewInput <ZIKViewRoutable>
@property (nonatomic, copy, nullable) NSString *title;
@end

@interface AppHomeViewController : UIViewController <ZIKRoutableView, AppHomeViewInput>
@end

NS_ASSUME_NONNULL_END
""")
    write(os.path.join(app, "AppHomeViewController.m"), """#import "AppHomeViewController.h"

@implementation AppHomeViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Home";
}

@end
""")
    folder_mode.write_objc_router(app, "AppHome")
    write(os.path.join(app, "SceneCoordinator.swift"), """import UIKit

/// Keeps the app's scenes and the screen each one shows.
final class SceneCoordinator {
    private var scenes: [String: UIViewController] = [:]

    func attach(_ controller: UIViewController, to scene: String) {
        scenes[scene] = controller
    }

    func detach(scene: String) {
        scenes.removeValue(forKey: scene)
    }
}
""")
    write(os.path.join(app, "App-Prefix.pch"), """// The app's prefix header: read in front of every Objective-C file of the target.
#import <Availability.h>

#ifdef __OBJC__
    #import <UIKit/UIKit.h>
    #import <Foundation/Foundation.h>
    #import <ZIKRouter/ZIKRouter.h>
#endif

#define APP_LOG(format, ...) NSLog((@"[App] " format), ##__VA_ARGS__)
""")
    write(os.path.join(app, "Info.plist"), INFO_PLIST)
    write(os.path.join(app, "Config", "Shared.xcconfig"), """// Settings every configuration of the app and its modules share.
APP_FEATURE_FLAGS = FEATURE_HOME=1 FEATURE_SEARCH=1
GCC_PREPROCESSOR_DEFINITIONS = $(inherited) $(APP_FEATURE_FLAGS)
SWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited) FEATURE_HOME
IPHONEOS_DEPLOYMENT_TARGET = 15.0
""")
    write(os.path.join(app, "Config", "Debug.xcconfig"), """#include "Shared.xcconfig"
#include? "Local.xcconfig"

OTHER_CFLAGS = $(inherited) -DAPP_VERBOSE_ROUTING
""")
    write(os.path.join(app, "Config", "Release.xcconfig"), """#include "Shared.xcconfig"
#include? "Local.xcconfig"

// Release ships without the search feature.
APP_FEATURE_FLAGS = FEATURE_HOME=1
""")
    sources = ["AppDelegate.m", "main.m", "AppHomeViewController.m", "AppHomeViewRouter.m", "SceneCoordinator.swift"]
    headers = ["AppDelegate.h", "AppHomeViewController.h", "AppHomeViewRouter.h"]
    return app, sources, headers


def core_kit(root):
    folder = os.path.join(root, "Modules", "Sources", "CoreKit")
    write(os.path.join(folder, "CoreKit.h"), """#import <Foundation/Foundation.h>

FOUNDATION_EXPORT double CoreKitVersionNumber;
FOUNDATION_EXPORT const unsigned char CoreKitVersionString[];

#import <CoreKit/CKLogger.h>
""")
    write(os.path.join(folder, "CKLogger.h"), """#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface CKLogger : NSObject
+ (instancetype)sharedLogger;
- (void)log:(NSString *)message;
@end

NS_ASSUME_NONNULL_END
""")
    write(os.path.join(folder, "CKLogger.m"), """#import "CKLogger.h"

@implementation CKLogger

+ (instancetype)sharedLogger {
    static CKLogger *logger;
    static dispatch_once_t once;
    dispatch_once(&once, ^{ logger = [[CKLogger alloc] init]; });
    return logger;
}

- (void)log:(NSString *)message {
    NSLog(@"%@", message);
}

@end
""")
    write(os.path.join(folder, "CKTheme.swift"), """import UIKit

public struct CKTheme {
    public var tint: UIColor
    public var background: UIColor

    public static let standard = CKTheme(tint: .systemBlue, background: .systemBackground)
}
""")
    return folder


def modules_config(root):
    config = os.path.join(root, "Modules", "Config")
    write(os.path.join(config, "Base.xcconfig"), """#include "../../App/Config/Shared.xcconfig"

// Every framework of Modules.xcodeproj reads the shared prefix header.
GCC_PREFIX_HEADER = $(SRCROOT)/Config/Modules-Prefix.pch
CLANG_ENABLE_MODULES = YES
""")
    write(os.path.join(config, "Debug.xcconfig"), '#include "Base.xcconfig"\n\nMODULES_LOG_LEVEL = 2\n')
    write(os.path.join(config, "Release.xcconfig"), '#include "Base.xcconfig"\n\nMODULES_LOG_LEVEL = 0\n')
    write(os.path.join(config, "Modules-Prefix.pch"), """// The modules' prefix header.
#ifdef __OBJC__
    #import <UIKit/UIKit.h>
    #import <ZIKRouter/ZIKRouter.h>
#endif
""")
    return config


def spec_pods(root):
    """Two pods from the spec repository: ZIKRouter itself (never read: routegen knows the framework) and
    AFNetworking-like ordinary Objective-C files (read; no router)."""
    pods = {}
    zik = os.path.join(root, "Pods", "ZIKRouter", "ZIKRouter")
    write(os.path.join(zik, "ZIKRouter.h"), "#import <ZIKRouter/ZIKViewRouter.h>\n#import <ZIKRouter/ZIKServiceRouter.h>\n")
    write(os.path.join(zik, "ZIKViewRouter.h"), "#import <UIKit/UIKit.h>\n\n@interface ZIKViewRouter<__covariant Destination, __covariant RouteConfig> : NSObject\n+ (void)registerRoutableDestination;\n@end\n")
    write(os.path.join(zik, "ZIKViewRouter.m"), "#import \"ZIKViewRouter.h\"\n\n@implementation ZIKViewRouter\n+ (void)registerRoutableDestination {}\n@end\n")
    write(os.path.join(zik, "ZIKServiceRouter.h"), "#import <Foundation/Foundation.h>\n\n@interface ZIKServiceRouter<__covariant Destination, __covariant RouteConfig> : NSObject\n+ (void)registerRoutableDestination;\n@end\n")
    write(os.path.join(zik, "ZIKServiceRouter.m"), "#import \"ZIKServiceRouter.h\"\n\n@implementation ZIKServiceRouter\n+ (void)registerRoutableDestination {}\n@end\n")
    pods["ZIKRouter"] = (zik, sorted(os.listdir(zik)))
    af = os.path.join(root, "Pods", "AFNetworking", "AFNetworking")
    for number in range(4):
        kind, files = folder_mode.OBJC_ORDINARY[number % len(folder_mode.OBJC_ORDINARY)]
        for file_name, text in files("AFURLSession", number):
            write(os.path.join(af, file_name), text)
    pods["AFNetworking"] = (af, sorted(os.listdir(af)))
    return pods


class Workspace:
    """A generated workspace: its files on disk, and what routegen should find in it."""

    def __init__(self, root, modules, ordinary):
        self.root = root
        self.modules = []
        self.object_version = 77
        swift_count = modules // 2
        objc_count = modules - swift_count
        for language, count in (("swift", swift_count), ("objc", objc_count)):
            writer = folder_mode.realistic_swift_module if language == "swift" else folder_mode.realistic_objc_module
            prefix = "Feature" if language == "swift" else "Legacy"
            for index in range(count):
                name = f"{prefix}{index}"
                placement = placement_of(index)
                base = os.path.join(root, "LocalPods", name) if placement == "pod" else os.path.join(root, "Modules")
                routers = writer(base, index, count, ordinary)
                module_folder = os.path.join(base, "Sources", name)
                if placement == "synced":
                    write(os.path.join(module_folder, "Info.plist"), INFO_PLIST)
                self.modules.append(Module(name, language, placement, module_folder, routers))
        self.app_folder, self.app_sources, self.app_headers = app_files(root)
        self.core_folder = core_kit(root)
        self.modules_config = modules_config(root)
        self.spec_pods = spec_pods(root)
        self.pods = [module for module in self.modules if module.placement == "pod"]
        self.frameworks = [module for module in self.modules if module.placement != "pod"]
        self.write_pods_support()
        self.write_projects()
        write(os.path.join(root, "App.xcworkspace", "contents.xcworkspacedata"), """<?xml version="1.0" encoding="UTF-8"?>
<Workspace
   version = "1.0">
   <FileRef
      location = "group:App.xcodeproj">
   </FileRef>
   <FileRef
      location = "group:Pods/Pods.xcodeproj">
   </FileRef>
</Workspace>
""")

    # Paths

    @property
    def workspace(self):
        return os.path.join(self.root, "App.xcworkspace")

    @property
    def project_files(self):
        return [os.path.join(self.root, path, "project.pbxproj") for path in ("App.xcodeproj", "Modules/Modules.xcodeproj", "Pods/Pods.xcodeproj")]

    def support(self, name, *parts):
        return os.path.join(self.root, "Pods", "Target Support Files", name, *parts)

    # CocoaPods' files

    def write_pods_support(self):
        root = self.root
        pod_names = sorted([module.name for module in self.pods] + list(self.spec_pods))
        for module in self.pods:
            source_root = f"${{PODS_ROOT}}/../LocalPods/{module.name}"
            write(self.support(module.name, f"{module.name}-prefix.pch"), POD_PREFIX)
            write(self.support(module.name, f"{module.name}-umbrella.h"), pod_umbrella(module.name, module.headers))
            write(self.support(module.name, f"{module.name}-dummy.m"), pod_dummy(module.name))
            write(self.support(module.name, f"{module.name}-Info.plist"), INFO_PLIST)
            write(self.support(module.name, f"{module.name}.modulemap"), f"framework module {module.name} {{\n  umbrella header \"{module.name}-umbrella.h\"\n\n  export *\n  module * {{ export * }}\n}}\n")
            for configuration in ("debug", "release"):
                write(self.support(module.name, f"{module.name}.{configuration}.xcconfig"), pod_xcconfig(module.name, source_root))
            write(os.path.join(root, "LocalPods", module.name, f"{module.name}.podspec"), podspec(module.name, module.language))
        for name, (folder, files) in self.spec_pods.items():
            headers = [entry for entry in files if entry.endswith(".h")]
            write(self.support(name, f"{name}-prefix.pch"), POD_PREFIX)
            write(self.support(name, f"{name}-umbrella.h"), pod_umbrella(name, headers))
            write(self.support(name, f"{name}-dummy.m"), pod_dummy(name))
            write(self.support(name, f"{name}-Info.plist"), INFO_PLIST)
            write(self.support(name, f"{name}.modulemap"), f"framework module {name} {{\n  umbrella header \"{name}-umbrella.h\"\n\n  export *\n  module * {{ export * }}\n}}\n")
            for configuration in ("debug", "release"):
                write(self.support(name, f"{name}.{configuration}.xcconfig"), pod_xcconfig(name, f"${{PODS_ROOT}}/{name}"))
        write(self.support("Pods-App", "Pods-App-umbrella.h"), pod_umbrella("Pods_App", []))
        write(self.support("Pods-App", "Pods-App-dummy.m"), pod_dummy("Pods_App"))
        write(self.support("Pods-App", "Pods-App-Info.plist"), INFO_PLIST)
        write(self.support("Pods-App", "Pods-App-frameworks.sh"), "#!/bin/sh\nset -e\n# Embeds the pods' frameworks (CocoaPods).\n")
        write(self.support("Pods-App", "Pods-App-acknowledgements.markdown"), "# Acknowledgements\nThis application makes use of the following third party libraries:\n")
        write(self.support("Pods-App", "Pods-App.modulemap"), "framework module Pods_App {\n  umbrella header \"Pods-App-umbrella.h\"\n\n  export *\n  module * { export * }\n}\n")
        for configuration in ("debug", "release"):
            write(self.support("Pods-App", f"Pods-App.{configuration}.xcconfig"), pods_app_xcconfig(pod_names))

        lock = ["PODS:"]
        for module in self.pods:
            lock += [f"  - {module.name} (0.1.0):", "    - ZIKRouter (>= 1.1.1)"]
        lock += ["  - AFNetworking (4.0.1)", "  - ZIKRouter (1.1.1):", "    - ZIKRouter/ServiceRouter (= 1.1.1)",
                 "    - ZIKRouter/ViewRouter (= 1.1.1)", "  - ZIKRouter/ServiceRouter (1.1.1)", "  - ZIKRouter/ViewRouter (1.1.1):",
                 "    - ZIKRouter/ServiceRouter", "", "DEPENDENCIES:", "  - AFNetworking (~> 4.0)"]
        lock += [f"  - {module.name} (from `LocalPods/{module.name}`)" for module in self.pods]
        lock += ["  - ZIKRouter (>= 1.1.1)", "", "SPEC REPOS:", "  trunk:", "    - AFNetworking", "    - ZIKRouter", "", "EXTERNAL SOURCES:"]
        for module in self.pods:
            lock += [f"  {module.name}:", f"    :path: LocalPods/{module.name}"]
        lock += ["", "SPEC CHECKSUMS:"]
        for name in pod_names:
            lock.append(f"  {name}: {hashlib.sha1(name.encode()).hexdigest()}")
        lock += ["", "PODFILE CHECKSUM: " + hashlib.sha1(b"Podfile").hexdigest(), "", "COCOAPODS: 1.15.2", ""]
        write(os.path.join(root, "Podfile.lock"), "\n".join(lock))
        write(os.path.join(root, "Pods", "Manifest.lock"), "\n".join(lock))
        podfile = ["platform :ios, '15.0'", "use_frameworks!", "", "target 'App' do", "  project 'App.xcodeproj'",
                   "  pod 'ZIKRouter', '>= 1.1.1'", "  pod 'AFNetworking', '~> 4.0'"]
        podfile += [f"  pod '{module.name}', :path => 'LocalPods/{module.name}'" for module in self.pods]
        podfile += ["end", ""]
        write(os.path.join(root, "Podfile"), "\n".join(podfile))

    # Projects

    def write_projects(self):
        self.write_modules_project()
        self.write_app_project()
        self.write_pods_project()

    def save(self, project, path):
        """As Xcode saves: the whole file replaced at once."""
        text = project.text()
        os.makedirs(os.path.dirname(path), exist_ok=True)
        temporary = path + ".tmp"
        with open(temporary, "w", encoding="utf-8") as handle:
            handle.write(text)
        os.replace(temporary, path)

    @staticmethod
    def project_settings(debug):
        settings = {
            "ALWAYS_SEARCH_USER_PATHS": "NO", "CLANG_ANALYZER_NONNULL": "YES", "CLANG_CXX_LANGUAGE_STANDARD": "gnu++20",
            "CLANG_ENABLE_MODULES": "YES", "CLANG_ENABLE_OBJC_ARC": "YES", "CLANG_ENABLE_OBJC_WEAK": "YES",
            "CLANG_WARN_BOOL_CONVERSION": "YES", "CLANG_WARN_DOCUMENTATION_COMMENTS": "YES", "CLANG_WARN_EMPTY_BODY": "YES",
            "CLANG_WARN_INFINITE_RECURSION": "YES", "CLANG_WARN_UNGUARDED_AVAILABILITY": "YES_AGGRESSIVE",
            "COPY_PHASE_STRIP": "NO", "ENABLE_STRICT_OBJC_MSGSEND": "YES", "GCC_C_LANGUAGE_STANDARD": "gnu17",
            "GCC_NO_COMMON_BLOCKS": "YES", "GCC_WARN_64_TO_32_BIT_CONVERSION": "YES", "GCC_WARN_UNUSED_VARIABLE": "YES",
            "IPHONEOS_DEPLOYMENT_TARGET": "15.0", "MTL_FAST_MATH": "YES", "SDKROOT": "iphoneos",
        }
        if debug:
            settings.update({
                "DEBUG_INFORMATION_FORMAT": "dwarf", "ENABLE_TESTABILITY": "YES", "GCC_DYNAMIC_NO_PIC": "NO",
                "GCC_OPTIMIZATION_LEVEL": "0", "GCC_PREPROCESSOR_DEFINITIONS": ["DEBUG=1", "$(inherited)"],
                "MTL_ENABLE_DEBUG_INFO": "INCLUDE_SOURCE", "ONLY_ACTIVE_ARCH": "YES",
                "SWIFT_ACTIVE_COMPILATION_CONDITIONS": "DEBUG $(inherited)", "SWIFT_OPTIMIZATION_LEVEL": "-Onone",
            })
        else:
            settings.update({
                "DEBUG_INFORMATION_FORMAT": "dwarf-with-dsym", "ENABLE_NS_ASSERTIONS": "NO", "MTL_ENABLE_DEBUG_INFO": "NO",
                "SWIFT_COMPILATION_MODE": "wholemodule", "VALIDATE_PRODUCT": "YES",
            })
        return settings

    @staticmethod
    def framework_settings(name, debug):
        settings = {
            "CODE_SIGN_STYLE": "Automatic", "CURRENT_PROJECT_VERSION": "1", "DEFINES_MODULE": "YES",
            "DYLIB_COMPATIBILITY_VERSION": "1", "DYLIB_CURRENT_VERSION": "1", "DYLIB_INSTALL_NAME_BASE": "@rpath",
            "ENABLE_MODULE_VERIFIER": "YES", "GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_KEY_NSHumanReadableCopyright": "",
            "INSTALL_PATH": "$(LOCAL_LIBRARY_DIR)/Frameworks",
            "LD_RUNPATH_SEARCH_PATHS": ["$(inherited)", "@executable_path/Frameworks", "@loader_path/Frameworks"],
            "MARKETING_VERSION": "1.0", "MODULE_VERIFIER_SUPPORTED_LANGUAGES": "objective-c objective-c++",
            "MODULE_VERIFIER_SUPPORTED_LANGUAGE_STANDARDS": "gnu17 gnu++20", "PRODUCT_BUNDLE_IDENTIFIER": f"com.example.modules.{name}",
            "PRODUCT_NAME": "$(TARGET_NAME:c99extidentifier)", "SKIP_INSTALL": "YES", "SWIFT_EMIT_LOC_STRINGS": "YES",
            "SWIFT_INSTALL_OBJC_HEADER": "NO", "SWIFT_VERSION": "5.0", "TARGETED_DEVICE_FAMILY": "1,2",
            "VERSIONING_SYSTEM": "apple-generic", "VERSION_INFO_PREFIX": "",
        }
        if not debug:
            settings["SWIFT_COMPILATION_MODE"] = "wholemodule"
        return settings

    def write_modules_project(self):
        """Modules/Modules.xcodeproj: CoreKit and the framework modules (a slice folder-synchronised)."""
        project = PBXProject("Modules", 77)
        self.modules_project = project
        project_id = project.make_id("project")
        products, source_groups, targets = [], [], []
        self.module_products = {}  # name -> (product file ref id, target id)

        def framework_target(name, sources, headers, public, synced_group=None, links_core=True, extra_sources=()):
            """Build phases and target of one framework; sources/headers are (file ref id, file name)."""
            product = project.file_ref(f"{name}/product", f"{name}.framework", explicitFileType="wrapper.framework", includeInIndex=0, source_tree="BUILT_PRODUCTS_DIR")
            products.append(product)
            header_files = [project.build_file(f"{name}/hdr/{file}", ref, file, "Headers", ["Public"] if file in public else None) for ref, file in headers]
            source_files = [project.build_file(f"{name}/src/{file}", ref, file, "Sources") for ref, file in list(sources) + list(extra_sources)]
            link_files = []
            dependencies = []
            if links_core:
                core_product, core_target = self.module_products["CoreKit"]
                link_files.append(project.build_file(f"{name}/link/CoreKit", core_product, "CoreKit.framework", "Frameworks"))
                dependencies.append(project.local_dependency(f"{name}/depends/CoreKit", core_target, "CoreKit"))
            phases = [
                project.phase(f"{name}/headers", "PBXHeadersBuildPhase", "Headers", header_files),
                project.phase(f"{name}/sources", "PBXSourcesBuildPhase", "Sources", source_files),
                project.phase(f"{name}/frameworks", "PBXFrameworksBuildPhase", "Frameworks", link_files),
                project.phase(f"{name}/resources", "PBXResourcesBuildPhase", "Resources", []),
            ]
            configurations = project.configuration_list(f"target/{name}", f'PBXNativeTarget "{name}"', [
                ("Debug", None, self.framework_settings(name, True)), ("Release", None, self.framework_settings(name, False))])
            fields = {"buildConfigurationList": configurations, "buildPhases": phases, "buildRules": [], "dependencies": dependencies,
                      "name": name, "packageProductDependencies": [], "productName": name, "productReference": product,
                      "productType": "com.apple.product-type.framework"}
            if synced_group:
                fields["fileSystemSynchronizedGroups"] = [synced_group]
            target = project.add(f"target/{name}", "PBXNativeTarget", name, **fields)
            targets.append(target)
            self.module_products[name] = (product, target)
            return target

        # CoreKit first: every feature links it.
        core_files = sorted(os.listdir(self.core_folder))
        core_refs = {file: project.file_ref(f"CoreKit/file/{file}", file) for file in core_files}
        source_groups.append(project.group("group/CoreKit", [core_refs[file] for file in core_files], path="CoreKit"))
        framework_target("CoreKit", [(core_refs[f], f) for f in core_files if is_source(f)],
                         [(core_refs[f], f) for f in core_files if f.endswith(".h")], {"CoreKit.h", "CKLogger.h"}, links_core=False)

        for module in self.frameworks:
            name = module.name
            if module.placement == "synced":
                # The target's id is needed by its exception set, and the exception set by the group.
                target_id = project.make_id(f"target/{name}")
                exception_fields = {"membershipExceptions": ["Info.plist"], "target": target_id}
                if module.public_headers:
                    exception_fields["publicHeaders"] = module.public_headers
                exception = project.add(f"{name}/exceptions", "PBXFileSystemSynchronizedBuildFileExceptionSet",
                                        f'Exceptions for "{name}" folder in "{name}" target', **exception_fields)
                synced = project.add(f"group/{name}", "PBXFileSystemSynchronizedRootGroup", name,
                                     exceptions=[exception], path=name, sourceTree="<group>")
                source_groups.append(synced)
                project.comments[target_id] = name
                framework_target(name, [], [], set(), synced_group=synced)
            else:
                refs = {file: project.file_ref(f"{name}/file/{file}", file) for file in module.files}
                added = {file: project.file_ref(f"{name}/file/{file}", file) for file in module.added}
                source_groups.append(project.group(f"group/{name}", [refs[f] for f in module.files] + [added[f] for f in module.added], path=name))
                framework_target(name, [(refs[f], f) for f in module.files if is_source(f)],
                                 [(refs[f], f) for f in module.headers], set(module.public_headers),
                                 extra_sources=[(added[f], f) for f in module.added])

        config_files = {name: project.file_ref(f"config/{name}", name) for name in ("Base.xcconfig", "Debug.xcconfig", "Release.xcconfig", "Modules-Prefix.pch")}
        config_group = project.group("group/Config", [config_files[name] for name in sorted(config_files)], path="Config")
        sources_group = project.group("group/Sources", source_groups, path="Sources")
        products_group = project.group("group/Products", products, name="Products")
        main_group = project.add("group/main", "PBXGroup", None, children=[sources_group, config_group, products_group], sourceTree="<group>")
        project_configurations = project.configuration_list("project", 'PBXProject "Modules"', [
            ("Debug", config_files["Debug.xcconfig"], self.project_settings(True)),
            ("Release", config_files["Release.xcconfig"], self.project_settings(False))])
        project.root = project.add("project", "PBXProject", "Project object",
                                   attributes={"BuildIndependentTargetsInParallel": "1", "LastSwiftUpdateCheck": "1600", "LastUpgradeCheck": "1600",
                                               "TargetAttributes": {}},
                                   buildConfigurationList=project_configurations, developmentRegion="en", hasScannedForEncodings="0",
                                   knownRegions=["en", "Base"], mainGroup=main_group, minimizedProjectReferenceProxies="1",
                                   preferredProjectObjectVersion="77", productRefGroup=products_group, projectDirPath="", projectRoot="",
                                   targets=targets)
        assert project.root == project_id
        self.save(project, os.path.join(self.root, "Modules", "Modules.xcodeproj", "project.pbxproj"))

    def write_app_project(self):
        """App.xcodeproj: the app target, with Modules.xcodeproj as a sub-project whose frameworks it links."""
        project = PBXProject("App", 56)
        modules = self.modules_project
        refs = {file: project.file_ref(f"app/file/{file}", file) for file in sorted(self.app_sources + self.app_headers + ["App-Prefix.pch", "Info.plist"])}
        configs = {name: project.file_ref(f"app/config/{name}", name) for name in ("Shared.xcconfig", "Debug.xcconfig", "Release.xcconfig")}
        config_group = project.group("group/Config", [configs[name] for name in ("Shared.xcconfig", "Debug.xcconfig", "Release.xcconfig")], path="Config")
        app_group = project.group("group/App", [refs[name] for name in sorted(refs)] + [config_group], path="App")
        sub_project = project.file_ref("Modules.xcodeproj", "Modules/Modules.xcodeproj", name="Modules.xcodeproj")
        pods_configs = {configuration: project.file_ref(f"pods/{configuration}", f"Target Support Files/Pods-App/Pods-App.{configuration}.xcconfig",
                                                        name=f"Pods-App.{configuration}.xcconfig", includeInIndex=1)
                        for configuration in ("debug", "release")}
        pods_group = project.group("group/Pods", [pods_configs["debug"], pods_configs["release"]], path="Pods", comment="Pods")
        pods_framework = project.file_ref("Pods_App.framework", "Pods_App.framework", explicitFileType="wrapper.framework", includeInIndex=0, source_tree="BUILT_PRODUCTS_DIR")
        frameworks_group = project.group("group/Frameworks", [pods_framework], name="Frameworks")
        app_product = project.file_ref("App.app", "App.app", explicitFileType="wrapper.application", includeInIndex=0, source_tree="BUILT_PRODUCTS_DIR")
        products_group = project.group("group/Products", [app_product], name="Products")

        # The sub-project's products, as Xcode adds them when the project is dragged in.
        proxies, link_files, embed_files, dependencies = [], [], [], []
        for name in sorted(self.module_products, key=lambda name: (name != "CoreKit", name)):
            product, target = self.module_products[name]
            remote = project.add(f"proxy/product/{name}", "PBXContainerItemProxy", "PBXContainerItemProxy",
                                 containerPortal=sub_project, proxyType="2", remoteGlobalIDString=str(product), remoteInfo=name)
            reference = project.add(f"reference/{name}", "PBXReferenceProxy", f"{name}.framework",
                                    fileType="wrapper.framework", path=f"{name}.framework", remoteRef=remote, sourceTree="BUILT_PRODUCTS_DIR")
            proxies.append(reference)
            link_files.append(project.build_file(f"link/{name}", reference, f"{name}.framework", "Frameworks"))
            embed_files.append(project.build_file(f"embed/{name}", reference, f"{name}.framework", "Embed Frameworks", ["CodeSignOnCopy", "RemoveHeadersOnCopy"]))
            target_proxy = project.add(f"proxy/target/{name}", "PBXContainerItemProxy", "PBXContainerItemProxy",
                                       containerPortal=sub_project, proxyType="1", remoteGlobalIDString=str(target), remoteInfo=name)
            dependencies.append(project.add(f"dependency/{name}", "PBXTargetDependency", "PBXTargetDependency", name=name, targetProxy=target_proxy))
        link_files.append(project.build_file("link/Pods_App", pods_framework, "Pods_App.framework", "Frameworks"))
        sub_products = project.group("group/ModulesProducts", proxies, name="Products")

        sources = [project.build_file(f"src/{file}", refs[file], file, "Sources") for file in self.app_sources]
        phases = [
            project.phase("phase/check-pods", "PBXShellScriptBuildPhase", "[CP] Check Pods Manifest.lock", [],
                          inputFileListPaths=[], inputPaths=["${PODS_PODFILE_DIR_PATH}/Podfile.lock", "${PODS_ROOT}/Manifest.lock"],
                          name="[CP] Check Pods Manifest.lock", outputFileListPaths=[],
                          outputPaths=["$(DERIVED_FILE_DIR)/Pods-App-checkManifestLockResult.txt"], shellPath="/bin/sh",
                          shellScript="diff \"${PODS_PODFILE_DIR_PATH}/Podfile.lock\" \"${PODS_ROOT}/Manifest.lock\" > /dev/null\nif [ $? != 0 ] ; then\n    echo \"error: The sandbox is not in sync with the Podfile.lock. Run 'pod install' or update your CocoaPods installation.\" >&2\n    exit 1\nfi\necho \"SUCCESS\" > \"${SCRIPT_OUTPUT_FILE_0}\"\n",
                          showEnvVarsInLog=0),
            project.phase("phase/routegen", "PBXShellScriptBuildPhase", "Generate routes", [],
                          inputFileListPaths=["$(SRCROOT)/App/Generated/routegen-inputs.xcfilelist"], inputPaths=[], name="Generate routes",
                          outputFileListPaths=["$(SRCROOT)/App/Generated/routegen-outputs.xcfilelist"], outputPaths=[], shellPath="/bin/sh",
                          shellScript="routegen generate --workspace \"$SRCROOT/App.xcworkspace\" --target \"$TARGET_NAME\" --configuration \"$CONFIGURATION\" --entry objc --output-dir \"$SRCROOT/App/Generated\" --xcfilelist-dir \"$SRCROOT/App/Generated\" --cache-dir \"$DERIVED_FILE_DIR/routegen\"\n"),
            project.phase("phase/sources", "PBXSourcesBuildPhase", "Sources", sources),
            project.phase("phase/frameworks", "PBXFrameworksBuildPhase", "Frameworks", link_files),
            project.phase("phase/resources", "PBXResourcesBuildPhase", "Resources", []),
            project.phase("phase/embed", "PBXCopyFilesBuildPhase", "Embed Frameworks", embed_files, dstPath="", dstSubfolderSpec=10, name="Embed Frameworks"),
            project.phase("phase/embed-pods", "PBXShellScriptBuildPhase", "[CP] Embed Pods Frameworks", [],
                          inputFileListPaths=["${PODS_ROOT}/Target Support Files/Pods-App/Pods-App-frameworks-${CONFIGURATION}-input-files.xcfilelist"],
                          name="[CP] Embed Pods Frameworks",
                          outputFileListPaths=["${PODS_ROOT}/Target Support Files/Pods-App/Pods-App-frameworks-${CONFIGURATION}-output-files.xcfilelist"],
                          shellPath="/bin/sh", shellScript="\"${PODS_ROOT}/Target Support Files/Pods-App/Pods-App-frameworks.sh\"\n", showEnvVarsInLog=0),
        ]

        def app_settings():
            return {
                "ASSETCATALOG_COMPILER_APPICON_NAME": "AppIcon", "CODE_SIGN_STYLE": "Automatic", "CURRENT_PROJECT_VERSION": "1",
                "GCC_PREFIX_HEADER": "App/App-Prefix.pch", "GCC_PREPROCESSOR_DEFINITIONS": ["$(inherited)", "APP_TARGET=1"],
                "INFOPLIST_FILE": "App/Info.plist", "LD_RUNPATH_SEARCH_PATHS": ["$(inherited)", "@executable_path/Frameworks"],
                "MARKETING_VERSION": "1.0", "PRODUCT_BUNDLE_IDENTIFIER": "com.example.App", "PRODUCT_NAME": "$(TARGET_NAME)",
                "SWIFT_VERSION": "5.0", "TARGETED_DEVICE_FAMILY": "1,2",
            }

        target_configurations = project.configuration_list("target/App", 'PBXNativeTarget "App"', [
            ("Debug", pods_configs["debug"], app_settings()), ("Release", pods_configs["release"], app_settings())])
        app_target = project.add("target/App", "PBXNativeTarget", "App", buildConfigurationList=target_configurations, buildPhases=phases,
                                 buildRules=[], dependencies=dependencies, name="App", productName="App", productReference=app_product,
                                 productType="com.apple.product-type.application")
        main_group = project.add("group/main", "PBXGroup", None, children=[sub_project, app_group, products_group, pods_group, frameworks_group], sourceTree="<group>")
        project_configurations = project.configuration_list("project", 'PBXProject "App"', [
            ("Debug", configs["Debug.xcconfig"], self.project_settings(True)), ("Release", configs["Release.xcconfig"], self.project_settings(False))])
        project.root = project.add("project", "PBXProject", "Project object",
                                   attributes={"BuildIndependentTargetsInParallel": "1", "LastUpgradeCheck": "1500", "ORGANIZATIONNAME": "Example"},
                                   buildConfigurationList=project_configurations, compatibilityVersion="Xcode 14.0", developmentRegion="en",
                                   hasScannedForEncodings="0", knownRegions=["en", "Base"], mainGroup=main_group, productRefGroup=products_group,
                                   projectDirPath="", projectReferences=[{"ProductGroup": sub_products, "ProjectRef": sub_project}],
                                   projectRoot="", targets=[app_target])
        self.save(project, os.path.join(self.root, "App.xcodeproj", "project.pbxproj"))

    def write_pods_project(self):
        """Pods/Pods.xcodeproj as `pod install` writes it (use_frameworks!)."""
        project = PBXProject("Pods", 55)
        sdk = "Platforms/iPhoneOS.platform/Developer/SDKs/iPhoneOS17.0.sdk/System/Library/Frameworks"
        foundation = project.file_ref("Foundation.framework", f"{sdk}/Foundation.framework", name="Foundation.framework", source_tree="DEVELOPER_DIR", lastKnownFileType="wrapper.framework")
        uikit = project.file_ref("UIKit.framework", f"{sdk}/UIKit.framework", name="UIKit.framework", source_tree="DEVELOPER_DIR", lastKnownFileType="wrapper.framework")
        ios_group = project.group("group/iOS", [foundation, uikit], name="iOS")
        frameworks_group = project.group("group/Frameworks", [ios_group], name="Frameworks")
        products, targets, dev_groups, spec_groups, support_groups = [], [], [], [], []
        pod_targets = {}

        def support_group(name, key_prefix, path, group_name="Support Files"):
            files = sorted(os.listdir(self.support(name)))
            refs = {file: project.file_ref(f"{key_prefix}/support/{file}", file, includeInIndex=1) for file in files}
            group = project.group(f"{key_prefix}/support", [refs[file] for file in files], path=path, name=group_name)
            return group, refs

        def pod_target(name, module_name, sources, headers, support_refs, dependencies, links):
            product = project.file_ref(f"{name}/product", f"{module_name}.framework", name=name, explicitFileType="wrapper.framework",
                                       includeInIndex=0, source_tree="BUILT_PRODUCTS_DIR")
            products.append(product)
            header_files = [project.build_file(f"{name}/hdr/{file}", ref, file, "Headers", ["Public"]) for ref, file in headers]
            source_files = [project.build_file(f"{name}/src/{file}", ref, file, "Sources") for ref, file in sources]
            link_files = [project.build_file(f"{name}/link/{label}", ref, label, "Frameworks") for ref, label in links]
            phases = [
                project.phase(f"{name}/headers", "PBXHeadersBuildPhase", "Headers", header_files),
                project.phase(f"{name}/sources", "PBXSourcesBuildPhase", "Sources", source_files),
                project.phase(f"{name}/frameworks", "PBXFrameworksBuildPhase", "Frameworks", link_files),
            ]
            base = {configuration: support_refs.get(f"{name}.{configuration}.xcconfig") for configuration in ("debug", "release")}

            def settings(debug):
                values = {
                    "CLANG_ENABLE_OBJC_WEAK": "NO", "CODE_SIGNING_ALLOWED": "NO", "CURRENT_PROJECT_VERSION": "1", "DEFINES_MODULE": "YES",
                    "DYLIB_COMPATIBILITY_VERSION": "1", "DYLIB_CURRENT_VERSION": "1", "DYLIB_INSTALL_NAME_BASE": "@rpath",
                    "INFOPLIST_FILE": f"Target Support Files/{name}/{name}-Info.plist", "INSTALL_PATH": "$(LOCAL_LIBRARY_DIR)/Frameworks",
                    "IPHONEOS_DEPLOYMENT_TARGET": "13.0", "LD_RUNPATH_SEARCH_PATHS": ["$(inherited)", "@executable_path/Frameworks", "@loader_path/Frameworks"],
                    "MODULEMAP_FILE": f"Target Support Files/{name}/{name}.modulemap", "PRODUCT_MODULE_NAME": module_name,
                    "PRODUCT_NAME": module_name, "SDKROOT": "iphoneos", "SKIP_INSTALL": "YES", "SWIFT_VERSION": "5.0",
                    "TARGETED_DEVICE_FAMILY": "1,2", "VERSIONING_SYSTEM": "apple-generic", "VERSION_INFO_PREFIX": "",
                }
                if name != "Pods-App":
                    values["GCC_PREFIX_HEADER"] = f"Target Support Files/{name}/{name}-prefix.pch"
                values["SWIFT_OPTIMIZATION_LEVEL"] = "-Onone" if debug else "-O"
                if not debug:
                    values["VALIDATE_PRODUCT"] = "YES"
                return values

            configurations = project.configuration_list(f"target/{name}", f'PBXNativeTarget "{name}"', [
                ("Debug", base["debug"], settings(True)), ("Release", base["release"], settings(False))])
            target = project.add(f"target/{name}", "PBXNativeTarget", name, buildConfigurationList=configurations, buildPhases=phases,
                                 buildRules=[], dependencies=dependencies, name=name, productName=module_name, productReference=product,
                                 productType="com.apple.product-type.framework")
            targets.append(target)
            pod_targets[name] = target
            return target

        # Spec-repo pods first (the dev pods depend on ZIKRouter).
        for name in sorted(self.spec_pods, key=lambda name: name != "ZIKRouter"):
            folder, files = self.spec_pods[name]
            refs = {file: project.file_ref(f"{name}/file/{file}", file) for file in files}
            sources_group = project.group(f"{name}/group/sources", [refs[file] for file in files], path=name)
            support, support_refs = support_group(name, name, f"../Target Support Files/{name}")
            spec_groups.append(project.group(f"group/{name}", [sources_group, support], path=name))
            headers = [(refs[file], file) for file in files if file.endswith(".h")] + [(support_refs[f"{name}-umbrella.h"], f"{name}-umbrella.h")]
            sources = [(refs[file], file) for file in files if is_source(file)] + [(support_refs[f"{name}-dummy.m"], f"{name}-dummy.m")]
            dependencies = [] if name == "ZIKRouter" else [project.local_dependency(f"{name}/depends/ZIKRouter", pod_targets["ZIKRouter"], "ZIKRouter")]
            pod_target(name, name, sources, headers, support_refs, dependencies, [(foundation, "Foundation.framework"), (uikit, "UIKit.framework")])

        for module in self.pods:
            name = module.name
            refs = {file: project.file_ref(f"{name}/file/{file}", file) for file in module.files}
            sources_group = project.group(f"{name}/group/sources", [refs[file] for file in module.files], path=f"Sources/{name}", name=name)
            spec = project.file_ref(f"{name}/podspec", f"{name}.podspec", includeInIndex=1, xcLanguageSpecificationIdentifier="xcode.lang.ruby")
            pod_group = project.group(f"{name}/group/pod", [spec], name="Pod")
            support, support_refs = support_group(name, name, f"../../Pods/Target Support Files/{name}")
            dev_groups.append(project.group(f"group/{name}", [sources_group, pod_group, support], path=f"../LocalPods/{name}", name=name))
            headers = [(refs[file], file) for file in module.headers] + [(support_refs[f"{name}-umbrella.h"], f"{name}-umbrella.h")]
            sources = [(refs[file], file) for file in module.files if is_source(file)] + [(support_refs[f"{name}-dummy.m"], f"{name}-dummy.m")]
            dependencies = [project.local_dependency(f"{name}/depends/ZIKRouter", pod_targets["ZIKRouter"], "ZIKRouter")]
            pod_target(name, name, sources, headers, support_refs, dependencies, [(foundation, "Foundation.framework"), (uikit, "UIKit.framework")])

        # The aggregate target the app links.
        support, support_refs = support_group("Pods-App", "Pods-App", "Target Support Files/Pods-App", group_name="Pods-App")
        support_groups.append(support)
        aggregate_dependencies = [project.local_dependency(f"Pods-App/depends/{name}", pod_targets[name], name) for name in sorted(pod_targets)]
        pod_target("Pods-App", "Pods_App", [(support_refs["Pods-App-dummy.m"], "Pods-App-dummy.m")],
                   [(support_refs["Pods-App-umbrella.h"], "Pods-App-umbrella.h")], support_refs, aggregate_dependencies,
                   [(foundation, "Foundation.framework")])

        podfile = project.file_ref("Podfile", "../Podfile", name="Podfile", includeInIndex=1, lastKnownFileType="text", xcLanguageSpecificationIdentifier="xcode.lang.ruby")
        products_group = project.group("group/Products", products, name="Products")
        main_group = project.add("group/main", "PBXGroup", None, children=[
            podfile,
            project.group("group/Development Pods", dev_groups, name="Development Pods"),
            frameworks_group,
            project.group("group/Pods", spec_groups, name="Pods"),
            products_group,
            project.group("group/Targets Support Files", support_groups, name="Targets Support Files"),
        ], sourceTree="<group>")

        def pods_project_settings(debug):
            settings = {
                "ALWAYS_SEARCH_USER_PATHS": "NO", "CLANG_ENABLE_MODULES": "YES", "CLANG_ENABLE_OBJC_ARC": "YES",
                "IPHONEOS_DEPLOYMENT_TARGET": "13.0", "SDKROOT": "iphoneos", "STRIP_INSTALLED_PRODUCT": "NO",
                "SWIFT_VERSION": "5.0", "SYMROOT": "${SRCROOT}/../build",
            }
            if debug:
                settings["GCC_PREPROCESSOR_DEFINITIONS"] = ["POD_CONFIGURATION_DEBUG=1", "DEBUG=1", "$(inherited)"]
                settings["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] = "DEBUG"
                settings["ONLY_ACTIVE_ARCH"] = "YES"
            else:
                settings["GCC_PREPROCESSOR_DEFINITIONS"] = ["POD_CONFIGURATION_RELEASE=1", "$(inherited)"]
                settings["SWIFT_COMPILATION_MODE"] = "wholemodule"
            return settings

        project_configurations = project.configuration_list("project", 'PBXProject "Pods"', [
            ("Debug", None, pods_project_settings(True)), ("Release", None, pods_project_settings(False))])
        project.root = project.add("project", "PBXProject", "Project object",
                                   attributes={"LastSwiftUpdateCheck": "1500", "LastUpgradeCheck": "1500"},
                                   buildConfigurationList=project_configurations, compatibilityVersion="Xcode 13.0", developmentRegion="en",
                                   hasScannedForEncodings="0", knownRegions=["Base", "en"], mainGroup=main_group, productRefGroup=products_group,
                                   projectDirPath="", projectRoot="", targets=sorted(targets, key=lambda ident: project.comments[ident]))
        self.save(project, os.path.join(self.root, "Pods", "Pods.xcodeproj", "project.pbxproj"))

    # What routegen should find

    def routers(self):
        """(router, module, header or None): every router of the app the registry must register."""
        found = [("AppHomeViewRouter", "App", "AppHomeViewRouter.h")]
        for module in self.modules:
            for router in module.routers:
                found.append((router, module.name, f"{router}.h" if module.language == "objc" else None))
        return found

    def scanned_files(self):
        """{path: module}: the files the workspace's targets compile or expose, as routegen should read them
        (sources, headers, prefix headers); the same list the folder-mode run is given."""
        files = {}

        def add(path, module):
            files.setdefault(path, module)

        for name in self.app_sources + self.app_headers:
            add(os.path.join(self.app_folder, name), "App")
        add(os.path.join(self.app_folder, "App-Prefix.pch"), "App")
        modules_prefix = os.path.join(self.modules_config, "Modules-Prefix.pch")
        for name in sorted(os.listdir(self.core_folder)):
            add(os.path.join(self.core_folder, name), "CoreKit")
        add(modules_prefix, "CoreKit")
        for module in self.modules:
            for name in module.files + module.added:
                if is_source(name) or name.endswith(".h"):
                    add(os.path.join(module.folder, name), module.name)
            if module.placement == "pod":
                for name in (f"{module.name}-umbrella.h", f"{module.name}-dummy.m", f"{module.name}-prefix.pch"):
                    add(self.support(module.name, name), module.name)
            else:
                add(modules_prefix, module.name)
        folder, names = self.spec_pods["AFNetworking"]
        for name in names:
            add(os.path.join(folder, name), "AFNetworking")
        for name in ("AFNetworking-umbrella.h", "AFNetworking-dummy.m", "AFNetworking-prefix.pch"):
            add(self.support("AFNetworking", name), "AFNetworking")
        return files

    def source_trees(self):
        """The folders that hold sources, for the grep floor: everything but the project files."""
        return [os.path.join(self.root, name) for name in ("App", "Modules/Sources", "Modules/Config", "LocalPods", "Pods/ZIKRouter", "Pods/AFNetworking", "Pods/Target Support Files")]

    # Edits

    def edit_module(self):
        """The Objective-C framework module (classic groups) whose ordinary file is edited, and which gets the added files."""
        return next(module for module in self.modules if module.language == "objc" and module.placement == "framework")

    def edit_swift_module(self):
        """The Swift framework module (classic groups) whose router is edited."""
        return next(module for module in self.modules if module.language == "swift" and module.placement == "framework")

    def add_file(self, module, number):
        """A new ordinary .m in a framework target: the file on disk and in Modules.xcodeproj."""
        name = f"{module.name}Added{number}.m"
        write(os.path.join(module.folder, name), f"""#import <Foundation/Foundation.h>

@interface {module.name}Added{number} : NSObject
- (NSString *)describe;
@end

@implementation {module.name}Added{number}
- (NSString *)describe {{
    return @"{module.name} added file {number}";
}}
@end
""")
        module.added.append(name)
        self.write_modules_project()
        return os.path.join(module.folder, name)


# MARK: - Running

def run_measured(command, cwd, env, stderr_path):
    """Wall time, exit status and peak RSS (MiB) of one child; stdout discarded, stderr kept in a file."""
    with open(os.devnull, "wb") as devnull, open(stderr_path, "wb") as errors:
        start = time.perf_counter()
        process = subprocess.Popen(command, cwd=cwd, env=env, stdout=devnull, stderr=errors)
        _, status, usage = os.wait4(process.pid, 0)
        elapsed = time.perf_counter() - start
        process.returncode = os.waitstatus_to_exitcode(status)
    return elapsed, process.returncode, usage.ru_maxrss / 1024.0


PROJECT_LINE = re.compile(r"^\s{0,2}project\b\s+([0-9.]+)\s*s\b(.*)$")
PART_LINE = re.compile(r"^\s{3,}(\S.*?)\s+([0-9.]+)\s*s\b")


def project_timings(stderr_text):
    """The `project` line of --timings and its sub-lines: (seconds, [(part, seconds)]) or None."""
    lines = stderr_text.splitlines()
    for index, line in enumerate(lines):
        match = PROJECT_LINE.match(line)
        if not match:
            continue
        parts = []
        for following in lines[index + 1:]:
            part = PART_LINE.match(following)
            if not part:
                break
            parts.append((part.group(1).strip(), float(part.group(2))))
        return float(match.group(1)), parts
    return None


def compile_parse_floor(work):
    source = os.path.join(os.path.dirname(os.path.abspath(__file__)), "plist_parse_floor.swift")
    binary = os.path.join(work, "plist_parse_floor")
    swiftc = shutil.which("swiftc") or "/opt/swift/usr/bin/swiftc"
    result = subprocess.run([swiftc, "-O", source, "-o", binary], capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"cannot compile {source} with {swiftc} -O:\n{result.stderr}")
    return binary


def parse_floor(binary, files, repeat):
    result = subprocess.run([binary, "--repeat", str(repeat)] + files, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"PropertyListSerialization failed on the generated projects:\n{result.stderr}")
    per_file = {}
    total = None
    for line in result.stdout.splitlines():
        fields = line.split(" ", 3)
        if fields[0] == "total":
            total = float(fields[1])
        elif fields[0] != "read":
            per_file[fields[3]] = (float(fields[0]), int(fields[1]), int(fields[2]))
    return total, per_file


def check_registry(out_dir, workspace, label):
    """Every router of the app registered in RouteRegistry.m (Objective-C routers directly, Swift routers
    through the Swift half), framework and pod routers imported as <Module/Header.h>. Returns problems."""
    problems = []
    try:
        with open(os.path.join(out_dir, "RouteRegistry.m"), encoding="utf-8") as handle:
            objc = handle.read()
    except OSError as error:
        return [f"{label}: no RouteRegistry.m ({error})"]
    swift = ""
    for name in os.listdir(out_dir):
        if name.endswith(".swift"):
            with open(os.path.join(out_dir, name), encoding="utf-8") as handle:
                swift += handle.read()
    missing, unimported = [], []
    for router, module, header in workspace.routers():
        if header is None:
            if f"{router}.registerRoutableDestination()" not in swift and f"[{router} registerRoutableDestination]" not in objc:
                missing.append(router)
            continue
        if f"[{router} registerRoutableDestination]" not in objc:
            missing.append(router)
        expected = f'#import "{header}"' if module == "App" else f"#import <{module}/{header}>"
        if expected not in objc:
            unimported.append(f"{router} ({expected})")
    if missing:
        problems.append(f"{label}: the registry misses {len(missing)} of {len(workspace.routers())} routers, e.g. {missing[:3]}")
    if unimported:
        problems.append(f"{label}: {len(unimported)} router headers are not imported as the build exposes them, e.g. {unimported[:3]}")
    return problems


def registry_bytes(out_dir):
    blobs = []
    for name in sorted(os.listdir(out_dir)) if os.path.isdir(out_dir) else []:
        with open(os.path.join(out_dir, name), "rb") as handle:
            blobs.append(name.encode() + b"\0" + handle.read())
    return b"\0\0".join(blobs)


def xcfilelist_inputs(folder, root):
    path = os.path.join(folder, "routegen-inputs.xcfilelist")
    with open(path, encoding="utf-8") as handle:
        return {line.strip().replace("$(SRCROOT)", root) for line in handle if line.strip()}


def fmt(seconds, floor):
    return f"{seconds:.3f} s ({seconds / floor:.1f}×)"


def main(arguments):
    # The runs start in the workspace's folder: a path relative to here must not depend on that.
    arguments.binary = os.path.abspath(arguments.binary)
    if not os.access(arguments.binary, os.X_OK):
        sys.exit(f"no routegen binary at {arguments.binary}")
    if min(arguments.sizes) < 2:
        sys.exit("--workspace needs at least 2 modules (a Swift and an Objective-C framework to edit)")
    work = tempfile.mkdtemp(prefix="routegen-wsbench-")
    parse_binary = compile_parse_floor(work)
    repeat = arguments.repeat
    rows = []
    failures = []
    try:
        for modules in arguments.sizes:
            root = os.path.join(work, f"ws{modules}")
            started = time.perf_counter()
            workspace = Workspace(root, modules, arguments.ordinary)
            routers = workspace.routers()
            scanned = workspace.scanned_files()
            project_sizes = {os.path.relpath(os.path.dirname(path), root): os.path.getsize(path) for path in workspace.project_files}
            print(f"--- {modules} modules: workspace written in {time.perf_counter() - started:.1f} s ({len(scanned)} files to scan, "
                  f"{len(routers)} routers, {len(workspace.frameworks)} frameworks ({sum(m.placement == 'synced' for m in workspace.frameworks)} synchronised) "
                  f"+ CoreKit, {len(workspace.pods)} development pods; project files "
                  + ", ".join(f"{name} {size / 1e6:.2f} MB" for name, size in project_sizes.items()) + ")", file=sys.stderr)

            run_dir = os.path.join(work, f"run{modules}")
            out_dir = os.path.join(run_dir, "Generated")
            lists_dir = os.path.join(run_dir, "xcfilelists")
            cache_dir = os.path.join(run_dir, "cache")
            logs = os.path.join(run_dir, "logs")
            os.makedirs(logs, exist_ok=True)
            env = dict(os.environ, SRCROOT=root, PROJECT_DIR=root, TARGET_NAME="App", CONFIGURATION="Debug")
            command = [arguments.binary, "generate", "--workspace", workspace.workspace, "--target", "App", "--configuration", "Debug",
                       "--entry", "objc", "--output-dir", out_dir, "--xcfilelist-dir", lists_dir, "--cache-dir", cache_dir, "--timings"]
            if arguments.jobs:
                command += ["--jobs", str(arguments.jobs)]
            command += arguments.extra_args
            counter = [0]

            def measured(label):
                counter[0] += 1
                log = os.path.join(logs, f"{counter[0]:03d}-{label}.stderr")
                elapsed, status, memory = run_measured(command, root, env, log)
                with open(log, encoding="utf-8", errors="replace") as handle:
                    text = handle.read()
                if status != 0:
                    sys.exit(f"routegen failed ({label}, {modules} modules, exit {status}): {' '.join(command)}\n{text[-3000:]}")
                return elapsed, memory, text

            def best_of(label, before=None, after=None):
                results = []
                for _ in range(repeat):
                    if before:
                        before()
                    result = measured(label)
                    if after:
                        after(result)
                    results.append(result)
                return min(results, key=lambda result: result[0])

            # The floor: reading the source trees.
            grep = ["grep", "-rl", "registerRoutableDestination"] + workspace.source_trees()
            floor_runs = [run_measured(grep, root, None, os.devnull)[0] for _ in range(repeat)]

            # The parse floor: Foundation's PropertyListSerialization over every project.pbxproj.
            parse_time, parse_files = parse_floor(parse_binary, workspace.project_files, repeat)

            # The folder-mode run of the same files, cold.
            file_list = os.path.join(run_dir, "files.txt")
            with open(file_list, "w", encoding="utf-8") as handle:
                for path, module in sorted(scanned.items()):
                    handle.write(f"{module}\t{path}\n")
            folder_out = os.path.join(run_dir, "folder-Generated")
            folder_cache = os.path.join(run_dir, "folder-cache")
            folder_command = [arguments.binary, "generate", "--file-list", file_list, "--module", "App", "--entry", "objc",
                              "--output-dir", folder_out, "--xcfilelist-dir", os.path.join(run_dir, "folder-xcfilelists"),
                              "--cache-dir", folder_cache]
            if arguments.jobs:
                folder_command += ["--jobs", str(arguments.jobs)]
            folder_command += arguments.extra_args
            folder_runs = []
            for _ in range(repeat):
                shutil.rmtree(folder_cache, ignore_errors=True)
                shutil.rmtree(folder_out, ignore_errors=True)
                elapsed, status, memory = run_measured(folder_command, root, env, os.path.join(logs, "folder.stderr"))
                if status != 0:
                    sys.exit(f"routegen failed (folder mode, {modules} modules, exit {status}): {' '.join(folder_command)}")
                folder_runs.append((elapsed, memory))
            folder_time, folder_memory = min(folder_runs)
            # The folder run has no project to say how headers are imported: only the registrations are checked.
            for problem in check_registry(folder_out, workspace, "folder mode"):
                if "misses" in problem:
                    failures.append(f"{modules} modules: {problem}")

            # Cold: no cache, no outputs.
            def clean():
                for folder in (cache_dir, out_dir, lists_dir):
                    shutil.rmtree(folder, ignore_errors=True)

            cold_time, cold_memory, cold_text = best_of("cold", before=clean)
            failures += [f"{modules} modules: {problem}" for problem in check_registry(out_dir, workspace, "workspace cold")]
            inputs = xcfilelist_inputs(lists_dir, root)
            not_read = sorted(set(scanned) - inputs)
            extra = sorted(path for path in inputs - set(scanned) if not path.endswith((".pbxproj", ".xcconfig", ".xcworkspacedata", "Podfile.lock")))
            if not_read or extra:
                print(f"    note: the workspace run's inputs differ from the folder run's file list: {len(not_read)} not read "
                      f"(e.g. {not_read[:2]}), {len(extra)} more (e.g. {extra[:2]})", file=sys.stderr)
            cold_project = project_timings(cold_text)

            # Re-run with nothing changed (one run first: the memo may find the tree too recent to trust).
            measured("settle")
            rerun_time, rerun_memory, rerun_text = best_of("rerun")

            # One edited .m that changes no router: a comment added to an ordinary file.
            module = workspace.edit_module()
            ordinary = os.path.join(module.folder, next(name for name in module.files if name.endswith(".m") and "ViewRouter" not in name and "ViewController" not in name))
            edits = [0]

            def comment_edit():
                edits[0] += 1
                with open(ordinary, "a", encoding="utf-8") as handle:
                    handle.write(f"\n// edit {edits[0]}\n")

            edit_time, edit_memory, edit_text = best_of("edit-m", before=comment_edit)

            # One edited router (a Swift framework's router: its class and registrations are in one file): a new
            # identifier registered, and the router moved in or out of the early registration with
            # `// routegen:early` above its class, so that its facts and the registry change every time.
            swift_module = workspace.edit_swift_module()
            router = swift_module.routers[0]
            router_file = os.path.join(swift_module.folder, f"{router}.swift")
            with open(router_file, encoding="utf-8") as handle:
                original = handle.read()
            registration = "override public class func registerRoutableDestination() {\n"
            declaration = f"public final class {router}:"
            if registration not in original or declaration not in original:
                sys.exit(f"{router_file} is not shaped as the edit expects")
            before_registry = [b""]

            router_edits = [0]

            def router_edit():
                router_edits[0] += 1
                text = original.replace(registration, registration + f'        registerIdentifier("{swift_module.name.lower()}-edit{router_edits[0]}")\n', 1)
                if router_edits[0] % 2:  # early on the 1st, 3rd, … edit; back in the main registration on the others
                    text = text.replace(declaration, "// routegen:early\n" + declaration, 1)
                with open(router_file, "w", encoding="utf-8") as handle:
                    handle.write(text)
                before_registry[0] = registry_bytes(out_dir)

            def registry_changed(result):
                if registry_bytes(out_dir) == before_registry[0]:
                    failures.append(f"{modules} modules: the edited router did not change the registry")

            router_time, router_memory, router_text = best_of("edit-router", before=router_edit, after=registry_changed)
            failures += [f"{modules} modules: {problem}" for problem in check_registry(out_dir, workspace, "after the router edits")]

            # One added file: a new ordinary .m in a framework target; Modules.xcodeproj changes.
            added = []

            def add_file():
                added.append(workspace.add_file(module, len(added) + 1))
                before_registry[0] = registry_bytes(out_dir)

            def added_read(result):
                if added[-1] not in xcfilelist_inputs(lists_dir, root):
                    failures.append(f"{modules} modules: the added file {added[-1]} is not among the run's inputs")
                if registry_bytes(out_dir) != before_registry[0]:
                    failures.append(f"{modules} modules: adding an ordinary file changed the registry")

            add_time, add_memory, add_text = best_of("add-file", before=add_file, after=added_read)
            add_project = project_timings(add_text)
            failures += [f"{modules} modules: {problem}" for problem in check_registry(out_dir, workspace, "after the added files")]

            floor_runs += [run_measured(grep, root, None, os.devnull)[0] for _ in range(repeat)]
            floor = min(floor_runs)
            memory = max(cold_memory, rerun_memory, edit_memory, router_memory, add_memory)
            targets = [
                ("cold ≤ folder + 1.5×parse", cold_time <= folder_time + 1.5 * parse_time),
                ("rerun ≤ 0.5×floor", rerun_time <= 0.5 * floor),
                ("edit .m ≤ 1×floor", edit_time <= floor),
                ("edit router ≤ 1×floor", router_time <= floor),
                ("add file ≤ parse + 1×floor", add_time <= parse_time + floor),
            ]
            rows.append(dict(modules=modules, files=len(scanned), routers=len(routers), project_mb=sum(project_sizes.values()) / 1e6,
                             floor=floor, parse=parse_time, folder=folder_time, cold=cold_time, rerun=rerun_time, edit=edit_time,
                             router=router_time, add=add_time, cold_project=cold_project, add_project=add_project, memory=memory,
                             folder_memory=folder_memory, targets=targets))

            print(f"    floor {floor:.3f} s; parse {parse_time:.3f} s (" + ", ".join(
                f"{os.path.relpath(os.path.dirname(path), root)} {seconds:.3f} s, {size / 1e6:.2f} MB, {objects} objects"
                for path, (seconds, size, objects) in parse_files.items()) + ")", file=sys.stderr)
            print(f"    folder cold {folder_time:.3f} s ({folder_memory:.0f} MiB); workspace: cold {cold_time:.3f} s ({cold_memory:.0f} MiB), "
                  f"rerun {rerun_time:.3f} s ({rerun_memory:.0f} MiB), edit .m {edit_time:.3f} s ({edit_memory:.0f} MiB), "
                  f"edit router {router_time:.3f} s ({router_memory:.0f} MiB), add file {add_time:.3f} s ({add_memory:.0f} MiB)", file=sys.stderr)
            for label, text in (("cold", cold_text), ("rerun", rerun_text), ("edit .m", edit_text), ("edit router", router_text), ("add file", add_text)):
                reading = project_timings(text)
                if reading:
                    print(f"    project reading, {label}: {reading[0]:.3f} s" + "".join(f"; {part} {seconds:.3f} s" for part, seconds in reading[1]), file=sys.stderr)
            if arguments.timings:
                print(f"    --timings of the best cold run:\n{cold_text}", file=sys.stderr)
            if not arguments.keep:
                shutil.rmtree(root, ignore_errors=True)
                shutil.rmtree(run_dir, ignore_errors=True)
    finally:
        if arguments.keep:
            print(f"workspaces kept in {work}", file=sys.stderr)
        else:
            shutil.rmtree(work, ignore_errors=True)

    print(f"workspace: App.xcworkspace (App.xcodeproj + Modules/Modules.xcodeproj + Pods/Pods.xcodeproj), {arguments.ordinary} ordinary files per module and language"
          + (f"; extra arguments: {' '.join(arguments.extra_args)}" if arguments.extra_args else ""))
    print(f"binary: {arguments.binary}; jobs: {arguments.jobs or os.cpu_count()}; best of {repeat}; ratios to the same-run floor")
    print()
    print("| modules | files | routers | project files | floor (grep -rl) | parse (PropertyListSerialization) | folder mode, cold | cold | re-run | one edited .m | one edited router | one added file | project reading (cold / added file) | peak memory | targets |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|")
    for row in rows:
        floor = row["floor"]
        reading = " / ".join(f"{value[0]:.3f} s" if value else "n/a" for value in (row["cold_project"], row["add_project"]))
        targets = "; ".join(f"{label} {'pass' if ok else 'FAIL'}" for label, ok in row["targets"])
        print(f"| {row['modules']} | {row['files']} | {row['routers']} | {row['project_mb']:.1f} MB | {floor:.3f} s | {fmt(row['parse'], floor)} "
              f"| {fmt(row['folder'], floor)} | {fmt(row['cold'], floor)} | {fmt(row['rerun'], floor)} | {fmt(row['edit'], floor)} "
              f"| {fmt(row['router'], floor)} | {fmt(row['add'], floor)} | {reading} | {row['memory']:.0f} MiB | {targets} |")
    if failures:
        print("\n".join(failures), file=sys.stderr)
        sys.exit(1)
