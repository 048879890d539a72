/// Foundation's `NSObjectProtocol`, as UIKit code declares the token of a block observer:
/// `var observer: NSObjectProtocol?` holds what `NotificationCenter.addObserver(forName:object:queue:using:)`
/// returns. It asks for nothing beyond being a class.
public protocol NSObjectProtocol: AnyObject {}

extension NSObject: NSObjectProtocol {}
extension NotificationObserver: NSObjectProtocol {}

/// Foundation's older spelling: `NSNotification.Name("x")` and `NSNotification.Name.someName` are
/// `Notification.Name`'s.
public typealias NSNotification = Notification
