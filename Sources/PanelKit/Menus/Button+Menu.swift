/// A button's menu, as iOS 14's `UIButton.menu`: with `showsMenuAsPrimaryAction` a tap opens it; without,
/// a long press does (the tap still performs the button's actions).
extension Button {
    /// The menu the button opens.
    public var menu: Menu? {
        get { menuState.menu }
        set {
            menuState.menu = newValue
            updateMenuPress()
            updatePopUpSelection()
        }
    }

    /// Whether a tap opens the menu instead of performing the primary action (false by default: a long
    /// press opens it).
    public var showsMenuAsPrimaryAction: Bool {
        get { menuState.showsAsPrimaryAction }
        set {
            menuState.showsAsPrimaryAction = newValue
            updateMenuPress()
            updatePopUpSelection()
        }
    }

    /// A pop-up button, as iOS 15 makes one: a menu shown as the primary action with
    /// `changesSelectionAsPrimaryAction`.
    var isPopUpButton: Bool { menu != nil && showsMenuAsPrimaryAction && changesSelectionAsPrimaryAction }

    /// A pop-up button keeps one action of its menu on (`picked`, else the one already on, else the first)
    /// and shows its title, as UIKit's pop-up button does; other buttons are left alone.
    func updatePopUpSelection(picked: Action? = nil) {
        guard isPopUpButton, let menu else { return }
        var actions: [Action] = []
        func collect(_ children: [MenuElement]) {
            for child in children {
                if let action = child as? Action {
                    actions.append(action)
                } else if let group = child as? Menu {
                    collect(group.children)
                }
            }
        }
        collect(menu.children)
        guard let chosen = picked ?? actions.first(where: { $0.state == .on }) ?? actions.first else { return }
        for action in actions { action.state = action === chosen ? .on : .off }
        if configuration != nil {
            configuration?.title = chosen.title
        } else {
            setTitle(chosen.title, for: .normal)
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
