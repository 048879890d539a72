extension CollectionView {
    /// A supplementary view class, its kind and the code that configures its views, as
    /// `UICollectionView.SupplementaryRegistration`. Dequeue with
    /// `dequeueConfiguredReusableSupplementary(using:for:)`, typically in a diffable data source's
    /// `supplementaryViewProvider`.
    @MainActor
    public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
        /// Configures a dequeued view of the element kind at an index path.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void

        /// The kind of view registered (such as `CollectionView.elementKindSectionHeader`).
        public let elementKind: String
        /// The code that configures each dequeued view.
        public let handler: Handler
        /// The reuse identifier the collection view knows this registration's views by.
        let reuseIdentifier: String

        /// A registration of `Supplementary` for views of `elementKind`, configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            registrationsMade += 1
            reuseIdentifier = "SupplementaryRegistration-\(registrationsMade)-\(Supplementary.self)"
        }
    }

    /// A supplementary view of the registration's class and kind for `indexPath` (reused, or new), configured
    /// by its handler, as `UICollectionView.dequeueConfiguredReusableSupplementary(using:for:)`.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        register(
            Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
            withReuseIdentifier: registration.reuseIdentifier)
        guard
            let view = dequeueReusableSupplementaryView(
                ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
                as? Supplementary
        else {
            preconditionFailure("the view dequeued for \(registration.reuseIdentifier) is not a \(Supplementary.self)")
        }
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
