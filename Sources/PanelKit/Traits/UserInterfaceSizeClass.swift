/// How much room there is along one axis, as `UIUserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}
