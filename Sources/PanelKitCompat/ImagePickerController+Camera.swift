import PanelKit

// The camera half of `UIImagePickerController`, so that code choosing a camera when there is one ports: a
// panel has none, so every question about it answers no and the settings are kept without effect.
extension ImagePickerController {
    /// Which camera, as `UIImagePickerController.CameraDevice`.
    public enum CameraDevice: Int, Sendable {
        case rear = 0
        case front = 1
    }

    /// Still pictures or video, as `UIImagePickerController.CameraCaptureMode`.
    public enum CameraCaptureMode: Int, Sendable {
        case photo = 0
        case video = 1
    }

    /// The flash, as `UIImagePickerController.CameraFlashMode`.
    public enum CameraFlashMode: Int, Sendable {
        case off = -1
        case auto = 0
        case on = 1
    }

    /// The video quality, as `UIImagePickerController.QualityType`.
    public enum QualityType: Int, Sendable {
        case typeHigh = 0
        case typeMedium = 1
        case typeLow = 2
        case type640x480 = 3
        case typeIFrame1280x720 = 4
        case typeIFrame960x540 = 5
    }

    /// False: a panel has no camera.
    public class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }

    /// False: a panel has no camera, so no flash.
    public class func isFlashAvailable(for cameraDevice: CameraDevice) -> Bool { false }

    /// Nil: a panel has no camera.
    public class func availableCaptureModes(for cameraDevice: CameraDevice) -> [Int]? { nil }

    /// Does nothing: there is no camera to take a picture with.
    public func takePicture() {}

    /// False: there is no camera to record with.
    @discardableResult
    public func startVideoCapture() -> Bool { false }

    /// Does nothing: nothing is being recorded.
    public func stopVideoCapture() {}
}
