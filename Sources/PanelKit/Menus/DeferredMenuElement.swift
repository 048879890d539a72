/// A placeholder in a menu whose elements come later from a closure, as `UIDeferredMenuElement`: when the
/// menu shows, the provider is called with a completion; the elements it hands back take the
/// placeholder's place (a "Loading…" row shows until then). Made with `init(_:)`, the elements are kept
/// and the provider is not asked again; made with `uncached(_:)`, it is asked each time the menu shows.
@MainActor
public final class DeferredMenuElement: MenuElement {
    /// Calls its argument with the elements, now or later, as UIKit's element provider.
    public typealias ElementProvider = (@escaping ([MenuElement]) -> Void) -> Void

    private let provider: ElementProvider
    /// Whether the elements are kept once provided.
    let isCached: Bool
    /// The elements provided (nil while none were, or an uncached element's menu shows afresh).
    private(set) var elements: [MenuElement]?
    /// Counts the provider calls, so that a late completion of an earlier one is ignored.
    private var generation = 0

    /// An element whose provider is asked once, the first time its menu shows.
    public init(_ elementProvider: @escaping ElementProvider) {
        provider = elementProvider
        isCached = true
        super.init(title: "Loading…", subtitle: nil, image: nil)
    }

    private init(uncached elementProvider: @escaping ElementProvider) {
        provider = elementProvider
        isCached = false
        super.init(title: "Loading…", subtitle: nil, image: nil)
    }

    /// An element whose provider is asked every time its menu shows.
    public static func uncached(_ elementProvider: @escaping ElementProvider) -> DeferredMenuElement {
        DeferredMenuElement(uncached: elementProvider)
    }

    /// The menu is showing: asks the provider unless the elements are kept. `changed` runs when they
    /// arrive after this returns (the menu then shows them); a second completion call is ignored.
    func load(changed: @escaping () -> Void) {
        if isCached && elements != nil { return }
        elements = nil
        generation += 1
        let call = generation
        var returned = false
        provider { [weak self] provided in
            guard let self, self.generation == call, self.elements == nil else { return }
            self.elements = provided
            if returned { changed() }
        }
        returned = true
    }
}
