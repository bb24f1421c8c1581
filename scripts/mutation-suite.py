#!/usr/bin/env python3
"""Seeded-fault (mutation) suite for `routegen check`.

For every registration, conformance and router in the fixture apps under Fixtures/Mutation/, this script
derives single faults, applies each to a copy of its app, runs `routegen check --format json` on the copy
and compares the findings with what the fault must produce: the rule(s) and the file:line where `check`
has to report it. It prints recall per fault kind and language, and the mutants `check` missed.

    python3 scripts/mutation-suite.py --binary .build/release/routegen --jobs 2 --report recall.md

The fixtures are written in a documented code style (Fixtures/Mutation/README.md), so faults are seeded by
editing lines this script finds with the precise patterns below; it never parses Swift or Objective-C as a
whole (routegen is the parser under test). Expectations are derived from the fixture text alone, never
from routegen's own output, so a fact routegen fails to read cannot hide the fault it should report.

Fault kinds, and what `check` must report (docs/mutation-recall.md has the reasoning):

  delete-registration   the registration line is deleted.
      protocol / adapter  unregistered-route at every use site requesting the key, and dangling-adapter at
                          every adapter whose adaptee it is; when nothing requests it and no adapter adapts
                          it, unregistered-declaration at the protocol's routable declaration.
      identifier / URL    unregistered-route at every use site it answered (none: not a fault, not seeded).
      destination class   unregistered-routable-class at the class's declaration when the class adopts
                          ZIKRoutableView/Service itself and nothing else registers it; and, when the
                          router registers no other class, a finding at the router's declaration (no rule
                          names that fault yet: any rule counts).
  drop-conformance      one protocol is removed from a class's adoption list (class, category, extension),
                        or a DeclareRoutableView/Service line is deleted.
                          destination-conformance at each destination registration whose class no longer
                          conforms to a view/service protocol the same route registers (a block route's
                          destination is its makeRouteWithDestination line); module-conformance at each
                          module protocol registration whose configuration no longer conforms;
                          unroutable-destination at each registration of a class that is no longer
                          routable; adapter-conformance at an adapter registration whose adaptee's
                          destination no longer conforms to the adapter protocol.
  duplicate             a protocol / identifier / adapter registration line is copied into the
                        registerRoutableDestination of another route of the same kind (the receiver
                        rewritten to `self`): duplicate-protocol / duplicate-identifier at both lines.
  wrong-kind            Objective-C: a router's selector is swapped for the other kind of the same
                        registry (view <-> module protocol, service <-> module protocol), or a service
                        protocol registration is copied into a view router as registerViewProtocol: (and a
                        view one into a service router). Swift: a class is used as the generic parameter
                        (`RoutableView<CartViewController>` for a class conforming to a ZIKViewRoutable
                        protocol), the only wrong kind the compiler accepts. Expected at the registration
                        line: wrong-kind-registration (Objective-C selectors; any rule for a service
                        router's registerModuleProtocol:, whose kind ZIKRouter does not check),
                        invalid-routable-type (Swift). A block route's registerDestinationProtocol swapped
                        for registerModuleProtocol asserts nothing where it is written: expected as if the
                        line were deleted. Adapters are not swapped (ZIKRouter resolves a swapped adapter).
  delete-override       the router's registerRoutableDestination override is deleted:
                        missing-own-registration at the router's declaration. Also the
                        destinationWithConfiguration: / destination(with:) override of a router that is
                        not an adapter: any rule at the router's declaration.

A mutant is *caught* when every expected location has a new finding (one the unmutated app does not have)
of an accepted rule at warning or error severity, *caught elsewhere* when it adds some warning or error but
not all the expected ones, and *missed* otherwise. Notes never catch: a note is routegen saying it could not
decide. `--require-error` also counts a warning-only catch as missed.

Each copy is checked twice (`--mode`): as folders (`routegen check Sources`) and through its Xcode project or
CocoaPods workspace (`routegen check --workspace …`), as a Run Script phase reads it. A mutant caught in folder
mode must be caught in project mode too.

Exit status: 0 when every mutant is caught (or listed in --pending) and no unmutated app has a finding of
error severity (or of --clean's severity) but those --pending lists; 1 otherwise; 2 on a usage or harness
error.
"""

import argparse
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections import defaultdict

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# The fixture apps: folder (relative to the repository) and the paths `check` is given, relative to it.
# `paths` is the folder-mode command's arguments, `project` the project-mode one's (an Xcode project or a
# CocoaPods workspace over the same sources, as an Xcode Run Script phase reads it).
APPS = [
    {"name": "ObjCShop", "folder": "Fixtures/Mutation/ObjCShop", "paths": ["Sources"],
     "project": ["--workspace", "ObjCShop.xcworkspace"]},
    {"name": "SwiftShop", "folder": "Fixtures/Mutation/SwiftShop", "paths": ["Sources"],
     "project": ["--project", "SwiftShop.xcodeproj"]},
    {"name": "MixedNews", "folder": "Fixtures/Mutation/MixedNews", "paths": ["."],
     "project": ["--project", "MixedNews.xcodeproj"]},
]
MODES = ["folder", "project"]


def command_arguments(app, mode):
    return app["paths"] if mode == "folder" else app["project"]

SKIPPED_FOLDERS = {"Pods", "Carthage", ".build", "DerivedData"}
SOURCE_EXTENSIONS = (".h", ".m", ".swift")

KINDS = ["delete-registration", "drop-conformance", "duplicate", "wrong-kind", "delete-override"]
ANY_RULE = None  # an expectation that no rule names yet: any rule at the location counts

ROUTABLE_ROOTS = {
    "ZIKViewRoutable": "view",
    "ZIKViewModuleRoutable": "viewModule",
    "ZIKServiceRoutable": "service",
    "ZIKServiceModuleRoutable": "serviceModule",
}
ROUTABLE_CLASS_MARKERS = {"ZIKRoutableView": "view", "ZIKRoutableService": "service"}
SWIFT_ENTRY_KIND = {
    "RoutableView": "view",
    "RoutableViewModule": "viewModule",
    "RoutableService": "service",
    "RoutableServiceModule": "serviceModule",
}
REGISTRY_OF_KIND = {"view": "view", "viewModule": "view", "service": "service", "serviceModule": "service"}

# Framework router bases and their kind.
FRAMEWORK_ROUTER_BASES = {
    "ZIKViewRouter": "view",
    "ZIKAnyViewRouter": "view",
    "ZIKModuleViewRouter": "view",
    "ZIKDestinationViewRouter": "view",
    "ZIKServiceRouter": "service",
    "ZIKAnyServiceRouter": "service",
    "ZIKModuleServiceRouter": "service",
    "ZIKDestinationServiceRouter": "service",
    "ZIKViewRouteAdapter": "view-adapter",
    "ZIKServiceRouteAdapter": "service-adapter",
}
# Classes the fixtures use from Apple's SDKs and ZIKRouter: they adopt no app protocol.
FRAMEWORK_CLASS = re.compile(r"^(?:UI|NS|XX)[A-Z]\w*$|^ZIK\w*(?:Configuration|Config)$|^(?:ViewRouteConfig|PerformRouteConfig)$")

# ---------------------------------------------------------------------------------------------------------
# Line patterns of the fixtures' code style (Fixtures/Mutation/README.md). One declaration or registration
# per line; Objective-C type arguments attached to their class (`ZIKViewRouter<A *, B *>`), a protocol
# list after a space (`XXViewController <P, Q>`).

OBJC_INTERFACE = re.compile(r"^@interface\s+(\w+)\s*:\s*(.*?)\s*$")
# A category may be a line of a `#define`'s body (ending in a backslash): the macro a module header gives its
# host app to adapt a dependency, expanded at the host's file scope.
OBJC_CATEGORY = re.compile(r"^@interface\s+(\w+)\s*\((\w*)\)\s*(<[^<>]*>)?\s*(?:\\\s*)?$")
OBJC_PROTOCOL = re.compile(r"^@protocol\s+(\w+)\s*(<[^<>]*>)?\s*$")
OBJC_IMPLEMENTATION = re.compile(r"^@implementation\s+(\w+)\s*$")
OBJC_DECLARE_ROUTABLE = re.compile(r"^\s*DeclareRoutable(View|Service)\(\s*(\w+)\s*,\s*(\w+)\s*\)\s*$")
OBJC_PROTOCOL_MACRO = re.compile(r"^#define\s+(\w+)\s+\(Protocol<\w+>\s*\*\)@protocol\((\w+)\)\s*$")
OBJC_METHOD = re.compile(r"^[+-]\s*\(([^)]*)\)\s*(\w+)")
OBJC_REGISTRATION = re.compile(
    r"^(\s*)\[(\w+) (registerView|registerExclusiveView|registerService|registerExclusiveService|"
    r"registerViewProtocol|registerServiceProtocol|registerModuleProtocol|registerIdentifier|registerURLPattern):"
    r"(.+)\];\s*$")
OBJC_ADAPTER = re.compile(r"^(\s*)\[(\w+) (registerDestinationAdapter|registerModuleAdapter):(.+) forAdaptee:(.+)\];\s*$")
OBJC_BLOCK_ROUTE_START = re.compile(r"\[ZIK(View|Service)Route\b")
OBJC_BLOCK_DESTINATION = re.compile(r"makeRouteWith(?:Exclusive)?Destination:\[(\w+) class\]")
OBJC_BLOCK_REGISTRATION = re.compile(r"^(\s*)\.(registerDestinationProtocol|registerModuleProtocol|registerIdentifier|registerURLPattern)\((.+)\)(;?)\s*$")
OBJC_DEFAULT_CONFIG = re.compile(r"^\s*return \[(\w+) new\];")
OBJC_USE_MACRO = re.compile(r"ZIKRouterTo(View|ViewModule|Service|ServiceModule)\((\w+)\)")
OBJC_USE_GETTER = re.compile(r"ZIK(?:Any)?(View|Service)Router\.to(View|Module|Service)\((\w+)\)")
OBJC_USE_IDENTIFIER = re.compile(r"ZIK(?:Any)?(View|Service)Router\.toIdentifier\(@\"([^\"]+)\"\)")
OBJC_USE_URL = re.compile(r"\[ZIK(?:Any)?(View|Service)Router performURL:@\"([^\"]+)\"")

SWIFT_CLASS = re.compile(r"^(\s*)((?:@\w+\s+)*(?:(?:public|open|internal|fileprivate|private|final)\s+)*)class\s+(\w+)\s*:\s*(.+?)\s*\{\s*$")
SWIFT_EXTENSION_CONFORMANCE = re.compile(r"^(\s*)((?:public\s+)?)extension\s+(\w+)\s*:\s*(.+?)\s*\{(.*)$")
SWIFT_ROUTABLE_EXTENSION = re.compile(r"^\s*(?:public\s+)?extension\s+(RoutableView|RoutableViewModule|RoutableService|RoutableServiceModule)\s+where\s+Protocol\s*==\s*(\w+)\s*\{")
SWIFT_PROTOCOL = re.compile(r"^\s*(?:@objc\s+)?(?:(?:public|internal)\s+)?protocol\s+(\w+)\s*(?::\s*(.+?))?\s*\{")
SWIFT_METHOD = re.compile(r"^(\s*)(?:override\s+)?(?:(?:public|open|internal)\s+)*(?:(class|static)\s+)?func\s+(\w+)\(([^)]*)\)[^{]*\{\s*$")
SWIFT_REGISTRATION = re.compile(
    r"^(\s*)(?:(\w+)\.)?(registerView|registerExclusiveView|registerService|registerExclusiveService|registerIdentifier|registerURLPattern)\((.+)\)\s*$")
SWIFT_ENTRY_REGISTRATION = re.compile(r"^(\s*)(?:(\w+)\.)?register\((RoutableView|RoutableViewModule|RoutableService|RoutableServiceModule)<(\w+)>\(\)\)\s*$")
SWIFT_ADAPTER = re.compile(r"^(\s*)(?:(\w+)\.)?register\(adapter: (Routable\w+)<(\w+)>\(\), forAdaptee: (Routable\w+)<(\w+)>\(\)\)\s*$")
SWIFT_BLOCK_ROUTE_START = re.compile(r"^\s*ZIK(View|Service)Route<")
SWIFT_BLOCK_DESTINATION = re.compile(r"\.make\(with(?:Exclusive)?Destination: (\w+)\.self")
SWIFT_BLOCK_REGISTRATION = re.compile(r"^(\s*)\.(?:register\((Routable\w+)<(\w+)>\(\)\)|registerIdentifier\(\"([^\"]+)\"\)|registerURLPattern\(\"([^\"]+)\"\))\s*$")
SWIFT_DEFAULT_CONFIG = re.compile(r"^\s*(?:return\s+)?(\w+)\(\)\s*$")
SWIFT_USE_ENTRY = re.compile(r"\b(RoutableView|RoutableViewModule|RoutableService|RoutableServiceModule)<(\w+)>\(\)")
SWIFT_USE_IDENTIFIER = re.compile(r"Router\.to\((view|service)Identifier: \"([^\"]+)\"\)")
SWIFT_USE_URL = re.compile(r"ZIK(?:Any)?(View|Service)Router\.performURL\(\"([^\"]+)\"")


def split_top_level(text, separator=","):
    """Splits at separators outside <>, () and []."""
    parts, depth, current = [], 0, ""
    for character in text:
        if character in "<([":
            depth += 1
        elif character in ">)]":
            depth -= 1
        if character == separator and depth == 0:
            parts.append(current.strip())
            current = ""
        else:
            current += character
    if current.strip():
        parts.append(current.strip())
    return parts


def base_name(spelling):
    """`ZIKViewRouter<A *, B *>` -> ZIKViewRouter, `ZIKModuleViewRouter(P)` -> ZIKModuleViewRouter."""
    return re.match(r"\s*(\w+)", spelling).group(1)


def generic_arguments(spelling):
    match = re.match(r"\s*\w+\s*<(.*)>\s*$", spelling)
    if not match:
        return []
    return [argument.replace("*", "").strip() for argument in split_top_level(match.group(1))]


def objc_protocol_argument(argument, macros):
    """`ZIKRoutable(P)`, `@protocol(P)` or a `#define` standing for `@protocol(P)` -> P."""
    argument = argument.strip()
    match = re.fullmatch(r"(?:ZIKRoutable|@protocol)\((\w+)\)", argument)
    if match:
        return match.group(1)
    if argument in macros:
        return macros[argument]
    return None


# ---------------------------------------------------------------------------------------------------------
# The model of one app, read from its files with the patterns above.

class Record:
    """Anything the model records at a place: a dict with attribute access."""

    def __init__(self, **fields):
        self.__dict__.update(fields)

    def __repr__(self):
        return "Record(%r)" % self.__dict__


class AppModel:
    def __init__(self, root):
        self.root = root
        self.files = {}            # relative path -> list of lines (without newlines)
        self.classes = {}          # name -> Record(name, superclass, file, line, lang, super_spelling)
        self.adoptions = []        # Record(id, cls, protocol, file, line, form, lang)
        self.protocols = {}        # name -> Record(name, parents, file, line, lang, objc)
        self.swift_declarations = []  # Record(protocol, kind, file, line)
        self.macros = {}           # macro -> protocol
        self.routers = {}          # name -> Record(...)
        self.registrations = []    # Record(...)
        self.use_sites = []        # Record(kind, key, file, line)
        self.block_routes = []     # Record(kind, destination, destination_line, file, line, owner, lang)
        self.methods = []          # Record(cls, name, file, start, end, lang)
        self._read()
        self._resolve()

    # -- reading --------------------------------------------------------------------------------------

    def _read(self):
        for directory, folders, names in os.walk(self.root):
            folders[:] = sorted(f for f in folders if f not in SKIPPED_FOLDERS and not f.startswith("."))
            for name in sorted(names):
                if name.endswith(SOURCE_EXTENSIONS):
                    path = os.path.join(directory, name)
                    relative = os.path.relpath(path, self.root)
                    with open(path, encoding="utf-8") as handle:
                        self.files[relative] = handle.read().split("\n")
        # Macros first: they are used in files read before the header that defines them.
        for path, lines in self.files.items():
            for line in lines:
                match = OBJC_PROTOCOL_MACRO.match(line)
                if match:
                    self.macros[match.group(1)] = match.group(2)
        for path in sorted(self.files):
            if path.endswith(".swift"):
                self._read_swift(path)
            else:
                self._read_objc(path)

    def _add_adoptions(self, cls, list_text, path, number, form, lang):
        for protocol in list_text:
            self.adoptions.append(Record(id=len(self.adoptions), cls=cls, protocol=protocol, file=path, line=number,
                                         form=form, lang=lang))

    def _read_objc(self, path):
        lines = self.files[path]
        implementation = None
        method = None
        block = None
        for number, line in enumerate(lines, 1):
            if method is not None:
                if line.rstrip() == "}":
                    method.end = number
                    self.methods.append(method)
                    method = None
                    block = None
                    continue
                self._objc_body_line(path, number, line, method, implementation)
                if method.name == "registerRoutableDestination":
                    block = self._objc_block_route_line(path, number, line, block, implementation)
                elif method.name == "defaultRouteConfiguration":
                    match = OBJC_DEFAULT_CONFIG.match(line)
                    if match:
                        method.config = match.group(1)
                continue
            match = OBJC_CATEGORY.match(line)
            if match:
                protocols = [p.strip() for p in (match.group(3) or "<>")[1:-1].split(",") if p.strip()]
                self._add_adoptions(match.group(1), protocols, path, number, "objc-category", "ObjC")
                continue
            match = OBJC_INTERFACE.match(line)
            if match:
                name, rest = match.group(1), match.group(2)
                superclass = re.match(r"(\w+)", rest).group(1)
                index = len(superclass)
                if index < len(rest) and rest[index] in "<(":
                    closing = {"<": ">", "(": ")"}[rest[index]]
                    depth = 0
                    for position in range(index, len(rest)):
                        if rest[position] == rest[index]:
                            depth += 1
                        elif rest[position] == closing:
                            depth -= 1
                            if depth == 0:
                                index = position + 1
                                break
                super_spelling = rest[:index].strip()
                remainder = rest[index:].strip()
                protocols = []
                if remainder.startswith("<") and remainder.endswith(">"):
                    protocols = [p.strip() for p in remainder[1:-1].split(",") if p.strip()]
                self.classes[name] = Record(name=name, superclass=superclass, super_spelling=super_spelling, file=path,
                                            line=number, lang="ObjC")
                self._add_adoptions(name, protocols, path, number, "objc-interface", "ObjC")
                continue
            match = OBJC_PROTOCOL.match(line)
            if match:
                parents = [p.strip() for p in (match.group(2) or "<>")[1:-1].split(",") if p.strip()]
                self.protocols[match.group(1)] = Record(name=match.group(1), parents=parents, file=path, line=number,
                                                        lang="ObjC", objc=True)
                continue
            match = OBJC_DECLARE_ROUTABLE.match(line)
            if match:
                marker = "ZIKRoutableView" if match.group(1) == "View" else "ZIKRoutableService"
                self._add_adoptions(match.group(2), [marker], path, number, "objc-declare-routable", "ObjC")
                continue
            match = OBJC_IMPLEMENTATION.match(line)
            if match:
                implementation = match.group(1)
                continue
            if line.startswith("@end"):
                implementation = None
                continue
            match = OBJC_METHOD.match(line)
            if match and implementation and line.rstrip().endswith("{"):
                method = Record(cls=implementation, name=match.group(2), file=path, start=number, end=None, lang="ObjC",
                                config=None)
                continue
            self._use_site_line_objc(path, number, line)

    def _objc_body_line(self, path, number, line, method, implementation):
        if method.name != "registerRoutableDestination":
            self._use_site_line_objc(path, number, line)
            return
        match = OBJC_REGISTRATION.match(line)
        if match:
            indent, receiver, selector, argument = match.groups()
            self.registrations.append(Record(
                file=path, line=number, lang="ObjC", receiver=receiver, enclosing=implementation,
                selector=selector, argument=argument.strip(), form="objc-router", indent=indent))
            return
        match = OBJC_ADAPTER.match(line)
        if match:
            indent, receiver, selector, adapter, adaptee = match.groups()
            self.registrations.append(Record(
                file=path, line=number, lang="ObjC", receiver=receiver, enclosing=implementation,
                selector=selector, argument=adapter.strip(), adaptee_argument=adaptee.strip(), form="objc-adapter",
                indent=indent))

    def _objc_block_route_line(self, path, number, line, block, implementation):
        start = OBJC_BLOCK_ROUTE_START.search(line)
        if start:
            block = Record(kind=start.group(1).lower(), destination=None, file=path, line=number, destination_line=None,
                           owner=implementation, lang="ObjC")
            self.block_routes.append(block)
        if block is not None:
            destination = OBJC_BLOCK_DESTINATION.search(line)
            if destination:
                block.destination = destination.group(1)
                block.destination_line = number
            match = OBJC_BLOCK_REGISTRATION.match(line)
            if match:
                indent, selector, argument, semicolon = match.groups()
                self.registrations.append(Record(
                    file=path, line=number, lang="ObjC", receiver=None, enclosing=implementation, selector=selector,
                    argument=argument.strip(), form="objc-block", block=block, indent=indent,
                    ends_chain=bool(semicolon)))
                if semicolon:
                    block = None
        return block

    def _use_site_line_objc(self, path, number, line):
        if line.lstrip().startswith(("//", "/*", "*")):
            return
        for match in OBJC_USE_MACRO.finditer(line):
            kind = {"View": "view", "ViewModule": "viewModule", "Service": "service",
                    "ServiceModule": "serviceModule"}[match.group(1)]
            self.use_sites.append(Record(kind=kind, key=match.group(2), file=path, line=number))
        for match in OBJC_USE_GETTER.finditer(line):
            registry, getter, argument = match.groups()
            protocol = self.macros.get(argument, argument)
            kind = registry.lower() + ("Module" if getter == "Module" else "")
            self.use_sites.append(Record(kind=kind, key=protocol, file=path, line=number))
        for match in OBJC_USE_IDENTIFIER.finditer(line):
            self.use_sites.append(Record(kind=match.group(1).lower() + "Identifier", key=match.group(2), file=path,
                                         line=number))
        for match in OBJC_USE_URL.finditer(line):
            self.use_sites.append(Record(kind=match.group(1).lower() + "URL", key=match.group(2), file=path,
                                         line=number))

    def _read_swift(self, path):
        lines = self.files[path]
        current_class = []  # stack of (indent, name)
        method = None
        block = None
        for number, line in enumerate(lines, 1):
            indent = len(line) - len(line.lstrip())
            if method is not None:
                if line.rstrip() == " " * method.indent + "}":
                    method.end = number
                    self.methods.append(method)
                    method = None
                    block = None
                    continue
                if method.name == "registerRoutableDestination":
                    self._swift_registration_line(path, number, line, method)
                    block = self._swift_block_route_line(path, number, line, block, method)
                else:
                    if method.name == "defaultRouteConfiguration":
                        match = SWIFT_DEFAULT_CONFIG.match(line)
                        if match:
                            method.config = match.group(1)
                    self._use_site_line_swift(path, number, line)
                continue
            while current_class and current_class[-1][0] >= indent and line.strip() and not line.strip().startswith("}"):
                current_class.pop()
            match = SWIFT_ROUTABLE_EXTENSION.match(line)
            if match:
                self.swift_declarations.append(Record(protocol=match.group(2), kind=SWIFT_ENTRY_KIND[match.group(1)],
                                                      file=path, line=number))
                continue
            match = SWIFT_CLASS.match(line)
            if match:
                name, inherited = match.group(3), split_top_level(match.group(4))
                self.classes[name] = Record(name=name, superclass=None, super_spelling=None, inherited=inherited,
                                            file=path, line=number, lang="Swift")
                current_class.append((indent, name))
                continue
            match = SWIFT_EXTENSION_CONFORMANCE.match(line)
            if match:
                self._add_adoptions(match.group(3), split_top_level(match.group(4)), path, number, "swift-extension",
                                    "Swift")
                current_class.append((indent, match.group(3)))
                continue
            match = SWIFT_PROTOCOL.match(line)
            if match:
                parents = split_top_level(match.group(2)) if match.group(2) else []
                self.protocols[match.group(1)] = Record(name=match.group(1), parents=parents, file=path, line=number,
                                                        lang="Swift", objc=line.lstrip().startswith("@objc"))
                continue
            match = SWIFT_METHOD.match(line)
            if match and current_class:
                method = Record(cls=current_class[-1][1], name=match.group(3), file=path, start=number, end=None,
                                lang="Swift", indent=len(match.group(1)), config=None, arguments=match.group(4))
                continue
            self._use_site_line_swift(path, number, line)

    def _swift_registration_line(self, path, number, line, method):
        match = SWIFT_ENTRY_REGISTRATION.match(line)
        if match:
            indent, receiver, entry, protocol = match.groups()
            self.registrations.append(Record(
                file=path, line=number, lang="Swift", receiver=receiver, enclosing=method.cls, selector=entry,
                argument=protocol, form="swift-router", indent=indent))
            return
        match = SWIFT_REGISTRATION.match(line)
        if match:
            indent, receiver, selector, argument = match.groups()
            self.registrations.append(Record(
                file=path, line=number, lang="Swift", receiver=receiver, enclosing=method.cls, selector=selector,
                argument=argument.strip(), form="swift-router", indent=indent))
            return
        match = SWIFT_ADAPTER.match(line)
        if match:
            indent, receiver, entry, adapter, adaptee_entry, adaptee = match.groups()
            self.registrations.append(Record(
                file=path, line=number, lang="Swift", receiver=receiver, enclosing=method.cls, selector=entry,
                argument=adapter, adaptee_argument=adaptee, form="swift-adapter", indent=indent))

    def _swift_block_route_line(self, path, number, line, block, method):
        start = SWIFT_BLOCK_ROUTE_START.match(line)
        if start:
            block = Record(kind=start.group(1).lower(), destination=None, file=path, line=number, destination_line=None,
                           owner=method.cls, lang="Swift")
            self.block_routes.append(block)
            return block
        if block is None:
            return None
        destination = SWIFT_BLOCK_DESTINATION.search(line)
        if destination:
            block.destination = destination.group(1)
            block.destination_line = number
        match = SWIFT_BLOCK_REGISTRATION.match(line)
        if match:
            indent, entry, protocol, identifier, pattern = match.groups()
            if entry:
                selector, argument = entry, protocol
            elif identifier is not None:
                selector, argument = "registerIdentifier", identifier
            else:
                selector, argument = "registerURLPattern", pattern
            self.registrations.append(Record(
                file=path, line=number, lang="Swift", receiver=None, enclosing=method.cls, selector=selector,
                argument=argument, form="swift-block", block=block, indent=indent, ends_chain=False))
        elif not line.strip().startswith("."):
            return None
        return block

    def _use_site_line_swift(self, path, number, line):
        if line.lstrip().startswith("//"):
            return
        for match in SWIFT_USE_ENTRY.finditer(line):
            self.use_sites.append(Record(kind=SWIFT_ENTRY_KIND[match.group(1)], key=match.group(2), file=path,
                                         line=number))
        for match in SWIFT_USE_IDENTIFIER.finditer(line):
            self.use_sites.append(Record(kind=match.group(1) + "Identifier", key=match.group(2), file=path, line=number))
        for match in SWIFT_USE_URL.finditer(line):
            self.use_sites.append(Record(kind=match.group(1).lower() + "URL", key=match.group(2), file=path,
                                         line=number))

    # -- resolving --------------------------------------------------------------------------------------

    def _resolve(self):
        # Swift classes: the first inherited name is the superclass when it is a class.
        for record in self.classes.values():
            if record.lang != "Swift":
                continue
            first = record.inherited[0]
            if base_name(first) in self.classes or base_name(first) in FRAMEWORK_ROUTER_BASES or FRAMEWORK_CLASS.match(base_name(first)):
                record.superclass = base_name(first)
                record.super_spelling = first
                protocols = record.inherited[1:]
            else:
                protocols = record.inherited
            self._add_adoptions(record.name, protocols, record.file, record.line, "swift-class", "Swift")
        # Routers: classes whose chain reaches a framework router base.
        for name in sorted(self.classes):
            kind = self.router_kind(name)
            if kind is None or name in FRAMEWORK_ROUTER_BASES:
                continue
            record = self.classes[name]
            methods = {m.name: m for m in self.methods if m.cls == name}
            abstract = "isAbstractRouter" in methods
            self.routers[name] = Record(
                name=name, kind=kind, file=record.file, line=record.line, lang=record.lang, abstract=abstract,
                register=methods.get("registerRoutableDestination"),
                destination_method=methods.get("destinationWithConfiguration") or (
                    methods.get("destination") if methods.get("destination") and "with configuration" in methods["destination"].arguments else None),
                config=self._configuration_of(name))
        # Registrations: owner, kind and key.
        for registration in self.registrations:
            self._classify(registration)
        self.registrations = [r for r in self.registrations if r.owner is not None]

    def chain(self, name):
        seen = []
        while name and name not in seen:
            seen.append(name)
            record = self.classes.get(name)
            name = record.superclass if record else None
        return seen

    def router_kind(self, name):
        for link in self.chain(name):
            if link in FRAMEWORK_ROUTER_BASES:
                return FRAMEWORK_ROUTER_BASES[link]
        return None

    def _configuration_of(self, name):
        for link in self.chain(name):
            for method in self.methods:
                if method.cls == link and method.name == "defaultRouteConfiguration" and method.config:
                    return method.config
            record = self.classes.get(link)
            if record is None or record.super_spelling is None:
                continue
            base = base_name(record.super_spelling)
            if base in FRAMEWORK_ROUTER_BASES:
                arguments = generic_arguments(record.super_spelling)
                if len(arguments) == 2:
                    return arguments[1]
                if base == "ZIKDestinationViewRouter" or base == "ZIKAnyViewRouter":
                    return "ZIKViewRouteConfiguration"
                if base == "ZIKDestinationServiceRouter" or base == "ZIKAnyServiceRouter":
                    return "ZIKPerformRouteConfiguration"
                return None
        return None

    def _classify(self, registration):
        r = registration
        if r.form in ("objc-block", "swift-block"):
            r.owner = r.block.owner
            route_kind = r.block.kind
        else:
            owner = r.enclosing if r.receiver in (None, "self") else r.receiver
            r.owner = owner if owner in self.routers else None
            route_kind = self.routers[owner].kind.split("-")[0] if r.owner else None
        if r.owner is None:
            return
        r.registry = route_kind
        r.key = None
        r.adaptee = None
        selector = r.selector
        if selector in ("registerView", "registerExclusiveView", "registerService", "registerExclusiveService"):
            r.category = "destination-class"
            match = re.fullmatch(r"\[(\w+) class\]", r.argument) or re.fullmatch(r"(\w+)\.self", r.argument)
            r.key = match.group(1) if match else None
            r.kind = "destination"
        elif selector in ("registerIdentifier", "registerURLPattern"):
            r.category = "identifier" if selector == "registerIdentifier" else "url-pattern"
            match = re.fullmatch(r'@?"([^"]*)"', r.argument)
            r.key = match.group(1) if match else r.argument
            r.kind = route_kind + "Identifier"
        elif r.form in ("objc-adapter", "swift-adapter"):
            r.category = "adapter"
            if r.lang == "ObjC":
                r.kind = route_kind + ("Module" if selector == "registerModuleAdapter" else "")
                r.key = objc_protocol_argument(r.argument, self.macros)
                r.adaptee = objc_protocol_argument(r.adaptee_argument, self.macros)
            else:
                r.kind = SWIFT_ENTRY_KIND[selector]
                r.key, r.adaptee = r.argument, r.adaptee_argument
        else:
            if r.lang == "ObjC":
                r.key = objc_protocol_argument(r.argument, self.macros)
                if selector == "registerViewProtocol":
                    r.kind = "view"
                elif selector == "registerServiceProtocol":
                    r.kind = "service"
                elif selector == "registerDestinationProtocol":
                    r.kind = route_kind
                else:
                    r.kind = route_kind + "Module"
            else:
                r.key = r.argument
                r.kind = SWIFT_ENTRY_KIND[selector]
            r.category = {"view": "view-protocol", "viewModule": "view-module-protocol", "service": "service-protocol",
                          "serviceModule": "service-module-protocol"}[r.kind]

    # -- questions ----------------------------------------------------------------------------------------

    def protocol_inherits(self, protocol, target, seen=None):
        if protocol == target:
            return True
        seen = seen or set()
        if protocol in seen:
            return False
        seen.add(protocol)
        record = self.protocols.get(protocol)
        return bool(record) and any(self.protocol_inherits(parent, target, seen) for parent in record.parents)

    def conforms(self, cls, protocol, removed=frozenset()):
        for link in self.chain(cls):
            for adoption in self.adoptions:
                if adoption.cls == link and adoption.id not in removed and self.protocol_inherits(adoption.protocol, protocol):
                    return True
        return False

    def routable_kinds(self, protocol):
        """The kinds a protocol is declared routable for, with the place of each declaration."""
        kinds = {}
        record = self.protocols.get(protocol)
        if record is not None and (record.lang == "ObjC" or record.objc):
            for root, kind in ROUTABLE_ROOTS.items():
                if self.protocol_inherits(protocol, root) and protocol != root:
                    kinds[kind] = (record.file, record.line)
        for declaration in self.swift_declarations:
            if declaration.protocol == protocol:
                kinds[declaration.kind] = (declaration.file, declaration.line)
        return kinds

    def active_registrations(self):
        """Registrations of routes that run: concrete routers and block routes made by them."""
        return [r for r in self.registrations if not self.routers[r.owner].abstract]

    def destinations_of(self, owner, registrations=None):
        """Destination classes a router registers, with each registration."""
        registrations = registrations if registrations is not None else self.active_registrations()
        return [r for r in registrations if r.owner == owner and r.kind == "destination" and r.form not in ("objc-block", "swift-block")]

    def uses_of(self, kind, key):
        result = [u for u in self.use_sites if u.kind == kind and u.key == key]
        if kind.endswith("Identifier"):
            registry = kind[:-len("Identifier")]
            result += [u for u in self.use_sites if u.kind == registry + "URL" and url_matches(key, u.key)]
        return result


def url_matches(pattern, url):
    """ZIKRouter's URL matching, as far as the fixtures need it: `:name` is one segment, `*` the rest."""
    pattern_parts, url_parts = pattern.split("/"), url.split("/")
    for index, part in enumerate(pattern_parts):
        if part == "*":
            return True
        if index >= len(url_parts):
            return False
        if part.startswith(":"):
            if not url_parts[index]:
                return False
            continue
        if part != url_parts[index]:
            return False
    return len(url_parts) == len(pattern_parts)


# ---------------------------------------------------------------------------------------------------------
# Mutants

class Edit:
    """One edit of one file, in the file's original line numbers: delete lines [start, end], replace line
    `start` with `text`, or insert `lines` before line `start`."""

    def __init__(self, action, file, start, end=None, text=None, lines=None):
        self.action, self.file, self.start, self.end, self.text, self.lines = action, file, start, end, text, lines


class Expectation:
    """`check` must report one of `rules` (None: any rule) at one of `places` [(file, line)] after the
    mutation. `coordinates` says whether the places are lines of the original file ("old") or of the
    mutated one ("new")."""

    def __init__(self, rules, places, coordinates="old", why=""):
        self.rules, self.places, self.coordinates, self.why = rules, places, coordinates, why


class Mutant:
    def __init__(self, app, kind, subkind, ident, description, edits, expectations, language):
        self.app, self.kind, self.subkind, self.id = app, kind, subkind, ident
        self.description, self.edits, self.expectations, self.language = description, edits, expectations, language


def line_map(edits, file, line_count):
    """Maps the original lines of `file` to the mutated file's lines (None for a deleted line)."""
    deleted, inserted_before = set(), defaultdict(int)
    for edit in edits:
        if edit.file != file:
            continue
        if edit.action == "delete":
            deleted.update(range(edit.start, edit.end + 1))
        elif edit.action == "insert":
            inserted_before[edit.start] += len(edit.lines)
    mapping, shift = {}, 0
    for line in range(1, line_count + 2):
        shift += inserted_before.get(line, 0)
        if line in deleted:
            mapping[line] = None
            shift -= 1
        else:
            mapping[line] = line + shift
    return mapping


def apply_edits(lines, edits):
    lines = list(lines)
    # Apply from the bottom so that earlier line numbers stay valid.
    for edit in sorted(edits, key=lambda e: (e.start, {"replace": 0, "delete": 1, "insert": 2}[e.action]), reverse=True):
        if edit.action == "delete":
            del lines[edit.start - 1:edit.end]
        elif edit.action == "replace":
            lines[edit.start - 1] = edit.text
        elif edit.action == "insert":
            lines[edit.start - 1:edit.start - 1] = edit.lines
    return lines


class MutantFactory:
    def __init__(self, app, model):
        self.app, self.model = app, model
        self.mutants = []

    def add(self, kind, subkind, where, key, description, edits, expectations, language):
        ident = "%s/%s/%s/%s/%s" % (self.app["name"], kind, subkind, where, key)
        suffix, base = 2, ident
        while any(m.id == ident for m in self.mutants):
            ident = "%s~%d" % (base, suffix)
            suffix += 1
        self.mutants.append(Mutant(self.app["name"], kind, subkind, ident, description, edits, expectations, language))

    def build(self):
        self.delete_registrations()
        self.drop_conformances()
        self.duplicates()
        self.wrong_kinds()
        self.delete_overrides()
        return self.mutants

    # -- shared steps ------------------------------------------------------------------------------------

    def delete_line_edits(self, registration):
        """Deleting a registration line; a block route's last link hands its `;` to the line above."""
        edits = [Edit("delete", registration.file, registration.line, registration.line)]
        if registration.form == "objc-block" and registration.ends_chain:
            lines = self.model.files[registration.file]
            above = registration.line - 1
            edits.append(Edit("replace", registration.file, above, text=lines[above - 1].rstrip() + ";"))
        return edits

    def key_still_registered(self, registration, remaining):
        return any(r is not registration and r.kind == registration.kind and r.key == registration.key for r in remaining)

    def lookup_expectations(self, kind, key, remaining):
        """What `check` must say when nothing registers (kind, key) any more."""
        model = self.model
        expectations = []
        for use in model.uses_of(kind, key):
            expectations.append(Expectation({"unregistered-route"}, [(use.file, use.line)],
                                            why="%s %s requested here" % (kind, key)))
        for adapter in remaining:
            if adapter.category == "adapter" and adapter.adaptee == key and adapter.kind == kind:
                expectations.append(Expectation({"dangling-adapter"}, [(adapter.file, adapter.line)],
                                                why="adapter %s -> %s" % (adapter.key, key)))
        if not expectations and not kind.endswith("Identifier"):
            declaration = model.routable_kinds(key).get(kind)
            if declaration:
                expectations.append(Expectation({"unregistered-declaration"}, [declaration],
                                                why="%s %s declared routable here, requested nowhere" % (kind, key)))
        return expectations

    def registration_place(self, registration):
        # Ids name the file, not the line, so that they survive edits elsewhere in the fixtures.
        return registration.file

    # -- delete-registration ------------------------------------------------------------------------------

    def delete_registrations(self):
        model = self.model
        active = model.active_registrations()
        for registration in active:
            remaining = [r for r in active if r is not registration]
            where = self.registration_place(registration)
            if registration.category == "destination-class":
                expectations = self.destination_deletion_expectations(registration, remaining)
            else:
                if registration.key is None or self.key_still_registered(registration, remaining):
                    continue
                # registerURLPattern registers the pattern as an identifier too: its kind is the registry's
                # identifier kind, and uses_of matches URL requests against it.
                expectations = self.lookup_expectations(registration.kind, registration.key, remaining)
            if not expectations:
                continue
            subkind = registration.category + ("-block-route" if registration.form.endswith("block") else "")
            self.add("delete-registration", subkind, where, registration.key,
                     "delete `%s` (%s)" % (model.files[registration.file][registration.line - 1].strip(), registration.owner),
                     self.delete_line_edits(registration), expectations, registration.lang)

    def destination_deletion_expectations(self, registration, remaining):
        model = self.model
        expectations = []
        cls = registration.key
        if not [r for r in model.destinations_of(registration.owner, remaining)]:
            router = model.routers[registration.owner]
            expectations.append(Expectation({"router-without-destination"}, [(router.file, router.line)],
                                            why="router %s registers no destination class" % router.name))
        own_routable = [a for a in model.adoptions if a.cls == cls and a.protocol in ROUTABLE_CLASS_MARKERS]
        still_registered = any(r.kind == "destination" and r.key == cls for r in remaining) or any(
            b.destination == cls for b in model.block_routes)
        if own_routable and not still_registered and cls in model.classes:
            record = model.classes[cls]
            places = [(record.file, record.line)]
            places += [(a.file, a.line) for a in own_routable if (a.file, a.line) not in places]
            expectations.append(Expectation({"unregistered-routable-class"}, places,
                                            why="%s adopts %s itself" % (cls, own_routable[0].protocol)))
        return expectations

    # -- drop-conformance -------------------------------------------------------------------------------

    def drop_conformances(self):
        model = self.model
        for adoption in model.adoptions:
            if adoption.protocol.startswith("ZIKRoutable") and adoption.protocol not in ROUTABLE_CLASS_MARKERS:
                continue
            expectations = self.conformance_expectations(frozenset([adoption.id]))
            if not expectations:
                continue
            edits = self.drop_edits(adoption)
            if edits is None:
                continue
            self.add("drop-conformance", self.conformance_subkind(adoption, expectations),
                     adoption.file, "%s-%s" % (adoption.cls, adoption.protocol),
                     "remove %s from %s (%s)" % (adoption.protocol, adoption.cls, adoption.form),
                     edits, expectations, adoption.lang)

    def conformance_subkind(self, adoption, expectations):
        if adoption.protocol in ROUTABLE_CLASS_MARKERS:
            return "routable-class"
        rules = set()
        for expectation in expectations:
            rules |= expectation.rules or {"adapter"}
        if "module-conformance" in rules:
            return "configuration"
        if rules == {"adapter-conformance"}:
            return "adapter-destination"
        return "destination"

    def drop_edits(self, adoption):
        lines = self.model.files[adoption.file]
        line = lines[adoption.line - 1]
        if adoption.form == "objc-declare-routable":
            return [Edit("delete", adoption.file, adoption.line, adoption.line)]
        if adoption.form in ("objc-interface", "objc-category"):
            start = line.rfind("<")
            end = line.rfind(">")
            items = [p.strip() for p in line[start + 1:end].split(",") if p.strip()]
            items.remove(adoption.protocol)
            if items:
                new = line[:start] + "<" + ", ".join(items) + ">" + line[end + 1:]
            else:
                new = line[:start].rstrip() + line[end + 1:]
            return [Edit("replace", adoption.file, adoption.line, text=new)]
        if adoption.form in ("swift-class", "swift-extension"):
            match = (SWIFT_CLASS if adoption.form == "swift-class" else SWIFT_EXTENSION_CONFORMANCE).match(line)
            list_text = match.group(4)
            items = split_top_level(list_text)
            items.remove(adoption.protocol)
            head = line[:match.start(4)]
            tail = line[match.end(4):]
            if items:
                new = head + ", ".join(items) + tail
            else:
                new = re.sub(r"\s*:\s*$", "", head) + tail
            return [Edit("replace", adoption.file, adoption.line, text=new)]
        return None

    def conformance_expectations(self, removed):
        model = self.model
        active = model.active_registrations()
        expectations = []
        # Routers and block routes: each destination class against the protocols the same route registers.
        routes = []
        for name, router in model.routers.items():
            if router.abstract:
                continue
            destinations = model.destinations_of(name, active)
            protocols = [r for r in active if r.owner == name and r.form not in ("objc-block", "swift-block")
                         and r.category != "adapter" and r.kind in ("view", "service") and r.key]
            modules = [r for r in active if r.owner == name and r.form not in ("objc-block", "swift-block")
                       and r.category != "adapter" and r.kind in ("viewModule", "serviceModule") and r.key]
            routes.append((destinations, protocols, modules, router.config, router.kind))
        for block in model.block_routes:
            if model.routers[block.owner].abstract or not block.destination:
                continue
            destination = Record(key=block.destination, file=block.file, line=block.destination_line, kind="destination")
            protocols = [r for r in active if getattr(r, "block", None) is block and r.kind in ("view", "service") and r.key]
            routes.append(([destination], protocols, [], None, block.kind))
        seen = set()
        for destinations, protocols, modules, config, kind in routes:
            marker = "ZIKRoutableView" if kind.startswith("view") else "ZIKRoutableService"
            for destination in destinations:
                place = (destination.file, destination.line)
                lost = [p.key for p in protocols
                        if model.conforms(destination.key, p.key) and not model.conforms(destination.key, p.key, removed)]
                if lost and ("destination-conformance", place) not in seen:
                    seen.add(("destination-conformance", place))
                    expectations.append(Expectation({"destination-conformance"}, [place],
                                                    why="%s no longer conforms to %s" % (destination.key, ", ".join(lost))))
                if model.conforms(destination.key, marker) and not model.conforms(destination.key, marker, removed):
                    if ("unroutable-destination", place) not in seen:
                        seen.add(("unroutable-destination", place))
                        expectations.append(Expectation({"unroutable-destination"}, [place],
                                                        why="%s is no longer routable" % destination.key))
            if config:
                for module in modules:
                    if model.conforms(config, module.key) and not model.conforms(config, module.key, removed):
                        expectations.append(Expectation({"module-conformance"}, [(module.file, module.line)],
                                                        why="%s no longer conforms to %s" % (config, module.key)))
        # Adapters: the adaptee's destinations must conform to the adapter protocol.
        for adapter in active:
            if adapter.category != "adapter" or adapter.kind not in ("view", "service"):
                continue
            for route in active:
                if route.kind != adapter.kind or route.key != adapter.adaptee or route.category == "adapter":
                    continue
                if route.form in ("objc-block", "swift-block"):
                    classes = [route.block.destination]
                else:
                    classes = [d.key for d in model.destinations_of(route.owner, active)]
                for cls in classes:
                    if cls and model.conforms(cls, adapter.key) and not model.conforms(cls, adapter.key, removed):
                        expectations.append(Expectation({"adapter-conformance"}, [(adapter.file, adapter.line)],
                                                        why="%s (adaptee %s) no longer conforms to adapter protocol %s"
                                                        % (cls, adapter.adaptee, adapter.key)))
        return expectations

    # -- duplicate --------------------------------------------------------------------------------------

    def duplicates(self):
        """Copies each registration into the next route of the same kind: in the same language when there is
        one, otherwise into a router of the other language, spelled in that language."""
        model = self.model
        active = model.active_registrations()
        routers = sorted(n for n, r in model.routers.items() if not r.abstract and r.register is not None)
        for registration in active:
            if registration.form.endswith("block") or registration.category == "destination-class" or registration.key is None:
                continue
            owner = model.routers[registration.owner]
            same_kind = [n for n in routers if n != owner.name and model.routers[n].kind == owner.kind]
            candidates = [n for n in same_kind if model.routers[n].lang == registration.lang]
            language = registration.lang
            if not candidates:
                candidates = [n for n in same_kind if self.translate(registration, model.routers[n].lang)]
                language = "Mixed"
            if not candidates:
                continue
            after = [n for n in candidates if n > owner.name]
            target = model.routers[(after or candidates)[0]]
            text = self.translate(registration, target.lang)
            method = target.register
            body_indent = self.body_indent(method)
            inserted_line = method.start + 1
            edits = [Edit("insert", method.file, inserted_line, lines=[body_indent + text])]
            rule = "duplicate-identifier" if registration.category in ("identifier", "url-pattern") else "duplicate-protocol"
            expectations = [
                Expectation({rule}, [(registration.file, registration.line)], why="original registration"),
                Expectation({rule}, [(method.file, inserted_line)], coordinates="new", why="copy in %s" % target.name),
            ]
            self.add("duplicate", registration.category, self.registration_place(registration), registration.key,
                     "copy `%s` into %s" % (text, target.name), edits, expectations, language)

    def translate(self, registration, language):
        """The registration as a statement of `language` with `self` as receiver; None when it cannot be
        written there (a pure Swift protocol has no Objective-C spelling)."""
        if language == registration.lang:
            return self.rewrite_receiver(registration)
        model = self.model
        r = registration

        def objc_visible(protocol):
            record = model.protocols.get(protocol)
            return record is not None and (record.lang == "ObjC" or record.objc)

        entries = {"view": "RoutableView", "viewModule": "RoutableViewModule", "service": "RoutableService",
                   "serviceModule": "RoutableServiceModule"}
        if r.category in ("identifier", "url-pattern"):
            selector = "registerIdentifier" if r.category == "identifier" else "registerURLPattern"
            if language == "Swift":
                return '%s("%s")' % (selector, r.key)
            return '[self %s:@"%s"];' % (selector, r.key)
        if r.category == "adapter":
            if not (objc_visible(r.key) and objc_visible(r.adaptee)):
                return None
            if language == "Swift":
                return "register(adapter: %s<%s>(), forAdaptee: %s<%s>())" % (entries[r.kind], r.key, entries[r.kind], r.adaptee)
            selector = "registerModuleAdapter" if r.kind.endswith("Module") else "registerDestinationAdapter"
            return "[self %s:ZIKRoutable(%s) forAdaptee:ZIKRoutable(%s)];" % (selector, r.key, r.adaptee)
        if not objc_visible(r.key):
            return None
        if language == "Swift":
            return "register(%s<%s>())" % (entries[r.kind], r.key)
        selector = {"view": "registerViewProtocol", "service": "registerServiceProtocol"}.get(r.kind, "registerModuleProtocol")
        return "[self %s:ZIKRoutable(%s)];" % (selector, r.key)

    def rewrite_receiver(self, registration):
        line = self.model.files[registration.file][registration.line - 1].strip()
        if registration.lang == "ObjC":
            return re.sub(r"^\[\w+ ", "[self ", line)
        return re.sub(r"^\w+\.(?=register)", "", line)

    def body_indent(self, method):
        lines = self.model.files[method.file]
        for number in range(method.start + 1, method.end):
            if lines[number - 1].strip():
                text = lines[number - 1]
                return text[:len(text) - len(text.lstrip())]
        return "    " if method.lang == "ObjC" else "        "

    # -- wrong-kind -------------------------------------------------------------------------------------

    # Objective-C selector swaps within one registry. ZIKRouter asserts at a router's swapped registration
    # (the protocol must inherit the selector's ...Routable under ZIKROUTER_CHECK; a module protocol's
    # configuration must conform). Adapters are not swapped: ZIKRouter 1.1.1 keeps one adapter-to-adaptee
    # map for destination and module adapters, so a swapped adapter still resolves and nothing asserts.
    OBJC_SWAPS = {
        ("view", "registerViewProtocol"): "registerModuleProtocol",
        ("view", "registerModuleProtocol"): "registerViewProtocol",
        ("service", "registerServiceProtocol"): "registerModuleProtocol",
        ("service", "registerModuleProtocol"): "registerServiceProtocol",
        ("view", "registerDestinationProtocol"): "registerModuleProtocol",
        ("view", "registerModuleProtocol#block"): "registerDestinationProtocol",
        ("service", "registerDestinationProtocol"): "registerModuleProtocol",
        ("service", "registerModuleProtocol#block"): "registerDestinationProtocol",
    }

    def wrong_kinds(self):
        model = self.model
        active = model.active_registrations()
        routers = sorted(n for n, r in model.routers.items() if not r.abstract and r.register is not None)
        for registration in active:
            if registration.key is None or registration.category in ("destination-class", "identifier", "url-pattern"):
                continue
            lines = model.files[registration.file]
            line = lines[registration.line - 1]
            where = self.registration_place(registration)
            if registration.lang == "ObjC":
                selector = registration.selector + ("#block" if registration.form == "objc-block" and registration.selector == "registerModuleProtocol" else "")
                swap = self.OBJC_SWAPS.get((registration.registry, selector))
                if swap:
                    new = line.replace(registration.selector + ("(" if registration.form == "objc-block" else ":"),
                                       swap + ("(" if registration.form == "objc-block" else ":"), 1)
                    if registration.form == "objc-block":
                        # A block route's registration asserts nothing itself; ZIKRouter finds the protocol
                        # unregistered for its own kind, as if the line were deleted.
                        expectations = self.lookup_expectations(
                            registration.kind, registration.key, [r for r in active if r is not registration])
                        if self.key_still_registered(registration, active) or not expectations:
                            continue
                    else:
                        # ZIKRouter 1.1.1 checks the kind of every router selector but a service router's
                        # registerModuleProtocol:, where only the configuration's conformance is asserted.
                        unchecked = registration.registry == "service" and swap == "registerModuleProtocol"
                        expectations = [Expectation(ANY_RULE if unchecked else {"wrong-kind-registration"},
                                                    [(registration.file, registration.line)],
                                                    why="%s %s registered as %s" % (registration.kind, registration.key, swap))]
                    prefix = "block-route-" if registration.form == "objc-block" else ""
                    self.add("wrong-kind", "%s%s-as-%s" % (prefix, registration.kind, self.swapped_kind(registration, swap)), where,
                             registration.key, "`%s` -> `%s`" % (line.strip(), new.strip()),
                             [Edit("replace", registration.file, registration.line, text=new)], expectations, "ObjC")
                # Across registries: a service protocol on a view router, a view protocol on a service router.
                if registration.form == "objc-router" and registration.kind in ("view", "service"):
                    other = "service" if registration.kind == "view" else "view"
                    targets = [n for n in routers if model.routers[n].kind == other and model.routers[n].lang == "ObjC"]
                    if targets:
                        target = model.routers[targets[0]]
                        selector = "registerServiceProtocol" if other == "service" else "registerViewProtocol"
                        text = "[self %s:%s];" % (selector, registration.argument)
                        method = target.register
                        inserted = method.start + 1
                        self.add("wrong-kind", "%s-on-%s-router" % (registration.kind, other), where, registration.key,
                                 "insert `%s` into %s" % (text, target.name),
                                 [Edit("insert", method.file, inserted, lines=[self.body_indent(method) + text])],
                                 [Expectation({"wrong-kind-registration"}, [(method.file, inserted)], coordinates="new",
                                              why="%s protocol %s registered on %s router %s"
                                              % (registration.kind, registration.key, other, target.name))],
                                 "ObjC")
            else:
                # Swift: only a class as the generic parameter compiles with the wrong kind.
                if registration.form != "swift-router" or registration.category == "adapter":
                    continue
                protocol = model.protocols.get(registration.key)
                if protocol is None or not (protocol.objc or protocol.lang == "ObjC"):
                    continue
                if registration.kind in ("view", "service"):
                    classes = [d.key for d in model.destinations_of(registration.owner, active)]
                else:
                    classes = [model.routers[registration.owner].config]
                classes = [c for c in classes if c and model.conforms(c, registration.key)]
                if not classes:
                    continue
                new = line.replace("<%s>" % registration.key, "<%s>" % classes[0], 1)
                self.add("wrong-kind", "class-as-%s-protocol" % registration.kind, where, registration.key,
                         "`%s` -> `%s`" % (line.strip(), new.strip()),
                         [Edit("replace", registration.file, registration.line, text=new)],
                         [Expectation({"invalid-routable-type"}, [(registration.file, registration.line)],
                                      why="class %s used as the routable protocol" % classes[0])],
                         "Swift")

    def swapped_kind(self, registration, swap):
        return "module" if "Module" in swap else registration.registry

    # -- delete-override --------------------------------------------------------------------------------

    def delete_overrides(self):
        model = self.model
        for name in sorted(model.routers):
            router = model.routers[name]
            if router.abstract:
                continue
            for method, subkind, rules in ((router.register, "registerRoutableDestination", {"missing-own-registration"}),
                                           (router.destination_method, "destination", {"missing-destination-override"})):
                if method is None or (subkind == "destination" and router.kind.endswith("adapter")):
                    continue
                lines = model.files[method.file]
                end = method.end
                if end < len(lines) and not lines[end].strip():
                    end += 1  # the blank line after the method
                self.add("delete-override", subkind, method.file, name,
                         "delete %s's %s" % (name, subkind),
                         [Edit("delete", method.file, method.start, end)],
                         [Expectation(rules, [(router.file, router.line)],
                                      why="%s does not override %s" % (name, subkind))],
                         router.lang)


# ---------------------------------------------------------------------------------------------------------
# Running `check`

SEVERITY_RANK = {"note": 0, "warning": 1, "error": 2}

# Diagnostics of reading the sources (docs/rules.md, "Rule reference", after the check rules): they say
# what routegen could not read, not that a route is wrong, so they never catch a fault, not even as
# "any rule". Those that say a mutated file no longer parses mean the mutation itself is broken.
SCANNER_DIAGNOSTICS = {
    "abstract-unknown", "cocoapods", "config", "dynamic-registration", "dynamic-use-site", "inferred-routable",
    "libclang-missing", "missing-path", "missing-project-file", "missing-subproject", "nesting-too-deep",
    "no-sources", "no-swift-sources", "non-utf8-file", "objc-entry-module", "objc-parse-failed",
    "objc-unread-declaration", "pod-router-left-out", "registration-outside-register", "registry-module",
    "registry-name-clash", "syntax-error", "unimportable-header", "unknown-registration-owner", "unreadable-file",
    "unsupported-file", "xcode-project",
}
BROKEN_MUTATION = {"syntax-error", "objc-parse-failed", "objc-unread-declaration", "non-utf8-file", "unreadable-file"}


def run_check(binary, root, paths):
    command = [binary, "check", *paths, "--format", "json", "--quiet"]
    environment = dict(os.environ, NO_COLOR="1", CI="1")
    process = subprocess.run(command, cwd=root, capture_output=True, text=True, env=environment)
    if process.returncode not in (0, 1):
        raise RuntimeError("%s exited %d in %s:\n%s" % (" ".join(command), process.returncode, root, process.stderr))
    try:
        report = json.loads(process.stdout)
    except ValueError as error:
        raise RuntimeError("no JSON from %s in %s: %s\n%s" % (" ".join(command), root, error, process.stderr))
    findings = []
    real_root = os.path.realpath(root)
    for diagnostic in report.get("diagnostics", []):
        path = diagnostic.get("file")
        if path:
            absolute = os.path.realpath(path if os.path.isabs(path) else os.path.join(root, path))
            path = os.path.relpath(absolute, real_root)
        findings.append((path, diagnostic.get("line"), diagnostic.get("rule"), diagnostic.get("severity"),
                         diagnostic.get("message", "")))
    return findings


def materialise(app, model, mutant, destination):
    source = os.path.join(REPO, app["folder"])
    shutil.copytree(source, destination, symlinks=True)
    for path in sorted({edit.file for edit in mutant.edits}):
        edits = [edit for edit in mutant.edits if edit.file == path]
        lines = apply_edits(model.files[path], edits)
        with open(os.path.join(destination, path), "w", encoding="utf-8") as handle:
            handle.write("\n".join(lines))


def evaluate(mutant, model, baseline, findings, require_error):
    """Classifies one mutant's findings: caught, caught-warning, elsewhere or missed."""
    # The unmutated app's findings, moved to the mutated files' lines.
    maps = {}

    def moved(path, line):
        if path is None or line is None or path not in model.files:
            return line
        if path not in maps:
            maps[path] = line_map(mutant.edits, path, len(model.files[path]))
        return maps[path].get(line, line)

    remaining = defaultdict(int)
    for path, line, rule, severity, _ in baseline:
        remaining[(path, moved(path, line), rule, severity)] += 1
    new = []
    for finding in findings:
        key = finding[:4]
        if remaining[key] > 0:
            remaining[key] -= 1
        else:
            new.append(finding)
    if any(f[2] in BROKEN_MUTATION for f in new):
        return "broken", [None] * len(mutant.expectations), new
    counted = [f for f in new if f[2] not in SCANNER_DIAGNOSTICS]
    outcome = []
    for expectation in mutant.expectations:
        places = set()
        for path, line in expectation.places:
            places.add((path, line if expectation.coordinates == "new" else moved(path, line)))
        best = None
        for path, line, rule, severity, _ in counted:
            if (path, line) in places and (expectation.rules is None or rule in expectation.rules):
                if best is None or SEVERITY_RANK[severity] > SEVERITY_RANK[best]:
                    best = severity
        outcome.append(best)
    loud = [f for f in counted if SEVERITY_RANK.get(f[3], 0) >= 1]
    minimum = 2 if require_error else 1
    if all(best is not None and SEVERITY_RANK[best] >= minimum for best in outcome):
        verdict = "caught" if all(best == "error" for best in outcome) else "caught-warning"
    elif loud:
        verdict = "elsewhere"
    else:
        verdict = "missed"
    return verdict, outcome, new


# ---------------------------------------------------------------------------------------------------------
# Subset for the Swift test: the first mutant (by id) of each app, fault kind, variant and language.

def subset(mutants, per_group=1):
    chosen, counts = [], defaultdict(int)
    for mutant in sorted(mutants, key=lambda m: m.id):
        group = (mutant.app, mutant.kind, mutant.subkind, mutant.language)
        if counts[group] < per_group:
            counts[group] += 1
            chosen.append(mutant)
    return chosen


def read_pending(path):
    """Mutant ids known to be missed, and findings the unmutated apps are known to give, per mode. A line is
    `<mutant id>` or `finding <app> <path>:<line> <rule>`, for both modes, or either after `folder:` or
    `project:` for that mode alone."""
    pending = {mode: set() for mode in MODES}
    findings = {mode: set() for mode in MODES}
    if path:
        with open(path, encoding="utf-8") as handle:
            for line in handle:
                line = line.split("#", 1)[0].strip()
                if not line:
                    continue
                modes = MODES
                for mode in MODES:
                    if line.startswith(mode + ":"):
                        modes, line = [mode], line[len(mode) + 1:].strip()
                for mode in modes:
                    if line.startswith("finding "):
                        _, app, place, rule = line.split()
                        file, number = place.rsplit(":", 1)
                        findings[mode].add((app, file, int(number), rule))
                    else:
                        pending[mode].add(line)
    return pending, findings


def markdown_table(results, mutants_by_id, pending):
    rows = defaultdict(lambda: defaultdict(int))
    for ident, (verdict, _, _) in results.items():
        mutant = mutants_by_id[ident]
        for key in ((mutant.kind, mutant.language), (mutant.kind, "all"), ("all", mutant.language), ("all", "all")):
            rows[key]["total"] += 1
            rows[key][verdict] += 1
    lines = ["| Fault kind | Language | Mutants | Caught (error) | Caught (warning only) | Caught elsewhere | Missed | Recall |",
             "|---|---|---:|---:|---:|---:|---:|---:|"]
    for kind in KINDS + ["all"]:
        for language in ["ObjC", "Swift", "Mixed", "all"]:
            row = rows.get((kind, language))
            if not row:
                continue
            caught = row["caught"] + row["caught-warning"]
            lines.append("| %s | %s | %d | %d | %d | %d | %d | %d%% |" % (
                kind, language, row["total"], row["caught"], row["caught-warning"], row["elsewhere"], row["missed"],
                round(100.0 * caught / row["total"])))
    return "\n".join(lines)


def subkind_table(results, mutants_by_id):
    rows = defaultdict(lambda: defaultdict(int))
    for ident, (verdict, _, _) in results.items():
        mutant = mutants_by_id[ident]
        key = (mutant.kind, mutant.subkind, mutant.language)
        rows[key]["total"] += 1
        rows[key][verdict] += 1
    lines = ["| Fault kind | Variant | Language | Mutants | Caught (error) | Caught (warning only) | Elsewhere | Missed |",
             "|---|---|---|---:|---:|---:|---:|---:|"]
    for (kind, subkind, language) in sorted(rows, key=lambda k: (KINDS.index(k[0]), k[1], k[2])):
        row = rows[(kind, subkind, language)]
        lines.append("| %s | %s | %s | %d | %d | %d | %d | %d |" % (
            kind, subkind, language, row["total"], row["caught"], row["caught-warning"], row["elsewhere"], row["missed"]))
    return "\n".join(lines)


def describe_outcome(mutant, outcome, new):
    parts = []
    for expectation, best in zip(mutant.expectations, outcome):
        rules = "any rule" if expectation.rules is None else "/".join(sorted(expectation.rules))
        places = ", ".join("%s:%d" % place for place in expectation.places)
        state = "ok (%s)" % best if best else "MISSING"
        parts.append("expected %s at %s%s: %s" % (rules, places, " (mutated file)" if expectation.coordinates == "new" else "",
                                                   state))
    got = ["%s %s %s:%s" % (severity, rule, path, line) for path, line, rule, severity, _ in new]
    return parts, got


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", default=os.path.join(REPO, ".build/release/routegen"),
                        help="the routegen executable (default: .build/release/routegen)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="mutants checked at once")
    parser.add_argument("--report", help="write the Markdown report to this file")
    parser.add_argument("--json", help="write every mutant's result as JSON to this file")
    parser.add_argument("--app", action="append", help="only this fixture app (repeatable)")
    parser.add_argument("--kind", action="append", choices=KINDS, help="only this fault kind (repeatable)")
    parser.add_argument("--only", help="only mutants whose id contains this text")
    parser.add_argument("--mode", choices=MODES + ["both"], default="both",
                        help="check each copy as folders, through its Xcode project, or both (the default; then a "
                             "mutant caught in folder mode and missed in project mode fails the run)")
    parser.add_argument("--subset", action="store_true", help="a representative subset: one mutant per app, kind, variant and language")
    parser.add_argument("--pending", help="file of mutant ids known to be missed: reported, not failing; caught ones fail")
    parser.add_argument("--require-error", action="store_true", help="a catch must be an error, not only a warning")
    parser.add_argument("--clean", choices=["error", "warning", "note"], default="error",
                        help="the least severe finding on an unmutated app that fails the run (default: error)")
    parser.add_argument("--list", action="store_true", help="list the mutants and their expectations, run nothing")
    parser.add_argument("--keep", help="keep each mutant's copy under this folder")
    arguments = parser.parse_args()

    started = time.time()
    apps = [a for a in APPS if not arguments.app or a["name"] in arguments.app]
    if not apps:
        parser.error("no fixture app named %s" % arguments.app)
    modes = MODES if arguments.mode == "both" else [arguments.mode]
    models, mutants = {}, []
    for app in apps:
        model = AppModel(os.path.join(REPO, app["folder"]))
        models[app["name"]] = model
        mutants += MutantFactory(app, model).build()
    if arguments.kind:
        mutants = [m for m in mutants if m.kind in arguments.kind]
    if arguments.only:
        mutants = [m for m in mutants if arguments.only in m.id]
    if arguments.subset:
        mutants = subset(mutants)
    mutants_by_id = {m.id: m for m in mutants}

    if arguments.list:
        for mutant in mutants:
            print("%s  [%s]  %s" % (mutant.id, mutant.language, mutant.description))
            for expectation in mutant.expectations:
                rules = "any rule" if expectation.rules is None else "/".join(sorted(expectation.rules))
                print("    expect %s at %s  (%s)" % (rules, ", ".join("%s:%d" % p for p in expectation.places), expectation.why))
        print("%d mutants" % len(mutants))
        return 0

    binary = os.path.abspath(arguments.binary)
    if not os.access(binary, os.X_OK):
        print("mutation-suite: no routegen executable at %s (build it, or pass --binary)" % binary, file=sys.stderr)
        return 2
    pending, pending_findings = read_pending(arguments.pending)
    scratch = arguments.keep or tempfile.mkdtemp(prefix="routegen-mutants-")
    os.makedirs(scratch, exist_ok=True)

    # The unmutated apps, in each mode.
    baselines, clean_failures, findings_gone = {}, [], []
    for mode in modes:
        for app in apps:
            findings = run_check(binary, os.path.join(REPO, app["folder"]), command_arguments(app, mode))
            baselines[(mode, app["name"])] = findings
            known = {(app["name"], path, line, rule) for path, line, rule, _, _ in findings}
            for path, line, rule, severity, message in findings:
                if (app["name"], path, line, rule) in pending_findings[mode]:
                    continue
                if SEVERITY_RANK[severity] >= SEVERITY_RANK[arguments.clean]:
                    clean_failures.append("%s (%s mode): %s:%s: %s: %s [%s]" % (
                        app["name"], mode, path, line, severity, message, rule))
            for entry in sorted(pending_findings[mode]):
                if entry[0] == app["name"] and entry not in known:
                    findings_gone.append("%s: %s %s %s:%d %s" % (mode, "finding", entry[0], entry[1], entry[2], entry[3]))

    def run_one(work):
        index, mode, mutant = work
        app = next(a for a in apps if a["name"] == mutant.app)
        model = models[mutant.app]
        folder = os.path.join(scratch, "%04d-%s-%s" % (index, mode, mutant.app))
        materialise(app, model, mutant, folder)
        try:
            findings = run_check(binary, folder, command_arguments(app, mode))
        finally:
            if not arguments.keep:
                shutil.rmtree(folder, ignore_errors=True)
        return mode, mutant.id, evaluate(mutant, model, baselines[(mode, mutant.app)], findings, arguments.require_error)

    results = {mode: {} for mode in modes}
    work = [(index, mode, mutant) for mode in modes for index, mutant in enumerate(mutants)]
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, arguments.jobs)) as pool:
        for mode, ident, result in pool.map(run_one, work):
            results[mode][ident] = result
    if not arguments.keep:
        shutil.rmtree(scratch, ignore_errors=True)
    elapsed = time.time() - started

    # Report.
    caught_verdicts = ("caught", "caught-warning")
    missed, broken, unexpected, fixed = {}, set(), [], []
    for mode in modes:
        missed[mode] = [i for i, (verdict, _, _) in results[mode].items() if verdict in ("missed", "elsewhere")]
        broken |= {i for i, (verdict, _, _) in results[mode].items() if verdict == "broken"}
        unexpected += [(mode, i) for i in missed[mode] if i not in pending[mode]]
        fixed += [(mode, i) for i in sorted(pending[mode]) if i in results[mode] and results[mode][i][0] in caught_verdicts]
    weaker = []
    if "folder" in results and "project" in results:
        weaker = sorted(i for i, (verdict, _, _) in results["folder"].items()
                        if verdict in caught_verdicts and results["project"][i][0] not in caught_verdicts)
    out = []
    out.append("# Mutation suite: recall of `routegen check`\n")
    out.append("Binary: `%s`; %d mutants over %s, in %s mode; %.1f s with %d jobs.\n" % (
        os.path.relpath(binary, REPO) if binary.startswith(REPO) else binary, len(mutants),
        ", ".join(a["name"] for a in apps), " and ".join(modes), elapsed, arguments.jobs))
    out.append("## Unmutated apps\n")
    for mode in modes:
        for app in apps:
            counts = defaultdict(int)
            for finding in baselines[(mode, app["name"])]:
                counts[finding[3]] += 1
            out.append("- %s, %s mode (`routegen check %s` in `%s`): %d errors, %d warnings, %d notes" % (
                app["name"], mode, " ".join(command_arguments(app, mode)), app["folder"], counts["error"],
                counts["warning"], counts["note"]))
            for path, line, rule, severity, message in baselines[(mode, app["name"])]:
                known = (app["name"], path, line, rule) in pending_findings[mode]
                out.append("  - %s `%s` %s:%s%s: %s" % (severity, rule, path, line, " (pending)" if known else "", message))
    for mode in modes:
        out.append("\n## Recall per fault kind and language, %s mode\n" % mode)
        out.append(markdown_table(results[mode], mutants_by_id, pending[mode]))
        out.append("\n## Per variant, %s mode\n" % mode)
        out.append(subkind_table(results[mode], mutants_by_id))
    for mode in modes:
        for title, verdicts in (("Broken mutations", ("broken",)), ("Missed", ("missed",)),
                                ("Caught elsewhere (not at every expected place)", ("elsewhere",)),
                                ("Caught, but only as a warning", ("caught-warning",))):
            chosen = sorted(i for i, (verdict, _, _) in results[mode].items() if verdict in verdicts)
            out.append("\n## %s, %s mode (%d)\n" % (title, mode, len(chosen)))
            for ident in chosen:
                mutant = mutants_by_id[ident]
                verdict, outcome, new = results[mode][ident]
                expected, got = describe_outcome(mutant, outcome, new)
                out.append("- `%s`%s: %s" % (ident, " (pending)" if ident in pending[mode] else "", mutant.description))
                for line in expected:
                    out.append("  - %s" % line)
                out.append("  - new findings: %s" % ("; ".join(got) if got else "none"))
    report = "\n".join(out) + "\n"
    if arguments.report:
        with open(arguments.report, "w", encoding="utf-8") as handle:
            handle.write(report)
    if arguments.json:
        with open(arguments.json, "w", encoding="utf-8") as handle:
            json.dump([{"id": i, "mode": mode, "kind": mutants_by_id[i].kind, "variant": mutants_by_id[i].subkind,
                        "language": mutants_by_id[i].language, "verdict": results[mode][i][0],
                        "description": mutants_by_id[i].description,
                        "expected": describe_outcome(mutants_by_id[i], results[mode][i][1], results[mode][i][2])[0],
                        "new_findings": describe_outcome(mutants_by_id[i], results[mode][i][1], results[mode][i][2])[1]}
                       for mode in modes for i in sorted(results[mode])], handle, indent=1)
            handle.write("\n")

    for mode in modes:
        print("%s mode:" % mode)
        print(markdown_table(results[mode], mutants_by_id, pending[mode]))
        print()
    for mode in modes:
        for ident in sorted(missed[mode]):
            print("%s (%s mode): %s%s" % (results[mode][ident][0].upper(), mode, ident,
                                         " (pending)" if ident in pending[mode] else ""))
    for ident in sorted(broken):
        print("BROKEN MUTATION (a mutated file no longer parses; fix the harness or the fixture): %s" % ident)
    for failure in clean_failures:
        print("UNMUTATED APP HAS A FINDING: %s" % failure)
    for gone in findings_gone:
        print("PENDING FINDING GONE (remove it from %s): %s" % (arguments.pending, gone))
    for mode, ident in fixed:
        print("PENDING BUT CAUGHT in %s mode (remove it from %s): %s" % (mode, arguments.pending, ident))
    for ident in weaker:
        print("CAUGHT IN FOLDER MODE, NOT IN PROJECT MODE: %s" % ident)
    total = sum(len(results[mode]) for mode in modes)
    not_caught = sum(len(missed[mode]) for mode in modes)
    print("%d mutants, %d caught, %d not caught, %.1f s" % (total, total - not_caught, not_caught, elapsed))
    if broken:
        return 2
    return 1 if (unexpected or clean_failures or fixed or findings_gone or weaker) else 0


if __name__ == "__main__":
    sys.exit(main())
