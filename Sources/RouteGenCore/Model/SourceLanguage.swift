public enum SourceLanguage: String, Codable, Sendable, CaseIterable {
    case swift
    case objc
}
