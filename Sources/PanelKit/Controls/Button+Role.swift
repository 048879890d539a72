extension Button {
    /// What a button does, as `UIButton.Role`.
    public enum Role: Int, Sendable {
        /// A button without a particular role.
        case normal
        /// The button that does what the screen is for.
        case primary
        /// A button that cancels.
        case cancel
        /// A button that deletes or cannot be undone.
        case destructive
    }
}
