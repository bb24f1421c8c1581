package enum SourceLanguage: String, Sendable, CaseIterable {
    case swift
    case objc
}
