import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// Source bytes as the compilers take them: clang reads Objective-C as bytes (a byte-order mark
/// or a Latin-1 `©` in a comment compiles), swiftc requires UTF-8.
struct EncodingTests {
    private static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

    private func scanTree(_ files: [(String, [UInt8])]) throws -> Pipeline.Outcome {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        for (path, bytes) in files { try tree.write(path, Data(bytes)) }
        return Pipeline.run(Pipeline.Input(paths: [tree.path], jobs: 2))
    }

    @Test func byteOrderMarkInObjectiveCHeaderAndImplementation() throws {
        let result = try scanTree([
            ("Sources/App/CheckoutViewRouter.h", Self.bom + Array(HostileSources.objcHeader.utf8)),
            ("Sources/App/CheckoutViewRouter.m", Self.bom + Array(HostileSources.objcImplementation.utf8)),
        ])
        let router = try #require(result.graph.routers.first { $0.name == "CheckoutViewRouter" })
        #expect(router.header?.hasSuffix("CheckoutViewRouter.h") == true)
        #expect(router.registrations.map(\.key).contains("checkout"))
        #expect(result.graph.diagnostics.isEmpty, "\(result.graph.diagnostics.map(\.rendered))")
        #expect(result.exitStatus == 0)
    }

    @Test func byteOrderMarkKeepsColumnsOfTheFirstLine() {
        let bytes = Self.bom + Array("@interface CheckoutViewRouter : ZIKViewRouter\n@end\n".utf8)
        let plain = Pipeline.facts(path: "Sources/App/A.h", bytes: Array(bytes.dropFirst(3)))
        let marked = Pipeline.facts(path: "Sources/App/A.h", bytes: bytes)
        #expect(marked.classes.map(\.name) == ["CheckoutViewRouter"])
        #expect(marked.classes.first?.location.line == plain.classes.first?.location.line)
    }

    @Test func latin1CommentInObjectiveCHeaderKeepsTheFile() throws {
        // `// Copyright © 2019 Shop GmbH` saved as ISO-8859-1: © is the single byte 0xA9.
        let header =
            Array("// Copyright ".utf8) + [0xA9] + Array(" 2019 Shop GmbH\n".utf8)
            + Array(HostileSources.objcHeader.utf8)
        let implementation =
            Array("/* M".utf8) + [0xFC] + Array("nchen */\n".utf8) + Array(HostileSources.objcImplementation.utf8)
        let result = try scanTree([
            ("Sources/App/CheckoutViewRouter.h", header),
            ("Sources/App/CheckoutViewRouter.m", implementation),
        ])
        let router = try #require(result.graph.routers.first { $0.name == "CheckoutViewRouter" })
        #expect(router.header?.hasSuffix("CheckoutViewRouter.h") == true)
        #expect(result.graph.diagnostics.isEmpty, "\(result.graph.diagnostics.map(\.rendered))")
    }

    @Test func latin1StringInObjectiveCIsReadAsBytes() {
        let bytes =
            Array(HostileSources.objcHeader.utf8) + Array("static NSString *const kTitle = @\"Caf".utf8) + [0xE9]
            + Array("\";\n".utf8) + Array(HostileSources.objcImplementation.utf8)
        let facts = Pipeline.facts(path: "Sources/App/CheckoutViewRouter.m", bytes: bytes)
        #expect(facts.classes.map(\.name).contains("CheckoutViewRouter"))
        #expect(facts.registrations.map(\.key).contains("checkout"))
    }

    @Test func swiftMustStillBeUTF8() throws {
        let bytes = Array("// Copyright ".utf8) + [0xA9] + Array("\n".utf8) + Array(HostileSources.swiftRouter.utf8)
        let result = try scanTree([("Sources/App/CheckoutViewRouter.swift", bytes)])
        #expect(result.graph.diagnostics.map(\.rule) == ["non-utf8-file"])
    }

    @Test func byteOrderMarkInSwiftIsFine() throws {
        let result = try scanTree([
            ("Sources/App/CheckoutViewRouter.swift", Self.bom + Array(HostileSources.swiftRouter.utf8))
        ])
        #expect(result.graph.routers.map(\.name) == ["CheckoutViewRouter"])
        #expect(result.graph.diagnostics.isEmpty)
    }
}
