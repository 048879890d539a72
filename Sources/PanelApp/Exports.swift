// An app imports PanelApp alone: it brings PanelKit (and with it geometry, colour, the platform types).
@_exported import PanelKit
