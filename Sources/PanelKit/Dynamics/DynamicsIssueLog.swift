/// One-line messages for misuse of UIKit Dynamics that UIKit would raise on (a behavior added to two
/// animators): PanelKit ignores the call and says why on standard error.
enum DynamicsIssueLog {
    static func emit(_ message: String) {
        StandardError.writeLine("PanelKit Dynamics: " + message)
    }
}
