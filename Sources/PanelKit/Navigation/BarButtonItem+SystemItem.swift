extension BarButtonItem {
    /// UIKit's system items, as `UIBarButtonItem.SystemItem`. Items with a PanelKit symbol show it (add,
    /// close, stop, play, pause); the others show their name in words, in the bar's tint.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case pageCurl, close

        /// The words shown when the item has no symbol.
        var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .compose: "Compose"
            case .reply: "Reply"
            case .action: "Share"
            case .organize: "Organize"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .refresh: "Refresh"
            case .camera: "Camera"
            case .trash: "Delete"
            case .rewind: "Rewind"
            case .fastForward: "Fast Forward"
            case .undo: "Undo"
            case .redo: "Redo"
            case .add, .stop, .play, .pause, .close, .flexibleSpace, .fixedSpace, .pageCurl: nil
            }
        }

        /// The symbol shown instead of words.
        var symbol: String? {
            switch self {
            case .add: "plus"
            case .stop, .close: "xmark"
            case .play: "play.fill"
            case .pause: "pause.fill"
            default: nil
            }
        }

        /// Whether the title is bold (the confirming items).
        var isBold: Bool { self == .done || self == .save }
    }
}
