import PanelKit

/// The picker's screen: the folder's pictures as a grid of square thumbnails (each decoded once, when the
/// grid loads, and scaled down), or a message when there is nothing to show; Cancel in the bar.
@MainActor
final class ImagePickerGridController: ViewController {
    /// The picker this grid belongs to.
    weak var picker: ImagePickerController?
    /// The pictures listed, with their thumbnails, in name order.
    private(set) var pictures: [(path: String, thumbnail: Surface)] = []
    /// The message shown instead of the grid, nil while there are pictures.
    private(set) var message: String?
    private let scrollView = ScrollView()
    private let messageLabel = Label()
    private var cells: [ImageView] = []
    private var loaded = false

    /// The thumbnails' size in pixels, and the gap between them in points.
    static let thumbnailSide = 160
    static let spacing = 2.0
    /// The smallest a cell may be: the grid has as many columns as fit at this width (at least 3).
    static let minimumCellWidth = 96.0

    override init() {
        super.init()
        title = "Photos"
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Cancel", style: .plain) { [weak self] _ in
            self?.picker?.cancel()
        }
    }

    override func loadView() {
        let root = View()
        root.backgroundColor = .systemBackground
        scrollView.alwaysBounceVertical = true
        messageLabel.numberOfLines = 0
        messageLabel.textAlignment = .center
        messageLabel.textColor = .secondaryLabel
        root.addSubview(scrollView)
        root.addSubview(messageLabel)
        view = root
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if !loaded { reload() }
    }

    /// Reads the folder again (once the view exists) and rebuilds the grid.
    func reload() {
        guard isViewLoaded, let picker else { return }
        loaded = true
        for cell in cells { cell.removeFromSuperview() }
        cells = []
        pictures = []
        let folder = PictureFolder.current()
        if !picker.listsPictures {
            message = "No Camera\nThis panel has no camera; pick from the photo library."
        } else {
            for path in folder.picturePaths() {
                guard let image = PictureFolder.decode(path) else { continue }
                pictures.append((path, PictureFolder.thumbnail(of: image, side: Self.thumbnailSide)))
            }
            message = pictures.isEmpty ? "No Photos\nPut PNG or JPEG files in \(folder.path)" : nil
        }
        messageLabel.text = message
        messageLabel.isHidden = message == nil
        for (i, picture) in pictures.enumerated() {
            let cell = ImageView(image: picture.thumbnail)
            cell.isUserInteractionEnabled = true
            cell.addGestureRecognizer(TapGestureRecognizer { [weak self] _ in self?.tapped(i) })
            scrollView.addSubview(cell)
            cells.append(cell)
        }
        view.setNeedsLayout()
    }

    private func tapped(_ index: Int) {
        guard pictures.indices.contains(index) else { return }
        picker?.pick(path: pictures[index].path)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        scrollView.frame = b
        let insets = view.safeAreaInsets
        messageLabel.frame = Rect(
            x: 24, y: insets.top + 24, width: max(0, b.width - 48), height: max(0, b.height - insets.top - 48))
        let columns = max(3, Int((b.width + Self.spacing) / (Self.minimumCellWidth + Self.spacing)))
        let side = max(1, (b.width - Self.spacing * Double(columns - 1)) / Double(columns))
        for (i, cell) in cells.enumerated() {
            let row = i / columns
            let column = i % columns
            cell.frame = Rect(
                x: Double(column) * (side + Self.spacing), y: Double(row) * (side + Self.spacing), width: side,
                height: side)
        }
        let rows = (cells.count + columns - 1) / columns
        scrollView.contentSize = Size(width: b.width, height: Double(rows) * (side + Self.spacing))
    }

    /// The frame of the `index`th thumbnail in the grid's view (for tests and for where a tap lands).
    func thumbnailFrame(at index: Int) -> Rect? {
        guard cells.indices.contains(index) else { return nil }
        return cells[index].convert(cells[index].bounds, to: view)
    }
}
