import PanelKit

// Drag and drop within the app under UIKit's names (`Sources/PanelKit/Interactions`).
public typealias UIDragInteraction = DragInteraction
public typealias UIDragInteractionDelegate = DragInteractionDelegate
public typealias UIDropInteraction = DropInteraction
public typealias UIDropInteractionDelegate = DropInteractionDelegate
public typealias UIDragItem = DragItem
public typealias UIDragSession = DragSession
public typealias UIDropSession = DropSession
public typealias UIDropProposal = DropProposal
public typealias UIDropOperation = DropOperation
public typealias UIDragPreview = DragPreview
public typealias UITargetedDragPreview = TargetedDragPreview
public typealias UIDragPreviewParameters = DragPreviewParameters
public typealias UIDragAnimating = DragAnimating
public typealias UICollectionViewDragDelegate = CollectionViewDragDelegate
public typealias UICollectionViewDropDelegate = CollectionViewDropDelegate
public typealias UICollectionViewDropProposal = CollectionViewDropProposal
public typealias UICollectionViewDropIntent = CollectionViewDropProposal.Intent
public typealias UICollectionViewDropCoordinator = CollectionViewDropCoordinator
public typealias UICollectionViewDropItem = CollectionViewDropItem
public typealias NSItemProvider = ItemProvider
public typealias NSItemProviderRepresentationVisibility = ItemProvider.RepresentationVisibility
public typealias NSItemProviderWriting = ItemProviderWriting
public typealias NSItemProviderReading = ItemProviderReading
public typealias UITableViewDragDelegate = TableViewDragDelegate
public typealias UITableViewDropDelegate = TableViewDropDelegate
public typealias UITableViewDropProposal = TableViewDropProposal
public typealias UITableViewDropIntent = TableViewDropProposal.Intent
public typealias UITableViewDropCoordinator = TableViewDropCoordinator
public typealias UITableViewDropItem = TableViewDropItem
public typealias UITableViewPlaceholder = TableViewPlaceholder
public typealias UITableViewDropPlaceholder = TableViewDropPlaceholder
public typealias UITableViewDropPlaceholderContext = TableViewDropPlaceholderContext
