protocol EditableProfileViewInput: ProfileViewInput {
    var isEditingEnabled: Bool { get set }
}
