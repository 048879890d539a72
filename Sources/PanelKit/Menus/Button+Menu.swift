/// A button's menu, as iOS 14's `UIButton.menu`: with `showsMenuAsPrimaryAction` a tap opens it; without,
/// a long press does (the tap still performs the button's actions).
extension Button {
    /// The menu the button opens.
    public var menu: Menu? {
        get { menuState.menu }
        set {
            menuState.menu = newValue
            updateMenuPress()
        }
    }

    /// Whether a tap opens the menu instead of performing the primary action (false by default: a long
    /// press opens it).
    public var showsMenuAsPrimaryAction: Bool {
        get { menuState.showsAsPrimaryAction }
        set {
            menuState.showsAsPrimaryAction = newValue
            updateMenuPress()
        }
    }

    /// A long press opens the menu while the menu is not the primary action.
    private func updateMenuPress() {
        let wanted = menu != nil && !showsMenuAsPrimaryAction
        if wanted && menuState.press == nil {
            let press = LongPressGestureRecognizer { [weak self] recognizer in
                guard recognizer.state == .began, let self, let menu = self.menu else { return }
                self.openMenu(menu)
            }
            addGestureRecognizer(press)
            menuState.press = press
        } else if !wanted, let press = menuState.press {
            removeGestureRecognizer(press)
            menuState.press = nil
        }
    }
}

/// What a button keeps for its menu.
@MainActor
struct ButtonMenuState {
    var menu: Menu?
    var showsAsPrimaryAction = false
    var press: LongPressGestureRecognizer?
}
