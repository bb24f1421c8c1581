import Foundation
import RouteGenModel

/// How the generated `RouteRegistry.m` can reach ZIKRouter's Internal headers in this build
/// (docs/ZIKRouter-semantics.md#generated-code-imports).
package enum FrameworkImport: String, Hashable, Codable, Sendable {
    /// `@import ZIKRouter.Internal;`: ZIKRouter is a module (a framework, or a pod built with
    /// modular headers) and the target compiles with modules.
    case module
    /// `#import <ZIKRouter/…Internal.h>`: ZIKRouter is a plain static library (a pod without
    /// `use_frameworks!` or `use_modular_headers!`), or the target turns modules off.
    case headers
}

/// What the project says about the import form. Nil means it says nothing (ZIKRouter built by a
/// sub-project or dropped in as a framework, which is a module), and the default stays.
enum ZIKRouterImportChoice {
    /// `app` is the target that compiles the registry; `podsProject` the workspace's
    /// `Pods/Pods.xcodeproj` (installed or not), if any. `inputs` gets the files the choice read.
    static func choose(
        app: XcodeTarget, podsProject: String?, cache: inout ProjectCache, inputs: inout [String],
        probed: inout [String]
    ) -> FrameworkImport? {
        if app.enablesModules == false { return .headers }
        guard let podsProject else { return nil }
        // The `Internal` submodule lists the view router headers: without the ViewRouter subspec
        // it cannot be built, whatever the Podfile says.
        let lock = ProjectPath.join(ProjectPath.folder(of: ProjectPath.folder(of: podsProject)), "Podfile.lock")
        if let text = FileManager.default.contents(atPath: lock).flatMap({ String(data: $0, encoding: .utf8) }),
            text.contains("- ZIKRouter/ServiceRouter ("), !text.contains("- ZIKRouter/ViewRouter (")
        {
            return .headers
        }
        if case .success(let project) = cache.project(podsProject),
            let pod = project.summaries.first(where: { $0.name == "ZIKRouter" || $0.name.hasPrefix("ZIKRouter-") })
        {
            // A framework has its module map; a static library has one with modular headers
            // (`DEFINES_MODULE`, which CocoaPods sets in the pod target's own settings).
            if pod.kind == .framework { return .module }
            guard let read = project.read(pod.id) else { return nil }
            inputs += read.inputFiles
            return read.target.definesModule ? .module : .headers
        }
        // `pod install` has not run: the Podfile says how the pods will be built.
        let podfile = ProjectPath.join(ProjectPath.folder(of: ProjectPath.folder(of: podsProject)), "Podfile")
        guard let data = FileManager.default.contents(atPath: podfile), let text = String(data: data, encoding: .utf8)
        else {
            probed.append(podfile)
            return nil
        }
        inputs.append(podfile)
        return PodfileIntegration(text).zikRouterIsModule ? .module : .headers
    }
}

/// The lines of a Podfile that decide whether a pod is a module: `use_frameworks!`,
/// `use_modular_headers!`, or `:modular_headers => true` on the pod itself. A Podfile is Ruby;
/// these are statements on lines of their own, read after dropping comments.
struct PodfileIntegration {
    var usesFrameworks = false
    var usesModularHeaders = false
    var modularPods: Set<String> = []

    init(_ text: String) {
        for raw in text.split(whereSeparator: \.isNewline) {
            let line = Self.withoutComment(String(raw)).trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("use_frameworks!") { usesFrameworks = true }
            if line.hasPrefix("use_modular_headers!") { usesModularHeaders = true }
            guard line.hasPrefix("pod ") || line.hasPrefix("pod(") else { continue }
            let compact = line.filter { !$0.isWhitespace }
            guard compact.contains(":modular_headers=>true") || compact.contains("modular_headers:true"),
                let name = Self.firstString(in: line)
            else { continue }
            modularPods.insert(String(name.split(separator: "/").first ?? Substring(name)))
        }
    }

    var zikRouterIsModule: Bool { usesFrameworks || usesModularHeaders || modularPods.contains("ZIKRouter") }

    /// The line up to a `#` outside a string.
    private static func withoutComment(_ line: String) -> String {
        var quote: Character?
        for (index, character) in zip(line.indices, line) {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "#" {
                return String(line[..<index])
            }
        }
        return line
    }

    /// The first single- or double-quoted string of the line.
    private static func firstString(in line: String) -> String? {
        guard let open = line.firstIndex(where: { $0 == "'" || $0 == "\"" }) else { return nil }
        let rest = line[line.index(after: open)...]
        guard let close = rest.firstIndex(of: line[open]) else { return nil }
        return String(rest[..<close])
    }
}
