import ObjectiveC

enum NotesConformance {
    static func install() {
        if let input = objc_getProtocol("NotesViewInput") {
            class_addProtocol(NotesViewController.self, input)
        }
    }
}
