/// What persists about a scene, as `UISceneSession`: its role and an identifier. A panel app has one.
@MainActor
public final class SceneSession: Hashable {
    /// What a scene shows, as `UISceneSession.Role`.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An app's interactive window scene.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    /// `.windowApplication`.
    public let role: Role
    /// Unique within the process.
    public let persistentIdentifier: String
    /// The scene the session is connected to, while it is.
    public internal(set) weak var scene: Scene?
    /// App-defined values, as `userInfo` (not saved across launches on a panel).
    public var userInfo: [String: Any]?

    private static var count = 0

    init(role: Role) {
        self.role = role
        Self.count += 1
        persistentIdentifier = "panel-scene-\(Self.count)"
    }

    public nonisolated static func == (lhs: SceneSession, rhs: SceneSession) -> Bool { lhs === rhs }

    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
