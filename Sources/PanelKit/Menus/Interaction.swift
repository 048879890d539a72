/// Behaviour added to a view as an object, as `UIInteraction`: `View.addInteraction(_:)` calls `willMove(to:)`
/// and `didMove(to:)`, where the interaction installs what it needs (a gesture recognizer).
@MainActor
public protocol Interaction: AnyObject {
    /// The view the interaction is added to.
    var view: View? { get }
    /// The interaction is about to join `view` (nil: leave its view).
    func willMove(to view: View?)
    /// The interaction joined `view` (nil: left its view).
    func didMove(to view: View?)
}

extension View {
    /// The interactions added to the view, in order.
    public var interactions: [Interaction] {
        get { interactionList }
        set {
            for i in interactionList where !newValue.contains(where: { $0 === i }) { removeInteraction(i) }
            for i in newValue where !interactionList.contains(where: { $0 === i }) { addInteraction(i) }
        }
    }

    /// Adds `interaction` to the view (it leaves another view first).
    public func addInteraction(_ interaction: Interaction) {
        guard !interactionList.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        interactionList.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes `interaction` from the view.
    public func removeInteraction(_ interaction: Interaction) {
        guard interactionList.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactionList.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }
}
