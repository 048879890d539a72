/// A colour picker, as `UIColorPickerViewController`: a title, a close button, a grid of swatches
/// (`ColorPickerGrid`), an opacity slider when `supportsAlpha`, and a swatch of the picked colour. A tap
/// on a swatch sets `selectedColor` and tells the delegate; the close button dismisses the picker and
/// tells the delegate `colorPickerViewControllerDidFinish`. Present it (a sheet by default) or let a
/// `ColorWell` present it.
@MainActor
open class ColorPickerViewController: ViewController {
    /// Told of picks and of the picker finishing; held weakly.
    public weak var delegate: ColorPickerViewControllerDelegate?
    /// The picked colour (black until one is set or picked). Setting it tells no one.
    open var selectedColor: Color = .black {
        didSet { showSelection() }
    }
    /// Whether the user may pick an opacity (true by default); when false, picks are opaque.
    open var supportsAlpha = true {
        didSet {
            if !supportsAlpha && selectedColor.alpha < 1 { selectedColor = selectedColor.withAlphaComponent(1) }
            if isViewLoaded { view.setNeedsLayout() }
        }
    }

    /// Called with each pick after the delegate (a `ColorWell` follows its picker through this).
    var pickHandler: ((Color) -> Void)?
    /// Called once when the picker finishes, after the delegate.
    var finishHandler: (() -> Void)?
    /// Whether `colorPickerViewControllerDidFinish` was sent since the picker last appeared.
    private var finished = false

    let grid = ColorPickerGrid()
    private let titleLabel = Label()
    private let closeButton = Button(type: .system)
    private let opacityLabel = Label()
    private let opacitySlider = Slider()
    private let preview = View()

    public override init() {
        super.init()
    }

    open override func loadView() {
        let root = View(frame: Application.current?.screen.bounds ?? .zero)
        root.backgroundColor = .secondarySystemBackground
        titleLabel.fontWeight = .bold
        titleLabel.textAlignment = .center
        closeButton.setTitle("Done", for: .normal)
        closeButton.addAction(Action { [weak self] _ in self?.close() }, for: .primaryActionTriggered)
        opacityLabel.text = "OPACITY"
        opacityLabel.fontSize = 13
        opacityLabel.textColor = .secondaryLabel
        opacitySlider.addAction(
            Action { [weak self] _ in self?.opacityDidChange() }, for: .valueChanged)
        preview.cornerRadius = 8
        preview.borderWidth = 1
        preview.borderColor = .separator
        grid.onPick = { [weak self] color in self?.pick(color) }
        for v in [titleLabel, closeButton, grid, opacityLabel, opacitySlider, preview] { root.addSubview(v) }
        view = root
        showSelection()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        let top = view.safeAreaInsets.top
        titleLabel.text = title ?? "Colors"
        titleLabel.frame = Rect(x: 80, y: top + 12, width: max(0, b.width - 160), height: 24)
        let closeWidth = max(44, closeButton.sizeThatFits(.zero).width + 8)
        closeButton.frame = Rect(x: b.width - 12 - closeWidth, y: top + 6, width: closeWidth, height: 36)
        let width = max(0, b.width - 32)
        let side = min(width / Double(ColorPickerGrid.columns), 40)
        let gridSize = Size(
            width: side * Double(ColorPickerGrid.columns), height: side * Double(ColorPickerGrid.rows))
        grid.frame = Rect(origin: Point(x: (b.width - gridSize.width) / 2, y: top + 52), size: gridSize)
        var y = grid.frame.maxY + 16
        opacityLabel.isHidden = !supportsAlpha
        opacitySlider.isHidden = !supportsAlpha
        if supportsAlpha {
            opacityLabel.frame = Rect(x: grid.frame.minX, y: y, width: gridSize.width, height: 18)
            opacitySlider.frame = Rect(x: grid.frame.minX, y: y + 20, width: gridSize.width, height: 31)
            y += 60
        }
        preview.frame = Rect(x: grid.frame.minX, y: y, width: 56, height: 56)
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        finished = false
    }

    /// Dismissed some other way (a swipe down): the delegate still hears that the picker finished.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        finish()
    }

    private func pick(_ color: Color) {
        let alpha = supportsAlpha ? selectedColor.alpha : 1
        selectedColor = color.withAlphaComponent(alpha)
        tellPick(continuously: false)
    }

    private func opacityDidChange() {
        selectedColor = selectedColor.withAlphaComponent(Double(opacitySlider.value))
        tellPick(continuously: opacitySlider.isTracking)
    }

    private func tellPick(continuously: Bool) {
        delegate?.colorPickerViewController(self, didSelect: selectedColor, continuously: continuously)
        delegate?.colorPickerViewControllerDidSelectColor(self)
        pickHandler?(selectedColor)
    }

    private func close() {
        finish()
        dismiss(animated: true)
    }

    private func finish() {
        guard !finished else { return }
        finished = true
        delegate?.colorPickerViewControllerDidFinish(self)
        finishHandler?()
    }

    private func showSelection() {
        guard isViewLoaded else { return }
        grid.selectedColor = selectedColor
        opacitySlider.value = Float(selectedColor.alpha)
        preview.backgroundColor = selectedColor
    }
}
