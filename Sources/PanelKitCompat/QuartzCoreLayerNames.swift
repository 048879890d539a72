import PanelKit

// QuartzCore's layer classes and their string-valued options under their Core Animation names.

public typealias CATextLayer = TextLayer
public typealias CATextLayerAlignmentMode = TextLayer.AlignmentMode
public typealias CATextLayerTruncationMode = TextLayer.TruncationMode
public typealias CAReplicatorLayer = ReplicatorLayer
