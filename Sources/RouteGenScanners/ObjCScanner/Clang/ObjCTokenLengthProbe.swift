import CLibClang
import RouteGenModel

/// Whether the loaded libclang keeps each token's source length in `CXToken`.
///
/// libclang's tokenizer stores the raw token's length next to its location (LLVM 14 and 21 do: the
/// tests pass with either), and `clang_getTokenExtent` measures the same raw token again. The C API
/// does not promise that layout, so before the scanner reads lengths from tokens, a probe with every
/// kind of token whose spelling and source text can differ (line splices, universal character names,
/// comments, NULs, a token at the end of the buffer) must give libclang's extent for each of them; a
/// library that fails it is read through spellings and extents, as before.
package enum ObjCTokenLengthProbe {
    package static let source: [UInt8] =
        Array(
            """
            #import <Foundation/Foundation.h>
            #define JOIN(a, b) a ## b
            // a line comment \\
               spliced into the next line
            /* a block
               comment */
            @interface Probe : NSObject <NSCopying>
            @property (nonatomic, copy) NSString *name;
            @end
            @implementation Probe
            + (void)registerRoutableDestination {
                [self registerIdentifier:@"caf\u{e9}"]; int spl\\
            iced = 0x1F + 'c' + 1.5e3 + L'x'; id \\u00e9t\u{e9} = nil; a->b <<= c; ...
            }
            @end
            """.utf8) + [0x2F, 0x2A, 0x00, 0x2A, 0x2F, 0x0A] + Array("int n = 1; tail".utf8)

    package static func lengthsAreStored(in lib: LibClang) -> Bool {
        guard let index = lib.createIndex(0, 0) else { return false }
        defer { lib.disposeIndex(index) }
        let result = ObjCClangParse.withUnit(
            lib, index: index, fileName: ObjCClangParse.virtualFolder + "/Probe.m", dialect: .objectiveC, buffer: source
        ) { unit, file -> Bool in
            guard let file else { return false }
            let range = lib.getRange(
                lib.getLocationForOffset(unit, file, 0), lib.getLocationForOffset(unit, file, UInt32(source.count)))
            var raw: UnsafeMutablePointer<CXToken>?
            var count: UInt32 = 0
            lib.tokenize(unit, range, &raw, &count)
            guard let raw else { return false }
            defer { lib.disposeTokens(unit, raw, count) }
            // Fewer tokens than the probe spells means it was not lexed as written.
            guard count > 60 else { return false }
            return (0..<Int(count)).allSatisfy { position in
                let token = raw[position]
                let extent = lib.getTokenExtent(unit, token)
                let length = lib.offset(lib.getRangeEnd(extent)) - lib.offset(lib.getRangeStart(extent))
                return length > 0 && Int(token.int_data.2) == length
            }
        }
        return (try? result.get()) ?? false
    }
}
