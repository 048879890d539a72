/// Whether typing is corrected, as `UITextAutocorrectionType`. PanelKit's keyboard never corrects; the
/// value is kept for code that sets it.
public enum TextAutocorrectionType: Int, Sendable {
    case `default`, no, yes
}
