/// The ids of the diagnostics that are not check rules: problems reading the input, scanner and
/// resolution warnings, advice about the generated files. Every emit site names one of these, so an
/// id cannot be misspelled, and the diagnostic catalog lists exactly these (after the rules).
package enum DiagnosticID: String, CaseIterable, Sendable, Comparable {
    case abstractUnknown = "abstract-unknown"
    case cocoapods = "cocoapods"
    case config = "config"
    case dynamicRegistration = "dynamic-registration"
    case dynamicUseSite = "dynamic-use-site"
    case inferredRoutable = "inferred-routable"
    case libclangMissing = "libclang-missing"
    case missingPath = "missing-path"
    case missingProjectFile = "missing-project-file"
    case missingSubproject = "missing-subproject"
    case nestingTooDeep = "nesting-too-deep"
    case noRouters = "no-routers"
    case noSources = "no-sources"
    case noSwiftSources = "no-swift-sources"
    case nonUtf8File = "non-utf8-file"
    case objcEntryModule = "objc-entry-module"
    case objcParseFailed = "objc-parse-failed"
    case podRouterLeftOut = "pod-router-left-out"
    case objcUnreadDeclaration = "objc-unread-declaration"
    case registrationOutsideRegister = "registration-outside-register"
    case registryModule = "registry-module"
    case registryNameClash = "registry-name-clash"
    case syntaxError = "syntax-error"
    case unimportableHeader = "unimportable-header"
    case unknownRegistrationOwner = "unknown-registration-owner"
    case unneededProvidedRoute = "unneeded-provided-route"
    case unreadableFile = "unreadable-file"
    case unsupportedFile = "unsupported-file"
    case xcodeProject = "xcode-project"

    package static func < (lhs: DiagnosticID, rhs: DiagnosticID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The input failures after which a run's findings cannot be trusted: `check` exits 2.
    package var isInputFailure: Bool { self == .missingPath || self == .unreadableFile }
}
