/// `path:line:column: severity: message [rule-id]`, one per line.
enum XcodeReport {
    static func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { $0.rendered + "\n" }.joined()
    }
}
