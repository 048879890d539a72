// PanelKit's API speaks in PanelGraphics' geometry and colour and takes PanelPlatform's display, input and
// clock, so importing PanelKit brings both in, as importing UIKit brings in Core Graphics.
@_exported import PanelGraphics
@_exported import PanelPlatform
