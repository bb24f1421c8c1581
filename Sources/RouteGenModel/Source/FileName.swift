/// The last component of a path, as messages name a file.
package func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
}
