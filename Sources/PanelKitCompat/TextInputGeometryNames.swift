// UIKit's names for the geometry side of `UITextInput` (caret and selection rectangles, moving positions on
// the screen) and for the keyboard layout guide's type, onto PanelKit's.

public typealias UITextSelectionRect = TextSelectionRect
public typealias UITextLayoutDirection = TextLayoutDirection
public typealias UIKeyboardLayoutGuide = LayoutGuide
public typealias UITextStorageDirection = TextStorageDirection
public typealias UITextDirection = TextDirection
public typealias UITextGranularity = TextGranularity
public typealias UITextInputTokenizer = TextInputTokenizer
public typealias UITextInputStringTokenizer = TextInputStringTokenizer
