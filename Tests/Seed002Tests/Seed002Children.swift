// The seed names three child controllers without showing them; these are as small as they can be: a
// coloured view each, so that the test can tell them apart.
import PanelKitCompat

class VideoPlayerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
    }
}

class PlaylistViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
    }
}

class CommentViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.9, green: 0.6, blue: 0.1, alpha: 1)
    }
}
