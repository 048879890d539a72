import PanelKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A picture picker, as `UIImagePickerController`: a navigation controller showing a grid of thumbnails
/// of the pictures in a folder (see `PictureFolder`: `PANEL_PICTURES_DIR`, `XDG_PICTURES_DIR` or
/// `~/Pictures`), with Cancel in the bar. A tap on a thumbnail tells the delegate
/// `imagePickerController(_:didFinishPickingMediaWithInfo:)` with the picture and its file URL.
///
/// A panel has no camera: `.camera` is not available, and a picker set to it shows the same message as an
/// empty folder. `.photoLibrary` and `.savedPhotosAlbum` show the same folder.
@MainActor
open class ImagePickerController: NavigationController {
    /// Where pictures come from, as `UIImagePickerController.SourceType`.
    public enum SourceType: Int, Sendable {
        case photoLibrary = 0
        case camera = 1
        case savedPhotosAlbum = 2
    }

    /// The keys of the picked picture's information, as `UIImagePickerController.InfoKey`.
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The picture as decoded (`UIImage`).
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The centred square of the picture, when `allowsEditing`.
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// Where the edited square lies in the original, in pixels (a `CGRect`).
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        /// The picture's file (a file `URL`).
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        /// `"public.image"`.
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        // Not given on a panel (no movies, metadata, Live Photos or photo library assets).
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
        public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
        public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
    }

    /// The one media type a panel's picker offers.
    public static let imageMediaType = "public.image"

    /// Whether the panel has `sourceType`: the picture folder always, a camera never.
    public class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
        sourceType != .camera
    }

    /// The media types `sourceType` offers: pictures for the folder, nil for the camera the panel lacks.
    public class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? [imageMediaType] : nil
    }

    /// Where the pictures come from (`.photoLibrary` by default).
    public var sourceType = SourceType.photoLibrary {
        didSet { if sourceType != oldValue { grid.reload() } }
    }
    /// The media types shown; pictures are listed only while it holds `"public.image"`.
    public var mediaTypes: [String] = [imageMediaType] {
        didSet { if mediaTypes != oldValue { grid.reload() } }
    }
    /// When true, the delegate also gets `.editedImage`: the largest centred square of the picture, and
    /// its `.cropRect` (there is no move-and-scale screen; see DEVIATIONS.md).
    public var allowsEditing = false

    // Camera settings, kept for porting: a panel has no camera (see ImagePickerController+Camera.swift).
    public var cameraDevice = CameraDevice.rear
    public var cameraCaptureMode = CameraCaptureMode.photo
    public var cameraFlashMode = CameraFlashMode.auto
    public var showsCameraControls = true
    public var cameraOverlayView: View?
    public var cameraViewTransform = AffineTransform.identity
    public var videoQuality = QualityType.typeMedium
    public var videoMaximumDuration = 600.0

    /// The grid of thumbnails at the bottom of the stack.
    let grid: ImagePickerGridController

    public override init() {
        let grid = ImagePickerGridController()
        self.grid = grid
        super.init(rootViewController: grid)
        grid.picker = self
    }

    /// The delegate as a picker delegate (the navigation `delegate` set to an object that is both).
    var pickerDelegate: (any ImagePickerControllerDelegate)? { delegate as? any ImagePickerControllerDelegate }

    /// Whether the picker lists pictures: a source the panel has, asked for pictures.
    var listsPictures: Bool {
        Self.isSourceTypeAvailable(sourceType) && mediaTypes.contains(Self.imageMediaType)
    }

    /// The user tapped the picture at `path`: it is decoded and handed to the delegate.
    func pick(path: String) {
        guard let image = PictureFolder.decode(path) else { return }
        var info: [InfoKey: Any] = [
            .originalImage: image, .imageURL: URL(fileURLWithPath: path), .mediaType: Self.imageMediaType,
        ]
        if allowsEditing {
            let crop = PictureFolder.squareCrop(of: image)
            info[.editedImage] = crop.image
            info[.cropRect] = crop.rect
        }
        if let pickerDelegate {
            pickerDelegate.imagePickerController(self, didFinishPickingMediaWithInfo: info)
        } else {
            dismiss(animated: true)
        }
    }

    /// The user tapped Cancel.
    func cancel() {
        if let pickerDelegate {
            pickerDelegate.imagePickerControllerDidCancel(self)
        } else {
            dismiss(animated: true)
        }
    }
}
