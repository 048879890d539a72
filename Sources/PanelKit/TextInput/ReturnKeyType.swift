/// What the keyboard's return key says, as `UIReturnKeyType`. Every type but `.default` draws the key in
/// the tint colour, as iOS does.
public enum ReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall
    case `continue`

    /// The key's title.
    var title: String {
        switch self {
        case .default: "return"
        case .go: "Go"
        case .google: "Google"
        case .join: "Join"
        case .next: "Next"
        case .route: "Route"
        case .search: "Search"
        case .send: "Send"
        case .yahoo: "Yahoo"
        case .done: "Done"
        case .emergencyCall: "Emergency Call"
        case .continue: "Continue"
        }
    }
}
