/// `duplicate-objc-class`: two Objective-C router classes with one name. Objective-C class names
/// are global to the app, so only one of them exists at run time and the other's routes are
/// silently lost (or the link fails). Reported at every declaration. Not a duplicate: a header
/// and its own `.m` (same folder and name), declarations in one file (its `#if` branches), and
/// declarations in `#if` branches that exclude each other. Class extensions and categories are
/// not class declarations at all.
import RouteGenModel

package struct DuplicateObjCClassRule: CheckRule {
    package init() {}

    package static let description = RuleDescription(
        id: "duplicate-objc-class",
        defaultSeverity: .error,
        summary:
            "Two Objective-C router classes share one name; Objective-C class names are global, so only one exists at run time.",
        reportedAt: "each declaration",
        rationale:
            "Two Objective-C router classes with one name in the scanned app. Objective-C class names are global, so only one of them exists at run time and the other's routes are lost (or the link fails). A header and its own `.m`, class extensions, categories and declarations in `#if` branches that exclude each other are not duplicates; nor are Swift classes, whose names belong to their module. Rename one of the classes.",
        triggeringExamples: [
            RuleExample(files: [
                (
                    "Pods/EditorKit/EditorViewRouter.h",
                    """
                    #import <ZIKRouter/ZIKRouter.h>

                    @interface EditorViewRouter : ZIKViewRouter // expect: duplicate-objc-class
                    @end
                    """
                ),
                (
                    "Pods/NotesKit/NotesRouters.h",
                    """
                    #import <ZIKRouter/ZIKRouter.h>

                    // Another pod's router with the same class name: one of the two is dropped at load time.
                    @interface EditorViewRouter : ZIKViewRouter // expect: duplicate-objc-class
                    @end
                    """
                ),
            ])
        ],
        nonTriggeringExamples: [
            .objc(
                "EditorViewRouter",
                header: """
                    #import <UIKit/UIKit.h>
                    #import <ZIKRouter/ZIKRouter.h>

                    @interface EditorViewController : UIViewController <ZIKRoutableView>
                    @end

                    @interface EditorViewRouter : ZIKViewRouter
                    @end
                    """,
                implementation: """
                    #import "EditorViewRouter.h"
                    #import <ZIKRouter/ZIKViewRouterInternal.h>

                    @interface EditorViewRouter ()
                    @end

                    @implementation EditorViewController
                    @end

                    @implementation EditorViewRouter
                    + (void)registerRoutableDestination {
                        [self registerView:[EditorViewController class]];
                        [self registerIdentifier:@"editor"];
                    }

                    - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                        return [[EditorViewController alloc] init];
                    }
                    @end
                    """),
            RuleExample(files: [
                (
                    "Sources/EditorKit/EditorViewRouter.swift",
                    """
                    import UIKit
                    import ZIKRouter
                    import ZRouter

                    public final class EditorViewController: UIViewController, ZIKRoutableView {}

                    public final class EditorViewRouter: ZIKAnyViewRouter {
                        public override class func registerRoutableDestination() {
                            registerView(EditorViewController.self)
                            registerIdentifier("editor")
                        }

                        public override func destination(with configuration: ViewRouteConfig) -> Any? { EditorViewController() }
                    }
                    """
                ),
                (
                    "Sources/NotesKit/EditorViewRouter.swift",
                    """
                    import UIKit
                    import ZIKRouter
                    import ZRouter

                    public final class NoteEditorViewController: UIViewController, ZIKRoutableView {}

                    public final class EditorViewRouter: ZIKAnyViewRouter {
                        public override class func registerRoutableDestination() {
                            registerView(NoteEditorViewController.self)
                            registerIdentifier("note-editor")
                        }

                        public override func destination(with configuration: ViewRouteConfig) -> Any? { NoteEditorViewController() }
                    }
                    """
                ),
            ]),
        ]
    )

    package func findings(in context: CheckContext) -> [Finding] {
        let byName = Dictionary(grouping: context.graph.routers.filter { $0.language == .objc }, by: \.name)
        var findings: [Finding] = []
        for name in byName.keys.sorted() {
            let declarations = byName[name]!.sorted { $0.location < $1.location }
            guard declarations.count > 1 else { continue }
            for router in declarations {
                let others = declarations.filter { other in
                    other.location != router.location && !Self.sameClass(router, other)
                }
                guard !others.isEmpty else { continue }
                let places = others.map { "\($0.location.file):\($0.location.line)" }.joined(separator: ", ")
                findings.append(
                    Finding(
                        "Objective-C class \(name) is also declared at \(places); Objective-C class names are global to the app, so only one of these routers exists at run time: rename one",
                        at: router.location
                    ))
            }
        }
        return findings
    }

    /// Two declarations that are one class: one file, branches that exclude each other, or a
    /// header and the implementation file beside it.
    static func sameClass(_ first: Router, _ second: Router) -> Bool {
        if first.location.file == second.location.file { return true }
        if first.condition.excludes(second.condition) { return true }
        let paths = [first.location.file, second.location.file].map(Self.splitExtension)
        guard paths[0].stem == paths[1].stem else { return false }
        let extensions = Set(paths.map(\.ext))
        return extensions.contains("h") && (extensions.contains("m") || extensions.contains("mm"))
    }

    private static func splitExtension(_ path: String) -> (stem: Substring, ext: Substring) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return (path[...], "") }
        return (path[..<dot], path[path.index(after: dot)...])
    }
}
