#!/usr/bin/env python3
"""Writes the Xcode projects (and CocoaPods' files) of the fixture apps whose project form is generated:
the mutation suite's apps (Fixtures/Mutation/*, docs/mutation-recall.md) and Fixtures/Xcode/HeaderMapApp.

    python3 scripts/fixture_projects.py            # rewrite them
    python3 scripts/fixture_projects.py --check    # fail when a written file differs from what is committed

The projects are laid out as Xcode and CocoaPods write them (project.pbxproj through workspace_bench's
writer, stable object ids), over the apps' sources, which this script does not touch: a change to an app's
targets or files is made here, then the script is run and its output committed.
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from workspace_bench import PBXProject, is_source  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WRITTEN = {}


def put(path, text):
    WRITTEN[path] = text


def put_link(path, target):
    WRITTEN[path] = ("link", target)


WORKSPACE = """<?xml version="1.0" encoding="UTF-8"?>
<Workspace
   version = "1.0">
{}</Workspace>
"""


def workspace(path, projects):
    refs = "".join(f'   <FileRef\n      location = "group:{project}">\n   </FileRef>\n' for project in projects)
    put(os.path.join(path, "contents.xcworkspacedata"), WORKSPACE.format(refs))


def project_settings(debug, extra=None):
    settings = {
        "ALWAYS_SEARCH_USER_PATHS": "NO", "CLANG_ENABLE_MODULES": "YES", "CLANG_ENABLE_OBJC_ARC": "YES",
        "GCC_C_LANGUAGE_STANDARD": "gnu11", "IPHONEOS_DEPLOYMENT_TARGET": "13.0", "SDKROOT": "iphoneos",
        "SWIFT_VERSION": "5.0",
    }
    if debug:
        settings.update({"GCC_OPTIMIZATION_LEVEL": "0", "GCC_PREPROCESSOR_DEFINITIONS": ["DEBUG=1", "$(inherited)"],
                         "ONLY_ACTIVE_ARCH": "YES", "SWIFT_ACTIVE_COMPILATION_CONDITIONS": "DEBUG"})
    else:
        settings.update({"ENABLE_NS_ASSERTIONS": "NO", "SWIFT_COMPILATION_MODE": "wholemodule", "VALIDATE_PRODUCT": "YES"})
    settings.update(extra or {})
    return settings


class Project:
    """One .xcodeproj over folders of an app: a group per folder (nested as on disk), targets with their
    phases, dependencies between them, and build settings per configuration."""

    def __init__(self, app_root, relative_path, object_version=56):
        self.app_root = app_root
        self.path = os.path.join(app_root, relative_path)
        self.folder = os.path.dirname(self.path)
        self.name = os.path.splitext(os.path.basename(relative_path))[0]
        self.pbx = PBXProject(self.name, object_version)
        self.object_version = object_version
        self.groups = {}  # folder relative to the project's folder -> (key, [children])
        self.top = []
        self.refs = {}
        self.products = []
        self.targets = []
        self.target_ids = {}
        self.products_by_target = {}

    def ref(self, relative):
        """The file reference of a file (relative to the project's folder), in the group of its folder."""
        if relative in self.refs:
            return self.refs[relative]
        ref = self.pbx.file_ref(f"file/{relative}", os.path.basename(relative))
        self.refs[relative] = ref
        self._group_of(os.path.dirname(relative))[1].append(ref)
        return ref

    def _group_of(self, folder):
        if folder in self.groups:
            return self.groups[folder]
        entry = (f"group/{folder}", [])
        self.groups[folder] = entry
        if folder and os.path.dirname(folder) != folder:
            parent = os.path.dirname(folder)
            self._group_of(parent)[1].append(("group", folder))
        else:
            self.top.append(("group", folder))
        return entry

    def _group_id(self, folder):
        key, children = self.groups[folder]
        resolved = [self._group_id(child[1]) if isinstance(child, tuple) else child for child in children]
        name = os.path.basename(folder)
        return self.pbx.group(key, resolved, path=name, comment=name)

    def target(self, name, kind, sources=(), headers=None, settings=None, base=None, dependencies=(), links=(),
               product_name=None, synced=None, other_links=()):
        """kind: app, framework or static; headers: {relative path: "Public" | "Private" | "Project"}."""
        headers = headers or {}
        product_type, product_file, file_type = {
            "app": ("com.apple.product-type.application", f"{name}.app", "wrapper.application"),
            "framework": ("com.apple.product-type.framework", f"{product_name or name}.framework", "wrapper.framework"),
            "static": ("com.apple.product-type.library.static", f"lib{product_name or name}.a", "archive.ar"),
        }[kind]
        product = self.pbx.file_ref(f"{name}/product", product_file, explicitFileType=file_type, includeInIndex=0,
                                    source_tree="BUILT_PRODUCTS_DIR")
        self.products.append(product)
        header_files = [self.pbx.build_file(f"{name}/hdr/{path}", self.ref(path), os.path.basename(path), "Headers",
                                            None if visibility == "Project" else [visibility])
                        for path, visibility in sorted(headers.items())]
        source_files = [self.pbx.build_file(f"{name}/src/{path}", self.ref(path), os.path.basename(path), "Sources")
                        for path in sources]
        link_files, dependency_ids = [], []
        for other in dependencies:
            dependency_ids.append(self.pbx.local_dependency(f"{name}/depends/{other}", self.target_ids[other], other))
        for other in links:
            link_files.append(self.pbx.build_file(f"{name}/link/{other}", self.products_by_target[other],
                                                  os.path.basename(other), "Frameworks"))
        for label, ref in other_links:
            link_files.append(self.pbx.build_file(f"{name}/link/{label}", ref, label, "Frameworks"))
        phases = []
        if kind != "app" or headers:
            phases.append(self.pbx.phase(f"{name}/headers", "PBXHeadersBuildPhase", "Headers", header_files))
        phases.append(self.pbx.phase(f"{name}/sources", "PBXSourcesBuildPhase", "Sources", source_files))
        phases.append(self.pbx.phase(f"{name}/frameworks", "PBXFrameworksBuildPhase", "Frameworks", link_files))
        configurations = self.pbx.configuration_list(f"target/{name}", f'PBXNativeTarget "{name}"', [
            ("Debug", base and base("debug"), settings("debug") if settings else {}),
            ("Release", base and base("release"), settings("release") if settings else {})])
        fields = {"buildConfigurationList": configurations, "buildPhases": phases, "buildRules": [],
                  "dependencies": dependency_ids, "name": name, "productName": name, "productReference": product,
                  "productType": product_type}
        if synced:
            fields["fileSystemSynchronizedGroups"] = [synced]
        target = self.pbx.add(f"target/{name}", "PBXNativeTarget", name, **fields)
        self.targets.append(target)
        self.target_ids[name] = target
        self.products_by_target[name] = product
        return target

    def save(self, project_settings_fn, base=None, extra_top=()):
        top = [self._group_id(child[1]) for child in self.top] + list(extra_top)
        products = self.pbx.group("group/Products", self.products, name="Products")
        main = self.pbx.add("group/main", "PBXGroup", None, children=top + [products], sourceTree="<group>")
        configurations = self.pbx.configuration_list("project", f'PBXProject "{self.name}"', [
            ("Debug", base and base("debug"), project_settings_fn(True)),
            ("Release", base and base("release"), project_settings_fn(False))])
        self.pbx.root = self.pbx.add("project", "PBXProject", "Project object",
                                     attributes={"LastUpgradeCheck": "1500", "ORGANIZATIONNAME": "Example"},
                                     buildConfigurationList=configurations, compatibilityVersion="Xcode 14.0",
                                     developmentRegion="en", hasScannedForEncodings="0", knownRegions=["en", "Base"],
                                     mainGroup=main, productRefGroup=products, projectDirPath="", projectRoot="",
                                     targets=self.targets)
        put(os.path.join(self.path, "project.pbxproj"), self.pbx.text())


def files_under(root, folder, extensions):
    found = []
    for directory, folders, names in os.walk(os.path.join(root, folder)):
        folders[:] = sorted(f for f in folders if not f.startswith("."))
        for name in sorted(names):
            if name.endswith(extensions):
                found.append(os.path.relpath(os.path.join(directory, name), root))
    return sorted(found)


def framework_settings(name, extra=None):
    def settings(configuration):
        values = {"DEFINES_MODULE": "YES", "DYLIB_INSTALL_NAME_BASE": "@rpath", "INSTALL_PATH": "$(LOCAL_LIBRARY_DIR)/Frameworks",
                  "PRODUCT_BUNDLE_IDENTIFIER": f"com.example.{name}", "PRODUCT_NAME": "$(TARGET_NAME:c99extidentifier)",
                  "SKIP_INSTALL": "YES"}
        values.update(extra or {})
        return values
    return settings


# MARK: - CocoaPods

POD_PREFIX = "#ifdef __OBJC__\n#import <UIKit/UIKit.h>\n#endif\n"


def pod_dummy(name):
    symbol = name.replace("-", "_")
    return f"#import <Foundation/Foundation.h>\n@interface PodsDummy_{symbol} : NSObject\n@end\n@implementation PodsDummy_{symbol}\n@end\n"


def pods_project(app_root, pods, aggregate, aggregate_dependencies):
    """Pods/Pods.xcodeproj for static-library pods (no use_frameworks!), with Pods/Headers symlinks.
    pods: [(name, folder relative to the app root, [headers], [sources], read)] where read=False leaves the
    pod's files out (the framework's own pod, which routegen never reads)."""
    pods_root = os.path.join(app_root, "Pods")
    project = Project(app_root, "Pods/Pods.xcodeproj", object_version=55)
    support_refs = {}

    def support(name, files):
        refs = {}
        for file_name, text in files:
            relative = f"Target Support Files/{name}/{file_name}"
            put(os.path.join(pods_root, relative), text)
            refs[file_name] = project.ref(relative)
        support_refs[name] = refs
        return refs

    for name, folder, headers, sources, read in pods:
        refs = support(name, [(f"{name}-dummy.m", pod_dummy(name)), (f"{name}-prefix.pch", POD_PREFIX),
                              (f"{name}.debug.xcconfig", pod_xcconfig(name, folder)),
                              (f"{name}.release.xcconfig", pod_xcconfig(name, folder))])
        relative_to_pods = os.path.relpath(os.path.join(app_root, folder), pods_root)
        pod_headers = {os.path.join(relative_to_pods, header): "Public" for header in headers} if read else {}
        pod_sources = [os.path.join(relative_to_pods, source) for source in sources] if read else []
        for header in headers:
            for kind in ("Public", "Private"):
                link = os.path.join(pods_root, "Headers", kind, name, os.path.basename(header))
                put_link(link, os.path.relpath(os.path.join(app_root, folder, header), os.path.dirname(link)))

        def base(configuration, name=name):
            return support_refs[name][f"{name}.{configuration}.xcconfig"]

        def settings(configuration, name=name):
            return {"GCC_PREFIX_HEADER": f"Target Support Files/{name}/{name}-prefix.pch", "OTHER_LDFLAGS": "",
                    "PRODUCT_MODULE_NAME": name, "PRODUCT_NAME": name, "PUBLIC_HEADERS_FOLDER_PATH": "",
                    "SKIP_INSTALL": "YES"}

        project.target(name, "static", sources=pod_sources + [f"Target Support Files/{name}/{name}-dummy.m"],
                       headers=pod_headers, settings=settings, base=base,
                       dependencies=[] if name == "ZIKRouter" else ["ZIKRouter"])
    refs = support(aggregate, [(f"{aggregate}-dummy.m", pod_dummy(aggregate)),
                               (f"{aggregate}.debug.xcconfig", aggregate_xcconfig([p[0] for p in pods], True)),
                               (f"{aggregate}.release.xcconfig", aggregate_xcconfig([p[0] for p in pods], False))])
    project.target(aggregate, "static", sources=[f"Target Support Files/{aggregate}/{aggregate}-dummy.m"],
                   settings=lambda configuration: {"PRODUCT_NAME": "$(TARGET_NAME)", "SKIP_INSTALL": "YES"},
                   base=lambda configuration: support_refs[aggregate][f"{aggregate}.{configuration}.xcconfig"],
                   dependencies=aggregate_dependencies)

    def settings(debug):
        values = project_settings(debug, {"SYMROOT": "${SRCROOT}/../build"})
        if debug:
            values["GCC_PREPROCESSOR_DEFINITIONS"] = ["POD_CONFIGURATION_DEBUG=1", "DEBUG=1", "$(inherited)"]
        return values
    project.save(settings)


def pod_xcconfig(name, folder):
    return f"""CONFIGURATION_BUILD_DIR = ${{PODS_CONFIGURATION_BUILD_DIR}}/{name}
GCC_PREPROCESSOR_DEFINITIONS = $(inherited) COCOAPODS=1
HEADER_SEARCH_PATHS = $(inherited) "${{PODS_ROOT}}/Headers/Private" "${{PODS_ROOT}}/Headers/Private/{name}" "${{PODS_ROOT}}/Headers/Public"
PODS_BUILD_DIR = ${{BUILD_DIR}}
PODS_CONFIGURATION_BUILD_DIR = ${{PODS_BUILD_DIR}}/$(CONFIGURATION)$(EFFECTIVE_PLATFORM_NAME)
PODS_ROOT = ${{SRCROOT}}
PODS_TARGET_SRCROOT = ${{PODS_ROOT}}/../{folder}
PRODUCT_BUNDLE_IDENTIFIER = org.cocoapods.${{PRODUCT_NAME:rfc1034identifier}}
SKIP_INSTALL = YES
"""


def aggregate_xcconfig(pods, debug):
    headers = " ".join(f'"${{PODS_ROOT}}/Headers/Public/{pod}"' for pod in sorted(pods))
    libraries = " ".join(f'-l"{pod}"' for pod in sorted(pods))
    return f"""GCC_PREPROCESSOR_DEFINITIONS = $(inherited) COCOAPODS=1
HEADER_SEARCH_PATHS = $(inherited) "${{PODS_ROOT}}/Headers/Public" {headers}
LIBRARY_SEARCH_PATHS = $(inherited) "${{PODS_CONFIGURATION_BUILD_DIR}}"
OTHER_LDFLAGS = $(inherited) -ObjC {libraries} -framework "Foundation" -framework "UIKit"
PODS_BUILD_DIR = ${{BUILD_DIR}}
PODS_CONFIGURATION_BUILD_DIR = ${{PODS_BUILD_DIR}}/$(CONFIGURATION)$(EFFECTIVE_PLATFORM_NAME)
PODS_PODFILE_DIR_PATH = ${{SRCROOT}}/.
PODS_ROOT = ${{SRCROOT}}/Pods
"""


# MARK: - The apps

def objc_shop():
    """Frameworks of the app's own project with public headers, the app's protocols in a folder of headers
    only (found through the header map), a prefix header, a development pod and spec-repository pods as
    static libraries (their headers through Pods/Headers), and a module header whose macro adapts the host's
    cart service to what the login module requires."""
    root = os.path.join(REPO, "Fixtures/Mutation/ObjCShop")
    project = Project(root, "ObjCShop.xcodeproj")
    public = {
        "ShopUI": "all",
        "CartModule": "all",
        "LoginModule": {"Interfaces/LoginViewInput.h", "Interfaces/LoginModuleInput.h", "Interfaces/LoginServiceInput.h",
                        "LoginViewController.h", "LoginViewRouter.h", "LoginServiceRouter.h", "LoginService.h",
                        "LoginModuleRequiredCartInput.h"},
    }
    for module in ("ShopUI", "LoginModule", "CartModule"):
        folder = f"Sources/{module}"
        sources = files_under(root, folder, (".m",))
        headers = {}
        for header in files_under(root, folder, (".h",)):
            inside = os.path.relpath(header, folder)
            wanted = public[module]
            headers[header] = "Public" if wanted == "all" or inside in wanted else "Project"
        uses = {"ShopUI": [], "LoginModule": ["ShopUI"], "CartModule": ["ShopUI", "LoginModule"]}[module]
        project.target(module, "framework", sources=sources, headers=headers, settings=framework_settings(module),
                       dependencies=uses, links=uses)
    # The app's headers are in no build phase, as in most apps: its protocols live in Interfaces/, beside
    # no compiled file, and the app's files import them by name through the header map.
    for header in files_under(root, "Sources/App", (".h",)):
        project.ref(header)
    project.ref("Sources/App/App-Prefix.pch")
    pods_ref = {configuration: project.pbx.file_ref(f"pods/{configuration}", f"Pods/Target Support Files/Pods-App/Pods-App.{configuration}.xcconfig",
                                                   name=f"Pods-App.{configuration}.xcconfig", includeInIndex=1)
                for configuration in ("debug", "release")}
    pods_library = project.pbx.file_ref("libPods-App.a", "libPods-App.a", explicitFileType="archive.ar", includeInIndex=0,
                                        source_tree="BUILT_PRODUCTS_DIR")

    def app_settings(configuration):
        return {"GCC_PREFIX_HEADER": "Sources/App/App-Prefix.pch",
                "GCC_PREPROCESSOR_DEFINITIONS": ["$(inherited)", "USE_DEFAULT_DEPENDENCY_LoginModule=1"],
                "INFOPLIST_FILE": "Sources/App/Info.plist", "PRODUCT_BUNDLE_IDENTIFIER": "com.example.ObjCShop",
                "PRODUCT_NAME": "$(TARGET_NAME)"}
    project.target("App", "app", sources=files_under(root, "Sources/App", (".m",)), settings=app_settings,
                   base=lambda configuration: pods_ref[configuration],
                   dependencies=["ShopUI", "LoginModule", "CartModule"], links=["ShopUI", "LoginModule", "CartModule"],
                   other_links=[("libPods-App.a", pods_library)])
    pods_group = project.pbx.group("group/PodsConfig", [pods_ref["debug"], pods_ref["release"]], name="Pods", comment="Pods")
    frameworks_group = project.pbx.group("group/Frameworks", [pods_library], name="Frameworks")
    project.save(lambda debug: project_settings(debug), extra_top=[pods_group, frameworks_group])
    workspace(os.path.join(root, "ObjCShop.xcworkspace"), ["ObjCShop.xcodeproj", "Pods/Pods.xcodeproj"])

    product_files = files_under(root, "Sources/ProductModule", (".h", ".m"))
    pods = [
        ("ZIKRouter", "Pods/ZIKRouter", [], [], False),
        ("DZNEmptyDataSet", "Pods/DZNEmptyDataSet", ["Source/UIScrollView+EmptyDataSet.h"], [], True),
        ("ProductModule", "Sources/ProductModule",
         [os.path.relpath(p, "Sources/ProductModule") for p in product_files if p.endswith(".h")],
         [os.path.relpath(p, "Sources/ProductModule") for p in product_files if p.endswith(".m")], True),
        ("ViperKit", "Pods/ViperKit", ["ViperKit/ViperKit.h"], [], True),
    ]
    pods_project(root, pods, "Pods-App", ["DZNEmptyDataSet", "ProductModule", "ViperKit", "ZIKRouter"])
    put(os.path.join(root, "Pods", "Manifest.lock"), open(os.path.join(root, "Podfile.lock")).read())


def swift_shop():
    """A Swift app over Swift frameworks of its own project; CheckoutKit is a folder-synchronised group
    (Xcode 16). The pods stay in the Podfile: --project reads no Pods project."""
    root = os.path.join(REPO, "Fixtures/Mutation/SwiftShop")
    project = Project(root, "SwiftShop.xcodeproj", object_version=77)
    order = ["ShopCore", "ShopUI", "AccountKit", "CartKit", "CheckoutKit"]
    depends = {"ShopCore": [], "ShopUI": ["ShopCore"], "AccountKit": ["ShopCore"], "CartKit": ["ShopCore", "ShopUI"],
               "CheckoutKit": ["ShopCore", "ShopUI", "CartKit", "AccountKit"]}
    for module in order:
        folder = f"Sources/{module}"
        if module == "CheckoutKit":
            target_id = project.pbx.make_id(f"target/{module}")
            synced = project.pbx.add(f"group/{module}", "PBXFileSystemSynchronizedRootGroup", module,
                                     path=folder, sourceTree="<group>")
            project.pbx.comments[target_id] = module
            project.top_synced = getattr(project, "top_synced", []) + [synced]
            project.target(module, "framework", settings=framework_settings(module), dependencies=depends[module],
                           links=depends[module], synced=synced)
        else:
            project.target(module, "framework", sources=files_under(root, folder, (".swift",)),
                           settings=framework_settings(module), dependencies=depends[module], links=depends[module])

    def app_settings(configuration):
        return {"INFOPLIST_FILE": "Sources/App/Info.plist", "PRODUCT_BUNDLE_IDENTIFIER": "com.example.SwiftShop",
                "PRODUCT_NAME": "$(TARGET_NAME)"}
    project.target("App", "app", sources=files_under(root, "Sources/App", (".swift",)), settings=app_settings,
                   dependencies=order, links=order)
    project.save(lambda debug: project_settings(debug), extra_top=getattr(project, "top_synced", []))


def mixed_news():
    """Objective-C and Swift frameworks of one project, the app's bridging header, a prefix header."""
    root = os.path.join(REPO, "Fixtures/Mutation/MixedNews")
    project = Project(root, "MixedNews.xcodeproj")
    targets = [("NewsUI", "Platform/NewsUI", [], {"NewsBaseViewController.h": "Public"}),
               ("ArticleKit", "Features/Article", ["NewsUI"], {"ArticleInterfaces.h": "Public"}),
               ("FeedKit", "Features/Feed", ["NewsUI", "ArticleKit"], "all")]
    for name, folder, depends, visibility in targets:
        headers = {}
        for header in files_under(root, folder, (".h",)):
            inside = os.path.relpath(header, folder)
            headers[header] = "Public" if visibility == "all" or inside in visibility else "Project"
        project.target(name, "framework", sources=files_under(root, folder, (".m", ".swift")), headers=headers,
                       settings=framework_settings(name), dependencies=depends, links=depends)
    for header in files_under(root, "App", (".h", ".pch")):
        project.ref(header)

    def app_settings(configuration):
        return {"GCC_PREFIX_HEADER": "App/NewsApp-Prefix.pch", "INFOPLIST_FILE": "App/Info.plist",
                "PRODUCT_BUNDLE_IDENTIFIER": "com.example.MixedNews", "PRODUCT_NAME": "$(TARGET_NAME)",
                "SWIFT_OBJC_BRIDGING_HEADER": "App/NewsApp-Bridging-Header.h"}
    project.target("NewsApp", "app", sources=files_under(root, "App", (".m", ".swift")), settings=app_settings,
                   dependencies=["NewsUI", "ArticleKit", "FeedKit"], links=["NewsUI", "ArticleKit", "FeedKit"])
    project.save(lambda debug: project_settings(debug))


def header_map_app():
    """Every way an import is found: the header map from another folder, USER_HEADER_SEARCH_PATHS with a
    recursive entry, HEADER_SEARCH_PATHS, a framework's public headers as <Module/Header.h> and @import, a
    C file and the bridging header as starting points, an import under #if 0, and a header nothing includes."""
    root = os.path.join(REPO, "Fixtures/Xcode/HeaderMapApp")
    project = Project(root, "HeaderMapApp.xcodeproj")
    kit = "MapKitLike"
    project.target(kit, "framework", sources=files_under(root, kit, (".m",)),
                   headers={h: ("Public" if not h.endswith("Internal.h") else "Project") for h in files_under(root, kit, (".h",))},
                   settings=framework_settings(kit))
    for header in files_under(root, "App", (".h", ".pch")) + files_under(root, "Shared", (".h",)) + files_under(root, "Vendor", (".h",)):
        project.ref(header)

    def app_settings(configuration):
        return {"GCC_PREFIX_HEADER": "App/App-Prefix.pch", "PRODUCT_NAME": "$(TARGET_NAME)",
                "USER_HEADER_SEARCH_PATHS": ["$(SRCROOT)/Shared/**"],
                "HEADER_SEARCH_PATHS": ["$(inherited)", "$(SRCROOT)/Vendor/include"],
                "SWIFT_OBJC_BRIDGING_HEADER": "App/App-Bridging-Header.h"}
    project.target("HeaderMapApp", "app", sources=files_under(root, "App", (".m", ".c", ".swift")), settings=app_settings,
                   dependencies=[kit], links=[kit])
    project.save(lambda debug: project_settings(debug))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="compare with the files on disk, write nothing")
    arguments = parser.parse_args()
    objc_shop()
    swift_shop()
    mixed_news()
    header_map_app()
    differences = []
    for path, content in sorted(WRITTEN.items()):
        if isinstance(content, tuple):
            target = content[1]
            if arguments.check:
                if not os.path.islink(path) or os.readlink(path) != target:
                    differences.append(path)
                continue
            os.makedirs(os.path.dirname(path), exist_ok=True)
            if os.path.lexists(path):
                os.remove(path)
            os.symlink(target, path)
            continue
        if arguments.check:
            try:
                with open(path, encoding="utf-8") as handle:
                    if handle.read() != content:
                        differences.append(path)
            except OSError:
                differences.append(path)
            continue
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(content)
    if differences:
        print("fixture_projects: out of date (run python3 scripts/fixture_projects.py):", file=sys.stderr)
        for path in differences:
            print("  " + os.path.relpath(path, REPO), file=sys.stderr)
        return 1
    if not arguments.check:
        print("fixture_projects: wrote %d files" % len(WRITTEN))
    return 0


if __name__ == "__main__":
    sys.exit(main())
