/// The kind of device, as `UIUserInterfaceIdiom`. A touch panel reports `.pad`: a large touch screen used
/// at arm's length, as an iPad is.
public enum UserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}
