// UIKit's names for a text view's links: `textView.dataDetectorTypes = .link`, and the delegate's
// `textView(_:primaryActionFor:defaultAction:)` with a `UITextItem`, or the older
// `textView(_:shouldInteractWith:in:interaction:)` with a `UITextItemInteraction`.

public typealias UIDataDetectorTypes = TextView.DataDetectorTypes
public typealias UITextItem = TextItem
public typealias UITextItemInteraction = TextItemInteraction
