import CLibClang

/// The top-level cursors of a parsed unit that the scanner reads, with offsets in the unit's
/// whole buffer: the Objective-C containers (and the class methods inside them), and the
/// offsets of forward `@class` references, which a batch uses as boundary markers.
struct ObjCTopLevelCursors {
    /// Sorted by start.
    var declarations: [ObjCTranslationUnit.Declaration] = []
    /// Name offsets of top-level `@class X;` forward declarations (libclang shows each as an
    /// `ObjCClassRef` at file scope, and only there).
    var classReferences: Set<Int> = []

    static func collect(_ lib: LibClang, unit: CXTranslationUnit) -> ObjCTopLevelCursors {
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
    func declarations(namedIn names: Range<Int>, relativeTo base: Int) -> [ObjCTranslationUnit.Declaration] {
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
        guard lib.isFromMainFile(location) != 0 else { return }
        let extent = lib.cursorExtent(cursor)
        let methods = Self.children(lib, of: cursor).compactMap { child -> (isClass: Bool, method: ObjCTranslationUnit.Method)? in
            let childKind = lib.cursorKind(child)
            guard childKind == CXCursor_ObjCClassMethodDecl || childKind == CXCursor_ObjCInstanceMethodDecl else { return nil }
            let methodExtent = lib.cursorExtent(child)
            return (childKind == CXCursor_ObjCClassMethodDecl, ObjCTranslationUnit.Method(
                selector: lib.string(lib.cursorSpelling(child)),
                nameOffset: lib.offset(lib.cursorLocation(child)),
                start: lib.offset(lib.getRangeStart(methodExtent)),
                end: lib.offset(lib.getRangeEnd(methodExtent))
            ))
        }
        declarations.append(ObjCTranslationUnit.Declaration(
            kind: kind,
            name: lib.string(lib.cursorSpelling(cursor)),
            nameOffset: lib.offset(location),
            start: lib.offset(lib.getRangeStart(extent)),
            end: lib.offset(lib.getRangeEnd(extent)),
            classMethods: methods.filter(\.isClass).map(\.method),
            instanceMethods: methods.filter { !$0.isClass && Self.instanceSelectors.contains($0.method.selector) }.map(\.method)
        ))
    }

    /// The instance methods the facts need: only an implementation's own `-destinationWithConfiguration:`.
    static let instanceSelectors: Set<String> = ["destinationWithConfiguration:"]

    /// The direct children of a cursor. The C visitor cannot capture, so the list travels
    /// through the client-data pointer.
    static func children(_ lib: LibClang, of cursor: CXCursor) -> [CXCursor] {
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
    func shifted(by delta: Int) -> Self {
        var copy = self
        copy.nameOffset += delta
        copy.start += delta
        copy.end += delta
        func shift(_ method: ObjCTranslationUnit.Method) -> ObjCTranslationUnit.Method {
            var method = method
            method.nameOffset += delta
            method.start += delta
            method.end += delta
            return method
        }
        copy.classMethods = classMethods.map(shift)
        copy.instanceMethods = instanceMethods.map(shift)
        return copy
    }

    /// Every offset the declaration holds, for range checks.
    var offsets: [Int] {
        [nameOffset, start, end] + (classMethods + instanceMethods).flatMap { [$0.nameOffset, $0.start, $0.end] }
    }
}
