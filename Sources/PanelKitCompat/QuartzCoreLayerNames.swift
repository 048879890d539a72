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
