extension ScrollView {
    /// At the start of a drag, puts the keyboard away as `keyboardDismissMode` says: the window's first
    /// responder resigns (it may refuse, as with `endEditing(false)`).
    func dismissKeyboardForDrag(_ pan: PanGestureRecognizer) {
        let downwards = pan.translation(in: self).y > 0 || pan.velocity(in: self).y > 0
        switch keyboardDismissMode {
        case .none: return
        case .onDrag, .onDragWithAccessory: break
        case .interactive, .interactiveWithAccessory: if !downwards { return }
        }
        window?.endEditing(false)
    }
}
