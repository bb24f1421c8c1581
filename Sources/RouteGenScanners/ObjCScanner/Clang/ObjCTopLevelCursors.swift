import CLibClang
import RouteGenModel

/// The top-level cursors of a parsed unit that the scanner reads, with offsets in the unit's
/// whole buffer: the Objective-C containers (and the class methods inside them), and the
/// offsets of forward `@class` references, which a batch uses as boundary markers.
package struct ObjCTopLevelCursors {
    /// Sorted by start.
    package var declarations: [ObjCTranslationUnit.Declaration] = []
    /// Name offsets of top-level `@class X;` forward declarations (libclang shows each as an
    /// `ObjCClassRef` at file scope, and only there).
    package var classReferences: Set<Int> = []

    package static func collect(_ lib: LibClang, unit: CXTranslationUnit) -> ObjCTopLevelCursors {
        var cursors = ObjCTopLevelCursors()
        for cursor in children(lib, of: lib.translationUnitCursor(unit)) {
            cursors.visit(lib, cursor)
        }
        // Ties keep the visiting order (a stable sort), as they always have.
        cursors.declarations = cursors.declarations.enumerated()
            .sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }
            .map(\.element)
        return cursors
    }

    /// The containers whose name lies in `names`, with offsets made relative to `base`.
    package func declarations(namedIn names: Range<Int>, relativeTo base: Int) -> [ObjCTranslationUnit.Declaration] {
        declarations.filter { names.contains($0.nameOffset) }.map { $0.shifted(by: -base) }
    }

    private mutating func visit(_ lib: LibClang, _ cursor: CXCursor) {
        let kind: ObjCTranslationUnit.Declaration.Kind
        switch lib.cursorKind(cursor) {
        case CXCursor_ObjCInterfaceDecl: kind = .interface
        case CXCursor_ObjCCategoryDecl: kind = .category
        case CXCursor_ObjCProtocolDecl: kind = .protocol
        case CXCursor_ObjCImplementationDecl: kind = .implementation
        case CXCursor_ObjCCategoryImplDecl: kind = .categoryImplementation
        case CXCursor_ObjCClassRef:
            let location = lib.cursorLocation(cursor)
            if lib.isFromMainFile(location) != 0 { classReferences.insert(lib.offset(location)) }
            return
        default: return
        }
        let location = lib.cursorLocation(cursor)
        let extent = lib.cursorExtent(cursor)
        // A container whose class name is a macro (`@implementation OSScreen (Center)` after
        // `#define OSScreen UIScreen`) is located in the macro; its `@implementation` is the file's.
        // What a macro of the file expands to is not: its `@` is in the macro too.
        guard lib.isFromMainFile(location) != 0 || lib.isFromMainFile(lib.getRangeStart(extent)) != 0 else { return }
        let children = Self.children(lib, of: cursor)
        declarations.append(
            ObjCTranslationUnit.Declaration(
                kind: kind,
                name: lib.string(lib.cursorSpelling(cursor)),
                nameOffset: lib.offset(location),
                start: lib.offset(lib.getRangeStart(extent)),
                end: lib.offset(lib.getRangeEnd(extent)),
                classMethods: Self.methods(lib, of: children, kind: CXCursor_ObjCClassMethodDecl) { _ in true },
                instanceMethods: kind == .implementation || kind == .categoryImplementation
                    ? Self.methods(
                        lib, of: children, kind: CXCursor_ObjCInstanceMethodDecl,
                        where: Self.readInstanceSelectors.contains)
                    : []
            ))
    }

    /// The instance methods the checks read, which ZIKRouter wants a router class to implement
    /// itself: `-destinationWithConfiguration:`, and for custom routes the custom-route methods.
    package static let readInstanceSelectors: Set<String> = Set(CustomRouteMethod.allCases.map(\.objcSelector)).union([
        "destinationWithConfiguration:"
    ])

    private static func methods(
        _ lib: LibClang, of children: [CXCursor], kind: CXCursorKind, where include: (String) -> Bool
    ) -> [ObjCTranslationUnit.Method] {
        children.compactMap { child in
            guard lib.cursorKind(child) == kind else { return nil }
            let selector = lib.string(lib.cursorSpelling(child))
            guard include(selector) else { return nil }
            let methodExtent = lib.cursorExtent(child)
            return ObjCTranslationUnit.Method(
                selector: selector,
                nameOffset: lib.offset(lib.cursorLocation(child)),
                start: lib.offset(lib.getRangeStart(methodExtent)),
                end: lib.offset(lib.getRangeEnd(methodExtent))
            )
        }
    }

    /// The direct children of a cursor. The C visitor cannot capture, so the list travels
    /// through the client-data pointer.
    package static func children(_ lib: LibClang, of cursor: CXCursor) -> [CXCursor] {
        final class Box { var cursors: [CXCursor] = [] }
        let box = Box()
        let visitor: CXCursorVisitor = { child, _, data in
            Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue().cursors.append(child)
            return CXChildVisit_Continue
        }
        _ = lib.visitChildren(cursor, visitor, Unmanaged.passUnretained(box).toOpaque())
        withExtendedLifetime(box) {}
        return box.cursors
    }
}

extension ObjCTranslationUnit.Declaration {
    package func shifted(by delta: Int) -> Self {
        var copy = self
        copy.nameOffset += delta
        copy.start += delta
        copy.end += delta
        copy.classMethods = classMethods.map { $0.shifted(by: delta) }
        copy.instanceMethods = instanceMethods.map { $0.shifted(by: delta) }
        return copy
    }

    /// Every offset the declaration holds, for range checks.
    package var offsets: [Int] {
        [nameOffset, start, end] + (classMethods + instanceMethods).flatMap { [$0.nameOffset, $0.start, $0.end] }
    }
}

extension ObjCTranslationUnit.Method {
    package func shifted(by delta: Int) -> Self {
        var method = self
        method.nameOffset += delta
        method.start += delta
        method.end += delta
        return method
    }
}
