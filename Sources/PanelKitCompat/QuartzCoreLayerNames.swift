import PanelKit

// QuartzCore's layer classes and their string-valued options under their Core Animation names.

public typealias CATextLayer = TextLayer
public typealias CATextLayerAlignmentMode = TextLayer.AlignmentMode
public typealias CATextLayerTruncationMode = TextLayer.TruncationMode
public typealias CAReplicatorLayer = ReplicatorLayer
public typealias CAEmitterLayer = EmitterLayer
public typealias CAEmitterCell = EmitterCell
public typealias CAEmitterLayerEmitterShape = EmitterLayer.Shape
public typealias CAEmitterLayerEmitterMode = EmitterLayer.Mode
public typealias CAEmitterLayerRenderMode = EmitterLayer.RenderMode

/// Seconds, as Core Foundation's `CFTimeInterval`.
public typealias CFTimeInterval = Double

/// The current media time in seconds, as `CACurrentMediaTime()`: for measuring durations, and for a delayed
/// start written `animation.beginTime = CACurrentMediaTime() + 0.3` (see `MediaTime`).
@MainActor
public func CACurrentMediaTime() -> CFTimeInterval { MediaTime.now }
