import Foundation

#if canImport(FoundationXML)
import FoundationXML
import RouteGenModel
#endif

/// The projects an `.xcworkspace` lists in `contents.xcworkspacedata`, read with `XMLParser`.
/// `group:` locations are relative to the enclosing `<Group>` (the workspace's folder at the
/// top), `container:` to the workspace's folder, `absolute:` as written.
package enum XcodeWorkspace {
    package static func projects(in workspace: String) -> Result<[String], Diagnostic> {
        let file = ProjectPath.normalize(workspace) + "/contents.xcworkspacedata"
        guard let data = FileManager.default.contents(atPath: file) else {
            return .failure(
                Diagnostic(
                    .error, "cannot read the workspace", at: .wholeFile(file),
                    rule: .xcodeProject))
        }
        let reader = Reader(folder: ProjectPath.folder(of: ProjectPath.normalize(workspace)))
        let parser = XMLParser(data: data)
        parser.delegate = reader
        guard parser.parse() else {
            let message = parser.parserError.map { "\($0.localizedDescription)" } ?? "unknown error"
            return .failure(
                Diagnostic(
                    .error, "the workspace is not valid XML: \(message)",
                    at: SourceLocation(file: file, line: parser.lineNumber, column: 1), rule: .xcodeProject))
        }
        return .success(reader.projects)
    }

    private final class Reader: NSObject, XMLParserDelegate {
        let folder: String
        var groups: [String]
        var projects: [String] = []

        init(folder: String) {
            self.folder = folder
            self.groups = [folder]
        }

        func resolve(_ location: String) -> String? {
            guard let colon = location.firstIndex(of: ":") else { return nil }
            let kind = location[..<colon]
            let path = String(location[location.index(after: colon)...])
            switch kind {
            case "group": return ProjectPath.join(groups.last ?? folder, path)
            case "container": return ProjectPath.join(folder, path)
            case "absolute": return ProjectPath.normalize(path)
            default: return nil
            }
        }

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            switch name {
            case "Group":
                groups.append(attributes["location"].flatMap(resolve) ?? groups.last ?? folder)
            case "FileRef":
                if let path = attributes["location"].flatMap(resolve), path.hasSuffix(".xcodeproj") {
                    projects.append(path)
                }
            default:
                break
            }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "Group", groups.count > 1 { groups.removeLast() }
        }
    }
}
